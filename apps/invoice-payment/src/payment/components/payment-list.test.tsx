import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { useProjects } from '@portal/api-client';
import type { Role } from '@portal/contracts';
import { choose, snackbarText } from '@portal/testing';
import { saveFile } from '@portal/ui';
import PaymentScreen from '../../screens/payment-screen';
import {
  page,
  paidLine,
  paymentCandidate,
  project,
  shortLine,
  unmatchedLine,
} from '../../testing/finance-fixtures';
import { renderFinanceScreen } from '../../testing/render-finance';
import { exportPayments } from '../api/export-payments';
import { findPaymentCandidates } from '../api/find-payment-candidates';
import { listPayments } from '../api/list-payments';
import { matchPaymentLine } from '../api/match-payment-line';

// The calls are replaced here; the API's own suites test the real ones.
vi.mock('../api/list-payments', () => ({ listPayments: vi.fn() }));
vi.mock('../api/get-payment', () => ({ getPayment: vi.fn() }));
vi.mock('../api/export-payments', () => ({ exportPayments: vi.fn() }));
vi.mock('../api/find-payment-candidates', () => ({ findPaymentCandidates: vi.fn() }));
vi.mock('../api/match-payment-line', () => ({ matchPaymentLine: vi.fn() }));
vi.mock('@portal/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useProjects: vi.fn(),
}));
vi.mock('@portal/ui', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  saveFile: vi.fn(),
}));

// Mantine's selects are slow in jsdom; a busy machine runs them slower still.
vi.setConfig({ testTimeout: 30_000 });

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
  vi.mocked(listPayments).mockResolvedValue(page([paidLine, shortLine, unmatchedLine]));
});

afterEach(() => {
  vi.clearAllMocks();
  act(() => notifications.clean());
});

async function renderList(
  options: { language?: 'zh-cn' | 'en-us'; roles?: Role[] } = {},
): Promise<void> {
  await renderFinanceScreen('/space/payment', <PaymentScreen />, '/space/payment', options);
  await screen.findByText('X-99');
}

/** The row of the line that names `invoiceNumber`. */
const rowOf = (invoiceNumber: string) => {
  const row = screen.getByText(invoiceNumber, { selector: 'p' }).closest('tr');
  if (row === null) throw new Error(`no row names ${invoiceNumber}`);
  return within(row);
};

describe('payment list', () => {
  it('shows the remittance lines with codes in words and how each stands against our invoices', async () => {
    await renderList();
    expect(listPayments).toHaveBeenCalledWith({ page: 1, size: 10 });

    const paid = rowOf('INV-5');
    expect(paid.getByRole('link', { name: 'PAY-0009' }).getAttribute('href')).toBe(
      '/space/payment/9',
    );
    expect(paid.getByText('Vendor No. V-881 · ACME')).toBeTruthy();
    expect(paid.getByText('2,151.47 USD')).toBeTruthy();
    expect(paid.getByText('C · Credit')).toBeTruthy();
    expect(paid.getByText('Automated Clearing House (ACH)')).toBeTruthy();
    expect(paid.getByText('Total 3,151.47 USD')).toBeTruthy();
    expect(paid.getByText('2026/04/10')).toBeTruthy();
    expect(paid.getByText('Paid in full')).toBeTruthy();
    expect(paid.getByRole('link', { name: 'Matched to invoice INV-5' }).getAttribute('href')).toBe(
      '/space/invoice/5',
    );

    const short = rowOf('INV-7');
    expect(short.getByText('Short-paid')).toBeTruthy();
    expect(short.getByText('25.00 USD still open')).toBeTruthy();
    expect(short.getByText('Adjustment: 11 · Freight deduction 25.00 USD')).toBeTruthy();
    expect(short.getByText('D · Debit')).toBeTruthy();
    expect(short.getByText('CHK · Check')).toBeTruthy();
    expect(short.queryByRole('button', { name: /Match/ })).toBeNull();

    const unmatched = rowOf('X-99');
    expect(unmatched.getByText('Related invoice INV-5')).toBeTruthy();
    expect(
      unmatched.getByText('No invoice matched').closest('[data-match]')?.getAttribute('data-match'),
    ).toBe('unmatched');
    expect(
      unmatched.getByRole('button', { name: 'Match to invoice: the line for invoice No. X-99' }),
    ).toBeTruthy();
  });

  it('asks for the filters typed', async () => {
    await renderList();
    fireEvent.change(screen.getByLabelText('Paid from'), { target: { value: '2026-04-01' } });
    fireEvent.change(screen.getByLabelText('Paid to'), { target: { value: '2026-04-30' } });
    fireEvent.change(screen.getByLabelText('Invoice No.'), { target: { value: ' INV-7 ' } });
    fireEvent.change(screen.getByLabelText('PO No.'), { target: { value: 'PO-7005' } });
    await choose(screen.getByRole('combobox', { name: 'Match state' }), 'Short-paid');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(listPayments).toHaveBeenLastCalledWith({
        page: 1,
        size: 10,
        from: '2026-04-01',
        to: '2026-04-30',
        invoiceNumber: 'INV-7',
        poNumber: 'PO-7005',
        matchState: 'short',
      }),
    );
  });

  it('starts in the one project of a user who has only one', async () => {
    vi.mocked(useProjects).mockReturnValue({ projects: [project('ACME')], loading: false });
    await renderList();
    await waitFor(() =>
      expect(listPayments).toHaveBeenLastCalledWith({ page: 1, size: 10, project_key: 'ACME' }),
    );
    expect((screen.getByRole('combobox', { name: 'Project' }) as HTMLInputElement).value).toBe(
      'ACME — ACME Retail',
    );
  });

  it('exports every line the current filters match and hands the workbook to the browser', async () => {
    const file = { blob: new Blob(['xlsx']), fileName: 'payments.xlsx' };
    vi.mocked(exportPayments).mockResolvedValue(file);
    await renderList();
    await choose(screen.getByRole('combobox', { name: 'Project' }), 'EURO — EURO Retail');
    await waitFor(() =>
      expect(listPayments).toHaveBeenLastCalledWith({ page: 1, size: 10, project_key: 'EURO' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(file));
    expect(exportPayments).toHaveBeenCalledWith({ project_key: 'EURO' }, expect.any(Function));
  });

  it('lets the PAYMENT role alone match a line to an open invoice it finds by number or PO', async () => {
    vi.mocked(findPaymentCandidates).mockImplementation((_line, query) =>
      Promise.resolve(
        query.poNumber === 'PO-7009'
          ? [paymentCandidate(9, { due: '1234.5', paid: '1059.5' })]
          : [paymentCandidate(10), paymentCandidate(9)],
      ),
    );
    vi.mocked(matchPaymentLine).mockResolvedValue({
      ...unmatchedLine,
      invoiceId: 9,
      matchedInvoiceNumber: 'INV-9',
      matchedBy: 'hand',
      matchState: 'paid',
    });
    await renderList({ roles: ['PAYMENT'] });
    // Nor are the matched invoices links to a screen the user may not open.
    expect(rowOf('INV-5').queryByRole('link', { name: 'Matched to invoice INV-5' })).toBeNull();
    expect(rowOf('INV-5').getByText('Matched to invoice INV-5')).toBeTruthy();

    fireEvent.click(
      screen.getByRole('button', { name: 'Match to invoice: the line for invoice No. X-99' }),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Match a remittance line to an invoice' }),
    );
    // The line's open invoices, newest first, before anything is typed.
    expect(await dialog.findByRole('radio', { name: 'INV-10' })).toBeTruthy();
    expect(findPaymentCandidates).toHaveBeenCalledWith(303, {});
    expect(dialog.queryByLabelText('Invoice record No.')).toBeNull();
    const matchButton = () => dialog.getByRole('button', { name: 'Match' }) as HTMLButtonElement;
    expect(matchButton().disabled).toBe(true);
    fireEvent.click(dialog.getByRole('radio', { name: 'INV-10' }));
    expect(matchButton().disabled).toBe(false);

    // A new search drops the choice it may no longer show.
    fireEvent.change(dialog.getByLabelText('Invoice No.'), { target: { value: ' INV ' } });
    fireEvent.change(dialog.getByLabelText('PO No.'), { target: { value: 'PO-7009' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Find' }));
    await waitFor(() => expect(dialog.queryByRole('radio', { name: 'INV-10' })).toBeNull());
    expect(findPaymentCandidates).toHaveBeenLastCalledWith(303, {
      invoiceNumber: 'INV',
      poNumber: 'PO-7009',
    });
    expect(matchButton().disabled).toBe(true);
    // Exact amounts, grouped, in the currency's digits.
    expect(
      dialog.getByText('2026/03/12 · PO PO-7009 · Due 1,234.50 USD · Paid 1,059.50 USD'),
    ).toBeTruthy();
    fireEvent.click(dialog.getByRole('radio', { name: 'INV-9' }));
    fireEvent.click(matchButton());

    await waitFor(() => expect(matchPaymentLine).toHaveBeenCalledWith(303, 9));
    expect(await snackbarText()).toContain(
      'The line for invoice No. X-99 is matched to invoice INV-9',
    );
    // The list is read again and the dialog is gone.
    await waitFor(() => expect(listPayments).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says so when no open invoice matches the search', async () => {
    vi.mocked(findPaymentCandidates).mockResolvedValue([]);
    await renderList({ roles: ['PAYMENT'] });
    fireEvent.click(
      screen.getByRole('button', { name: 'Match to invoice: the line for invoice No. X-99' }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    expect(
      await dialog.findByText('The project has no invoice open for payment that matches'),
    ).toBeTruthy();
    expect((dialog.getByRole('button', { name: 'Match' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('keeps the dialog when the server refuses the match', async () => {
    vi.mocked(findPaymentCandidates).mockResolvedValue([paymentCandidate(5)]);
    vi.mocked(matchPaymentLine).mockRejectedValue(new Error('already matched'));
    await renderList();
    fireEvent.click(
      screen.getByRole('button', { name: 'Match to invoice: the line for invoice No. X-99' }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(await dialog.findByRole('radio', { name: 'INV-5' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Match' }));
    await waitFor(() => expect(matchPaymentLine).toHaveBeenCalledWith(303, 5));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(listPayments).toHaveBeenCalledTimes(1);
  });

  it('speaks Chinese, codes and states included', async () => {
    await renderList({ language: 'zh-cn' });
    expect(rowOf('INV-5').getByText('C · 贷记')).toBeTruthy();
    expect(rowOf('INV-5').getByText('自动清算（ACH）')).toBeTruthy();
    expect(rowOf('INV-7').getByText('少付')).toBeTruthy();
    expect(rowOf('INV-7').getByText('调整：11 · 运费扣除 25.00 USD')).toBeTruthy();
    vi.mocked(findPaymentCandidates).mockResolvedValue([paymentCandidate(9, { paid: '75' })]);
    fireEvent.click(rowOf('X-99').getByRole('button', { name: '为发票号 X-99 的付款行匹配发票' }));
    const dialog = within(await screen.findByRole('dialog', { name: '将付款行匹配到发票' }));
    expect(
      await dialog.findByText('2026/03/12 · 采购订单 PO-7009 · 应付 175.00 USD · 已付 75.00 USD'),
    ).toBeTruthy();
    expect(dialog.getByLabelText('采购订单号')).toBeTruthy();
  });
});
