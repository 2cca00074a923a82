import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OptionSelect, type OptionValue } from '@portal/ui';
import { RecordFilters, useFilterDraft } from '@portal/record-kit';
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
  const filter = useFilterDraft(filters, onSearch);

  return (
    <RecordFilters label={t('location.title')} filters={filter} reset={emptyLocationFilters}>
      <OptionSelect
        label={t('location.field.type')}
        placeholder={t('location.filter.all')}
        w={200}
        options={locationTypes}
        value={filter.draft.type}
        onChange={filter.set('type')}
        nothingFoundMessage={t('location.noOptions')}
      />
      <TextInput label={t('location.field.name')} w={200} {...filter.text('name', 128)} />
      <TextInput label={t('location.field.partyId')} w={180} {...filter.text('partyId', 32)} />
    </RecordFilters>
  );
}
