import { SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  projectSaveSchema,
  projectUpdateSchema,
  type Project,
  type ProjectSave,
} from '@portal/contracts';
import { TextField } from '@portal/ui';
import { RecordFormDialog, useFormSave, useSchemaErrors } from '@portal/record-kit';
import type { ProjectUpdate } from '../api/update-project';
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

  /** What a text input of `field` takes: its value, its error and its change handler. */
  const bind = (field: keyof BasicDraft) => ({
    value: basic[field],
    error: form.errorOf(field),
    onChange: (value: string) => {
      setBasic((current) => ({ ...current, [field]: value }));
      form.clear(field);
    },
  });

  // The save is decided when the draft is checked: the checked project's schema picks the call.
  const save = useFormSave({
    validate: () => {
      const candidate = {
        nameZh: basic.nameZh,
        nameEn: basic.nameEn,
        description: basic.description,
        sort: wholeNumberOf(basic.sort),
      };
      if (props.mode === 'create') {
        const checked = createForm.validate({
          projectKey: basic.projectKey,
          ...candidate,
          connection: connectionCandidateOf(connection),
        });
        return checked === null ? null : () => props.onSave(checked);
      }
      const checked = updateForm.validate(candidate);
      return checked === null ? null : () => props.onSave(checked);
    },
    onSave: (send) => send(),
    onClose: props.onClose,
    markServerErrors: form.markServerErrors,
  });

  const title =
    props.mode === 'create'
      ? t('projects.createTitle')
      : t('projects.editTitle', { name: props.project.projectKey });

  return (
    <RecordFormDialog
      title={title}
      size={creating ? 'xl' : 'lg'}
      form={save}
      onClose={props.onClose}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextField
          label={t('projects.form.projectKey')}
          description={creating ? t('projects.form.projectKeyHint') : undefined}
          required={creating}
          readOnly={!creating}
          autoComplete="off"
          {...bind('projectKey')}
          data-autofocus={creating || undefined}
        />
        <TextField label={t('projects.form.sort')} required inputMode="numeric" {...bind('sort')} />
        <TextField
          label={t('projects.form.nameZh')}
          required
          autoComplete="off"
          {...bind('nameZh')}
          data-autofocus={!creating || undefined}
        />
        <TextField
          label={t('projects.form.nameEn')}
          required
          autoComplete="off"
          {...bind('nameEn')}
        />
      </SimpleGrid>
      <TextField
        label={t('projects.form.description')}
        autoComplete="off"
        {...bind('description')}
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
    </RecordFormDialog>
  );
}
