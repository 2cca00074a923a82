import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { createStore } from 'jotai';
import { useProjects } from '@portal/api-client';
import { systemSettingsAtom } from '@portal/auth';
import {
  systemSettingDefaults,
  type DeliverySummary,
  type ProjectListItem,
} from '@portal/contracts';
import { choose, renderInPortal } from '@portal/testing';
import { countMessages } from '../api/count-messages';
import { listDeliveries } from '../api/list-deliveries';
import { texts } from '../../i18n/texts';
import { deliveryFiltersAtom, emptyDeliveryFilters } from '../state/delivery-list-query';
import { DeliveryList } from './delivery-list';

// The calls are replaced here; the API's own suites test the real ones.
vi.mock('../api/list-deliveries', () => ({ listDeliveries: vi.fn() }));
vi.mock('../api/count-messages', () => ({ countMessages: vi.fn() }));
vi.mock('@portal/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useProjects: vi.fn(),
}));

// Mantine's selects are slow in jsdom; a busy machine runs them slower still.
vi.setConfig({ testTimeout: 30_000 });

const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

const project = (projectKey: string): ProjectListItem => ({
  projectKey,
  nameZh: `${projectKey} 中文`,
  nameEn: `${projectKey} Retail`,
  features: { allowCancel: true, allowDelete: true, confirmBeforeAccept: false },
});

/** A sent ship notice of ACME, PO-<serial>, accepted by the partner. */
const notice = (
  deliveryId: number | null,
  serialNumber: number,
  overrides: Partial<DeliverySummary> = {},
): DeliverySummary => ({
  deliveryId,
  projectKey: 'ACME',
  serialNumber,
  poNumber: `PO-${serialNumber}`,
  orderStatus: 'SENT_ASN',
  deliveryType: 'shipNotice',
  status: 'success',
  shipmentNumber: `SH-${serialNumber}`,
  shippedDate: '2026-03-12',
  packageCount: 3,
  messageId: 31,
  documentType: '856',
  interchangeControlNumber: '000000031',
  updatedAt: '2026-03-12T08:00:00.000Z',
  sentAt: '2026-03-12T08:00:00.000Z',
  ...overrides,
});

const sent = notice(11, 7001);
const failed = notice(12, 7002, {
  status: 'failed',
  messageId: 32,
  documentType: 'DESADV',
  interchangeControlNumber: '000000032',
});
const draft = notice(13, 7003, {
  status: 'new',
  orderStatus: 'DELIVERED',
  messageId: null,
  documentType: null,
  interchangeControlNumber: null,
  sentAt: null,
});
const waiting = notice(null, 7004, {
  status: null,
  orderStatus: 'DELIVERED',
  shipmentNumber: null,
  messageId: null,
  documentType: null,
  interchangeControlNumber: null,
  updatedAt: null,
  sentAt: null,
});

const page = (records: DeliverySummary[]) => ({
  records,
  total: records.length,
  page: 1,
  size: 10,
});

beforeAll(() => {
  // jsdom has no layout: Mantine's combobox scrolls its selected option into view.
  Element.prototype.scrollIntoView = () => undefined;
});

beforeEach(() => {
  localStorage.clear();
  vi.mocked(useProjects).mockReturnValue({
    projects: [project('ACME'), project('EURO')],
    loading: false,
  });
  vi.mocked(listDeliveries).mockResolvedValue(page([sent, failed, draft]));
  vi.mocked(countMessages).mockImplementation((status) =>
    Promise.resolve(status === 'failed' ? 2 : status === 'unknown' ? 5 : 0),
  );
});

afterEach(() => {
  vi.clearAllMocks();
  act(() => notifications.clean());
});

async function renderList(language: 'en-us' | 'zh-cn' = 'en-us') {
  const store = createStore();
  store.set(deliveryFiltersAtom, emptyDeliveryFilters);
  store.set(systemSettingsAtom, {
    ...systemSettingDefaults,
    dateTimeFormat: 'YYYY/MM/DD HH:mm:ss',
  });
  const rendered = await renderInPortal(<DeliveryList />, {
    namespace: 'delivery',
    texts,
    language,
    store,
  });
  await screen.findByRole('link', { name: 'PO-7001' });
  return rendered;
}

const rowOf = (poNumber: string) => {
  const row = screen.getByRole('link', { name: poNumber }).closest('tr');
  if (row === null) throw new Error(`no row shows ${poNumber}`);
  return within(row);
};
const hrefOf = (element: HTMLElement) => element.getAttribute('href');

describe('delivery list', () => {
  it('shows the notices with meanings, each PO a link to its notice and each document to its message', async () => {
    await renderList();
    expect(listDeliveries).toHaveBeenCalledWith({ view: 'notices', page: 1, size: 10, timeZone });

    expect(hrefOf(screen.getByRole('link', { name: 'PO-7001' }))).toBe('/space/delivery/notice/11');
    const first = rowOf('PO-7001');
    expect(first.getByText('Accepted')).toBeTruthy();
    expect(first.getByText('Ship notice sent, waiting for confirmation')).toBeTruthy();
    expect(first.getByText('SH-7001')).toBeTruthy();
    expect(first.getByText('Shipped 2026/03/12')).toBeTruthy();
    expect(first.getByText('856 Ship notice')).toBeTruthy();
    expect(hrefOf(first.getByRole('link', { name: '000000031' }))).toBe(
      '/space/delivery/messages/31',
    );

    // A refused notice is flagged: filled, with a warning sign, never a bare code.
    const second = rowOf('PO-7002');
    expect(second.getByText('Failed').closest('[data-status]')?.getAttribute('data-status')).toBe(
      'failed',
    );
    expect(second.getByText('DESADV Despatch advice (ship notice)')).toBeTruthy();
    expect(hrefOf(screen.getByRole('link', { name: 'PO-7003' }))).toBe('/space/delivery/notice/13');
    expect(rowOf('PO-7003').getByText('New (not processed)')).toBeTruthy();

    // The way to an order's invoice, under its status, once the order may have one.
    expect(hrefOf(first.getByRole('link', { name: 'Make invoice' }))).toBe(
      '/space/delivery/invoice/order/7001?project=ACME',
    );

    // The messages that need a look, counted, each a link to the message list showing them.
    expect(countMessages).toHaveBeenCalledWith('failed', undefined);
    expect(countMessages).toHaveBeenCalledWith('unknown', undefined);
    expect(hrefOf(await screen.findByRole('link', { name: 'Failed messages: 2' }))).toBe(
      '/space/delivery/messages?status=failed',
    );
    expect(hrefOf(screen.getByRole('link', { name: 'Messages not acknowledged in time: 5' }))).toBe(
      '/space/delivery/messages?status=unknown',
    );
    expect(hrefOf(screen.getByRole('link', { name: 'Message status' }))).toBe(
      '/space/delivery/messages',
    );
  });

  it('asks for the filters typed, and for the orders awaiting a notice in their own view', async () => {
    await renderList();
    await choose(screen.getByRole('combobox', { name: 'Notice status' }), 'Failed');
    fireEvent.change(screen.getByLabelText('PO No.'), { target: { value: ' PO-70 ' } });
    fireEvent.change(screen.getByLabelText('Saved from'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('Saved to'), { target: { value: '2026-03-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(listDeliveries).toHaveBeenLastCalledWith({
        view: 'notices',
        page: 1,
        size: 10,
        status: 'failed',
        poNumber: 'PO-70',
        from: '2026-03-01',
        to: '2026-03-31',
        timeZone,
      }),
    );

    vi.mocked(listDeliveries).mockResolvedValue(page([waiting]));
    fireEvent.click(screen.getByRole('radio', { name: 'Awaiting a ship notice' }));
    await waitFor(() =>
      expect(listDeliveries).toHaveBeenLastCalledWith({
        view: 'awaiting',
        page: 1,
        size: 10,
        poNumber: 'PO-70',
        timeZone,
      }),
    );
    // An order without a draft opens a new notice for it, in its project.
    const link = await screen.findByRole('link', { name: 'PO-7004' });
    expect(hrefOf(link)).toBe('/space/delivery/order/7004?project=ACME');
    expect(rowOf('PO-7004').getByText('No notice yet')).toBeTruthy();
    expect(hrefOf(rowOf('PO-7004').getByRole('link', { name: 'Make invoice' }))).toBe(
      '/space/delivery/invoice/order/7004?project=ACME',
    );
    expect(screen.getByLabelText('Shipped from')).toBeTruthy();
  });

  it('starts in the one project of a user who has only one, and counts its messages', async () => {
    vi.mocked(useProjects).mockReturnValue({ projects: [project('ACME')], loading: false });
    await renderList();
    await waitFor(() =>
      expect(listDeliveries).toHaveBeenLastCalledWith({
        view: 'notices',
        page: 1,
        size: 10,
        project_key: 'ACME',
        timeZone,
      }),
    );
    await waitFor(() => expect(countMessages).toHaveBeenCalledWith('unknown', 'ACME'));
    expect((screen.getByRole('combobox', { name: 'Project' }) as HTMLInputElement).value).toBe(
      'ACME — ACME Retail',
    );
  });

  it('opens the invoice of an order already invoiced, and offers none before shipping', async () => {
    vi.mocked(listDeliveries).mockResolvedValue(
      page([
        notice(11, 7001, { orderStatus: 'SENT_INV' }),
        notice(15, 7005, { orderStatus: 'PRINTED' }),
      ]),
    );
    await renderList();
    expect(hrefOf(rowOf('PO-7001').getByRole('link', { name: 'Open invoice' }))).toBe(
      '/space/delivery/invoice/order/7001?project=ACME',
    );
    expect(rowOf('PO-7005').queryByRole('link', { name: /invoice/i })).toBeNull();
  });

  it('speaks Chinese, statuses included', async () => {
    await renderList('zh-cn');
    expect(rowOf('PO-7001').getByText('成功')).toBeTruthy();
    expect(rowOf('PO-7001').getByText('856 发货通知')).toBeTruthy();
    expect(screen.getByRole('radio', { name: '待发货通知' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: '发送失败的报文：2' })).toBeTruthy();
  });
});
