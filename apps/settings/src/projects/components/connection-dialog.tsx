import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { projectUpdateConfSchema, type Project, type ProjectConnection } from '@portal/contracts';
import { ApiError } from '@portal/api-client';
import { showSnackbar } from '@portal/ui';
import { useSchemaErrors } from '../hooks/use-schema-errors';
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
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = form.validate(connectionCandidateOf(draft));
    if (checked === null) return;
    setBusy(true);
    try {
      await onSave(checked);
      showSnackbar('local-success.saved', { level: 'success' });
      onClose();
    } catch (error) {
      // The client's snackbar shows the message; a field the server names is marked too.
      if (error instanceof ApiError && error.field !== undefined) {
        form.setMessage(error.field, error.message);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened
      onClose={busy ? () => undefined : onClose}
      title={t('projects.configTitle', { name: project.projectKey })}
      centered
      size="xl"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
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
          <Group justify="flex-end" gap="sm">
            <Button variant="default" disabled={busy} onClick={onClose}>
              {t('common:button.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('common:button.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
