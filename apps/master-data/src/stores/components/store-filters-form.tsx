import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RecordFilters, useFilterDraft } from '@portal/record-kit';
import { emptyStoreFilters, type StoreFilters } from '../state/store-list-query';

export interface StoreFiltersFormProps {
  filters: StoreFilters;
  onSearch: (filters: StoreFilters) => void;
}

/** Store ID, name and city (contains); Search applies, Reset clears. */
export function StoreFiltersForm({ filters, onSearch }: StoreFiltersFormProps) {
  const { t } = useTranslation('master-data');
  const filter = useFilterDraft(filters, onSearch);
  const { text } = filter;

  return (
    <RecordFilters label={t('store.title')} filters={filter} reset={emptyStoreFilters}>
      <TextInput label={t('store.field.storeCode')} w={160} {...text('storeCode', 32)} />
      <TextInput label={t('store.field.name')} w={200} {...text('name', 128)} />
      <TextInput label={t('store.field.city')} w={160} {...text('city', 32)} />
    </RecordFilters>
  );
}
