import { Button, Group, SegmentedControl, Stack } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProjectChoice } from '@portal/auth';
import { deliveryViews, type DeliverySummary, type DeliveryView } from '@portal/contracts';
import { useTableLabels } from '@portal/i18n';
import { PagedTable } from '@portal/ui';
import { messagesPath } from '../../messages/state/message-paths';
import { useDeliveryList } from '../hooks/use-delivery-list';
import { useMessageAlerts } from '../hooks/use-message-alerts';
import { emptyDeliveryFilters } from '../state/delivery-list-query';
import { useDeliveryColumns } from './delivery-columns';
import { DeliveryFiltersForm } from './delivery-filters-form';
import { MessageAlertLinks } from './message-alert-links';

/** How a row names itself: its PO number. */
const describeDelivery = (row: DeliverySummary) => row.poNumber;
/** An order waiting for its first notice has no delivery yet: its serial number keys it. */
const rowKeyOf = (row: DeliverySummary) =>
  row.deliveryId === null ? `order:${row.serialNumber}` : `delivery:${row.deliveryId}`;

const isDeliveryView = (value: string): value is DeliveryView =>
  (deliveryViews as readonly string[]).includes(value);

/**
 * `/space/delivery`: the ship notices (or the delivered orders still waiting for one) with
 * their filters, each PO a link to its notice; the failed and unknown messages counted as links
 * to the message status list, and that list one click away.
 */
export function DeliveryList() {
  const { t } = useTranslation('delivery');
  const list = useDeliveryList();
  const labels = useTableLabels(describeDelivery);
  const columns = useDeliveryColumns();
  const { filters, search } = list;
  const alerts = useMessageAlerts(filters.projectKey);

  // The lone project, or the one the user chose last, is where the list starts.
  const { projects, loading: projectsLoading } = useProjectChoice(
    filters.projectKey,
    (projectKey) => search({ ...filters, projectKey }),
  );

  const changeView = useCallback(
    (view: string) => {
      // Status and days mean other things in the other view: only the project and PO carry over.
      if (isDeliveryView(view))
        search({
          ...emptyDeliveryFilters,
          view,
          projectKey: filters.projectKey,
          poNumber: filters.poNumber,
        });
    },
    [filters, search],
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          aria-label={t('list.view.label')}
          value={filters.view}
          onChange={changeView}
          data={[
            { value: 'notices', label: t('list.view.notices') },
            { value: 'awaiting', label: t('list.view.awaiting') },
          ]}
        />
        <Group gap="sm">
          <MessageAlertLinks alerts={alerts} />
          <Button
            component={Link}
            to={messagesPath}
            variant="default"
            leftSection={<IconMailForward size={16} stroke={1.6} aria-hidden />}
          >
            {t('list.messagesLink')}
          </Button>
        </Group>
      </Group>
      <DeliveryFiltersForm
        // The form starts again from the filters when the project or the view changes.
        key={`${filters.projectKey}|${filters.view}`}
        filters={filters}
        onSearch={search}
        projects={projects}
        projectsLoading={projectsLoading}
      />
      <PagedTable
        tableId="delivery.list"
        columns={columns}
        rowKey={rowKeyOf}
        records={list.data?.records ?? []}
        total={list.data?.total ?? 0}
        page={list.page}
        size={list.size}
        onPageChange={list.setPage}
        onSizeChange={list.setSize}
        loading={list.loading}
        labels={{
          ...labels,
          empty: filters.view === 'awaiting' ? t('list.emptyAwaiting') : t('list.emptyNotices'),
        }}
      />
    </Stack>
  );
}
