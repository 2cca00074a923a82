import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { inventorySaveSchema, type Store } from '@portal/contracts';
import { useValidationTranslate } from '@portal/i18n';
import { TextField } from '@portal/ui';
import { RecordFormDialog, useRecordForm, useSchemaChecks } from '@portal/record-kit';
import type { InventoryCreate } from '../api/create-inventory';
import { useProducts } from '../hooks/use-products';

export interface InventoryCreateDialogProps {
  /** The project whose products the dropdown offers. */
  projectKey: string;
  stores: readonly Store[];
  onSave: (inventory: InventoryCreate) => Promise<unknown>;
  onClose: () => void;
}

interface Draft {
  productId: string;
  storeId: string;
  quantity: string;
}

/** A dropdown left empty sends nothing, so the schema says it is missing. */
const candidateOf = (draft: Draft) => ({
  productId: draft.productId === '' ? undefined : draft.productId,
  storeId: draft.storeId === '' ? undefined : draft.storeId,
  quantity: draft.quantity,
});

/**
 * Counts the stock of a product of the project in a store for the first time, checked by the
 * same schema the server uses: a quantity is a whole number greater than 0.
 */
export function InventoryCreateDialog({
  projectKey,
  stores,
  onSave,
  onClose,
}: InventoryCreateDialogProps) {
  const { t } = useTranslation('inventory');
  const translate = useValidationTranslate();
  const { products, loading } = useProducts(projectKey);
  const checks = useSchemaChecks(inventorySaveSchema);
  const form = useRecordForm({
    initial: (): Draft => ({ productId: '', storeId: '', quantity: '' }),
    checks: { ...checks, validate: (draft: Draft) => checks.validate(candidateOf(draft)) },
    onSave,
    onClose,
  });
  const { draft, errors, set } = form;
  // A dropdown the schema refuses is one left empty: it says "required" in the user's language
  // (the id rule itself has no message of its own); a server's message is shown as it is.
  const pickerError = (field: 'productId' | 'storeId') =>
    errors[field] !== undefined && draft[field] === '' ? translate('required', {}) : errors[field];

  return (
    <RecordFormDialog title={t('create.title')} size="lg" form={form} onClose={onClose}>
      <Select
        label={t('form.product')}
        withAsterisk
        searchable
        data-autofocus
        disabled={loading}
        nothingFoundMessage={t('form.nothingFound')}
        data={products.map((product) => ({
          value: String(product.id),
          label: `${product.vendorNumber} — ${product.name}`,
        }))}
        value={draft.productId === '' ? null : draft.productId}
        onChange={(value) => set('productId')(value ?? '')}
        error={pickerError('productId')}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label={t('form.store')}
        withAsterisk
        searchable
        nothingFoundMessage={t('form.nothingFound')}
        data={stores.map((store) => ({
          value: String(store.id),
          label: `${store.storeCode} — ${store.name}`,
        }))}
        value={draft.storeId === '' ? null : draft.storeId}
        onChange={(value) => set('storeId')(value ?? '')}
        error={pickerError('storeId')}
        comboboxProps={{ withinPortal: true }}
      />
      <TextField
        label={t('form.quantity')}
        required
        inputMode="numeric"
        autoComplete="off"
        {...form.bind('quantity')}
      />
    </RecordFormDialog>
  );
}
