import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import {
  systemSettingDefaults,
  type OrderSeriesStatistic,
  type StatisticRange,
} from '@portal/contracts';
import { systemSettingsAtom } from '@portal/auth';
import { useProjects } from '@portal/api-client';
import { renderInPortal } from '@portal/testing';
import { orderViewTexts } from '@portal/order-view';
import { texts } from '../../i18n/texts';
import { getOrderSeriesStatistic } from '../api/get-order-series-statistic';
import type { ChartOption } from './chart-option';
import { messageStatusColours, okabeIto } from './chart-palette';
import { DashboardPanel } from './dashboard-panel';
import { answerStatistics, dayRange } from '../../testing/dashboard-fixtures';

/** The charts echarts was asked to make, each with the element it was made in. */
const echarts = vi.hoisted(() => {
  const charts: {
    element: HTMLElement;
    theme: string | undefined;
    setOption: ReturnType<typeof vi.fn>;
    resize: ReturnType<typeof vi.fn>;
    dispose: ReturnType<typeof vi.fn>;
  }[] = [];
  const init = vi.fn((element: HTMLElement, theme?: string) => {
    const chart = { element, theme, setOption: vi.fn(), resize: vi.fn(), dispose: vi.fn() };
    charts.push(chart);
    return chart;
  });
  return { charts, init, use: vi.fn() };
});

vi.mock('echarts/core', () => ({ init: echarts.init, use: echarts.use }));
vi.mock('../api/get-order-quantity-statistic', () => ({ getOrderQuantityStatistic: vi.fn() }));
vi.mock('../api/get-order-series-statistic', () => ({ getOrderSeriesStatistic: vi.fn() }));
vi.mock('../api/get-delivery-quantity-statistic', () => ({
  getDeliveryQuantityStatistic: vi.fn(),
}));
vi.mock('../api/get-delivery-series-statistic', () => ({ getDeliverySeriesStatistic: vi.fn() }));
vi.mock('@portal/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useProjects: vi.fn(),
}));

vi.setConfig({ testTimeout: 30_000 });

const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const range = dayRange(timeZone);

beforeEach(() => {
  echarts.charts.length = 0;
  answerStatistics(range);
  vi.mocked(useProjects).mockReturnValue({ projects: [], loading: false });
});

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
  act(() => notifications.clean());
});

const chartTitles = [
  'Orders over time',
  'Orders by status',
  'Messages over time',
  'Messages by document type',
];

/** Renders the dashboard and waits until echarts made its four charts. */
async function renderCharts() {
  const rendered = await renderInPortal(<DashboardPanel />, {
    namespace: 'orders',
    texts,
    features: [orderViewTexts],
    language: 'en-us',
  });
  // The chart module loads lazily; its first import on a busy machine may take seconds.
  await waitFor(() => expect(echarts.charts).toHaveLength(4), { timeout: 10_000 });
  return rendered;
}

/** The chart made in the container named `label`. */
function chartNamed(label: string) {
  const chart = echarts.charts.find(
    (candidate) => candidate.element === screen.getByRole('img', { name: label }),
  );
  if (chart === undefined) throw new Error(`no chart was made for ${label}`);
  return chart;
}

/** The option the chart named `label` was last given. */
function lastOption(label: string): ChartOption {
  const call = chartNamed(label).setOption.mock.lastCall;
  if (call === undefined) throw new Error(`${label} was given no option`);
  return call[0] as ChartOption;
}

describe('dashboard charts', () => {
  it('draws each chart in a named container with its caption', async () => {
    await renderCharts();

    for (const title of chartTitles) {
      const container = screen.getByRole('img', { name: title });
      const caption = document.getElementById(container.getAttribute('aria-describedby') ?? '');
      expect(caption?.textContent).toContain(`2025-03-13 to 2025-03-15, time zone ${timeZone}`);
      // Light scheme: echarts' default theme.
      expect(chartNamed(title).theme).toBeUndefined();
    }
  });

  it('gives orders over time one amount line per currency, never one sum of them', async () => {
    await renderCharts();

    const option = lastOption('Orders over time');
    expect(option).toMatchObject({
      xAxis: { type: 'category', data: ['2025-03-13', '2025-03-14', '2025-03-15'] },
      series: [
        { type: 'bar', name: 'Orders', yAxisIndex: 0, stack: 'orders', data: [400, 0, 800] },
        // Counted apart, and drawn as no money at all.
        {
          type: 'bar',
          name: 'Orders naming no currency',
          yAxisIndex: 0,
          stack: 'orders',
          data: [0, 0, 34],
        },
        { type: 'line', name: 'Order amount (EUR)', yAxisIndex: 1, data: [1100, 0, 0] },
        { type: 'line', name: 'Order amount (USD)', yAxisIndex: 1, data: [3000, 0, 8000.5] },
      ],
    });
    expect(option.series).toHaveLength(4);
    // Each currency's line has its own mark at every point, not only where echarts finds room.
    const lines = [option.series]
      .flat()
      .flatMap((series) => (series?.type === 'line' ? [series] : []));
    expect(lines).toHaveLength(2);
    expect(new Set(lines.map((line) => line.symbol)).size).toBe(lines.length);
    for (const line of lines) expect(line).toMatchObject({ showAllSymbol: true });
  });

  it('shows an amount in its own currency when pointed at', async () => {
    await renderCharts();

    const series = lastOption('Orders over time').series;
    const usd = (Array.isArray(series) ? series : []).find(
      (entry) => entry.name === 'Order amount (USD)',
    );
    const format = usd?.tooltip?.valueFormatter;
    expect(typeof format).toBe('function');
    expect(format?.(8000.5, 0)).toBe('8,000.50 USD');
  });

  it('colours "processed" and "accepted" apart, from the colour-blind-safe palette', async () => {
    await renderCharts();
    expect(messageStatusColours.finish).not.toBe(messageStatusColours.success);
    const palette: readonly string[] = Object.values(okabeIto);
    for (const status of ['doing', 'pok', 'finish', 'success', 'failed', 'unknown'] as const) {
      expect(palette, status).toContain(messageStatusColours[status]);
    }
    // Every status a bar of its own colour.
    expect(new Set(Object.values(messageStatusColours)).size).toBe(
      Object.keys(messageStatusColours).length,
    );
    const drawn = lastOption('Messages over time').series;
    expect(Array.isArray(drawn) ? drawn.map((entry) => entry.itemStyle?.color) : []).toEqual([
      messageStatusColours.doing,
      messageStatusColours.success,
      messageStatusColours.failed,
    ]);
  });

  it('gives orders by status only the statuses that hold orders, with their labels', async () => {
    await renderCharts();

    expect(lastOption('Orders by status')).toMatchObject({
      yAxis: {
        type: 'category',
        data: [
          'Awaiting acceptance',
          'Accepted, waiting for shipping info',
          'Cancelled, transaction ended',
        ],
      },
      series: [{ type: 'bar', data: [1000, 200, 34] }],
    });
  });

  it('stacks messages over time by the statuses that occur', async () => {
    await renderCharts();

    const option = lastOption('Messages over time');
    expect(option).toMatchObject({
      xAxis: { data: ['2025-03-13', '2025-03-14', '2025-03-15'] },
      series: [
        {
          type: 'bar',
          name: 'Processing (awaiting acknowledgement)',
          stack: 'messages',
          data: [0, 0, 9],
        },
        { type: 'bar', name: 'Accepted', stack: 'messages', data: [10, 0, 20] },
        { type: 'bar', name: 'Failed', stack: 'messages', data: [2, 0, 1] },
      ],
    });
    expect(option.series).toHaveLength(3);
  });

  it('counts messages per document type', async () => {
    await renderCharts();

    expect(lastOption('Messages by document type')).toMatchObject({
      xAxis: { type: 'category', data: ['856 Ship notice', '810 Invoice'] },
      series: [{ type: 'bar', data: [25, 17] }],
    });
  });

  it('gives the same charts the new buckets when the unit changes', async () => {
    await renderCharts();
    const ordersOverTime = chartNamed('Orders over time');

    const monthRange: StatisticRange = { ...range, unit: 'month', from: '2024-04-01' };
    const monthSeries: OrderSeriesStatistic = {
      range: monthRange,
      buckets: [
        {
          bucket: '2025-01-01 00:00',
          count: 5,
          quantity: 50,
          byCurrency: [{ currencyCode: 'USD', count: 5, amount: 500 }],
        },
        {
          bucket: '2025-02-01 00:00',
          count: 7,
          quantity: 70,
          byCurrency: [{ currencyCode: 'USD', count: 7, amount: 700 }],
        },
      ],
    };
    vi.mocked(getOrderSeriesStatistic).mockResolvedValue(monthSeries);
    fireEvent.click(screen.getByRole('radio', { name: 'Month' }));

    await waitFor(() =>
      expect(lastOption('Orders over time')).toMatchObject({
        xAxis: { data: ['2025-01', '2025-02'] },
        series: [{ data: [5, 7] }, { data: [500, 700] }],
      }),
    );
    // Set on the chart already made, not on a new one.
    expect(chartNamed('Orders over time')).toBe(ordersOverTime);
    expect(echarts.charts).toHaveLength(4);
  });

  it('follows the date-time setting in the axis labels and the range, and its change', async () => {
    const { store } = await renderCharts();
    expect(lastOption('Orders over time')).toMatchObject({
      xAxis: { data: ['2025-03-13', '2025-03-14', '2025-03-15'] },
    });

    act(() =>
      store.set(systemSettingsAtom, {
        ...systemSettingDefaults,
        dateTimeFormat: 'YYYY/MM/DD HH:mm:ss',
      }),
    );

    for (const title of ['Orders over time', 'Messages over time']) {
      expect(lastOption(title), title).toMatchObject({
        xAxis: { data: ['2025/03/13', '2025/03/14', '2025/03/15'] },
      });
    }
    const container = screen.getByRole('img', { name: 'Orders over time' });
    const caption = document.getElementById(container.getAttribute('aria-describedby') ?? '');
    expect(caption?.textContent).toContain(`2025/03/13 to 2025/03/15, time zone ${timeZone}`);
    // The range under the filters (today's default range) follows it too.
    expect(
      screen.getByText(/^\d{4}\/\d{2}\/\d{2} to \d{4}\/\d{2}\/\d{2}, time zone /),
    ).toBeTruthy();
  });

  it('draws at once, without animation, for a reader who asked for less motion', async () => {
    const moving = await renderCharts();
    await waitFor(() => expect(chartNamed('Orders over time').setOption).toHaveBeenCalled());
    for (const title of chartTitles) expect(lastOption(title).animation).toBeUndefined();
    moving.unmount();

    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }));
    try {
      echarts.charts.length = 0;
      await renderCharts();
      await waitFor(() => {
        for (const title of chartTitles) expect(lastOption(title).animation).toBe(false);
      });
      // Not even the first drawing animates.
      for (const title of chartTitles) {
        for (const [given] of chartNamed(title).setOption.mock.calls) {
          expect((given as ChartOption).animation).toBe(false);
        }
      }
    } finally {
      matchMedia.mockRestore();
    }
  });

  it('disposes every chart when the screen goes', async () => {
    const { unmount } = await renderCharts();
    for (const chart of echarts.charts) expect(chart.dispose).not.toHaveBeenCalled();

    unmount();

    for (const chart of echarts.charts) expect(chart.dispose).toHaveBeenCalledTimes(1);
  });
});
