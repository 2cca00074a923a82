import { Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { projectUpdateConfSchema, type Project, type ProjectConnection } from '@portal/contracts';
import { RecordFormDialog, useFormSave, useSchemaErrors } from '@portal/record-kit';
import { connectionCandidateOf, connectionDraftOf, type ConnectionDraft } from './connection-draft';
import { ConnectionForm } from './connection-form';

export interface ConnectionDialogProps {
  project: Project;
  onSave: (connection: ProjectConnection) => Promise<unknown>;
  onClose: () => void;
}

/** Edits a project's connection: standard and identifiers, directories and feature switches. */
export function ConnectionDialog({ project, onSave, onClose }: ConnectionDialogProps) {
  const { t } = useTranslation('settings');
  const [draft, setDraft] = useState<ConnectionDraft>(() => connectionDraftOf(project.connection));
  const form = useSchemaErrors(projectUpdateConfSchema);
  const save = useFormSave({
    validate: () => form.validate(connectionCandidateOf(draft)),
    onSave,
    onClose,
    markServerErrors: form.markServerErrors,
  });

  return (
    <RecordFormDialog
      title={t('projects.configTitle', { name: project.projectKey })}
      size="xl"
      form={save}
      onClose={onClose}
    >
      <Text size="sm" c="dimmed">
        {t('projects.configNote')}
      </Text>
      <ConnectionForm
        draft={draft}
        projectKey={project.projectKey}
        errorOf={form.errorOf}
        onChange={(change, path) => {
          setDraft(change);
          form.clear(path);
        }}
      />
    </RecordFormDialog>
  );
}
