import { Anchor, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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
 * The purchase list's columns: the PO (which opens the order's fulfilment) over its project,
 * status, order date, ship-to, ship window with its due-soon mark, packages, and the shipment
 * (carrier, SCAC, shipped time). Where a narrow screen scrolls the table sideways, the PO stays
 * in view and the ship-to wraps.
 */
export function usePurchaseColumns(
  linkOf: (order: PurchaseOrderSummary) => string,
): PagedTableColumn<PurchaseOrderSummary>[] {
  const { t } = useTranslation('orders');
  const format = usePurchaseFormat();
  return useMemo(
    () => [
      {
        key: 'order',
        sticky: 'start',
        title: t('purchase.column.order'),
        hideable: false,
        render: (order) => (
          <Stack gap={0}>
            {/* A real link: a middle click or "open in new tab" opens the same fulfilment. */}
            <Anchor
              component={Link}
              to={linkOf(order)}
              size="sm"
              ta="left"
              title={t('purchase.open', { orderNumber: order.orderNumber })}
            >
              {order.orderNumber}
            </Anchor>
            <Text size="xs" c="dimmed">
              {order.projectKey}
            </Text>
          </Stack>
        ),
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
        width: 100,
        render: (order) => format.day(order.orderDate),
      },
      {
        key: 'shipTo',
        wrap: true,
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
        width: 70,
        render: (order) => format.quantity(order.packageCount),
      },
      {
        key: 'shipment',
        title: t('purchase.column.shipment'),
        render: (order) => (
          <Stack gap={0}>
            <Text size="sm">{order.carrierName ?? ''}</Text>
            {order.scac === null ? null : (
              <Text size="xs" c="dimmed">
                {order.scac}
              </Text>
            )}
            {order.shippedAt === null ? null : (
              <Text size="xs">
                {t('purchase.shippedAt', { at: format.dateTime(order.shippedAt) })}
              </Text>
            )}
          </Stack>
        ),
      },
    ],
    [t, format, linkOf],
  );
}
