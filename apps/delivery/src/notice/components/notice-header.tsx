import { Button, Divider, Group, Paper, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconCalculator,
  IconCopy,
  IconDeviceFloppy,
  IconFileInvoice,
  IconSend,
  IconTrash,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DeliveryDetail } from '@portal/contracts';
import { invoiceLinkOf, orderInvoicePath } from '../../invoice/state/invoice-paths';
import type { NoticeEditor } from '../hooks/use-notice-editor';
import { useDeliveryFormat } from '../../common/use-delivery-format';
import { MessageStatusLabel, OrderStatusLabel } from './status-badges';

/** One labelled fact of the header. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}

/** A button that cannot be pressed now, with the reason on hover and for screen readers. */
function Blocked({ reason, children }: { reason: string | null; children: ReactNode }) {
  if (reason === null) return children;
  return (
    <Tooltip label={reason}>
      <span>{children}</span>
    </Tooltip>
  );
}

export interface NoticeHeaderProps {
  readonly detail: DeliveryDetail;
  readonly editor: NoticeEditor;
  /** The findings summary, shown above the buttons while the notice is a draft. */
  readonly summary: ReactNode;
  readonly onSave: () => void;
  readonly onSaveAndClose: () => void;
  readonly onCopy: () => void;
  readonly onDelete: () => void;
  readonly onSend: () => void;
}

/**
 * The notice's header: its order, the order's and the notice's status, where the draft came
 * from, and its buttons. Send waits for the changes to be saved (the server checks the saved
 * notice); it is not held back by the findings, which the server checks again.
 */
export function NoticeHeader({
  detail,
  editor,
  summary,
  onSave,
  onSaveAndClose,
  onCopy,
  onDelete,
  onSend,
}: NoticeHeaderProps) {
  const { t } = useTranslation('delivery');
  const format = useDeliveryFormat();
  const editable = detail.editable;
  const saved = detail.deliveryId !== null;
  const busy = editor.busy !== null;
  const canSave = editable && (editor.dirty || !saved);

  const sendBlocked = !saved
    ? t('notice.send.saveFirst')
    : editor.dirty
      ? t('notice.send.saveFirst')
      : !detail.switches.sendShipNotice
        ? t('notice.send.off')
        : !detail.canSend
          ? t('notice.send.notNow')
          : null;

  // A delivered order is invoiced only after its notice, unless the project sends none.
  const invoiceLink =
    detail.orderStatus === 'DELIVERED' && detail.switches.sendShipNotice
      ? null
      : invoiceLinkOf(detail.orderStatus);

  return (
    <Paper withBorder p="md" component="header">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 2, md: 6 }} spacing="md" verticalSpacing="xs">
          <Fact label={t('notice.header.po')}>
            <Text size="sm" fw={600}>
              {detail.poNumber}
            </Text>
          </Fact>
          <Fact label={t('notice.header.project')}>
            <Text size="sm">{detail.projectKey}</Text>
          </Fact>
          <Fact label={t('notice.header.orderStatus')}>
            <OrderStatusLabel status={detail.orderStatus} />
          </Fact>
          <Fact label={t('notice.header.status')}>
            {detail.status === null ? (
              <Text size="sm" c="dimmed">
                {t('notice.header.notSaved')}
              </Text>
            ) : (
              <MessageStatusLabel status={detail.status} />
            )}
          </Fact>
          <Fact label={t('notice.header.updatedAt')}>
            <Text size="sm">{format.dateTime(detail.updatedAt) || '—'}</Text>
          </Fact>
          {detail.sentAt === null ? null : (
            <Fact label={t('notice.header.sentAt')}>
              <Text size="sm">{format.dateTime(detail.sentAt)}</Text>
            </Fact>
          )}
        </SimpleGrid>
        {detail.prefilledFrom === null || saved ? null : (
          <Text size="sm" c="dimmed" data-prefilled>
            {detail.prefilledFrom === 'fulfilment'
              ? t('notice.header.prefilledFulfilment')
              : t('notice.header.prefilledOrder')}
          </Text>
        )}
        {editable ? (
          <>
            <Divider />
            {summary}
          </>
        ) : null}
        <Group justify="flex-end" gap="xs">
          {invoiceLink === null ? null : (
            <Button
              component={Link}
              to={orderInvoicePath(detail.serialNumber, detail.projectKey)}
              variant="default"
              leftSection={<IconFileInvoice size={16} stroke={1.6} />}
            >
              {invoiceLink === 'make' ? t('invoice.make') : t('invoice.open')}
            </Button>
          )}
          {editable ? (
            <>
              <Button
                variant="default"
                leftSection={<IconCalculator size={16} stroke={1.6} />}
                disabled={busy}
                onClick={editor.recalculate}
              >
                {t('common:button.recalculate')}
              </Button>
              <Button
                variant="default"
                leftSection={<IconDeviceFloppy size={16} stroke={1.6} />}
                loading={editor.busy === 'save'}
                disabled={busy || !canSave}
                onClick={onSave}
              >
                {t('common:button.save')}
              </Button>
              <Button variant="default" disabled={busy || !canSave} onClick={onSaveAndClose}>
                {t('common:button.saveAndClose')}
              </Button>
            </>
          ) : null}
          {saved ? (
            <Button
              variant="default"
              leftSection={<IconCopy size={16} stroke={1.6} />}
              disabled={busy}
              onClick={onCopy}
            >
              {t('common:button.copy')}
            </Button>
          ) : null}
          {saved && editable ? (
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrash size={16} stroke={1.6} />}
              disabled={busy}
              onClick={onDelete}
            >
              {t('common:button.delete')}
            </Button>
          ) : null}
          {editable ? (
            <Blocked reason={sendBlocked}>
              <Button
                leftSection={<IconSend size={16} stroke={1.6} />}
                loading={editor.busy === 'send'}
                disabled={busy || sendBlocked !== null}
                onClick={onSend}
                {...(sendBlocked === null ? {} : { 'aria-description': sendBlocked })}
              >
                {t('notice.send.button')}
              </Button>
            </Blocked>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
