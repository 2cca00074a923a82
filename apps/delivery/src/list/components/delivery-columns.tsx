import { Anchor, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  orderStatusMeaning,
  outboundDocumentTypeText,
  type DeliverySummary,
} from '@portal/contracts';
import { currentLanguage } from '@portal/i18n';
import { orderStatusTones } from '@portal/order-view';
import { StatusBadge, toneOf, type PagedTableColumn } from '@portal/ui';
import { MessageStatusBadge } from '../../messages/components/message-status-badge';
import { messagePath } from '../../messages/state/message-paths';
import { useDeliveryFormat } from '../../common/use-delivery-format';
import { invoiceLinkOf, orderInvoicePath } from '../../invoice/state/invoice-paths';
import { deliveryRecordPath } from '../state/delivery-paths';

/**
 * The delivery list's columns: the PO (a link to its notice, or to a new one) over its project,
 * the order's status (with the way to its invoice once it may have one), the notice's status, the shipment (number and shipped day), packages, the
 * document sent (type in words and control number, a link to the message) and when it was last
 * saved. Where a narrow screen scrolls the table sideways, the PO stays in view.
 */
export function useDeliveryColumns(): PagedTableColumn<DeliverySummary>[] {
  const { t, i18n } = useTranslation('delivery');
  const language = currentLanguage(i18n);
  const format = useDeliveryFormat();
  return useMemo(
    () => [
      {
        key: 'po',
        sticky: 'start',
        title: t('list.column.po'),
        hideable: false,
        render: (row) => (
          <Stack gap={0}>
            <Anchor
              component={Link}
              to={deliveryRecordPath(row)}
              size="sm"
              title={
                row.deliveryId === null
                  ? t('list.openNew', { poNumber: row.poNumber })
                  : t('list.open', { poNumber: row.poNumber })
              }
            >
              {row.poNumber}
            </Anchor>
            <Text size="xs" c="dimmed">
              {row.projectKey}
            </Text>
          </Stack>
        ),
      },
      {
        key: 'orderStatus',
        title: t('list.column.orderStatus'),
        render: (row) => {
          // The order's invoice, under its status: made once shipped, opened once on its way.
          const invoice = invoiceLinkOf(row.orderStatus);
          return (
            <Stack gap={2} align="flex-start">
              <StatusBadge
                status={row.orderStatus}
                label={orderStatusMeaning(row.orderStatus, language)}
                tone={toneOf(row.orderStatus, orderStatusTones)}
              />
              {invoice === null ? null : (
                <Anchor
                  component={Link}
                  to={orderInvoicePath(row.serialNumber, row.projectKey)}
                  size="xs"
                >
                  {invoice === 'make' ? t('invoice.make') : t('invoice.open')}
                </Anchor>
              )}
            </Stack>
          );
        },
      },
      {
        key: 'status',
        title: t('list.column.status'),
        hideable: false,
        render: (row) =>
          row.status === null ? (
            <Text size="sm" c="dimmed">
              {t('list.noNotice')}
            </Text>
          ) : (
            <MessageStatusBadge status={row.status} />
          ),
      },
      {
        key: 'shipment',
        title: t('list.column.shipment'),
        render: (row) => (
          <Stack gap={0}>
            <Text size="sm">{row.shipmentNumber ?? ''}</Text>
            {row.shippedDate === null ? null : (
              <Text size="xs" c="dimmed">
                {t('list.shippedOn', { day: format.day(row.shippedDate) })}
              </Text>
            )}
          </Stack>
        ),
      },
      {
        key: 'packages',
        title: t('list.column.packages'),
        width: 80,
        render: (row) => format.quantity(row.packageCount),
      },
      {
        key: 'document',
        title: t('list.column.document'),
        render: (row) =>
          row.documentType === null ? null : (
            <Stack gap={0}>
              <Text size="sm">{outboundDocumentTypeText(row.documentType, language)}</Text>
              {row.messageId === null || row.interchangeControlNumber === null ? null : (
                <Anchor
                  component={Link}
                  to={messagePath(row.messageId)}
                  size="xs"
                  title={t('list.openMessage', { number: row.interchangeControlNumber })}
                >
                  {row.interchangeControlNumber}
                </Anchor>
              )}
            </Stack>
          ),
      },
      {
        key: 'updatedAt',
        title: t('list.column.updatedAt'),
        render: (row) => format.dateTime(row.updatedAt),
      },
    ],
    [t, language, format],
  );
}
