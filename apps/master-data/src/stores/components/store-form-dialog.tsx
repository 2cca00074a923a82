import { Button, Group, Modal, SimpleGrid, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { storeInputSchema, type Store, type StoreInput } from '@portal/contracts';
import { useValidationTranslate } from '@portal/i18n';
import { TextField, showSnackbar, useFieldErrors } from '@portal/ui';
import { markServerErrors } from '../../common/server-field-errors';

export interface StoreFormDialogProps {
  /** The store to edit; none creates one. */
  store?: Store;
  onSave: (store: StoreInput) => Promise<unknown>;
  onClose: () => void;
}

type Draft = Record<(typeof fields)[number], string>;

const fields = storeInputSchema.keyof().options;

/**
 * Creates or edits a store: the store ID the customer uses, its name, city, state and zip,
 * checked by the contracts schema before anything is sent. A store ID already taken comes back
 * from the server on its field.
 */
export function StoreFormDialog({ store, onSave, onClose }: StoreFormDialogProps) {
  const { t } = useTranslation('master-data');
  const translate = useValidationTranslate();
  const [draft, setDraft] = useState<Draft>(() => ({
    storeCode: store?.storeCode ?? '',
    name: store?.name ?? '',
    city: store?.city ?? '',
    state: store?.state ?? '',
    zip: store?.zip ?? '',
  }));
  const form = useFieldErrors(storeInputSchema, translate);
  const { errors } = form;
  const [busy, setBusy] = useState(false);

  const text = (field: keyof Draft, max: number) => ({
    autoComplete: 'off',
    maxLength: max,
    value: draft[field],
    onChange: (value: string) => {
      setDraft((current) => ({ ...current, [field]: value }));
      form.clearError(field);
    },
    error: errors[field],
  });

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
    store === undefined ? t('store.createTitle') : t('store.editTitle', { name: store.name });

  return (
    <Modal opened onClose={busy ? () => undefined : onClose} title={title} centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <TextField
            label={t('store.field.storeCode')}
            description={t('store.storeCodeHint')}
            required
            data-autofocus
            {...text('storeCode', 32)}
          />
          <TextField label={t('store.field.name')} required {...text('name', 128)} />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextField label={t('store.field.city')} {...text('city', 32)} />
            <TextField label={t('store.field.state')} {...text('state', 32)} />
            <TextField label={t('store.field.zip')} {...text('zip', 32)} />
          </SimpleGrid>
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
