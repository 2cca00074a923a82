import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { ApiError, useProjects } from '@portal/api-client';
import type { PackingPlan, PurchaseDetail, Routing } from '@portal/contracts';
import { orderViewTexts } from '@portal/order-view';
import { choose, renderInPortal } from '@portal/testing';
import { saveFile } from '@portal/ui';
import { texts } from '../../i18n/texts';
import {
  AddressShown,
  AtAddress,
  gadgetLine,
  purchaseDetail,
  purchaseLogs,
  purchasePage,
  purchaseSummary,
  savedPackage,
  widgetLine,
} from '../../testing/purchase-fixtures';
import { project } from '../../testing/test-support';
import { confirmShipment } from '../api/confirm-shipment';
import { downloadShipmentDocument } from '../api/download-shipment-document';
import { getPurchaseDetail } from '../api/get-purchase-detail';
import { listPurchaseOrders } from '../api/list-purchase-orders';
import { listPurchaseRecord } from '../api/list-purchase-record';
import { runPurchaseAction } from '../api/run-purchase-action';
import { PurchasePanel } from './purchase-panel';

// The calls are replaced here; the API's own suites test the real ones.
vi.mock('../api/list-purchase-orders', () => ({ listPurchaseOrders: vi.fn() }));
vi.mock('../api/get-purchase-detail', () => ({ getPurchaseDetail: vi.fn() }));
vi.mock('../api/list-purchase-record', () => ({ listPurchaseRecord: vi.fn() }));
vi.mock('../api/run-purchase-action', () => ({ runPurchaseAction: vi.fn() }));
vi.mock('../api/confirm-shipment', () => ({ confirmShipment: vi.fn() }));
vi.mock('../api/download-shipment-document', () => ({ downloadShipmentDocument: vi.fn() }));
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

const routing: Routing = {
  carrierName: 'UPS Freight',
  scac: 'UPGF',
  transportMode: 'M',
  trackingNumber: 'PRO-55',
  pickupDate: '2026-03-11',
  pickupTime: '09:30',
};

/** What "propose" answers: line 1 in two cartons of 12 on a pallet, line 2 in one carton. */
const proposal: PackingPlan = {
  packages: [
    { key: 'P1', level: 'pallet', contents: [] },
    { key: 'C1', level: 'carton', palletKey: 'P1', contents: [{ lineNumber: '1', quantity: 12 }] },
    { key: 'C2', level: 'carton', palletKey: 'P1', contents: [{ lineNumber: '1', quantity: 12 }] },
    { key: 'C3', level: 'carton', contents: [{ lineNumber: '2', quantity: 10 }] },
  ],
};

/** The proposal as stored and labelled: each package with its SSCC. */
const labelledPackages = proposal.packages.map((found, index) =>
  savedPackage(index + 1, { ...found, sscc: `00614141000000000${index + 1}`.slice(-18) }),
);

/** Line 1 packed whole, line 2 six of ten; labels printed. */
const printed = purchaseDetail({
  summary: purchaseSummary(7001, { status: 'PRINTED', packageCount: 4 }),
  routing,
  lines: [
    { ...widgetLine, packed: 24 },
    { ...gadgetLine, packed: 6 },
  ],
  packages: labelledPackages.map((found) =>
    found.key === 'C3' ? { ...found, contents: [{ lineNumber: '2', quantity: 6 }] } : found,
  ),
  documents: [
    {
      kind: 'labels-pdf',
      fileName: 'labels-PO-7001.pdf',
      bytes: 20480,
      createdAt: '2026-03-11T08:00:00.000Z',
    },
    {
      kind: 'packing-slip',
      fileName: 'packing-slip-PO-7001.pdf',
      bytes: 4096,
      createdAt: '2026-03-11T08:00:00.000Z',
    },
  ],
  allowedMoves: ['deliver'],
});

beforeAll(() => {
  // jsdom has no layout: Mantine's combobox scrolls its selected option into view.
  Element.prototype.scrollIntoView = () => undefined;
});

beforeEach(() => {
  localStorage.clear();
  vi.mocked(useProjects).mockReturnValue({ projects: [project('ACME')], loading: false });
  vi.mocked(listPurchaseOrders).mockResolvedValue(purchasePage([purchaseSummary(7001)]));
  vi.mocked(getPurchaseDetail).mockResolvedValue(purchaseDetail());
  vi.mocked(listPurchaseRecord).mockResolvedValue(purchaseLogs);
});

afterEach(() => {
  vi.clearAllMocks();
  act(() => notifications.clean());
});

/** Opens the screen at the order's address, as a reload or a new tab does. */
async function openOrder(detail: PurchaseDetail, language: 'en-us' | 'zh-cn' = 'en-us') {
  vi.mocked(getPurchaseDetail).mockResolvedValue(detail);
  const rendered = await renderInPortal(
    <AtAddress search="?project=ACME&po=PO-7001">
      <PurchasePanel />
      <AddressShown />
    </AtAddress>,
    { namespace: 'orders', texts, features: [orderViewTexts], language },
  );
  await screen.findByRole('region', {
    name: language === 'en-us' ? 'Operation log' : '操作日志',
  });
  return rendered;
}

const region = (name: string) => within(screen.getByRole('region', { name }));
const packageRow = (name: string) => within(screen.getByRole('row', { name }));

/** Opens a package's action menu and picks one of its edits. */
async function packageAction(key: string, action: string) {
  const target = screen.getByRole('button', { name: `Actions of ${key}` });
  fireEvent.click(target);
  // This package's own menu: another one may still be closing.
  const menu = await waitFor(() => {
    const element = document.getElementById(target.getAttribute('aria-controls') ?? '');
    if (element === null) throw new Error('the menu did not open');
    return element;
  });
  fireEvent.click(within(menu).getByRole('menuitem', { name: action, hidden: true }));
}

/** Sets one line's quantity in a package through its quantities dialog. */
async function setQuantity(key: string, line: string, value: string) {
  await packageAction(key, 'Edit quantities');
  const dialog = within(await screen.findByRole('dialog', { name: `Quantities in ${key}` }));
  typeNumber(dialog.getByRole('textbox', { name: `Quantity of line ${line} in ${key}` }), value);
  fireEvent.click(dialog.getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

/** Types a number into a Mantine NumberInput and leaves it. */
function typeNumber(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

describe('an order opened from its address', () => {
  it('shows the header, the lines and the routing with the transport mode meaning', async () => {
    await openOrder(
      purchaseDetail({
        summary: purchaseSummary(7001, { status: 'ROUTED', dueSoon: true }),
        routing,
      }),
    );
    expect(getPurchaseDetail).toHaveBeenCalledWith('PO-7001', 'ACME', timeZone);
    expect(listPurchaseRecord).toHaveBeenCalledWith('PO-7001', 'ACME');
    expect(screen.getByRole('heading', { name: 'Purchase order PO-7001' })).toBeTruthy();
    const header = within(screen.getByRole('banner'));
    expect(header.getByText('Shipping info uploaded, waiting for label print')).toBeTruthy();
    expect(header.getByText('2026-03-10 – 2026-03-14')).toBeTruthy();
    expect(header.getByText('Due soon')).toBeTruthy();
    expect(header.getByText('ACME DC Dallas · 75201')).toBeTruthy();

    const lines = within(screen.getByRole('table', { name: 'Order lines' }));
    expect(lines.getByText('WID-100')).toBeTruthy();
    expect(lines.getByText('012345678905')).toBeTruthy();
    expect(lines.getByText('Widget, blue')).toBeTruthy();

    const routed = region('Routing');
    expect(routed.getByText('M · Motor (common carrier)')).toBeTruthy();
    expect(routed.getByText('UPGF')).toBeTruthy();
    expect(routed.getByText('2026-03-11 09:30')).toBeTruthy();
    expect(routed.getByRole('button', { name: 'Change routing' })).toBeTruthy();

    // A person by their account, the portal's own steps in words.
    expect(region('Operation log').getByText('alice')).toBeTruthy();
    expect(region('Operation log').getByText('System')).toBeTruthy();
    expect(region('Operation log').queryByText('system')).toBeNull();
  });

  it('says so when the order cannot be read, and reads it again on retry', async () => {
    vi.mocked(getPurchaseDetail).mockRejectedValueOnce(new ApiError('3002', 'Not found', 404));
    await renderInPortal(
      <AtAddress search="?project=ACME&po=PO-7001">
        <PurchasePanel />
      </AtAddress>,
      { namespace: 'orders', texts, features: [orderViewTexts], language: 'en-us' },
    );
    expect(await screen.findByText('The order could not be read')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Order lines' })).toBeTruthy();
  });
});

describe('routing', () => {
  it('checks the form, then sends the routing typed (SCAC in capitals)', async () => {
    const routed = purchaseDetail({
      summary: purchaseSummary(7001, { status: 'ROUTED' }),
      routing: { ...routing, pickupDate: '2026-03-12' },
    });
    vi.mocked(runPurchaseAction).mockResolvedValue({ detail: routed });
    await openOrder(purchaseDetail());
    expect(region('Routing').getByText('No routing yet.')).toBeTruthy();
    fireEvent.click(region('Routing').getByRole('button', { name: 'Enter routing' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Routing of PO-7001' }));

    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findAllByText('This field cannot be empty')).not.toHaveLength(0);
    expect(runPurchaseAction).not.toHaveBeenCalled();

    fireEvent.change(dialog.getByRole('textbox', { name: 'Carrier name' }), {
      target: { value: 'UPS Freight' },
    });
    fireEvent.change(dialog.getByRole('textbox', { name: 'SCAC (carrier code)' }), {
      target: { value: 'upgf' },
    });
    await choose(
      dialog.getByRole('combobox', { name: 'Transport mode' }),
      'M · Motor (common carrier)',
    );
    fireEvent.change(dialog.getByRole('textbox', { name: 'PRO / tracking No.' }), {
      target: { value: 'PRO-55' },
    });
    fireEvent.change(dialog.getByLabelText(/^Pickup date/), { target: { value: '2026-03-12' } });
    fireEvent.change(dialog.getByLabelText('Pickup time'), { target: { value: '09:30' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(runPurchaseAction).toHaveBeenCalledWith('route', {
        serialNumber: 7001,
        routing: {
          carrierName: 'UPS Freight',
          scac: 'UPGF',
          transportMode: 'M',
          trackingNumber: 'PRO-55',
          pickupDate: '2026-03-12',
          pickupTime: '09:30',
        },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(region('Routing').getByText('M · Motor (common carrier)')).toBeTruthy();
    // The log is read again after the change.
    await waitFor(() => expect(listPurchaseRecord).toHaveBeenCalledTimes(2));
  });
});

describe('packing plan', () => {
  it('shows the proposal, takes every edit, keeps the totals live and saves the plan', async () => {
    vi.mocked(runPurchaseAction).mockImplementation((action) =>
      Promise.resolve(
        action === 'propose'
          ? { detail: purchaseDetail(), proposal }
          : { detail: purchaseDetail({ packages: labelledPackages }) },
      ),
    );
    await openOrder(purchaseDetail());
    const plan = region('Packing plan');
    expect(plan.getByText(/No packages yet/)).toBeTruthy();
    fireEvent.click(plan.getByRole('button', { name: 'Propose a plan' }));
    expect(
      await plan.findByText('This is the proposed plan, not saved yet: edit it, then save.'),
    ).toBeTruthy();
    expect(runPurchaseAction).toHaveBeenCalledWith('propose', { serialNumber: 7001 });
    expect(plan.getByText('Packages: 4')).toBeTruthy();
    expect(packageRow('P1 · Pallet (outer package)').getByText('Carries 2')).toBeTruthy();
    expect(packageRow('C1 · Carton (inner package)').getByText('Not yet labelled')).toBeTruthy();
    expect(packageRow('C1 · Carton (inner package)').getByText('1 × 12')).toBeTruthy();

    const totals = () => within(screen.getByRole('table', { name: 'Packed per line' }));
    expect(totals().getAllByText('Matches')).toHaveLength(2);

    // Fewer of line 2 in C3: the totals say it at once.
    await setQuantity('C3', '2', '6');
    expect(await totals().findByText('4 short')).toBeTruthy();
    expect(packageRow('C3 · Carton (inner package)').getByText('2 × 6')).toBeTruthy();

    // Split five of line 1 off C1 into a new carton on the same pallet.
    await packageAction('C1', 'Split');
    const split = within(await screen.findByRole('dialog', { name: 'Split C1' }));
    typeNumber(split.getByRole('textbox', { name: 'Line 1 (holds 12)' }), '5');
    fireEvent.click(split.getByRole('button', { name: 'Split' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(packageRow('C4 · Carton (inner package)').getByText('1 × 5')).toBeTruthy();
    expect(plan.getByText('Packages: 5')).toBeTruthy();

    // Move two of line 1 from C2 into C3.
    await packageAction('C2', 'Move');
    const move = within(await screen.findByRole('dialog', { name: 'Move items out of C2' }));
    expect((move.getByRole('combobox', { name: 'Order line' }) as HTMLSelectElement).value).toBe(
      '1',
    );
    typeNumber(move.getByRole('textbox', { name: 'Quantity (at most 12)' }), '2');
    await choose(
      move.getByRole('combobox', { name: 'Into package' }),
      'C3 · Carton (inner package)',
    );
    fireEvent.click(move.getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(packageRow('C3 · Carton (inner package)').getByText('2 × 6, 1 × 2')).toBeTruthy();

    // C3 onto the pallet.
    fireEvent.change(
      packageRow('C3 · Carton (inner package)').getByRole('combobox', { name: 'Pallet of C3' }),
      { target: { value: 'P1' } },
    );
    expect(await packageRow('P1 · Pallet (outer package)').findByText('Carries 4')).toBeTruthy();

    fireEvent.click(plan.getByRole('button', { name: 'Save plan' }));
    await waitFor(() =>
      expect(runPurchaseAction).toHaveBeenLastCalledWith('pack', {
        serialNumber: 7001,
        planVersion: null,
        plan: {
          packages: [
            { key: 'P1', level: 'pallet', contents: [] },
            {
              key: 'C1',
              level: 'carton',
              palletKey: 'P1',
              contents: [{ lineNumber: '1', quantity: 7 }],
            },
            {
              key: 'C4',
              level: 'carton',
              palletKey: 'P1',
              contents: [{ lineNumber: '1', quantity: 5 }],
            },
            {
              key: 'C2',
              level: 'carton',
              palletKey: 'P1',
              contents: [{ lineNumber: '1', quantity: 10 }],
            },
            {
              key: 'C3',
              level: 'carton',
              palletKey: 'P1',
              contents: [
                { lineNumber: '2', quantity: 6 },
                { lineNumber: '1', quantity: 2 },
              ],
            },
          ],
        },
      }),
    );
    // The saved plan is shown, with its SSCCs.
    expect(await screen.findByText('Packing plan saved')).toBeTruthy();
    expect(screen.queryByText(/This is the proposed plan/)).toBeNull();
    expect(
      packageRow('C1 · Carton (inner package)').getByText('(00) 0 0614141000000000 2'),
    ).toBeTruthy();
  });

  it('shows a shipment of a thousand packages a page of rows at a time', async () => {
    // 20 pallets of 50 cartons each, as a big shipment is packed.
    const pallets = Array.from({ length: 20 }, (_, index) =>
      savedPackage(index + 1, { key: `P${index + 1}`, level: 'pallet', contents: [] }),
    );
    const cartons = Array.from({ length: 1000 }, (_, index) =>
      savedPackage(21 + index, {
        key: `C${index + 1}`,
        level: 'carton',
        palletKey: `P${Math.floor(index / 50) + 1}`,
        contents: [{ lineNumber: index % 2 === 0 ? '1' : '2', quantity: 1 }],
      }),
    );
    await openOrder(purchaseDetail({ packages: [...pallets, ...cartons] }));
    const plan = region('Packing plan');
    const rows = () => within(plan.getByRole('table', { name: 'Packages' })).getAllByRole('row');
    expect(plan.getByText('Packages: 1020')).toBeTruthy();
    // A header and the first fifty packages: the twenty pallets, then C1 to C30.
    expect(rows()).toHaveLength(51);
    expect(plan.getAllByRole('combobox', { name: /^Pallet of / })).toHaveLength(30);
    expect(plan.getByRole('row', { name: 'C30 · Carton (inner package)' })).toBeTruthy();
    expect(plan.queryByRole('row', { name: 'C31 · Carton (inner package)' })).toBeNull();

    fireEvent.click(plan.getByRole('button', { name: 'Next page' }));
    expect(await plan.findByRole('row', { name: 'C31 · Carton (inner package)' })).toBeTruthy();
    expect(plan.getByRole('row', { name: 'C80 · Carton (inner package)' })).toBeTruthy();
    expect(plan.queryByRole('row', { name: 'C30 · Carton (inner package)' })).toBeNull();
    expect(rows()).toHaveLength(51);

    // One pallet and what it carries, from the first page.
    fireEvent.change(plan.getByRole('combobox', { name: 'Show' }), {
      target: { value: 'pallet:P3' },
    });
    expect(await plan.findByText('Packages: 51 shown of 1020')).toBeTruthy();
    expect(plan.getByRole('row', { name: 'P3 · Pallet (outer package)' })).toBeTruthy();
    expect(plan.getByRole('row', { name: 'C101 · Carton (inner package)' })).toBeTruthy();
    expect(plan.queryByRole('row', { name: 'C151 · Carton (inner package)' })).toBeNull();
    expect(rows()).toHaveLength(51);
  });

  it('shows the reason the server refused a plan once, next to the plan', async () => {
    const refusal = new ApiError(
      '4024',
      'This project does not allow shipping more than was ordered: 2',
      409,
      { field: '2' },
    );
    vi.mocked(runPurchaseAction).mockImplementation((action) =>
      action === 'propose'
        ? Promise.resolve({ detail: purchaseDetail(), proposal })
        : Promise.reject(refusal),
    );
    await openOrder(purchaseDetail());
    const plan = region('Packing plan');
    fireEvent.click(plan.getByRole('button', { name: 'Propose a plan' }));
    await plan.findByText(/This is the proposed plan/);
    await setQuantity('C3', '2', '12');
    expect(
      await within(screen.getByRole('table', { name: 'Packed per line' })).findByText('2 over'),
    ).toBeTruthy();

    const message =
      'The plan was not saved: This project does not allow shipping more than was ordered: 2';
    fireEvent.click(plan.getByRole('button', { name: 'Save plan' }));
    expect(await plan.findByText(message)).toBeTruthy();
    // Saved again and refused again: still one message.
    fireEvent.click(plan.getByRole('button', { name: 'Save plan' }));
    await waitFor(() => expect(runPurchaseAction).toHaveBeenCalledTimes(3));
    await waitFor(() =>
      expect(plan.getByRole('button', { name: 'Save plan' }).hasAttribute('disabled')).toBe(false),
    );
    expect(screen.getAllByText(message)).toHaveLength(1);
    // The plan stays as edited; the next edit clears the message.
    expect(packageRow('C3 · Carton (inner package)').getByText('2 × 12')).toBeTruthy();
    await setQuantity('C3', '2', '10');
    await waitFor(() => expect(screen.queryByText(message)).toBeNull());
  });

  it('names the package a refusal points at', async () => {
    vi.mocked(runPurchaseAction).mockImplementation((action) =>
      action === 'propose'
        ? Promise.resolve({ detail: purchaseDetail(), proposal })
        : Promise.reject(
            new ApiError('2009', 'Package parameter verification failed', 422, { field: 'P2' }),
          ),
    );
    await openOrder(purchaseDetail());
    const plan = region('Packing plan');
    fireEvent.click(plan.getByRole('button', { name: 'Propose a plan' }));
    await plan.findByText(/This is the proposed plan/);
    fireEvent.click(plan.getByRole('button', { name: 'Add pallet' }));
    expect(packageRow('P2 · Pallet (outer package)').getByText('Empty')).toBeTruthy();
    expect(
      plan.getByText('Empty packages: 1. Put order lines in them or remove them before saving.'),
    ).toBeTruthy();
    fireEvent.click(plan.getByRole('button', { name: 'Save plan' }));
    expect(
      await plan.findByText('The plan was not saved: Package parameter verification failed (P2)'),
    ).toBeTruthy();
  });
});

describe('labels and documents', () => {
  it('prints labels in the size chosen, then offers each kept document', async () => {
    const document = { blob: new Blob(['%PDF']), fileName: 'packing-slip-PO-7001.pdf' };
    vi.mocked(downloadShipmentDocument).mockResolvedValue(document);
    vi.mocked(runPurchaseAction).mockResolvedValue({ detail: printed });
    await openOrder(
      purchaseDetail({
        routing,
        summary: purchaseSummary(7001, { status: 'ROUTED' }),
        packages: labelledPackages.map((found) => ({ ...found, sscc: null })),
      }),
    );
    const labels = region('Labels and documents');
    expect(labels.getByText('No documents yet.')).toBeTruthy();
    await choose(labels.getByRole('combobox', { name: 'Label size' }), 'A6 (105 × 148 mm)');
    fireEvent.click(labels.getByRole('button', { name: 'Print labels' }));
    await waitFor(() =>
      expect(runPurchaseAction).toHaveBeenCalledWith('print', {
        serialNumber: 7001,
        labelSize: 'a6',
      }),
    );
    expect(await labels.findByRole('button', { name: 'Reprint labels' })).toBeTruthy();
    expect(labels.getByText('A reprint keeps the SSCCs.')).toBeTruthy();
    expect(
      packageRow('P1 · Pallet (outer package)').getByText('(00) 0 0614141000000000 1'),
    ).toBeTruthy();

    expect(labels.getByRole('button', { name: 'Labels (PDF)' })).toBeTruthy();
    expect(labels.queryByRole('button', { name: 'Bill of lading' })).toBeNull();
    fireEvent.click(labels.getByRole('button', { name: 'Packing slip' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(document));
    const [kind, serialNumber] = vi.mocked(downloadShipmentDocument).mock.calls[0] ?? [];
    expect([kind, serialNumber]).toEqual(['packing-slip', 7001]);
  });

  it('offers no print where the project prints no labels', async () => {
    await openOrder(
      purchaseDetail({
        allowedMoves: ['route', 'deliver'],
        switches: { ...purchaseDetail().switches, printLabel: false },
      }),
    );
    const labels = region('Labels and documents');
    expect(labels.getByText(/This project prints no labels/)).toBeTruthy();
    expect(labels.queryByRole('button', { name: 'Print labels' })).toBeNull();
  });
});

describe('ship confirmation', () => {
  it('sends the day, time and final quantities, then shows the order locked', async () => {
    const delivered = purchaseDetail({
      ...printed,
      summary: { ...printed.summary, status: 'DELIVERED', shippedAt: '2026-03-13T06:30:00.000Z' },
      lines: [
        { ...widgetLine, packed: 24, shipped: 20 },
        { ...gadgetLine, packed: 6, shipped: 6 },
      ],
      shippedAt: '2026-03-13T06:30:00.000Z',
      allowedMoves: [],
      editable: false,
      canCancel: false,
    });
    vi.mocked(confirmShipment).mockResolvedValue(delivered);
    await openOrder(printed);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm shipment' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Confirm shipment of PO-7001' }),
    );
    // Prefilled with what was packed; line 2 ships short of the ten ordered.
    const line1 = dialog.getByRole('textbox', { name: 'Shipped quantity of line 1' });
    const line2 = dialog.getByRole('textbox', { name: 'Shipped quantity of line 2' });
    expect((line1 as HTMLInputElement).value).toBe('24');
    expect((line2 as HTMLInputElement).value).toBe('6');
    expect(dialog.getAllByText('Short')).toHaveLength(1);

    fireEvent.change(dialog.getByLabelText(/^Shipped date/), { target: { value: '2026-03-13' } });
    fireEvent.change(dialog.getByLabelText(/^Shipped time/), { target: { value: '14:30' } });
    typeNumber(line1, '20');
    expect(await dialog.findAllByText('Short')).toHaveLength(2);
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm shipment' }));

    await waitFor(() =>
      expect(confirmShipment).toHaveBeenCalledWith({
        serialNumber: 7001,
        shippedDate: '2026-03-13',
        shippedTime: '14:30',
        timeZone,
        lines: [
          { lineNumber: '1', quantity: 20 },
          { lineNumber: '2', quantity: 6 },
        ],
      }),
    );
    expect(
      await screen.findByText('Shipment confirmed: routing, packing plan and labels are locked.'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    for (const name of [
      'Confirm shipment',
      'Cancel order',
      'Change routing',
      'Propose a plan',
      'Save plan',
      'Reprint labels',
    ]) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByRole('button', { name: 'Actions of C1' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Pallet of C1' })).toBeNull();
    expect(packageRow('C1 · Carton (inner package)').getByText('P1')).toBeTruthy();
    // The lines show what shipped: both lines short of what was ordered.
    const lines = within(screen.getByRole('table', { name: 'Order lines' }));
    expect(lines.getAllByText('Short')).toHaveLength(2);
    expect(lines.getByText('20')).toBeTruthy();
    // The documents stay for download.
    expect(
      region('Labels and documents').getByRole('button', { name: 'Packing slip' }),
    ).toBeTruthy();
  });

  it('prefills what was ordered when nothing is packed, and keeps the dialog on a refusal', async () => {
    vi.mocked(confirmShipment).mockRejectedValue(
      new ApiError('4025', 'The packed quantities do not add up to what ships: 1', 409, {
        field: '1',
      }),
    );
    await openOrder(purchaseDetail({ allowedMoves: ['route', 'deliver'] }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm shipment' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Confirm shipment of PO-7001' }),
    );
    expect(
      (dialog.getByRole('textbox', { name: 'Shipped quantity of line 1' }) as HTMLInputElement)
        .value,
    ).toBe('24');
    expect(
      (dialog.getByRole('textbox', { name: 'Shipped quantity of line 2' }) as HTMLInputElement)
        .value,
    ).toBe('10');
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm shipment' }));
    await waitFor(() => expect(confirmShipment).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('dialog', { name: 'Confirm shipment of PO-7001' })).toBeTruthy();
    // The refused line's quantity says why, where the user types it; line 2 is left alone.
    const refused = dialog.getByRole('textbox', { name: 'Shipped quantity of line 1' });
    await waitFor(() => expect(refused.getAttribute('aria-invalid')).toBe('true'));
    expect(refused.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      document.getElementById(refused.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('The packed quantities do not add up to what ships: 1');
    expect(
      dialog
        .getByRole('textbox', { name: 'Shipped quantity of line 2' })
        .getAttribute('aria-invalid'),
    ).not.toBe('true');
  });
});

describe('cancel', () => {
  it('cancels with the reason given', async () => {
    vi.mocked(runPurchaseAction).mockResolvedValue({
      detail: purchaseDetail({
        summary: purchaseSummary(7001, { status: 'CANCELED' }),
        allowedMoves: [],
        editable: false,
        canCancel: false,
      }),
    });
    await openOrder(purchaseDetail());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel order' }));
    expect(dialog.getByText(/PO-7001/)).toBeTruthy();
    fireEvent.change(dialog.getByRole('textbox', { name: 'Reason' }), {
      target: { value: ' Customer withdrew ' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel order' }));
    await waitFor(() =>
      expect(runPurchaseAction).toHaveBeenCalledWith('cancel', {
        serialNumber: 7001,
        reason: 'Customer withdrew',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await screen.findByText('This order is no longer being fulfilled: nothing can be changed.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });
});

describe('in Chinese', () => {
  it('shows transport modes, package levels and who acted in the log in words', async () => {
    await openOrder(
      purchaseDetail({ routing, packages: labelledPackages.map((found) => ({ ...found })) }),
      'zh-cn',
    );
    expect(region('发运信息').getByText('M · 公路运输（公共承运人）')).toBeTruthy();
    expect(region('操作日志').getByText('系统')).toBeTruthy();
    expect(region('操作日志').getByText('alice')).toBeTruthy();
    expect(screen.getByRole('row', { name: 'P1 · 托盘（外包装）' })).toBeTruthy();
    expect(screen.getByRole('row', { name: 'C1 · 纸箱（内包装）' })).toBeTruthy();
    expect(region('装箱方案').getByText('共 4 个包装')).toBeTruthy();
    expect(region('装箱方案').getByRole('button', { name: '生成建议方案' })).toBeTruthy();
  });
});
