import { Anchor, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PurchaseOrderSummary } from '@portal/contracts';
import { OrderStatusBadge, ShipWindow } from '@portal/order-view';
import type { PagedTableColumn } from '@portal/ui';
import { usePurchaseFormat } from '../hooks/use-purchase-format';

/** A name with a second, smaller line under it (a postcode, a SCAC) when there is one. */
function TwoLines({ first, second }: { first: string | null; second: string | null }) {
  return (
    <Stack gap={0}>
      <Text size="sm">{first ?? ''}</Text>
      {second === null || second === '' ? null : (
        <Text size="xs" c="dimmed">
          {second}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The purchase list's columns: the PO (which opens the order's fulfilment), project, status,
 * order date, ship-to, ship window with its due-soon mark, packages, carrier and shipped time.
 */
export function usePurchaseColumns(
  onOpen: (order: PurchaseOrderSummary) => void,
): PagedTableColumn<PurchaseOrderSummary>[] {
  const { t } = useTranslation('orders');
  const format = usePurchaseFormat();
  return useMemo(
    () => [
      {
        key: 'orderNumber',
        title: t('purchase.column.orderNumber'),
        hideable: false,
        render: (order) => (
          <Anchor
            component="button"
            type="button"
            size="sm"
            title={t('purchase.open', { orderNumber: order.orderNumber })}
            onClick={() => onOpen(order)}
          >
            {order.orderNumber}
          </Anchor>
        ),
      },
      {
        key: 'project',
        title: t('purchase.column.project'),
        width: 90,
        render: (order) => order.projectKey,
      },
      {
        key: 'status',
        title: t('purchase.column.status'),
        hideable: false,
        render: (order) => <OrderStatusBadge status={order.status} />,
      },
      {
        key: 'orderDate',
        title: t('purchase.column.orderDate'),
        width: 110,
        render: (order) => format.day(order.orderDate),
      },
      {
        key: 'shipTo',
        title: t('purchase.column.shipTo'),
        render: (order) => <TwoLines first={order.shipToName} second={order.shipToPostcode} />,
      },
      {
        key: 'shipWindow',
        title: t('purchase.column.shipWindow'),
        hideable: false,
        render: (order) => (
          <ShipWindow
            start={order.shipWindow.start}
            end={order.shipWindow.end}
            dueSoon={order.dueSoon}
            dueSoonLabel={t('purchase.dueSoon')}
            formatDay={format.day}
          />
        ),
      },
      {
        key: 'packages',
        title: t('purchase.column.packages'),
        width: 80,
        render: (order) => format.quantity(order.packageCount),
      },
      {
        key: 'carrier',
        title: t('purchase.column.carrier'),
        render: (order) => <TwoLines first={order.carrierName} second={order.scac} />,
      },
      {
        key: 'shippedAt',
        title: t('purchase.column.shippedAt'),
        render: (order) => format.dateTime(order.shippedAt),
      },
    ],
    [t, format, onOpen],
  );
}
