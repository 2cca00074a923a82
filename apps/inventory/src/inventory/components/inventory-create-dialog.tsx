import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { inventorySaveSchema, type Store } from '@portal/contracts';
import { ApiError } from '@portal/api-client';
import { useValidationTranslate } from '@portal/i18n';
import { TextField, showSnackbar, useFieldErrors } from '@portal/ui';
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

const fields = ['productId', 'storeId', 'quantity'] as const;
const isField = (name: string): name is keyof Draft => (fields as readonly string[]).includes(name);

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
  const [draft, setDraft] = useState<Draft>({ productId: '', storeId: '', quantity: '' });
  const form = useFieldErrors(inventorySaveSchema, translate);
  const [busy, setBusy] = useState(false);
  // A dropdown the schema refuses is one left empty: it says "required" in the user's language
  // (the id rule itself has no message of its own); a server's message is shown as it is.
  const pickerError = (field: 'productId' | 'storeId') =>
    form.errors[field] !== undefined && draft[field] === ''
      ? translate('required', {})
      : form.errors[field];

  const set = (field: keyof Draft) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    form.clearError(field);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = form.validate({
      productId: draft.productId === '' ? undefined : draft.productId,
      storeId: draft.storeId === '' ? undefined : draft.storeId,
      quantity: draft.quantity,
    });
    if (checked === null) return;
    setBusy(true);
    try {
      await onSave(checked);
      showSnackbar('local-success.saved', { level: 'success' });
      onClose();
    } catch (error) {
      // The snackbar shows the message; a field the server names is marked too.
      if (error instanceof ApiError && error.field !== undefined && isField(error.field)) {
        form.setServerError(error.field, error.message);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened
      onClose={busy ? () => undefined : onClose}
      title={t('create.title')}
      centered
      size="lg"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
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
            value={draft.quantity}
            error={form.errors.quantity}
            onChange={set('quantity')}
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
