import {
  decimalOfNumber,
  formatMinor,
  minorUnitOf,
  parseDecimal,
  toMinor,
  type InvoiceAmounts,
} from '@portal/contracts';

// Quantities and amounts between numbers (canonical documents, the order) and exact decimal
// strings (invoice data, the numeric columns): docs/invoices.md, "Arithmetic".

/** Most decimals a typed amount or quantity carries (the contracts' decimal pattern). */
const maxScale = 6;

/** A number as an exact decimal text, at most six decimals: 12.5 → "12.5", 0.1 + 0.2 → "0.3". */
export function decimalText(value: number): string {
  const { units, scale } = decimalOfNumber(value);
  const text = formatMinor(units, scale);
  return scale > 0 ? text.replace(/\.?0+$/, '') : text;
}

/** Sums quantities exactly (0.1 + 0.2 is 0.3), as a number again. */
export function exactQuantitySum(values: readonly number[]): number {
  let total = 0n;
  for (const value of values) total += toMinor(decimalText(value), maxScale);
  return Number(formatMinor(total, maxScale));
}

/** `a − b` for quantities, exactly, never below zero. */
export function quantityLeft(a: number, b: number): number {
  const left = toMinor(decimalText(a), maxScale) - toMinor(decimalText(b), maxScale);
  return left <= 0n ? 0 : Number(formatMinor(left, maxScale));
}

/** An amount of the currency as its exact text with the currency's digits: 12.5 USD → "12.50". */
export function amountText(value: number, currencyCode: string): string {
  const minor = minorUnitOf(currencyCode);
  return formatMinor(toMinor(decimalText(value), minor), minor);
}

/**
 * A unit price as typed: at least the currency's digits, more when the price has them
 * (12.5 → "12.50", 0.1234 → "0.1234").
 */
export function priceText(value: number, currencyCode: string): string {
  const text = decimalText(value);
  const minor = minorUnitOf(currencyCode);
  const { scale } = parseDecimal(text);
  return scale >= minor ? text : formatMinor(toMinor(text, minor), minor);
}

/**
 * Totals of at most 15 significant digits (13 before the point with cents): beyond that an
 * invoice is not one anyone sends (a quantity or price typed wrong), and is refused before it is
 * stored or written. Counted on the text: such a figure is past what the decimal helpers read.
 */
export function amountsFitColumns(totals: InvoiceAmounts): boolean {
  // The EDI writers get each amount as a number: 15 significant digits is what a double keeps
  // exactly, so an amount of more digits (fractional ones included) would lose cents in TDS / MOA.
  return Object.values(totals).every((amount) => {
    const [whole = '', fraction = ''] = amount.replace(/^-/, '').split('.');
    return /^\d+$/.test(whole) && whole.replace(/^0+(?=\d)/, '').length + fraction.length <= 15;
  });
}
