import { Button, Text } from '@mantine/core';
import { IconPrinter, IconReceiptRefund } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { displayAmount, type InvoiceDetail } from '@portal/contracts';
import { OrderStatusLabel } from '../../notice/components/status-badges';
import {
  BuilderHeader,
  DeleteButton,
  HeaderFact,
  NotSavedStatus,
  RecordFacts,
  SaveButton,
  SendButton,
} from '../../common/builder-header';
import type { InvoiceEditor } from '../hooks/use-invoice-editor';
import { InvoiceStatusLabel } from './invoice-status-badge';

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
    <BuilderHeader
      editable={editable}
      summary={summary}
      facts={
        <>
          <RecordFacts
            labels={{
              po: t('invoice.header.po'),
              project: t('invoice.header.project'),
              orderStatus: t('invoice.header.orderStatus'),
              status: t('invoice.header.status'),
              updatedAt: t('invoice.header.updatedAt'),
              sentAt: t('invoice.header.sentAt'),
            }}
            poNumber={detail.poNumber}
            projectKey={detail.projectKey}
            orderStatus={
              detail.orderStatus === null ? null : <OrderStatusLabel status={detail.orderStatus} />
            }
            status={
              saved ? (
                <InvoiceStatusLabel status={detail.status} />
              ) : (
                <NotSavedStatus>{t('invoice.header.notSaved')}</NotSavedStatus>
              )
            }
            updatedAt={detail.updatedAt}
            sentAt={detail.sentAt}
          />
          {detail.sentAt === null || detail.kind === 'creditMemo' ? null : (
            <HeaderFact label={t('invoice.header.paid')}>
              <Text size="sm">
                {`${displayAmount(detail.paidAmount, detail.data.currencyCode)} · ${t(
                  `invoice.paidState.${detail.paidState}`,
                )}`}
              </Text>
            </HeaderFact>
          )}
        </>
      }
      actions={
        <>
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
          {editable ? <SaveButton busy={editor.busy} canSave={canSave} onClick={onSave} /> : null}
          {saved && editable ? (
            <DeleteButton busy={editor.busy} onClick={onDelete}>
              {t('invoice.delete.button')}
            </DeleteButton>
          ) : null}
          {editable ? (
            <SendButton busy={editor.busy} blockedBy={sendBlocked} onClick={onSend}>
              {t('invoice.send.button')}
            </SendButton>
          ) : null}
        </>
      }
    />
  );
}
