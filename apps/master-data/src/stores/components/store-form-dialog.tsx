import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { storeInputSchema, type Store, type StoreInput } from '@portal/contracts';
import { TextField } from '@portal/ui';
import { RecordFormDialog, useRecordForm, useSchemaChecks } from '@portal/record-kit';

export interface StoreFormDialogProps {
  /** The store to edit; none creates one. */
  store?: Store;
  onSave: (store: StoreInput) => Promise<unknown>;
  onClose: () => void;
}

type Draft = Record<keyof StoreInput, string>;

/**
 * Creates or edits a store: the store ID the customer uses, its name, city, state and zip,
 * checked by the contracts schema before anything is sent. A store ID already taken comes back
 * from the server on its field.
 */
export function StoreFormDialog({ store, onSave, onClose }: StoreFormDialogProps) {
  const { t } = useTranslation('master-data');
  const form = useRecordForm({
    initial: (): Draft => ({
      storeCode: store?.storeCode ?? '',
      name: store?.name ?? '',
      city: store?.city ?? '',
      state: store?.state ?? '',
      zip: store?.zip ?? '',
    }),
    checks: useSchemaChecks(storeInputSchema),
    onSave,
    onClose,
  });
  const { text } = form;

  const title =
    store === undefined ? t('store.createTitle') : t('store.editTitle', { name: store.name });

  return (
    <RecordFormDialog title={title} form={form} onClose={onClose}>
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
    </RecordFormDialog>
  );
}
