import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { createStore } from 'jotai';
import { systemSettingsAtom } from '@portal/auth';
import { systemSettingDefaults } from '@portal/contracts';
import { orderDetail, renderInPortal, sentInvoiceDetail } from '@portal/testing';
import { getOrder, getOrderInvoice } from '../api';
import { orderViewTexts } from '../texts';
import { OrderDetailDrawer } from './order-detail-drawer';

vi.mock('../api', () => ({
  findOrderByNumber: vi.fn(),
  getOrder: vi.fn(),
  getOrderInvoice: vi.fn(),
  listOrderLogs: vi.fn(),
  listOrderErrors: vi.fn(),
  listOrderMessages: vi.fn(),
}));

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  vi.mocked(getOrder).mockResolvedValue(orderDetail());
  vi.mocked(getOrderInvoice).mockResolvedValue(sentInvoiceDetail());
});

afterEach(() => {
  vi.clearAllMocks();
  act(() => notifications.clean());
});

async function renderDrawer(language: 'zh-cn' | 'en-us' = 'en-us') {
  const store = createStore();
  store.set(systemSettingsAtom, {
    ...systemSettingDefaults,
    dateTimeFormat: 'YYYY/MM/DD HH:mm:ss',
  });
  await renderInPortal(
    <OrderDetailDrawer
      summary={{ serialNumber: 1001, orderNumber: 'PO-4501001' }}
      onClose={() => undefined}
    />,
    {
      namespace: orderViewTexts.namespace,
      texts: orderViewTexts.translations,
      language,
      store,
    },
  );
}

async function openTab(name: string) {
  fireEvent.click(await screen.findByRole('tab', { name }));
  return within(await screen.findByRole('tabpanel', { name }));
}

const section = (panel: ReturnType<typeof within>, name: string) =>
  within(panel.getByRole('region', { name }));

describe('invoice tabs of a sent invoice', () => {
  it('shows the invoice itself: header, exact totals, bill-to and remit-to', async () => {
    await renderDrawer();
    const info = await openTab('Invoice info');
    const header = within(await info.findByRole('region', { name: 'Invoice header' }));
    expect(getOrderInvoice).toHaveBeenCalledWith(1001);
    expect(header.getByText('INV-2026-0042')).toBeTruthy();
    expect(header.getByText('Accepted')).toBeTruthy();
    expect(header.getByText('2026/03/20')).toBeTruthy();
    expect(header.getByText('Partly paid (200.00 EUR)')).toBeTruthy();
    // 399.60 + 360.02 = 759.62; + 15.00 − 36.00 = 738.62; 7 % = 51.70; 790.32.
    const totals = section(info, 'Totals');
    expect(totals.getByText('759.62 EUR')).toBeTruthy();
    expect(totals.getByText('36.00 EUR')).toBeTruthy();
    expect(totals.getByText('738.62 EUR')).toBeTruthy();
    expect(totals.getByText('51.70 EUR')).toBeTruthy();
    expect(totals.getAllByText('790.32 EUR')).toHaveLength(2);
    expect(section(info, 'Bill to').getByText('ACME Accounts Payable')).toBeTruthy();
    expect(section(info, 'Remit to').getByText('Widget Works Ltd.')).toBeTruthy();
    expect(info.queryByText('No invoice has been sent for this order yet')).toBeNull();
  });

  it('shows its lines, allowances and charges with their meanings, and its tax', async () => {
    await renderDrawer();
    const details = await openTab('Invoice details');
    const lines = within(await details.findByRole('table', { name: 'Invoice lines' }));
    expect(lines.getByText('40 EA')).toBeTruthy();
    expect(lines.getByText('399.60 EUR')).toBeTruthy();
    expect(lines.getByText('120.005 EUR')).toBeTruthy();
    expect(lines.getByText('360.02 EUR')).toBeTruthy();
    const charges = within(
      details.getByRole('table', { name: 'Services, allowances and charges' }),
    );
    expect(charges.getByText('D240 · Freight')).toBeTruthy();
    expect(charges.getByText('The whole invoice')).toBeTruthy();
    expect(charges.getByText('I170 · Volume discount')).toBeTruthy();
    expect(charges.getByText('Line 2')).toBeTruthy();
    expect(charges.getByText('Allowance (A)')).toBeTruthy();
    expect(section(details, 'Tax').getByText('Z · Zero rated')).toBeTruthy();
  });

  it('shows its trade settlement with the payment means in words', async () => {
    await renderDrawer();
    const settlement = await openTab('Trade settlement');
    const payment = within(await settlement.findByRole('region', { name: 'Trade settlement' }));
    expect(payment.getByText('58 · SEPA credit transfer')).toBeTruthy();
    expect(payment.getByText('DEUTDEFF')).toBeTruthy();
    expect(section(settlement, 'Sale terms').getByText('45')).toBeTruthy();
    expect(section(settlement, 'Sale terms').getByText('08 · Basic discount offered')).toBeTruthy();
  });

  it('offers a retry when the invoice cannot be read', async () => {
    vi.mocked(getOrderInvoice).mockRejectedValueOnce(new Error('no answer'));
    await renderDrawer();
    const info = await openTab('Invoice info');
    fireEvent.click(within(await info.findByRole('alert')).getByRole('button', { name: 'Retry' }));
    expect(await info.findByText('INV-2026-0042')).toBeTruthy();
    expect(getOrderInvoice).toHaveBeenCalledTimes(2);
  });

  it('speaks Chinese, codes included', async () => {
    await renderDrawer('zh-cn');
    const details = await openTab('发票明细');
    const charges = within(await details.findByRole('table', { name: '服务、折让与费用' }));
    expect(charges.getByText('D240 · 运费')).toBeTruthy();
    expect(section(details, '税').getByText('Z · 零税率')).toBeTruthy();
  });
});
