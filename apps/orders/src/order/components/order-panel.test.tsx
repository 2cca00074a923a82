import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { createStore } from 'jotai';
import { Route, Routes } from 'react-router';
import { ApiError, useProjects } from '@portal/api-client';
import { errorCatalogue, orderCountCap, storageKeys } from '@portal/contracts';
import { getOrder, findOrderByNumber } from '@portal/order-view/api';
import { orderViewTexts } from '@portal/order-view';
import { choose, orderDetail, orderPage, orderSummary, renderInPortal } from '@portal/testing';
import { saveFile } from '@portal/ui';
import { texts } from '../../i18n/texts';
import { deleteOrder } from '../api/delete-order';
import { exportOrders } from '../api/export-orders';
import { listOrderDocumentTypes } from '../api/list-order-document-types';
import { listOrders } from '../api/list-orders';
import { emptyOrderFilters, orderFiltersAtom } from '../state/order-list-query';
import OrderScreen from '../../screens/order-screen';
import { AddressShown, StartAt } from '../../testing/address';
import { project } from '../../testing/test-support';

// The calls are replaced here; the API's own suites test the real ones.
vi.mock('../api/list-orders', () => ({ listOrders: vi.fn() }));
vi.mock('../api/list-order-document-types', () => ({ listOrderDocumentTypes: vi.fn() }));
vi.mock('../api/delete-order', () => ({ deleteOrder: vi.fn() }));
vi.mock('../api/export-orders', () => ({
  exportOrders: vi.fn(),
  startOrderExport: vi.fn(),
  orderExportStatus: vi.fn(),
  cancelOrderExport: vi.fn(),
  downloadOrderExport: vi.fn(),
  orderExportPollMs: 0,
}));
// The order view's calls (the detail drawer, the lookup).
vi.mock('@portal/order-view/api', () => ({
  findOrderByNumber: vi.fn(),
  getOrder: vi.fn(),
  listOrderLogs: vi.fn(),
  listOrderErrors: vi.fn(),
  listOrderMessages: vi.fn(),
}));
vi.mock('@portal/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useProjects: vi.fn(),
}));
vi.mock('@portal/ui', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  saveFile: vi.fn(),
}));

// Mantine's selects and dialogs are slow in jsdom; a busy machine runs them slower still.
vi.setConfig({ testTimeout: 30_000 });

const received = orderSummary(1001);
const accepted = orderSummary(1002, { status: 'ACCEPTED', buyerName: 'ACME Outlet' });
const euroReceived = orderSummary(1003, {
  projectKey: 'EURO',
  currencyCode: 'EUR',
  amount: 640,
  buyerName: 'Euro Markt GmbH',
});

const projects = [
  project('ACME', { nameZh: '艾克美', nameEn: 'ACME Retail', features: { allowDelete: true } }),
  project('EURO', { nameZh: '欧洲超市', nameEn: 'EURO Retail', features: { allowDelete: false } }),
];

/** What the list asks for with no filters: the contract's defaults. */
const firstPageQuery = { page: 1, size: 10, sort: 'receivedAt', direction: 'desc' };

beforeAll(() => {
  // jsdom has no layout: Mantine's combobox scrolls its selected option into view.
  Element.prototype.scrollIntoView = () => undefined;
});

beforeEach(() => {
  localStorage.clear();
  vi.mocked(useProjects).mockReturnValue({ projects, loading: false });
  vi.mocked(listOrders).mockResolvedValue(orderPage([received, accepted, euroReceived]));
  vi.mocked(listOrderDocumentTypes).mockResolvedValue([
    { documentType: 'ORDER', setIds: ['850'] },
    { documentType: 'ORDER_CHANGE', setIds: ['860'] },
  ]);
  vi.mocked(getOrder).mockResolvedValue(orderDetail());
});

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
  act(() => notifications.clean());
});

/** The order screen at `path` (the list, or an order's own address), as the shell mounts it. */
async function renderPanel(path = '/space/order') {
  const store = createStore();
  store.set(orderFiltersAtom, emptyOrderFilters);
  const rendered = await renderInPortal(
    <StartAt path={path}>
      <Routes>
        <Route path="/space/order/*" element={<OrderScreen />} />
      </Routes>
      <AddressShown />
    </StartAt>,
    { namespace: 'orders', texts, features: [orderViewTexts], language: 'en-us', store },
  );
  await screen.findByText('Euro Markt GmbH');
  return rendered;
}

/** The list row that shows `text` in one of its cells. */
function rowOf(text: string) {
  const row = screen.getByText(text).closest('tr');
  if (row === null) throw new Error(`no row shows ${text}`);
  return within(row);
}

const address = () => screen.getByTestId('address').textContent;

/** The titles of the list's columns, left to right (the selection boxes' column has none). */
const columnTitles = () =>
  screen
    .getAllByRole('columnheader')
    .map((header) => header.textContent)
    .filter(Boolean);

/** Opens the status multi-select and ticks an option. */
async function tickStatus(option: string): Promise<void> {
  fireEvent.click(screen.getByRole('combobox', { name: 'Status' }));
  const listbox = await screen.findByRole('listbox', { name: 'Status', hidden: true });
  fireEvent.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

async function snackbarText(): Promise<string> {
  const alerts = await screen.findAllByRole('alert');
  return alerts.map((alert) => alert.textContent ?? '').join(' | ');
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('order list', () => {
  it('shows the fetched orders with their total', async () => {
    await renderPanel();
    expect(vi.mocked(listOrders)).toHaveBeenLastCalledWith(firstPageQuery);
    const row = rowOf('ACME Retail Inc.');
    for (const cell of ['1001', 'PO-4501001', 'Order', '150', '2026-03-10']) {
      expect(row.getAllByText(cell).length).toBeGreaterThan(0);
    }
    expect(row.getByText('Awaiting acceptance')).toBeTruthy();
    expect(screen.getByText('Total 3 items')).toBeTruthy();
  });

  it('shows what a clerk reads at a glance; the field settings show the rest', async () => {
    await renderPanel();
    expect(columnTitles()).toEqual([
      'Order No.',
      'PO No.',
      'Document type',
      'Status',
      'Buyer',
      'Quantity',
      'Received time',
      'Actions',
    ]);
    expect(screen.queryByText('1,987.50 USD')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Field settings' }));
    const settings = await screen.findByRole('dialog', { name: 'Field settings' });
    fireEvent.click(within(settings).getByRole('checkbox', { name: 'Amount' }));
    fireEvent.click(within(settings).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(columnTitles()).toContain('Amount'));
    expect(rowOf('ACME Retail Inc.').getByText('1,987.50 USD')).toBeTruthy();
    expect(rowOf('Euro Markt GmbH').getByText('640.00 EUR')).toBeTruthy();
  });

  it('keeps the columns a user chose over the defaults', async () => {
    // Chosen before: nothing hidden.
    localStorage.setItem(storageKeys.fieldConfig, JSON.stringify({ 'order.list': [] }));
    await renderPanel();
    expect(columnTitles()).toEqual([
      'Order No.',
      'PO No.',
      'Document No.',
      'Document type',
      'Status',
      'Version',
      'Buyer',
      'Ship to',
      'Quantity',
      'Amount',
      'Order date',
      'Received time',
      'Actions',
    ]);
    expect(rowOf('ACME Retail Inc.').getByText('ACME DC Dallas')).toBeTruthy();
  });

  it('says "more than" when the server stopped counting at its cap', async () => {
    vi.mocked(listOrders).mockResolvedValue(
      orderPage([received, accepted, euroReceived], { total: orderCountCap, totalCapped: true }),
    );
    await renderPanel();
    expect(await screen.findByText('More than 10,000 items')).toBeTruthy();
    expect(screen.queryByText('Total 10000 items')).toBeNull();
  });

  it('sends statuses, numbers and date ranges to the server', async () => {
    await renderPanel();
    await tickStatus('Awaiting acceptance');
    await tickStatus('Changed, waiting for confirmation');
    type('Order No.', ' 1001 ');
    type('Document No.', 'PO-45');
    type('PO No.', 'PO-4501001');
    type('Received from', '2026-03-01');
    type('Received to', '2026-03-31');
    type('Order date from', '2026-02-01');
    type('Order date to', '2026-03-10');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() =>
      expect(vi.mocked(listOrders)).toHaveBeenLastCalledWith({
        ...firstPageQuery,
        status: ['RECEIVED', 'CHANGED'],
        serialNumber: 1001,
        documentNumber: 'PO-45',
        orderNumber: 'PO-4501001',
        receivedFrom: '2026-03-01',
        receivedTo: '2026-03-31',
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        orderDateFrom: '2026-02-01',
        orderDateTo: '2026-03-10',
      }),
    );
  });

  it('sends the chosen project, document type and sort', async () => {
    await renderPanel();
    await choose(screen.getByRole('combobox', { name: 'Project' }), 'ACME — ACME Retail');
    await waitFor(() =>
      expect(vi.mocked(listOrders)).toHaveBeenLastCalledWith({
        ...firstPageQuery,
        project_key: 'ACME',
      }),
    );
    await waitFor(() => expect(vi.mocked(listOrderDocumentTypes)).toHaveBeenLastCalledWith('ACME'));
    await choose(screen.getByRole('combobox', { name: 'Document type' }), 'Order change (860)');
    await choose(screen.getByRole('combobox', { name: 'Sort by' }), 'Amount');
    await waitFor(() =>
      expect(vi.mocked(listOrders)).toHaveBeenLastCalledWith({
        ...firstPageQuery,
        project_key: 'ACME',
        documentType: ['ORDER_CHANGE'],
        sort: 'amount',
      }),
    );
  });

  it('opens an order by the number a customer quotes, in any project unless one is chosen', async () => {
    vi.mocked(findOrderByNumber).mockResolvedValue(orderDetail());
    await renderPanel();
    const number = screen.getByRole('textbox', { name: 'Document or PO number' });
    // No project needed: the number is looked up in every project.
    expect((number as HTMLInputElement).disabled).toBe(false);
    expect(screen.getByText('Searches every project unless one is chosen')).toBeTruthy();
    const open = screen.getByRole('button', { name: 'Open order' });
    fireEvent.click(open);
    expect(await screen.findByText('Please enter the order number')).toBeTruthy();
    expect(vi.mocked(findOrderByNumber)).not.toHaveBeenCalled();
    fireEvent.change(number, { target: { value: ' PO-4501001 ' } });
    fireEvent.click(open);
    // The lookup, the new address and the drawer: a busy machine needs more than a second.
    expect(
      await screen.findByRole('dialog', { name: 'Order 1001 (PO PO-4501001)' }, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(vi.mocked(findOrderByNumber)).toHaveBeenCalledWith('document_order', 'PO-4501001', '');
    // The order opened at its own address.
    expect(address()).toBe('/space/order/1001');

    // With a project chosen, the number is looked up there.
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(address()).toBe('/space/order'));
    await choose(screen.getByRole('combobox', { name: 'Project' }), 'ACME — ACME Retail');
    fireEvent.click(open);
    await waitFor(() =>
      expect(vi.mocked(findOrderByNumber)).toHaveBeenLastCalledWith(
        'document_order',
        'PO-4501001',
        'ACME',
      ),
    );
  });

  it('opens an order in the lone project without asking for it', async () => {
    vi.mocked(useProjects).mockReturnValue({ projects: projects.slice(0, 1), loading: false });
    vi.mocked(findOrderByNumber).mockResolvedValue(orderDetail());
    await renderPanel();
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Project' }).value).toBe(
        'ACME — ACME Retail',
      ),
    );
    expect(screen.queryByText('Searches every project unless one is chosen')).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Document or PO number' }), {
      target: { value: 'PO-4501001' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Open order' }));
    await waitFor(() =>
      expect(vi.mocked(findOrderByNumber)).toHaveBeenCalledWith(
        'document_order',
        'PO-4501001',
        'ACME',
      ),
    );
  });

  it('says under the number when no order has it, or orders of several projects do', async () => {
    vi.mocked(findOrderByNumber)
      .mockRejectedValueOnce(
        new ApiError(errorCatalogue.ORDER_NOT_FOUND.code, 'Order information not found', 404),
      )
      .mockRejectedValueOnce(
        new ApiError(errorCatalogue.ORDER_NUMBER_IN_SEVERAL_PROJECTS.code, 'Several', 409, {
          field: 'project_key',
          projects: ['ACME', 'EURO'],
        }),
      );
    await renderPanel();
    const number = screen.getByRole('textbox', { name: 'Document or PO number' });
    fireEvent.change(number, { target: { value: 'PO-404' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open order' }));
    expect(await screen.findByText('No order has the document or PO number "PO-404"')).toBeTruthy();
    expect(number.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(number, { target: { value: 'PO-TWICE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open order' }));
    expect(
      await screen.findByText(
        'Orders of several projects have this number (ACME, EURO): choose the project above',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(address()).toBe('/space/order');
  });

  it('refuses an end date before its start with the validation message and sends nothing', async () => {
    await renderPanel();
    const calls = vi.mocked(listOrders).mock.calls.length;
    type('Received from', '2026-03-10');
    type('Received to', '2026-03-01');
    type('Order date from', '2026-03-10');
    type('Order date to', '2026-03-09');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));

    const message = 'The end time cannot be earlier than the start time';
    expect(await screen.findAllByText(message)).toHaveLength(2);
    expect(screen.getByLabelText('Received to').getAttribute('aria-invalid')).toBe('true');
    expect(vi.mocked(listOrders).mock.calls.length).toBe(calls);

    // Corrected, the search goes out.
    type('Received to', '2026-03-10');
    type('Order date to', '2026-03-10');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(vi.mocked(listOrders).mock.calls.length).toBe(calls + 1));
    expect(screen.queryByText(message)).toBeNull();
  });

  it('reads the next page by keyset and jumps by page number', async () => {
    vi.mocked(listOrders).mockResolvedValue(
      orderPage([received, accepted, euroReceived], { total: 45, next: 'c2VyaWFsOjEwMDM' }),
    );
    await renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(vi.mocked(listOrders)).toHaveBeenLastCalledWith({
        ...firstPageQuery,
        page: 2,
        after: 'c2VyaWFsOjEwMDM',
      }),
    );

    // A jump past the next page has no cursor to start from: it goes by page number.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '4' }).hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: '4' }));
    await waitFor(() =>
      expect(vi.mocked(listOrders)).toHaveBeenLastCalledWith({ ...firstPageQuery, page: 4 }),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '1' }).hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: '1' }));
    await waitFor(() => expect(vi.mocked(listOrders)).toHaveBeenLastCalledWith(firstPageQuery));
  });

  it('refreshes the page every 60000 ms, keeping page and selection, and stops when unmounted', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    vi.mocked(listOrders).mockResolvedValue(
      orderPage([received, accepted, euroReceived], { total: 25, next: 'c2VyaWFsOjEwMDM' }),
    );
    const { unmount } = await renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    const secondPage = { ...firstPageQuery, page: 2, after: 'c2VyaWFsOjEwMDM' };
    await waitFor(() => expect(vi.mocked(listOrders)).toHaveBeenLastCalledWith(secondPage));
    const selectRow = await screen.findByRole('checkbox', { name: 'Select 1001 / PO-4501001' });
    fireEvent.click(selectRow);
    const calls = vi.mocked(listOrders).mock.calls.length;

    act(() => vi.advanceTimersByTime(59_999));
    expect(vi.mocked(listOrders).mock.calls.length).toBe(calls);
    act(() => vi.advanceTimersByTime(1));
    await waitFor(() => expect(vi.mocked(listOrders).mock.calls.length).toBe(calls + 1));
    expect(vi.mocked(listOrders)).toHaveBeenLastCalledWith(secondPage);
    await waitFor(() =>
      expect(
        (screen.getByRole('checkbox', { name: 'Select 1001 / PO-4501001' }) as HTMLInputElement)
          .checked,
      ).toBe(true),
    );

    unmount();
    act(() => vi.advanceTimersByTime(180_000));
    expect(vi.mocked(listOrders).mock.calls.length).toBe(calls + 1);
  });
});

describe('order export', () => {
  it('warns and calls nothing when no order is selected', async () => {
    await renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Export Excel' }));
    expect(await snackbarText()).toContain('Please select the data to export');
    expect(vi.mocked(exportOrders)).not.toHaveBeenCalled();
  });

  it('exports the selected orders by serial number', async () => {
    const workbook = { blob: new Blob(['xlsx']), fileName: 'orders.xlsx' };
    vi.mocked(exportOrders).mockResolvedValue(workbook);
    await renderPanel();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select 1001 / PO-4501001' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select 1003 / PO-4501003' }));
    fireEvent.click(screen.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(vi.mocked(exportOrders)).toHaveBeenCalledTimes(1));
    const [serialNumbers, onProgress] = vi.mocked(exportOrders).mock.calls[0] ?? [];
    expect(serialNumbers).toEqual([1001, 1003]);
    // The button follows the download's progress.
    expect(typeof onProgress).toBe('function');
    await waitFor(() => expect(vi.mocked(saveFile)).toHaveBeenCalledWith(workbook));
  });
});

describe('order delete', () => {
  it('is offered only where the project allows it and the status permits', async () => {
    await renderPanel();
    const actionsOf = (name: string) =>
      within(screen.getByRole('group', { name: `Actions of ${name}` }));
    expect(actionsOf('1001 / PO-4501001').queryByRole('button', { name: 'Delete' })).not.toBeNull();
    // Accepted orders hold stock; EURO does not allow deleting at all.
    expect(actionsOf('1002 / PO-4501002').queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(actionsOf('1003 / PO-4501003').queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('asks for confirmation, then deletes and reloads', async () => {
    vi.mocked(deleteOrder).mockResolvedValue(null);
    await renderPanel();
    const actions = within(screen.getByRole('group', { name: 'Actions of 1001 / PO-4501001' }));

    fireEvent.click(actions.getByRole('button', { name: 'Delete' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Please confirm' }));
    expect(dialog.getByText(/Delete order "1001 \/ PO-4501001"\?/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(vi.mocked(deleteOrder)).not.toHaveBeenCalled();

    const calls = vi.mocked(listOrders).mock.calls.length;
    fireEvent.click(actions.getByRole('button', { name: 'Delete' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Please confirm' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(vi.mocked(deleteOrder)).toHaveBeenCalledWith(1001));
    await waitFor(() => expect(vi.mocked(listOrders).mock.calls.length).toBe(calls + 1));
    expect(await snackbarText()).toContain('Deleted');
  });

  it('opens the order detail from its serial number at its own address', async () => {
    await renderPanel();
    const serial = rowOf('ACME Retail Inc.').getByRole('link', { name: '1001' });
    // A real link: a middle click or "open in new tab" opens the same address.
    expect(serial.getAttribute('href')).toBe('/space/order/1001');
    expect(
      rowOf('ACME Retail Inc.').getByRole('link', { name: 'PO-4501001' }).getAttribute('href'),
    ).toBe('/space/order/1001');
    fireEvent.click(serial);
    expect(await screen.findByRole('dialog', { name: 'Order 1001 (PO PO-4501001)' })).toBeTruthy();
    expect(address()).toBe('/space/order/1001');
    expect(vi.mocked(getOrder)).toHaveBeenCalledWith(1001);
  });
});

describe('order addresses', () => {
  it('opens the drawer over the list straight from an order’s address, as after a reload', async () => {
    await renderPanel('/space/order/1001');
    expect(await screen.findByRole('dialog', { name: 'Order 1001 (PO PO-4501001)' })).toBeTruthy();
    expect(vi.mocked(getOrder)).toHaveBeenCalledWith(1001);
    // The list is there beneath it.
    expect(rowOf('Euro Markt GmbH').getByText('Awaiting acceptance')).toBeTruthy();
  });

  it('goes back to the list, keeping its filters, when the drawer closes', async () => {
    await renderPanel();
    await choose(screen.getByRole('combobox', { name: 'Project' }), 'ACME — ACME Retail');
    await waitFor(() =>
      expect(vi.mocked(listOrders)).toHaveBeenLastCalledWith({
        ...firstPageQuery,
        project_key: 'ACME',
      }),
    );
    fireEvent.click(rowOf('ACME Retail Inc.').getByRole('link', { name: 'Details' }));
    const drawer = await screen.findByRole('dialog', { name: 'Order 1001 (PO PO-4501001)' });
    expect(address()).toBe('/space/order/1001');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(address()).toBe('/space/order'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByRole('combobox', { name: 'Project' }) as HTMLInputElement).value).toBe(
      'ACME — ACME Retail',
    );
    expect(vi.mocked(listOrders)).toHaveBeenLastCalledWith({
      ...firstPageQuery,
      project_key: 'ACME',
    });
  });

  it('says "order not found" in the drawer for a serial number no order has, once', async () => {
    vi.mocked(getOrder).mockRejectedValue(
      new ApiError(errorCatalogue.ORDER_NOT_FOUND.code, 'Order information not found', 404),
    );
    await renderPanel('/space/order/987654');
    const drawer = within(await screen.findByRole('dialog', { name: 'Order not found' }));
    expect(
      drawer.getByText(
        'There is no such order: the number in the link does not exist, you may not see it, or the order was deleted.',
      ),
    ).toBeTruthy();
    expect(vi.mocked(getOrder)).toHaveBeenCalledWith(987654);
    expect(drawer.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.queryByText('Order information not found')).toBeNull();
  });

  it('says "order not found" for an address that names no serial number, asking nothing', async () => {
    await renderPanel('/space/order/PO-4501001');
    expect(await screen.findByRole('dialog', { name: 'Order not found' })).toBeTruthy();
    expect(vi.mocked(getOrder)).not.toHaveBeenCalled();
  });
});
