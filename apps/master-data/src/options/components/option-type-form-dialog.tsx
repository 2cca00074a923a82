import { useTranslation } from 'react-i18next';
import { optionTypeInputSchema, type OptionType, type OptionTypeInput } from '@portal/contracts';
import { TextField } from '@portal/ui';
import { RecordFormDialog, useRecordForm, useSchemaChecks } from '@portal/record-kit';

export interface OptionTypeFormDialogProps {
  /** The type edited; none creates one. */
  type: OptionType | null;
  onSave: (type: OptionTypeInput) => Promise<unknown>;
  onClose: () => void;
}

/** Creates an option type or edits one: its name and the key dropdowns ask for. */
export function OptionTypeFormDialog({ type, onSave, onClose }: OptionTypeFormDialogProps) {
  const { t } = useTranslation('master-data');
  const { text, ...form } = useRecordForm({
    initial: (): OptionTypeInput => ({ name: type?.name ?? '', key: type?.key ?? '' }),
    checks: useSchemaChecks(optionTypeInputSchema),
    onSave,
    onClose,
  });

  const title =
    type === null ? t('option.type.createTitle') : t('option.type.editTitle', { name: type.name });

  return (
    <RecordFormDialog title={title} form={form} onClose={onClose}>
      <TextField
        label={t('option.type.field.name')}
        required
        {...text('name', 32)}
        data-autofocus
      />
      <TextField
        label={t('option.type.field.key')}
        description={t('option.type.keyHint')}
        required
        {...text('key', 32)}
      />
    </RecordFormDialog>
  );
}
