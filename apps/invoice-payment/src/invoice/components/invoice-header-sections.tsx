import { Group, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  paymentMeansCodes,
  taxCategoryCodes,
  termsTypeCodes,
  type DeliveryAddress,
  type InvoiceDetail,
} from '@portal/contracts';
import { DetailSection, FieldGrid, EmptyText } from '../../common/detail-parts';
import { useFinanceFormat } from '../../common/use-finance-format';
import { InvoiceStatusBadge, PaidStateBadge } from './invoice-badges';

/** The invoice's header: number, kind and direction, status, days, order, paid so far. */
export function InvoiceHeaderSection({ detail }: { detail: InvoiceDetail }) {
  const { t } = useTranslation('invoice-payment');
  const format = useFinanceFormat();
  const { data } = detail;
  const sentByUs = detail.direction === 'sent';
  return (
    <DetailSection title={t('invoice.section.header')}>
      <FieldGrid
        fields={[
          { label: t('invoice.field.invoiceNumber'), value: data.invoiceNumber },
          { label: t('invoice.field.kind'), value: t(`invoice.kind.${detail.kind}`) },
          {
            label: t('invoice.field.direction'),
            value: t(`invoice.direction.${detail.direction}`),
          },
          {
            label: t('invoice.field.status'),
            value: <InvoiceStatusBadge status={detail.status} />,
          },
          { label: t('invoice.field.invoiceDate'), value: format.day(data.invoiceDate) },
          { label: t('invoice.field.currency'), value: data.currencyCode },
          { label: t('invoice.field.poNumber'), value: detail.poNumber },
          { label: t('invoice.field.serialNumber'), value: detail.serialNumber },
          { label: t('invoice.field.shipNoticeNumber'), value: data.shipNoticeNumber },
          ...(detail.kind === 'creditMemo'
            ? [
                {
                  label: t('invoice.field.originalInvoiceNumber'),
                  value: data.originalInvoiceNumber,
                },
              ]
            : []),
          ...(sentByUs && detail.status !== 'draft'
            ? [
                {
                  label: t('invoice.field.paid'),
                  value: (
                    <Group gap={6}>
                      <PaidStateBadge state={detail.paidState} />
                      {format.amount(detail.paidAmount, data.currencyCode)}
                    </Group>
                  ),
                },
              ]
            : []),
          { label: t('invoice.field.createdBy'), value: detail.createdBy },
          { label: t('invoice.field.sentAt'), value: format.dateTime(detail.sentAt) },
          { label: t('invoice.field.updatedAt'), value: format.dateTime(detail.updatedAt) },
        ]}
      />
    </DetailSection>
  );
}

/** Who issued a party's identifier (X12 N103 / EDIFACT 3055): the codes told in words. */
const knownAgencies = ['1', '9', '91', '92', 'UL'] as const;
const isKnownAgency = (code: string): code is (typeof knownAgencies)[number] =>
  (knownAgencies as readonly string[]).includes(code);

/** One party's name, identifier and address. */
function PartyFields({ party }: { party: DeliveryAddress | undefined }) {
  const { t } = useTranslation('invoice-payment');
  if (party === undefined) return <EmptyText>{t('invoice.party.none')}</EmptyText>;
  return (
    <FieldGrid
      cols={2}
      fields={[
        { label: t('invoice.party.name'), value: party.name },
        {
          label: t('invoice.party.id'),
          value:
            party.id === undefined
              ? undefined
              : party.agencyCode === undefined
                ? party.id
                : t('invoice.party.idWithAgency', {
                    id: party.id,
                    agency: isKnownAgency(party.agencyCode)
                      ? `${party.agencyCode} ${t(`invoice.party.agency.${party.agencyCode}`)}`
                      : party.agencyCode,
                  }),
        },
        { label: t('invoice.party.address'), value: party.address },
        { label: t('invoice.party.city'), value: party.city },
        { label: t('invoice.party.state'), value: party.state },
        { label: t('invoice.party.postcode'), value: party.postcode },
        { label: t('invoice.party.country'), value: party.country },
      ]}
    />
  );
}

/** Bill-to and remit-to. */
export function InvoicePartiesSection({ detail }: { detail: InvoiceDetail }) {
  const { t } = useTranslation('invoice-payment');
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <DetailSection title={t('invoice.section.billTo')}>
        <PartyFields party={detail.data.billTo} />
      </DetailSection>
      <DetailSection title={t('invoice.section.remitTo')}>
        <PartyFields party={detail.data.remitTo} />
      </DetailSection>
    </SimpleGrid>
  );
}

/** The tax rate and its category, with the category's meaning. */
export function InvoiceTaxSection({ detail }: { detail: InvoiceDetail }) {
  const { t } = useTranslation('invoice-payment');
  const format = useFinanceFormat();
  const tax = detail.data.tax;
  return (
    <DetailSection title={t('invoice.section.tax')}>
      <FieldGrid
        cols={2}
        fields={[
          {
            label: t('invoice.tax.ratePercent'),
            value:
              tax?.ratePercent === undefined
                ? undefined
                : t('invoice.percent', { value: tax.ratePercent }),
          },
          {
            label: t('invoice.tax.category'),
            value: format.code(taxCategoryCodes, tax?.categoryCode),
          },
        ]}
      />
    </DetailSection>
  );
}

/** Terms of sale (ITD / PAT) and trade settlement: whom to pay, how, by when. */
export function InvoiceSettlementSection({ detail }: { detail: InvoiceDetail }) {
  const { t } = useTranslation('invoice-payment');
  const format = useFinanceFormat();
  const { terms, settlement } = detail.data;
  return (
    <DetailSection title={t('invoice.section.settlement')}>
      <FieldGrid
        fields={[
          { label: t('invoice.settlement.payeeName'), value: settlement?.payeeName },
          { label: t('invoice.settlement.iban'), value: settlement?.iban },
          { label: t('invoice.settlement.bic'), value: settlement?.bic },
          {
            label: t('invoice.settlement.paymentMeans'),
            value: format.code(paymentMeansCodes, settlement?.paymentMeansCode),
          },
          { label: t('invoice.settlement.paymentTerms'), value: settlement?.paymentTerms },
          {
            label: t('invoice.settlement.paymentTermsDescription'),
            value: settlement?.paymentTermsDescription,
          },
          {
            label: t('invoice.settlement.paymentTermsDate'),
            value: format.day(settlement?.paymentTermsDate),
          },
          {
            label: t('invoice.terms.typeCode'),
            value: format.code(termsTypeCodes, terms?.typeCode),
          },
          {
            label: t('invoice.terms.discountPercent'),
            value:
              terms?.discountPercent === undefined
                ? undefined
                : t('invoice.percent', { value: terms.discountPercent }),
          },
          { label: t('invoice.terms.discountDays'), value: terms?.discountDays },
          { label: t('invoice.terms.discountDueDate'), value: format.day(terms?.discountDueDate) },
          { label: t('invoice.terms.netDays'), value: terms?.netDays },
          { label: t('invoice.terms.netDueDate'), value: format.day(terms?.netDueDate) },
          { label: t('invoice.terms.description'), value: terms?.description },
        ]}
      />
    </DetailSection>
  );
}
