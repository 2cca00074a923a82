import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RecordFilters, useFilterDraft } from '@portal/record-kit';
import type { OptionDetailFilters } from '../state/option-list-query';

export interface OptionDetailFiltersFormProps {
  filters: OptionDetailFilters;
  onSearch: (filters: OptionDetailFilters) => void;
}

/** Value name and code (contains) within the clicked type; Search applies, Reset clears. */
export function OptionDetailFiltersForm({ filters, onSearch }: OptionDetailFiltersFormProps) {
  const { t } = useTranslation('master-data');
  const filter = useFilterDraft(filters, onSearch);

  return (
    <RecordFilters
      label={t('option.detail.list')}
      filters={filter}
      // The type stays: Reset clears the texts only.
      reset={{ ...filter.draft, name: '', value: '' }}
    >
      <TextInput label={t('option.detail.field.value')} w={140} {...filter.text('value', 32)} />
      <TextInput label={t('option.detail.field.name')} w={180} {...filter.text('name', 128)} />
    </RecordFilters>
  );
}
