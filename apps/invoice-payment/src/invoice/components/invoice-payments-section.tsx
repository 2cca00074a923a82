import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  adjustmentReasonCodes,
  type InvoiceDetail,
  type InvoicePayment,
  type InvoiceSummary,
} from '@portal/contracts';
import { DetailSection, DetailTable } from '../../common/detail-parts';
import { useRoleAllows } from '../../common/use-role-allows';
import { useFinanceFormat } from '../../common/use-finance-format';
import { paymentPath } from '../../payment/state/payment-paths';
import { invoicePath } from '../state/invoice-paths';
import { InvoiceStatusBadge } from './invoice-badges';

/** The remittance lines matched to the invoice, each a link to its payment order. */
export function InvoicePaymentsSection({ detail }: { detail: InvoiceDetail }) {
  const { t } = useTranslation('invoice-payment');
  const format = useFinanceFormat();
  const currency = detail.data.currencyCode;
  const title = t('invoice.section.payments');
  // The payment screen is the PAYMENT role's: others read the number without a link.
  const mayOpenPayments = useRoleAllows(['PAYMENT']);
  return (
    <DetailSection title={title}>
      <DetailTable<InvoicePayment>
        label={title}
        rows={detail.payments}
        rowKey={(payment) => payment.paymentLineId}
        empty={t('invoice.payments.none')}
        columns={[
          {
            key: 'paymentOrderNumber',
            title: t('invoice.payment.orderNumber'),
            render: (p) =>
              !mayOpenPayments ? (
                p.paymentOrderNumber
              ) : (
                <Anchor
                  component={Link}
                  to={paymentPath(p.paymentOrderId)}
                  size="sm"
                  title={t('invoice.payment.open', { number: p.paymentOrderNumber })}
                >
                  {p.paymentOrderNumber}
                </Anchor>
              ),
          },
          {
            key: 'paymentDate',
            title: t('invoice.payment.date'),
            render: (p) => format.day(p.paymentDate),
          },
          {
            key: 'amount',
            title: t('invoice.payment.amount'),
            numeric: true,
            render: (p) => format.amount(p.amount, currency),
          },
          {
            key: 'adjustment',
            title: t('invoice.payment.adjustment'),
            numeric: true,
            render: (p) => format.amount(p.adjustmentAmount, currency),
          },
          {
            key: 'reason',
            title: t('invoice.payment.reason'),
            render: (p) => format.code(adjustmentReasonCodes, p.adjustmentReason),
          },
          {
            key: 'matchedBy',
            title: t('invoice.payment.matchedBy'),
            render: (p) => t(`matchedBy.${p.matchedBy}`),
          },
        ]}
      />
    </DetailSection>
  );
}

/** Credit memos against this invoice, or the invoice a credit memo corrects: each a link. */
export function RelatedInvoicesSection({ detail }: { detail: InvoiceDetail }) {
  const { t } = useTranslation('invoice-payment');
  const format = useFinanceFormat();
  const title =
    detail.kind === 'creditMemo' ? t('invoice.section.original') : t('invoice.section.creditMemos');
  return (
    <DetailSection title={title}>
      <DetailTable<InvoiceSummary>
        label={title}
        rows={detail.related}
        rowKey={(related) => related.invoiceId}
        empty={
          detail.kind === 'creditMemo' ? t('invoice.related.noOriginal') : t('invoice.related.none')
        }
        columns={[
          {
            key: 'invoiceNumber',
            title: t('invoice.field.invoiceNumber'),
            render: (r) => (
              <Anchor
                component={Link}
                to={invoicePath(r.invoiceId)}
                size="sm"
                title={t('invoice.open', { number: r.invoiceNumber })}
              >
                {r.invoiceNumber}
              </Anchor>
            ),
          },
          {
            key: 'kind',
            title: t('invoice.field.kind'),
            render: (r) => t(`invoice.kind.${r.kind}`),
          },
          {
            key: 'invoiceDate',
            title: t('invoice.field.invoiceDate'),
            render: (r) => format.day(r.invoiceDate),
          },
          {
            key: 'amount',
            title: t('invoice.column.amount'),
            numeric: true,
            render: (r) => format.amount(r.grandTotal, r.currencyCode),
          },
          {
            key: 'status',
            title: t('invoice.field.status'),
            render: (r) => <InvoiceStatusBadge status={r.status} />,
          },
        ]}
      />
    </DetailSection>
  );
}
