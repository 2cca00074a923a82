import { Button, Group, Select, TextInput } from '@mantine/core';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Store } from '@portal/contracts';
import type { InventoryFilters } from '../state/inventory-list-query';

/** The filters the form edits; the project is chosen above the list. */
export type InventoryFilterFields = Omit<InventoryFilters, 'projectKey'>;

export const emptyFilterFields: InventoryFilterFields = {
  vendorNumber: '',
  productName: '',
  storeId: '',
};

export interface InventoryFiltersFormProps {
  filters: InventoryFilterFields;
  stores: readonly Store[];
  onSearch: (filters: InventoryFilterFields) => void;
}

/** Product number and name (contains) and store; Search applies, Reset clears. */
export function InventoryFiltersForm({ filters, stores, onSearch }: InventoryFiltersFormProps) {
  const { t } = useTranslation('inventory');
  const [draft, setDraft] = useState<InventoryFilterFields>(filters);

  const text = (field: 'vendorNumber' | 'productName') => ({
    value: draft[field],
    maxLength: field === 'vendorNumber' ? 32 : 128,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setDraft((current) => ({ ...current, [field]: value }));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };

  return (
    <form onSubmit={submit} role="search" aria-label={t('inventory.title')}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput label={t('filter.vendorNumber')} w={180} {...text('vendorNumber')} />
        <TextInput label={t('filter.productName')} w={200} {...text('productName')} />
        <Select
          label={t('filter.store')}
          w={220}
          searchable
          allowDeselect={false}
          nothingFoundMessage={t('form.nothingFound')}
          data={[
            { value: '', label: t('filter.allStores') },
            ...stores.map((store) => ({
              value: String(store.id),
              label: `${store.storeCode} — ${store.name}`,
            })),
          ]}
          value={draft.storeId}
          onChange={(value) => setDraft((current) => ({ ...current, storeId: value ?? '' }))}
        />
        <Button type="submit">{t('common:button.search')}</Button>
        <Button
          variant="default"
          onClick={() => {
            setDraft(emptyFilterFields);
            onSearch(emptyFilterFields);
          }}
        >
          {t('common:button.reset')}
        </Button>
      </Group>
    </form>
  );
}
