import { describe, expect, it } from 'vitest';
import {
  dateInTimeZone,
  maxStatisticBuckets,
  orderQuantityStatisticSchema,
  resolveStatisticRange,
  statisticBucketCount,
  statisticBuckets,
  statisticQuerySchema,
  statisticRangeFits,
} from './statistics';
import { orderStatuses } from './orders';
import { isTimeZone, parseValidationToken } from './validation';

/** `path: rule` of every issue a query raises. */
function problems(input: Record<string, unknown>): string[] {
  const result = statisticQuerySchema.safeParse(input);
  return (result.error?.issues ?? []).map(
    (issue) => `${issue.path.join('.')}: ${parseValidationToken(issue.message) ?? issue.message}`,
  );
}

describe('statistic query', () => {
  it('defaults to days in UTC over the unit default range', () => {
    expect(statisticQuerySchema.parse({})).toEqual({ unit: 'day', timeZone: 'UTC' });
  });

  it('takes a project, a unit, a range and a zone', () => {
    expect(
      statisticQuerySchema.parse({
        project_key: 'ACME',
        unit: 'hour',
        from: '2024-03-09',
        to: '2024-03-10',
        timeZone: 'America/New_York',
      }),
    ).toEqual({
      project_key: 'ACME',
      unit: 'hour',
      from: '2024-03-09',
      to: '2024-03-10',
      timeZone: 'America/New_York',
    });
  });

  it('reads empty parameters (an "all projects" choice) as absent', () => {
    expect(statisticQuerySchema.parse({ project_key: '', from: '', to: '' })).toEqual({
      unit: 'day',
      timeZone: 'UTC',
    });
  });

  it('refuses units other than year, month, day and hour', () => {
    expect(problems({ unit: 'week' })).toEqual(['unit: invalid']);
    expect(problems({ unit: 'DAY' })).toEqual(['unit: invalid']);
  });

  it('refuses days that are not calendar dates', () => {
    expect(problems({ from: '2025-02-29' })).toEqual(['from: invalid']);
    expect(problems({ from: '2024/03/01' })).toEqual(['from: invalid']);
    expect(problems({ to: '2024-13-01' })).toEqual(['to: invalid']);
    expect(problems({ from: '2024-02-29' })).toEqual([]);
  });

  it('refuses an end before the start, and accepts a single day', () => {
    expect(problems({ from: '2024-03-10', to: '2024-03-09' })).toEqual(['to: endBeforeStart']);
    expect(problems({ from: '2024-03-10', to: '2024-03-10' })).toEqual([]);
  });

  it('refuses a range of more buckets than the maximum for its unit', () => {
    // 41 days of hours are 984 buckets, 42 days are 1008.
    expect(problems({ unit: 'hour', from: '2024-01-01', to: '2024-02-10' })).toEqual([]);
    expect(problems({ unit: 'hour', from: '2024-01-01', to: '2024-02-11' })).toEqual([
      'to: invalid',
    ]);
    expect(problems({ unit: 'day', from: '2024-01-01', to: '2026-09-26' })).toEqual([]);
    expect(problems({ unit: 'day', from: '2024-01-01', to: '2026-09-27' })).toEqual([
      'to: invalid',
    ]);
    expect(problems({ unit: 'month', from: '1990-01-01', to: '2024-12-31' })).toEqual([]);
  });

  it('refuses zones that are no IANA names, and offsets PostgreSQL would read backwards', () => {
    expect(problems({ timeZone: 'Mars/Olympus_Mons' })).toEqual(['timeZone: invalid']);
    expect(problems({ timeZone: '+08:00' })).toEqual(['timeZone: invalid']);
    expect(problems({ timeZone: 'utc' })).toEqual(['timeZone: invalid']);
    expect(problems({ timeZone: `Europe/${'x'.repeat(70)}` })).toEqual(['timeZone: invalid']);
    for (const zone of ['UTC', 'Asia/Shanghai', 'America/Argentina/Buenos_Aires', 'Etc/GMT+5']) {
      expect(isTimeZone(zone), zone).toBe(true);
    }
  });
});

describe('statistic range', () => {
  // 2024-03-10 01:30 UTC is still 2024-03-09 in New York and already 09:30 in Shanghai.
  const now = new Date('2024-03-10T01:30:00Z');

  it('reads today in the requested zone', () => {
    expect(dateInTimeZone(now, 'UTC')).toBe('2024-03-10');
    expect(dateInTimeZone(now, 'America/New_York')).toBe('2024-03-09');
    expect(dateInTimeZone(now, 'Asia/Shanghai')).toBe('2024-03-10');
  });

  it('defaults to the last 2 days, 30 days, 12 months or 5 years', () => {
    const range = (unit: 'hour' | 'day' | 'month' | 'year', timeZone = 'UTC') =>
      resolveStatisticRange({ unit, timeZone }, now);
    expect(range('hour')).toEqual({
      unit: 'hour',
      from: '2024-03-09',
      to: '2024-03-10',
      timeZone: 'UTC',
    });
    expect(range('day')).toMatchObject({ from: '2024-02-10', to: '2024-03-10' });
    expect(range('month')).toMatchObject({ from: '2023-04-01', to: '2024-03-10' });
    expect(range('year')).toMatchObject({ from: '2020-01-01', to: '2024-03-10' });
    expect(range('day', 'America/New_York')).toMatchObject({
      from: '2024-02-09',
      to: '2024-03-09',
    });
    for (const unit of ['hour', 'day', 'month', 'year'] as const) {
      expect(statisticBuckets(range(unit)), unit).toHaveLength(
        { hour: 48, day: 30, month: 12, year: 5 }[unit],
      );
    }
  });

  it('fills a missing end with today, or the start when that lies ahead', () => {
    expect(
      resolveStatisticRange({ unit: 'day', timeZone: 'UTC', from: '2024-03-01' }, now),
    ).toEqual({ unit: 'day', from: '2024-03-01', to: '2024-03-10', timeZone: 'UTC' });
    expect(
      resolveStatisticRange({ unit: 'day', timeZone: 'UTC', from: '2024-04-01' }, now),
    ).toMatchObject({ from: '2024-04-01', to: '2024-04-01' });
    expect(
      resolveStatisticRange({ unit: 'month', timeZone: 'UTC', to: '2024-01-15' }, now),
    ).toMatchObject({ from: '2023-02-01', to: '2024-01-15' });
  });

  it('tells whether a resolved range fits the bucket limit', () => {
    const range = resolveStatisticRange({ unit: 'hour', timeZone: 'UTC', from: '2023-01-01' }, now);
    expect(statisticBucketCount('hour', range.from, range.to)).toBeGreaterThan(maxStatisticBuckets);
    expect(statisticRangeFits(range)).toBe(false);
    expect(statisticRangeFits({ ...range, unit: 'month' })).toBe(true);
  });
});

describe('statistic buckets', () => {
  it('lists every hour of every day, wall-clock', () => {
    const buckets = statisticBuckets({ unit: 'hour', from: '2024-02-28', to: '2024-03-01' });
    expect(buckets).toHaveLength(72);
    expect(buckets.slice(0, 2)).toEqual(['2024-02-28 00:00', '2024-02-28 01:00']);
    expect(buckets.slice(23, 26)).toEqual([
      '2024-02-28 23:00',
      '2024-02-29 00:00',
      '2024-02-29 01:00',
    ]);
    expect(buckets.at(-1)).toBe('2024-03-01 23:00');
  });

  it('starts months and years at their first day, across the year end', () => {
    expect(statisticBuckets({ unit: 'month', from: '2023-11-15', to: '2024-02-02' })).toEqual([
      '2023-11-01 00:00',
      '2023-12-01 00:00',
      '2024-01-01 00:00',
      '2024-02-01 00:00',
    ]);
    expect(statisticBuckets({ unit: 'year', from: '2022-06-30', to: '2024-01-01' })).toEqual([
      '2022-01-01 00:00',
      '2023-01-01 00:00',
      '2024-01-01 00:00',
    ]);
    expect(statisticBuckets({ unit: 'day', from: '2023-12-30', to: '2024-01-02' })).toEqual([
      '2023-12-30 00:00',
      '2023-12-31 00:00',
      '2024-01-01 00:00',
      '2024-01-02 00:00',
    ]);
  });

  it('has none for an end before the start', () => {
    expect(statisticBuckets({ unit: 'day', from: '2024-01-02', to: '2024-01-01' })).toEqual([]);
  });
});

describe('statistic answers', () => {
  it('require a count for every order status', () => {
    const byStatus = Object.fromEntries(orderStatuses.map((status) => [status, 0]));
    const answer = {
      range: { unit: 'day', from: '2024-03-01', to: '2024-03-10', timeZone: 'UTC' },
      count: 0,
      quantity: 0,
      byStatus,
      amountByCurrency: [],
    };
    expect(orderQuantityStatisticSchema.safeParse(answer).success).toBe(true);
    const withoutReceived = Object.fromEntries(
      orderStatuses.filter((status) => status !== 'RECEIVED').map((status) => [status, 0]),
    );
    expect(
      orderQuantityStatisticSchema.safeParse({ ...answer, byStatus: withoutReceived }).success,
    ).toBe(false);
  });
});
