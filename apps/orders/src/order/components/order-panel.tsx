import { Button, Stack } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { screenPaths, type OrderSummary } from '@portal/contracts';
import { useProjectChoice } from '@portal/auth';
import {
  canDeleteOrder,
  describeOrder,
  OrderDetailDrawer,
  OrderLookup,
  OrderRowActions,
  OrderTable,
  type OrderSummaryColumnKey,
} from '@portal/order-view';
import { useOrderAddress } from '../hooks/use-order-address';
import { useOrderList } from '../hooks/use-order-list';
import type { OrderFilters } from '../state/order-list-query';
import { OrderDeleteDialog } from './order-delete-dialog';
import { OrderExportButton } from './order-export-button';
import { OrderFiltersForm } from './order-filters-form';

/**
 * What a clerk reads of an order at a glance; these fit whole at 1280 px with the menu open in
 * both languages. The document number, version, ship-to, amount and order date wait in the field
 * settings.
 */
const shownColumns: readonly OrderSummaryColumnKey[] = [
  'serialNumber',
  'orderNumber',
  'documentType',
  'status',
  'buyer',
  'quantity',
  'receivedAt',
];

/**
 * Order information: the filters, the paged order list (refreshed on the portal's interval),
 * the Excel export of the selected orders, deleting where the project allows it, and the
 * detail of an order with its nine tabs at the order's own address (`/space/order/{serial}`).
 */
export function OrderPanel() {
  const { t } = useTranslation('orders');
  const list = useOrderList();
  const address = useOrderAddress(screenPaths.order);
  const [selected, setSelected] = useState<number[]>([]);
  const [deleting, setDeleting] = useState<OrderSummary | null>(null);
  const { search, filters, reload } = list;
  const { opened, hrefOf, open, close } = address;
  // The row the list shows of the opened order names it in the title while the drawer loads.
  const openedRow = list.data?.records.find((order) => order.serialNumber === opened?.serialNumber);

  const applyFilters = (next: OrderFilters) => {
    // Selected rows belong to the project they were chosen in.
    if (next.projectKey !== filters.projectKey) setSelected([]);
    search(next);
  };
  // The lone project, or the one the user chose last, is where the list and "open order" start.
  const { projects, loading: projectsLoading } = useProjectChoice(
    filters.projectKey,
    (projectKey) => applyFilters({ ...filters, projectKey }),
  );

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
      // One to a line: details and delete side by side would widen the sticky column.
      <OrderRowActions
        label={t('order.action.rowActions', { name: describeOrder(order) })}
        perLine={1}
      >
        <Button component={Link} to={hrefOf(order.serialNumber)} size="compact-xs" variant="subtle">
          {t('order.action.details')}
        </Button>
        {deletable(order) ? (
          <Button size="compact-xs" variant="light" color="red" onClick={() => setDeleting(order)}>
            {t('common:button.delete')}
          </Button>
        ) : null}
      </OrderRowActions>
    ),
    [t, deletable, hrefOf],
  );
  const linkOf = useCallback((order: OrderSummary) => hrefOf(order.serialNumber), [hrefOf]);

  const deleted = (serialNumber: number) => {
    setSelected((current) => current.filter((serial) => serial !== serialNumber));
    setDeleting(null);
    if (opened?.serialNumber === serialNumber) close();
    reload();
  };

  return (
    <Stack gap="md">
      <OrderFiltersForm
        // The form starts again from the filters when the project is set for the user.
        key={filters.projectKey}
        filters={filters}
        onSearch={applyFilters}
        projects={projects}
        projectsLoading={projectsLoading}
      />
      <OrderLookup projectKey={filters.projectKey} onFound={(order) => open(order.serialNumber)} />
      <OrderTable
        list={list}
        shown={shownColumns}
        selection={{ selected, onChange: setSelected }}
        linkOf={linkOf}
        rowActions={rowActions}
        toolbar={<OrderExportButton selected={selected} list={list} />}
      />
      {opened !== null && (
        <OrderDetailDrawer
          // A new order is a new drawer: its tab starts again.
          key={opened.serialNumber ?? 'none'}
          summary={openedRow ?? opened}
          onClose={close}
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
