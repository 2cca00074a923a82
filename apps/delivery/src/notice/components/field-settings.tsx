import { ActionIcon, Button, Checkbox, Group, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldChoice, FieldLayout } from '../state/field-layout';
import type { FieldLayoutState } from '../hooks/use-field-layout';

export interface FieldSettingsProps<F extends FieldChoice> {
  /** The section's name, for the button's and the dialog's titles. */
  readonly section: string;
  readonly fields: readonly F[];
  readonly state: FieldLayoutState<F>;
  /** A field's name in the user's language. */
  readonly labelOf: (field: F) => string;
}

/**
 * The section's "field settings" button and dialog: which fields show and in what order, kept
 * for this user; reset goes back to the section's default.
 */
export function FieldSettings<F extends FieldChoice>({
  section,
  fields,
  state,
  labelOf,
}: FieldSettingsProps<F>) {
  const { t } = useTranslation('delivery');
  const [opened, setOpened] = useState(false);
  const title = t('notice.settings.title', { section });
  return (
    <>
      <Tooltip label={title}>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={title}
          onClick={() => setOpened(true)}
        >
          <IconSettings size={18} stroke={1.6} />
        </ActionIcon>
      </Tooltip>
      <Modal opened={opened} onClose={() => setOpened(false)} title={title} centered size="md">
        {/* Unmounted while closed: each opening starts from the stored arrangement. */}
        <FieldSettingsForm
          fields={fields}
          layout={state.layout}
          labelOf={labelOf}
          onCancel={() => setOpened(false)}
          onReset={() => {
            state.reset();
            setOpened(false);
          }}
          onConfirm={(layout) => {
            state.save(layout);
            setOpened(false);
          }}
        />
      </Modal>
    </>
  );
}

function FieldSettingsForm<F extends FieldChoice>({
  fields,
  layout,
  labelOf,
  onCancel,
  onReset,
  onConfirm,
}: {
  fields: readonly F[];
  layout: FieldLayout;
  labelOf: (field: F) => string;
  onCancel: () => void;
  onReset: () => void;
  onConfirm: (layout: FieldLayout) => void;
}) {
  const { t } = useTranslation('delivery');
  const [order, setOrder] = useState<readonly string[]>(layout.order);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set(layout.hidden));
  const byKey = new Map(fields.map((field) => [field.key, field]));
  const listed = order.flatMap((key) => {
    const field = byKey.get(key);
    return field === undefined ? [] : [field];
  });

  const move = (index: number, by: -1 | 1) =>
    setOrder((current) => {
      const next = [...current];
      const [taken] = next.splice(index, 1);
      if (taken === undefined) return current;
      next.splice(index + by, 0, taken);
      return next;
    });
  const toggle = (key: string, shown: boolean) =>
    setHidden((current) => {
      const next = new Set(current);
      if (shown) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('notice.settings.hint')}
      </Text>
      <Stack gap={4} role="list" aria-label={t('notice.settings.fields')}>
        {listed.map((field, index) => {
          const name = labelOf(field);
          return (
            <Group key={field.key} justify="space-between" wrap="nowrap" role="listitem">
              <Checkbox
                label={name}
                checked={field.fixed === true || !hidden.has(field.key)}
                disabled={field.fixed === true}
                onChange={(event) => toggle(field.key, event.currentTarget.checked)}
              />
              <Group gap={2} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  disabled={index === 0}
                  aria-label={t('notice.settings.up', { field: name })}
                  onClick={() => move(index, -1)}
                >
                  <IconArrowUp size={16} stroke={1.6} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  disabled={index === listed.length - 1}
                  aria-label={t('notice.settings.down', { field: name })}
                  onClick={() => move(index, 1)}
                >
                  <IconArrowDown size={16} stroke={1.6} />
                </ActionIcon>
              </Group>
            </Group>
          );
        })}
      </Stack>
      <Group justify="space-between" gap="sm">
        <Button variant="subtle" color="gray" onClick={onReset}>
          {t('notice.settings.reset')}
        </Button>
        <Group gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('common:button.cancel')}
          </Button>
          <Button
            onClick={() =>
              onConfirm({
                order,
                hidden: fields
                  .filter((field) => field.fixed !== true && hidden.has(field.key))
                  .map((field) => field.key),
              })
            }
          >
            {t('common:button.confirm')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
