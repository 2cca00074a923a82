import {
  addDays,
  dateInTimeZone,
  formatMinor,
  messageStatuses,
  minorUnitOf,
  normaliseDatabaseAmount,
  receivableAges,
  toMinorFromSum,
  orderStatuses,
  resolveStatisticRange,
  statisticBuckets,
  statisticRangeFits,
  type CurrencyTotals,
  type DeliveryQuantityStatistic,
  type DeliverySeriesStatistic,
  type MessageStatusCounts,
  type MoneyStatistic,
  type ReceivableAge,
  type OrderQuantityStatistic,
  type OrderSeriesStatistic,
  type OrderStatusCounts,
  type StatisticQuery,
  type StatisticRange,
} from '@portal/contracts';
import { and, eq, gte, lt, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Clock } from '../common/clock';
import {
  invoices,
  messages,
  orders,
  paymentLines,
  paymentOrders,
  type Database,
} from '../database';
import { FieldValidationError } from '../errors/validation';
import { dueOfInvoice, isSentInvoice, paidOfInvoice } from '../payments/payment-store';

/** invalid_parameter_value: what PostgreSQL answers for a time zone it does not know. */
const unknownTimeZoneCode = '22023';

/** Whether a database error (or one it wraps, as drizzle does) is an unknown time zone. */
function isUnknownTimeZone(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = (current as Error & { code?: unknown }).code;
    if (code === unknownTimeZoneCode && /time zone/i.test(current.message)) return true;
  }
  return false;
}

const zeroCounts = <Status extends string>(statuses: readonly Status[]): Record<Status, number> =>
  Object.fromEntries(statuses.map((status) => [status, 0])) as Record<Status, number>;

const isOneOf = <Value extends string>(values: readonly Value[], value: string): value is Value =>
  (values as readonly string[]).includes(value);

const rowCount = sql<number>`count(*)::int`;
/** numeric sums as float8: JSON numbers, the same on PGlite and on pg. */
const sumOf = (column: AnyColumn) => sql<number>`coalesce(sum(${column}), 0)::float8`;

/** Currencies by code, the orders that name none last. */
function byCurrencyCode(a: CurrencyTotals, b: CurrencyTotals): number {
  if (a.currencyCode === b.currencyCode) return 0;
  if (a.currencyCode === null) return 1;
  if (b.currencyCode === null) return -1;
  return a.currencyCode.localeCompare(b.currencyCode);
}

/**
 * The dashboard's figures (spec §7 Statistics). Everything is counted by the database: rows are
 * filtered by a plain range on the time column (so its index serves it) and grouped by status or
 * by `date_trunc` of the time read in the caller's zone; only the groups come back.
 */
export class StatisticsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** The query's range after defaults; refused when its unit would need too many buckets. */
  range(query: StatisticQuery): StatisticRange {
    const range = resolveStatisticRange(query, this.clock.now());
    // The schema checks a range given in full; a default end (today) can still make it too long.
    if (!statisticRangeFits(range)) {
      throw new FieldValidationError([{ field: 'to', rule: 'invalid' }]);
    }
    return range;
  }

  async orderQuantity(query: StatisticQuery): Promise<OrderQuantityStatistic> {
    const range = this.range(query);
    const groups = await this.run(() =>
      this.db
        .select({
          status: orders.status,
          currencyCode: orders.currencyCode,
          count: rowCount,
          quantity: sumOf(orders.quantity),
          amount: sumOf(orders.amount),
        })
        .from(orders)
        .where(this.filter(orders.receivedAt, orders.projectKey, range, query.project_key))
        .groupBy(orders.status, orders.currencyCode),
    );
    const byStatus: OrderStatusCounts = zeroCounts(orderStatuses);
    const currencies = new Map<string | null, { count: number; amount: number }>();
    let count = 0;
    let quantity = 0;
    for (const group of groups) {
      count += group.count;
      quantity += group.quantity;
      if (isOneOf(orderStatuses, group.status)) byStatus[group.status] += group.count;
      const currency = currencies.get(group.currencyCode) ?? { count: 0, amount: 0 };
      currencies.set(group.currencyCode, {
        count: currency.count + group.count,
        amount: currency.amount + group.amount,
      });
    }
    const amountByCurrency = [...currencies]
      .map(([currencyCode, totals]) => ({ currencyCode, ...totals }))
      .sort(
        (a, b) => b.amount - a.amount || (a.currencyCode ?? '').localeCompare(b.currencyCode ?? ''),
      );
    return { range, count, quantity, byStatus, amountByCurrency };
  }

  /**
   * Orders per bucket, and per currency within it: amounts of different currencies are never
   * summed, so a chart can draw one series per currency (orders naming none apart).
   */
  async orderSeries(query: StatisticQuery): Promise<OrderSeriesStatistic> {
    const range = this.range(query);
    const groups = await this.run(() =>
      this.db
        .select({
          bucket: this.bucketOf(orders.receivedAt, range),
          currencyCode: orders.currencyCode,
          count: rowCount,
          quantity: sumOf(orders.quantity),
          amount: sumOf(orders.amount),
        })
        .from(orders)
        .where(this.filter(orders.receivedAt, orders.projectKey, range, query.project_key))
        .groupBy(sql`1`, orders.currencyCode),
    );
    const found = new Map<
      string,
      { count: number; quantity: number; byCurrency: CurrencyTotals[] }
    >();
    for (const group of groups) {
      const bucket = found.get(group.bucket) ?? { count: 0, quantity: 0, byCurrency: [] };
      bucket.count += group.count;
      bucket.quantity += group.quantity;
      bucket.byCurrency.push({
        currencyCode: group.currencyCode,
        count: group.count,
        amount: group.amount,
      });
      found.set(group.bucket, bucket);
    }
    return {
      range,
      buckets: statisticBuckets(range).map((bucket) => {
        const group = found.get(bucket) ?? { count: 0, quantity: 0, byCurrency: [] };
        return { bucket, ...group, byCurrency: group.byCurrency.sort(byCurrencyCode) };
      }),
    };
  }

  async deliveryQuantity(query: StatisticQuery): Promise<DeliveryQuantityStatistic> {
    const range = this.range(query);
    const groups = await this.run(() =>
      this.db
        .select({ status: messages.status, documentType: messages.documentType, count: rowCount })
        .from(messages)
        .where(this.filter(messages.createdAt, messages.projectKey, range, query.project_key))
        .groupBy(messages.status, messages.documentType),
    );
    const byStatus: MessageStatusCounts = zeroCounts(messageStatuses);
    const types = new Map<string, number>();
    let count = 0;
    for (const group of groups) {
      count += group.count;
      if (isOneOf(messageStatuses, group.status)) byStatus[group.status] += group.count;
      types.set(group.documentType, (types.get(group.documentType) ?? 0) + group.count);
    }
    const byDocumentType = [...types]
      .map(([documentType, sent]) => ({ documentType, count: sent }))
      .sort((a, b) => b.count - a.count || a.documentType.localeCompare(b.documentType));
    return { range, count, byStatus, byDocumentType };
  }

  async deliverySeries(query: StatisticQuery): Promise<DeliverySeriesStatistic> {
    const range = this.range(query);
    const groups = await this.run(() =>
      this.db
        .select({
          bucket: this.bucketOf(messages.createdAt, range),
          status: messages.status,
          count: rowCount,
        })
        .from(messages)
        .where(this.filter(messages.createdAt, messages.projectKey, range, query.project_key))
        .groupBy(sql`1`, messages.status),
    );
    const found = new Map<string, { count: number; byStatus: MessageStatusCounts }>();
    for (const group of groups) {
      const bucket = found.get(group.bucket) ?? { count: 0, byStatus: zeroCounts(messageStatuses) };
      bucket.count += group.count;
      if (isOneOf(messageStatuses, group.status)) bucket.byStatus[group.status] += group.count;
      found.set(group.bucket, bucket);
    }
    return {
      range,
      buckets: statisticBuckets(range).map((bucket) => ({
        bucket,
        ...(found.get(bucket) ?? { count: 0, byStatus: zeroCounts(messageStatuses) }),
      })),
    };
  }

  /**
   * The finance figures (docs/payments.md, "Dashboard"), per currency, as exact decimal sums the
   * database adds up in `numeric`: invoiced per bucket (sent invoices by invoice date, credit
   * memos subtracted by theirs), paid per bucket (matched remittance lines by the payment's
   * date, else the day it came in the zone), and what sent invoices leave open today by age.
   */
  async money(query: StatisticQuery): Promise<MoneyStatistic> {
    const range = this.range(query);
    const project = query.project_key;
    const { from, to, timeZone } = range;
    // A date (invoice, payment) has no time of day: it falls in the bucket its midnight starts.
    const dayBucket = (day: SQL) =>
      sql<string>`to_char(date_trunc(${range.unit}, (${day})::timestamp), 'YYYY-MM-DD HH24:MI')`;
    const sentOrMemo = and(
      eq(invoices.direction, 'sent'),
      sql`${invoices.messageId} is not null`,
      project === undefined ? undefined : eq(invoices.projectKey, project),
    );
    const paymentDay = sql`coalesce(${paymentOrders.paymentDate}, to_char(timezone(${timeZone}, ${paymentOrders.receivedAt}), 'YYYY-MM-DD'))`;
    const today = dateInTimeZone(this.clock.now(), timeZone);
    const age = sql<number>`(${today}::date - ${invoices.invoiceDate}::date)`;
    const ageGroup = sql<ReceivableAge>`(case when ${age} <= 30 then '0-30' when ${age} <= 60 then '31-60' when ${age} <= 90 then '61-90' else '90+' end)`;
    const open = sql`(${dueOfInvoice} - ${paidOfInvoice})`;

    const [invoiced, paid, receivables] = await this.run(() =>
      Promise.all([
        this.db
          .select({
            currencyCode: invoices.currencyCode,
            bucket: dayBucket(sql`${invoices.invoiceDate}`),
            amount: sql<string>`sum(case when ${invoices.kind} = 'creditMemo' then -${invoices.grandTotal} else ${invoices.grandTotal} end)::text`,
          })
          .from(invoices)
          .where(and(sentOrMemo, gte(invoices.invoiceDate, from), lte(invoices.invoiceDate, to)))
          .groupBy(sql`1`, sql`2`),
        this.db
          .select({
            currencyCode: invoices.currencyCode,
            bucket: dayBucket(paymentDay),
            amount: sql<string>`sum(${paymentLines.amount})::text`,
          })
          .from(paymentLines)
          .innerJoin(paymentOrders, eq(paymentOrders.id, paymentLines.paymentOrderId))
          .innerJoin(invoices, eq(invoices.id, paymentLines.invoiceId))
          .where(
            and(
              project === undefined ? undefined : eq(paymentLines.projectKey, project),
              sql`${paymentDay} >= ${from}`,
              sql`${paymentDay} <= ${to}`,
            ),
          )
          .groupBy(sql`1`, sql`2`),
        this.db
          .select({
            currencyCode: invoices.currencyCode,
            age: ageGroup,
            amount: sql<string>`sum(${open})::text`,
          })
          .from(invoices)
          .where(
            and(
              isSentInvoice,
              project === undefined ? undefined : eq(invoices.projectKey, project),
              sql`${open} > 0`,
            ),
          )
          .groupBy(sql`1`, sql`2`),
      ]),
    );

    const codes = [
      ...new Set([...invoiced, ...paid, ...receivables].map((row) => row.currencyCode)),
    ].sort();
    const buckets = statisticBuckets(range);
    return {
      range,
      currencies: codes.map((currencyCode) => {
        const digits = minorUnitOf(currencyCode);
        const zero = formatMinor(0n, digits);
        const byBucket = (
          rows: readonly { currencyCode: string; bucket: string; amount: string }[],
        ) =>
          new Map(
            rows
              .filter((row) => row.currencyCode === currencyCode)
              .map((row) => [row.bucket, normaliseDatabaseAmount(row.amount, digits)]),
          );
        const total = (amounts: Map<string, string>) =>
          formatMinor(
            [...amounts.values()].reduce((sum, amount) => sum + toMinorFromSum(amount, digits), 0n),
            digits,
          );
        const invoicedByBucket = byBucket(invoiced);
        const paidByBucket = byBucket(paid);
        const aged = new Map(
          receivables
            .filter((row) => row.currencyCode === currencyCode)
            .map((row) => [row.age, normaliseDatabaseAmount(row.amount, digits)]),
        );
        return {
          currencyCode,
          invoiced: total(invoicedByBucket),
          paid: total(paidByBucket),
          buckets: buckets.map((bucket) => ({
            bucket,
            invoiced: invoicedByBucket.get(bucket) ?? zero,
            paid: paidByBucket.get(bucket) ?? zero,
          })),
          receivables: Object.fromEntries(
            receivableAges.map((group) => [group, aged.get(group) ?? zero]),
          ) as Record<ReceivableAge, string>,
        };
      }),
    };
  }

  /**
   * The rows of the range: `at` from the first day's midnight in the zone up to (not including)
   * the midnight after the last day. The column itself is compared with two constants, so an
   * index on it (or on project and it) serves the filter.
   */
  private filter(
    at: AnyColumn,
    projectColumn: AnyColumn,
    range: StatisticRange,
    projectKey: string | undefined,
  ): SQL | undefined {
    const start = sql`timezone(${range.timeZone}, ${range.from}::timestamp)`;
    const end = sql`timezone(${range.timeZone}, ${addDays(range.to, 1)}::timestamp)`;
    return and(
      gte(at, start),
      lt(at, end),
      projectKey === undefined ? undefined : eq(projectColumn, projectKey),
    );
  }

  /**
   * The start of the instant's bucket as wall-clock time in the zone, `YYYY-MM-DD HH:mm`: the
   * instant is read in the zone first, then truncated, so days and months start at local midnight.
   */
  private bucketOf(at: AnyColumn, range: StatisticRange): SQL<string> {
    return sql<string>`to_char(date_trunc(${range.unit}, timezone(${range.timeZone}, ${at})), 'YYYY-MM-DD HH24:MI')`;
  }

  /** A zone Intl knows but this database's zone data does not is the caller's input error. */
  private async run<T>(query: () => Promise<T>): Promise<T> {
    try {
      return await query();
    } catch (error) {
      if (isUnknownTimeZone(error)) {
        throw new FieldValidationError([{ field: 'timeZone', rule: 'invalid' }]);
      }
      throw error;
    }
  }
}
