import { Button, Group, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionSelect, type OptionValue } from '@portal/ui';
import { emptyLocationFilters, type LocationFilters } from '../state/location-list-query';

export interface LocationFiltersFormProps {
  filters: LocationFilters;
  locationTypes: readonly OptionValue[];
  onSearch: (filters: LocationFilters) => void;
}

/** Location type, name and party id (contains); Search applies, Reset clears. */
export function LocationFiltersForm({
  filters,
  locationTypes,
  onSearch,
}: LocationFiltersFormProps) {
  const { t } = useTranslation('master-data');
  const [draft, setDraft] = useState<LocationFilters>(filters);
  const set = (field: keyof LocationFilters) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };

  return (
    <form onSubmit={submit} role="search" aria-label={t('location.title')}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <OptionSelect
          label={t('location.field.type')}
          placeholder={t('location.filter.all')}
          w={200}
          options={locationTypes}
          value={draft.type}
          onChange={set('type')}
          nothingFoundMessage={t('location.noOptions')}
        />
        <TextInput
          label={t('location.field.name')}
          w={200}
          maxLength={128}
          value={draft.name}
          onChange={(event) => set('name')(event.currentTarget.value)}
        />
        <TextInput
          label={t('location.field.partyId')}
          w={180}
          maxLength={32}
          value={draft.partyId}
          onChange={(event) => set('partyId')(event.currentTarget.value)}
        />
        <Button type="submit">{t('common:button.search')}</Button>
        <Button
          variant="default"
          onClick={() => {
            setDraft(emptyLocationFilters);
            onSearch(emptyLocationFilters);
          }}
        >
          {t('common:button.reset')}
        </Button>
      </Group>
    </form>
  );
}
