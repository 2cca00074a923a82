import {
  messageStatuses,
  orderStatuses,
  type DeliveryQuantityStatistic,
  type DeliverySeriesStatistic,
  type MessageStatus,
  type OrderQuantityStatistic,
  type OrderSeriesStatistic,
  type OrderStatus,
  type StatisticUnit,
} from '@portal/contracts';
import type { ChartOption } from './chart-option';

/** An axis label of a bucket start (`YYYY-MM-DD HH:mm`): only the parts its unit tells apart. */
export function bucketLabel(unit: StatisticUnit, bucket: string): string {
  switch (unit) {
    case 'year':
      return bucket.slice(0, 4);
    case 'month':
      return bucket.slice(0, 7);
    case 'day':
      return bucket.slice(0, 10);
    case 'hour':
      return bucket.slice(0, 16);
  }
}

/** Room for the legend on top; axis labels stay inside the chart's box. */
const grid = {
  left: 8,
  right: 8,
  top: 40,
  bottom: 8,
  outerBoundsMode: 'same',
  outerBoundsContain: 'axisLabel',
} as const;

/** The card's own background shows through, in light and dark schemes alike. */
const base = { backgroundColor: 'transparent', animationDuration: 300 } as const;

/** Orders per bucket as bars, their amount as a line on a second axis. */
export function ordersOverTimeOption(
  series: OrderSeriesStatistic,
  labels: { count: string; amount: string },
): ChartOption {
  const { unit } = series.range;
  return {
    ...base,
    grid,
    tooltip: { trigger: 'axis' },
    legend: { top: 0, data: [labels.count, labels.amount] },
    xAxis: {
      type: 'category',
      data: series.buckets.map((bucket) => bucketLabel(unit, bucket.bucket)),
    },
    yAxis: [
      { type: 'value', name: labels.count, minInterval: 1 },
      { type: 'value', name: labels.amount, splitLine: { show: false } },
    ],
    series: [
      {
        type: 'bar',
        name: labels.count,
        yAxisIndex: 0,
        data: series.buckets.map((bucket) => bucket.count),
      },
      {
        type: 'line',
        name: labels.amount,
        yAxisIndex: 1,
        smooth: true,
        data: series.buckets.map((bucket) => bucket.amount),
      },
    ],
  };
}

/** The statuses with at least one order, in the contract's (workflow) order. */
export const orderStatusesInUse = (quantity: OrderQuantityStatistic): OrderStatus[] =>
  orderStatuses.filter((status) => (quantity.byStatus[status] ?? 0) > 0);

/** One horizontal bar per status that holds orders, first status on top. */
export function ordersByStatusOption(
  quantity: OrderQuantityStatistic,
  labels: { count: string; status: (status: OrderStatus) => string },
): ChartOption {
  const statuses = orderStatusesInUse(quantity);
  return {
    ...base,
    grid: { ...grid, top: 8 },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: { type: 'category', inverse: true, data: statuses.map(labels.status) },
    series: [
      {
        type: 'bar',
        name: labels.count,
        data: statuses.map((status) => quantity.byStatus[status] ?? 0),
        label: { show: true, position: 'right' },
      },
    ],
  };
}

/** The message statuses that occur in the series, in the contract's order. */
export const messageStatusesInUse = (series: DeliverySeriesStatistic): MessageStatus[] =>
  messageStatuses.filter((status) =>
    series.buckets.some((bucket) => (bucket.byStatus[status] ?? 0) > 0),
  );

/** Messages per bucket, one stacked bar series per status that occurs, each in its colour. */
export function messagesOverTimeOption(
  series: DeliverySeriesStatistic,
  labels: { status: (status: MessageStatus) => string },
  colours: Record<MessageStatus, string>,
): ChartOption {
  const { unit } = series.range;
  const statuses = messageStatusesInUse(series);
  return {
    ...base,
    grid,
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { top: 0, data: statuses.map(labels.status) },
    xAxis: {
      type: 'category',
      data: series.buckets.map((bucket) => bucketLabel(unit, bucket.bucket)),
    },
    yAxis: { type: 'value', minInterval: 1 },
    series: statuses.map((status) => ({
      type: 'bar',
      name: labels.status(status),
      stack: 'messages',
      itemStyle: { color: colours[status] },
      data: series.buckets.map((bucket) => bucket.byStatus[status] ?? 0),
    })),
  };
}

/** One bar per document type sent (named in words, not by its code), most sent first. */
export function messagesByDocumentTypeOption(
  quantity: DeliveryQuantityStatistic,
  labels: { count: string; documentType: (code: string) => string },
): ChartOption {
  return {
    ...base,
    grid: { ...grid, top: 16 },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: {
      type: 'category',
      data: quantity.byDocumentType.map((entry) => labels.documentType(entry.documentType)),
    },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      {
        type: 'bar',
        name: labels.count,
        data: quantity.byDocumentType.map((entry) => entry.count),
        label: { show: true, position: 'top' },
      },
    ],
  };
}
