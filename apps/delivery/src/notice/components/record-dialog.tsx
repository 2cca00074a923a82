import { Button, Group, Modal, SimpleGrid, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useReturnFocus } from '@portal/ui';
import type { Finding } from '../state/notice-findings';
import { valueAt, withValue, type FieldSpec } from '../state/notice-fields';
import { FieldInput, type FieldOptions } from './field-input';

export interface RecordDialogProps<R extends object> {
  readonly title: string;
  readonly record: R;
  /** Every field of the record, the hidden columns too. */
  readonly specs: readonly FieldSpec[];
  readonly labelOf: (spec: FieldSpec) => string;
  readonly options: FieldOptions;
  readonly missingLabel: (value: string) => string;
  /** What is wrong with the edited record, by field path; empty: it may be applied. */
  readonly check: (record: R) => readonly Finding[];
  readonly onApply: (record: R) => void;
  readonly onClose: () => void;
}

/**
 * A package or line item with all its fields, for what its row does not show: edited here, put
 * back into the notice on apply once its own fields are sound.
 */
export function RecordDialog<R extends object>({
  title,
  record,
  specs,
  labelOf,
  options,
  missingLabel,
  check,
  onApply,
  onClose,
}: RecordDialogProps<R>) {
  useReturnFocus(true);
  const { t } = useTranslation('delivery');
  const [edited, setEdited] = useState<R>(record);
  const [problems, setProblems] = useState<readonly Finding[]>([]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const found = check(edited);
    setProblems(found);
    if (found.length === 0) onApply(edited);
  };

  return (
    <Modal opened onClose={onClose} title={title} centered size="xl">
      <form onSubmit={apply} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={3} spacing="sm" verticalSpacing="xs">
            {specs.map((spec) => (
              <FieldInput
                key={spec.key}
                spec={spec}
                variant="form"
                label={labelOf(spec)}
                value={valueAt(edited, spec.key)}
                findings={problems.filter((problem) => problem.field === spec.key)}
                options={options}
                missingLabel={missingLabel}
                noneLabel={t('notice.value.none')}
                {...(spec.hint === undefined ? {} : { hint: t(spec.hint) })}
                onChange={(value) => {
                  setEdited((current) => withValue(current, spec.key, value));
                  setProblems((current) => current.filter((problem) => problem.field !== spec.key));
                }}
              />
            ))}
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common:button.cancel')}
            </Button>
            <Button type="submit">{t('notice.dialog.apply')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
