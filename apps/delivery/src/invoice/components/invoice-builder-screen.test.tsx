import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { ApiError } from '@portal/api-client';
import {
  recalculateInvoice,
  type InvoiceData,
  type InvoiceDetail,
  type Message,
} from '@portal/contracts';
import { renderInPortal } from '@portal/testing';
import { saveFile } from '@portal/ui';
import { texts } from '../../i18n/texts';
import { createCreditMemo } from '../api/create-credit-memo';
import { deleteInvoice } from '../api/delete-invoice';
import { downloadInvoicePdf } from '../api/download-invoice-pdf';
import { getInvoiceById, getOrderInvoice } from '../api/get-invoice';
import { saveInvoice } from '../api/save-invoice';
import { sendInvoice } from '../api/send-invoice';
import { InvoiceBuilderScreen } from './invoice-builder-screen';

// The calls are replaced here; the API's own suites test the real ones.
vi.mock('../api/get-invoice', () => ({ getInvoiceById: vi.fn(), getOrderInvoice: vi.fn() }));
vi.mock('../api/save-invoice', () => ({ saveInvoice: vi.fn() }));
vi.mock('../api/send-invoice', () => ({ sendInvoice: vi.fn() }));
vi.mock('../api/delete-invoice', () => ({ deleteInvoice: vi.fn() }));
vi.mock('../api/create-credit-memo', () => ({ createCreditMemo: vi.fn() }));
vi.mock('../api/download-invoice-pdf', () => ({ downloadInvoicePdf: vi.fn() }));
vi.mock('@portal/ui', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  saveFile: vi.fn(),
}));

// Mantine's selects and dialogs are slow in jsdom; a busy machine runs them slower still.
vi.setConfig({ testTimeout: 30_000 });

/** Order 7001 as its ship notice left it: 24 widgets at 2.50, 6 of 10 gadgets not yet invoiced. */
const prefilledData: InvoiceData = recalculateInvoice({
  invoiceNumber: '',
  invoiceDate: '2026-11-20',
  currencyCode: 'USD',
  shipNoticeNumber: 'PO-7001',
  billTo: { name: 'ACME Accounts Payable', city: 'Dallas' },
  remitTo: { name: 'Acme Supplier Ltd' },
  terms: { typeCode: '01', netDays: 30 },
  tax: { ratePercent: '7.5', categoryCode: 'S' },
  lines: [
    {
      key: 'L1',
      lineNumber: '1',
      vendorItemNumber: 'WID-100',
      quantity: 24,
      unit: 'EA',
      unitPrice: '2.50',
    },
    {
      key: 'L2',
      lineNumber: '2',
      vendorItemNumber: 'GAD-200',
      quantity: 6,
      unit: 'EA',
      unitPrice: '12.10',
    },
  ],
  charges: [],
});

function invoice(overrides: Partial<InvoiceDetail> = {}): InvoiceDetail {
  return {
    invoiceId: null,
    projectKey: 'ACME',
    direction: 'sent',
    kind: 'invoice',
    serialNumber: 7001,
    poNumber: 'PO-7001',
    orderStatus: 'SENT_ASN',
    status: 'draft',
    version: null,
    data: prefilledData,
    lineAmounts: { L1: '60.00', L2: '72.60' },
    chargeAmounts: {},
    orderLines: [
      {
        lineNumber: '1',
        buyerItemNumber: 'B-100',
        vendorItemNumber: 'WID-100',
        description: 'Widget, blue',
        unit: 'EA',
        ordered: 24,
        shipped: 24,
        invoiced: 0,
        unitPrice: '2.50',
      },
      {
        lineNumber: '2',
        buyerItemNumber: 'B-200',
        vendorItemNumber: 'GAD-200',
        description: 'Gadget',
        unit: 'EA',
        ordered: 10,
        shipped: 10,
        invoiced: 4,
        unitPrice: '12.10',
      },
      {
        lineNumber: '3',
        buyerItemNumber: 'B-300',
        vendorItemNumber: 'SPR-300',
        description: 'Sprocket',
        unit: 'EA',
        ordered: 5,
        shipped: 5,
        invoiced: 0,
        unitPrice: '0.10',
      },
    ],
    messages: [],
    payments: [],
    paidAmount: '0.00',
    paidState: 'unpaid',
    related: [],
    editable: true,
    canSend: true,
    canCredit: false,
    switches: {
      sendInvoice: true,
      showInvoiceHeader: true,
      showInvoiceInfo: true,
      showInvoiceDetails: true,
      showTradeSettlement: true,
      numberPrefix: null,
    },
    createdBy: null,
    updatedAt: null,
    sentAt: null,
    ...overrides,
  };
}

/** The same invoice once saved as draft 41, numbered INV-0041. */
const saved = (overrides: Partial<InvoiceDetail> = {}): InvoiceDetail =>
  invoice({
    invoiceId: 41,
    version: '2026-11-20T10:00:00.000Z',
    createdBy: 'alice',
    updatedAt: '2026-11-20T10:00:00.000Z',
    data: { ...prefilledData, invoiceNumber: 'INV-0041' },
    ...overrides,
  });

const message = (overrides: Partial<Message> = {}): Message => ({
  id: 33,
  projectKey: 'ACME',
  standard: 'X12',
  documentType: '810',
  status: 'success',
  orderSerialNumber: 7001,
  answersInterchangeId: null,
  resendOf: null,
  fileName: 'INV-7001.x12',
  interchangeControlNumber: '000000303',
  groupControlNumber: '303',
  transactionControlNumber: '0001',
  acknowledgementExpected: true,
  errors: [],
  attempts: 1,
  createdBy: 'alice',
  createdAt: '2026-11-20T11:00:00.000Z',
  updatedAt: '2026-11-20T11:00:00.000Z',
  writtenAt: '2026-11-20T11:00:01.000Z',
  acknowledgedAt: '2026-11-20T11:05:00.000Z',
  ...overrides,
});

/** Moves the router to `path` first, as opening the address does. */
function At({ path, children }: { path: string; children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [arrived, setArrived] = useState(false);
  const started = useRef(false);
  if (!arrived && `${location.pathname}${location.search}` === path) setArrived(true);
  useEffect(() => {
    // Once: the builder moves on by itself (a first save, a credit memo).
    if (started.current) return;
    started.current = true;
    void navigate(path, { replace: true });
  }, [navigate, path]);
  return arrived ? children : null;
}

function AddressShown() {
  const { pathname } = useLocation();
  return <output data-testid="address">{pathname}</output>;
}

/** Opens the builder at an address, as the delivery screen mounts it. */
async function open(path: string, language: 'en-us' | 'zh-cn' = 'en-us') {
  const rendered = await renderInPortal(
    <At path={path}>
      <Routes>
        <Route path="/space/delivery" element={<p>Delivery list</p>} />
        <Route path="/space/delivery/invoice/:invoiceId" element={<InvoiceBuilderScreen />} />
        <Route
          path="/space/delivery/invoice/order/:serialNumber"
          element={<InvoiceBuilderScreen />}
        />
      </Routes>
      <AddressShown />
    </At>,
    { namespace: 'delivery', texts, language },
  );
  await screen.findByRole('region', { name: language === 'en-us' ? 'Invoice items' : '发票明细' });
  return rendered;
}

const openSaved = async (detail: InvoiceDetail = saved()) => {
  vi.mocked(getInvoiceById).mockResolvedValue(detail);
  return open('/space/delivery/invoice/41');
};

const region = (name: string) => within(screen.getByRole('region', { name }));
const row = (name: string) => within(screen.getByRole('row', { name }));
const address = () => screen.getByTestId('address').textContent;
const header = () => within(screen.getByRole('banner'));
const sendButton = () => header().getByRole('button', { name: 'Send' });
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const total = (name: string) => document.querySelector(`[data-total="${name}"]`)?.textContent;
const amountOf = (key: string) => document.querySelector(`[data-amount-of="${key}"]`)?.textContent;
/** What the row's findings say, or '' when it has none. */
const findingsOf = (key: string): string =>
  document.querySelector(`[data-findings-of="${key}"]`)?.textContent ?? '';

beforeAll(() => {
  // jsdom has no layout: Mantine's combobox and the summary's links scroll into view.
  Element.prototype.scrollIntoView = () => undefined;
});

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.clearAllMocks();
  act(() => notifications.clean());
});

describe('a draft prefilled from the ship notice and the order', () => {
  it('shows the lines with their amounts and the totals, the number given at save', async () => {
    vi.mocked(getOrderInvoice).mockResolvedValue(
      invoice({ switches: { ...invoice().switches, numberPrefix: 'INV-' } }),
    );
    await open('/space/delivery/invoice/order/7001?project=ACME');
    expect(getOrderInvoice).toHaveBeenCalledWith(7001, 'ACME');

    expect(header().getByText('PO-7001', { selector: 'p' })).toBeTruthy();
    expect(header().getByText('Not saved yet')).toBeTruthy();
    // No number yet, and none missing: the project numbers it at the first save.
    expect(header().getByText('All checks before sending pass')).toBeTruthy();
    expect(
      (screen.getByRole('textbox', { name: 'Invoice No.' }) as HTMLInputElement).placeholder,
    ).toBe('Given at save (prefix INV-)');
    expect(sendButton().hasAttribute('disabled')).toBe(true);

    const gadgets = row('Order line 2 (L2)');
    expect(gadgets.getByText('GAD-200')).toBeTruthy();
    // Ordered, shipped, invoiced on other invoices.
    expect(gadgets.getAllByText('10')).toHaveLength(2);
    expect(gadgets.getByText('4')).toBeTruthy();
    expect(
      (gadgets.getByRole('textbox', { name: 'Quantity of Order line 2 (L2)' }) as HTMLInputElement)
        .value,
    ).toBe('6');
    expect(amountOf('L1')).toBe('60.00');
    expect(amountOf('L2')).toBe('72.60');
    // 132.60 + 7.5 % tax (9.945, rounded once to 9.95).
    expect(total('lineTotal')).toBe('132.60 USD');
    expect(total('taxTotal')).toBe('9.95 USD');
    expect(total('grandTotal')).toBe('142.55 USD');
    expect(total('duePayable')).toBe('142.55 USD');

    // Codes with their meaning, never alone.
    const terms = region('Terms and tax');
    expect((terms.getByRole('combobox', { name: 'Tax category' }) as HTMLSelectElement).value).toBe(
      'S',
    );
    expect(terms.getByRole('option', { name: 'S · Standard rate' })).toBeTruthy();
    expect(terms.getByRole('option', { name: '01 · Basic' })).toBeTruthy();
    expect(screen.getAllByText('EA · Each').length).toBeGreaterThan(0);
  });

  it('saves the first time as a new invoice and moves to its own address', async () => {
    vi.mocked(getOrderInvoice).mockResolvedValue(invoice());
    vi.mocked(saveInvoice).mockResolvedValue(saved());
    await open('/space/delivery/invoice/order/7001?project=ACME');
    type(screen.getByRole('textbox', { name: 'Invoice No.' }), 'INV-0041');
    fireEvent.click(header().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(address()).toBe('/space/delivery/invoice/41'), { timeout: 5_000 });
    expect(saveInvoice).toHaveBeenCalledWith(7001, {
      invoiceId: null,
      version: null,
      data: { ...prefilledData, invoiceNumber: 'INV-0041' },
    });
    expect(await screen.findByText('Invoice saved')).toBeTruthy();
    // The saved invoice is in hand: its address reads nothing again.
    expect(getInvoiceById).not.toHaveBeenCalled();
    expect(header().getByText('Draft (not sent)')).toBeTruthy();
    expect(sendButton().hasAttribute('disabled')).toBe(false);
  });
});

describe('editing the lines', () => {
  it('updates amounts and findings as quantity and price are typed, until recalculated', async () => {
    await openSaved();
    const gadgets = row('Order line 2 (L2)');
    type(gadgets.getByRole('textbox', { name: 'Quantity of Order line 2 (L2)' }), '7');
    await waitFor(() => expect(amountOf('L2')).toBe('84.70'));
    const over = 'Line 2 invoices 7, more than the 6 shipped and not yet invoiced';
    await waitFor(() => expect(findingsOf('L2')).toBe(over));
    // At its row and in the summary, nowhere else.
    expect(screen.getAllByText(over)).toHaveLength(2);
    const stale = 'The totals do not match the lines: press Recalculate';
    expect(region('Totals').getByText(stale)).toBeTruthy();
    expect(header().getByText('Checks before sending: 2 to correct, 0 to confirm')).toBeTruthy();
    // Changes not saved, and refusals: send waits.
    expect(sendButton().hasAttribute('disabled')).toBe(true);

    const widgets = row('Order line 1 (L1)');
    const price = widgets.getByRole('textbox', { name: 'Unit price of Order line 1 (L1)' });
    type(price, '');
    await waitFor(() => expect(findingsOf('L1')).toBe('Line 1 has no unit price: enter one'));
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(amountOf('L1')).toBe('0.00');
    type(price, '2.555');
    // Rounded once, half away from zero: 24 × 2.555 = 61.32.
    await waitFor(() => expect(amountOf('L1')).toBe('61.32'));
    type(gadgets.getByRole('textbox', { name: 'Quantity of Order line 2 (L2)' }), '6');
    await waitFor(() => expect(findingsOf('L2')).toBe(''));
    // The totals are still the ones saved.
    expect(total('lineTotal')).toBe('132.60 USD');

    fireEvent.click(region('Totals').getByRole('button', { name: 'Recalculate' }));
    await waitFor(() => expect(total('lineTotal')).toBe('133.92 USD'));
    // 133.92 × 7.5 % = 10.044 → 10.04.
    expect(total('grandTotal')).toBe('143.96 USD');
    await waitFor(() => expect(screen.queryByText(stale)).toBeNull());
    expect(header().getByText('All checks before sending pass')).toBeTruthy();
  });

  it('adds a line from an order line not on it, and a SPAC entry computed from its percentage', async () => {
    await openSaved();
    const items = region('Invoice items');
    fireEvent.click(items.getByRole('button', { name: 'Add order line' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Order line 3 · SPR-300' }));
    const added = await screen.findByRole('row', { name: 'Order line 3 (L3)' });
    await waitFor(() => expect(amountOf('L3')).toBe('0.50'));
    expect(
      (
        within(added).getByRole('textbox', {
          name: 'Quantity of Order line 3 (L3)',
        }) as HTMLInputElement
      ).value,
    ).toBe('5');

    const charges = region('SPAC entries (service, promotion, allowance, charge)');
    fireEvent.click(charges.getByRole('button', { name: 'Add SPAC entry' }));
    const entry = within(await screen.findByRole('row', { name: 'SPAC entry S1' }));
    type(entry.getByRole('combobox', { name: 'Kind of SPAC entry S1' }), 'A');
    type(entry.getByRole('combobox', { name: 'Code of SPAC entry S1' }), 'c310');
    await waitFor(() => expect(entry.getByText('Discount')).toBeTruthy());
    expect(findingsOf('S1')).toBe(
      'Give the charge or allowance either an amount or a percentage, not both',
    );
    type(entry.getByRole('textbox', { name: 'Percent of SPAC entry S1' }), '10');
    // 10 % of the line total 133.10.
    await waitFor(() => expect(amountOf('S1')).toBe('13.31'));
    await waitFor(() => expect(findingsOf('S1')).toBe(''));
    type(entry.getByRole('combobox', { name: 'Code of SPAC entry S1' }), 'ZX9');
    await waitFor(() => expect(entry.getByText('Partner’s own code')).toBeTruthy());
  });
});

describe('sending', () => {
  it('asks before sending incomplete invoice info, then sends with the answer', async () => {
    const incomplete = saved({ data: { ...saved().data, remitTo: undefined } });
    const question = {
      rule: 'remitToMissing' as const,
      severity: 'ask' as const,
      field: 'remitTo.name',
      values: {},
    };
    const sent = saved({
      status: 'doing',
      editable: false,
      canSend: false,
      orderStatus: 'SEND_INV',
      sentAt: '2026-11-20T11:00:00.000Z',
      messages: [message({ status: 'doing', acknowledgedAt: null })],
    });
    vi.mocked(sendInvoice)
      .mockResolvedValueOnce({ sent: false, problems: [question], invoice: incomplete })
      .mockResolvedValueOnce({ sent: true, problems: [], invoice: sent });
    await openSaved(incomplete);
    vi.mocked(getInvoiceById).mockResolvedValue(sent);
    // The question stands at its field already, and does not hold the send back.
    expect(
      within(screen.getByRole('group', { name: 'Remit-to' })).getByText(
        'No remit-to party is given: continue?',
      ),
    ).toBeTruthy();

    fireEvent.click(sendButton());
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Invoice information incomplete' }),
    );
    expect(dialog.getByText('No remit-to party is given: continue?')).toBeTruthy();
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(sendInvoice).toHaveBeenLastCalledWith(41, incomplete.version, false, timeZone);

    fireEvent.click(dialog.getByRole('button', { name: 'Continue and send' }));
    await waitFor(() =>
      expect(sendInvoice).toHaveBeenLastCalledWith(41, incomplete.version, true, timeZone),
    );
    expect(sendInvoice).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Invoice sent')).toBeTruthy();
    const messages = await screen.findByRole('region', { name: 'Messages sent' });
    expect(within(messages).getByText('810 Invoice')).toBeTruthy();
    expect(header().getAllByText('Processing (awaiting acknowledgement)').length).toBeGreaterThan(
      0,
    );
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });

  it('puts a refused send’s issue (4031) at its field once, and says reload on 4034', async () => {
    const issue = 'Priced below the agreed contract price';
    vi.mocked(sendInvoice).mockRejectedValueOnce(
      new ApiError('4031', 'The invoice cannot be sent yet: lines.1.unitPrice', 409, {
        field: 'lines.1.unitPrice',
        issues: [{ field: 'lines.1.unitPrice', message: issue }],
      }),
    );
    vi.mocked(saveInvoice).mockRejectedValueOnce(
      new ApiError('4034', 'The invoice was changed by someone else meanwhile', 409, {
        field: 'version',
      }),
    );
    await openSaved();
    fireEvent.click(sendButton());
    await waitFor(() => expect(findingsOf('L2')).toBe(issue));
    const price = row('Order line 2 (L2)').getByRole('textbox', {
      name: 'Unit price of Order line 2 (L2)',
    });
    expect(price.getAttribute('aria-invalid')).toBe('true');
    // Under its line, listed in the summary; no alert of its own besides.
    expect(screen.getAllByText(issue)).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sendButton().hasAttribute('disabled')).toBe(true);

    // An edit: what the server refused gives way to the live checks.
    type(price, '12.20');
    await waitFor(() => expect(findingsOf('L2')).toBe(''));
    fireEvent.click(header().getByRole('button', { name: 'Save' }));
    const stale = await screen.findByRole('alert', { name: 'The invoice was changed' });
    fireEvent.click(within(stale).getByRole('button', { name: 'Reload (drop my changes)' }));
    await waitFor(() => expect(getInvoiceById).toHaveBeenCalledTimes(2));
    await waitFor(() =>
      expect(
        (
          row('Order line 2 (L2)').getByRole('textbox', {
            name: 'Unit price of Order line 2 (L2)',
          }) as HTMLInputElement
        ).value,
      ).toBe('12.10'),
    );
  });

  it('deletes a draft after asking and goes back to the list', async () => {
    vi.mocked(deleteInvoice).mockResolvedValue(undefined);
    await openSaved();
    fireEvent.click(header().getByRole('button', { name: 'Delete draft' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete the draft' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(address()).toBe('/space/delivery'), { timeout: 5_000 });
    expect(deleteInvoice).toHaveBeenCalledWith(41);
  });
});

describe('a sent invoice', () => {
  const sent = saved({
    status: 'success',
    editable: false,
    canSend: false,
    canCredit: true,
    orderStatus: 'SENT_INV',
    sentAt: '2026-11-20T11:00:00.000Z',
    messages: [message()],
  });

  it('is read-only, shows its status and messages, and prints in the user’s language', async () => {
    const pdf = { blob: new Blob(['%PDF']), fileName: 'INV-0041.pdf' };
    vi.mocked(downloadInvoicePdf).mockResolvedValue(pdf);
    await openSaved(sent);
    expect(header().getAllByText('Accepted').length).toBeGreaterThan(0);
    expect(screen.getByText(/To correct it, write a credit memo/)).toBeTruthy();
    expect(region('Invoice items').queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Recalculate' })).toBeNull();
    expect(amountOf('L2')).toBe('72.60');
    expect(
      within(screen.getByRole('region', { name: 'Messages sent' })).getByText('000000303'),
    ).toBeTruthy();

    fireEvent.click(header().getByRole('button', { name: 'Print (PDF)' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(pdf));
    expect(downloadInvoicePdf).toHaveBeenCalledWith(41, 'en-us', expect.any(Function));
  });

  it('writes a credit memo after asking and opens its draft', async () => {
    const memo = saved({
      invoiceId: 42,
      kind: 'creditMemo',
      data: {
        ...saved().data,
        invoiceNumber: 'INV-0042',
        originalInvoiceNumber: 'INV-0041',
      },
    });
    vi.mocked(createCreditMemo).mockResolvedValue(memo);
    await openSaved(sent);
    fireEvent.click(header().getByRole('button', { name: 'Credit memo' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Write a credit memo' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Make the draft' }));
    await waitFor(() => expect(address()).toBe('/space/delivery/invoice/42'), { timeout: 5_000 });
    expect(createCreditMemo).toHaveBeenCalledWith(41);
    expect(await screen.findByText('Credit memo of PO PO-7001')).toBeTruthy();
    const original = screen.getByRole('textbox', { name: 'Original invoice No.' });
    expect((original as HTMLInputElement).value).toBe('INV-0041');
    expect(original.hasAttribute('readonly')).toBe(true);
  });

  it('tells why the partner refused it, and where to resend it', async () => {
    await openSaved({
      ...sent,
      status: 'failed',
      messages: [
        message({
          status: 'failed',
          errors: [{ message: 'Unknown vendor number', segmentTag: 'N1', elementPosition: 4 }],
        }),
      ],
    });
    expect(
      screen.getByText('The partner rejected 810 Invoice (control No. 000000303)'),
    ).toBeTruthy();
    // In the alert and in the message's row.
    expect(screen.getAllByText('Unknown vendor number (segment N1, element 4)')).toHaveLength(2);
    expect(screen.getByText(/resend the message from the message status view/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open message 000000303' }).getAttribute('href')).toBe(
      '/space/delivery/messages/33',
    );
  });
});

describe('field settings', () => {
  it('hides a column of the invoice items for this user and keeps it', async () => {
    const rendered = await openSaved();
    const headers = () =>
      within(screen.getByRole('table', { name: 'Invoice items' }))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent);
    expect(headers()).toEqual([
      'Order line',
      'Item No.',
      'Ordered',
      'Shipped',
      'Invoiced',
      'Quantity',
      'Unit',
      'Unit price',
      'Amount',
      'Actions',
    ]);
    fireEvent.click(
      region('Invoice items').getByRole('button', { name: 'Field settings: Invoice items' }),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Field settings: Invoice items' }),
    );
    fireEvent.click(dialog.getByRole('checkbox', { name: 'Ordered' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(headers()).not.toContain('Ordered'));
    rendered.unmount();
    await openSaved();
    expect(headers()).not.toContain('Ordered');
    expect(headers()).toContain('Shipped');
  });
});
