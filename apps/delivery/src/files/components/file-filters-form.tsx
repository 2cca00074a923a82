import { Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { storedFileKinds, type ProjectListItem, type StoredFileKind } from '@portal/contracts';
import { currentLanguage } from '@portal/i18n';
import { RecordFilters, useFilterDraft } from '@portal/record-kit';
import { ProjectSelect } from '@portal/ui';
import { emptyFileFilters, type FileFilters } from '../state/file-list-query';

export interface FileFiltersFormProps {
  readonly filters: FileFilters;
  readonly onSearch: (filters: FileFilters) => void;
  readonly projects: readonly ProjectListItem[];
  readonly projectsLoading: boolean;
}

const isFileKind = (value: string): value is StoredFileKind =>
  (storedFileKinds as readonly string[]).includes(value);

/** Project (applies at once), the kind of file and the PO number; Reset keeps the project. */
export function FileFiltersForm({
  filters,
  onSearch,
  projects,
  projectsLoading,
}: FileFiltersFormProps) {
  const { t, i18n } = useTranslation('delivery');
  const form = useFilterDraft(filters, onSearch);
  const { draft, set } = form;
  return (
    <RecordFilters
      label={t('files.filter.title')}
      filters={form}
      reset={{ ...emptyFileFilters, projectKey: draft.projectKey }}
    >
      <ProjectSelect
        label={t('files.filter.project')}
        placeholder={t('files.filter.allProjects')}
        w={220}
        projects={projects}
        language={currentLanguage(i18n)}
        value={draft.projectKey}
        onChange={(projectKey) => form.search({ ...draft, projectKey })}
        disabled={projectsLoading}
      />
      <Select
        label={t('files.filter.kind')}
        placeholder={t('files.filter.allKinds')}
        w={200}
        clearable
        data={storedFileKinds.map((kind) => ({ value: kind, label: t(`files.kind.${kind}`) }))}
        value={draft.kind === '' ? null : draft.kind}
        onChange={(value) => set('kind')(value !== null && isFileKind(value) ? value : '')}
        comboboxProps={{ withinPortal: true }}
      />
      <TextInput
        label={t('files.filter.poNumber')}
        w={150}
        autoComplete="off"
        {...form.text('poNumber', 64)}
      />
    </RecordFilters>
  );
}
