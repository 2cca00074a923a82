import { Alert, Badge, Button, Drawer, Group, Loader, Stack, Tabs, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderDetail, OrderSummary } from '@portal/contracts';
import { useReturnFocus } from '@portal/ui';
import { useOrderDetail } from '../hooks/use-order-detail';
import { DeliveryDetailsTab } from './delivery-details-tab';
import { InvoiceDetailsTab, InvoiceInfoTab, SpacInfoTab, TradeSettlementTab } from './invoice-tabs';
import { OperationLogsTab } from './operation-logs-tab';
import { OrderDetailsTab } from './order-details-tab';
import { OrderPlanTab } from './order-plan-tab';
import { OrderStatusBadge } from './order-status-badge';
import { OriginalDocumentTab } from './original-document-tab';
import { canDeleteOrder } from './order-values';

/** The nine tabs of spec §2, in its order. */
export const orderDetailTabs = [
  'details',
  'plan',
  'invoiceInfo',
  'invoiceDetails',
  'tradeSettlement',
  'spac',
  'delivery',
  'logs',
  'original',
] as const;
export type OrderDetailTab = (typeof orderDetailTabs)[number];

/** The tabs this order's project shows: the invoice tabs follow its feature switches. */
export function visibleOrderTabs(detail: OrderDetail): OrderDetailTab[] {
  const { features } = detail;
  const hidden: Partial<Record<OrderDetailTab, boolean>> = {
    invoiceInfo: !features.showInvoiceInfo,
    invoiceDetails: !features.showInvoiceDetails,
    tradeSettlement: !features.showTradeSettlement,
  };
  return orderDetailTabs.filter((tab) => hidden[tab] !== true);
}

/** What each tab shows of the order. */
const tabPanels: Readonly<Record<OrderDetailTab, (detail: OrderDetail) => ReactNode>> = {
  details: (detail) => <OrderDetailsTab detail={detail} />,
  plan: (detail) => <OrderPlanTab detail={detail} />,
  invoiceInfo: (detail) => <InvoiceInfoTab detail={detail} />,
  invoiceDetails: (detail) => <InvoiceDetailsTab detail={detail} />,
  tradeSettlement: (detail) => <TradeSettlementTab detail={detail} />,
  spac: (detail) => <SpacInfoTab detail={detail} />,
  delivery: (detail) => <DeliveryDetailsTab detail={detail} />,
  logs: (detail) => <OperationLogsTab serialNumber={detail.summary.serialNumber} />,
  original: (detail) => <OriginalDocumentTab detail={detail} />,
};

export interface OrderDetailDrawerProps {
  /**
   * The order to show: a list row, or only the serial number an address names (null when the
   * address names none); the drawer reads the order itself from the server.
   */
  summary: { readonly serialNumber: number | null; readonly orderNumber?: string };
  onClose: () => void;
  /** Offered (as a Delete button) only when the order's project allows deleting it. */
  onDelete?: (order: OrderSummary) => void;
}

/**
 * One order in a wide drawer: its status and version, then the nine tabs of spec §2. An order
 * that does not exist (or an address that names none) says so, in the drawer.
 */
export function OrderDetailDrawer({ summary, onClose, onDelete }: OrderDetailDrawerProps) {
  const { t } = useTranslation('order-view');
  // Mounted open and unmounted on close: Mantine alone would drop focus to the page's body.
  useReturnFocus(true);
  const { detail, loading, failed, notFound, reason, reload } = useOrderDetail(
    summary.serialNumber,
  );
  const [tab, setTab] = useState<OrderDetailTab | null>(null);

  const orderNumber = detail?.summary.orderNumber ?? summary.orderNumber;
  const title = notFound
    ? t('order.detail.notFoundTitle')
    : orderNumber === undefined
      ? t('order.detail.titleSerial', { serialNumber: summary.serialNumber })
      : t('order.detail.title', { serialNumber: summary.serialNumber, orderNumber });

  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="90%"
      title={title}
      closeButtonProps={{ 'aria-label': t('common:button.close') }}
    >
      {loading ? (
        <Group gap="xs">
          <Loader size="sm" />
          <Text size="sm">{t('order.detail.loading')}</Text>
        </Group>
      ) : null}
      {notFound ? (
        <Alert color="orange" title={t('order.detail.notFoundTitle')}>
          {t('order.detail.notFound')}
        </Alert>
      ) : null}
      {failed && !notFound ? (
        <Alert color="red" title={t('order.detail.failed')}>
          <Stack gap="xs" align="flex-start">
            {reason ? <Text size="sm">{reason}</Text> : null}
            <Button size="xs" variant="light" color="red" onClick={reload}>
              {t('common:button.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {detail !== null ? (
        <OrderDetailBody detail={detail} tab={tab} onTab={setTab} onDelete={onDelete} />
      ) : null}
    </Drawer>
  );
}

function OrderDetailBody({
  detail,
  tab,
  onTab,
  onDelete,
}: {
  detail: OrderDetail;
  tab: OrderDetailTab | null;
  onTab: (tab: OrderDetailTab) => void;
  onDelete?: (order: OrderSummary) => void;
}) {
  const { t } = useTranslation('order-view');
  const tabs = visibleOrderTabs(detail);
  // An order plan (830 / DELFOR) is read as its part list first.
  const preferred: OrderDetailTab = detail.order.documentType === 'ORDER_PLAN' ? 'plan' : 'details';
  const active = tab !== null && tabs.includes(tab) ? tab : preferred;
  const isTab = (value: string | null): value is OrderDetailTab =>
    tabs.some((candidate) => candidate === value);

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <OrderStatusBadge status={detail.summary.status} />
          <Badge variant="outline" color="gray" tt="none">
            {t(`documentType.${detail.order.documentType}`)}
          </Badge>
          <Text size="sm" c="dimmed">
            {t('order.detail.version', { version: detail.order.documentVersion })}
          </Text>
        </Group>
        {onDelete && canDeleteOrder(detail.summary.status, detail.features) ? (
          <Button color="red" variant="light" onClick={() => onDelete(detail.summary)}>
            {t('common:button.delete')}
          </Button>
        ) : null}
      </Group>
      <Tabs
        value={active}
        onChange={(value) => {
          if (isTab(value)) onTab(value);
        }}
        keepMounted={false}
      >
        <Tabs.List>
          {tabs.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`order.tab.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((name) => (
          <Tabs.Panel key={name} value={name} pt="md">
            {tabPanels[name](detail)}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
