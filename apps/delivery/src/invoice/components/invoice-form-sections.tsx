import { Badge, Fieldset, SimpleGrid } from '@mantine/core';
import { memo, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoiceData, InvoiceDetail } from '@portal/contracts';
import { DateField } from '@portal/ui';
import { NoticeSection } from '../../notice/components/notice-section';
import type { InvoiceEditor } from '../hooks/use-invoice-editor';
import {
  groupValue,
  withGroupValue,
  type InvoiceGroup,
  type RowValue,
} from '../state/invoice-draft';
import { groupFields, type FormField } from '../state/invoice-fields';
import { invoiceElementId, type InvoiceFindingIndex } from '../state/invoice-findings';
import { FormInput, TextValueInput } from './invoice-inputs';

export interface InvoiceFormProps {
  readonly data: InvoiceData;
  readonly findings: InvoiceFindingIndex;
  readonly editable: boolean;
  readonly edit: InvoiceEditor['edit'];
}

/** The header's fields that hold text; an emptied optional one goes, a required one stays ''. */
type HeadField = 'invoiceNumber' | 'invoiceDate' | 'currencyCode' | 'shipNoticeNumber';

const withHeadValue = (data: InvoiceData, field: HeadField, value: string | undefined) => {
  if (field !== 'shipNoticeNumber') return { ...data, [field]: value ?? '' };
  if (value !== undefined) return { ...data, shipNoticeNumber: value };
  return Object.fromEntries(Object.entries(data).filter(([name]) => name !== field)) as InvoiceData;
};

/**
 * The invoice header: its number (typed, or given at the first save when the project numbers its
 * invoices), date, currency and ship notice; a credit memo names the invoice it corrects.
 */
export const InvoiceHeadSection = memo(function InvoiceHeadSection({
  data,
  findings,
  editable,
  edit,
  detail,
}: InvoiceFormProps & { detail: InvoiceDetail }) {
  const { t } = useTranslation('delivery');
  const change = useCallback(
    (field: HeadField) => (value: string | undefined) =>
      edit((current) => withHeadValue(current, field, value)),
    [edit],
  );
  const prefix = detail.switches.numberPrefix;
  const numbered = prefix !== null && prefix !== '';
  const credit = detail.kind === 'creditMemo';
  const dateFindings = findings.at('invoiceDate');
  return (
    <NoticeSection
      title={t('invoice.section.head')}
      actions={
        credit ? (
          <Badge color="grape" variant="light" radius="sm" tt="none">
            {t('invoice.kind.creditMemo')}
          </Badge>
        ) : undefined
      }
    >
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" verticalSpacing="xs">
        <TextValueInput
          variant="form"
          label={t('invoice.field.invoiceNumber')}
          id={invoiceElementId('invoiceNumber')}
          max={22}
          upper={false}
          value={data.invoiceNumber === '' ? undefined : data.invoiceNumber}
          findings={findings.at('invoiceNumber')}
          readOnly={!editable}
          onChange={change('invoiceNumber')}
          {...(numbered && data.invoiceNumber === ''
            ? { placeholder: t('invoice.field.numberGiven', { prefix }) }
            : {})}
        />
        <DateField
          label={t('invoice.field.invoiceDate')}
          id={invoiceElementId('invoiceDate')}
          value={data.invoiceDate}
          readOnly={!editable}
          error={dateFindings.length > 0 ? dateFindings[0]?.message : undefined}
          onChange={(day) => change('invoiceDate')(day === '' ? undefined : day)}
        />
        <TextValueInput
          variant="form"
          label={t('invoice.field.currencyCode')}
          id={invoiceElementId('currencyCode')}
          max={3}
          upper
          value={data.currencyCode === '' ? undefined : data.currencyCode}
          findings={findings.at('currencyCode')}
          readOnly={!editable}
          onChange={change('currencyCode')}
        />
        <TextValueInput
          variant="form"
          label={t('invoice.field.shipNoticeNumber')}
          id={invoiceElementId('shipNoticeNumber')}
          max={32}
          value={data.shipNoticeNumber}
          findings={findings.at('shipNoticeNumber')}
          readOnly={!editable}
          onChange={change('shipNoticeNumber')}
        />
        {credit ? (
          <TextValueInput
            variant="form"
            label={t('invoice.field.originalInvoiceNumber')}
            id={invoiceElementId('originalInvoiceNumber')}
            max={32}
            value={data.originalInvoiceNumber}
            findings={findings.at('originalInvoiceNumber')}
            // Set by the server from the invoice it corrects.
            readOnly
            onChange={() => undefined}
          />
        ) : null}
      </SimpleGrid>
    </NoticeSection>
  );
});

/** The fields of one group as a grid of labelled inputs. */
function GroupFields({
  group,
  fields,
  data,
  findings,
  editable,
  edit,
  cols,
}: InvoiceFormProps & { group: InvoiceGroup; fields: readonly FormField[]; cols: number }) {
  const { t } = useTranslation('delivery');
  const change = useCallback(
    (key: string) => (value: RowValue) =>
      edit((current) => withGroupValue(current, group, key, value)),
    [edit, group],
  );
  return (
    <SimpleGrid cols={{ base: 2, md: cols }} spacing="sm" verticalSpacing="xs">
      {fields.map((field) => {
        const path = `${group}.${field.key}`;
        return (
          <FormInput
            key={field.key}
            field={field}
            label={t(field.label)}
            id={invoiceElementId(path)}
            value={groupValue(data, group, field.key)}
            findings={findings.at(path)}
            readOnly={!editable}
            onChange={change(field.key)}
          />
        );
      })}
    </SimpleGrid>
  );
}

/** Bill-to and remit-to: whom the invoice is addressed to, and where to pay. */
export const PartiesSection = memo(function PartiesSection(props: InvoiceFormProps) {
  const { t } = useTranslation('delivery');
  return (
    <NoticeSection title={t('invoice.section.parties')}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        {(['billTo', 'remitTo'] as const).map((group) => (
          <Fieldset key={group} legend={t(`invoice.party.${group}`)} variant="filled" p="sm">
            <GroupFields {...props} group={group} fields={groupFields[group]} cols={2} />
          </Fieldset>
        ))}
      </SimpleGrid>
    </NoticeSection>
  );
});

/** The terms of sale (ITD) and the tax (rate and category). */
export const TermsSection = memo(function TermsSection(props: InvoiceFormProps) {
  const { t } = useTranslation('delivery');
  return (
    <NoticeSection title={t('invoice.section.terms')}>
      <GroupFields {...props} group="terms" fields={groupFields.terms} cols={4} />
      <GroupFields {...props} group="tax" fields={groupFields.tax} cols={4} />
    </NoticeSection>
  );
});

/** Trade settlement: payee, bank account, payment means and terms. */
export const SettlementSection = memo(function SettlementSection(props: InvoiceFormProps) {
  const { t } = useTranslation('delivery');
  return (
    <NoticeSection title={t('invoice.section.settlement')}>
      <GroupFields {...props} group="settlement" fields={groupFields.settlement} cols={4} />
    </NoticeSection>
  );
});
