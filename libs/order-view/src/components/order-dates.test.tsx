import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { systemSettingDefaults } from '@portal/contracts';
import { systemSettingsAtom } from '@portal/auth';
import {
  canonicalOrder,
  orderDetail,
  orderErrors,
  orderLogs,
  orderMessages,
  renderInPortal,
} from '@portal/testing';
import {
  getOrder,
  getOrderInvoice,
  listOrderErrors,
  listOrderLogs,
  listOrderMessages,
} from '../api';
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
  vi.mocked(getOrder).mockResolvedValue(
    orderDetail({
      order: {
        ...structuredClone(canonicalOrder),
        // What the 850's envelope gives: the sender's wall-clock time, without zone.
        documentTime: '2026-11-23T22:29',
        orderDate: '2026-11-20',
      },
    }),
  );
  vi.mocked(getOrderInvoice).mockResolvedValue(null);
  vi.mocked(listOrderLogs).mockResolvedValue(orderLogs);
  vi.mocked(listOrderErrors).mockResolvedValue(orderErrors);
  vi.mocked(listOrderMessages).mockResolvedValue(orderMessages);
});

afterEach(() => vi.clearAllMocks());

/** The drawer with the admin's date-time setting, and the value shown beside a label. */
async function renderWithFormat(dateTimeFormat: (typeof systemSettingDefaults)['dateTimeFormat']) {
  const store = createStore();
  store.set(systemSettingsAtom, { ...systemSettingDefaults, dateTimeFormat });
  await renderInPortal(
    <OrderDetailDrawer
      summary={{ serialNumber: 1001, orderNumber: 'PO-4501001' }}
      onClose={() => undefined}
    />,
    {
      namespace: orderViewTexts.namespace,
      texts: orderViewTexts.translations,
      language: 'en-us',
      store,
    },
  );
  const panel = await screen.findByRole('tabpanel', { name: 'Order details' });
  await within(panel).findByText('Document time');
  return (label: string) => within(panel).getByText(label).nextElementSibling?.textContent;
}

describe('dates and times of the order details', () => {
  it('follow the date-time setting, never the raw text', async () => {
    const valueOf = await renderWithFormat('YYYY/MM/DD HH:mm:ss');
    expect(valueOf('Document time')).toBe('2026/11/23 22:29:00');
    expect(valueOf('Order date')).toBe('2026/11/20');
    expect(screen.queryByText('2026-11-23T22:29')).toBeNull();
  });

  it('show days alone when the setting has no time', async () => {
    const valueOf = await renderWithFormat('YYYYMMDD');
    expect(valueOf('Document time')).toBe('20261123');
    expect(valueOf('Order date')).toBe('20261120');
  });
});
