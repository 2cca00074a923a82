/**
 * Exact decimal money (docs/invoices.md, "Arithmetic"). An amount is a decimal string ("1234.50")
 * on the wire and in storage; arithmetic runs on bigint counts of the currency's minor unit, so a
 * sum is never a float sum. Products (quantity × price, base × percent) are computed exactly and
 * rounded once, half away from zero, to the minor unit.
 */

/** A decimal as typed or stored: optional minus, digits, optional fraction. */
export const decimalPattern = /^-?\d{1,15}(?:\.\d{1,6})?$/;

/** ISO 4217 minor units that are not 2 (the rest have cents). */
const minorUnitExceptions: Readonly<Record<string, number>> = {
  BHD: 3,
  CLP: 0,
  IQD: 3,
  ISK: 0,
  JOD: 3,
  JPY: 0,
  KRW: 0,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  PYG: 0,
  TND: 3,
  UGX: 0,
  VND: 0,
  XAF: 0,
  XOF: 0,
};

/** Digits after the decimal point of the currency (ISO 4217); 2 when unknown. */
export function minorUnitOf(currencyCode: string | undefined | null): number {
  return minorUnitExceptions[(currencyCode ?? '').toUpperCase()] ?? 2;
}

/** An exact decimal: `units` × 10^-`scale`. */
export interface Decimal {
  readonly units: bigint;
  readonly scale: number;
}

export function isDecimal(text: string): boolean {
  return decimalPattern.test(text.trim());
}

/** Reads a decimal string; throws on anything else (callers validate with `decimalPattern`). */
export function parseDecimal(text: string): Decimal {
  const trimmed = text.trim();
  if (!decimalPattern.test(trimmed)) throw new RangeError(`not a decimal: ${text}`);
  const negative = trimmed.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? trimmed.slice(1) : trimmed).split('.');
  const units = BigInt(whole + fraction);
  return { units: negative ? -units : units, scale: fraction.length };
}

/**
 * A number as an exact decimal: its shortest round-trip text, which is what a person typed. A
 * number with more than six decimals (0.1 + 0.2 is 0.30000000000000004) is first rounded to six,
 * the most any amount or quantity carries, so no float noise ever reaches a sum.
 */
export function decimalOfNumber(value: number): Decimal {
  if (!Number.isFinite(value)) throw new RangeError(`not finite: ${value}`);
  const text = value.toString();
  const decimals = /\.(\d+)$/.exec(text)?.[1]?.length ?? 0;
  if (/e/i.test(text) || decimals > 6) return parseDecimal(value.toFixed(6));
  return parseDecimal(text);
}

const ten = (power: number): bigint => 10n ** BigInt(power);

/** Rounds `units` × 10^-`from` to `to` digits, half away from zero. */
function rescale(units: bigint, from: number, to: number): bigint {
  if (to >= from) return units * ten(to - from);
  const divisor = ten(from - to);
  const quotient = units / divisor;
  const remainder = units % divisor;
  const twice = (remainder < 0n ? -remainder : remainder) * 2n;
  if (twice >= divisor) return quotient + (units < 0n ? -1n : 1n);
  return quotient;
}

/** Minor units of a decimal string, rounded to the currency's minor unit. */
export function toMinor(text: string, minorUnit: number): bigint {
  const { units, scale } = parseDecimal(text);
  return rescale(units, scale, minorUnit);
}

/** `a × b`, both exact decimals, rounded once to `minorUnit` digits. */
export function multiplyToMinor(a: Decimal, b: Decimal, minorUnit: number): bigint {
  return rescale(a.units * b.units, a.scale + b.scale, minorUnit);
}

/** `minor × percent / 100`, rounded once. */
export function percentOfMinor(minor: bigint, percent: Decimal, minorUnit: number): bigint {
  return rescale(minor * percent.units, minorUnit + percent.scale + 2, minorUnit);
}

/** Minor units back to a decimal string with exactly `minorUnit` digits: 123456n, 2 → "1234.56". */
export function formatMinor(minor: bigint, minorUnit: number): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(minorUnit + 1, '0');
  const whole = digits.slice(0, digits.length - minorUnit);
  const fraction = digits.slice(digits.length - minorUnit);
  return `${negative ? '-' : ''}${whole}${minorUnit > 0 ? `.${fraction}` : ''}`;
}

/** A decimal string as a number, for the canonical documents the EDI writers format. */
export function decimalToNumber(text: string): number {
  return Number(text);
}

/**
 * A number of a canonical EDI document (an amount parsed from a decimal string, or a sum that
 * picked up float noise) in units of 10^-`digits`, rounded once, half away from zero. Only its
 * first 15 significant digits count — all a double holds for sure — so 0.1 + 0.2 gives 30 cents
 * and 1234.35 gives 123435 cents, exactly.
 */
export function minorOfNumber(value: number, digits: number): bigint {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) {
    throw new RangeError(`not an amount: ${value}`);
  }
  const match = /^(-?)(\d+)(?:\.(\d*))?(?:e([+-]\d+))?$/.exec(value.toPrecision(15));
  if (match === null) throw new RangeError(`not an amount: ${value}`);
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match;
  let units = BigInt(whole + fraction);
  let scale = fraction.length - Number(exponent);
  if (scale < 0) {
    units *= ten(-scale);
    scale = 0;
  }
  return rescale(sign === '-' ? -units : units, scale, digits);
}

/** A number as a decimal string with exactly `digits` decimals (see minorOfNumber). */
export function decimalTextOfNumber(value: number, digits: number): string {
  return formatMinor(minorOfNumber(value, digits), digits);
}

/** Normalises a typed amount to the currency's digits ("12.5" → "12.50"). */
export function normaliseAmount(text: string, minorUnit: number): string {
  return formatMinor(toMinor(text, minorUnit), minorUnit);
}

/**
 * A `numeric` as the database answers it (`::text`): a SUM over many rows may pass the 15
 * integer digits a typed amount is held to, so no cap on the digits here (a sum is never typed).
 */
const databaseDecimalPattern = /^-?\d+(?:\.\d+)?$/;

/** Reads a database numeric's text of any length; throws on anything that is not a decimal. */
export function parseDatabaseDecimal(text: string): Decimal {
  const trimmed = text.trim();
  if (!databaseDecimalPattern.test(trimmed)) throw new RangeError(`not a decimal: ${text}`);
  const negative = trimmed.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? trimmed.slice(1) : trimmed).split('.');
  const units = BigInt(whole + fraction);
  return { units: negative ? -units : units, scale: fraction.length };
}

/** Minor units of a database sum, rounded once to the currency's digits (as {@link toMinor}). */
export function toMinorFromSum(text: string, minorUnit: number): bigint {
  const { units, scale } = parseDatabaseDecimal(text);
  return rescale(units, scale, minorUnit);
}

/** A database sum in the currency's digits ("12345678901234567.5" → "12345678901234567.50"). */
export function normaliseDatabaseAmount(text: string, minorUnit: number): string {
  return formatMinor(toMinorFromSum(text, minorUnit), minorUnit);
}

/** Compares two decimal strings exactly: -1, 0 or 1. */
export function compareDecimals(a: string, b: string): number {
  const left = parseDecimal(a);
  const right = parseDecimal(b);
  const scale = Math.max(left.scale, right.scale);
  const l = left.units * ten(scale - left.scale);
  const r = right.units * ten(scale - right.scale);
  return l < r ? -1 : l > r ? 1 : 0;
}

/** Sums decimal strings exactly, to the currency's digits. */
export function sumAmounts(texts: readonly string[], minorUnit: number): string {
  let total = 0n;
  for (const text of texts) total += toMinor(text, minorUnit);
  return formatMinor(total, minorUnit);
}

/** Thousands grouped by commas in a fixed decimal text ("-1234567.50" → "-1,234,567.50"). */
function groupThousands(fixed: string): string {
  const negative = fixed.startsWith('-');
  const [whole = '0', fraction] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/**
 * An amount as people read it (the screens' tables and charts): the currency's digits, thousands
 * grouped by commas ("1234.5", USD → "1,234.50"), never through a float. A text that is no
 * decimal is shown as it came.
 */
export function displayAmount(text: string, currencyCode: string | null | undefined): string {
  if (!isDecimal(text)) return text;
  return groupThousands(normaliseAmount(text, minorUnitOf(currencyCode)));
}

/**
 * A unit price as people read it: at least the currency's digits, and every digit the price was
 * given with ("120.005" stays 120.005, so quantity × price still adds up on screen).
 */
export function displayPrice(text: string, currencyCode: string | null | undefined): string {
  if (!isDecimal(text)) return text;
  const { units, scale } = parseDecimal(text);
  const digits = Math.max(scale, minorUnitOf(currencyCode));
  return groupThousands(formatMinor(rescale(units, scale, digits), digits));
}

/** `a − b`, exactly, to the currency's digits. */
export function subtractAmounts(a: string, b: string, minorUnit: number): string {
  return formatMinor(toMinor(a, minorUnit) - toMinor(b, minorUnit), minorUnit);
}
