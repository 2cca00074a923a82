import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  chargeCodeTables,
  codeLabel,
  edifactPaymentMeansCodes,
  type OrderDetail,
} from '@portal/contracts';
import { currentLanguage } from '@portal/i18n';
import { OrderCodesProvider, useEdiCode } from '../hooks/use-edi-code';
import { useOrderFormat } from '../hooks/use-order-format';
import {
  DetailSection,
  DetailTable,
  EmptyText,
  FieldGrid,
  OrderLinesSection,
  PartiesSection,
  SaleTermsSection,
  useOrderLineColumns,
} from './detail-blocks';
import {
  InvoiceLinesSections,
  InvoiceSettlementSections,
  InvoiceSummarySections,
  OrderInvoiceState,
} from './sent-invoice-sections';
import { invoiceTotals, serviceChargesOf, type ServiceCharge } from './order-values';

/** What an invoice for this order would carry from it: whom it goes to, the order's header. */
function OrderInvoiceInfo({ detail }: { detail: OrderDetail }) {
  const { t, i18n } = useTranslation('order-view');
  const language = currentLanguage(i18n);
  const format = useOrderFormat();
  const { order } = detail;
  return (
    <Stack gap="lg">
      <EmptyText>{t('order.invoice.note')}</EmptyText>
      <DetailSection title={t('order.section.invoiceHeader')}>
        <FieldGrid
          fields={[
            { label: t('order.field.orderNumber'), value: order.orderNumber },
            { label: t('order.field.orderDate'), value: format.day(order.orderDate) },
            { label: t('order.field.currencyCode'), value: order.currencyCode },
            { label: t('order.field.taxRatePercent'), value: order.taxRatePercent },
            {
              label: t('order.field.paymentMethod'),
              value: codeLabel(edifactPaymentMeansCodes, order.paymentMethod, language),
            },
            { label: t('order.field.releaseNumber'), value: order.releaseNumber },
          ]}
        />
      </DetailSection>
      <SaleTermsSection detail={detail} />
      <PartiesSection
        title={t('order.section.billing')}
        order={order}
        roles={['billTo', 'invoicee', 'remitTo']}
      />
    </Stack>
  );
}

/** The order's lines as quantity × unit price = amount, and the totals they make. */
function OrderInvoiceDetails({ detail }: { detail: OrderDetail }) {
  const { t } = useTranslation('order-view');
  const format = useOrderFormat();
  const { order } = detail;
  const currency = order.currencyCode;
  const lineColumns = useOrderLineColumns(currency);
  const totals = invoiceTotals(order);
  return (
    <Stack gap="lg">
      <OrderLinesSection
        title={t('order.section.invoiceLines')}
        lines={order.lines}
        columns={[
          {
            key: 'vendorItemNumber',
            title: t('order.line.vendorItemNumber'),
            render: (line) => line.vendorItemNumber,
          },
          lineColumns.buyerItemNumber,
          lineColumns.description,
          lineColumns.ordered,
          lineColumns.unit,
          {
            key: 'unitPrice',
            title: t('order.line.unitPrice'),
            numeric: true,
            render: (line) =>
              line.unitPrice === undefined
                ? t('order.invoice.noPrice')
                : format.amount(line.unitPrice, currency),
          },
          lineColumns.amount,
        ]}
      />
      <DetailSection title={t('order.section.totals')}>
        <FieldGrid
          cols={3}
          fields={[
            {
              label: t('order.totals.lineTotal'),
              value: format.amount(totals.lineTotal, currency),
            },
            {
              label: t('order.totals.chargeTotal'),
              value: format.amount(totals.chargeTotal, currency),
            },
            {
              label: t('order.totals.allowanceTotal'),
              value: format.amount(totals.allowanceTotal, currency),
            },
            {
              label: t('order.totals.taxBasisTotal'),
              value: format.amount(totals.taxBasisTotal, currency),
            },
            {
              label: t('order.totals.taxTotal'),
              value:
                totals.taxTotal === null
                  ? t('order.totals.noTaxRate')
                  : format.amount(totals.taxTotal, currency),
            },
            {
              label: t('order.totals.grandTotal'),
              value: format.amount(totals.grandTotal, currency),
            },
          ]}
        />
      </DetailSection>
    </Stack>
  );
}

/** How and on what terms the order says it is paid, and to whom. */
function OrderTradeSettlement({ detail }: { detail: OrderDetail }) {
  const { t, i18n } = useTranslation('order-view');
  const language = currentLanguage(i18n);
  const { order } = detail;
  return (
    <Stack gap="lg">
      <DetailSection title={t('order.section.payment')}>
        <FieldGrid
          fields={[
            {
              label: t('order.field.paymentMethod'),
              value: codeLabel(edifactPaymentMeansCodes, order.paymentMethod, language),
            },
            { label: t('order.field.currencyCode'), value: order.currencyCode },
            { label: t('order.field.taxRatePercent'), value: order.taxRatePercent },
            { label: t('order.field.priceQuoteNumber'), value: order.priceQuoteNumber },
          ]}
        />
      </DetailSection>
      <SaleTermsSection detail={detail} />
      <PartiesSection title={t('order.section.payee')} order={order} roles={['payee', 'remitTo']} />
    </Stack>
  );
}

/**
 * Invoice info: the invoice sent for this order (header, totals, bill-to and remit-to) once there
 * is one; before that, a clear "no invoice yet" and what the order would give one.
 */
export function InvoiceInfoTab({ detail }: { detail: OrderDetail }) {
  return (
    <OrderInvoiceState
      serialNumber={detail.summary.serialNumber}
      sent={(invoice) => <InvoiceSummarySections invoice={invoice} />}
      preview={
        <OrderCodesProvider detail={detail}>
          <OrderInvoiceInfo detail={detail} />
        </OrderCodesProvider>
      }
    />
  );
}

/** Invoice details: the sent invoice's lines, allowances and charges, tax and totals. */
export function InvoiceDetailsTab({ detail }: { detail: OrderDetail }) {
  return (
    <OrderInvoiceState
      serialNumber={detail.summary.serialNumber}
      sent={(invoice) => <InvoiceLinesSections invoice={invoice} />}
      preview={
        <OrderCodesProvider detail={detail}>
          <OrderInvoiceDetails detail={detail} />
        </OrderCodesProvider>
      }
    />
  );
}

/** Trade settlement: whom the sent invoice asks to be paid, how, and on what terms. */
export function TradeSettlementTab({ detail }: { detail: OrderDetail }) {
  return (
    <OrderInvoiceState
      serialNumber={detail.summary.serialNumber}
      sent={(invoice) => <InvoiceSettlementSections invoice={invoice} />}
      preview={
        <OrderCodesProvider detail={detail}>
          <OrderTradeSettlement detail={detail} />
        </OrderCodesProvider>
      }
    />
  );
}

/** SPAC info: the services, allowances and charges (SAC / ALC) the order carries. */
export function SpacInfoTab({ detail }: { detail: OrderDetail }) {
  return (
    <OrderCodesProvider detail={detail}>
      <SpacInfo detail={detail} />
    </OrderCodesProvider>
  );
}

function SpacInfo({ detail }: { detail: OrderDetail }) {
  const { t } = useTranslation('order-view');
  const format = useOrderFormat();
  const code = useEdiCode();
  const charges = serviceChargesOf(detail.order);
  return (
    <DetailSection title={t('order.section.spac')}>
      <DetailTable<ServiceCharge>
        label={t('order.section.spac')}
        rows={charges}
        rowKey={(charge, index) => `${charge.type}-${index}`}
        empty={t('order.spac.none')}
        columns={[
          {
            key: 'indicator',
            title: t('order.spac.indicator'),
            render: (charge) =>
              `${charge.indicator} · ${t(`order.spac.indicator${charge.indicator}`)}`,
          },
          {
            key: 'type',
            title: t('order.spac.type'),
            render: (charge) => code(chargeCodeTables, charge.type),
          },
          {
            key: 'amount',
            title: t('order.spac.amount'),
            numeric: true,
            render: (charge) => format.amount(charge.amount, detail.order.currencyCode),
          },
          {
            key: 'description',
            title: t('order.spac.description'),
            render: (charge) => charge.description,
          },
        ]}
      />
    </DetailSection>
  );
}
