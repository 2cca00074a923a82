import { Alert, Button, Group, Loader, Paper, Stack, Title, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderLog, PurchaseDetail } from '@portal/contracts';
import { OrderStatusBadge, ShipWindow } from '@portal/order-view';
import { LoadErrorPanel } from '@portal/ui';
import { useFulfilment } from '../hooks/use-fulfilment';
import { usePlanEditor } from '../hooks/use-plan-editor';
import type { OpenedOrder } from '../hooks/use-purchase-address';
import { usePurchaseFormat } from '../hooks/use-purchase-format';
import { CancelOrderDialog } from './cancel-order-dialog';
import { FulfilmentLines } from './fulfilment-lines';
import { FulfilmentSection } from './fulfilment-section';
import { LabelsSection } from './labels-section';
import { OperationLog } from './operation-log';
import { PackingPlanEditor } from './packing-plan-editor';
import { RoutingDialog } from './routing-dialog';
import { Fact, RoutingSummary } from './routing-summary';
import { ShipConfirmDialog } from './ship-confirm-dialog';

export interface FulfilmentViewProps {
  readonly order: OpenedOrder;
  readonly onBack: () => void;
}

/** One order's fulfilment, as the address names it: read, then shown with all its parts. */
export function FulfilmentView({ order, onBack }: FulfilmentViewProps) {
  const { t } = useTranslation('orders');
  const fulfilment = useFulfilment(order);
  return (
    <Stack gap="md">
      <Group gap="sm">
        <Button
          variant="subtle"
          leftSection={<IconArrowLeft size={16} stroke={1.6} />}
          onClick={onBack}
        >
          {t('purchase.view.back')}
        </Button>
        <Title order={2} size="h4">
          {t('purchase.view.title', { orderNumber: order.orderNumber })}
        </Title>
      </Group>
      {fulfilment.failed ? (
        <LoadErrorPanel
          title={t('purchase.view.failed')}
          message={t('purchase.view.failedMessage')}
          retryLabel={t('common:button.retry')}
          onRetry={fulfilment.reload}
        />
      ) : fulfilment.detail === null ? (
        <Loader size="sm" aria-label={t('purchase.view.loading')} />
      ) : (
        <FulfilmentParts
          // A new order starts the editor and the dialogs afresh.
          key={`${order.projectKey}/${order.orderNumber}`}
          detail={fulfilment.detail}
          record={fulfilment.record}
          onChanged={fulfilment.replace}
        />
      )}
    </Stack>
  );
}

type Dialog = 'routing' | 'deliver' | 'cancel';

/**
 * The header (PO, status, ship window, ship-to), the order's buttons (confirm shipment, cancel),
 * then lines, routing, packing plan, labels and documents, and the operation log. A delivered
 * order shows everything locked.
 */
function FulfilmentParts({
  detail,
  record,
  onChanged,
}: {
  detail: PurchaseDetail;
  record: readonly OrderLog[] | null;
  onChanged: (detail: PurchaseDetail) => void;
}) {
  const { t } = useTranslation('orders');
  const format = usePurchaseFormat();
  const editor = usePlanEditor(detail, onChanged);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const { summary } = detail;
  const close = () => setDialog(null);
  const changed = (next: PurchaseDetail) => {
    setDialog(null);
    onChanged(next);
  };
  const canDeliver = detail.allowedMoves.includes('deliver');

  return (
    <Stack gap="md">
      <Paper withBorder p="md" component="header">
        <Group justify="space-between" align="flex-start" gap="md">
          {/* Facts flow and wrap by their own width: a six-column grid at 1280 px squeezed the
              ship window under its neighbours. */}
          <Group
            gap="xl"
            align="flex-start"
            style={{ flex: 1, minWidth: 0, rowGap: 'var(--mantine-spacing-xs)' }}
          >
            <Fact label={t('purchase.header.orderNumber')}>{summary.orderNumber}</Fact>
            <Fact label={t('purchase.header.project')}>{summary.projectKey}</Fact>
            <Fact label={t('purchase.header.status')}>
              <OrderStatusBadge status={summary.status} />
            </Fact>
            <Fact label={t('purchase.header.shipWindow')}>
              <ShipWindow
                start={summary.shipWindow.start}
                end={summary.shipWindow.end}
                dueSoon={summary.dueSoon}
                dueSoonLabel={t('purchase.dueSoon')}
                formatDay={format.day}
              />
            </Fact>
            <Fact label={t('purchase.header.shipTo')}>
              {[summary.shipToName, summary.shipToPostcode].filter(Boolean).join(' · ')}
            </Fact>
            <Fact label={t('purchase.header.orderDate')}>{format.day(summary.orderDate)}</Fact>
            {detail.shippedAt === null ? null : (
              <Fact label={t('purchase.header.shippedAt')}>
                {format.dateTime(detail.shippedAt)}
              </Fact>
            )}
          </Group>
          <Group gap="xs">
            {canDeliver && editor.dirty ? (
              <Tooltip label={t('purchase.deliver.saveFirst')}>
                <span>
                  <Button disabled>{t('purchase.deliver.button')}</Button>
                </span>
              </Tooltip>
            ) : canDeliver ? (
              <Button onClick={() => setDialog('deliver')}>{t('purchase.deliver.button')}</Button>
            ) : null}
            {detail.canCancel ? (
              <Button variant="light" color="red" onClick={() => setDialog('cancel')}>
                {t('purchase.cancel.button')}
              </Button>
            ) : null}
          </Group>
        </Group>
      </Paper>

      {detail.editable ? null : (
        <Alert color="gray" variant="light" icon={<IconLock size={18} stroke={1.6} />}>
          {detail.shippedAt === null ? t('purchase.view.closed') : t('purchase.view.locked')}
        </Alert>
      )}

      <FulfilmentSection title={t('purchase.section.lines')}>
        <FulfilmentLines lines={detail.lines} label={t('purchase.section.lines')} />
      </FulfilmentSection>

      <FulfilmentSection
        title={t('purchase.section.routing')}
        actions={
          detail.editable ? (
            <Button variant="light" size="xs" onClick={() => setDialog('routing')}>
              {detail.routing === null ? t('purchase.routing.enter') : t('purchase.routing.change')}
            </Button>
          ) : undefined
        }
      >
        <RoutingSummary routing={detail.routing} />
      </FulfilmentSection>

      <FulfilmentSection title={t('purchase.section.plan')}>
        <PackingPlanEditor detail={detail} editor={editor} />
      </FulfilmentSection>

      <FulfilmentSection title={t('purchase.section.labels')}>
        <LabelsSection detail={detail} planUnsaved={editor.dirty} onPrinted={onChanged} />
      </FulfilmentSection>

      <FulfilmentSection title={t('purchase.section.log')}>
        {record === null ? (
          <Loader size="sm" aria-label={t('purchase.view.loading')} />
        ) : (
          <OperationLog logs={record} label={t('purchase.section.log')} />
        )}
      </FulfilmentSection>

      {dialog === 'routing' ? (
        <RoutingDialog detail={detail} onSaved={onChanged} onClose={close} />
      ) : null}
      {dialog === 'deliver' ? (
        <ShipConfirmDialog detail={detail} onConfirmed={changed} onClose={close} />
      ) : null}
      {dialog === 'cancel' ? (
        <CancelOrderDialog detail={detail} onCancelled={changed} onClose={close} />
      ) : null}
    </Stack>
  );
}
