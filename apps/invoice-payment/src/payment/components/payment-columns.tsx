import { Anchor, Button, Stack, Text } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { creditDebitFlags, paymentMethods, type PaymentLine } from '@portal/contracts';
import type { PagedTableColumn } from '@portal/ui';
import { useFinanceFormat } from '../../common/use-finance-format';
import { useRoleAllows } from '../../common/use-role-allows';
import { invoicePath } from '../../invoice/state/invoice-paths';
import { paymentPath } from '../state/payment-paths';
import { MatchStanding } from './match-state-badge';

/** The invoice of ours a line pays: a link for those who may open invoices. */
export function MatchedInvoice({ line }: { line: PaymentLine }) {
  const { t } = useTranslation('invoice-payment');
  const mayOpenInvoices = useRoleAllows(['INVOICE']);
  if (line.invoiceId === null || line.matchedInvoiceNumber === null) return null;
  const text = t('payment.matchedInvoice', { number: line.matchedInvoiceNumber });
  return mayOpenInvoices ? (
    <Anchor component={Link} to={invoicePath(line.invoiceId)} size="xs">
      {text}
    </Anchor>
  ) : (
    <Text size="xs">{text}</Text>
  );
}

/**
 * The remittance list's columns (spec §3's payment order fields, stacked in pairs so the table
 * fits a 1280 px screen): the payment order (a link to it) over the vendor number, the invoice
 * named and the related one, the invoice day and PO, the line's amount with credit or debit in
 * words, the method and the order's total, the payment time, and how the line stands against our
 * invoice, with "Match to invoice" on a line that names none of ours.
 */
export function usePaymentColumns(
  onMatch: (line: PaymentLine) => void,
): PagedTableColumn<PaymentLine>[] {
  const { t } = useTranslation('invoice-payment');
  const format = useFinanceFormat();
  return useMemo(
    () => [
      {
        key: 'paymentOrder',
        sticky: 'start',
        title: t('payment.column.paymentOrder'),
        hideable: false,
        render: (row) => (
          <Stack gap={0}>
            <Anchor
              component={Link}
              to={paymentPath(row.paymentId)}
              size="sm"
              title={t('payment.open', { number: row.paymentOrderNumber })}
            >
              {row.paymentOrderNumber}
            </Anchor>
            <Text size="xs" c="dimmed">
              {row.assignedVendorNumber === null
                ? row.projectKey
                : t('payment.vendorNumber', {
                    number: row.assignedVendorNumber,
                    project: row.projectKey,
                  })}
            </Text>
          </Stack>
        ),
      },
      {
        key: 'invoice',
        title: t('payment.column.invoice'),
        hideable: false,
        render: (row) => (
          <Stack gap={0}>
            <Text size="sm">{row.invoiceNumber}</Text>
            {row.relatedInvoiceNumber === null ? null : (
              <Text size="xs" c="dimmed">
                {t('payment.relatedInvoice', { number: row.relatedInvoiceNumber })}
              </Text>
            )}
            <MatchedInvoice line={row} />
          </Stack>
        ),
      },
      {
        key: 'po',
        title: t('payment.column.po'),
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
        title: t('payment.column.amount'),
        render: (row) => (
          <Stack gap={0} align="flex-end">
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {format.amount(row.amount, row.currencyCode)}
            </Text>
            <Text size="xs" c="dimmed">
              {format.code(creditDebitFlags, row.creditDebit)}
            </Text>
          </Stack>
        ),
      },
      {
        key: 'method',
        title: t('payment.column.method'),
        render: (row) => (
          <Stack gap={0}>
            <Text size="sm">{format.code(paymentMethods, row.paymentMethod)}</Text>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {t('payment.total', { amount: format.amount(row.totalAmount, row.currencyCode) })}
            </Text>
          </Stack>
        ),
      },
      {
        key: 'paymentTime',
        title: t('payment.column.paymentTime'),
        render: (row) => format.moment(row.paymentTime),
      },
      {
        key: 'match',
        sticky: 'end',
        title: t('payment.column.match'),
        hideable: false,
        render: (row) => (
          <Stack gap={4} align="flex-start">
            <MatchStanding line={row} />
            {row.matchState === 'unmatched' ? (
              <Button
                size="compact-xs"
                variant="light"
                leftSection={<IconLink size={12} aria-hidden />}
                onClick={() => onMatch(row)}
                aria-label={t('payment.match.openFor', { number: row.invoiceNumber })}
              >
                {t('payment.match.open')}
              </Button>
            ) : null}
          </Stack>
        ),
      },
    ],
    [t, format, onMatch],
  );
}
