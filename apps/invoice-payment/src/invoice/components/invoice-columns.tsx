import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { outboundDocumentTypeText, type InvoiceSummary } from '@portal/contracts';
import type { PagedTableColumn } from '@portal/ui';
import { useFinanceFormat } from '../../common/use-finance-format';
import { invoicePath } from '../state/invoice-paths';
import { InvoiceStatusBadge, PaidStateBadge } from './invoice-badges';

/**
 * The invoice list's columns: the number (a link to the invoice) over its project, kind and
 * direction (a received one marked), PO and invoice day, the amount, the message status, what is
 * paid and when it was sent. Seven columns keep the table within a 1280 px screen.
 */
export function useInvoiceColumns(): PagedTableColumn<InvoiceSummary>[] {
  const { t } = useTranslation('invoice-payment');
  const format = useFinanceFormat();
  const { language } = format;
  return useMemo(
    () => [
      {
        key: 'invoiceNumber',
        sticky: 'start',
        title: t('invoice.column.invoiceNumber'),
        hideable: false,
        render: (row) => (
          <Stack gap={0}>
            <Anchor
              component={Link}
              to={invoicePath(row.invoiceId)}
              size="sm"
              title={t('invoice.open', { number: row.invoiceNumber })}
            >
              {row.invoiceNumber === '' ? t('invoice.noNumber') : row.invoiceNumber}
            </Anchor>
            <Text size="xs" c="dimmed">
              {row.projectKey}
            </Text>
          </Stack>
        ),
      },
      {
        key: 'kind',
        title: t('invoice.column.kind'),
        render: (row) => (
          <Stack gap={2} align="flex-start">
            <Text size="sm">{t(`invoice.kind.${row.kind}`)}</Text>
            {row.direction === 'received' ? (
              <Badge color="violet" variant="outline" radius="sm" tt="none" size="sm">
                {t('invoice.direction.received')}
              </Badge>
            ) : (
              <Text size="xs" c="dimmed">
                {t('invoice.direction.sent')}
              </Text>
            )}
          </Stack>
        ),
      },
      {
        key: 'po',
        title: t('invoice.column.po'),
        render: (row) => (
          <Stack gap={0}>
            <Text size="sm">{row.poNumber ?? ''}</Text>
            <Text size="xs" c="dimmed">
              {format.day(row.invoiceDate)}
            </Text>
          </Stack>
        ),
      },
      {
        key: 'amount',
        title: t('invoice.column.amount'),
        render: (row) => (
          <Text size="sm" ta="right" style={{ whiteSpace: 'nowrap' }}>
            {format.amount(row.grandTotal, row.currencyCode)}
          </Text>
        ),
      },
      {
        key: 'status',
        title: t('invoice.column.status'),
        render: (row) => (
          <Stack gap={2} align="flex-start">
            <InvoiceStatusBadge status={row.status} />
            {row.documentType === null ? null : (
              <Text size="xs" c="dimmed">
                {outboundDocumentTypeText(row.documentType, language)}
              </Text>
            )}
          </Stack>
        ),
      },
      {
        key: 'paid',
        title: t('invoice.column.paid'),
        render: (row) =>
          row.direction === 'received' || row.status === 'draft' ? null : (
            <Group gap={4} wrap="wrap">
              <PaidStateBadge state={row.paidState} />
              <Text size="xs" style={{ whiteSpace: 'nowrap' }}>
                {format.amount(row.paidAmount, row.currencyCode)}
              </Text>
            </Group>
          ),
      },
      {
        key: 'sentAt',
        title: t('invoice.column.sentAt'),
        render: (row) => format.dateTime(row.sentAt ?? row.updatedAt),
      },
    ],
    [t, format, language],
  );
}
