import { Button, Text } from '@mantine/core';
import { IconCalculator, IconCopy, IconFileInvoice } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DeliveryDetail } from '@portal/contracts';
import { invoiceLinkOf, orderInvoicePath } from '../../invoice/state/invoice-paths';
import {
  BuilderHeader,
  DeleteButton,
  NotSavedStatus,
  RecordFacts,
  SaveButton,
  SendButton,
} from '../../common/builder-header';
import type { NoticeEditor } from '../hooks/use-notice-editor';
import { MessageStatusLabel, OrderStatusLabel } from './status-badges';

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
    <BuilderHeader
      editable={editable}
      summary={summary}
      facts={
        <RecordFacts
          labels={{
            po: t('notice.header.po'),
            project: t('notice.header.project'),
            orderStatus: t('notice.header.orderStatus'),
            status: t('notice.header.status'),
            updatedAt: t('notice.header.updatedAt'),
            sentAt: t('notice.header.sentAt'),
          }}
          poNumber={detail.poNumber}
          projectKey={detail.projectKey}
          orderStatus={<OrderStatusLabel status={detail.orderStatus} />}
          status={
            detail.status === null ? (
              <NotSavedStatus>{t('notice.header.notSaved')}</NotSavedStatus>
            ) : (
              <MessageStatusLabel status={detail.status} />
            )
          }
          updatedAt={detail.updatedAt}
          sentAt={detail.sentAt}
        />
      }
      notes={
        detail.prefilledFrom === null || saved ? null : (
          <Text size="sm" c="dimmed" data-prefilled>
            {detail.prefilledFrom === 'fulfilment'
              ? t('notice.header.prefilledFulfilment')
              : t('notice.header.prefilledOrder')}
          </Text>
        )
      }
      actions={
        <>
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
              <SaveButton busy={editor.busy} canSave={canSave} onClick={onSave} />
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
            <DeleteButton busy={editor.busy} onClick={onDelete}>
              {t('common:button.delete')}
            </DeleteButton>
          ) : null}
          {editable ? (
            <SendButton busy={editor.busy} blockedBy={sendBlocked} onClick={onSend}>
              {t('notice.send.button')}
            </SendButton>
          ) : null}
        </>
      }
    />
  );
}
