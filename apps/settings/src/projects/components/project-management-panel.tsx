import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '@portal/contracts';
import { useDateTimeFormatter } from '@portal/auth';
import { StatusBadge, type PagedTableColumn } from '@portal/ui';
import {
  actionsColumn,
  DeleteRecordDialog,
  RecordTable,
  RowActions,
  timestampColumn,
  useConfirmedAction,
  usePendingAction,
} from '@portal/record-kit';
import { createProject } from '../api/create-project';
import { deleteProject } from '../api/delete-project';
import { generateProjectApiKey } from '../api/generate-project-api-key';
import { updateProject } from '../api/update-project';
import { updateProjectConnection } from '../api/update-project-connection';
import { useProjectList } from '../hooks/use-project-list';
import { ApiKeyDialog } from './api-key-dialog';
import { ConnectionDialog } from './connection-dialog';
import { ProjectFieldsDrawer } from './project-fields-drawer';
import { ProjectFiltersForm } from './project-filters-form';
import { ProjectFormDialog } from './project-form-dialog';

/** What the admin asked for on a row (or the toolbar), waiting for its dialog. */
type Pending =
  | { kind: 'create' }
  | { kind: 'edit'; project: Project }
  | { kind: 'config'; project: Project }
  | { kind: 'fields'; project: Project }
  | { kind: 'apiKey'; project: Project }
  | { kind: 'delete'; project: Project };

type ProjectAction = Exclude<Pending, { kind: 'create' }>['kind'];

const describeProject = (project: Project) => project.projectKey;
const byProjectKey = (project: Project) => project.projectKey;

/**
 * Trading-partner projects: filters, the paged list, and create, edit, connection, fields,
 * API key and delete.
 */
export function ProjectManagementPanel() {
  const { t } = useTranslation('settings');
  const list = useProjectList();
  const formatDateTime = useDateTimeFormatter();
  const { pending, setPending, close } = usePendingAction<Pending>();
  const { reload } = list;
  const confirm = useConfirmedAction({ close, reload });

  const columns = useMemo((): PagedTableColumn<Project>[] => {
    const actionLabels: Record<ProjectAction, string> = {
      edit: t('common:button.edit'),
      config: t('common:button.config'),
      fields: t('projects.fields.open'),
      apiKey: t('projects.apiKey.open'),
      delete: t('common:button.delete'),
    };
    const rowActions = (project: Project) =>
      (['edit', 'config', 'fields', 'apiKey', 'delete'] as const).map((kind) => ({
        kind,
        label: actionLabels[kind],
        danger: kind === 'delete',
        onClick: () => setPending({ kind, project }),
      }));
    return [
      {
        key: 'projectKey',
        sticky: 'start',
        title: t('projects.column.projectKey'),
        hideable: false,
        render: (project) => project.projectKey,
      },
      {
        key: 'nameZh',
        wrap: true,
        title: t('projects.column.nameZh'),
        render: (project) => project.nameZh,
      },
      {
        key: 'nameEn',
        wrap: true,
        title: t('projects.column.nameEn'),
        render: (project) => project.nameEn,
      },
      {
        key: 'standard',
        title: t('projects.column.standard'),
        render: (project) => `${project.connection.standard} ${project.connection.version}`,
      },
      {
        key: 'description',
        wrap: true,
        title: t('projects.column.description'),
        render: (project) => project.description,
      },
      { key: 'sort', title: t('projects.column.sort'), render: (project) => project.sort },
      {
        key: 'apiKey',
        title: t('projects.column.apiKey'),
        render: (project) => (
          <StatusBadge
            status={project.hasApiKey ? 'apiKey' : 'noApiKey'}
            label={project.hasApiKey ? t('projects.apiKey.yes') : t('projects.apiKey.no')}
            tone={project.hasApiKey ? 'green' : 'gray'}
          />
        ),
      },
      timestampColumn('updatedAt', t('projects.column.updatedAt'), formatDateTime, true),
      actionsColumn(t('common:table.actions'), (project) => (
        <RowActions
          label={t('projects.actions', { name: project.projectKey })}
          actions={rowActions(project)}
        />
      )),
    ];
  }, [t, formatDateTime, setPending]);

  return (
    <Stack gap="md">
      <ProjectFiltersForm filters={list.filters} onSearch={list.search} />
      <RecordTable
        tableId="settings.projects"
        list={list}
        columns={columns}
        rowKey={byProjectKey}
        describe={describeProject}
        addLabel={t('projects.add')}
        onAdd={() => setPending({ kind: 'create' })}
      />
      {pending?.kind === 'create' && (
        <ProjectFormDialog
          mode="create"
          onSave={async (project) => {
            await createProject(project);
            reload();
          }}
          onClose={close}
        />
      )}
      {pending?.kind === 'edit' && (
        <ProjectFormDialog
          mode="edit"
          project={pending.project}
          onSave={async (project) => {
            await updateProject(pending.project.projectKey, project);
            reload();
          }}
          onClose={close}
        />
      )}
      {pending?.kind === 'config' && (
        <ConnectionDialog
          project={pending.project}
          onSave={async (connection) => {
            await updateProjectConnection(pending.project.projectKey, connection);
            reload();
          }}
          onClose={close}
        />
      )}
      {pending?.kind === 'fields' && (
        <ProjectFieldsDrawer project={pending.project} onClose={close} />
      )}
      {pending?.kind === 'apiKey' && (
        <ApiKeyDialog
          project={pending.project}
          onGenerate={async () => {
            const apiKey = await generateProjectApiKey(pending.project.projectKey);
            reload();
            return apiKey;
          }}
          onClose={close}
        />
      )}
      {pending?.kind === 'delete' && (
        <DeleteRecordDialog
          name={pending.project.projectKey}
          onConfirm={async () => {
            await confirm(() => deleteProject(pending.project.projectKey));
          }}
          onCancel={close}
        />
      )}
    </Stack>
  );
}
