import { NumberInput, SimpleGrid, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  optionDetailInputSchema,
  optionTypeName,
  type OptionDetail,
  type OptionDetailInput,
  type OptionType,
} from '@portal/contracts';
import { currentLanguage, useValidationTranslate } from '@portal/i18n';
import { TextField } from '@portal/ui';
import {
  type RecordFormChecks,
  RecordFormDialog,
  useRecordForm,
  useSchemaChecks,
} from '@portal/record-kit';

export interface OptionDetailFormDialogProps {
  /** The type the value belongs to. */
  type: OptionType;
  /** The value edited; none creates one. */
  detail: OptionDetail | null;
  onSave: (detail: OptionDetailInput) => Promise<unknown>;
  onClose: () => void;
}

interface Draft {
  value: string;
  name: string;
  /** A number, or the text of one being typed ('' for none). */
  sort: number | string;
  active: boolean;
  description: string;
}

/**
 * Creates a value of an option type or edits one: its code (what EDI sends), name, sort order,
 * whether dropdowns offer it, and a description; checked by the contract's schema first.
 */
export function OptionDetailFormDialog({
  type,
  detail,
  onSave,
  onClose,
}: OptionDetailFormDialogProps) {
  const { t, i18n } = useTranslation('master-data');
  const typeName = optionTypeName(type, currentLanguage(i18n));
  const translate = useValidationTranslate();
  const schemaChecks = useSchemaChecks(optionDetailInputSchema);
  const checks: RecordFormChecks<Draft, OptionDetailInput> = {
    ...schemaChecks,
    validate: (draft) => {
      const sort = typeof draft.sort === 'number' ? draft.sort : Number.NaN;
      const checked = schemaChecks.validate({ ...draft, sort, optionTypeId: type.id });
      if (Number.isNaN(sort)) {
        // The schema's own number check names no rule: say what is wrong in the user's language.
        schemaChecks.setServerError(
          'sort',
          translate(draft.sort === '' ? 'required' : 'invalid', {}),
        );
      }
      return checked;
    },
  };
  const { draft, set, bind, text, ...form } = useRecordForm({
    initial: (): Draft => ({
      value: detail?.value ?? '',
      name: detail?.name ?? '',
      sort: detail?.sort ?? 0,
      active: detail?.active ?? true,
      description: detail?.description ?? '',
    }),
    checks,
    onSave,
    onClose,
  });

  const title =
    detail === null
      ? t('option.detail.createTitle', { type: typeName })
      : t('option.detail.editTitle', { name: detail.name });

  return (
    <RecordFormDialog title={title} size="lg" form={form} onClose={onClose}>
      <TextField
        label={t('option.detail.field.type')}
        readOnly
        value={`${typeName} (${type.key})`}
        onChange={() => undefined}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextField
          label={t('option.detail.field.value')}
          description={t('option.detail.valueHint')}
          required
          {...text('value', 32)}
          data-autofocus
        />
        <TextField label={t('option.detail.field.name')} required {...text('name', 128)} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <NumberInput
          label={t('option.detail.field.sort')}
          required
          min={0}
          max={9_999}
          allowNegative={false}
          allowDecimal={false}
          {...bind('sort')}
        />
        <Switch
          label={t('option.detail.field.active')}
          mt={30}
          checked={draft.active}
          onChange={(event) => set('active')(event.currentTarget.checked)}
        />
      </SimpleGrid>
      <TextField label={t('option.detail.field.description')} {...text('description', 128)} />
    </RecordFormDialog>
  );
}
