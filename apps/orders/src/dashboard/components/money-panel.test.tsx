import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { createStore } from 'jotai';
import { systemSettingDefaults, type Role } from '@portal/contracts';
import { currentUserAtom, systemSettingsAtom } from '@portal/auth';
import { useProjects } from '@portal/api-client';
import { renderInPortal } from '@portal/testing';
import { orderViewTexts } from '@portal/order-view';
import { texts } from '../../i18n/texts';
import { answerStatistics, dayRange } from '../../testing/dashboard-fixtures';
import { moneyStatistic } from '../../testing/money-fixtures';
import { getMoneyStatistic } from '../api/get-money-statistic';
import { getOrderSeriesStatistic } from '../api/get-order-series-statistic';
import type { ChartOption } from './chart-option';
import { DashboardPanel } from './dashboard-panel';

/** The charts echarts was asked to make, each with the options it was given. */
const echarts = vi.hoisted(() => {
  const charts: { element: HTMLElement; setOption: ReturnType<typeof vi.fn> }[] = [];
  const init = vi.fn((element: HTMLElement) => {
    const chart = { element, setOption: vi.fn(), resize: vi.fn(), dispose: vi.fn() };
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
vi.mock('../api/get-money-statistic', () => ({ getMoneyStatistic: vi.fn() }));
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
  vi.mocked(getMoneyStatistic).mockResolvedValue(moneyStatistic(range));
  vi.mocked(useProjects).mockReturnValue({ projects: [], loading: false });
});

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
  act(() => notifications.clean());
});

async function renderPanel(roles: Role[], language: 'zh-cn' | 'en-us' = 'en-us') {
  const store = createStore();
  store.set(currentUserAtom, {
    id: 1,
    account: 'alice',
    nickname: 'Alice',
    email: 'alice@example.com',
    phone: '',
    status: 'activated',
    roles,
    mustChangePassword: false,
    lockedUntil: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  });
  await renderInPortal(<DashboardPanel />, {
    namespace: 'orders',
    texts,
    features: [orderViewTexts],
    language,
    store,
  });
  await waitFor(() => expect(getOrderSeriesStatistic).toHaveBeenCalled());
  return store;
}

const moneySection = async () =>
  within(await screen.findByRole('region', { name: 'Invoicing and payments' }));
const figure = (section: ReturnType<typeof within>, label: string) =>
  within(section.getByRole('group', { name: label }));

/**
 * The option the chart named `label` was last given, once echarts (loaded on first use, which a
 * busy machine makes slow) has made it.
 */
const chartOption = (label: string): Promise<ChartOption> =>
  waitFor(() => optionOf(label), { timeout: 10_000 });

function optionOf(label: string): ChartOption {
  const chart = echarts.charts.find(
    (candidate) => candidate.element.getAttribute('aria-label') === label,
  );
  const option = chart?.setOption.mock.lastCall?.[0] as ChartOption | undefined;
  if (option === undefined) throw new Error(`no chart ${label} yet`);
  return option;
}

describe('dashboard money panel', () => {
  it('asks nothing and shows nothing for a user without a finance role', async () => {
    await renderPanel(['USER', 'ORDER', 'DELIVERY']);
    await screen.findByRole('region', { name: 'Summary' });
    expect(getMoneyStatistic).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Invoicing and payments' })).toBeNull();
  });

  it('shows an invoice user the exact figures of the dashboard’s range and their charts', async () => {
    await renderPanel(['INVOICE']);
    const section = await moneySection();
    expect(getMoneyStatistic).toHaveBeenCalledWith({
      unit: 'day',
      from: '2025-02-14',
      to: '2025-03-15',
      timeZone,
    });
    expect(figure(section, 'Invoiced in the range').getByText('12,345.60 USD')).toBeTruthy();
    expect(figure(section, 'Paid in the range').getByText('9,000.05 USD')).toBeTruthy();
    // 3,345.55 + 1,000 + 0 + 250.10, added exactly.
    expect(figure(section, 'Open receivables today').getByText('4,595.65 USD')).toBeTruthy();

    const overTime = await chartOption('Invoiced and paid (USD)');
    expect(overTime.series).toEqual([
      expect.objectContaining({ name: 'Invoiced', data: [10000, 0, 2345.6] }),
      expect.objectContaining({ name: 'Paid', data: [0, 9000.05, 0] }),
    ]);
    expect(overTime.xAxis).toMatchObject({ data: ['2025-03-13', '2025-03-14', '2025-03-15'] });
    const byAge = await chartOption('Open receivables by age (USD)');
    expect(byAge.xAxis).toMatchObject({
      data: ['0–30 days', '31–60 days', '61–90 days', 'Over 90 days'],
    });
    expect(byAge.series).toEqual([expect.objectContaining({ data: [3345.55, 1000, 0, 250.1] })]);
  });

  it('names the days of the invoiced and paid chart as the date-time setting says', async () => {
    const store = await renderPanel(['INVOICE']);
    await moneySection();
    act(() =>
      store.set(systemSettingsAtom, { ...systemSettingDefaults, dateTimeFormat: 'YYYYMMDD' }),
    );

    await waitFor(() =>
      expect(optionOf('Invoiced and paid (USD)').xAxis).toMatchObject({
        data: ['20250313', '20250314', '20250315'],
      }),
    );
  });

  it('shows a payment user one currency at a time, never a mixed sum', async () => {
    await renderPanel(['PAYMENT']);
    const section = await moneySection();
    expect(section.queryByText(/1,512,345/)).toBeNull();
    fireEvent.click(section.getByRole('radio', { name: 'JPY' }));
    const yen = within(
      await (await moneySection()).findByRole('group', { name: 'Invoiced in the range' }),
    );
    expect(await yen.findByText('1,500,000 JPY')).toBeTruthy();
    expect((await chartOption('Invoiced and paid (JPY)')).series).toEqual([
      expect.objectContaining({ data: [1500000, 0, 0] }),
      expect.objectContaining({ data: [0, 0, 0] }),
    ]);
  });

  it('says so when the range holds no invoice or payment', async () => {
    vi.mocked(getMoneyStatistic).mockResolvedValue(moneyStatistic(range, { currencies: [] }));
    await renderPanel(['INVOICE']);
    expect((await moneySection()).getByText('No invoices or payments in this range.')).toBeTruthy();
  });

  it('offers a retry when the figures cannot be read', async () => {
    vi.mocked(getMoneyStatistic).mockRejectedValueOnce(new Error('no answer'));
    await renderPanel(['INVOICE']);
    const section = await moneySection();
    fireEvent.click(await section.findByRole('button', { name: 'Retry' }));
    expect(
      await (await moneySection()).findByRole('group', { name: 'Invoiced in the range' }),
    ).toBeTruthy();
    expect(getMoneyStatistic).toHaveBeenCalledTimes(2);
  });

  it('speaks Chinese', async () => {
    await renderPanel(['INVOICE'], 'zh-cn');
    const section = within(await screen.findByRole('region', { name: '开票与收款' }));
    expect(
      within(section.getByRole('group', { name: '当前未收（应收账款）' })).getByText(
        '4,595.65 USD',
      ),
    ).toBeTruthy();
  });
});
