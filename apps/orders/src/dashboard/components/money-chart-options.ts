import {
  decimalToNumber,
  minorUnitOf,
  receivableAges,
  type MoneyStatistic,
  type ReceivableAge,
  type StatisticUnit,
} from '@portal/contracts';
import type { ChartOption } from './chart-option';
import { bucketLabel } from './dashboard-chart-options';

type CurrencyFigures = MoneyStatistic['currencies'][number];

/** Room for the legend on top; axis labels stay inside the chart's box. */
const grid = {
  left: 8,
  right: 8,
  top: 40,
  bottom: 8,
  outerBoundsMode: 'same',
  outerBoundsContain: 'axisLabel',
} as const;

const base = { backgroundColor: 'transparent', animationDuration: 300 } as const;

/**
 * The bars' values: a chart plots numbers, so the exact amounts become numbers here, for
 * drawing only; every figure shown as text comes from the exact strings.
 */
const plotted = (amount: string): number => decimalToNumber(amount);

/** Tooltip values in the currency's digits (what a person reads when pointing at a bar). */
const tooltipValue = (currencyCode: string, locale: string) => {
  const digits = minorUnitOf(currencyCode);
  const format = new Intl.NumberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return (value: unknown): string =>
    typeof value === 'number' ? `${format.format(value)} ${currencyCode}` : String(value);
};

/** Invoiced and paid side by side per bucket, in one currency. */
export function moneyOverTimeOption(
  unit: StatisticUnit,
  figures: CurrencyFigures,
  labels: { invoiced: string; paid: string },
  colours: { invoiced: string; paid: string },
  locale: string,
  dateTimeFormat: string,
): ChartOption {
  return {
    ...base,
    grid,
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      valueFormatter: tooltipValue(figures.currencyCode, locale),
    },
    legend: { top: 0, data: [labels.invoiced, labels.paid] },
    xAxis: {
      type: 'category',
      data: figures.buckets.map((bucket) => bucketLabel(unit, bucket.bucket, dateTimeFormat)),
    },
    yAxis: { type: 'value', name: figures.currencyCode },
    series: [
      {
        type: 'bar',
        name: labels.invoiced,
        itemStyle: { color: colours.invoiced },
        data: figures.buckets.map((bucket) => plotted(bucket.invoiced)),
      },
      {
        type: 'bar',
        name: labels.paid,
        itemStyle: { color: colours.paid },
        data: figures.buckets.map((bucket) => plotted(bucket.paid)),
      },
    ],
  };
}

/** What sent invoices leave open today, one bar per age (0–30, 31–60, 61–90, over 90 days). */
export function receivablesByAgeOption(
  figures: CurrencyFigures,
  labels: { open: string; age: (age: ReceivableAge) => string },
  colour: string,
  locale: string,
): ChartOption {
  return {
    ...base,
    grid: { ...grid, top: 16 },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      valueFormatter: tooltipValue(figures.currencyCode, locale),
    },
    xAxis: { type: 'category', data: receivableAges.map(labels.age) },
    yAxis: { type: 'value', name: figures.currencyCode },
    series: [
      {
        type: 'bar',
        name: labels.open,
        itemStyle: { color: colour },
        data: receivableAges.map((age) => plotted(figures.receivables[age] ?? '0')),
      },
    ],
  };
}
