import { Button, Stack } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderSummary } from '@portal/contracts';
import { useProjects } from '@portal/api-client';
import {
  canDeleteOrder,
  describeOrder,
  OrderDetailDrawer,
  OrderLookup,
  OrderRowActions,
  OrderTable,
} from '@portal/order-view';
import { useOrderList } from '../hooks/use-order-list';
import type { OrderFilters } from '../state/order-list-query';
import { OrderDeleteDialog } from './order-delete-dialog';
import { OrderExportButton } from './order-export-button';
import { OrderFiltersForm } from './order-filters-form';

/**
 * Order information: the filters, the paged order list (refreshed on the portal's interval),
 * the Excel export of the selected orders, deleting where the project allows it, and the
 * detail of an order with its nine tabs.
 */
export function OrderPanel() {
  const { t } = useTranslation('orders');
  const { projects, loading: projectsLoading } = useProjects();
  const list = useOrderList();
  const [selected, setSelected] = useState<number[]>([]);
  const [opened, setOpened] = useState<OrderSummary | null>(null);
  const [deleting, setDeleting] = useState<OrderSummary | null>(null);
  const { search, filters, reload } = list;

  const applyFilters = (next: OrderFilters) => {
    // Selected rows belong to the project they were chosen in.
    if (next.projectKey !== filters.projectKey) setSelected([]);
    search(next);
  };

  const deletable = useCallback(
    (order: Pick<OrderSummary, 'projectKey' | 'status'>) =>
      canDeleteOrder(
        order.status,
        projects.find((project) => project.projectKey === order.projectKey)?.features,
      ),
    [projects],
  );

  const rowActions = useCallback(
    (order: OrderSummary) => (
      <OrderRowActions label={t('order.action.rowActions', { name: describeOrder(order) })}>
        <Button size="compact-xs" variant="subtle" onClick={() => setOpened(order)}>
          {t('order.action.details')}
        </Button>
        {deletable(order) ? (
          <Button size="compact-xs" variant="light" color="red" onClick={() => setDeleting(order)}>
            {t('common:button.delete')}
          </Button>
        ) : null}
      </OrderRowActions>
    ),
    [t, deletable],
  );

  const deleted = (serialNumber: number) => {
    setSelected((current) => current.filter((serial) => serial !== serialNumber));
    setDeleting(null);
    if (opened?.serialNumber === serialNumber) setOpened(null);
    reload();
  };

  return (
    <Stack gap="md">
      <OrderFiltersForm
        filters={filters}
        onSearch={applyFilters}
        projects={projects}
        projectsLoading={projectsLoading}
      />
      <OrderLookup projectKey={filters.projectKey} onFound={setOpened} />
      <OrderTable
        list={list}
        selection={{ selected, onChange: setSelected }}
        onOpen={setOpened}
        rowActions={rowActions}
        toolbar={<OrderExportButton selected={selected} />}
      />
      {opened !== null && (
        <OrderDetailDrawer
          summary={opened}
          onClose={() => setOpened(null)}
          onDelete={(order) => setDeleting(order)}
        />
      )}
      {deleting !== null && (
        <OrderDeleteDialog
          order={deleting}
          onDeleted={deleted}
          onCancel={() => setDeleting(null)}
        />
      )}
    </Stack>
  );
}
