import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RecordFilters, useFilterDraft } from '@portal/record-kit';
import { emptyProjectFilters, type ProjectFilters } from '../state/project-list-query';

export interface ProjectFiltersFormProps {
  filters: ProjectFilters;
  onSearch: (filters: ProjectFilters) => void;
}

/** Project key and name (Chinese or English), both "contains"; Search applies, Reset clears. */
export function ProjectFiltersForm({ filters, onSearch }: ProjectFiltersFormProps) {
  const { t } = useTranslation('settings');
  const filter = useFilterDraft(filters, onSearch);

  return (
    <RecordFilters label={t('projects.title')} filters={filter} reset={emptyProjectFilters}>
      <TextInput
        label={t('projects.filter.projectKey')}
        w={180}
        {...filter.text('projectKey', 32)}
      />
      <TextInput label={t('projects.filter.name')} w={220} {...filter.text('name', 32)} />
    </RecordFilters>
  );
}
