import { useTranslation } from 'react-i18next';
import {
  chargeCodes,
  type InvoiceAmounts,
  type InvoiceCharge,
  type InvoiceDetail,
  type InvoiceItem,
} from '@portal/contracts';
import { DetailSection, DetailTable, EmptyText, FieldGrid } from '../../common/detail-parts';
import { useFinanceFormat } from '../../common/use-finance-format';

/** The lines: what is billed of each order line, at what price, and its amount. */
export function InvoiceLinesSection({ detail }: { detail: InvoiceDetail }) {
  const { t } = useTranslation('invoice-payment');
  const format = useFinanceFormat();
  const currency = detail.data.currencyCode;
  const title = t('invoice.section.lines');
  return (
    <DetailSection title={title}>
      <DetailTable<InvoiceItem>
        label={title}
        rows={detail.data.lines}
        rowKey={(line) => line.key}
        empty={t('invoice.lines.none')}
        columns={[
          { key: 'lineNumber', title: t('invoice.line.lineNumber'), render: (l) => l.lineNumber },
          {
            key: 'buyerItemNumber',
            title: t('invoice.line.buyerItemNumber'),
            render: (l) => l.buyerItemNumber,
          },
          {
            key: 'vendorItemNumber',
            title: t('invoice.line.vendorItemNumber'),
            render: (l) => l.vendorItemNumber,
          },
          {
            key: 'description',
            title: t('invoice.line.description'),
            render: (l) => l.description,
          },
          {
            key: 'quantity',
            title: t('invoice.line.quantity'),
            numeric: true,
            render: (l) => (l.unit === undefined ? l.quantity : `${l.quantity} ${l.unit}`),
          },
          {
            key: 'unitPrice',
            title: t('invoice.line.unitPrice'),
            numeric: true,
            render: (l) =>
              l.unitPrice === undefined
                ? t('invoice.line.unpriced')
                : format.price(l.unitPrice, currency),
          },
          {
            key: 'amount',
            title: t('invoice.line.amount'),
            numeric: true,
            render: (l) => format.amount(detail.lineAmounts[l.key], currency),
          },
        ]}
      />
    </DetailSection>
  );
}

/** Services, allowances and charges (SAC / ALC), each code with its meaning. */
export function InvoiceChargesSection({ detail }: { detail: InvoiceDetail }) {
  const { t } = useTranslation('invoice-payment');
  const format = useFinanceFormat();
  const currency = detail.data.currencyCode;
  const lineNumbers = new Map(detail.data.lines.map((line) => [line.key, line.lineNumber]));
  const title = t('invoice.section.charges');
  return (
    <DetailSection title={title}>
      <DetailTable<InvoiceCharge>
        label={title}
        rows={detail.data.charges}
        rowKey={(charge) => charge.key}
        empty={t('invoice.charges.none')}
        columns={[
          {
            key: 'indicator',
            title: t('invoice.charge.indicator'),
            render: (c) => t(`invoice.charge.indicator${c.indicator}`),
          },
          {
            key: 'code',
            title: t('invoice.charge.code'),
            render: (c) => format.code(chargeCodes, c.code),
          },
          {
            key: 'appliesTo',
            title: t('invoice.charge.appliesTo'),
            render: (c) =>
              c.lineKey === undefined
                ? t('invoice.charge.wholeInvoice')
                : t('invoice.charge.line', { line: lineNumbers.get(c.lineKey) ?? '' }),
          },
          {
            key: 'description',
            title: t('invoice.charge.description'),
            render: (c) => c.description,
          },
          {
            key: 'percent',
            title: t('invoice.charge.percent'),
            numeric: true,
            render: (c) =>
              c.percent === undefined ? '' : t('invoice.percent', { value: c.percent }),
          },
          {
            key: 'amount',
            title: t('invoice.charge.amount'),
            numeric: true,
            render: (c) => format.amount(detail.chargeAmounts[c.key] ?? c.amount, currency),
          },
        ]}
      />
    </DetailSection>
  );
}

const totalNames = [
  'lineTotal',
  'chargeTotal',
  'allowanceTotal',
  'taxBasisTotal',
  'taxTotal',
  'grandTotal',
  'prepaid',
  'duePayable',
] as const satisfies readonly (keyof InvoiceAmounts)[];

/** The totals of spec §3 as the server computed them. */
export function InvoiceTotalsSection({ detail }: { detail: InvoiceDetail }) {
  const { t } = useTranslation('invoice-payment');
  const format = useFinanceFormat();
  const { totals, currencyCode } = detail.data;
  return (
    <DetailSection title={t('invoice.section.totals')}>
      {totals === undefined ? (
        <EmptyText>{t('invoice.totals.none')}</EmptyText>
      ) : (
        <FieldGrid
          fields={totalNames.map((name) => ({
            label: t(`invoice.totals.${name}`),
            value: format.amount(totals[name], currencyCode),
          }))}
        />
      )}
    </DetailSection>
  );
}
