import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { optionTypeInputSchema, type OptionType, type OptionTypeInput } from '@portal/contracts';
import { useValidationTranslate } from '@portal/i18n';
import { TextField, showSnackbar, useFieldErrors } from '@portal/ui';
import { markServerErrors } from '../../common/server-field-errors';

export interface OptionTypeFormDialogProps {
  /** The type edited; none creates one. */
  type: OptionType | null;
  onSave: (type: OptionTypeInput) => Promise<unknown>;
  onClose: () => void;
}

const fields = optionTypeInputSchema.keyof().options;

/** Creates an option type or edits one: its name and the key dropdowns ask for. */
export function OptionTypeFormDialog({ type, onSave, onClose }: OptionTypeFormDialogProps) {
  const { t } = useTranslation('master-data');
  const translate = useValidationTranslate();
  const [draft, setDraft] = useState<OptionTypeInput>(() => ({
    name: type?.name ?? '',
    key: type?.key ?? '',
  }));
  const form = useFieldErrors(optionTypeInputSchema, translate);
  const [busy, setBusy] = useState(false);

  const set = (field: keyof OptionTypeInput) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    form.clearError(field);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = form.validate(draft);
    if (checked === null) return;
    setBusy(true);
    try {
      await onSave(checked);
      showSnackbar('local-success.saved', { level: 'success' });
      onClose();
    } catch (error) {
      // The client's snackbar shows the message; a field the server names is marked too.
      markServerErrors(error, fields, form.setServerError);
    } finally {
      setBusy(false);
    }
  };

  const title =
    type === null ? t('option.type.createTitle') : t('option.type.editTitle', { name: type.name });

  return (
    <Modal opened onClose={busy ? () => undefined : onClose} title={title} centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <TextField
            label={t('option.type.field.name')}
            required
            maxLength={32}
            autoComplete="off"
            value={draft.name}
            onChange={set('name')}
            error={form.errors.name}
            data-autofocus
          />
          <TextField
            label={t('option.type.field.key')}
            description={t('option.type.keyHint')}
            required
            maxLength={32}
            autoComplete="off"
            value={draft.key}
            onChange={set('key')}
            error={form.errors.key}
          />
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" disabled={busy} onClick={onClose}>
              {t('common:button.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('common:button.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
