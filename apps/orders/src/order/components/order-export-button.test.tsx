import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { orderPage, orderSummary, renderInPortal, snackbarText } from '@portal/testing';
import { saveFile } from '@portal/ui';
import { texts } from '../../i18n/texts';
import { exportMatchingOrders, exportOrders } from '../api/export-orders';
import { emptyOrderFilters } from '../state/order-list-query';
import { OrderExportButton } from './order-export-button';

vi.mock('../api/export-orders', () => ({
  exportOrders: vi.fn(),
  exportMatchingOrders: vi.fn(),
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

describe('OrderExportButton', () => {
  it('exports every order the filter matches after naming the count, in English plurals', async () => {
    vi.mocked(exportMatchingOrders).mockResolvedValue(workbook);
    await renderButton();
    await chooseRows('All 20 rows matching the filter');
    const dialog = within(await screen.findByRole('dialog', { name: 'Please confirm' }));
    expect(dialog.getByText('Export all 20 rows matching the filter?')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Export' }));

    await waitFor(() => expect(exportMatchingOrders).toHaveBeenCalledTimes(1));
    expect(vi.mocked(exportMatchingOrders).mock.calls[0]?.[0]).toEqual({
      project_key: 'ACME',
      orderNumber: 'PO-7',
      sort: 'receivedAt',
      direction: 'desc',
    });
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(workbook));
    expect(exportOrders).not.toHaveBeenCalled();
  });

  it('names one ticked order in the singular, and exports it', async () => {
    vi.mocked(exportOrders).mockResolvedValue(workbook);
    await renderButton();
    await chooseRows('Selected row (1)');
    await waitFor(() => expect(exportOrders).toHaveBeenCalledTimes(1));
    expect(vi.mocked(exportOrders).mock.calls[0]?.[0]).toEqual([1001]);
  });

  it('says to narrow the filter when the list counted past its cap, asking nothing', async () => {
    await renderButton(orderPage([orderSummary(1001)], { total: 10_000, totalCapped: true }));
    await chooseRows('More than 10,000 rows matching the filter');
    expect(await snackbarText()).toContain(
      'More than 10,000 rows match the filter: narrow the filter and try again',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(exportMatchingOrders).not.toHaveBeenCalled();
  });
});
