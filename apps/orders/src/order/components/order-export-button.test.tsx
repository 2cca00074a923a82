import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { orderPage, orderSummary, renderInPortal } from '@portal/testing';
import { saveFile } from '@portal/ui';
import { texts } from '../../i18n/texts';
import type { OrderExportJob } from '@portal/contracts';
import {
  cancelOrderExport,
  downloadOrderExport,
  exportOrders,
  orderExportStatus,
  startOrderExport,
} from '../api/export-orders';
import { emptyOrderFilters } from '../state/order-list-query';
import { OrderExportButton } from './order-export-button';

vi.mock('../api/export-orders', () => ({
  exportOrders: vi.fn(),
  startOrderExport: vi.fn(),
  orderExportStatus: vi.fn(),
  cancelOrderExport: vi.fn(),
  downloadOrderExport: vi.fn(),
  // The dialog asks again at once: the test decides each answer.
  orderExportPollMs: 0,
}));
vi.mock('@portal/ui', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  saveFile: vi.fn(),
}));

// Mantine's menus and dialogs are slow in jsdom; a busy machine runs them slower still.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.clearAllMocks();
  act(() => notifications.clean());
});

const workbook = { blob: new Blob(['xlsx']), fileName: 'orders.xlsx' };
const filters = { ...emptyOrderFilters, projectKey: 'ACME', orderNumber: 'PO-7' };

/** Opens the choice of rows beside "Export Excel" and picks one. */
async function chooseRows(choice: string) {
  const target = screen.getByRole('button', { name: 'Export Excel: choose the rows' });
  fireEvent.click(target);
  const menu = await waitFor(() => {
    const element = document.getElementById(target.getAttribute('aria-controls') ?? '');
    if (element === null) throw new Error('the choice of rows did not open');
    return element;
  });
  fireEvent.click(within(menu).getByRole('menuitem', { name: choice, hidden: true }));
}

const renderButton = (page = orderPage([orderSummary(1001)], { total: 20 }), selected = [1001]) =>
  renderInPortal(<OrderExportButton selected={selected} list={{ filters, data: page }} />, {
    namespace: 'orders',
    texts,
    language: 'en-us',
  });

/** The export job as the server describes it, `written` of `total` orders. */
const job = (state: OrderExportJob['state'], written: number, total = 20): OrderExportJob => ({
  id: '6f1c1f53-6a5e-4b43-9a55-27d1b1b0a001',
  state,
  written,
  total,
  fileName: 'orders-2026-11-24.xlsx',
  failureCode: state === 'failed' ? '5005' : null,
  startedAt: '2026-11-24T10:00:00.000Z',
  finishedAt: state === 'running' ? null : '2026-11-24T10:01:00.000Z',
});

/** Confirms "all rows matching the filter" in the question that names the count. */
async function confirmMatching(choice: string, question: string) {
  await chooseRows(choice);
  const dialog = within(await screen.findByRole('dialog', { name: 'Please confirm' }));
  expect(dialog.getByText(question)).toBeTruthy();
  fireEvent.click(dialog.getByRole('button', { name: 'Export' }));
}

describe('OrderExportButton', () => {
  it('exports every order the filter matches as a job: progress, then the download', async () => {
    vi.mocked(startOrderExport).mockResolvedValue(job('running', 0));
    // The job ends only once the test has seen its progress.
    let finish: (done: OrderExportJob) => void = () => undefined;
    vi.mocked(orderExportStatus)
      .mockResolvedValueOnce(job('running', 12))
      .mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    vi.mocked(downloadOrderExport).mockResolvedValue(workbook);
    await renderButton();
    await confirmMatching(
      'All 20 rows matching the filter',
      'Export all 20 rows matching the filter?',
    );

    await waitFor(() => expect(startOrderExport).toHaveBeenCalledTimes(1));
    expect(vi.mocked(startOrderExport).mock.calls[0]?.[0]).toEqual({
      project_key: 'ACME',
      orderNumber: 'PO-7',
      sort: 'receivedAt',
      direction: 'desc',
    });
    const progress = within(await screen.findByRole('dialog', { name: 'Exporting orders' }));
    expect(await progress.findByText('12 of 20 orders written')).toBeTruthy();
    expect(progress.getByRole('progressbar', { name: 'Export progress' })).toBeTruthy();
    expect(saveFile).not.toHaveBeenCalled();
    act(() => finish(job('done', 20)));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(workbook));
    expect(downloadOrderExport).toHaveBeenCalledWith(job('done', 20).id, expect.any(Function));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Exporting orders' })).toBeNull(),
    );
    expect(exportOrders).not.toHaveBeenCalled();
  });

  it('cancels a running export: the server is told and the dialog closes', async () => {
    vi.mocked(startOrderExport).mockResolvedValue(job('running', 0));
    // Never done: the export runs until the user cancels it.
    vi.mocked(orderExportStatus).mockResolvedValue(job('running', 4));
    vi.mocked(cancelOrderExport).mockResolvedValue(job('cancelled', 4));
    await renderButton();
    await confirmMatching(
      'All 20 rows matching the filter',
      'Export all 20 rows matching the filter?',
    );
    const progress = within(await screen.findByRole('dialog', { name: 'Exporting orders' }));
    expect(await progress.findByText('4 of 20 orders written')).toBeTruthy();
    fireEvent.click(progress.getByRole('button', { name: 'Cancel export' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Exporting orders' })).toBeNull(),
    );
    expect(cancelOrderExport).toHaveBeenCalledWith(job('running', 0).id);
    expect(downloadOrderExport).not.toHaveBeenCalled();
    expect(saveFile).not.toHaveBeenCalled();
  });

  it('says in the dialog why an export failed, and downloads nothing', async () => {
    vi.mocked(startOrderExport).mockResolvedValue(job('running', 0));
    vi.mocked(orderExportStatus).mockResolvedValue(job('failed', 6));
    await renderButton();
    await confirmMatching(
      'All 20 rows matching the filter',
      'Export all 20 rows matching the filter?',
    );
    const progress = within(await screen.findByRole('dialog', { name: 'Exporting orders' }));
    expect(await progress.findByText('The export did not finish: Export failed')).toBeTruthy();
    fireEvent.click(progress.getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Exporting orders' })).toBeNull(),
    );
    expect(downloadOrderExport).not.toHaveBeenCalled();
  });

  it('names one ticked order in the singular, and exports it', async () => {
    vi.mocked(exportOrders).mockResolvedValue(workbook);
    await renderButton();
    await chooseRows('Selected row (1)');
    await waitFor(() => expect(exportOrders).toHaveBeenCalledTimes(1));
    expect(vi.mocked(exportOrders).mock.calls[0]?.[0]).toEqual([1001]);
  });

  it('exports past the list’s count cap, saying "more than" the cap', async () => {
    vi.mocked(startOrderExport).mockResolvedValue(job('running', 0, 250_000));
    vi.mocked(orderExportStatus).mockResolvedValue(job('running', 2_000, 250_000));
    await renderButton(orderPage([orderSummary(1001)], { total: 10_000, totalCapped: true }));
    await confirmMatching(
      'All orders matching the filter (more than 10,000)',
      'Export all orders matching the filter (more than 10,000)? The server writes the workbook; you can cancel at any time.',
    );
    const progress = within(await screen.findByRole('dialog', { name: 'Exporting orders' }));
    expect(await progress.findByText('2,000 of 250,000 orders written')).toBeTruthy();
    expect(screen.queryByText(/narrow the filter/)).toBeNull();
  });
});
