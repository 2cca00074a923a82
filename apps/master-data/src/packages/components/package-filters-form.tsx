import { Button, Group, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectListItem } from '@portal/contracts';
import { currentLanguage } from '@portal/i18n';
import { OptionSelect, ProjectSelect, type OptionValue } from '@portal/ui';
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
  const [draft, setDraft] = useState<PackageFilters>(filters);
  const set = (field: keyof PackageFilters) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };

  return (
    <form onSubmit={submit} role="search" aria-label={t('package.title')}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <ProjectSelect
          label={t('package.field.projectKey')}
          placeholder={t('package.filter.all')}
          w={220}
          projects={projects}
          language={currentLanguage(i18n)}
          value={draft.projectKey}
          onChange={set('projectKey')}
        />
        <OptionSelect
          label={t('package.field.type')}
          placeholder={t('package.filter.all')}
          w={200}
          options={packageTypes}
          value={draft.type}
          onChange={set('type')}
          nothingFoundMessage={t('package.noOptions')}
        />
        <TextInput
          label={t('package.field.name')}
          w={200}
          maxLength={128}
          value={draft.name}
          onChange={(event) => set('name')(event.currentTarget.value)}
        />
        <Button type="submit">{t('common:button.search')}</Button>
        <Button
          variant="default"
          onClick={() => {
            setDraft(emptyPackageFilters);
            onSearch(emptyPackageFilters);
          }}
        >
          {t('common:button.reset')}
        </Button>
      </Group>
    </form>
  );
}
