import { useTranslation } from 'react-i18next';
import {
  optionTypeInputSchema,
  optionTypeName,
  type OptionType,
  type OptionTypeInput,
} from '@portal/contracts';
import { currentLanguage } from '@portal/i18n';
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
  const { t, i18n } = useTranslation('master-data');
  // A built-in type's name in the user's language; either language keeps it built-in.
  const name = type === null ? '' : optionTypeName(type, currentLanguage(i18n));
  const { text, ...form } = useRecordForm({
    initial: (): OptionTypeInput => ({ name, key: type?.key ?? '' }),
    checks: useSchemaChecks(optionTypeInputSchema),
    onSave,
    onClose,
  });

  const title = type === null ? t('option.type.createTitle') : t('option.type.editTitle', { name });

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
