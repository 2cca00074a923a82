import { Fieldset, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TextField } from '@portal/ui';
import type { ConnectionSectionProps, ProjectDirectories } from './connection-draft';

const inboxes: readonly Exclude<keyof ProjectDirectories, 'projectRoot'>[] = [
  'deliveryInbox',
  'exportInbox',
  'uploadInbox',
  'businessXmlInbox',
];

export interface DirectoriesSectionProps extends ConnectionSectionProps {
  /** The project's key, to show where an empty root puts its files. */
  projectKey: string;
}

/** The project root (empty: below the data directory) and the inboxes below it. */
export function DirectoriesSection({
  draft,
  onChange,
  errorOf,
  projectKey,
}: DirectoriesSectionProps) {
  const { t } = useTranslation('settings');
  const set = (field: keyof ProjectDirectories, value: string) =>
    onChange(
      (current) => ({ ...current, directories: { ...current.directories, [field]: value } }),
      `directories.${field}`,
    );
  const key = projectKey.trim() === '' ? '<key>' : projectKey.trim();

  return (
    <Fieldset legend={t('projects.section.directories')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextField
          label={t('projects.directory.projectRoot')}
          description={t('projects.directory.hint.projectRoot', { key })}
          placeholder={`<DATA_DIR>/projects/${key}`}
          autoComplete="off"
          value={draft.directories.projectRoot}
          error={errorOf('directories.projectRoot')}
          onChange={(value) => set('projectRoot', value)}
        />
        {inboxes.map((field) => (
          <TextField
            key={field}
            label={t(`projects.directory.${field}`)}
            description={t(`projects.directory.hint.${field}`)}
            required
            autoComplete="off"
            value={draft.directories[field]}
            error={errorOf(`directories.${field}`)}
            onChange={(value) => set(field, value)}
          />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}
