import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import {
  contactFunctions,
  defaultProjectFeatures,
  messageStatuses,
  orderStatuses,
  partyRoles,
} from '@portal/contracts';
import {
  canonicalOrder,
  orderDetail,
  orderErrors,
  orderLogs,
  orderMessages,
  purchaseOrder850,
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
import { OrderDetailDrawer, orderDetailTabs } from './order-detail-drawer';

vi.mock('../api', () => ({
  findOrderByNumber: vi.fn(),
  getOrder: vi.fn(),
  getOrderInvoice: vi.fn(),
  listOrderLogs: vi.fn(),
  listOrderErrors: vi.fn(),
  listOrderMessages: vi.fn(),
}));

vi.setConfig({ testTimeout: 30_000 });

const allTabs = [
  'Order details',
  'Order plan and part list',
  'Invoice info',
  'Invoice details',
  'Trade settlement',
  'SPAC info',
  'Delivery details',
  'Operation logs',
  'Original document',
];

beforeEach(() => {
  vi.mocked(getOrder).mockResolvedValue(orderDetail());
  // No invoice sent yet: the invoice tabs show what the order gives one (invoice-tabs.test.tsx
  // shows a sent one).
  vi.mocked(getOrderInvoice).mockResolvedValue(null);
  vi.mocked(listOrderLogs).mockResolvedValue(orderLogs);
  vi.mocked(listOrderErrors).mockResolvedValue(orderErrors);
  vi.mocked(listOrderMessages).mockResolvedValue(orderMessages);
});

afterEach(() => {
  vi.clearAllMocks();
  act(() => notifications.clean());
});

async function renderDrawer(onDelete?: () => void) {
  await renderInPortal(
    <OrderDetailDrawer
      summary={{ serialNumber: 1001, orderNumber: 'PO-4501001' }}
      onClose={() => undefined}
      onDelete={onDelete}
    />,
    { namespace: orderViewTexts.namespace, texts: orderViewTexts.translations, language: 'en-us' },
  );
  await screen.findByRole('tab', { name: 'Order details' });
  expect(vi.mocked(getOrder)).toHaveBeenCalledWith(1001);
}

/** Opens a tab and returns its panel. */
async function openTab(name: string) {
  fireEvent.click(screen.getByRole('tab', { name }));
  return within(await screen.findByRole('tabpanel', { name }));
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

/** The section (a part of a tab) named `name`. */
const section = (panel: ReturnType<typeof within>, name: string) =>
  within(panel.getByRole('region', { name }));

describe('order detail', () => {
  it('shows the nine tabs, starting with the order details', async () => {
    await renderDrawer();
    expect(tabNames()).toEqual(allTabs);
    const details = within(screen.getByRole('tabpanel', { name: 'Order details' }));
    const header = section(details, 'Order header');
    for (const value of [
      'PO-4501001',
      'SA · Stand-alone order',
      'CN-2026-17',
      'FOB Origin',
      '8.25',
      '1,987.50 USD',
    ]) {
      expect(header.getAllByText(value).length).toBeGreaterThan(0);
    }
    const terms = section(details, 'Sale terms');
    expect(terms.getByText('2026-04-09')).toBeTruthy();
    expect(terms.getByText('30')).toBeTruthy();

    const buyer = section(details, 'Buyer');
    expect(buyer.getByText('Buyer · ACME Retail Inc.')).toBeTruthy();
    expect(buyer.getByText('dana.buyer@acme.example')).toBeTruthy();
    expect(buyer.getByText('Purchasing')).toBeTruthy();
    const shipTo = section(details, 'Ship to');
    for (const value of ['4100 Distribution Way', 'Dallas', 'TX', '75241', 'US', 'Sam Dock']) {
      expect(shipTo.getByText(value)).toBeTruthy();
    }
    expect(section(details, 'Remit to').getAllByText('081466849').length).toBe(2);

    const lines = within(details.getByRole('table', { name: 'Line items' }));
    expect(lines.getByText('Blue widget, large')).toBeTruthy();
    expect(lines.getByText('737.50')).toBeTruthy();
    // An order that did not change has no change table.
    expect(details.queryByRole('region', { name: 'What changed' })).toBeNull();
  });

  it('lists the parts with their schedule, or says there is none', async () => {
    await renderDrawer();
    const plan = await openTab('Order plan and part list');
    const schedule = within(plan.getByRole('table', { name: 'Schedule of line 1' }));
    expect(schedule.getByText('2026-03-20')).toBeTruthy();
    expect(schedule.getByText('60 EA')).toBeTruthy();
    expect(schedule.getByText('C · Firm')).toBeTruthy();
    expect(schedule.getByText('D · Planning')).toBeTruthy();
    expect(schedule.getByText('W · Weekly')).toBeTruthy();
    expect(plan.getByText('This line has no delivery schedule')).toBeTruthy();
    expect(plan.getAllByText('100 EA').length).toBeGreaterThan(0);
    expect(plan.getByText('P-100')).toBeTruthy();
  });

  it('opens an order plan on its part list and says when there is no schedule', async () => {
    const planOrder = {
      ...structuredClone(canonicalOrder),
      documentType: 'ORDER_PLAN' as const,
      horizonStart: '2026-04-01',
      horizonEnd: '2026-06-30',
      lines: canonicalOrder.lines.map((line) => ({ ...line, schedule: undefined })),
    };
    vi.mocked(getOrder).mockResolvedValue(orderDetail({ order: planOrder }));
    await renderDrawer();
    const plan = within(await screen.findByRole('tabpanel', { name: 'Order plan and part list' }));
    expect(plan.getByText('This order has no delivery schedule')).toBeTruthy();
    expect(plan.getByText('2026-06-30')).toBeTruthy();
    expect(plan.getByText('Part 1 · P-100 · Blue widget, large')).toBeTruthy();
  });

  it.each([
    // An 830's SDP01 (X12 678) and a DELFOR's SCC 2015: the same code means different days.
    { standard: 'X12' as const, code: 'A', shown: 'A · Monday through Friday' },
    { standard: 'EDIFACT' as const, code: '14', shown: '14 · Tuesday' },
  ])('says the despatch pattern $code of a $standard plan with its meaning', async (example) => {
    const detail = orderDetail({
      order: {
        ...structuredClone(canonicalOrder),
        documentType: 'ORDER_PLAN' as const,
        lines: canonicalOrder.lines.map((line) => ({ ...line, despatchPatternCode: example.code })),
      },
    });
    vi.mocked(getOrder).mockResolvedValue({
      ...detail,
      documents: detail.documents.map((document) => ({ ...document, standard: example.standard })),
    });
    await renderDrawer();
    const plan = within(await screen.findByRole('tabpanel', { name: 'Order plan and part list' }));
    const part = within(plan.getByRole('region', { name: '1 · P-100 · Blue widget, large' }));
    expect(part.getByText(example.shown)).toBeTruthy();
  });

  it('shows what the invoice will carry: parties, lines, totals and settlement', async () => {
    await renderDrawer();
    const info = await openTab('Invoice info');
    expect(await info.findByText('No invoice has been sent for this order yet')).toBeTruthy();
    expect(getOrderInvoice).toHaveBeenCalledWith(1001);
    const billing = section(info, 'Billing parties');
    expect(billing.getByText('Bill to · ACME Accounts Payable')).toBeTruthy();
    expect(billing.getByText('Remit to · Widget Works Ltd.')).toBeTruthy();
    expect(section(info, 'Invoice header').getByText('USD')).toBeTruthy();

    const details = await openTab('Invoice details');
    const lines = within(await details.findByRole('table', { name: 'Invoice lines' }));
    expect(lines.getByText('12.50 USD')).toBeTruthy();
    expect(lines.getByText('1,250.00 USD')).toBeTruthy();
    expect(lines.getByText('737.50 USD')).toBeTruthy();
    const totals = section(details, 'Totals');
    // 1987.50 + 25.00 freight − 50.00 allowance = 1962.50; 8.25 % tax = 161.91.
    expect(totals.getByText('1,987.50 USD')).toBeTruthy();
    expect(totals.getByText('1,962.50 USD')).toBeTruthy();
    expect(totals.getByText('161.91 USD')).toBeTruthy();
    expect(totals.getByText('2,124.41 USD')).toBeTruthy();

    const settlement = await openTab('Trade settlement');
    await settlement.findByRole('region', { name: 'Payment' });
    expect(section(settlement, 'Payment').getByText('ACH')).toBeTruthy();
    const payee = section(settlement, 'Payee and remit-to');
    expect(payee.getByText('Vendor DUNS No.')).toBeTruthy();
  });

  it('lists the allowances and charges, or says there are none', async () => {
    await renderDrawer();
    const spac = await openTab('SPAC info');
    const charges = within(spac.getByRole('table', { name: 'Services, allowances and charges' }));
    expect(charges.getByText('A · Allowance')).toBeTruthy();
    expect(charges.getByText('C310 · Discount')).toBeTruthy();
    expect(charges.getByText('50.00 USD')).toBeTruthy();
    expect(charges.getByText('C · Charge')).toBeTruthy();
    expect(charges.getByText('Freight')).toBeTruthy();
  });

  it('says so when an order carries no allowance or charge', async () => {
    vi.mocked(getOrder).mockResolvedValue(orderDetail({ order: structuredClone(canonicalOrder) }));
    await renderDrawer();
    const spac = await openTab('SPAC info');
    expect(spac.getByText('This order has no service, allowance or charge')).toBeTruthy();
  });

  it('shows where the goods go, the requested dates and the stock held', async () => {
    await renderDrawer();
    const delivery = await openTab('Delivery details');
    const shipping = section(delivery, 'Ship-to, ship-from and carrier');
    expect(shipping.getByText('Ship to · ACME DC Dallas')).toBeTruthy();
    expect(shipping.getByText('Ship from · Widget Works Shenzhen')).toBeTruthy();
    expect(shipping.getByText('Carrier · UPS Freight')).toBeTruthy();
    expect(section(delivery, 'Transport').getByText('FOB Origin')).toBeTruthy();
    const dates = within(delivery.getByRole('table', { name: 'Requested dates per line' }));
    expect(dates.getByText('2026-03-22')).toBeTruthy();
    expect(dates.getByText('2026-03-15')).toBeTruthy();
    const stock = within(delivery.getByRole('table', { name: 'Reserved stock' }));
    expect(stock.getByText('W-100')).toBeTruthy();
    expect(stock.getByText('Reserved')).toBeTruthy();
  });

  it('shows the operation log and the errors around the order', async () => {
    await renderDrawer();
    const logs = await openTab('Operation logs');
    const log = within(await logs.findByRole('table', { name: 'Operation log' }));
    const rows = log.getAllByRole('row').slice(1);
    // Time, by, from status, to status, message.
    expect(rows.map((row) => [...row.children].slice(1).map((cell) => cell.textContent))).toEqual([
      ['EDI gateway', '', 'New order', 'Order received'],
      [
        'EDI gateway',
        'New order',
        'Awaiting acceptance',
        'Receipt acknowledged to the partner; ready to answer',
      ],
    ]);
    const errors = within(await logs.findByRole('list', { name: 'Errors' }));
    expect(errors.getByText('Outbound message · 855 #000000017')).toBeTruthy();
    expect(errors.getByText('The partner rejected the 855: AK5*R*5')).toBeTruthy();
    expect(vi.mocked(listOrderLogs)).toHaveBeenCalledWith(1001);
    expect(vi.mocked(listOrderErrors)).toHaveBeenCalledWith(1001);
  });

  it('shows the original text with its envelope, copies it, and lists the messages', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderDrawer();
    const original = await openTab('Original document');
    const document = section(original, '850 (X12) · ACME_850_000000905.x12');
    expect(document.getByLabelText('Text of 850').textContent).toBe(purchaseOrder850);
    for (const value of ['000000905', '905', '0001', '123456789', 'SUPPLIER']) {
      expect(document.getAllByText(value).length).toBeGreaterThan(0);
    }
    fireEvent.click(document.getByRole('button', { name: 'Copy text' }));
    expect(writeText).toHaveBeenCalledWith(purchaseOrder850);
    expect(await document.findByRole('button', { name: 'Copied' })).toBeTruthy();

    const messages = within(await original.findByRole('table', { name: 'Message history' }));
    expect(messages.getByText('SUPPLIER_855_000000019.x12')).toBeTruthy();
    expect(messages.getByText('Accepted')).toBeTruthy();
    expect(messages.getByText('855 Order response')).toBeTruthy();
    expect(messages.getByText('000000019 / 19 / 0001')).toBeTruthy();
    expect(messages.getByText('Not expected')).toBeTruthy();
    expect(vi.mocked(listOrderMessages)).toHaveBeenCalledWith(1001);
  });

  it('shows why the partner refused a ship notice, next to the message', async () => {
    const [first] = orderMessages;
    if (first === undefined) throw new Error('the fixtures hold no message');
    vi.mocked(listOrderMessages).mockResolvedValue([
      {
        ...first,
        id: 40,
        documentType: '856',
        status: 'failed',
        fileName: 'SUPPLIER_856_000000040.x12',
        errors: [{ message: 'Ship date is in the future', segmentTag: 'DTM' }, { code: '5' }],
      },
    ]);
    await renderDrawer();
    const original = await openTab('Original document');
    const messages = within(await original.findByRole('table', { name: 'Message history' }));
    const refused = messages.getByText('SUPPLIER_856_000000040.x12').closest('tr');
    if (refused === null) throw new Error('the refused message has no row');
    const row = within(refused);
    expect(row.getByText('856 Ship notice')).toBeTruthy();
    expect(row.getByText('Failed')).toBeTruthy();
    expect(row.getByText('Ship date is in the future · DTM')).toBeTruthy();
    expect(row.getByText('No reason given')).toBeTruthy();
  });

  it('hides the invoice tabs the project switches off', async () => {
    vi.mocked(getOrder).mockResolvedValue(
      orderDetail({
        features: {
          ...defaultProjectFeatures,
          showInvoiceInfo: false,
          showInvoiceDetails: false,
          showTradeSettlement: false,
        },
      }),
    );
    await renderDrawer();
    expect(tabNames()).toEqual(
      allTabs.filter(
        (tab) => !['Invoice info', 'Invoice details', 'Trade settlement'].includes(tab),
      ),
    );
  });

  it('shows what changed and the earlier versions of a changed order', async () => {
    const previous = structuredClone(canonicalOrder);
    vi.mocked(getOrder).mockResolvedValue(
      orderDetail({
        summary: { ...orderDetail().summary, status: 'CHANGED', documentVersion: 2 },
        order: {
          ...structuredClone(canonicalOrder),
          documentType: 'ORDER_CHANGE',
          documentVersion: 2,
        },
        changes: [
          {
            scope: 'line',
            lineNumber: '1',
            change: 'change',
            field: 'quantities.ordered',
            before: '100',
            after: '120',
          },
          {
            scope: 'line',
            lineNumber: '3',
            change: 'add',
            field: 'line',
            before: null,
            after: 'W-300',
          },
          {
            scope: 'header',
            change: 'change',
            field: 'orderDate',
            before: '2026-03-10',
            after: '2026-03-12',
          },
        ],
        versions: [
          {
            version: 1,
            documentType: 'ORDER',
            documentNumber: 'PO-4501001',
            status: 'ACCEPTED',
            receivedAt: '2026-03-10T02:15:00.000Z',
            replacedAt: '2026-03-12T09:00:00.000Z',
            order: previous,
          },
        ],
      }),
    );
    await renderDrawer();
    const details = within(screen.getByRole('tabpanel', { name: 'Order details' }));
    const changes = within(details.getByRole('table', { name: 'What changed' }));
    const rows = changes.getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['Line', '1', 'Changed', 'Ordered quantity', '100 → 120'],
      ['Line', '3', 'Added', 'Whole line', '— → W-300'],
      ['Header', '', 'Changed', 'Order date', '2026-03-10 → 2026-03-12'],
    ]);
    const versions = within(details.getByRole('table', { name: 'Versions' }));
    expect(versions.getByText('Accepted, waiting for shipping info')).toBeTruthy();
    expect(versions.getByText('1,987.50 USD')).toBeTruthy();
  });

  it('offers Delete only when the project allows it and the status permits', async () => {
    const onDelete = vi.fn();
    await renderDrawer(onDelete);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ serialNumber: 1001 }));
  });

  it('offers no Delete for an order that holds stock or a project that forbids it', async () => {
    vi.mocked(getOrder).mockResolvedValueOnce(
      orderDetail({ summary: { ...orderDetail().summary, status: 'ACCEPTED' } }),
    );
    await renderDrawer(vi.fn());
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('offers no Delete where the project does not allow deleting', async () => {
    vi.mocked(getOrder).mockResolvedValueOnce(
      orderDetail({ features: { ...defaultProjectFeatures, allowDelete: false } }),
    );
    await renderDrawer(vi.fn());
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});

describe('order texts', () => {
  it('name every tab, status, party, contact function and message status in both languages', () => {
    const families = [
      ...orderDetailTabs.map((tab) => `order.tab.${tab}`),
      ...orderStatuses.map((status) => `status.${status}`),
      ...partyRoles.map((role) => `order.party.${role}`),
      ...contactFunctions.map((name) => `order.contactFunction.${name}`),
      ...messageStatuses.map((status) => `order.messageStatus.${status}`),
    ];
    for (const language of ['zh-cn', 'en-us'] as const) {
      const table: Readonly<Record<string, string>> = orderViewTexts.translations[language];
      expect(families.filter((key) => (table[key] ?? '').trim() === '')).toEqual([]);
    }
    const { translations } = orderViewTexts;
    expect(Object.keys(translations['zh-cn']).sort()).toEqual(
      Object.keys(translations['en-us']).sort(),
    );
  });
});
