import { Button, Divider, Group, Paper, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconDeviceFloppy,
  IconPrinter,
  IconReceiptRefund,
  IconSend,
  IconTrash,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { displayAmount, type InvoiceDetail } from '@portal/contracts';
import { OrderStatusLabel } from '../../notice/components/status-badges';
import { useDeliveryFormat } from '../../common/use-delivery-format';
import type { InvoiceEditor } from '../hooks/use-invoice-editor';
import { InvoiceStatusLabel } from './invoice-status-badge';

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

export interface InvoiceHeaderProps {
  readonly detail: InvoiceDetail;
  readonly editor: InvoiceEditor;
  /** The findings summary, shown above the buttons while the invoice is a draft. */
  readonly summary: ReactNode;
  readonly printing: boolean;
  readonly onSave: () => void;
  readonly onDelete: () => void;
  readonly onSend: () => void;
  readonly onCreditMemo: () => void;
  readonly onPrint: () => void;
}

/**
 * The invoice's header: its order, the order's and the invoice's status, what is paid, and its
 * buttons. Send waits for the changes to be saved (the server checks the saved invoice) and for
 * every refusing finding to be corrected; the questions are asked when it is pressed.
 */
export function InvoiceHeader({
  detail,
  editor,
  summary,
  printing,
  onSave,
  onDelete,
  onSend,
  onCreditMemo,
  onPrint,
}: InvoiceHeaderProps) {
  const { t } = useTranslation('delivery');
  const format = useDeliveryFormat();
  const editable = detail.editable;
  const saved = detail.invoiceId !== null;
  const busy = editor.busy !== null;
  const canSave = editable && detail.serialNumber !== null && (editor.dirty || !saved);
  const blocking = editor.findings.all.filter((finding) => finding.severity === 'block').length;

  const sendBlocked =
    !saved || editor.dirty
      ? t('invoice.send.saveFirst')
      : !detail.switches.sendInvoice
        ? t('invoice.send.off')
        : !detail.canSend
          ? t('invoice.send.notNow')
          : blocking > 0
            ? t('invoice.send.correctFirst', { count: blocking })
            : null;

  return (
    <Paper withBorder p="md" component="header">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 2, md: 6 }} spacing="md" verticalSpacing="xs">
          <Fact label={t('invoice.header.po')}>
            <Text size="sm" fw={600}>
              {detail.poNumber ?? ''}
            </Text>
          </Fact>
          <Fact label={t('invoice.header.project')}>
            <Text size="sm">{detail.projectKey}</Text>
          </Fact>
          <Fact label={t('invoice.header.orderStatus')}>
            {detail.orderStatus === null ? null : <OrderStatusLabel status={detail.orderStatus} />}
          </Fact>
          <Fact label={t('invoice.header.status')}>
            {saved ? (
              <InvoiceStatusLabel status={detail.status} />
            ) : (
              <Text size="sm" c="dimmed">
                {t('invoice.header.notSaved')}
              </Text>
            )}
          </Fact>
          <Fact label={t('invoice.header.updatedAt')}>
            <Text size="sm">{format.dateTime(detail.updatedAt) || '—'}</Text>
          </Fact>
          {detail.sentAt === null ? null : (
            <Fact label={t('invoice.header.sentAt')}>
              <Text size="sm">{format.dateTime(detail.sentAt)}</Text>
            </Fact>
          )}
          {detail.sentAt === null || detail.kind === 'creditMemo' ? null : (
            <Fact label={t('invoice.header.paid')}>
              <Text size="sm">
                {`${displayAmount(detail.paidAmount, detail.data.currencyCode)} · ${t(
                  `invoice.paidState.${detail.paidState}`,
                )}`}
              </Text>
            </Fact>
          )}
        </SimpleGrid>
        {editable ? (
          <>
            <Divider />
            {summary}
          </>
        ) : null}
        <Group justify="flex-end" gap="xs">
          {saved ? (
            <Button
              variant="default"
              leftSection={<IconPrinter size={16} stroke={1.6} />}
              loading={printing}
              disabled={busy}
              onClick={onPrint}
            >
              {t('invoice.print')}
            </Button>
          ) : null}
          {detail.canCredit ? (
            <Button
              variant="default"
              leftSection={<IconReceiptRefund size={16} stroke={1.6} />}
              disabled={busy}
              onClick={onCreditMemo}
            >
              {t('invoice.creditMemo.button')}
            </Button>
          ) : null}
          {editable ? (
            <Button
              variant="default"
              leftSection={<IconDeviceFloppy size={16} stroke={1.6} />}
              loading={editor.busy === 'save'}
              disabled={busy || !canSave}
              onClick={onSave}
            >
              {t('common:button.save')}
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
              {t('invoice.delete.button')}
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
                {t('invoice.send.button')}
              </Button>
            </Blocked>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
