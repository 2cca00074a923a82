import { Badge, Button, Group, Stack, Tooltip } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@portal/contracts';
import { currentUserAtom, useDateTimeFormatter } from '@portal/auth';
import { useTableLabels } from '@portal/i18n';
import {
  ConfirmDialog,
  PagedTable,
  StatusBadge,
  showSnackbar,
  type PagedTableColumn,
} from '@portal/ui';
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

const describeUser = (user: User) => user.account;

/** User management: filters, the paged list, and create, edit, delete, (de)activate, authorise. */
export function UserManagementPanel() {
  const { t } = useTranslation('settings');
  const list = useUserList();
  const me = useAtomValue(currentUserAtom);
  const formatDateTime = useDateTimeFormatter();
  const labels = useTableLabels(describeUser);
  const [pending, setPending] = useState<Pending | null>(null);
  const close = useCallback(() => setPending(null), []);
  const { reload } = list;

  /** Runs a confirmed action: success message, fresh list; a failure keeps the dialog open. */
  const confirmAction = useCallback(
    async (action: () => Promise<unknown>, successKey: string) => {
      try {
        await action();
      } catch {
        return; // The client's snackbar shows why.
      }
      showSnackbar(`local-${successKey}`, { level: 'success' });
      setPending(null);
      reload();
    },
    [reload],
  );

  const columns = useMemo((): PagedTableColumn<User>[] => {
    const rowAction = (label: string, next: Pending, self: boolean, danger = false): ReactNode => {
      const button = (
        <Button
          size="compact-xs"
          variant={danger ? 'light' : 'subtle'}
          color={danger ? 'red' : undefined}
          disabled={self}
          onClick={() => setPending(next)}
          data-action={next.kind}
        >
          {label}
        </Button>
      );
      return self ? (
        <Tooltip key={next.kind} label={t('users.self')}>
          <span>{button}</span>
        </Tooltip>
      ) : (
        <span key={next.kind}>{button}</span>
      );
    };
    return [
      {
        key: 'account',
        title: t('users.column.account'),
        hideable: false,
        render: (user) => user.account,
      },
      { key: 'nickname', title: t('users.column.nickname'), render: (user) => user.nickname },
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
      {
        key: 'createdAt',
        title: t('users.column.createdAt'),
        render: (user) => formatDateTime(user.createdAt),
      },
      {
        key: 'updatedAt',
        title: t('users.column.updatedAt'),
        defaultHidden: true,
        render: (user) => formatDateTime(user.updatedAt),
      },
      {
        key: 'actions',
        title: t('common:table.actions'),
        hideable: false,
        render: (user) => {
          const self = me?.id === user.id;
          return (
            <Group
              gap={4}
              wrap="nowrap"
              role="group"
              aria-label={t('users.actions', { name: user.account })}
            >
              {rowAction(t('common:button.edit'), { kind: 'edit', user }, false)}
              {rowAction(t('common:button.authorize'), { kind: 'authorize', user }, self)}
              {user.status === 'activated'
                ? rowAction(t('common:button.deactivate'), { kind: 'deactivate', user }, self)
                : rowAction(t('common:button.activate'), { kind: 'activate', user }, self)}
              {rowAction(t('common:button.delete'), { kind: 'delete', user }, self, true)}
            </Group>
          );
        },
      },
    ];
  }, [t, me, formatDateTime]);

  const confirmation = confirmationOf(pending);

  return (
    <Stack gap="md">
      <UserFiltersForm filters={list.filters} onSearch={list.search} />
      <PagedTable
        tableId="settings.users"
        columns={columns}
        rowKey={(user) => user.id}
        records={list.data?.records ?? []}
        total={list.data?.total ?? 0}
        page={list.page}
        size={list.size}
        onPageChange={list.setPage}
        onSizeChange={list.setSize}
        loading={list.loading}
        toolbar={<Button onClick={() => setPending({ kind: 'create' })}>{t('users.add')}</Button>}
        labels={labels}
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
      {confirmation !== null && (
        <ConfirmDialog
          opened
          title={t('common:confirm.title')}
          message={t(`common:confirm.${confirmation.kind}`, { name: confirmation.user.account })}
          confirmLabel={t(`common:button.${confirmation.kind}`)}
          cancelLabel={t('common:button.cancel')}
          danger={confirmation.kind !== 'activate'}
          onConfirm={() =>
            confirmAction(
              () =>
                confirmation.kind === 'delete'
                  ? deleteUser(confirmation.user.id)
                  : setUserActive(confirmation.user.id, confirmation.kind === 'activate'),
              `success.${confirmation.kind === 'delete' ? 'deleted' : confirmation.kind === 'activate' ? 'activated' : 'deactivated'}`,
            )
          }
          onCancel={close}
        />
      )}
    </Stack>
  );
}

/** The actions that only need a yes or no. */
function confirmationOf(
  pending: Pending | null,
): { kind: 'delete' | 'activate' | 'deactivate'; user: User } | null {
  if (pending === null) return null;
  if (pending.kind === 'delete' || pending.kind === 'activate' || pending.kind === 'deactivate') {
    return pending;
  }
  return null;
}
