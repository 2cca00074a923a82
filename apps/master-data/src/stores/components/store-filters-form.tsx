import { Button, Group, TextInput } from '@mantine/core';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { emptyStoreFilters, type StoreFilters } from '../state/store-list-query';

export interface StoreFiltersFormProps {
  filters: StoreFilters;
  onSearch: (filters: StoreFilters) => void;
}

/** Store ID, name and city (contains); Search applies, Reset clears. */
export function StoreFiltersForm({ filters, onSearch }: StoreFiltersFormProps) {
  const { t } = useTranslation('master-data');
  const [draft, setDraft] = useState<StoreFilters>(filters);

  const text = (field: keyof StoreFilters, max: number) => ({
    value: draft[field],
    maxLength: max,
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
    <form onSubmit={submit} role="search" aria-label={t('store.title')}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput label={t('store.field.storeCode')} w={160} {...text('storeCode', 32)} />
        <TextInput label={t('store.field.name')} w={200} {...text('name', 128)} />
        <TextInput label={t('store.field.city')} w={160} {...text('city', 32)} />
        <Button type="submit">{t('common:button.search')}</Button>
        <Button
          variant="default"
          onClick={() => {
            setDraft(emptyStoreFilters);
            onSearch(emptyStoreFilters);
          }}
        >
          {t('common:button.reset')}
        </Button>
      </Group>
    </form>
  );
}
