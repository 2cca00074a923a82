import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import type { Role } from '@portal/contracts';
import { saveFile } from '@portal/ui';
import InvoiceScreen from '../../screens/invoice-screen';
import { invoiceDetail } from '../../testing/finance-fixtures';
import { renderFinanceScreen } from '../../testing/render-finance';
import { downloadInvoicePdf } from '../api/download-invoice-pdf';
import { getInvoice } from '../api/get-invoice';

// The calls are replaced here; the API's own suites test the real ones.
vi.mock('../api/list-invoices', () => ({ listInvoices: vi.fn() }));
vi.mock('../api/get-invoice', () => ({ getInvoice: vi.fn() }));
vi.mock('../api/download-invoice-pdf', () => ({ downloadInvoicePdf: vi.fn() }));
vi.mock('@portal/ui', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  saveFile: vi.fn(),
}));

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  vi.mocked(getInvoice).mockResolvedValue(invoiceDetail());
});

afterEach(() => {
  vi.clearAllMocks();
  act(() => notifications.clean());
});

async function renderDetail(
  path = '/space/invoice/5',
  options: { language?: 'zh-cn' | 'en-us'; roles?: Role[] } = {},
) {
  await renderFinanceScreen('/space/invoice', <InvoiceScreen />, path, options);
}

/** The section (a titled part of the page) named `name`. */
const section = (name: string) => within(screen.getByRole('region', { name }));
const tableOf = (name: string) => within(screen.getByRole('table', { name }));
/** A table of the page once the invoice is shown. */
const tableAfterLoad = async (name: string) => within(await screen.findByRole('table', { name }));

describe('invoice detail', () => {
  it('shows the header, parties, lines and the exact totals', async () => {
    await renderDetail();
    expect(await screen.findByRole('heading', { name: 'Invoice INV-5' })).toBeTruthy();
    expect(getInvoice).toHaveBeenCalledWith(5);

    const header = section('Invoice header');
    expect(header.getByText('2026/03/12')).toBeTruthy();
    expect(header.getByText('SH-7005')).toBeTruthy();
    expect(header.getByText('Partly paid')).toBeTruthy();
    expect(header.getByText('1,000.00 USD')).toBeTruthy();
    expect(section('Bill to').getByText('ACME Accounts Payable')).toBeTruthy();
    expect(
      section('Bill to').getByText('0614 (identifier type 92 assigned by the buyer)'),
    ).toBeTruthy();
    expect(section('Remit to').getByText('Widget Works Ltd.')).toBeTruthy();

    const lines = tableOf('Invoice lines');
    expect(lines.getByText('Blue widget, large')).toBeTruthy();
    expect(lines.getByText('100 EA')).toBeTruthy();
    expect(lines.getAllByText('12.50 USD').length).toBe(2);
    expect(lines.getByText('1,250.00 USD')).toBeTruthy();
    expect(lines.getByText('737.50 USD')).toBeTruthy();

    // 1,987.50 of lines + 25.00 freight − 25.00 discount; 8.25 % of 1,987.50 = 163.97.
    const totals = section('Totals');
    expect(totals.getAllByText('1,987.50 USD').length).toBe(2);
    expect(totals.getAllByText('25.00 USD').length).toBe(2);
    expect(totals.getByText('163.97 USD')).toBeTruthy();
    expect(totals.getAllByText('2,151.47 USD').length).toBe(2);
  });

  it('shows every code with its meaning: charges, tax category and payment means', async () => {
    await renderDetail();
    const charges = await tableAfterLoad('Services, allowances and charges');
    expect(charges.getByText('Charge (C)')).toBeTruthy();
    expect(charges.getByText('D240 · Freight')).toBeTruthy();
    expect(charges.getByText('The whole invoice')).toBeTruthy();
    expect(charges.getByText('Allowance (A)')).toBeTruthy();
    expect(charges.getByText('C310 · Discount')).toBeTruthy();
    expect(charges.getByText('Line 1')).toBeTruthy();
    expect(charges.getByText('2 %')).toBeTruthy();

    const tax = section('Tax');
    expect(tax.getByText('8.25 %')).toBeTruthy();
    expect(tax.getByText('S · Standard rate')).toBeTruthy();
    const settlement = section('Trade settlement and terms');
    expect(settlement.getByText('30 · Credit transfer')).toBeTruthy();
    expect(settlement.getByText('DE89370400440532013000')).toBeTruthy();
    expect(settlement.getByText('01 · Basic')).toBeTruthy();
  });

  it('lists the messages with the partner’s verdict and the reason of a refusal', async () => {
    await renderDetail();
    const messages = await tableAfterLoad('Messages sent and the partner’s acknowledgement');
    // Newest first: the accepted resend, then the refused first send with its reason.
    const [, latest, first] = messages.getAllByRole('row').map((row) => within(row));
    expect(latest?.getByText('000000042')).toBeTruthy();
    expect(latest?.getByText('Accepted')).toBeTruthy();
    expect(first?.getByText('Failed')).toBeTruthy();
    expect(first?.getByText('Unit price missing (in segment IT1, element 4)')).toBeTruthy();
    expect(messages.getAllByText('810 Invoice').length).toBe(2);
  });

  it('links the payments matched and the credit memos, and the payment only for PAYMENT users', async () => {
    await renderDetail();
    const payments = await tableAfterLoad('Payments matched');
    expect(payments.getByRole('link', { name: 'PAY-0009' }).getAttribute('href')).toBe(
      '/space/payment/9',
    );
    expect(payments.getByText('2026/04/10')).toBeTruthy();
    expect(payments.getByText('11 · Freight deduction')).toBeTruthy();
    expect(payments.getByText('By invoice No.')).toBeTruthy();
    const credits = tableOf('Credit memos');
    expect(credits.getByRole('link', { name: 'CM-6' }).getAttribute('href')).toBe(
      '/space/invoice/6',
    );
    expect(credits.getByText('-50.00 USD')).toBeTruthy();
    // A sent invoice is not edited: no builder link.
    expect(screen.queryByRole('link', { name: 'Open in the invoice builder' })).toBeNull();
  });

  it('gives a user without the payment role the payment order’s number, not a link', async () => {
    await renderDetail('/space/invoice/5', { roles: ['INVOICE'] });
    const payments = await tableAfterLoad('Payments matched');
    expect(payments.getByText('PAY-0009')).toBeTruthy();
    expect(payments.queryByRole('link', { name: 'PAY-0009' })).toBeNull();
  });

  it('prints the PDF in the language chosen for it', async () => {
    const file = { blob: new Blob(['%PDF']), fileName: 'INV-5.pdf' };
    vi.mocked(downloadInvoicePdf).mockResolvedValue(file);
    await renderDetail();
    await screen.findByRole('heading', { name: 'Invoice INV-5' });
    fireEvent.click(screen.getByRole('button', { name: 'Print PDF' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(file));
    expect(downloadInvoicePdf).toHaveBeenLastCalledWith(5, 'en-us', expect.any(Function));

    fireEvent.click(screen.getByRole('radio', { name: 'Chinese' }));
    fireEvent.click(screen.getByRole('button', { name: 'Print PDF' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(2));
    expect(downloadInvoicePdf).toHaveBeenLastCalledWith(5, 'zh-cn', expect.any(Function));
  });

  it('offers a draft in the builder, and shows a credit memo with its original', async () => {
    vi.mocked(getInvoice).mockResolvedValue(
      invoiceDetail({
        invoiceId: 11,
        kind: 'creditMemo',
        status: 'draft',
        messages: [],
        payments: [],
        sentAt: null,
        data: { ...invoiceDetail().data, invoiceNumber: 'CM-11', originalInvoiceNumber: 'INV-5' },
        related: [],
      }),
    );
    await renderDetail('/space/invoice/11');
    expect(await screen.findByRole('heading', { name: 'Credit memo CM-11' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Open in the invoice builder' }).getAttribute('href'),
    ).toBe('/space/delivery/invoice/11');
    expect(section('Invoice header').getByText('INV-5')).toBeTruthy();
    expect(
      section('Original invoice').getByText('The original invoice was not found'),
    ).toBeTruthy();
    expect(
      section('Messages sent and the partner’s acknowledgement').getByText('No message sent yet'),
    ).toBeTruthy();
    // A draft has no payments of its own.
    expect(screen.queryByRole('region', { name: 'Payments matched' })).toBeNull();
  });

  it('says so when the address names no invoice', async () => {
    await renderDetail('/space/invoice/abc');
    expect(await screen.findByText('This address names no invoice')).toBeTruthy();
    expect(getInvoice).not.toHaveBeenCalled();
  });

  it('offers a retry when the invoice cannot be read', async () => {
    vi.mocked(getInvoice).mockRejectedValueOnce(new Error('gone'));
    await renderDetail();
    expect(await screen.findByText('The invoice could not be read')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Invoice INV-5' })).toBeTruthy();
    expect(getInvoice).toHaveBeenCalledTimes(2);
  });

  it('speaks Chinese, codes included', async () => {
    await renderDetail('/space/invoice/5', { language: 'zh-cn' });
    expect(await screen.findByRole('heading', { name: '发票 INV-5' })).toBeTruthy();
    expect(tableOf('服务、折让与费用').getByText('D240 · 运费')).toBeTruthy();
    expect(section('税').getByText('S · 标准税率')).toBeTruthy();
    expect(tableOf('已匹配的付款').getByText('11 · 运费扣除')).toBeTruthy();
  });
});
