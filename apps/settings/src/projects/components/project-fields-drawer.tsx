import { Alert, Button, Drawer, Group, LoadingOverlay, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project, ProjectField } from '@portal/contracts';
import { ConfirmDialog, showSnackbar, useReturnFocus } from '@portal/ui';
import { useProjectFields } from '../hooks/use-project-fields';
import { nextSort } from './field-draft';
import { ProjectFieldDialog } from './project-field-dialog';
import { ProjectFieldTable } from './project-field-table';

export interface ProjectFieldsDrawerProps {
  project: Project;
  onClose: () => void;
}

type Editing = { mode: 'create' } | { mode: 'edit'; field: ProjectField };

/**
 * The custom fields of a project: add or change one at a time (saved at once), move them up and
 * down and save the new order with the whole list.
 */
export function ProjectFieldsDrawer({ project, onClose }: ProjectFieldsDrawerProps) {
  useReturnFocus(true);
  const { t } = useTranslation('settings');
  const { fields, loading, failed, dirty, reload, create, update, move, saveAll } =
    useProjectFields(project.projectKey);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [saving, setSaving] = useState(false);
  const [invalidList, setInvalidList] = useState(false);
  const [confirmingClose, setConfirmingClose] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      const saved = await saveAll();
      setInvalidList(!saved);
      if (saved) showSnackbar('local-success.saved', { level: 'success' });
    } catch {
      // The client's snackbar shows why; the new order stays to retry.
    } finally {
      setSaving(false);
    }
  };

  const requestClose = () => {
    if (saving) return;
    if (dirty) setConfirmingClose(true);
    else onClose();
  };

  const keysBesides = (id: number | null) =>
    fields.filter((candidate) => candidate.id !== id).map((candidate) => candidate.key);

  return (
    <>
      <Drawer
        opened
        onClose={requestClose}
        position="right"
        size="75%"
        title={t('projects.fields.title', { name: project.projectKey })}
      >
        <Stack gap="md" pos="relative">
          <LoadingOverlay visible={loading} zIndex={2} />
          <Text size="sm" c="dimmed">
            {t('projects.fields.note')}
          </Text>
          {failed && (
            <Alert color="red">
              <Group justify="space-between">
                <Text size="sm">{t('projects.fields.loadFailed')}</Text>
                <Button size="xs" variant="light" onClick={reload}>
                  {t('common:button.retry')}
                </Button>
              </Group>
            </Alert>
          )}
          <Group justify="space-between">
            <Button onClick={() => setEditing({ mode: 'create' })} disabled={loading || failed}>
              {t('projects.fields.add')}
            </Button>
            <Button
              variant={dirty ? 'filled' : 'default'}
              disabled={!dirty}
              loading={saving}
              onClick={() => void save()}
            >
              {t('projects.fields.saveOrder')}
            </Button>
          </Group>
          {dirty && <Alert color="yellow">{t('projects.fields.unsaved')}</Alert>}
          {invalidList && <Alert color="red">{t('projects.fields.invalidList')}</Alert>}
          <ProjectFieldTable
            fields={fields}
            disabled={saving}
            onMove={(index, delta) => {
              setInvalidList(false);
              move(index, delta);
            }}
            onEdit={(field) => setEditing({ mode: 'edit', field })}
          />
        </Stack>
      </Drawer>
      {editing?.mode === 'create' && (
        <ProjectFieldDialog
          mode="create"
          sort={nextSort(fields)}
          takenKeys={keysBesides(null)}
          onSave={create}
          onClose={() => setEditing(null)}
        />
      )}
      {editing?.mode === 'edit' && (
        <ProjectFieldDialog
          mode="edit"
          field={editing.field}
          takenKeys={keysBesides(editing.field.id)}
          onSave={(field) => update(editing.field.id, field)}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        opened={confirmingClose}
        title={t('common:confirm.title')}
        message={t('projects.fields.discard')}
        confirmLabel={t('common:button.close')}
        cancelLabel={t('common:button.cancel')}
        danger
        onConfirm={() => {
          setConfirmingClose(false);
          onClose();
        }}
        onCancel={() => setConfirmingClose(false)}
      />
    </>
  );
}
