import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { createStore } from 'jotai';
import type { Role, StatisticQuery } from '@portal/contracts';
import { currentUserAtom, rememberProject } from '@portal/auth';
import { useProjects } from '@portal/api-client';
import { choose, renderInPortal } from '@portal/testing';
import { orderViewTexts } from '@portal/order-view';
import { texts } from '../../i18n/texts';
import { project } from '../../testing/test-support';
import { getDeliveryQuantityStatistic } from '../api/get-delivery-quantity-statistic';
import { getDeliverySeriesStatistic } from '../api/get-delivery-series-statistic';
import { getOrderQuantityStatistic } from '../api/get-order-quantity-statistic';
import { getOrderSeriesStatistic } from '../api/get-order-series-statistic';
import { DashboardPanel } from './dashboard-panel';
import {
  answerStatistics,
  dayRange,
  deliveryQuantity,
  orderQuantity,
} from '../../testing/dashboard-fixtures';

// The calls are replaced here; the API's own suites test the real ones.
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
// jsdom draws nothing: the charts' own suite checks what echarts is given.
vi.mock('echarts/core', () => ({
  use: vi.fn(),
  init: vi.fn(() => ({ setOption: vi.fn(), resize: vi.fn(), dispose: vi.fn() })),
}));

// Mantine's selects are slow in jsdom; a busy machine runs them slower still.
vi.setConfig({ testTimeout: 30_000 });

const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const range = dayRange(timeZone);

const calls = [
  getOrderQuantityStatistic,
  getOrderSeriesStatistic,
  getDeliveryQuantityStatistic,
  getDeliverySeriesStatistic,
] as const;

/** Every one of the four calls was last made with `query`. */
function expectEveryCallWith(query: StatisticQuery): void {
  for (const call of calls) expect(vi.mocked(call)).toHaveBeenLastCalledWith(query);
}

beforeAll(() => {
  // jsdom has no layout: Mantine's combobox scrolls its selected option into view.
  Element.prototype.scrollIntoView = () => undefined;
});

beforeEach(() => {
  // The project a user chose last is kept in local storage: each test starts with none.
  localStorage.clear();
  // Only the clock is faked (in the helper): the default ranges are counted back from "today".
  answerStatistics(range);
  vi.mocked(useProjects).mockReturnValue({
    projects: [
      project('ACME', { nameZh: '艾克美', nameEn: 'ACME Retail' }),
      project('EURO', { nameZh: '欧洲超市', nameEn: 'Euro Markt' }),
    ],
    loading: false,
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
  act(() => notifications.clean());
});

/** The panel for a signed-in user holding `roles` (the dashboard's own role, USER, by default). */
async function renderPanel(roles: Role[] = ['USER']) {
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
  const rendered = await renderInPortal(<DashboardPanel />, {
    namespace: 'orders',
    texts,
    features: [orderViewTexts],
    language: 'en-us',
    store,
  });
  await screen.findByRole('region', { name: 'Summary' });
  return rendered;
}

/** The figure(s) a summary card shows. */
const card = (label: string) => within(screen.getByRole('group', { name: label }));

/** The lines of the amount card, as read aloud. */
const amountLines = () =>
  card('Order amount')
    .getAllByRole('listitem')
    .map((line) => line.textContent);

describe('DashboardPanel', () => {
  it('asks for the last 30 days in the user time zone and shows the figures', async () => {
    await renderPanel();

    expectEveryCallWith({ unit: 'day', from: '2025-02-14', to: '2025-03-15', timeZone });
    for (const call of calls) expect(vi.mocked(call)).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Start date')).toHaveProperty('value', '2025-02-14');
    expect(screen.getByLabelText('End date')).toHaveProperty('value', '2025-03-15');
    expect(screen.getByText(`2025-02-14 to 2025-03-15, time zone ${timeZone}`)).toBeTruthy();

    expect(card('Orders').getByText('1,234')).toBeTruthy();
    expect(card('Ordered quantity').getByText('5,678.5')).toBeTruthy();
    // Two currencies: each its own line, code and amount together, never one mixed sum.
    expect(amountLines()).toEqual(['USD 12,000.50', 'EUR 640.00']);
    expect(card('Messages sent').getByText('42')).toBeTruthy();
    expect(card('Messages failed').getByText('3')).toBeTruthy();
  });

  it('shows one amount with its currency when the orders use one', async () => {
    vi.mocked(getOrderQuantityStatistic).mockResolvedValue(
      orderQuantity(range, {
        amountByCurrency: [{ currencyCode: 'CNY', count: 1234, amount: 99.5 }],
      }),
    );
    await renderPanel();

    expect(amountLines()).toEqual(['CNY 99.50']);
  });

  it('keeps each amount on one line with its currency, in the currency’s digits', async () => {
    vi.mocked(getOrderQuantityStatistic).mockResolvedValue(
      orderQuantity(range, {
        amountByCurrency: [
          { currencyCode: 'USD', count: 900, amount: 727568.34 },
          { currencyCode: 'JPY', count: 300, amount: 1500000 },
        ],
      }),
    );
    await renderPanel();

    expect(amountLines()).toEqual(['USD 727,568.34', 'JPY 1,500,000']);
    for (const line of card('Order amount').getAllByRole('listitem')) {
      expect(line.style.whiteSpace).toBe('nowrap');
    }
  });

  it('counts orders naming no currency apart, not as money', async () => {
    vi.mocked(getOrderQuantityStatistic).mockResolvedValue(
      orderQuantity(range, {
        amountByCurrency: [
          { currencyCode: 'USD', count: 1200, amount: 12000.5 },
          { currencyCode: null, count: 34, amount: 640 },
        ],
      }),
    );
    await renderPanel();

    expect(amountLines()).toEqual(['USD 12,000.50', 'and 34 orders naming no currency']);
    expect(card('Order amount').queryByText(/640/)).toBeNull();
  });

  it('refetches all four statistics with the new unit and its default range', async () => {
    await renderPanel();

    fireEvent.click(screen.getByRole('radio', { name: 'Month' }));
    await waitFor(() =>
      expectEveryCallWith({ unit: 'month', from: '2024-04-01', to: '2025-03-15', timeZone }),
    );
    expect(screen.getByLabelText('Start date')).toHaveProperty('value', '2024-04-01');

    fireEvent.click(screen.getByRole('radio', { name: 'Year' }));
    await waitFor(() =>
      expectEveryCallWith({ unit: 'year', from: '2021-01-01', to: '2025-03-15', timeZone }),
    );

    fireEvent.click(screen.getByRole('radio', { name: 'Hour' }));
    await waitFor(() =>
      expectEveryCallWith({ unit: 'hour', from: '2025-03-14', to: '2025-03-15', timeZone }),
    );
    for (const call of calls) expect(vi.mocked(call)).toHaveBeenCalledTimes(4);
  });

  it('sends the chosen project and the typed days', async () => {
    await renderPanel();

    await choose(screen.getByRole('combobox', { name: 'Project' }), 'EURO — Euro Markt');
    await waitFor(() =>
      expectEveryCallWith({
        project_key: 'EURO',
        unit: 'day',
        from: '2025-02-14',
        to: '2025-03-15',
        timeZone,
      }),
    );

    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2025-03-01' } });
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2025-03-10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expectEveryCallWith({
        project_key: 'EURO',
        unit: 'day',
        from: '2025-03-01',
        to: '2025-03-10',
        timeZone,
      }),
    );
  });

  it('counts the project the user chose last, on another screen or an earlier visit', async () => {
    rememberProject('alice', 'EURO');
    await renderPanel();
    await waitFor(() =>
      expectEveryCallWith({
        project_key: 'EURO',
        unit: 'day',
        from: '2025-02-14',
        to: '2025-03-15',
        timeZone,
      }),
    );
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Project' }).value).toBe(
      'EURO — Euro Markt',
    );
  });

  it('refuses an end date before the start date and sends nothing', async () => {
    await renderPanel();

    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2025-02-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));

    expect(
      await screen.findByText('The end time cannot be earlier than the start time'),
    ).toBeTruthy();
    for (const call of calls) expect(vi.mocked(call)).toHaveBeenCalledTimes(1);
  });

  it('refuses a range with more points than the unit allows', async () => {
    await renderPanel();

    fireEvent.click(screen.getByRole('radio', { name: 'Hour' }));
    await waitFor(() => expect(vi.mocked(getOrderSeriesStatistic)).toHaveBeenCalledTimes(2));
    // 42 days of hours: 1008 points, more than the 1000 the contract allows.
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2025-02-02' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText(/The range is too long/)).toBeTruthy();
    for (const call of calls) expect(vi.mocked(call)).toHaveBeenCalledTimes(2);
  });

  it('takes the unit default for a cleared start date', async () => {
    await renderPanel();

    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '' } });
    // Leaving the field closes its calendar: only then does it show a day set from outside.
    fireEvent.blur(screen.getByLabelText('Start date'));
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2025-03-10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() =>
      expectEveryCallWith({ unit: 'day', from: '2025-02-09', to: '2025-03-10', timeZone }),
    );
    expect(screen.getByLabelText('Start date')).toHaveProperty('value', '2025-02-09');
  });

  it('clears every figure when a call fails, and loads them again on retry', async () => {
    await renderPanel();
    expect(card('Orders').getByText('1,234')).toBeTruthy();
    expect(await screen.findAllByRole('img', {}, { timeout: 10_000 })).toHaveLength(4);

    vi.mocked(getDeliverySeriesStatistic).mockRejectedValueOnce(new Error('no connection'));
    fireEvent.click(screen.getByRole('radio', { name: 'Month' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The statistics could not be loaded')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Summary' })).toBeNull();
    expect(screen.queryByText('1,234')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();

    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('region', { name: 'Summary' });
    expectEveryCallWith({ unit: 'month', from: '2024-04-01', to: '2025-03-15', timeZone });
  });

  it('says a range holds nothing instead of drawing empty charts', async () => {
    vi.mocked(getOrderQuantityStatistic).mockResolvedValue(
      orderQuantity(range, { count: 0, quantity: 0, amountByCurrency: [] }),
    );
    vi.mocked(getDeliveryQuantityStatistic).mockResolvedValue(
      deliveryQuantity(range, { count: 0, byDocumentType: [] }),
    );
    await renderPanel();

    expect(screen.getByText('No orders were received in this range.')).toBeTruthy();
    expect(screen.getByText('No messages were sent in this range.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(amountLines()).toEqual(['0']);
  });

  it('warns of failed and unacknowledged messages, with links for a user of the delivery screen', async () => {
    vi.mocked(getDeliveryQuantityStatistic).mockResolvedValue(
      deliveryQuantity(range, {
        byStatus: { ...deliveryQuantity(range).byStatus, failed: 3, unknown: 4 },
      }),
    );
    await renderPanel(['DELIVERY']);

    const alert = within(screen.getByRole('region', { name: 'Messages need attention' }));
    expect(alert.getByText('Failed messages in this range: 3')).toBeTruthy();
    expect(alert.getByText('Messages not acknowledged in time in this range: 4')).toBeTruthy();
    expect(
      alert.getByRole('link', { name: 'Show the unacknowledged messages' }).getAttribute('href'),
    ).toBe('/space/delivery/messages?status=unknown');
    expect(alert.getByRole('link', { name: 'Show the failed messages' }).getAttribute('href')).toBe(
      '/space/delivery/messages?status=failed',
    );
  });

  it('gives the counts without links to a user who cannot open the delivery screen', async () => {
    await renderPanel(['ORDER']);

    const alert = within(screen.getByRole('region', { name: 'Messages need attention' }));
    expect(alert.getByText('Failed messages in this range: 3')).toBeTruthy();
    // No unknown message in the range: no line for them.
    expect(alert.queryByText(/not acknowledged/)).toBeNull();
    expect(alert.queryByRole('link')).toBeNull();
  });
});
