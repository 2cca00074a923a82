import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, type PagedTableColumn } from '@portal/ui';
import type { RecordActions } from './use-record-actions';

/** The Edit and Delete buttons of a master-data row, grouped under the row's name. */
export function RecordRowActions({
  label,
  editing,
  onEdit,
  onDelete,
}: {
  /** Names the group for assistive technology ("actions of …"). */
  readonly label: string;
  /** The record's edit dialog is loading. */
  readonly editing: boolean;
  readonly onEdit: () => void;
  readonly onDelete: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <Group gap={4} wrap="nowrap" role="group" aria-label={label}>
      <Button size="compact-xs" variant="subtle" loading={editing} onClick={onEdit}>
        {t('button.edit')}
      </Button>
      <Button size="compact-xs" variant="light" color="red" onClick={onDelete}>
        {t('button.delete')}
      </Button>
    </Group>
  );
}

/** "Delete “name”? This cannot be undone." with Delete and Cancel. */
export function DeleteRecordDialog({
  name,
  onConfirm,
  onCancel,
}: {
  readonly name: string;
  readonly onConfirm: () => Promise<void>;
  readonly onCancel: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <ConfirmDialog
      opened
      title={t('confirm.title')}
      message={t('confirm.delete', { name })}
      confirmLabel={t('button.delete')}
      cancelLabel={t('button.cancel')}
      danger
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}

/**
 * The last column of a master-data list: Edit (which re-reads the record) and Delete of its row.
 * `title` is the column's heading and `label` names a row's group of buttons.
 */
export function recordActionsColumn<T extends { readonly id: number }>(
  title: string,
  label: (record: T) => string,
  actions: Pick<RecordActions<T, never>, 'opening' | 'openEdit' | 'askDelete'>,
): PagedTableColumn<T> {
  return {
    key: 'actions',
    title,
    hideable: false,
    render: (record) => (
      <RecordRowActions
        label={label(record)}
        editing={actions.opening === record.id}
        onEdit={() => void actions.openEdit(record)}
        onDelete={() => actions.askDelete(record)}
      />
    ),
  };
}
