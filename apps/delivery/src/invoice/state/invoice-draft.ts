import {
  amountTextSchema,
  calculateInvoice,
  decimalOfNumber,
  formatMinor,
  type InvoiceCalculation,
  type InvoiceCharge,
  type InvoiceData,
  type InvoiceItem,
  type InvoiceOrderLine,
  subtractAmounts,
} from '@portal/contracts';

/**
 * The invoice as the user edits it: pure changes to the draft, and the draft made safe to
 * calculate while a typed amount is still half-way ("12.", "1,5"): the form's findings name such
 * a value, the totals count it as not given.
 */

const isAmount = (text: string | undefined): text is string =>
  text !== undefined && amountTextSchema.safeParse(text).success;
const amountOrNone = (text: string | undefined): string | undefined =>
  isAmount(text) ? text.trim() : undefined;

/** The draft with every amount that is not (yet) a decimal left out: calculable and checkable. */
export function checkableInvoice(data: InvoiceData): InvoiceData {
  const ratePercent = amountOrNone(data.tax?.ratePercent);
  const discountPercent = amountOrNone(data.terms?.discountPercent);
  return {
    ...data,
    lines: data.lines.map((line) => ({
      ...line,
      quantity: Number.isFinite(line.quantity) ? line.quantity : 0,
      unitPrice: amountOrNone(line.unitPrice),
    })),
    charges: data.charges.map((charge) => ({
      ...charge,
      amount: amountOrNone(charge.amount),
      percent: amountOrNone(charge.percent),
    })),
    ...(data.tax === undefined ? {} : { tax: { ...data.tax, ratePercent } }),
    ...(data.terms === undefined ? {} : { terms: { ...data.terms, discountPercent } }),
    prepaid: amountOrNone(data.prepaid),
  };
}

/** Line and charge amounts and the totals the draft gives, exactly (money.ts). */
export const calculateDraft = (data: InvoiceData): InvoiceCalculation =>
  calculateInvoice(checkableInvoice(data));

/** The draft with its totals recomputed from its lines, charges, tax and prepaid amount. */
export const recalculatedDraft = (data: InvoiceData): InvoiceData => ({
  ...data,
  totals: calculateDraft(data).totals,
});

/** The first key `prefix<n>` no row uses yet (L1, L2…; S1, S2…). */
export function nextKey(prefix: string, rows: readonly { key: string }[]): string {
  const used = new Set(rows.map((row) => row.key));
  let number = rows.length + 1;
  for (let candidate = 1; candidate <= rows.length; candidate += 1) {
    if (!used.has(`${prefix}${candidate}`)) {
      number = candidate;
      break;
    }
  }
  return `${prefix}${number}`;
}

/** A quantity as an exact decimal text ("0.3"), for arithmetic without floats. */
export const quantityText = (value: number): string => {
  const { units, scale } = decimalOfNumber(value);
  return formatMinor(units, scale);
};

/** What is shipped and not yet invoiced of an order line, exactly, never below zero. */
export function invoiceableQuantity(line: Pick<InvoiceOrderLine, 'shipped' | 'invoiced'>): number {
  const left = subtractAmounts(quantityText(line.shipped), quantityText(line.invoiced), 6);
  return left.startsWith('-') ? 0 : Number(left);
}

/** A new invoice line for an order line: what is left to invoice, at the order's price. */
export function lineOfOrderLine(orderLine: InvoiceOrderLine, key: string): InvoiceItem {
  return {
    key,
    lineNumber: orderLine.lineNumber,
    ...(orderLine.buyerItemNumber === null ? {} : { buyerItemNumber: orderLine.buyerItemNumber }),
    ...(orderLine.vendorItemNumber === null
      ? {}
      : { vendorItemNumber: orderLine.vendorItemNumber }),
    ...(orderLine.description === null ? {} : { description: orderLine.description }),
    ...(orderLine.unit === null ? {} : { unit: orderLine.unit }),
    quantity: invoiceableQuantity(orderLine),
    ...(orderLine.unitPrice === null ? {} : { unitPrice: orderLine.unitPrice }),
  };
}

/** The order lines the invoice does not bill yet, in the order's order. */
export function orderLinesNotOnInvoice(
  data: InvoiceData,
  orderLines: readonly InvoiceOrderLine[],
): InvoiceOrderLine[] {
  const billed = new Set(data.lines.map((line) => line.lineNumber));
  return orderLines.filter((line) => !billed.has(line.lineNumber));
}

/** Adds a line for an order line, at the end. */
export function withOrderLine(data: InvoiceData, orderLine: InvoiceOrderLine): InvoiceData {
  return {
    ...data,
    lines: [...data.lines, lineOfOrderLine(orderLine, nextKey('L', data.lines))],
  };
}

/**
 * Removes a line. Its line-level charges stay, and the checks name them ("the line no longer
 * exists: choose again"), so that nothing the user typed goes without a word.
 */
export const withoutLine = (data: InvoiceData, key: string): InvoiceData => ({
  ...data,
  lines: data.lines.filter((line) => line.key !== key),
});

/** Adds an empty charge at the end: a charge for the whole invoice, code to be chosen. */
export function withNewCharge(data: InvoiceData): InvoiceData {
  const charge: InvoiceCharge = { key: nextKey('S', data.charges), indicator: 'C', code: '' };
  return { ...data, charges: [...data.charges, charge] };
}

export const withoutCharge = (data: InvoiceData, key: string): InvoiceData => ({
  ...data,
  charges: data.charges.filter((charge) => charge.key !== key),
});

/** A value of a line or a charge as typed: text, a quantity, or nothing. */
export type RowValue = string | number | undefined;

/** One row's field set; an empty text removes an optional field. */
function withRowValue<R extends { key: string }>(
  rows: readonly R[],
  key: string,
  field: string,
  value: RowValue,
): R[] {
  return rows.map((row) => {
    if (row.key !== key) return row;
    const others = Object.fromEntries(Object.entries(row).filter(([name]) => name !== field));
    return (value === undefined || value === '' ? others : { ...others, [field]: value }) as R;
  });
}

export const withLineValue = (
  data: InvoiceData,
  key: string,
  field: keyof InvoiceItem,
  value: RowValue,
): InvoiceData => ({ ...data, lines: withRowValue(data.lines, key, field, value) });

export const withChargeValue = (
  data: InvoiceData,
  key: string,
  field: keyof InvoiceCharge,
  value: RowValue,
): InvoiceData => ({ ...data, charges: withRowValue(data.charges, key, field, value) });

/** The parts of the invoice made of optional fields, edited as forms. */
export type InvoiceGroup = 'billTo' | 'remitTo' | 'terms' | 'settlement' | 'tax';

/**
 * The invoice with one field of a group set (`terms.netDays`); an empty value removes it, and a
 * group left empty goes too.
 */
export function withGroupValue(
  data: InvoiceData,
  group: InvoiceGroup,
  field: string,
  value: RowValue,
): InvoiceData {
  const current: object = data[group] ?? {};
  const others = Object.fromEntries(Object.entries(current).filter(([name]) => name !== field));
  const next = value === undefined || value === '' ? others : { ...others, [field]: value };
  const rest = Object.fromEntries(Object.entries(data).filter(([name]) => name !== group));
  return (Object.keys(next).length === 0 ? rest : { ...rest, [group]: next }) as InvoiceData;
}

/** A value of a group as the form shows it. */
export function groupValue(data: InvoiceData, group: InvoiceGroup, field: string): RowValue {
  const value: unknown = (data[group] as Readonly<Record<string, unknown>> | undefined)?.[field];
  return typeof value === 'string' || typeof value === 'number' ? value : undefined;
}
