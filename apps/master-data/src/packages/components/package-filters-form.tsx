import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProjectListItem } from '@portal/contracts';
import { currentLanguage } from '@portal/i18n';
import { OptionSelect, ProjectSelect, type OptionValue } from '@portal/ui';
import { RecordFilters, useFilterDraft } from '@portal/record-kit';
import { emptyPackageFilters, type PackageFilters } from '../state/package-list-query';

export interface PackageFiltersFormProps {
  filters: PackageFilters;
  projects: readonly ProjectListItem[];
  packageTypes: readonly OptionValue[];
  onSearch: (filters: PackageFilters) => void;
}

/** Project, package type and name (contains); Search applies, Reset clears. */
export function PackageFiltersForm({
  filters,
  projects,
  packageTypes,
  onSearch,
}: PackageFiltersFormProps) {
  const { t, i18n } = useTranslation('master-data');
  const filter = useFilterDraft(filters, onSearch);

  return (
    <RecordFilters label={t('package.title')} filters={filter} reset={emptyPackageFilters}>
      <ProjectSelect
        label={t('package.field.projectKey')}
        placeholder={t('package.filter.all')}
        w={220}
        projects={projects}
        language={currentLanguage(i18n)}
        value={filter.draft.projectKey}
        onChange={filter.set('projectKey')}
      />
      <OptionSelect
        label={t('package.field.type')}
        placeholder={t('package.filter.all')}
        w={200}
        options={packageTypes}
        value={filter.draft.type}
        onChange={filter.set('type')}
        nothingFoundMessage={t('package.noOptions')}
      />
      <TextInput label={t('package.field.name')} w={200} {...filter.text('name', 128)} />
    </RecordFilters>
  );
}
