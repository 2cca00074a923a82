import { Button, Group, Modal, SimpleGrid, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  projectSaveSchema,
  projectUpdateSchema,
  type Project,
  type ProjectSave,
} from '@portal/contracts';
import { ApiError } from '@portal/api-client';
import { TextField, showSnackbar } from '@portal/ui';
import type { ProjectUpdate } from '../api/update-project';
import { useSchemaErrors } from '../hooks/use-schema-errors';
import {
  connectionCandidateOf,
  newConnectionDraft,
  wholeNumberOf,
  type ConnectionDraft,
} from './connection-draft';
import { ConnectionForm } from './connection-form';

export type ProjectFormDialogProps =
  | { mode: 'create'; onSave: (project: ProjectSave) => Promise<unknown>; onClose: () => void }
  | {
      mode: 'edit';
      project: Project;
      onSave: (project: ProjectUpdate) => Promise<unknown>;
      onClose: () => void;
    };

interface BasicDraft {
  projectKey: string;
  nameZh: string;
  nameEn: string;
  description: string;
  sort: string;
}

/**
 * Creates a project (key, names, description, sort and its connection) or edits the names,
 * description and sort of one; checked by the contracts schemas before anything is sent.
 */
export function ProjectFormDialog(props: ProjectFormDialogProps) {
  const { t } = useTranslation('settings');
  const creating = props.mode === 'create';
  const [basic, setBasic] = useState<BasicDraft>(() =>
    props.mode === 'edit'
      ? {
          projectKey: props.project.projectKey,
          nameZh: props.project.nameZh,
          nameEn: props.project.nameEn,
          description: props.project.description,
          sort: String(props.project.sort),
        }
      : { projectKey: '', nameZh: '', nameEn: '', description: '', sort: '0' },
  );
  const [connection, setConnection] = useState<ConnectionDraft>(newConnectionDraft);
  const createForm = useSchemaErrors(projectSaveSchema);
  const updateForm = useSchemaErrors(projectUpdateSchema);
  const form = creating ? createForm : updateForm;
  const [busy, setBusy] = useState(false);

  const set = (field: keyof BasicDraft) => (value: string) => {
    setBasic((current) => ({ ...current, [field]: value }));
    form.clear(field);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const candidate = {
      nameZh: basic.nameZh,
      nameEn: basic.nameEn,
      description: basic.description,
      sort: wholeNumberOf(basic.sort),
    };
    setBusy(true);
    try {
      if (props.mode === 'create') {
        const checked = createForm.validate({
          projectKey: basic.projectKey,
          ...candidate,
          connection: connectionCandidateOf(connection),
        });
        if (checked === null) return;
        await props.onSave(checked);
      } else {
        const checked = updateForm.validate(candidate);
        if (checked === null) return;
        await props.onSave(checked);
      }
      showSnackbar('local-success.saved', { level: 'success' });
      props.onClose();
    } catch (error) {
      // The client's snackbar shows the message; a field the server names is marked too.
      if (error instanceof ApiError && error.field !== undefined) {
        form.setMessage(error.field, error.message);
      }
    } finally {
      setBusy(false);
    }
  };

  const title =
    props.mode === 'create'
      ? t('projects.createTitle')
      : t('projects.editTitle', { name: props.project.projectKey });

  return (
    <Modal
      opened
      onClose={busy ? () => undefined : props.onClose}
      title={title}
      centered
      size={creating ? 'xl' : 'lg'}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextField
              label={t('projects.form.projectKey')}
              description={creating ? t('projects.form.projectKeyHint') : undefined}
              required={creating}
              readOnly={!creating}
              autoComplete="off"
              value={basic.projectKey}
              error={form.errorOf('projectKey')}
              onChange={set('projectKey')}
              data-autofocus={creating || undefined}
            />
            <TextField
              label={t('projects.form.sort')}
              required
              inputMode="numeric"
              value={basic.sort}
              error={form.errorOf('sort')}
              onChange={set('sort')}
            />
            <TextField
              label={t('projects.form.nameZh')}
              required
              autoComplete="off"
              value={basic.nameZh}
              error={form.errorOf('nameZh')}
              onChange={set('nameZh')}
              data-autofocus={!creating || undefined}
            />
            <TextField
              label={t('projects.form.nameEn')}
              required
              autoComplete="off"
              value={basic.nameEn}
              error={form.errorOf('nameEn')}
              onChange={set('nameEn')}
            />
          </SimpleGrid>
          <TextField
            label={t('projects.form.description')}
            autoComplete="off"
            value={basic.description}
            error={form.errorOf('description')}
            onChange={set('description')}
          />
          {props.mode === 'create' && (
            <ConnectionForm
              draft={connection}
              projectKey={basic.projectKey}
              errorOf={(path) => createForm.errorOf(`connection.${path}`)}
              onChange={(change, path) => {
                setConnection(change);
                createForm.clear(`connection.${path}`);
              }}
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" disabled={busy} onClick={props.onClose}>
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
