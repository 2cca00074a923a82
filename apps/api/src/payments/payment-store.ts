import {
  formatMinor,
  minorUnitOf,
  normaliseAmount,
  normaliseDatabaseAmount,
  parseDatabaseDecimal,
  toMinorFromSum,
  type PaymentLine,
  type PaymentMatchState,
} from '@portal/contracts';
import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { invoices, paymentLines, paymentOrders, type Executor } from '../database';

// Reading payment lines and how the invoices they pay stand (docs/payments.md): shared by the
// inbound handler, hand matching, the list, the export and the dashboard.

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;
export type PaymentLineRow = typeof paymentLines.$inferSelect;

/**
 * An invoice we sent: issued by us, an invoice (not a credit memo), and its 810 / INVOIC message
 * made. A draft has no message yet and cannot be paid.
 */
export const isSentInvoice: SQL = and(
  eq(invoices.direction, 'sent'),
  eq(invoices.kind, 'invoice'),
  isNotNull(invoices.messageId),
) as SQL;

/**
 * What the matched lines pay of the invoice of the outer query: an exact numeric sum of each
 * line's amount and the terms discount it took (RMR06 / MOA 52), which settles that much too.
 */
export const paidOfInvoice = sql<string>`(select coalesce(sum(paying.amount + coalesce(paying.discount_amount, 0)), 0) from payment_lines paying where paying.invoice_id = ${invoices.id})`;

/**
 * What is due on the invoice of the outer query: its due payable less the credit memos sent
 * against it (a draft credit memo credits nothing yet).
 */
export const dueOfInvoice = sql<string>`(${invoices.duePayable} - (select coalesce(sum(memo.grand_total), 0) from invoices memo where memo.original_invoice_id = ${invoices.id} and memo.direction = 'sent' and memo.kind = 'creditMemo' and memo.message_id is not null))`;

/** The state of a line, in SQL: for the list's filter (the same rule as {@link matchStateOf}). */
export const matchStateSql = sql<PaymentMatchState>`(case when ${paymentLines.invoiceId} is null then 'unmatched' when ${paidOfInvoice} = ${dueOfInvoice} then 'paid' when ${paidOfInvoice} < ${dueOfInvoice} then 'short' else 'over' end)`;

/**
 * Compares two database sums exactly (-1, 0, 1): a sum may pass the 15 integer digits the
 * typed-amount reader takes, and a caller's data must never turn into a server error.
 */
export function compareSums(a: string, b: string): number {
  const left = parseDatabaseDecimal(a);
  const right = parseDatabaseDecimal(b);
  const scale = Math.max(left.scale, right.scale);
  const l = left.units * 10n ** BigInt(scale - left.scale);
  const r = right.units * 10n ** BigInt(scale - right.scale);
  return l < r ? -1 : l > r ? 1 : 0;
}

/** `a − b` of database sums, in `digits` decimals. */
export const sumDifference = (a: string, b: string, digits: number): string =>
  formatMinor(toMinorFromSum(a, digits) - toMinorFromSum(b, digits), digits);

/** How an invoice's payments stand against what is due on it. */
export function matchStateOf(paid: string, due: string): Exclude<PaymentMatchState, 'unmatched'> {
  const order = compareSums(paid, due);
  return order === 0 ? 'paid' : order < 0 ? 'short' : 'over';
}

/** One invoice's standing: what is due, what its matched lines pay, in its currency's digits. */
export interface InvoiceStanding {
  readonly invoiceId: number;
  readonly serialNumber: number | null;
  readonly invoiceNumber: string;
  readonly currencyCode: string;
  readonly invoiceDate: string;
  readonly due: string;
  readonly paid: string;
}

/** Whether the payments cover what is due (an over-payment pays it too). */
export const isPaidInFull = (standing: InvoiceStanding): boolean =>
  compareSums(standing.paid, standing.due) >= 0;

const standingColumns = {
  invoiceId: invoices.id,
  serialNumber: invoices.serialNumber,
  invoiceNumber: invoices.invoiceNumber,
  currencyCode: invoices.currencyCode,
  invoiceDate: invoices.invoiceDate,
  due: sql<string>`(${dueOfInvoice})::text`,
  paid: sql<string>`(${paidOfInvoice})::text`,
};

type StandingRow = { [K in keyof InvoiceStanding]: InvoiceStanding[K] };

const standingOf = (row: StandingRow): InvoiceStanding => {
  const digits = minorUnitOf(row.currencyCode);
  return {
    ...row,
    due: normaliseDatabaseAmount(row.due, digits),
    paid: normaliseDatabaseAmount(row.paid, digits),
  };
};

/** The standing of sent invoices selected by `which` (ids, an order, a PO), oldest first. */
export async function invoiceStandings(
  executor: Executor,
  which: SQL | undefined,
): Promise<InvoiceStanding[]> {
  const rows = await executor
    .select(standingColumns)
    .from(invoices)
    .where(and(isSentInvoice, which))
    .orderBy(invoices.invoiceDate, invoices.id);
  return rows.map(standingOf);
}

/** The standing of these invoices (sent ones only). */
export const standingsOfInvoices = (
  executor: Executor,
  invoiceIds: readonly number[],
): Promise<InvoiceStanding[]> =>
  invoiceIds.length === 0
    ? Promise.resolve([])
    : invoiceStandings(executor, inArray(invoices.id, [...invoiceIds]));

/** A line with its payment order's header and its invoice's standing, as lists read it. */
export const lineColumns = {
  paymentLineId: paymentLines.id,
  paymentId: paymentOrders.id,
  projectKey: paymentLines.projectKey,
  serialNumber: invoices.serialNumber,
  paymentOrderNumber: paymentOrders.paymentOrderNumber,
  assignedVendorNumber: paymentOrders.assignedVendorNumber,
  invoiceNumber: paymentLines.invoiceNumber,
  relatedInvoiceNumber: paymentLines.relatedInvoiceNumber,
  invoiceDate: paymentLines.invoiceDate,
  poNumber: paymentLines.poNumber,
  amount: paymentLines.amount,
  creditDebit: paymentOrders.creditDebit,
  paymentMethod: paymentOrders.paymentMethod,
  totalAmount: paymentOrders.totalAmount,
  currencyCode: paymentOrders.currencyCode,
  paymentDate: paymentOrders.paymentDate,
  receivedAt: paymentOrders.receivedAt,
  adjustmentAmount: paymentLines.adjustmentAmount,
  adjustmentReason: paymentLines.adjustmentReason,
  invoiceId: invoices.id,
  matchedInvoiceNumber: invoices.invoiceNumber,
  invoiceCurrencyCode: invoices.currencyCode,
  matchedBy: paymentLines.matchedBy,
  invoicePaid: sql<
    string | null
  >`(case when ${invoices.id} is null then null else (${paidOfInvoice})::text end)`,
  invoiceDue: sql<string | null>`(${dueOfInvoice})::text`,
};

/** The lines with their header and the invoice each pays (a line's invoice may be gone). */
export const linesFrom = (executor: Executor) =>
  executor
    .select(lineColumns)
    .from(paymentLines)
    .innerJoin(paymentOrders, eq(paymentOrders.id, paymentLines.paymentOrderId))
    .leftJoin(invoices, eq(invoices.id, paymentLines.invoiceId))
    .$dynamic();

export type LineRow = Awaited<ReturnType<typeof linesFrom>>[number];

/** A payment order's date, else when it came: what the list shows and filters by. */
export const paymentTimeOf = (row: Pick<LineRow, 'paymentDate' | 'receivedAt'>): string =>
  row.paymentDate ?? row.receivedAt.toISOString();

const amountOrNull = (text: string | null, digits: number): string | null =>
  text === null ? null : normaliseAmount(text, digits);

/** A line as the contract shows it: amounts in the currency's digits, the state worked out. */
export function toPaymentLine(row: LineRow): PaymentLine {
  // Lines were stored in the payment order's digits; the invoice's figures are in its own.
  const digits = minorUnitOf(row.currencyCode);
  const invoiceDigits = minorUnitOf(row.invoiceCurrencyCode ?? row.currencyCode);
  const matched = row.invoiceId !== null && row.invoicePaid !== null && row.invoiceDue !== null;
  const due =
    matched && row.invoiceDue !== null
      ? normaliseDatabaseAmount(row.invoiceDue, invoiceDigits)
      : null;
  const paid =
    matched && row.invoicePaid !== null
      ? normaliseDatabaseAmount(row.invoicePaid, invoiceDigits)
      : null;
  return {
    paymentLineId: row.paymentLineId,
    paymentId: row.paymentId,
    projectKey: row.projectKey,
    serialNumber: row.serialNumber,
    paymentOrderNumber: row.paymentOrderNumber,
    assignedVendorNumber: row.assignedVendorNumber,
    invoiceNumber: row.invoiceNumber,
    relatedInvoiceNumber: row.relatedInvoiceNumber,
    invoiceDate: row.invoiceDate,
    poNumber: row.poNumber,
    amount: normaliseAmount(row.amount, digits),
    creditDebit: row.creditDebit,
    paymentMethod: row.paymentMethod,
    totalAmount: normaliseAmount(row.totalAmount, digits),
    currencyCode: row.currencyCode,
    paymentTime: paymentTimeOf(row),
    adjustmentAmount: amountOrNull(row.adjustmentAmount, digits),
    adjustmentReason: row.adjustmentReason,
    invoiceId: row.invoiceId,
    matchedInvoiceNumber: row.matchedInvoiceNumber,
    matchedBy: row.invoiceId === null ? null : row.matchedBy,
    invoiceDue: due,
    difference: due !== null && paid !== null ? sumDifference(due, paid, invoiceDigits) : null,
    matchState: due !== null && paid !== null ? matchStateOf(paid, due) : 'unmatched',
  };
}
