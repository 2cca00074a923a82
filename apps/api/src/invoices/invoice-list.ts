import {
  compareDecimals,
  formatMinor,
  invoiceStatuses,
  isDecimal,
  minorUnitOf,
  subtractAmounts,
  toMinor,
  type InvoiceStatus,
  type InvoiceSummary,
  type PaidState,
  type invoiceFilterSchema,
} from '@portal/contracts';
import {
  and,
  count,
  desc,
  eq,
  gte,
  ilike,
  isNotNull,
  isNull,
  lte,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { z } from 'zod';
import { containsText, escapeLike } from '../common/paging';
import { documents, invoices, messages, type Executor } from '../database';

// The invoice list (docs/invoices.md, "The list"): status from the message, what is paid from
// the matched remittance lines, summed exactly in SQL (numeric sums read as text).

export type InvoiceFilter = z.output<typeof invoiceFilterSchema>;

/** What the matched remittance lines pay, the terms discount they took included (numeric text). */
const paidSum = sql<string>`coalesce((select sum(pl.amount + coalesce(pl.discount_amount, 0)) from payment_lines pl where pl.invoice_id = ${invoices.id}), 0)::text`;

/** What sent credit memos take off the invoice (numeric text). */
const creditedSum = sql<string>`coalesce((select sum(cm.grand_total) from invoices cm where cm.original_invoice_id = ${invoices.id} and cm.kind = 'creditMemo' and cm.message_id is not null), 0)::text`;

/** A draft, the status of the message it was sent as, or received. */
const statusOf = sql<string>`case when ${invoices.direction} = 'received' then 'received' when ${invoices.messageId} is null then 'draft' else coalesce(${messages.status}, 'new') end`;

/** The filter as a condition over invoices left-joined with their message. */
export function invoiceConditions(filter: InvoiceFilter): SQL | undefined {
  const status = filter.status;
  return and(
    filter.project_key === undefined ? undefined : eq(invoices.projectKey, filter.project_key),
    filter.direction === undefined ? undefined : eq(invoices.direction, filter.direction),
    status === undefined
      ? undefined
      : status === 'draft'
        ? and(eq(invoices.direction, 'sent'), isNull(invoices.messageId))
        : status === 'received'
          ? eq(invoices.direction, 'received')
          : and(isNotNull(invoices.messageId), eq(messages.status, status)),
    // Numbers match from their start, as the order list's numbers do.
    filter.invoiceNumber
      ? ilike(invoices.invoiceNumber, `${escapeLike(filter.invoiceNumber)}%`)
      : undefined,
    containsText(invoices.poNumber, filter.poNumber),
    filter.from === undefined ? undefined : gte(invoices.invoiceDate, filter.from),
    filter.to === undefined ? undefined : lte(invoices.invoiceDate, filter.to),
    filter.unpaidOnly === true
      ? and(
          eq(invoices.direction, 'sent'),
          eq(invoices.kind, 'invoice'),
          isNotNull(invoices.messageId),
          sql`${paidSum}::numeric < ${invoices.duePayable} - ${creditedSum}::numeric`,
        )
      : undefined,
  );
}

/** A numeric column's text in the currency's digits ("12.500000" → "12.50"). */
export function columnAmount(text: string, currencyCode: string): string {
  const minor = minorUnitOf(currencyCode);
  return isDecimal(text) ? formatMinor(toMinor(text, minor), minor) : text;
}

/**
 * How far the payments cover what is due (the due payable less the credit memos sent against
 * it): nothing paid of something due is unpaid, less partial, exactly paid, more over-paid.
 */
export function paidStateOf(paid: string, due: string): PaidState {
  const comparison = compareDecimals(paid, due);
  if (comparison === 0 || (compareDecimals(due, '0') <= 0 && compareDecimals(paid, '0') === 0)) {
    return 'paid';
  }
  if (comparison > 0) return 'overpaid';
  return compareDecimals(paid, '0') === 0 ? 'unpaid' : 'partial';
}

export const asInvoiceStatus = (status: string): InvoiceStatus =>
  (invoiceStatuses as readonly string[]).includes(status) ? (status as InvoiceStatus) : 'new';

function query(executor: Executor) {
  return executor
    .select({
      invoiceId: invoices.id,
      projectKey: invoices.projectKey,
      direction: invoices.direction,
      kind: invoices.kind,
      invoiceNumber: invoices.invoiceNumber,
      poNumber: invoices.poNumber,
      serialNumber: invoices.serialNumber,
      invoiceDate: invoices.invoiceDate,
      grandTotal: invoices.grandTotal,
      duePayable: invoices.duePayable,
      currencyCode: invoices.currencyCode,
      status: statusOf,
      documentType: sql<
        string | null
      >`coalesce(${messages.documentType}, ${documents.documentType})`,
      messageId: invoices.messageId,
      paid: paidSum,
      credited: creditedSum,
      sentAt: invoices.sentAt,
      updatedAt: invoices.updatedAt,
    })
    .from(invoices)
    .leftJoin(messages, eq(messages.id, invoices.messageId))
    .leftJoin(documents, eq(documents.id, invoices.documentId));
}

type SummaryRow = Awaited<ReturnType<typeof query>>[number];

function toSummary(row: SummaryRow): InvoiceSummary {
  const minor = minorUnitOf(row.currencyCode);
  const paid = columnAmount(row.paid, row.currencyCode);
  const due =
    isDecimal(row.duePayable) && isDecimal(row.credited)
      ? subtractAmounts(row.duePayable, row.credited, minor)
      : row.duePayable;
  return {
    invoiceId: row.invoiceId,
    projectKey: row.projectKey,
    direction: row.direction,
    kind: row.kind,
    invoiceNumber: row.invoiceNumber,
    poNumber: row.poNumber,
    serialNumber: row.serialNumber,
    invoiceDate: row.invoiceDate,
    grandTotal: columnAmount(row.grandTotal, row.currencyCode),
    currencyCode: row.currencyCode,
    status: asInvoiceStatus(row.status),
    documentType: row.documentType,
    messageId: row.messageId,
    paidAmount: paid,
    paidState: isDecimal(paid) && isDecimal(due) ? paidStateOf(paid, due) : 'unpaid',
    sentAt: row.sentAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Matching invoices, newest invoice date first. */
export async function invoiceSummaries(
  executor: Executor,
  where: SQL | undefined,
  page: { limit: number; offset: number },
): Promise<InvoiceSummary[]> {
  const rows = await query(executor)
    .where(where)
    .orderBy(desc(invoices.invoiceDate), desc(invoices.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(toSummary);
}

export async function countInvoices(executor: Executor, where: SQL | undefined): Promise<number> {
  const [counted] = await executor
    .select({ total: count() })
    .from(invoices)
    .leftJoin(messages, eq(messages.id, invoices.messageId))
    .where(where);
  return Number(counted?.total ?? 0);
}

/** What is still due on an invoice: its due payable less the credit memos sent against it. */
export async function paidAndDue(
  executor: Executor,
  invoiceId: number,
): Promise<{ paid: string; due: string } | undefined> {
  const [row] = await query(executor).where(eq(invoices.id, invoiceId));
  if (row === undefined) return undefined;
  const summary = toSummary(row);
  const minor = minorUnitOf(row.currencyCode);
  return {
    paid: summary.paidAmount,
    due:
      isDecimal(row.duePayable) && isDecimal(row.credited)
        ? subtractAmounts(row.duePayable, row.credited, minor)
        : row.duePayable,
  };
}
