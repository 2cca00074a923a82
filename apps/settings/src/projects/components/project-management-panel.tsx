import { Button, Group, Stack } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '@portal/contracts';
import { useDateTimeFormatter } from '@portal/auth';
import { useTableLabels } from '@portal/i18n';
import {
  ConfirmDialog,
  PagedTable,
  StatusBadge,
  showSnackbar,
  type PagedTableColumn,
} from '@portal/ui';
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

type RowAction = Exclude<Pending, { kind: 'create' }>['kind'];

const describeProject = (project: Project) => project.projectKey;

/**
 * Trading-partner projects: filters, the paged list, and create, edit, connection, fields,
 * API key and delete.
 */
export function ProjectManagementPanel() {
  const { t } = useTranslation('settings');
  const list = useProjectList();
  const formatDateTime = useDateTimeFormatter();
  const labels = useTableLabels(describeProject);
  const [pending, setPending] = useState<Pending | null>(null);
  const close = useCallback(() => setPending(null), []);
  const { reload } = list;

  const remove = useCallback(
    async (project: Project) => {
      try {
        await deleteProject(project.projectKey);
      } catch {
        return; // The client's snackbar shows why; the dialog stays.
      }
      showSnackbar('local-success.deleted', { level: 'success' });
      setPending(null);
      reload();
    },
    [reload],
  );

  const columns = useMemo((): PagedTableColumn<Project>[] => {
    const actionLabels: Record<RowAction, string> = {
      edit: t('common:button.edit'),
      config: t('common:button.config'),
      fields: t('projects.fields.open'),
      apiKey: t('projects.apiKey.open'),
      delete: t('common:button.delete'),
    };
    const rowAction = (kind: RowAction, project: Project) => (
      <Button
        key={kind}
        size="compact-xs"
        variant={kind === 'delete' ? 'light' : 'subtle'}
        color={kind === 'delete' ? 'red' : undefined}
        onClick={() => setPending({ kind, project })}
        data-action={kind}
      >
        {actionLabels[kind]}
      </Button>
    );
    return [
      {
        key: 'projectKey',
        title: t('projects.column.projectKey'),
        hideable: false,
        render: (project) => project.projectKey,
      },
      { key: 'nameZh', title: t('projects.column.nameZh'), render: (project) => project.nameZh },
      { key: 'nameEn', title: t('projects.column.nameEn'), render: (project) => project.nameEn },
      {
        key: 'standard',
        title: t('projects.column.standard'),
        render: (project) => `${project.connection.standard} ${project.connection.version}`,
      },
      {
        key: 'description',
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
      {
        key: 'updatedAt',
        title: t('projects.column.updatedAt'),
        defaultHidden: true,
        render: (project) => formatDateTime(project.updatedAt),
      },
      {
        key: 'actions',
        title: t('common:table.actions'),
        hideable: false,
        render: (project) => (
          <Group
            gap={4}
            wrap="nowrap"
            role="group"
            aria-label={t('projects.actions', { name: project.projectKey })}
          >
            {(['edit', 'config', 'fields', 'apiKey', 'delete'] as const).map((kind) =>
              rowAction(kind, project),
            )}
          </Group>
        ),
      },
    ];
  }, [t, formatDateTime]);

  return (
    <Stack gap="md">
      <ProjectFiltersForm filters={list.filters} onSearch={list.search} />
      <PagedTable
        tableId="settings.projects"
        columns={columns}
        rowKey={(project) => project.projectKey}
        records={list.data?.records ?? []}
        total={list.data?.total ?? 0}
        page={list.page}
        size={list.size}
        onPageChange={list.setPage}
        onSizeChange={list.setSize}
        loading={list.loading}
        toolbar={
          <Button onClick={() => setPending({ kind: 'create' })}>{t('projects.add')}</Button>
        }
        labels={labels}
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
        <ConfirmDialog
          opened
          title={t('common:confirm.title')}
          message={t('common:confirm.delete', { name: pending.project.projectKey })}
          confirmLabel={t('common:button.delete')}
          cancelLabel={t('common:button.cancel')}
          danger
          onConfirm={() => remove(pending.project)}
          onCancel={close}
        />
      )}
    </Stack>
  );
}
