import { z } from 'zod';
import { messageStatuses } from './edi-gateway';
import { orderStatuses } from './orders';
import { projectKeySchema } from './projects';
import { isTimeZone, validationToken } from './validation';

/**
 * The dashboard's statistics (spec §2 /space/dashboard, §7 Statistics, §9 chart units): orders by
 * their received time and outbound messages ("delivery", message sending) by their creation time,
 * counted per status and per time bucket in the viewer's time zone.
 */

/** Chart units of spec §9. */
export const statisticUnits = ['year', 'month', 'day', 'hour'] as const;
export type StatisticUnit = (typeof statisticUnits)[number];

/** Most buckets one series may hold: a range too long for its unit is refused, not truncated. */
export const maxStatisticBuckets = 1000;
export const defaultStatisticUnit: StatisticUnit = 'day';
export const defaultStatisticTimeZone = 'UTC';

const invalid = { error: validationToken('invalid') };

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a `YYYY-MM-DD` date; undefined when it is no calendar date. */
function dayNumberOf(date: string): number | undefined {
  const match = datePattern.exec(date);
  if (match === null) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const parsed = new Date(time);
  // Date.UTC rolls 2025-02-30 over into March: a date that does not round-trip does not exist.
  if (parsed.getUTCFullYear() !== year || parsed.getUTCMonth() !== month - 1) return undefined;
  if (parsed.getUTCDate() !== day) return undefined;
  return time / 86_400_000;
}

const pad = (value: number, length = 2): string => String(value).padStart(length, '0');

/** The `YYYY-MM-DD` of a day number (days since 1970-01-01). */
function dateOfDayNumber(dayNumber: number): string {
  const date = new Date(dayNumber * 86_400_000);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** `date` moved by `days` (negative: back). */
export function addDays(date: string, days: number): string {
  const dayNumber = dayNumberOf(date);
  if (dayNumber === undefined) throw new RangeError(`not a date: ${date}`);
  return dateOfDayNumber(dayNumber + days);
}

const yearAndMonth = (date: string): [number, number] => [
  Number(date.slice(0, 4)),
  Number(date.slice(5, 7)),
];

/** Today's date (`YYYY-MM-DD`) in `timeZone` at the instant `now`. */
export function dateInTimeZone(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** How many buckets of `unit` the days `from` to `to` (inclusive) touch. */
export function statisticBucketCount(unit: StatisticUnit, from: string, to: string): number {
  const first = dayNumberOf(from);
  const last = dayNumberOf(to);
  if (first === undefined || last === undefined || last < first) return 0;
  const [fromYear, fromMonth] = yearAndMonth(from);
  const [toYear, toMonth] = yearAndMonth(to);
  switch (unit) {
    case 'hour':
      return (last - first + 1) * 24;
    case 'day':
      return last - first + 1;
    case 'month':
      return (toYear - fromYear) * 12 + (toMonth - fromMonth) + 1;
    case 'year':
      return toYear - fromYear + 1;
  }
}

/**
 * Every bucket of a range, oldest first, as `YYYY-MM-DD HH:mm` wall-clock starts in the range's
 * zone; the first one starts at the unit's start (a month range from the 15th starts on the 1st).
 * Hours are wall-clock hours: on a day the clocks go forward the skipped hour is an empty bucket.
 */
export function statisticBuckets(range: {
  unit: StatisticUnit;
  from: string;
  to: string;
}): string[] {
  const { unit, from, to } = range;
  const count = statisticBucketCount(unit, from, to);
  const [fromYear, fromMonth] = yearAndMonth(from);
  const buckets: string[] = [];
  for (let index = 0; index < count; index += 1) {
    if (unit === 'hour') {
      buckets.push(`${addDays(from, Math.floor(index / 24))} ${pad(index % 24)}:00`);
    } else if (unit === 'day') {
      buckets.push(`${addDays(from, index)} 00:00`);
    } else if (unit === 'month') {
      const months = fromMonth - 1 + index;
      buckets.push(
        `${pad(fromYear + Math.floor(months / 12), 4)}-${pad((months % 12) + 1)}-01 00:00`,
      );
    } else {
      buckets.push(`${pad(fromYear + index, 4)}-01-01 00:00`);
    }
  }
  return buckets;
}

/** A calendar date `YYYY-MM-DD` that exists. */
const calendarDate = z
  .string({ error: validationToken('invalid') })
  .trim()
  .refine((text) => dayNumberOf(text) !== undefined, invalid);

/** An empty query parameter (`project_key=` from an "all projects" choice) means none. */
const emptyAsMissing = (value: unknown): unknown => (value === '' ? undefined : value);

/**
 * The query of all four calls. Without `from`/`to` the range is the unit's default (see
 * `resolveStatisticRange`); with both, `to` may not be before `from` and the range may hold at
 * most `maxStatisticBuckets` buckets of the unit.
 */
export const statisticQuerySchema = z
  .object({
    project_key: z.preprocess(emptyAsMissing, projectKeySchema.optional()),
    unit: z.enum(statisticUnits, invalid).default(defaultStatisticUnit),
    /** First day, inclusive, in `timeZone`. */
    from: z.preprocess(emptyAsMissing, calendarDate.optional()),
    /** Last day, inclusive, in `timeZone`. */
    to: z.preprocess(emptyAsMissing, calendarDate.optional()),
    /** The IANA zone the days and buckets are read in. */
    timeZone: z
      .string({ error: validationToken('invalid') })
      .trim()
      .max(64, { ...invalid, abort: true })
      .refine(isTimeZone, invalid)
      .default(defaultStatisticTimeZone),
  })
  .superRefine((query, ctx) => {
    const { from, to } = query;
    // A day that failed its own rule has said so already.
    if (from === undefined || to === undefined) return;
    if (dayNumberOf(from) === undefined || dayNumberOf(to) === undefined) return;
    if (to < from) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: validationToken('endBeforeStart'),
        input: query.to,
      });
    } else if (statisticBucketCount(query.unit, from, to) > maxStatisticBuckets) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: validationToken('invalid'),
        input: query.to,
      });
    }
  });
export type StatisticQuery = z.output<typeof statisticQuerySchema>;
export type StatisticQueryInput = z.input<typeof statisticQuerySchema>;

/** The range a statistic was counted over, after defaults: what the charts' axes show. */
export const statisticRangeSchema = z.object({
  unit: z.enum(statisticUnits),
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
});
export type StatisticRange = z.infer<typeof statisticRangeSchema>;

/**
 * The range a query asks for, given the instant `now`. Missing days default per unit, ending
 * today in the zone: hour the last 2 days, day the last 30 days, month the last 12 months (from
 * the first of the month), year the last 5 years (from 1 January). A missing `to` is today, or
 * `from` when that lies in the future; a missing `from` is the unit's default span before `to`.
 */
export function resolveStatisticRange(
  query: Pick<StatisticQuery, 'unit' | 'from' | 'to' | 'timeZone'>,
  now: Date,
): StatisticRange {
  const { unit, timeZone } = query;
  const today = dateInTimeZone(now, timeZone);
  const to = query.to ?? (query.from !== undefined && query.from > today ? query.from : today);
  const [toYear, toMonth] = yearAndMonth(to);
  const defaultFrom: Record<StatisticUnit, () => string> = {
    hour: () => addDays(to, -1),
    day: () => addDays(to, -29),
    month: () => {
      const months = toYear * 12 + (toMonth - 1) - 11;
      return `${pad(Math.floor(months / 12), 4)}-${pad((months % 12) + 1)}-01`;
    },
    year: () => `${pad(toYear - 4, 4)}-01-01`,
  };
  return { unit, from: query.from ?? defaultFrom[unit](), to, timeZone };
}

/** Whether a resolved range is short enough for its unit. */
export const statisticRangeFits = (range: StatisticRange): boolean =>
  statisticBucketCount(range.unit, range.from, range.to) <= maxStatisticBuckets;

const count = z.number().int().min(0);

/** Orders per status: every status of `orderStatuses`, zero when none. */
export const orderStatusCountsSchema = z.record(z.enum(orderStatuses), count);
export type OrderStatusCounts = z.infer<typeof orderStatusCountsSchema>;

/** Messages per status: every status of `messageStatuses`, zero when none. */
export const messageStatusCountsSchema = z.record(z.enum(messageStatuses), count);
export type MessageStatusCounts = z.infer<typeof messageStatusCountsSchema>;

/**
 * The orders of one currency: how many, and their amount in that currency. Orders that name no
 * currency (`currencyCode` null) are counted, but their amount is no money to add to anything.
 * Amounts of different currencies are never added together, anywhere.
 */
export const currencyTotalsSchema = z.object({
  currencyCode: z.string().nullable(),
  count,
  amount: z.number(),
});
export type CurrencyTotals = z.infer<typeof currencyTotalsSchema>;

/** GET /statistic/order/quantity: the orders received in the range. */
export const orderQuantityStatisticSchema = z.object({
  range: statisticRangeSchema,
  count,
  quantity: z.number(),
  byStatus: orderStatusCountsSchema,
  /** The orders per currency (null: orders that name none), largest amount first. */
  amountByCurrency: z.array(currencyTotalsSchema),
});
export type OrderQuantityStatistic = z.infer<typeof orderQuantityStatisticSchema>;

/**
 * One bucket of orders: its start (`YYYY-MM-DD HH:mm` in the zone), what was received in it, and
 * its orders per currency (by currency code, orders naming none last).
 */
export const orderStatisticBucketSchema = z.object({
  bucket: z.string(),
  count,
  quantity: z.number(),
  byCurrency: z.array(currencyTotalsSchema),
});
export type OrderStatisticBucket = z.infer<typeof orderStatisticBucketSchema>;

/** GET /statistic/order: every bucket of the range, oldest first, empty ones as zeros. */
export const orderSeriesStatisticSchema = z.object({
  range: statisticRangeSchema,
  buckets: z.array(orderStatisticBucketSchema),
});
export type OrderSeriesStatistic = z.infer<typeof orderSeriesStatisticSchema>;

/** GET /statistic/delivery/quantity: the outbound messages made in the range. */
export const deliveryQuantityStatisticSchema = z.object({
  range: statisticRangeSchema,
  count,
  byStatus: messageStatusCountsSchema,
  /** The document types sent (997, 856, DESADV…), most sent first. */
  byDocumentType: z.array(z.object({ documentType: z.string(), count })),
});
export type DeliveryQuantityStatistic = z.infer<typeof deliveryQuantityStatisticSchema>;

export const deliveryStatisticBucketSchema = z.object({
  bucket: z.string(),
  count,
  byStatus: messageStatusCountsSchema,
});
export type DeliveryStatisticBucket = z.infer<typeof deliveryStatisticBucketSchema>;

/** GET /statistic/delivery: every bucket of the range with its messages per status. */
export const deliverySeriesStatisticSchema = z.object({
  range: statisticRangeSchema,
  buckets: z.array(deliveryStatisticBucketSchema),
});
export type DeliverySeriesStatistic = z.infer<typeof deliverySeriesStatisticSchema>;

/** The receivable ages the dashboard groups open invoices by (days since the invoice date). */
export const receivableAges = ['0-30', '31-60', '61-90', '90+'] as const;
export type ReceivableAge = (typeof receivableAges)[number];

/** One currency's invoiced and paid amounts per bucket (exact decimal strings). */
export const moneyStatisticBucketSchema = z.object({
  bucket: z.string(),
  invoiced: z.string(),
  paid: z.string(),
});

/**
 * GET /statistic/money: per currency, the amounts invoiced (sent invoices less credit memos, by
 * invoice date) and paid (matched remittance lines, by payment date) per bucket of the range, and
 * what sent invoices leave open today by age (docs/payments.md, "Dashboard").
 */
export const moneyStatisticSchema = z.object({
  range: statisticRangeSchema,
  currencies: z.array(
    z.object({
      currencyCode: z.string(),
      invoiced: z.string(),
      paid: z.string(),
      buckets: z.array(moneyStatisticBucketSchema),
      receivables: z.record(z.enum(receivableAges), z.string()),
    }),
  ),
});
export type MoneyStatistic = z.infer<typeof moneyStatisticSchema>;
