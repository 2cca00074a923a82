import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { useProjects } from '@portal/api-client';
import { saveFile } from '@portal/ui';
import { choose } from '@portal/testing';
import InvoiceScreen from '../../screens/invoice-screen';
import { invoiceSummary, page, project } from '../../testing/finance-fixtures';
import { renderFinanceScreen } from '../../testing/render-finance';
import { exportInvoices } from '../api/export-invoices';
import { getInvoice } from '../api/get-invoice';
import { listInvoices } from '../api/list-invoices';

// The calls are replaced here; the API's own suites test the real ones.
vi.mock('../api/list-invoices', () => ({ listInvoices: vi.fn() }));
vi.mock('../api/get-invoice', () => ({ getInvoice: vi.fn() }));
vi.mock('../api/export-invoices', () => ({ exportInvoices: vi.fn() }));
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

const sent = invoiceSummary(5);
const credit = invoiceSummary(6, {
  kind: 'creditMemo',
  invoiceNumber: 'CM-6',
  grandTotal: '-50',
  status: 'failed',
  paidAmount: '0',
  paidState: 'unpaid',
});
const received = invoiceSummary(8, {
  direction: 'received',
  invoiceNumber: 'CUST-8',
  currencyCode: 'JPY',
  grandTotal: '1234567',
  status: 'received',
  documentType: 'INVOIC',
  sentAt: null,
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
  vi.mocked(listInvoices).mockResolvedValue(page([sent, credit, received]));
});

afterEach(() => {
  vi.clearAllMocks();
  act(() => notifications.clean());
});

async function renderList(language: 'zh-cn' | 'en-us' = 'en-us') {
  await renderFinanceScreen('/space/invoice', <InvoiceScreen />, '/space/invoice', { language });
  await screen.findByRole('link', { name: 'INV-5' });
}

const rowOf = (number: string) => {
  const row = screen.getByRole('link', { name: number }).closest('tr');
  if (row === null) throw new Error(`no row shows ${number}`);
  return within(row);
};

describe('invoice list', () => {
  it('shows each invoice with its amount in its currency’s digits, kind, direction, status and what is paid', async () => {
    await renderList();
    expect(listInvoices).toHaveBeenCalledWith({ page: 1, size: 10 });

    expect(screen.getByRole('link', { name: 'INV-5' }).getAttribute('href')).toBe(
      '/space/invoice/5',
    );
    const first = rowOf('INV-5');
    expect(first.getByText('2,151.47 USD')).toBeTruthy();
    expect(first.getByText('Invoice')).toBeTruthy();
    expect(first.getByText('Sent by us')).toBeTruthy();
    expect(first.getByText('PO-7005')).toBeTruthy();
    expect(first.getByText('2026/03/12')).toBeTruthy();
    expect(first.getByText('Accepted')).toBeTruthy();
    expect(first.getByText('810 Invoice')).toBeTruthy();
    expect(first.getByText('Partly paid')).toBeTruthy();
    expect(first.getByText('1,000.00 USD')).toBeTruthy();

    const second = rowOf('CM-6');
    expect(second.getByText('Credit memo')).toBeTruthy();
    expect(second.getByText('-50.00 USD')).toBeTruthy();
    expect(second.getByText('Failed').closest('[data-status]')?.getAttribute('data-status')).toBe(
      'failed',
    );
    expect(second.getByText('Unpaid')).toBeTruthy();

    // Received from the customer: marked, in yen's digits, and no paid state of ours.
    const third = rowOf('CUST-8');
    expect(third.getByText('Received from the customer')).toBeTruthy();
    expect(
      third
        .getByText('Received (from the customer)')
        .closest('[data-status]')
        ?.getAttribute('data-status'),
    ).toBe('received');
    expect(third.getByText('1,234,567 JPY')).toBeTruthy();
    expect(third.getByText('INVOIC Invoice')).toBeTruthy();
    expect(third.queryByText('Unpaid')).toBeNull();
  });

  it('asks for the filters typed', async () => {
    await renderList();
    await choose(screen.getByRole('combobox', { name: 'Invoice status' }), 'Draft (not sent)');
    fireEvent.change(screen.getByLabelText('Invoice No.'), { target: { value: ' INV-1 ' } });
    fireEvent.change(screen.getByLabelText('PO No.'), { target: { value: 'PO-70' } });
    fireEvent.change(screen.getByLabelText('Invoice date from'), {
      target: { value: '2026-03-01' },
    });
    fireEvent.change(screen.getByLabelText('Invoice date to'), { target: { value: '2026-03-31' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Unpaid only' }));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(listInvoices).toHaveBeenLastCalledWith({
        page: 1,
        size: 10,
        status: 'draft',
        invoiceNumber: 'INV-1',
        poNumber: 'PO-70',
        from: '2026-03-01',
        to: '2026-03-31',
        unpaidOnly: 'true',
      }),
    );

    // The project applies at once; Reset keeps it and clears the rest.
    await choose(screen.getByRole('combobox', { name: 'Project' }), 'EURO — EURO Retail');
    await waitFor(() =>
      expect(listInvoices).toHaveBeenLastCalledWith(
        expect.objectContaining({ project_key: 'EURO' }),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() =>
      expect(listInvoices).toHaveBeenLastCalledWith({ page: 1, size: 10, project_key: 'EURO' }),
    );
  });

  it('starts in the one project of a user who has only one', async () => {
    vi.mocked(useProjects).mockReturnValue({ projects: [project('ACME')], loading: false });
    await renderList();
    await waitFor(() =>
      expect(listInvoices).toHaveBeenLastCalledWith({ page: 1, size: 10, project_key: 'ACME' }),
    );
    expect((screen.getByRole('combobox', { name: 'Project' }) as HTMLInputElement).value).toBe(
      'ACME — ACME Retail',
    );
  });

  it('exports every invoice the current filters match and hands the workbook to the browser', async () => {
    const file = { blob: new Blob(['xlsx']), fileName: 'invoices.xlsx' };
    vi.mocked(exportInvoices).mockResolvedValue(file);
    await renderList();
    fireEvent.change(screen.getByLabelText('PO No.'), { target: { value: 'PO-7005' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Unpaid only' }));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(listInvoices).toHaveBeenLastCalledWith(
        expect.objectContaining({ poNumber: 'PO-7005' }),
      ),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(file));
    expect(exportInvoices).toHaveBeenCalledWith(
      { poNumber: 'PO-7005', unpaidOnly: 'true' },
      expect.any(Function),
    );
  });

  it('opens an invoice at its own address', async () => {
    vi.mocked(getInvoice).mockReturnValue(new Promise(() => undefined));
    await renderList();
    fireEvent.click(screen.getByRole('link', { name: 'INV-5' }));
    expect(await screen.findByText('Reading the invoice…')).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toBe('/space/invoice/5');
    expect(getInvoice).toHaveBeenCalledWith(5);
  });

  it('speaks Chinese, statuses and kinds included', async () => {
    await renderList('zh-cn');
    expect(rowOf('INV-5').getByText('成功')).toBeTruthy();
    expect(rowOf('INV-5').getByText('部分付款')).toBeTruthy();
    expect(rowOf('CM-6').getByText('贷项通知单')).toBeTruthy();
    expect(rowOf('INV-5').getByText('810 发票')).toBeTruthy();
    expect(screen.getByRole('button', { name: '导出 Excel' })).toBeTruthy();
  });
});
