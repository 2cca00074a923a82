import { Badge, Group, Stack } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@portal/contracts';
import { currentUserAtom, useDateTimeFormatter } from '@portal/auth';
import { StatusBadge, type PagedTableColumn } from '@portal/ui';
import {
  actionsColumn,
  byId,
  ConfirmActionDialog,
  RecordTable,
  RowActions,
  timestampColumns,
  useConfirmedAction,
  usePendingAction,
  type RowAction,
} from '@portal/record-kit';
import { authorizeUser } from '../api/authorize-user';
import { createUser } from '../api/create-user';
import { deleteUser } from '../api/delete-user';
import { setUserActive } from '../api/set-user-active';
import { updateUser } from '../api/update-user';
import { useUserList } from '../hooks/use-user-list';
import { AuthorizeDialog } from './authorize-dialog';
import { UserFiltersForm } from './user-filters-form';
import { UserFormDialog } from './user-form-dialog';

/** What the user asked for on a row (or the toolbar), waiting for its dialog. */
type Pending =
  | { kind: 'create' }
  | { kind: 'edit'; user: User }
  | { kind: 'authorize'; user: User }
  | { kind: 'delete'; user: User }
  | { kind: 'activate'; user: User }
  | { kind: 'deactivate'; user: User };

/** The actions that only need a yes or no, with the message each success shows. */
const confirmedSuccess = {
  delete: 'local-success.deleted',
  activate: 'local-success.activated',
  deactivate: 'local-success.deactivated',
} as const;

const describeUser = (user: User) => user.account;

/** User management: filters, the paged list, and create, edit, delete, (de)activate, authorise. */
export function UserManagementPanel() {
  const { t } = useTranslation('settings');
  const list = useUserList();
  const me = useAtomValue(currentUserAtom);
  const formatDateTime = useDateTimeFormatter();
  const { pending, setPending, close } = usePendingAction<Pending>();
  const { reload } = list;
  const confirm = useConfirmedAction({ close, reload });

  const columns = useMemo((): PagedTableColumn<User>[] => {
    const rowActions = (user: User): RowAction[] => {
      // An admin cannot authorise, deactivate or delete themself.
      const unavailable = me?.id === user.id ? t('users.self') : undefined;
      const ask = (next: Pending) => () => setPending(next);
      const toggle = user.status === 'activated' ? 'deactivate' : 'activate';
      return [
        { kind: 'edit', label: t('common:button.edit'), onClick: ask({ kind: 'edit', user }) },
        {
          kind: 'authorize',
          label: t('common:button.authorize'),
          unavailable,
          onClick: ask({ kind: 'authorize', user }),
        },
        {
          kind: toggle,
          label: t(`common:button.${toggle}`),
          unavailable,
          onClick: ask({ kind: toggle, user }),
        },
        {
          kind: 'delete',
          label: t('common:button.delete'),
          danger: true,
          unavailable,
          onClick: ask({ kind: 'delete', user }),
        },
      ];
    };
    return [
      {
        key: 'account',
        sticky: 'start',
        title: t('users.column.account'),
        hideable: false,
        render: (user) => user.account,
      },
      {
        key: 'nickname',
        wrap: true,
        title: t('users.column.nickname'),
        render: (user) => user.nickname,
      },
      { key: 'email', title: t('users.column.email'), render: (user) => user.email },
      { key: 'phone', title: t('users.column.phone'), render: (user) => user.phone },
      {
        key: 'status',
        title: t('users.column.status'),
        render: (user) => (
          <Group gap={4}>
            <StatusBadge
              status={user.status}
              label={t(`users.status.${user.status}`)}
              tone={user.status === 'activated' ? 'green' : 'gray'}
            />
            {user.lockedUntil !== null && (
              <StatusBadge status="locked" label={t('users.locked')} tone="red" />
            )}
            {user.mustChangePassword && (
              <StatusBadge
                status="mustChangePassword"
                label={t('users.mustChangePassword')}
                tone="yellow"
              />
            )}
          </Group>
        ),
      },
      {
        key: 'roles',
        title: t('users.column.roles'),
        render: (user) => (
          <Group gap={4}>
            {user.roles.map((role) => (
              <Badge key={role} size="sm" variant="outline" tt="none" data-role={role}>
                {t(`common:role.${role}`)}
              </Badge>
            ))}
          </Group>
        ),
      },
      ...timestampColumns<User>(
        { createdAt: t('users.column.createdAt'), updatedAt: t('users.column.updatedAt') },
        formatDateTime,
      ),
      actionsColumn(t('common:table.actions'), (user) => (
        <RowActions label={t('users.actions', { name: user.account })} actions={rowActions(user)} />
      )),
    ];
  }, [t, me, formatDateTime, setPending]);

  return (
    <Stack gap="md">
      <UserFiltersForm filters={list.filters} onSearch={list.search} />
      <RecordTable
        tableId="settings.users"
        list={list}
        columns={columns}
        rowKey={byId}
        describe={describeUser}
        addLabel={t('users.add')}
        onAdd={() => setPending({ kind: 'create' })}
      />
      {pending?.kind === 'create' && (
        <UserFormDialog
          mode="create"
          onSave={async (user) => {
            await createUser(user);
            reload();
          }}
          onClose={close}
        />
      )}
      {pending?.kind === 'edit' && (
        <UserFormDialog
          mode="edit"
          user={pending.user}
          onSave={async (user) => {
            await updateUser(pending.user.id, user);
            reload();
          }}
          onClose={close}
        />
      )}
      {pending?.kind === 'authorize' && (
        <AuthorizeDialog
          user={pending.user}
          onAuthorize={async (roles) => {
            await authorizeUser(pending.user.id, roles);
            reload();
          }}
          onClose={close}
        />
      )}
      {(pending?.kind === 'delete' ||
        pending?.kind === 'activate' ||
        pending?.kind === 'deactivate') && (
        <ConfirmActionDialog
          action={pending.kind}
          name={pending.user.account}
          onConfirm={async () => {
            const { kind, user } = pending;
            await confirm(
              () =>
                kind === 'delete'
                  ? deleteUser(user.id)
                  : setUserActive(user.id, kind === 'activate'),
              confirmedSuccess[kind],
            );
          }}
          onCancel={close}
        />
      )}
    </Stack>
  );
}
