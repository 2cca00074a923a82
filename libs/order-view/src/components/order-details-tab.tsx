import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  codeLabel,
  edifactPaymentMeansCodes,
  purchaseOrderTypeCodes,
  purposeCodes,
  transportTermsCodes,
  type OrderDetail,
} from '@portal/contracts';
import { currentLanguage } from '@portal/i18n';
import { OrderCodesProvider, useEdiCode } from '../hooks/use-edi-code';
import { useOrderFormat } from '../hooks/use-order-format';
import {
  DetailSection,
  DetailTable,
  FieldGrid,
  OrderLinesSection,
  PartyList,
  SaleTermsSection,
  useOrderLineColumns,
  type DetailField,
} from './detail-blocks';
import { OrderChangesSection } from './order-changes-section';
import { OrderStatusBadge } from './order-status-badge';

/**
 * Order details: what the last change did and the versions before it (for a changed order),
 * the header of spec §3, the sale terms, every party with its address and contacts, the lines.
 * Codes show with their meaning, read in the lists of the order's standard.
 */
export function OrderDetailsTab({ detail }: { detail: OrderDetail }) {
  return (
    <OrderCodesProvider detail={detail}>
      <OrderDetails detail={detail} />
    </OrderCodesProvider>
  );
}

function OrderDetails({ detail }: { detail: OrderDetail }) {
  const { t, i18n } = useTranslation('order-view');
  const language = currentLanguage(i18n);
  const format = useOrderFormat();
  const code = useEdiCode();
  const lineColumns = useOrderLineColumns();
  const { order, summary } = detail;
  const changed = summary.status === 'CHANGED' || detail.changes.length > 0;

  const header: DetailField[] = [
    { label: t('order.field.serialNumber'), value: summary.serialNumber },
    { label: t('order.field.projectKey'), value: summary.projectKey },
    { label: t('order.field.documentNumber'), value: order.documentNumber },
    { label: t('order.field.orderNumber'), value: order.orderNumber },
    { label: t('order.field.documentType'), value: t(`documentType.${order.documentType}`) },
    { label: t('order.field.status'), value: <OrderStatusBadge status={summary.status} /> },
    { label: t('order.field.documentVersion'), value: order.documentVersion },
    { label: t('order.field.purposeCode'), value: code(purposeCodes, order.purposeCode) },
    { label: t('order.field.originalDocumentNumber'), value: order.originalDocumentNumber },
    { label: t('order.field.businessNumber'), value: order.businessNumber },
    // The sender's wall-clock time: shown as the date-time setting says, never the raw text.
    { label: t('order.field.documentTime'), value: format.moment(order.documentTime) },
    { label: t('order.field.orderDate'), value: format.day(order.orderDate) },
    { label: t('order.field.receivedAt'), value: format.dateTime(summary.receivedAt) },
    { label: t('order.field.quantity'), value: format.quantity(order.quantity) },
    { label: t('order.field.amount'), value: format.amount(order.amount, order.currencyCode) },
    { label: t('order.field.currencyCode'), value: order.currencyCode },
    { label: t('order.field.lineCount'), value: order.lineCount ?? order.lines.length },
    { label: t('order.field.effectiveFrom'), value: format.day(order.effectiveFrom) },
    { label: t('order.field.effectiveTo'), value: format.day(order.effectiveTo) },
    { label: t('order.field.horizonStart'), value: format.day(order.horizonStart) },
    { label: t('order.field.horizonEnd'), value: format.day(order.horizonEnd) },
    {
      label: t('order.field.purchaseOrderTypeCode'),
      value: code(purchaseOrderTypeCodes, order.purchaseOrderTypeCode),
    },
    { label: t('order.field.forecastOrderNumber'), value: order.forecastOrderNumber },
    { label: t('order.field.salesOrderNumber'), value: order.salesOrderNumber },
    { label: t('order.field.releaseNumber'), value: order.releaseNumber },
    { label: t('order.field.contractNumbers'), value: order.contractNumbers?.join(', ') },
    { label: t('order.field.priceQuoteNumber'), value: order.priceQuoteNumber },
    {
      label: t('order.field.paymentMethod'),
      value: codeLabel(edifactPaymentMeansCodes, order.paymentMethod, language),
    },
    {
      label: t('order.field.transportationTerms'),
      value: code(transportTermsCodes, order.transportationTerms),
    },
    { label: t('order.field.taxRatePercent'), value: order.taxRatePercent },
    { label: t('order.field.description'), value: order.description },
  ];

  return (
    <Stack gap="lg">
      {changed ? (
        <>
          <OrderChangesSection changes={detail.changes} />
          <DetailSection title={t('order.section.versions')}>
            <DetailTable
              label={t('order.section.versions')}
              rows={detail.versions}
              rowKey={(version) => version.version}
              empty={t('order.version.none')}
              columns={[
                {
                  key: 'version',
                  title: t('order.version.version'),
                  render: (version) => version.version,
                },
                {
                  key: 'documentType',
                  title: t('order.version.documentType'),
                  render: (version) => t(`documentType.${version.documentType}`),
                },
                {
                  key: 'documentNumber',
                  title: t('order.version.documentNumber'),
                  render: (version) => version.documentNumber,
                },
                {
                  key: 'status',
                  title: t('order.version.status'),
                  render: (version) => <OrderStatusBadge status={version.status} />,
                },
                {
                  key: 'quantity',
                  title: t('order.version.quantity'),
                  numeric: true,
                  render: (version) => format.quantity(version.order.quantity),
                },
                {
                  key: 'amount',
                  title: t('order.version.amount'),
                  numeric: true,
                  render: (version) =>
                    format.amount(version.order.amount, version.order.currencyCode),
                },
                {
                  key: 'receivedAt',
                  title: t('order.version.receivedAt'),
                  render: (version) => format.dateTime(version.receivedAt),
                },
                {
                  key: 'replacedAt',
                  title: t('order.version.replacedAt'),
                  render: (version) => format.dateTime(version.replacedAt),
                },
              ]}
            />
          </DetailSection>
        </>
      ) : null}

      <DetailSection title={t('order.section.header')}>
        <FieldGrid fields={header} />
      </DetailSection>

      <SaleTermsSection detail={detail} />

      <DetailSection title={t('order.section.parties')}>
        <PartyList parties={order.parties} empty={t('order.party.none')} />
      </DetailSection>

      <OrderLinesSection
        title={t('order.section.lines')}
        lines={order.lines}
        columns={[
          lineColumns.buyerItemNumber,
          {
            key: 'vendorItemNumber',
            title: t('order.line.vendorItemNumber'),
            render: (line) =>
              line.vendorItemNumber ?? line.sellerItemNumber ?? line.supplierItemNumber,
          },
          { key: 'upc', title: t('order.line.upc'), render: (line) => line.upc ?? line.sku },
          lineColumns.description,
          lineColumns.ordered,
          lineColumns.unit,
          {
            key: 'unitPrice',
            title: t('order.line.unitPrice'),
            numeric: true,
            render: (line) => format.amount(line.unitPrice),
          },
          lineColumns.amount,
          {
            key: 'changeType',
            title: t('order.line.changeType'),
            render: (line) => (line.changeType ? t(`order.changeType.${line.changeType}`) : ''),
          },
        ]}
      />
    </Stack>
  );
}
