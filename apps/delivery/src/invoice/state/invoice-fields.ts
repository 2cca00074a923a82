import type { FieldChoice } from '../../notice/state/field-layout';
import type { InvoiceGroup } from './invoice-draft';

/**
 * The invoice builder's fields, described once: the columns of the invoice items and of the SPAC
 * entries (which the user shows, hides and orders per section) and the fields of its forms. A
 * field's `key` is its path in the invoice row or group: the same path the checks name.
 */

/** A column of the invoice items or SPAC table. */
export interface InvoiceColumn extends FieldChoice {
  /** Text key of its heading (`invoice.column.*`). */
  readonly label: string;
  /** Width in the table, px: the default columns fit a 1280 px screen. */
  readonly width: number;
}

const column = (
  key: string,
  width: number,
  options: { defaultHidden?: boolean; fixed?: boolean } = {},
): InvoiceColumn => ({ key, label: `invoice.column.${key}`, width, ...options });

/** The invoice items: the order line, what it was ordered, shipped and invoiced, and the bill. */
export const itemColumns: readonly InvoiceColumn[] = [
  column('lineNumber', 64, { fixed: true }),
  column('items', 150),
  column('description', 170, { defaultHidden: true }),
  column('upc', 120, { defaultHidden: true }),
  column('ordered', 76),
  column('shipped', 76),
  column('invoiced', 76),
  column('quantity', 96, { fixed: true }),
  column('unit', 60),
  column('unitPrice', 110, { fixed: true }),
  column('amount', 110, { fixed: true }),
];

/** The SPAC entries: where it applies, what it is, and its amount or percentage. */
export const chargeColumns: readonly InvoiceColumn[] = [
  column('lineKey', 150),
  column('indicator', 130, { fixed: true }),
  column('code', 120, { fixed: true }),
  column('chargeDescription', 160),
  column('chargeAmount', 100, { fixed: true }),
  column('percent', 80),
  column('computed', 100),
];

/** What a form field takes. */
export type FormFieldKind =
  | { readonly type: 'text'; readonly max: number; readonly upper?: boolean }
  | { readonly type: 'amount' }
  | { readonly type: 'days' }
  | { readonly type: 'date' }
  /** A code from a table of the contracts, shown with its meaning; another code kept as typed. */
  | { readonly type: 'code'; readonly table: 'terms' | 'tax' | 'paymentMeans' };

export interface FormField {
  readonly key: string;
  readonly label: string;
  readonly kind: FormFieldKind;
}

const text = (max: number, upper = false): FormFieldKind => ({
  type: 'text',
  max,
  ...(upper ? { upper } : {}),
});

/** The fields of a bill-to or remit-to party. */
export const partyFields: readonly FormField[] = (
  [
    ['name', text(128)],
    ['id', text(32)],
    ['address', text(128)],
    ['city', text(128)],
    ['state', text(32)],
    ['postcode', text(32)],
    ['country', text(32, true)],
  ] as const
).map(([key, kind]) => ({ key, label: `invoice.party.${key}`, kind }));

/** The terms of sale (ITD / PAT). */
export const termsFields: readonly FormField[] = [
  { key: 'typeCode', label: 'invoice.terms.typeCode', kind: { type: 'code', table: 'terms' } },
  { key: 'discountPercent', label: 'invoice.terms.discountPercent', kind: { type: 'amount' } },
  { key: 'discountDays', label: 'invoice.terms.discountDays', kind: { type: 'days' } },
  { key: 'discountDueDate', label: 'invoice.terms.discountDueDate', kind: { type: 'date' } },
  { key: 'netDays', label: 'invoice.terms.netDays', kind: { type: 'days' } },
  { key: 'netDueDate', label: 'invoice.terms.netDueDate', kind: { type: 'date' } },
  { key: 'description', label: 'invoice.terms.description', kind: text(128) },
];

/** Tax: the rate and the category. */
export const taxFields: readonly FormField[] = [
  { key: 'ratePercent', label: 'invoice.tax.ratePercent', kind: { type: 'amount' } },
  { key: 'categoryCode', label: 'invoice.tax.categoryCode', kind: { type: 'code', table: 'tax' } },
];

/** Trade settlement: whom to pay and how. */
export const settlementFields: readonly FormField[] = [
  { key: 'payeeName', label: 'invoice.settlement.payeeName', kind: text(128) },
  { key: 'iban', label: 'invoice.settlement.iban', kind: text(34, true) },
  { key: 'bic', label: 'invoice.settlement.bic', kind: text(11, true) },
  {
    key: 'paymentMeansCode',
    label: 'invoice.settlement.paymentMeansCode',
    kind: { type: 'code', table: 'paymentMeans' },
  },
  { key: 'paymentTerms', label: 'invoice.settlement.paymentTerms', kind: text(128) },
  {
    key: 'paymentTermsDescription',
    label: 'invoice.settlement.paymentTermsDescription',
    kind: text(128),
  },
  { key: 'paymentTermsDate', label: 'invoice.settlement.paymentTermsDate', kind: { type: 'date' } },
];

/** The fields of each group, for the forms and for naming a finding's place. */
export const groupFields: Readonly<Record<InvoiceGroup, readonly FormField[]>> = {
  billTo: partyFields,
  remitTo: partyFields,
  terms: termsFields,
  tax: taxFields,
  settlement: settlementFields,
};
