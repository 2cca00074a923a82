import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RecordFilters, useFilterDraft } from '@portal/record-kit';
import { emptyOptionTypeFilters, type OptionTypeFilters } from '../state/option-list-query';

export interface OptionTypeFiltersFormProps {
  filters: OptionTypeFilters;
  onSearch: (filters: OptionTypeFilters) => void;
}

/** Type name and key (contains); Search applies, Reset clears. */
export function OptionTypeFiltersForm({ filters, onSearch }: OptionTypeFiltersFormProps) {
  const { t } = useTranslation('master-data');
  const filter = useFilterDraft(filters, onSearch);

  return (
    <RecordFilters label={t('option.type.list')} filters={filter} reset={emptyOptionTypeFilters}>
      <TextInput label={t('option.type.field.name')} w={160} {...filter.text('name', 32)} />
      <TextInput label={t('option.type.field.key')} w={160} {...filter.text('key', 32)} />
    </RecordFilters>
  );
}
