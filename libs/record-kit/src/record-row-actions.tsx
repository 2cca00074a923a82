import { Button, Group, Tooltip, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, type PagedTableColumn } from '@portal/ui';
import type { RecordActions } from './use-record-actions';

/** One button of a row's actions. */
export interface RowAction {
  /** What the button does, as its `data-action` (edit, delete, details…). */
  readonly kind: string;
  readonly label: string;
  readonly onClick: () => void;
  /** An action that destroys (delete): red. */
  readonly danger?: boolean;
  /** A colour of its own (enable green, disable orange). */
  readonly color?: MantineColor;
  /** What the button opens is loading (an edit re-reading its record). */
  readonly loading?: boolean;
  /** Why the action is not offered on this row: the button is disabled with this as its tooltip. */
  readonly unavailable?: string;
}

function RowActionButton({ action }: { readonly action: RowAction }) {
  const button = (
    <Button
      size="compact-xs"
      variant={action.danger ? 'light' : 'subtle'}
      color={action.danger ? 'red' : action.color}
      loading={action.loading}
      disabled={action.unavailable !== undefined}
      onClick={action.onClick}
      data-action={action.kind}
    >
      {action.label}
    </Button>
  );
  if (action.unavailable === undefined) return button;
  // A disabled button gets no pointer events: the tooltip hangs on a wrapper.
  return (
    <Tooltip label={action.unavailable}>
      <span>{button}</span>
    </Tooltip>
  );
}

/** The buttons of a row, grouped under the row's name. */
export function RowActions({
  label,
  actions,
}: {
  /** Names the group for assistive technology ("actions of …"). */
  readonly label: string;
  readonly actions: readonly RowAction[];
}) {
  return (
    <Group gap={4} wrap="nowrap" role="group" aria-label={label}>
      {actions.map((action) => (
        <RowActionButton key={action.kind} action={action} />
      ))}
    </Group>
  );
}

/** The Edit and Delete buttons of a record's row, grouped under the row's name. */
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
    <RowActions
      label={label}
      actions={[
        { kind: 'edit', label: t('button.edit'), loading: editing, onClick: onEdit },
        { kind: 'delete', label: t('button.delete'), danger: true, onClick: onDelete },
      ]}
    />
  );
}

/**
 * The actions that need only a yes or no. Each has a `confirm.…` question and a `button.…` label
 * in the common texts.
 */
export const confirmedActions = [
  'delete',
  'activate',
  'deactivate',
  'enable',
  'disable',
  'sendInventoryReport',
] as const;

export type ConfirmedAction = (typeof confirmedActions)[number];

/** The actions that take nothing away: their confirm button is not red. */
const harmless: readonly ConfirmedAction[] = ['activate', 'enable', 'sendInventoryReport'];

/** "Are you sure?" of an action on a record ("Delete “name”? This cannot be undone."). */
export function ConfirmActionDialog({
  action,
  name,
  onConfirm,
  onCancel,
}: {
  readonly action: ConfirmedAction;
  /** The record, as the question names it (none for an action on the selected rows). */
  readonly name?: string;
  readonly onConfirm: () => Promise<void>;
  readonly onCancel: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <ConfirmDialog
      opened
      title={t('confirm.title')}
      message={t(`confirm.${action}`, { name })}
      confirmLabel={t(`button.${action}`)}
      cancelLabel={t('button.cancel')}
      danger={!harmless.includes(action)}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}

/** "Delete “name”? This cannot be undone." with Delete and Cancel. */
export function DeleteRecordDialog(props: {
  readonly name: string;
  readonly onConfirm: () => Promise<void>;
  readonly onCancel: () => void;
}) {
  return <ConfirmActionDialog action="delete" {...props} />;
}

/**
 * The last column of a record list: the buttons of its row, which the user cannot hide and which
 * stay in view while the table scrolls sideways.
 */
export function actionsColumn<T>(
  title: string,
  render: (record: T) => ReactNode,
): PagedTableColumn<T> {
  return { key: 'actions', title, hideable: false, sticky: 'end', render };
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
  return actionsColumn(title, (record) => (
    <RecordRowActions
      label={label(record)}
      editing={actions.opening === record.id}
      onEdit={() => void actions.openEdit(record)}
      onDelete={() => actions.askDelete(record)}
    />
  ));
}
