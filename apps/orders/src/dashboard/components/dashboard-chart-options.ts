import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import {
  messageStatuses,
  minorUnitOf,
  orderStatuses,
  type DeliveryQuantityStatistic,
  type DeliverySeriesStatistic,
  type MessageStatus,
  type OrderQuantityStatistic,
  type OrderSeriesStatistic,
  type OrderStatisticBucket,
  type OrderStatus,
  type StatisticUnit,
} from '@portal/contracts';
import { dateFormatOf, formatDateTime, formatDay } from '@portal/i18n';
import type { ChartOption } from './chart-option';
import { currencyColours, currencySymbols, neutralGrey, okabeIto } from './chart-palette';

/**
 * An axis label of a bucket start (`YYYY-MM-DD HH:mm`, a wall-clock time in the range's zone, the
 * user's) in the portal's date-time setting, with only the parts its unit tells apart: a month
 * of `YYYY/MM/DD HH:mm:ss` reads `2025/01`, an hour `2025/01/31 14:00`. The bucket names its
 * zone's time already, so it is never shifted.
 */
export function bucketLabel(unit: StatisticUnit, bucket: string, dateTimeFormat: string): string {
  const dateFormat = dateFormatOf(dateTimeFormat);
  switch (unit) {
    case 'year':
      return formatDateTime(bucket, 'YYYY');
    case 'month':
      // The date format without its day: YYYY-MM, YYYY/MM or YYYYMM.
      return formatDateTime(bucket, dateFormat.replace(/[-/]?DD/, ''));
    case 'day':
      return formatDay(bucket.slice(0, 10), dateFormat);
    case 'hour':
      // The setting down to the minute; a date-only setting still names the hour.
      return formatDateTime(
        bucket,
        dateTimeFormat.includes('HH')
          ? dateTimeFormat.replace(/:?ss.*$/, '')
          : `${dateFormat} HH:mm`,
      );
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

/** The currencies the series' orders name, by code (orders naming none are not money). */
export const seriesCurrencies = (series: OrderSeriesStatistic): string[] =>
  [
    ...new Set(
      series.buckets.flatMap((bucket) =>
        bucket.byCurrency.flatMap((entry) =>
          entry.currencyCode === null ? [] : [entry.currencyCode],
        ),
      ),
    ),
  ].sort();

/** How many of a bucket's orders name no currency. */
const withoutCurrency = (bucket: OrderStatisticBucket): number =>
  bucket.byCurrency.find((entry) => entry.currencyCode === null)?.count ?? 0;

/** A bucket's amount in one currency (0 when it has no order in it). */
const amountIn = (bucket: OrderStatisticBucket, currencyCode: string): number =>
  bucket.byCurrency.find((entry) => entry.currencyCode === currencyCode)?.amount ?? 0;

export interface OrdersOverTimeLabels {
  /** The orders bars (all of them, or those naming a currency when some name none). */
  readonly count: string;
  /** The bars of the orders that name no currency, stacked on the others. */
  readonly withoutCurrency: string;
  /** The amount axis. */
  readonly amount: string;
  /** One amount line: "Amount (USD)". */
  readonly amountIn: (currencyCode: string) => string;
}

/**
 * Orders per bucket as bars, and one amount line per currency on a second axis: amounts of
 * different currencies are never added together. Orders naming no currency are counted as a
 * bar of their own, never as money.
 */
export function ordersOverTimeOption(
  series: OrderSeriesStatistic,
  labels: OrdersOverTimeLabels,
  locale: string,
  dateTimeFormat: string,
): ChartOption {
  const { unit } = series.range;
  const currencies = seriesCurrencies(series);
  const someWithout = series.buckets.some((bucket) => withoutCurrency(bucket) > 0);
  const bars: BarSeriesOption[] = [
    {
      type: 'bar',
      name: labels.count,
      yAxisIndex: 0,
      stack: 'orders',
      itemStyle: { color: okabeIto.skyBlue },
      data: series.buckets.map((bucket) => bucket.count - withoutCurrency(bucket)),
    },
    ...(someWithout
      ? [
          {
            type: 'bar' as const,
            name: labels.withoutCurrency,
            yAxisIndex: 0,
            stack: 'orders',
            itemStyle: { color: neutralGrey },
            data: series.buckets.map(withoutCurrency),
          },
        ]
      : []),
  ];
  const lines: LineSeriesOption[] = currencies.map((currencyCode, index) => {
    const digits = minorUnitOf(currencyCode);
    const format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    return {
      type: 'line',
      name: labels.amountIn(currencyCode),
      yAxisIndex: 1,
      smooth: true,
      itemStyle: { color: currencyColours[index % currencyColours.length] },
      lineStyle: { color: currencyColours[index % currencyColours.length], width: 2 },
      symbol: currencySymbols[index % currencySymbols.length],
      symbolSize: 7,
      // Every point keeps its mark, so each currency's line is told by its shape as well as its
      // colour: echarts would otherwise thin the marks of a dense line by the space it measured.
      showAllSymbol: true,
      tooltip: {
        valueFormatter: (value: unknown) =>
          typeof value === 'number' ? `${format.format(value)} ${currencyCode}` : String(value),
      },
      data: series.buckets.map((bucket) => amountIn(bucket, currencyCode)),
    };
  });
  return {
    ...base,
    grid,
    tooltip: { trigger: 'axis' },
    legend: { top: 0, data: [...bars, ...lines].map((entry) => String(entry.name)) },
    xAxis: {
      type: 'category',
      data: series.buckets.map((bucket) => bucketLabel(unit, bucket.bucket, dateTimeFormat)),
    },
    yAxis: [
      { type: 'value', name: labels.count, minInterval: 1 },
      { type: 'value', name: labels.amount, splitLine: { show: false } },
    ],
    series: [...bars, ...lines],
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
  dateTimeFormat: string,
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
      data: series.buckets.map((bucket) => bucketLabel(unit, bucket.bucket, dateTimeFormat)),
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
