import {
  maxMoneyExportRows,
  minorUnitOf,
  normaliseAmount,
  normaliseDatabaseAmount,
  paymentCandidateCount,
  paymentExportSeconds,
  type Language,
  type PaymentCandidate,
  type PaymentLine,
  type PaymentOrderDetail,
  type PaymentPage,
  type paymentCandidateQuerySchema,
  type paymentFilterSchema,
  type paymentPageQuerySchema,
} from '@portal/contracts';
import { and, asc, count, desc, eq, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditActor, AuditService } from '../audit/audit.service';
import type { Clock } from '../common/clock';
import { containsText } from '../common/paging';
import { invoices, paymentLines, paymentOrders, type Database, type Executor } from '../database';
import { ApiError } from '../errors';
import { zonedMidnight } from '../orders/zoned-day';
import { writePaymentWorkbook } from './payment-export';
import { inCurrencyOf, settleOrders } from './payment-matching';
import {
  dueOfInvoice,
  isSentInvoice,
  linesFrom,
  matchStateSql,
  paidOfInvoice,
  toPaymentLine,
  type LineRow,
} from './payment-store';

type PageQuery = z.output<typeof paymentPageQuerySchema>;
type Filter = z.output<typeof paymentFilterSchema>;
type CandidateQuery = z.output<typeof paymentCandidateQuerySchema>;

/** Rows the export reads per query: the deadline is checked between them. */
const exportChunk = 2_000;

export interface PaymentsOptions {
  /** Seconds an export may take before it answers 5007 (tests pass 0 to reach that answer). */
  readonly exportSeconds?: number;
}

/**
 * Payment orders (docs/payments.md): the remittance lines received with the invoice each pays,
 * one payment order in full, matching a line by hand, and the Excel export of the list.
 */
export class PaymentsService {
  private readonly exportSeconds: number;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly audit: AuditService,
    options: PaymentsOptions = {},
  ) {
    this.exportSeconds = options.exportSeconds ?? paymentExportSeconds;
  }

  /**
   * The filter. Days are the payment's date; a payment order that gave none is dated by when it
   * came, in the user's zone. Numbers match a part, case-insensitively, of what the line names or
   * of the invoice it was matched to.
   */
  private where(filter: Filter): SQL | undefined {
    const zone = filter.timeZone ?? 'UTC';
    const dated = (day: string, compare: 'from' | 'to'): SQL | undefined => {
      const received =
        compare === 'from'
          ? gte(paymentOrders.receivedAt, zonedMidnight(day, zone))
          : lt(paymentOrders.receivedAt, zonedMidnight(day, zone, 1));
      const paid =
        compare === 'from'
          ? sql`${paymentOrders.paymentDate} >= ${day}`
          : sql`${paymentOrders.paymentDate} <= ${day}`;
      return or(
        and(sql`${paymentOrders.paymentDate} is not null`, paid),
        and(isNull(paymentOrders.paymentDate), received),
      );
    };
    return and(
      filter.project_key === undefined
        ? undefined
        : eq(paymentLines.projectKey, filter.project_key),
      filter.from === undefined ? undefined : dated(filter.from, 'from'),
      filter.to === undefined ? undefined : dated(filter.to, 'to'),
      filter.invoiceNumber
        ? or(
            containsText(paymentLines.invoiceNumber, filter.invoiceNumber),
            containsText(paymentLines.relatedInvoiceNumber, filter.invoiceNumber),
            containsText(invoices.invoiceNumber, filter.invoiceNumber),
          )
        : undefined,
      filter.poNumber
        ? or(
            containsText(paymentLines.poNumber, filter.poNumber),
            containsText(invoices.poNumber, filter.poNumber),
          )
        : undefined,
      filter.matchState === undefined ? undefined : sql`${matchStateSql} = ${filter.matchState}`,
    );
  }

  /** Newest payment first (its date, else its day of arrival), then its lines in order. */
  private readonly newestFirst = [
    desc(
      sql`coalesce(${paymentOrders.paymentDate}, to_char(${paymentOrders.receivedAt} at time zone 'UTC', 'YYYY-MM-DD'))`,
    ),
    desc(paymentOrders.receivedAt),
    desc(paymentOrders.id),
    asc(paymentLines.position),
  ];

  async page(query: PageQuery): Promise<PaymentPage> {
    const where = this.where(query);
    const [counted] = await this.db
      .select({ total: count() })
      .from(paymentLines)
      .innerJoin(paymentOrders, eq(paymentOrders.id, paymentLines.paymentOrderId))
      .leftJoin(invoices, eq(invoices.id, paymentLines.invoiceId))
      .where(where);
    const rows = await linesFrom(this.db)
      .where(where)
      .orderBy(...this.newestFirst)
      .limit(query.size)
      .offset((query.page - 1) * query.size);
    return {
      records: rows.map(toPaymentLine),
      total: Number(counted?.total ?? 0),
      page: query.page,
      size: query.size,
    };
  }

  async info(paymentId: number): Promise<PaymentOrderDetail> {
    const [order] = await this.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.id, paymentId));
    if (order === undefined) throw new ApiError('PAYMENT_NOT_FOUND', { field: 'payment_id' });
    const rows = await linesFrom(this.db)
      .where(eq(paymentLines.paymentOrderId, paymentId))
      .orderBy(asc(paymentLines.position));
    return {
      paymentId: order.id,
      projectKey: order.projectKey,
      paymentOrderNumber: order.paymentOrderNumber,
      assignedVendorNumber: order.assignedVendorNumber,
      creditDebit: order.creditDebit,
      paymentMethod: order.paymentMethod,
      totalAmount: normaliseAmount(order.totalAmount, minorUnitOf(order.currencyCode)),
      currencyCode: order.currencyCode,
      paymentTime: order.paymentDate ?? order.receivedAt.toISOString(),
      documentType: order.documentType,
      documentId: order.documentId,
      receivedAt: order.receivedAt.toISOString(),
      lines: rows.map(toPaymentLine),
    };
  }

  private async line(executor: Executor, lineId: number): Promise<PaymentLine> {
    const [row] = await linesFrom(executor).where(eq(paymentLines.id, lineId));
    if (row === undefined) throw new ApiError('PAYMENT_NOT_FOUND', { field: 'line_id' });
    return toPaymentLine(row);
  }

  /**
   * The invoices a hand match of this line may name (what {@link match} accepts, less those paid
   * in full): the line's project's sent invoices still open, filtered by a part of their number
   * and PO, newest first, at most {@link paymentCandidateCount}. Due and paid are the exact sums
   * the line list reads (payment-store.ts), in the invoice's currency digits.
   */
  async candidates(lineId: number, query: CandidateQuery): Promise<PaymentCandidate[]> {
    const [line] = await this.db
      .select({ projectKey: paymentLines.projectKey, currencyCode: paymentOrders.currencyCode })
      .from(paymentLines)
      .innerJoin(paymentOrders, eq(paymentOrders.id, paymentLines.paymentOrderId))
      .where(eq(paymentLines.id, lineId));
    if (line === undefined) throw new ApiError('PAYMENT_NOT_FOUND', { field: 'line_id' });
    const rows = await this.db
      .select({
        invoiceId: invoices.id,
        invoiceNumber: invoices.invoiceNumber,
        poNumber: invoices.poNumber,
        invoiceDate: invoices.invoiceDate,
        currencyCode: invoices.currencyCode,
        due: sql<string>`(${dueOfInvoice})::text`,
        paid: sql<string>`(${paidOfInvoice})::text`,
      })
      .from(invoices)
      .where(
        and(
          isSentInvoice,
          eq(invoices.projectKey, line.projectKey),
          // Only what a hand match may name: an invoice in the payment's currency (else 4037).
          inCurrencyOf(line.currencyCode),
          sql`${paidOfInvoice} < ${dueOfInvoice}`,
          containsText(invoices.invoiceNumber, query.invoiceNumber),
          containsText(invoices.poNumber, query.poNumber),
        ),
      )
      .orderBy(desc(invoices.invoiceDate), desc(invoices.id))
      .limit(paymentCandidateCount);
    return rows.map((row) => {
      const digits = minorUnitOf(row.currencyCode);
      return {
        ...row,
        due: normaliseDatabaseAmount(row.due, digits),
        paid: normaliseDatabaseAmount(row.paid, digits),
      };
    });
  }

  /**
   * Matches an unmatched line to one of the project's sent invoices by hand (4036 when the line
   * is matched already, 3003 when the invoice is not one of ours sent in that project, 4037 when
   * the payment names another currency than the invoice's), logs it in the audit trail, and
   * ends the invoice's order when that pays it in full.
   */
  async match(lineId: number, invoiceId: number, actor: AuditActor & { account: string }) {
    return this.db.transaction(async (tx) => {
      // Locked: two users matching the same line queue up, and the second is told it is matched.
      const [line] = await tx
        .select()
        .from(paymentLines)
        .where(eq(paymentLines.id, lineId))
        .for('update');
      if (line === undefined) throw new ApiError('PAYMENT_NOT_FOUND', { field: 'line_id' });
      if (line.invoiceId !== null) {
        throw new ApiError('PAYMENT_ALREADY_MATCHED', { field: 'line_id' });
      }
      const [invoice] = await tx
        .select({
          id: invoices.id,
          invoiceNumber: invoices.invoiceNumber,
          currencyCode: invoices.currencyCode,
        })
        .from(invoices)
        .where(
          and(eq(invoices.id, invoiceId), eq(invoices.projectKey, line.projectKey), isSentInvoice),
        );
      if (invoice === undefined) throw new ApiError('INVOICE_NOT_FOUND', { field: 'invoiceId' });
      const [order] = await tx
        .select({
          paymentOrderNumber: paymentOrders.paymentOrderNumber,
          type: paymentOrders.documentType,
          currencyCode: paymentOrders.currencyCode,
        })
        .from(paymentOrders)
        .where(eq(paymentOrders.id, line.paymentOrderId));
      // Amounts of two currencies cannot be added up: a payment in another currency than the
      // invoice's would count as paying it at face value.
      const paidIn = order?.currencyCode?.trim().toUpperCase() ?? '';
      if (paidIn !== '' && paidIn !== invoice.currencyCode) {
        throw new ApiError('PAYMENT_CURRENCY_MISMATCH', { field: 'invoiceId' });
      }
      const now = this.clock.now();
      await tx
        .update(paymentLines)
        .set({ invoiceId, matchedBy: 'hand', matchedAt: now, matchedByUser: actor.account })
        .where(eq(paymentLines.id, lineId));
      await this.audit.record(tx, actor, {
        action: 'payment.match',
        target: `payment line ${lineId}`,
        detail: {
          paymentOrderNumber: order?.paymentOrderNumber ?? null,
          remittanceInvoiceNumber: line.invoiceNumber,
          invoiceId,
          invoiceNumber: invoice.invoiceNumber,
        },
      });
      await settleOrders(tx, [invoiceId], {
        actor: actor.account,
        note: {
          event: 'paymentMatchedByHand',
          params: { documentType: order?.type, paymentNumber: order?.paymentOrderNumber },
        },
        now,
      });
      return this.line(tx, lineId);
    });
  }

  /**
   * Every line matching the filter (newest first, at most `maxMoneyExportRows`) as a workbook in
   * the user's language. Read in chunks; past the deadline it stops and answers 5007 rather than
   * keep the user waiting on an answer the browser has given up on.
   */
  async export(filter: Filter, language: Language): Promise<Buffer> {
    const deadline = this.clock.now().getTime() + this.exportSeconds * 1000;
    const overdue = () => {
      if (this.clock.now().getTime() >= deadline) throw new ApiError('PAYMENT_EXPORT_TIMEOUT');
    };
    const where = this.where(filter);
    const rows: LineRow[] = [];
    while (rows.length < maxMoneyExportRows) {
      const chunk = await linesFrom(this.db)
        .where(where)
        .orderBy(...this.newestFirst)
        .limit(Math.min(exportChunk, maxMoneyExportRows - rows.length))
        .offset(rows.length);
      rows.push(...chunk);
      overdue();
      if (chunk.length < exportChunk) break;
    }
    const bytes = await writePaymentWorkbook(rows.map(toPaymentLine), language);
    overdue();
    return bytes;
  }
}
