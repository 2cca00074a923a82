/**
 * What the simulated customer remembers between documents: the orders it sent (an 860 changes
 * one of them) and the invoices it owes (an 820 / REMADV pays them), plus the helpers the X12 and
 * EDIFACT generators share.
 */
import { catalog, type CatalogItem } from './catalog';
import type { Random } from './random';

export interface OrderedLine {
  readonly lineNumber: string;
  readonly vendorItem: string;
  readonly buyerItem: string;
  readonly upc: string;
  readonly gtin: string;
  readonly description: string;
  readonly quantity: number;
  readonly unitPrice: number;
  readonly unit: 'EA' | 'CA';
  readonly pack: number;
  readonly cartonWeight: number;
}

/** An order as sent, kept so that later changes and payments refer to real numbers. */
export interface SentOrder {
  readonly poNumber: string;
  /** YYYY-MM-DD */
  readonly orderDate: string;
  readonly currency: string;
  readonly lines: readonly OrderedLine[];
  /** How many 860s / ORDCHGs changed it: the next change is number `changes + 1`. */
  readonly changes: number;
}

/** An invoice of ours the customer has not paid yet. */
export interface OpenInvoice {
  readonly invoiceNumber: string;
  readonly amount: number;
  readonly poNumber?: string;
  /** YYYY-MM-DD */
  readonly invoiceDate?: string;
}

/** What one generated document is, for the caller's bookkeeping and the tests. */
export interface GeneratedDocument {
  /** 850, 860, 830, 820, ORDERS, REMADV */
  readonly type: string;
  /** ST02 / UNH01 */
  readonly controlNumber: string;
  /** BEG03 / BCH03 / BFR02 / TRN02 / BGM02 */
  readonly documentNumber: string;
  /** The PO it orders or changes, for 850 / 860 / ORDERS. */
  readonly poNumber?: string;
  /** Invoices it pays, for 820 / REMADV. */
  readonly invoiceNumbers?: readonly string[];
}

export const round2 = (value: number): number => Math.round(value * 100) / 100;
export const money = (value: number): string => round2(value).toFixed(2);

export const addDays = (date: Date, days: number): Date =>
  new Date(date.getTime() + days * 86_400_000);

/** CCYYMMDD in UTC. */
export const ymd = (date: Date): string => date.toISOString().slice(0, 10).replaceAll('-', '');
/** YYYY-MM-DD in UTC. */
export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);
export const fromIsoDay = (day: string): Date => new Date(`${day}T00:00:00Z`);

/** The Monday on or after `date`: forecasts are in weekly buckets. */
export function nextMonday(date: Date): Date {
  const day = date.getUTCDay();
  return addDays(date, day === 1 ? 0 : (8 - day) % 7);
}

export function lineFromItem(
  item: CatalogItem,
  lineNumber: number,
  random: Random,
  cartonsMax = 20,
): OrderedLine {
  return {
    lineNumber: String(lineNumber),
    vendorItem: item.vendorItem,
    buyerItem: item.buyerItem,
    upc: item.upc,
    gtin: item.gtin,
    description: item.description,
    quantity: item.pack * random.int(1, cartonsMax),
    unitPrice: item.unitPrice,
    unit: item.unit,
    pack: item.pack,
    cartonWeight: item.cartonWeight,
  };
}

/** `count` lines of different catalogue items. */
export function orderLines(random: Random, count: number): OrderedLine[] {
  return random.sample(catalog, count).map((item, index) => lineFromItem(item, index + 1, random));
}

/** A catalogue item the order does not have yet (for an added line). */
export function newItemFor(order: SentOrder, random: Random): CatalogItem {
  const used = new Set(order.lines.map((line) => line.vendorItem));
  const free = catalog.filter((item) => !used.has(item.vendorItem));
  return random.pick(free.length > 0 ? free : catalog);
}

export const orderAmount = (lines: readonly OrderedLine[]): number =>
  round2(lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0));

/**
 * The invoices a payment settles: open ones first (from our outbound 810s / INVOICs), else ones
 * made up for orders sent, else made-up numbers, so a payment can always be generated.
 */
export function invoicesToPay(
  random: Random,
  open: OpenInvoice[],
  orders: readonly SentOrder[],
  documentNumber: string,
  date: Date,
): OpenInvoice[] {
  const count = random.int(1, 4);
  if (open.length > 0) return open.splice(0, Math.min(count, open.length));
  if (orders.length > 0) {
    return random.sample(orders, count).map((order) => ({
      invoiceNumber: `INV-${order.poNumber}`,
      amount: orderAmount(order.lines),
      poNumber: order.poNumber,
      // Ten days after the order, but never after the payment itself.
      invoiceDate: isoDay(
        new Date(Math.min(addDays(fromIsoDay(order.orderDate), 10).getTime(), date.getTime())),
      ),
    }));
  }
  return Array.from({ length: count }, (_, index) => ({
    invoiceNumber: `INV-${documentNumber}-${index + 1}`,
    amount: round2(random.int(5_000, 500_000) / 100),
    invoiceDate: isoDay(addDays(date, -random.int(20, 40))),
  }));
}

/** Amount paid per invoice: now and then with a 2 % early-payment discount taken. */
export function payment(
  random: Random,
  invoice: OpenInvoice,
): { paid: number; discount: number | undefined } {
  if (!random.chance(0.3)) return { paid: invoice.amount, discount: undefined };
  const discount = round2(invoice.amount * 0.02);
  return { paid: round2(invoice.amount - discount), discount };
}
