import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { createStore } from 'jotai';
import { ApiError, useProjects } from '@portal/api-client';
import { systemSettingsAtom } from '@portal/auth';
import { systemSettingDefaults } from '@portal/contracts';
import { orderViewTexts } from '@portal/order-view';
import { renderInPortal } from '@portal/testing';
import { saveFile } from '@portal/ui';
import { texts } from '../../i18n/texts';
import { project } from '../../testing/test-support';
import {
  AddressShown,
  purchaseDetail,
  purchasePage,
  purchaseSummary,
} from '../../testing/purchase-fixtures';
import { downloadPurchaseReport } from '../api/download-purchase-report';
import { downloadRouteTemplate } from '../api/download-route-template';
import { getPurchaseDetail } from '../api/get-purchase-detail';
import { listPurchaseOrders } from '../api/list-purchase-orders';
import { listPurchaseRecord } from '../api/list-purchase-record';
import { uploadRoute } from '../api/upload-route';
import { emptyPurchaseFilters, purchaseFiltersAtom } from '../state/purchase-list-query';
import { PurchasePanel } from './purchase-panel';

// The calls are replaced here; the API's own suites test the real ones.
vi.mock('../api/list-purchase-orders', () => ({ listPurchaseOrders: vi.fn() }));
vi.mock('../api/get-purchase-detail', () => ({ getPurchaseDetail: vi.fn() }));
vi.mock('../api/list-purchase-record', () => ({ listPurchaseRecord: vi.fn() }));
vi.mock('../api/download-purchase-report', () => ({ downloadPurchaseReport: vi.fn() }));
vi.mock('../api/download-route-template', () => ({ downloadRouteTemplate: vi.fn() }));
vi.mock('../api/upload-route', () => ({ uploadRoute: vi.fn() }));
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

const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const acme = project('ACME', { nameEn: 'ACME Retail' });
const euro = project('EURO', { nameEn: 'EURO Retail' });

const accepted = purchaseSummary(7001, { dueSoon: true });
const routed = purchaseSummary(7002, {
  status: 'ROUTED',
  carrierName: 'UPS Freight',
  scac: 'UPGF',
  shipWindow: { start: '2026-03-20', end: '2026-03-20' },
});
const delivered = purchaseSummary(7003, {
  status: 'DELIVERED',
  packageCount: 3,
  shippedAt: '2026-03-12T15:30:00.000Z',
});

beforeAll(() => {
  // jsdom has no layout: Mantine's combobox scrolls its selected option into view.
  Element.prototype.scrollIntoView = () => undefined;
});

beforeEach(() => {
  localStorage.clear();
  vi.mocked(useProjects).mockReturnValue({ projects: [acme, euro], loading: false });
  vi.mocked(listPurchaseOrders).mockResolvedValue(purchasePage([accepted, routed, delivered]));
  vi.mocked(getPurchaseDetail).mockResolvedValue(purchaseDetail());
  vi.mocked(listPurchaseRecord).mockResolvedValue([]);
});

afterEach(() => {
  vi.clearAllMocks();
  act(() => notifications.clean());
});

async function renderList(language: 'en-us' | 'zh-cn' = 'en-us') {
  const store = createStore();
  store.set(purchaseFiltersAtom, emptyPurchaseFilters);
  store.set(systemSettingsAtom, {
    ...systemSettingDefaults,
    dateTimeFormat: 'YYYY/MM/DD HH:mm:ss',
  });
  const rendered = await renderInPortal(
    <>
      <PurchasePanel />
      <AddressShown />
    </>,
    { namespace: 'orders', texts, features: [orderViewTexts], language, store },
  );
  await screen.findByRole('link', { name: 'PO-7003' });
  return rendered;
}

/** The list row of an order, found by its PO number (the link that opens it). */
function rowOf(orderNumber: string) {
  const row = screen.getByRole('link', { name: orderNumber }).closest('tr');
  if (row === null) throw new Error(`no row shows ${orderNumber}`);
  return within(row);
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('purchase list', () => {
  it('shows each order with its status meaning, ship window, due-soon mark and carrier', async () => {
    await renderList();
    expect(listPurchaseOrders).toHaveBeenCalledWith({ page: 1, size: 10, timeZone });

    const first = rowOf('PO-7001');
    expect(first.getByText('Accepted, waiting for shipping info')).toBeTruthy();
    // Days in the portal's date format; the mark in words, not only a colour.
    expect(first.getByText('2026/03/10 – 2026/03/14')).toBeTruthy();
    expect(first.getByText('Due soon')).toBeTruthy();
    expect(first.getByText('2026/03/02')).toBeTruthy();

    const second = rowOf('PO-7002');
    expect(second.getByText('Shipping info uploaded, waiting for label print')).toBeTruthy();
    expect(second.getByText('2026/03/20')).toBeTruthy();
    expect(second.getByText('UPS Freight')).toBeTruthy();
    expect(second.getByText('UPGF')).toBeTruthy();
    expect(second.queryByText('Due soon')).toBeNull();

    const third = rowOf('PO-7003');
    expect(third.getByText('3')).toBeTruthy();
    expect(third.getByText(/^Shipped 2026\/03\/1[23] \d\d:30:00$/)).toBeTruthy();
    expect(third.getByText('ACME')).toBeTruthy();
  });

  it('asks for the filters typed: project, statuses, PO, ship-to, window and due soon only', async () => {
    await renderList();
    fireEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    const listbox = await screen.findByRole('listbox', { name: 'Status', hidden: true });
    fireEvent.click(
      within(listbox).getByRole('option', {
        name: 'Accepted, waiting for shipping info',
        hidden: true,
      }),
    );
    fireEvent.click(
      within(listbox).getByRole('option', {
        name: 'Shipping info uploaded, waiting for label print',
        hidden: true,
      }),
    );
    type('PO No.', ' PO-70 ');
    type('Ship to', 'Dallas');
    type('Ship window from', '2026-03-01');
    type('Ship window to', '2026-03-31');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Due soon only' }));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(listPurchaseOrders).toHaveBeenLastCalledWith({
        page: 1,
        size: 10,
        status: ['ACCEPTED', 'ROUTED'],
        orderNumber: 'PO-70',
        shipTo: 'Dallas',
        windowFrom: '2026-03-01',
        windowTo: '2026-03-31',
        dueSoon: 'true',
        timeZone,
      }),
    );

    // Reset keeps only the project.
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() =>
      expect(listPurchaseOrders).toHaveBeenLastCalledWith({ page: 1, size: 10, timeZone }),
    );
  });

  it('starts in the one project of a user who has only one', async () => {
    vi.mocked(useProjects).mockReturnValue({ projects: [acme], loading: false });
    await renderList();
    await waitFor(() =>
      expect(listPurchaseOrders).toHaveBeenLastCalledWith({
        page: 1,
        size: 10,
        project_key: 'ACME',
        timeZone,
      }),
    );
    // The filter shows it too (the form starts again from the filters).
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Project' }) as HTMLInputElement).value).toBe(
        'ACME — ACME Retail',
      ),
    );
  });

  it('downloads the report of the search, or of the orders selected', async () => {
    const workbook = { blob: new Blob(['xlsx']), fileName: 'fulfilment-report.xlsx' };
    vi.mocked(downloadPurchaseReport).mockResolvedValue(workbook);
    await renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Download report (this search)' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(workbook));
    expect(vi.mocked(downloadPurchaseReport).mock.calls[0]?.[0]).toEqual({ timeZone });

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select PO-7001' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select PO-7003' }));
    fireEvent.click(screen.getByRole('button', { name: 'Download report (2 selected)' }));
    await waitFor(() => expect(downloadPurchaseReport).toHaveBeenCalledTimes(2));
    expect(vi.mocked(downloadPurchaseReport).mock.calls[1]?.[0]).toEqual({
      serialNumbers: [7001, 7003],
    });
  });

  it('offers the route template and upload once a project is chosen', async () => {
    vi.mocked(useProjects).mockReturnValue({ projects: [acme], loading: false });
    const template = { blob: new Blob(['xlsx']), fileName: 'route-upload-ACME.xlsx' };
    vi.mocked(downloadRouteTemplate).mockResolvedValue(template);
    await renderList();
    const download = await screen.findByRole('button', { name: 'Download route template' });
    await waitFor(() => expect(download.hasAttribute('disabled')).toBe(false));
    fireEvent.click(download);
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(template));
    expect(vi.mocked(downloadRouteTemplate).mock.calls[0]?.[0]).toBe('ACME');
  });

  it('without a project, says to choose one before the route template or upload', async () => {
    await renderList();
    expect(
      screen.getByRole('button', { name: 'Download route template' }).hasAttribute('disabled'),
    ).toBe(true);
    expect(screen.getByRole('button', { name: 'Upload route' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('uploads a route file and lists the rows the server refused', async () => {
    vi.mocked(useProjects).mockReturnValue({ projects: [acme], loading: false });
    vi.mocked(uploadRoute)
      .mockRejectedValueOnce(
        new ApiError('2014', 'Some rows of the file are wrong', 422, {
          rows: [
            { row: 3, field: 'SCAC', message: 'Information input error' },
            { row: 5, field: 'PO No.', message: 'The order is not routable' },
          ],
        }),
      )
      .mockResolvedValueOnce({ routed: 4, moved: 3 });
    await renderList();
    const upload = await screen.findByRole('button', { name: 'Upload route' });
    await waitFor(() => expect(upload.hasAttribute('disabled')).toBe(false));
    fireEvent.click(upload);
    const dialog = within(await screen.findByRole('dialog', { name: 'Upload route (ACME)' }));
    const file = new File(['xlsx'], 'route.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (input === null) throw new Error('the dialog has no file input');
    fireEvent.change(input, { target: { files: [file] } });
    fireEvent.click(dialog.getByRole('button', { name: 'Upload' }));

    expect(await dialog.findByText('The order is not routable')).toBeTruthy();
    expect(dialog.getByText('Information input error')).toBeTruthy();
    const [projectKey, sent, onProgress] = vi.mocked(uploadRoute).mock.calls[0] ?? [];
    expect(projectKey).toBe('ACME');
    expect(sent).toBe(file);
    expect(typeof onProgress).toBe('function');

    const calls = vi.mocked(listPurchaseOrders).mock.calls.length;
    fireEvent.change(input, { target: { files: [file] } });
    fireEvent.click(dialog.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await screen.findByText('Route uploaded. Orders updated: 4; of them now routed: 3'),
    ).toBeTruthy();
    await waitFor(() => expect(vi.mocked(listPurchaseOrders).mock.calls.length).toBe(calls + 1));
  });

  it('opens an order from its PO number at an address of its own', async () => {
    await renderList();
    const link = screen.getByRole('link', { name: 'PO-7001' });
    // A real link: a middle click or "open in new tab" opens the same fulfilment.
    expect(link.getAttribute('href')).toBe('/?project=ACME&po=PO-7001');
    fireEvent.click(link);
    expect(screen.getByTestId('address').textContent).toBe('?project=ACME&po=PO-7001');
    expect(await screen.findByRole('heading', { name: 'Purchase order PO-7001' })).toBeTruthy();
    expect(getPurchaseDetail).toHaveBeenCalledWith('PO-7001', 'ACME', timeZone);

    fireEvent.click(screen.getByRole('button', { name: 'Back to the list' }));
    expect(await screen.findByRole('link', { name: 'PO-7003' })).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toBe('');
  });

  it('speaks Chinese', async () => {
    await renderList('zh-cn');
    expect(rowOf('PO-7001').getByText('即将到期')).toBeTruthy();
    expect(rowOf('PO-7001').getByText('已接单，待发运信息')).toBeTruthy();
    expect(screen.getByRole('button', { name: '下载履约报告（当前查询）' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '上传路由' })).toBeTruthy();
  });
});
