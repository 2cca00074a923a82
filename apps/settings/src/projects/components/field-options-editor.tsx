import { ActionIcon, Button, Group, Input, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@portal/ui';
import type { FieldOption } from './field-draft';

export interface FieldOptionsEditorProps {
  options: readonly FieldOption[];
  onChange: (options: FieldOption[], path: string) => void;
  /** The error of a path below the field, e.g. `options` or `options.0.value`. */
  errorOf: (path: string) => string | undefined;
}

/** The choices of a dropdown or combobox: a value and the text shown for it, one row each. */
export function FieldOptionsEditor({ options, onChange, errorOf }: FieldOptionsEditorProps) {
  const { t } = useTranslation('settings');
  const setOption = (index: number, part: keyof FieldOption, text: string) =>
    onChange(
      options.map((option, place) => (place === index ? { ...option, [part]: text } : option)),
      `options.${index}.${part}`,
    );
  const listError = errorOf('options');

  return (
    <Input.Wrapper
      label={t('projects.field.options')}
      description={t('projects.field.optionsHint')}
      withAsterisk
      error={listError}
    >
      <Stack gap="xs" mt="xs">
        {options.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('projects.field.noOptions')}
          </Text>
        )}
        {options.map((option, index) => (
          <Group key={index} gap="xs" align="flex-start" wrap="nowrap" data-option={index}>
            <TextField
              label={undefined}
              aria-label={t('projects.field.optionValue', { index: index + 1 })}
              placeholder={t('projects.field.optionValuePlaceholder')}
              autoComplete="off"
              style={{ flex: 1 }}
              value={option.value}
              error={errorOf(`options.${index}.value`)}
              onChange={(text) => setOption(index, 'value', text)}
            />
            <TextField
              label={undefined}
              aria-label={t('projects.field.optionLabel', { index: index + 1 })}
              placeholder={t('projects.field.optionLabelPlaceholder')}
              autoComplete="off"
              style={{ flex: 1 }}
              value={option.label}
              error={errorOf(`options.${index}.label`)}
              onChange={(text) => setOption(index, 'label', text)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={4}
              aria-label={t('projects.field.removeOption', { index: index + 1 })}
              onClick={() =>
                onChange(
                  options.filter((_, place) => place !== index),
                  'options',
                )
              }
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            size="xs"
            variant="light"
            onClick={() => onChange([...options, { value: '', label: '' }], 'options')}
          >
            {t('projects.field.addOption')}
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
