import { Anchor, Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useProjectChoice } from '@portal/auth';
import { messageStatuses, screenPaths, type Message, type MessageStatus } from '@portal/contracts';
import { useTableLabels } from '@portal/i18n';
import { PagedTable } from '@portal/ui';
import { useMessageList } from '../hooks/use-message-list';
import { messagePath, messagesPath } from '../state/message-paths';
import { useMessageColumns } from './message-columns';
import { MessageDetailDrawer } from './message-detail-drawer';
import { MessageFiltersForm } from './message-filters-form';

const describeMessage = (message: Message) => message.fileName;
const idOf = (message: Message) => message.id;

const isMessageStatus = (value: string): value is MessageStatus =>
  (messageStatuses as readonly string[]).includes(value);

/** The message id an address names (`/messages/31`), or null for the list alone. */
const messageIdOf = (value: string | undefined): number | null =>
  value !== undefined && /^\d{1,12}$/.test(value) && Number(value) > 0 ? Number(value) : null;

/**
 * `/space/delivery/messages`: every outbound document of every kind with its status, and at
 * `/space/delivery/messages/<id>` the detail of one message (so each has an address) with its
 * errors, its text and Resend. `?status=unknown` opens the list filtered to that status (the
 * dashboard's link).
 */
export function MessageStatusList() {
  const { t } = useTranslation('delivery');
  const navigate = useNavigate();
  const params = useParams<{ messageId?: string }>();
  const messageId = messageIdOf(params.messageId);
  const [searchParams, setSearchParams] = useSearchParams();
  const list = useMessageList();
  const labels = useTableLabels(describeMessage);
  const columns = useMessageColumns();
  const { filters, search, reload } = list;

  // A link with `?status=…` asks for that status once; the filters keep it from then on.
  const askedStatus = searchParams.get('status');
  useEffect(() => {
    if (askedStatus === null) return;
    if (isMessageStatus(askedStatus) && askedStatus !== filters.status)
      search({ ...filters, status: askedStatus });
    setSearchParams(
      (current) => {
        current.delete('status');
        return current;
      },
      { replace: true },
    );
  }, [askedStatus, filters, search, setSearchParams]);

  // The lone project, or the one the user chose last, is where the list starts.
  const { projects, loading: projectsLoading } = useProjectChoice(
    filters.projectKey,
    (projectKey) => search({ ...filters, projectKey }),
  );

  const close = useCallback(() => void navigate(messagesPath), [navigate]);
  const resent = useCallback(
    (message: Message) => {
      reload();
      void navigate(messagePath(message.id));
    },
    [navigate, reload],
  );

  return (
    <Stack gap="md">
      <Group>
        <Anchor component={Link} to={screenPaths.delivery} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} stroke={1.6} aria-hidden />
            {t('messages.backToDelivery')}
          </Group>
        </Anchor>
      </Group>
      <MessageFiltersForm
        // The form starts again from the filters when they are set for the user.
        key={`${filters.projectKey}|${filters.status}`}
        filters={filters}
        onSearch={search}
        projects={projects}
        projectsLoading={projectsLoading}
      />
      <PagedTable
        tableId="delivery.messages"
        columns={columns}
        rowKey={idOf}
        records={list.data?.records ?? []}
        total={list.data?.total ?? 0}
        page={list.page}
        size={list.size}
        onPageChange={list.setPage}
        onSizeChange={list.setSize}
        loading={list.loading}
        labels={{ ...labels, empty: t('messages.empty') }}
      />
      <MessageDetailDrawer messageId={messageId} onClose={close} onResent={resent} />
    </Stack>
  );
}
