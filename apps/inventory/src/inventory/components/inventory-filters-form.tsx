import { Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Store } from '@portal/contracts';
import { RecordFilters, useFilterDraft } from '@portal/record-kit';
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
  const filter = useFilterDraft(filters, onSearch);
  const { draft, set, text } = filter;

  return (
    <RecordFilters label={t('inventory.title')} filters={filter} reset={emptyFilterFields}>
      <TextInput label={t('filter.vendorNumber')} w={180} {...text('vendorNumber', 32)} />
      <TextInput label={t('filter.productName')} w={200} {...text('productName', 128)} />
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
        onChange={(value) => set('storeId')(value ?? '')}
      />
    </RecordFilters>
  );
}
