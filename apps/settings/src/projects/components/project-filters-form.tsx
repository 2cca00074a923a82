import { Button, Group, TextInput } from '@mantine/core';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { emptyProjectFilters, type ProjectFilters } from '../state/project-list-query';

export interface ProjectFiltersFormProps {
  filters: ProjectFilters;
  onSearch: (filters: ProjectFilters) => void;
}

/** Project key and name (Chinese or English), both "contains"; Search applies, Reset clears. */
export function ProjectFiltersForm({ filters, onSearch }: ProjectFiltersFormProps) {
  const { t } = useTranslation('settings');
  const [draft, setDraft] = useState<ProjectFilters>(filters);

  const text = (field: keyof ProjectFilters) => ({
    value: draft[field],
    maxLength: 32,
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
    <form onSubmit={submit} role="search" aria-label={t('projects.title')}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput label={t('projects.filter.projectKey')} w={180} {...text('projectKey')} />
        <TextInput label={t('projects.filter.name')} w={220} {...text('name')} />
        <Button type="submit">{t('common:button.search')}</Button>
        <Button
          variant="default"
          onClick={() => {
            setDraft(emptyProjectFilters);
            onSearch(emptyProjectFilters);
          }}
        >
          {t('common:button.reset')}
        </Button>
      </Group>
    </form>
  );
}
