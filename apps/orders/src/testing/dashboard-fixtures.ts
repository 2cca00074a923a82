import {
  messageStatuses,
  orderStatuses,
  type DeliveryQuantityStatistic,
  type DeliverySeriesStatistic,
  type MessageStatusCounts,
  type OrderQuantityStatistic,
  type OrderSeriesStatistic,
  type OrderStatusCounts,
  type StatisticRange,
} from '@portal/contracts';
import { vi } from 'vitest';
import { getDeliveryQuantityStatistic } from '../dashboard/api/get-delivery-quantity-statistic';
import { getDeliverySeriesStatistic } from '../dashboard/api/get-delivery-series-statistic';
import { getOrderQuantityStatistic } from '../dashboard/api/get-order-quantity-statistic';
import { getOrderSeriesStatistic } from '../dashboard/api/get-order-series-statistic';

/**
 * Statistics the dashboard tests share (only tests import this file): a day range of three
 * buckets with orders in two currencies and in none, and messages of three statuses.
 */

/** The tests' "now": noon UTC, the same calendar day in every zone from UTC-11 to UTC+11. */
export const now = new Date('2025-03-15T12:00:00.000Z');

export const dayRange = (timeZone: string): StatisticRange => ({
  unit: 'day',
  from: '2025-03-13',
  to: '2025-03-15',
  timeZone,
});

// fromEntries cannot know every status is a key; the map over the contract's list makes it so.
const orderCounts = (counts: Partial<OrderStatusCounts>): OrderStatusCounts =>
  Object.fromEntries(
    orderStatuses.map((status) => [status, counts[status] ?? 0]),
  ) as OrderStatusCounts;

const messageCounts = (counts: Partial<MessageStatusCounts>): MessageStatusCounts =>
  Object.fromEntries(
    messageStatuses.map((status) => [status, counts[status] ?? 0]),
  ) as MessageStatusCounts;

export const orderQuantity = (
  range: StatisticRange,
  overrides: Partial<OrderQuantityStatistic> = {},
): OrderQuantityStatistic => ({
  range,
  count: 1234,
  quantity: 5678.5,
  byStatus: orderCounts({ RECEIVED: 1000, ACCEPTED: 200, CANCELED: 34 }),
  amountByCurrency: [
    { currencyCode: 'USD', count: 1200, amount: 12000.5 },
    { currencyCode: 'EUR', count: 34, amount: 640 },
  ],
  ...overrides,
});

/** Two currencies on the first day; the last day has orders naming no currency. */
export const orderSeries = (range: StatisticRange): OrderSeriesStatistic => ({
  range,
  buckets: [
    {
      bucket: '2025-03-13 00:00',
      count: 400,
      quantity: 1800,
      byCurrency: [
        { currencyCode: 'EUR', count: 100, amount: 1100 },
        { currencyCode: 'USD', count: 300, amount: 3000 },
      ],
    },
    { bucket: '2025-03-14 00:00', count: 0, quantity: 0, byCurrency: [] },
    {
      bucket: '2025-03-15 00:00',
      count: 834,
      quantity: 3878.5,
      byCurrency: [
        { currencyCode: 'USD', count: 800, amount: 8000.5 },
        { currencyCode: null, count: 34, amount: 540 },
      ],
    },
  ],
});

export const deliveryQuantity = (
  range: StatisticRange,
  overrides: Partial<DeliveryQuantityStatistic> = {},
): DeliveryQuantityStatistic => ({
  range,
  count: 42,
  byStatus: messageCounts({ success: 30, failed: 3, doing: 9 }),
  byDocumentType: [
    { documentType: '856', count: 25 },
    { documentType: '810', count: 17 },
  ],
  ...overrides,
});

export const deliverySeries = (range: StatisticRange): DeliverySeriesStatistic => ({
  range,
  buckets: [
    { bucket: '2025-03-13 00:00', count: 12, byStatus: messageCounts({ success: 10, failed: 2 }) },
    { bucket: '2025-03-14 00:00', count: 0, byStatus: messageCounts({}) },
    {
      bucket: '2025-03-15 00:00',
      count: 30,
      byStatus: messageCounts({ success: 20, failed: 1, doing: 9 }),
    },
  ],
});

/**
 * Fixes the clock at `now` and has the four statistics calls (which the test file mocks) answer
 * with the figures above for `range`.
 */
export function answerStatistics(range: StatisticRange): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  vi.mocked(getOrderQuantityStatistic).mockResolvedValue(orderQuantity(range));
  vi.mocked(getOrderSeriesStatistic).mockResolvedValue(orderSeries(range));
  vi.mocked(getDeliveryQuantityStatistic).mockResolvedValue(deliveryQuantity(range));
  vi.mocked(getDeliverySeriesStatistic).mockResolvedValue(deliverySeries(range));
}
