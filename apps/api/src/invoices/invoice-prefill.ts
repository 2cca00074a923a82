import {
  chargeIndicators,
  isCalendarDay,
  recalculateInvoice,
  type CanonicalOrder,
  type InvoiceCharge,
  type InvoiceData,
  type InvoiceItem,
  type InvoiceOrderLine,
  type Party,
} from '@portal/contracts';
import { partyAddress } from '../delivery/delivery-prefill';
import { decimalText, priceText, quantityLeft } from './invoice-amounts';

// A new invoice prefilled from what shipped and the order (docs/invoices.md, "Prefilled"): what
// GET /invoice/order answers before anything is saved.

export interface InvoicePrefillSource {
  readonly order: CanonicalOrder;
  /** The order row's currency column (the canonical one may be absent on older rows). */
  readonly orderCurrency: string | null;
  /** Shipped per order line (ship notice, else fulfilment, else ordered). */
  readonly shipped: ReadonlyMap<string, number>;
  /** On the order's other sent invoices, per order line. */
  readonly invoiced: ReadonlyMap<string, number>;
  /** The shipment number of the ship notice the quantities come from. */
  readonly shipNoticeNumber: string | undefined;
  /** No invoice of the order was sent yet: the order's own charges and allowances are carried. */
  readonly firstInvoice: boolean;
  /** The invoice date: today (UTC: the project's zone is not known). */
  readonly today: string;
}

const cut = (value: string | null | undefined, max: number): string | undefined => {
  const text = value?.trim() ?? '';
  return text === '' ? undefined : text.slice(0, max);
};

function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

const partyOf = (order: CanonicalOrder, ...roles: Party['role'][]): Party | undefined =>
  roles.map((role) => order.parties.find((party) => party.role === role)).find(Boolean);

/** ISO 4217 code of the order, USD when it names none. */
export function currencyOf(order: CanonicalOrder, column: string | null): string {
  const code = (order.currencyCode ?? column ?? '').trim().toUpperCase();
  return /^[A-Z]{3}$/.test(code) ? code : 'USD';
}

const dayOrUndefined = (day: string | undefined): string | undefined =>
  day !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(day) && isCalendarDay(day) ? day : undefined;

const days = (value: number | undefined): number | undefined =>
  value !== undefined && Number.isInteger(value) && value >= 0 && value <= 3650 ? value : undefined;

const percentText = (value: number | undefined): string | undefined =>
  value !== undefined && Number.isFinite(value) && value >= 0 && value < 1e9
    ? decimalText(value)
    : undefined;

/** The order's lines as the builder shows them: ordered, shipped, invoiced and the price. */
export function invoiceOrderLines(
  order: CanonicalOrder,
  shipped: ReadonlyMap<string, number>,
  invoiced: ReadonlyMap<string, number>,
  currencyCode: string,
): InvoiceOrderLine[] {
  return order.lines.map((line) => ({
    lineNumber: line.lineNumber,
    buyerItemNumber: line.buyerItemNumber ?? null,
    vendorItemNumber: line.vendorItemNumber ?? null,
    description: line.description ?? null,
    unit: line.unit ?? null,
    ordered: line.quantities.ordered ?? 0,
    shipped: shipped.get(line.lineNumber) ?? 0,
    invoiced: invoiced.get(line.lineNumber) ?? 0,
    unitPrice:
      line.unitPrice === undefined || !(line.unitPrice >= 0 && line.unitPrice < 1e15)
        ? null
        : priceText(line.unitPrice, currencyCode),
  }));
}

/** The order's header charges and allowances (SAC / ALC) as invoice entries. */
function orderCharges(order: CanonicalOrder, currencyCode: string): InvoiceCharge[] {
  const charges: InvoiceCharge[] = [];
  for (const charge of order.serviceCharges ?? []) {
    const code = charge.type.trim().toUpperCase();
    if (!/^[A-Z0-9]{1,4}$/.test(code) || !chargeIndicators.includes(charge.indicator)) continue;
    const percent = percentText(charge.percent);
    const amount = Math.abs(charge.amount);
    charges.push(
      defined({
        key: `C${charges.length + 1}`,
        indicator: charge.indicator,
        code,
        description: cut(charge.description, 128),
        ...(percent !== undefined
          ? { percent }
          : { amount: amount < 1e14 ? priceText(amount, currencyCode) : undefined }),
      }),
    );
  }
  return charges;
}

/**
 * The prefilled invoice: one line per order line with something shipped and not yet invoiced, at
 * the order's price; the header from the order (currency, terms, bill-to and remit-to, tax rate)
 * and the ship notice (its shipment number). Totals are recalculated; the number is left empty
 * (typed by the user, or given by the project's sequence at the first save).
 */
export function prefillInvoice(source: InvoicePrefillSource): InvoiceData {
  const { order } = source;
  const currencyCode = currencyOf(order, source.orderCurrency);
  const orderLines = invoiceOrderLines(order, source.shipped, source.invoiced, currencyCode);
  const lines: InvoiceItem[] = [];
  for (const [index, line] of order.lines.entries()) {
    const summary = orderLines[index];
    if (summary === undefined) continue;
    const quantity = quantityLeft(summary.shipped, summary.invoiced);
    if (quantity <= 0) continue;
    lines.push(
      defined({
        key: `L${lines.length + 1}`,
        lineNumber: line.lineNumber.trim().slice(0, 20) || String(index + 1),
        buyerItemNumber: cut(line.buyerItemNumber, 32),
        vendorItemNumber: cut(line.vendorItemNumber, 32),
        upc: cut(line.upc, 32),
        description: cut(line.description, 128),
        quantity: Math.min(quantity, 1_000_000_000),
        unit: cut(line.unit, 32),
        unitPrice: summary.unitPrice ?? undefined,
      }),
    );
  }
  const terms = order.saleTerms;
  const rate = percentText(order.taxRatePercent);
  const data: InvoiceData = defined({
    invoiceNumber: '',
    invoiceDate: source.today,
    currencyCode,
    shipNoticeNumber: cut(source.shipNoticeNumber, 32),
    billTo: partyAddress(partyOf(order, 'billTo', 'buyer')),
    remitTo: partyAddress(partyOf(order, 'remitTo', 'seller', 'supplier')),
    terms:
      terms === undefined
        ? undefined
        : defined({
            typeCode: cut(terms.typeCode, 32),
            discountPercent: percentText(terms.discountPercent),
            discountDays: days(terms.discountDays),
            discountDueDate: dayOrUndefined(terms.discountDueDate),
            netDays: days(terms.netDays),
            netDueDate: dayOrUndefined(terms.netDueDate),
            description: cut(terms.description, 128),
          }),
    // A rate the order gives is the standard rate, zero the zero rate (UN/CEFACT 5305 S, Z).
    tax:
      rate === undefined
        ? undefined
        : { ratePercent: rate, categoryCode: rate === '0' ? 'Z' : 'S' },
    lines,
    charges: source.firstInvoice ? orderCharges(order, currencyCode) : [],
  });
  return recalculateInvoice(data);
}
