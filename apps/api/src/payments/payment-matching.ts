import { minorUnitOf, type MatchMethod, type OrderLogNote } from '@portal/contracts';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { invoices, orders, type Executor } from '../database';
import { everythingShippedInvoiced } from '../invoices/invoice-store';
import { moveOrderIfAllowed } from '../orders/order-lifecycle';
import {
  compareSums,
  dueOfInvoice,
  invoiceStandings,
  isPaidInFull,
  isSentInvoice,
  paidOfInvoice,
  standingsOfInvoices,
  sumDifference,
  type InvoiceStanding,
} from './payment-store';

// Matching remittance lines to our invoices, and ending orders once paid (docs/payments.md).

/** What a remittance line names, as stored. */
export interface RemittanceKeys {
  readonly invoiceNumber: string;
  readonly relatedInvoiceNumber: string | null;
  readonly poNumber: string | null;
  readonly amount: string;
}

export interface FoundInvoice {
  readonly invoiceId: number;
  readonly matchedBy: MatchMethod;
}

/**
 * The invoices a payment in `currencyCode` may pay: those in that currency, or any when the
 * payment names none (an 820 without CUR pays in the invoice's). A payment in another currency
 * than the invoice's is left for the user rather than counted as paying it.
 */
export const inCurrencyOf = (currencyCode: string | null): SQL | undefined =>
  currencyCode === null || currencyCode.trim() === ''
    ? undefined
    : eq(invoices.currencyCode, currencyCode.trim().toUpperCase());

/** The project's sent invoice with this number (numbers are unique per project among ours). */
async function invoiceByNumber(
  executor: Executor,
  projectKey: string,
  invoiceNumber: string,
  currency: SQL | undefined,
): Promise<number | undefined> {
  if (invoiceNumber === '') return undefined;
  const [row] = await executor
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.projectKey, projectKey),
        eq(invoices.invoiceNumber, invoiceNumber),
        isSentInvoice,
        currency,
      ),
    )
    .limit(1);
  return row?.id;
}

/**
 * The invoice a line pays by its PO: of the project's sent invoices of that PO still open
 * (paid less than due), the oldest by invoice date. Several open invoices of that same oldest
 * date are told apart only when exactly one of them leaves open what the line pays; otherwise
 * the line is ambiguous and stays unmatched for the user.
 */
async function invoiceByPo(
  executor: Executor,
  projectKey: string,
  poNumber: string,
  amount: string,
  currency: SQL | undefined,
): Promise<number | undefined> {
  const open = await invoiceStandings(
    executor,
    and(
      eq(invoices.projectKey, projectKey),
      eq(invoices.poNumber, poNumber),
      currency,
      sql`${paidOfInvoice} < ${dueOfInvoice}`,
    ),
  );
  const oldest = open[0];
  if (oldest === undefined) return undefined;
  const tied = open.filter((standing) => standing.invoiceDate === oldest.invoiceDate);
  if (tied.length === 1) return oldest.invoiceId;
  const exact = tied.filter(
    (standing) =>
      compareSums(
        sumDifference(standing.due, standing.paid, minorUnitOf(standing.currencyCode)),
        amount,
      ) === 0,
  );
  return exact.length === 1 ? exact[0]?.invoiceId : undefined;
}

/**
 * The invoice of ours a remittance line pays: by its invoice number (then its related invoice
 * number), else by its PO; undefined when none is found or the PO leaves it ambiguous. Only
 * invoices in the payment's currency (`currencyCode`, null when it names none) count.
 */
export async function findInvoiceFor(
  executor: Executor,
  projectKey: string,
  line: RemittanceKeys,
  currencyCode: string | null,
): Promise<FoundInvoice | undefined> {
  const currency = inCurrencyOf(currencyCode);
  for (const number of [line.invoiceNumber, line.relatedInvoiceNumber]) {
    if (number === null) continue;
    const invoiceId = await invoiceByNumber(executor, projectKey, number, currency);
    if (invoiceId !== undefined) return { invoiceId, matchedBy: 'invoiceNumber' };
  }
  if (line.poNumber === null || line.poNumber === '') return undefined;
  const invoiceId = await invoiceByPo(executor, projectKey, line.poNumber, line.amount, currency);
  return invoiceId === undefined ? undefined : { invoiceId, matchedBy: 'poNumber' };
}

/** Who settles and why: the order log's actor and what it says. */
export interface Settlement {
  readonly actor: string;
  readonly note: OrderLogNote;
  readonly now: Date;
}

/**
 * After lines were matched to `invoiceIds` (or a credit memo lowered what is due on them): every
 * order one of them bills whose sent invoices bill everything it shipped and are now all paid in
 * full moves SENT_INV → PAYMENT_ORDER (`paymentReceived`). An order billed in part keeps its
 * status, so the rest can still be invoiced (sending excludes PAYMENT_ORDER). The orders are
 * locked first, in serial-number order (as every multi-order move locks them), and only then are
 * the sums read, so two payments committed at once cannot each miss the other's lines. An order
 * not at SENT_INV (its invoice still being written) keeps its status. Returns the orders moved.
 */
export async function settleOrders(
  tx: Executor,
  invoiceIds: readonly number[],
  settlement: Settlement,
): Promise<number[]> {
  const touched = await standingsOfInvoices(tx, invoiceIds);
  const serialNumbers = [
    ...new Set(
      touched.flatMap((standing) =>
        standing.serialNumber === null ? [] : [standing.serialNumber],
      ),
    ),
  ].sort((a, b) => a - b);
  if (serialNumbers.length === 0) return [];
  const locked = await tx
    .select()
    .from(orders)
    .where(inArray(orders.serialNumber, serialNumbers))
    .orderBy(asc(orders.serialNumber))
    .for('update');
  const moved: number[] = [];
  for (const order of locked) {
    if (order.status !== 'SENT_INV') continue;
    const billed: InvoiceStanding[] = await invoiceStandings(
      tx,
      eq(invoices.serialNumber, order.serialNumber),
    );
    if (billed.length === 0 || !billed.every(isPaidInFull)) continue;
    if (!(await everythingShippedInvoiced(tx, order))) continue;
    const result = await moveOrderIfAllowed(
      tx,
      order.serialNumber,
      {
        move: 'paymentReceived',
        apply: async () => ({ note: settlement.note, messageIds: [] }),
      },
      { actor: settlement.actor, now: settlement.now },
    );
    if (result !== undefined) moved.push(order.serialNumber);
  }
  return moved;
}

/**
 * The gateway's written hook, after the invoice hook moved orders to SENT_INV: a payment can
 * arrive while its invoice's file is still being written (the order at SEND_INV keeps its status
 * then), so once an 810 / INVOIC is written its invoice is settled again, and an order already
 * paid in full ends (PAYMENT_ORDER) without waiting for another remittance. A credit memo's file
 * settles its original: the credit lowers what is due, which may leave it paid (100 invoiced, 90
 * paid short, 10 credited). Run here rather than in sending, which may not import payments/.
 */
export async function settleWrittenInvoices(
  tx: Executor,
  written: readonly { readonly id: number }[],
  now: Date,
): Promise<void> {
  if (written.length === 0) return;
  const rows = await tx
    .select({ id: invoices.id, kind: invoices.kind, originalId: invoices.originalInvoiceId })
    .from(invoices)
    .where(
      and(
        inArray(
          invoices.messageId,
          written.map((message) => message.id),
        ),
        eq(invoices.direction, 'sent'),
      ),
    );
  const written810s = rows.flatMap((row) => (row.kind === 'invoice' ? [row.id] : []));
  const credited = rows.flatMap((row) =>
    row.kind === 'creditMemo' && row.originalId !== null ? [row.originalId] : [],
  );
  if (written810s.length > 0) {
    await settleOrders(tx, written810s, {
      actor: 'system',
      note: { event: 'paidBeforeInvoiceWritten' },
      now,
    });
  }
  if (credited.length > 0) {
    await settleOrders(tx, credited, {
      actor: 'system',
      note: { event: 'paidOnceCredited' },
      now,
    });
  }
}
