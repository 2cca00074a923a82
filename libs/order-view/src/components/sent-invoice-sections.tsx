import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  chargeCodes,
  displayAmount,
  displayPrice,
  paymentMeansCodes,
  taxCategoryCodes,
  termsTypeCodes,
  type DeliveryAddress,
  type InvoiceAmounts,
  type InvoiceCharge,
  type InvoiceDetail,
  type InvoiceItem,
  type InvoiceStatus,
  type Language,
} from '@portal/contracts';
import { currentLanguage } from '@portal/i18n';
import { useOrderFormat } from '../hooks/use-order-format';
import { useOrderInvoice } from '../hooks/use-order-invoice';
import { DetailSection, DetailTable, FieldGrid } from './detail-blocks';

type CodeTable = Readonly<Record<string, Readonly<Record<Language, string>>>>;

/**
 * "D240 · Freight": a code with its meaning from the contracts' table, as `codeLabel` shows
 * every EDI code; an unknown code alone.
 */
function codeText(table: CodeTable, code: string | undefined, language: Language): string {
  if (code === undefined || code === '') return '';
  const meaning = Object.hasOwn(table, code) ? table[code]?.[language] : undefined;
  return meaning === undefined ? code : `${code} · ${meaning}`;
}

/** Exact amounts, days and codes of a sent invoice, in the user's language and date format. */
function useInvoiceFormat() {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const { dateTime, day } = useOrderFormat();
  return {
    language,
    dateTime,
    amount: (value: string | undefined, currency: string): string =>
      value === undefined || value === '' ? '' : `${displayAmount(value, currency)} ${currency}`,
    /** A unit price keeps every digit it was given, so quantity × price adds up on screen. */
    price: (value: string | undefined, currency: string): string =>
      value === undefined || value === '' ? '' : `${displayPrice(value, currency)} ${currency}`,
    day,
    code: (table: CodeTable, code: string | undefined) => codeText(table, code, language),
  };
}

/**
 * The state every invoice tab shares: the order's sent invoice when it has one (`sent`), else a
 * clear "no invoice yet" above what the order would give an invoice (`preview`); a failed read
 * offers a retry.
 */
export function OrderInvoiceState({
  serialNumber,
  sent,
  preview,
}: {
  serialNumber: number;
  sent: (invoice: InvoiceDetail) => ReactNode;
  preview: ReactNode;
}) {
  const { t } = useTranslation('order-view');
  const { invoice, loading, failed, reload } = useOrderInvoice(serialNumber);
  if (loading)
    return (
      <Group gap="xs">
        <Loader size="sm" />
        <Text size="sm">{t('order.invoiceTab.loading')}</Text>
      </Group>
    );
  if (invoice !== null) return <>{sent(invoice)}</>;
  return (
    <Stack gap="lg">
      {failed ? (
        <Alert color="red" title={t('order.invoiceTab.failed')}>
          <Button size="xs" variant="light" color="red" onClick={reload}>
            {t('common:button.retry')}
          </Button>
        </Alert>
      ) : (
        <Alert
          color="gray"
          variant="light"
          icon={<IconFileInvoice size={18} stroke={1.6} />}
          title={t('order.invoiceTab.none')}
        >
          {t('order.invoiceTab.noneHint')}
        </Alert>
      )}
      {preview}
    </Stack>
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

function TotalsSection({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation('order-view');
  const format = useInvoiceFormat();
  const { totals, currencyCode } = invoice.data;
  return (
    <DetailSection title={t('order.section.totals')}>
      <FieldGrid
        cols={4}
        fields={totalNames.map((name) => ({
          label: t(`order.invoiceTab.total.${name}`),
          value: format.amount(totals?.[name], currencyCode),
        }))}
      />
    </DetailSection>
  );
}

/** An invoice status in words: draft, its message's status once sent, or received. */
function useStatusText(): (status: InvoiceStatus) => string {
  const { t } = useTranslation('order-view');
  return (status) => t(`order.invoiceTab.status.${status}`);
}

function PartySection({ title, party }: { title: string; party: DeliveryAddress | undefined }) {
  const { t } = useTranslation('order-view');
  return (
    <DetailSection title={title}>
      <FieldGrid
        cols={2}
        fields={[
          { label: t('order.partyField.name'), value: party?.name },
          { label: t('order.partyField.id'), value: party?.id },
          { label: t('order.partyField.address'), value: party?.address },
          { label: t('order.partyField.city'), value: party?.city },
          { label: t('order.partyField.state'), value: party?.state },
          { label: t('order.partyField.postcode'), value: party?.postcode },
          { label: t('order.partyField.country'), value: party?.country },
        ]}
      />
    </DetailSection>
  );
}

/** Invoice info of a sent invoice: its header, its totals, bill-to and remit-to. */
export function InvoiceSummarySections({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation('order-view');
  const format = useInvoiceFormat();
  const statusText = useStatusText();
  const { data } = invoice;
  return (
    <Stack gap="lg">
      <DetailSection title={t('order.section.invoiceHeader')}>
        <FieldGrid
          fields={[
            { label: t('order.invoiceTab.invoiceNumber'), value: data.invoiceNumber },
            {
              label: t('order.invoiceTab.kindLabel'),
              value:
                invoice.kind === 'creditMemo'
                  ? t('order.invoiceTab.kind.creditMemo')
                  : t('order.invoiceTab.kind.invoice'),
            },
            { label: t('order.invoiceTab.statusLabel'), value: statusText(invoice.status) },
            { label: t('order.invoiceTab.invoiceDate'), value: format.day(data.invoiceDate) },
            { label: t('order.field.currencyCode'), value: data.currencyCode },
            { label: t('order.invoiceTab.shipNoticeNumber'), value: data.shipNoticeNumber },
            { label: t('order.invoiceTab.sentAt'), value: format.dateTime(invoice.sentAt) },
            {
              label: t('order.invoiceTab.paid'),
              value: t('order.invoiceTab.paidAs', {
                state: t(`order.invoiceTab.paidState.${invoice.paidState}`),
                amount: format.amount(invoice.paidAmount, data.currencyCode),
              }),
            },
          ]}
        />
      </DetailSection>
      <TotalsSection invoice={invoice} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <PartySection title={t('order.party.billTo')} party={data.billTo} />
        <PartySection title={t('order.party.remitTo')} party={data.remitTo} />
      </SimpleGrid>
    </Stack>
  );
}

/** Invoice details of a sent invoice: lines, allowances and charges, tax, totals. */
export function InvoiceLinesSections({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation('order-view');
  const format = useInvoiceFormat();
  const { data } = invoice;
  const currency = data.currencyCode;
  const lineNumbers = new Map(data.lines.map((line) => [line.key, line.lineNumber]));
  return (
    <Stack gap="lg">
      <DetailSection title={t('order.section.invoiceLines')}>
        <DetailTable<InvoiceItem>
          label={t('order.section.invoiceLines')}
          rows={data.lines}
          rowKey={(line) => line.key}
          empty={t('order.invoiceTab.noLines')}
          columns={[
            {
              key: 'lineNumber',
              title: t('order.invoiceTab.lineNumber'),
              render: (line) => line.lineNumber,
            },
            {
              key: 'buyerItemNumber',
              title: t('order.line.buyerItemNumber'),
              render: (line) => line.buyerItemNumber,
            },
            {
              key: 'description',
              title: t('order.line.description'),
              render: (line) => line.description,
            },
            {
              key: 'quantity',
              title: t('order.invoiceTab.quantity'),
              numeric: true,
              render: (line) =>
                line.unit === undefined ? line.quantity : `${line.quantity} ${line.unit}`,
            },
            {
              key: 'unitPrice',
              title: t('order.line.unitPrice'),
              numeric: true,
              render: (line) => format.price(line.unitPrice, currency),
            },
            {
              key: 'amount',
              title: t('order.invoiceTab.amount'),
              numeric: true,
              render: (line) => format.amount(invoice.lineAmounts[line.key], currency),
            },
          ]}
        />
      </DetailSection>
      <DetailSection title={t('order.section.spac')}>
        <DetailTable<InvoiceCharge>
          label={t('order.section.spac')}
          rows={data.charges}
          rowKey={(charge) => charge.key}
          empty={t('order.invoiceTab.noCharges')}
          columns={[
            {
              key: 'indicator',
              title: t('order.spac.indicator'),
              render: (charge) =>
                `${t(`order.spac.indicator${charge.indicator}`)} (${charge.indicator})`,
            },
            {
              key: 'code',
              title: t('order.spac.type'),
              render: (charge) => format.code(chargeCodes, charge.code),
            },
            {
              key: 'appliesTo',
              title: t('order.invoiceTab.appliesTo'),
              render: (charge) =>
                charge.lineKey === undefined
                  ? t('order.invoiceTab.wholeInvoice')
                  : t('order.invoiceTab.line', { line: lineNumbers.get(charge.lineKey) ?? '' }),
            },
            {
              key: 'amount',
              title: t('order.spac.amount'),
              numeric: true,
              render: (charge) =>
                format.amount(invoice.chargeAmounts[charge.key] ?? charge.amount, currency),
            },
          ]}
        />
      </DetailSection>
      <DetailSection title={t('order.invoiceTab.tax')}>
        <FieldGrid
          cols={2}
          fields={[
            {
              label: t('order.field.taxRatePercent'),
              value: data.tax?.ratePercent,
            },
            {
              label: t('order.invoiceTab.taxCategory'),
              value: format.code(taxCategoryCodes, data.tax?.categoryCode),
            },
          ]}
        />
      </DetailSection>
      <TotalsSection invoice={invoice} />
    </Stack>
  );
}

/** Trade settlement of a sent invoice: payee, account, payment means and terms. */
export function InvoiceSettlementSections({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation('order-view');
  const format = useInvoiceFormat();
  const { settlement, terms } = invoice.data;
  return (
    <Stack gap="lg">
      <DetailSection title={t('order.invoiceTab.settlement')}>
        <FieldGrid
          fields={[
            { label: t('order.invoiceTab.payeeName'), value: settlement?.payeeName },
            { label: t('order.invoiceTab.iban'), value: settlement?.iban },
            { label: t('order.invoiceTab.bic'), value: settlement?.bic },
            {
              label: t('order.invoiceTab.paymentMeans'),
              value: format.code(paymentMeansCodes, settlement?.paymentMeansCode),
            },
            { label: t('order.invoiceTab.paymentTerms'), value: settlement?.paymentTerms },
            {
              label: t('order.invoiceTab.paymentTermsDescription'),
              value: settlement?.paymentTermsDescription,
            },
            {
              label: t('order.invoiceTab.paymentTermsDate'),
              value: format.day(settlement?.paymentTermsDate),
            },
          ]}
        />
      </DetailSection>
      <DetailSection title={t('order.section.saleTerms')}>
        <FieldGrid
          fields={[
            {
              label: t('order.saleTerms.typeCode'),
              value: format.code(termsTypeCodes, terms?.typeCode),
            },
            {
              label: t('order.saleTerms.discountPercent'),
              value: terms?.discountPercent,
            },
            { label: t('order.saleTerms.discountDays'), value: terms?.discountDays },
            {
              label: t('order.saleTerms.discountDueDate'),
              value: format.day(terms?.discountDueDate),
            },
            { label: t('order.saleTerms.netDays'), value: terms?.netDays },
            { label: t('order.saleTerms.netDueDate'), value: format.day(terms?.netDueDate) },
            { label: t('order.saleTerms.description'), value: terms?.description },
          ]}
        />
      </DetailSection>
    </Stack>
  );
}
