import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import dayjs from 'dayjs';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { ApiError } from '@portal/api-client';
import {
  gs1CheckDigit,
  type DeliveryDetail,
  type DeliveryPackage,
  type Message,
} from '@portal/contracts';
import { renderInPortal } from '@portal/testing';
import { texts as deliveryTexts } from '../../i18n/texts';
import { copyNotice } from '../api/copy-notice';
import { deleteNotice } from '../api/delete-notice';
import { getNoticeById, getOrderNotice } from '../api/get-notice';
import { saveNotice } from '../api/save-notice';
import { sendNotice } from '../api/send-notice';
import { uploadDeliveryItems } from '../api/upload-delivery-items';
import { noticeTexts } from '../texts';
import { NoticeBuilderScreen } from './notice-builder-screen';

// The calls are replaced here; the API's own suites test the real ones.
vi.mock('../api/get-notice', () => ({ getNoticeById: vi.fn(), getOrderNotice: vi.fn() }));
vi.mock('../api/save-notice', () => ({ saveNotice: vi.fn() }));
vi.mock('../api/send-notice', () => ({ sendNotice: vi.fn() }));
vi.mock('../api/copy-notice', () => ({ copyNotice: vi.fn() }));
vi.mock('../api/delete-notice', () => ({ deleteNotice: vi.fn() }));
vi.mock('../api/upload-delivery-items', () => ({ uploadDeliveryItems: vi.fn() }));

// Mantine's selects and dialogs are slow in jsdom; a busy machine runs them slower still.
vi.setConfig({ testTimeout: 30_000 });

const texts = {
  'zh-cn': { ...deliveryTexts['zh-cn'], ...noticeTexts['zh-cn'] },
  'en-us': { ...deliveryTexts['en-us'], ...noticeTexts['en-us'] },
};

/** A valid SSCC-18 of the GS1 test prefix 0614141 with serial `serial`. */
const sscc = (serial: number): string => {
  const body = `00614141${String(serial).padStart(9, '0')}`;
  return `${body}${gs1CheckDigit(body)}`;
};

const yesterday = dayjs().subtract(1, 'day').format('YYYY-MM-DD');

const packages: DeliveryPackage[] = [
  { key: 'P1', level: 'pallet', labelNumber: sscc(1), autoLabel: false, grossWeight: 32 },
  {
    key: 'C1',
    level: 'carton',
    parentKey: 'P1',
    labelNumber: sscc(2),
    autoLabel: false,
    grossWeight: 12,
  },
  {
    key: 'C2',
    level: 'carton',
    parentKey: 'P1',
    labelNumber: sscc(3),
    autoLabel: false,
    grossWeight: 18,
  },
];

/** Order 7001 as fulfilment left it: a pallet with two cartons, everything the checks want. */
function notice(overrides: Partial<DeliveryDetail> = {}): DeliveryDetail {
  return {
    deliveryId: null,
    projectKey: 'ACME',
    serialNumber: 7001,
    poNumber: 'PO-7001',
    orderStatus: 'DELIVERED',
    deliveryType: 'shipNotice',
    status: null,
    version: null,
    data: {
      shipment: {
        shipmentNumber: 'PO-7001',
        billOfLading: 'BOL-1',
        trackingNumber: 'PRO-55',
        carrierName: 'UPS Freight',
        scac: 'UPGF',
        transportMode: 'M',
        shippedDate: yesterday,
        grossWeight: 32,
        weightUnit: 'KG',
        packageCount: 3,
        totalQuantity: 34,
        shipFrom: { name: 'Acme Supplier' },
        shipTo: { name: 'ACME DC Dallas', id: '0001' },
      },
      packages,
      lines: [
        {
          key: 'L1',
          packageKey: 'C1',
          lineNumber: '1',
          vendorItemNumber: 'WID-100',
          quantity: 24,
          unit: 'EA',
        },
        {
          key: 'L2',
          packageKey: 'C2',
          lineNumber: '2',
          vendorItemNumber: 'GAD-200',
          quantity: 10,
          unit: 'EA',
        },
      ],
    },
    prefilledFrom: 'fulfilment',
    orderLines: [
      {
        lineNumber: '1',
        buyerItemNumber: 'B-100',
        vendorItemNumber: 'WID-100',
        upc: null,
        description: 'Widget, blue',
        unit: 'EA',
        ordered: 24,
        shipped: 24,
      },
      {
        lineNumber: '2',
        buyerItemNumber: 'B-200',
        vendorItemNumber: 'GAD-200',
        upc: null,
        description: 'Gadget',
        unit: 'EA',
        ordered: 10,
        shipped: null,
      },
    ],
    orderResponses: [
      {
        messageId: 5,
        documentType: '855',
        interchangeControlNumber: '000000101',
        status: 'success',
        createdAt: '2026-03-01T08:00:00.000Z',
      },
    ],
    reportFiles: [],
    messages: [],
    editable: true,
    canSend: true,
    switches: {
      sendShipNotice: true,
      hasOuterPackage: true,
      hasInnerPackage: true,
      hasNoPackage: false,
      autoLabelNumber: true,
      allowOverShipment: false,
      allowAsnTemplateDownload: true,
    },
    createdBy: null,
    updatedAt: null,
    sentAt: null,
    ...overrides,
  };
}

/** The same notice once saved as draft 41. */
const saved = (overrides: Partial<DeliveryDetail> = {}): DeliveryDetail =>
  notice({
    deliveryId: 41,
    status: 'new',
    version: '2026-11-20T10:00:00.000Z',
    createdBy: 'alice',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  });

const message = (overrides: Partial<Message> = {}): Message => ({
  id: 31,
  projectKey: 'ACME',
  standard: 'X12',
  documentType: '856',
  status: 'doing',
  orderSerialNumber: 7001,
  answersInterchangeId: null,
  resendOf: null,
  fileName: 'ASN-7001.x12',
  interchangeControlNumber: '000000202',
  groupControlNumber: '202',
  transactionControlNumber: '0001',
  acknowledgementExpected: true,
  errors: [],
  attempts: 1,
  createdBy: 'alice',
  createdAt: '2026-11-20T11:00:00.000Z',
  updatedAt: '2026-11-20T11:00:00.000Z',
  writtenAt: '2026-11-20T11:00:01.000Z',
  acknowledgedAt: null,
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
    // Once: the builder moves on by itself (a first save, a copy).
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
        <Route path="/space/delivery/notice/:deliveryId" element={<NoticeBuilderScreen />} />
        <Route path="/space/delivery/order/:serialNumber" element={<NoticeBuilderScreen />} />
      </Routes>
      <AddressShown />
    </At>,
    { namespace: 'delivery', texts, language },
  );
  await screen.findByRole('region', { name: language === 'en-us' ? 'Line items' : '行项目' });
  return rendered;
}

const openSaved = async (detail: DeliveryDetail = saved()) => {
  vi.mocked(getNoticeById).mockResolvedValue(detail);
  return open('/space/delivery/notice/41');
};

const region = (name: string) => within(screen.getByRole('region', { name }));
const row = (name: string) => within(screen.getByRole('row', { name }));
const address = () => screen.getByTestId('address').textContent;

/** The text of the element an invalid cell points to. */
const errorOf = (input: HTMLElement): string =>
  document.getElementById(input.getAttribute('aria-errormessage') ?? '')?.textContent ?? '';

/** What the row's findings say, or '' when it has none. */
const findingsOf = (key: string): string =>
  document.querySelector(`[data-findings-of="${key}"]`)?.textContent ?? '';

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

/** Picks a package: the field becomes a searchable select once used. */
async function pick(scope: ReturnType<typeof within>, name: string, option: string) {
  fireEvent.click(scope.getByRole('combobox', { name }));
  const select = await waitFor(() => {
    const found = scope.getByRole('combobox', { name });
    if (found.getAttribute('aria-controls') === null) throw new Error('the select did not open');
    return found;
  });
  const listbox = document.getElementById(select.getAttribute('aria-controls') ?? '');
  if (listbox === null) throw new Error('no options');
  fireEvent.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

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

describe('a notice prefilled from fulfilment', () => {
  it('shows the order, the packages per level and the line items, all checks passing', async () => {
    vi.mocked(getOrderNotice).mockResolvedValue(notice());
    await open('/space/delivery/order/7001?project=ACME');
    expect(getOrderNotice).toHaveBeenCalledWith(7001, 'ACME');

    const header = within(screen.getByRole('banner'));
    expect(header.getByText('PO-7001', { selector: 'p' })).toBeTruthy();
    expect(header.getByText('Shipped, waiting for ship notice')).toBeTruthy();
    expect(header.getByText('Not saved yet')).toBeTruthy();
    expect(header.getByText(/Prefilled from fulfilment/)).toBeTruthy();
    expect(header.getByText('All checks before sending pass')).toBeTruthy();
    // Not saved: nothing to send yet.
    expect(header.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true);

    expect(region('Order response').getByText('855 Order response')).toBeTruthy();
    expect(region('Order response').getByText('Accepted')).toBeTruthy();
    const shipment = region('Delivery note info');
    expect(
      (shipment.getByRole('combobox', { name: 'Transport mode' }) as HTMLSelectElement).value,
    ).toBe('M');
    expect(shipment.getByRole('option', { name: 'M · Motor (common carrier)' })).toBeTruthy();
    expect(shipment.getAllByRole('option', { name: 'KG · Kilogram' }).length).toBeGreaterThan(0);
    expect(
      (
        within(shipment.getByRole('group', { name: 'Ship-to' })).getByRole('textbox', {
          name: 'Name',
        }) as HTMLInputElement
      ).value,
    ).toBe('ACME DC Dallas');

    expect(row('Package P1').getByText('packages: 2')).toBeTruthy();
    expect(
      (row('Package C1').getByRole('textbox', { name: 'SSCC label No. of C1' }) as HTMLInputElement)
        .value,
    ).toBe(sscc(2));
    expect(
      (row('Package C2').getByRole('combobox', { name: 'Outer package of C2' }) as HTMLInputElement)
        .value,
    ).toBe(`P1 · ${sscc(1)}`);
    // The project packs no bulk units: that section is left out.
    expect(screen.queryByRole('region', { name: 'No package (bulk)' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Outer package (pallet)' })).toBeTruthy();

    const lines = within(screen.getByRole('table', { name: 'Line items' }));
    expect(
      (lines.getByRole('combobox', { name: 'Order line of L2' }) as HTMLSelectElement).value,
    ).toBe('2');
    expect(
      (lines.getByRole('textbox', { name: 'Quantity shipped of L1' }) as HTMLInputElement).value,
    ).toBe('24');
  });

  it('saves the first time as a new notice and moves to its own address', async () => {
    vi.mocked(getOrderNotice).mockResolvedValue(notice());
    vi.mocked(saveNotice).mockResolvedValue(saved());
    await open('/space/delivery/order/7001?project=ACME');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(address()).toBe('/space/delivery/notice/41'), { timeout: 10_000 });
    expect(saveNotice).toHaveBeenCalledWith(7001, {
      deliveryId: null,
      version: null,
      data: notice().data,
    });
    expect(await screen.findByText('Ship notice saved')).toBeTruthy();
    // The saved notice is in hand: its address reads nothing again.
    expect(getNoticeById).not.toHaveBeenCalled();
    const header = within(screen.getByRole('banner'));
    expect(header.getByText('New (not processed)')).toBeTruthy();
    expect(header.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(false);
  });
});

describe('the checks as the user types', () => {
  it('puts a finding at its cell and its row once, and takes it away once fixed', async () => {
    await openSaved();
    const label = row('Package C1').getByRole('textbox', { name: 'SSCC label No. of C1' });
    type(label, '123');
    const invalid =
      'Package C1: label 123 is not a valid SSCC (18 digits with a correct check digit)';
    await waitFor(() => expect(findingsOf('C1')).toBe(invalid));
    expect(label.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(label)).toBe(invalid);
    // Once at the row, once in the summary above the send button, nowhere else.
    expect(screen.getAllByText(invalid)).toHaveLength(2);
    const header = within(screen.getByRole('banner'));
    expect(header.getByText('Checks before sending: 1 to correct, 0 to confirm')).toBeTruthy();
    // Changes not saved: send waits for save.
    expect(header.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true);

    type(label, sscc(2));
    await waitFor(() => expect(findingsOf('C1')).toBe(''));
    expect(label.getAttribute('aria-invalid')).toBeNull();
    expect(header.getByText('All checks before sending pass')).toBeTruthy();
  });

  it('shows a shipment finding under its field, and the question of missing shipping info', async () => {
    await openSaved();
    const shipment = region('Delivery note info');
    const shipFrom = within(shipment.getByRole('group', { name: 'Ship-from' })).getByRole(
      'textbox',
      { name: 'Name' },
    );
    type(shipFrom, '');
    type(shipment.getByRole('textbox', { name: 'Bill of lading' }), '');
    await waitFor(() =>
      expect(shipment.getByText('Enter the ship-from party (name or id)')).toBeTruthy(),
    );
    expect(shipFrom.getAttribute('aria-invalid')).toBe('true');
    expect(
      shipment.getByText('The shipping information is incomplete (bill of lading). Continue?'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('banner')).getByText(
        'Checks before sending: 1 to correct, 1 to confirm',
      ),
    ).toBeTruthy();
  });

  it('recalculates the totals and names the line items without weight', async () => {
    await openSaved(
      saved({ data: { ...saved().data, shipment: { ...saved().data.shipment, packageCount: 9 } } }),
    );
    const shipment = region('Delivery note info');
    await waitFor(() =>
      expect(
        shipment.getByText('The package count 9 does not match the 3 packages: recalculate'),
      ).toBeTruthy(),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Recalculate' }));
    expect(
      await screen.findByText('The calculation cannot be made: complete the base data'),
    ).toBeTruthy();
    expect(
      screen.getByText(/no weight \(2\): L1 \(order line 1\), L2 \(order line 2\)\./),
    ).toBeTruthy();
    await waitFor(() =>
      expect(
        (shipment.getByRole('textbox', { name: 'Package count' }) as HTMLInputElement).value,
      ).toBe('3'),
    );
    expect(shipment.queryByText(/The package count 9/)).toBeNull();
  });
});

describe('saving and sending', () => {
  it('saves with the version it was edited from, then lets it be sent', async () => {
    vi.mocked(saveNotice).mockImplementation((_serial, body) =>
      Promise.resolve(saved({ version: 'v2', data: body.data as DeliveryDetail['data'] })),
    );
    await openSaved();
    const shipment = region('Delivery note info');
    type(shipment.getByRole('textbox', { name: 'Carrier' }), 'DHL Freight');
    type(shipment.getByRole('textbox', { name: 'SCAC (carrier code)' }), 'dhlf');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saveNotice).toHaveBeenCalledTimes(1));
    const [serial, body] = vi.mocked(saveNotice).mock.calls[0] ?? [];
    expect(serial).toBe(7001);
    expect(body?.deliveryId).toBe(41);
    expect(body?.version).toBe('2026-11-20T10:00:00.000Z');
    expect(body?.data.shipment.carrierName).toBe('DHL Freight');
    expect(body?.data.shipment.scac).toBe('DHLF');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(false),
    );
    expect(address()).toBe('/space/delivery/notice/41');
  });

  it('asks before sending incomplete shipping info, sends on yes and shows the message', async () => {
    const incomplete = saved({
      data: { ...saved().data, shipment: { ...saved().data.shipment, billOfLading: undefined } },
    });
    const question = {
      rule: 'shippingInfoIncomplete' as const,
      severity: 'ask' as const,
      field: 'shipment.carrierName',
      params: { missing: 'bill of lading' },
    };
    const sent = saved({
      status: 'doing',
      editable: false,
      canSend: false,
      orderStatus: 'SENT_ASN',
      sentAt: '2026-11-20T11:00:00.000Z',
      messages: [message()],
    });
    vi.mocked(sendNotice)
      .mockResolvedValueOnce({ sent: false, problems: [question], detail: incomplete })
      .mockResolvedValueOnce({ sent: true, problems: [], detail: sent });
    await openSaved(incomplete);
    vi.mocked(getNoticeById).mockResolvedValue(sent);

    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Shipping information incomplete' }),
    );
    expect(
      dialog.getByText('The shipping information is incomplete (bill of lading). Continue?'),
    ).toBeTruthy();
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(sendNotice).toHaveBeenLastCalledWith(41, timeZone, false, incomplete.version);

    fireEvent.click(dialog.getByRole('button', { name: 'Continue and send' }));
    await waitFor(() =>
      expect(sendNotice).toHaveBeenLastCalledWith(41, timeZone, true, incomplete.version),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Ship notice sent')).toBeTruthy();
    const messages = await screen.findByRole('region', { name: 'Messages sent' });
    expect(within(messages).getByText('856 Ship notice')).toBeTruthy();
    expect(within(messages).getByText('000000202')).toBeTruthy();
    expect(
      within(screen.getByRole('banner')).getAllByText('Processing (awaiting acknowledgement)'),
    ).not.toHaveLength(0);
    expect(screen.getByText(/was sent and can no longer be changed/)).toBeTruthy();
    // Read-only: no inputs in the tables, no send.
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    expect(row('Package C1').queryByRole('textbox')).toBeNull();
  });

  it('puts the findings of a refused send (4027) at their rows, and says reload on 4030', async () => {
    vi.mocked(sendNotice).mockRejectedValueOnce(
      new ApiError('4027', 'The ship notice cannot be sent yet', 422, {
        issues: [{ field: 'packages.C2.grossWeight', message: 'Weighed wrong on the server' }],
      }),
    );
    vi.mocked(saveNotice).mockRejectedValueOnce(
      new ApiError('4030', 'The ship notice was changed by someone else', 409, {
        field: 'version',
      }),
    );
    await openSaved();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(findingsOf('C2')).toBe('Weighed wrong on the server'));
    const weight = row('Package C2').getByRole('textbox', { name: 'Gross weight of C2' });
    expect(weight.getAttribute('aria-invalid')).toBe('true');

    type(row('Package C1').getByRole('textbox', { name: 'Package type of C1' }), 'CTN25');
    // An edit: what the server refused gives way to the live checks.
    await waitFor(() => expect(findingsOf('C2')).toBe(''));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const stale = await screen.findByRole('alert', { name: 'The ship notice was changed' });
    fireEvent.click(within(stale).getByRole('button', { name: 'Reload (drop my changes)' }));
    await waitFor(() => expect(getNoticeById).toHaveBeenCalledTimes(2));
    await waitFor(() =>
      expect(
        (row('Package C1').getByRole('textbox', { name: 'Package type of C1' }) as HTMLInputElement)
          .value,
      ).toBe(''),
    );
  });

  it('copies a rejected notice after asking, and shows why the partner refused it', async () => {
    const failed = saved({
      status: 'failed',
      editable: false,
      canSend: false,
      messages: [
        message({
          status: 'failed',
          errors: [{ message: 'Invalid SSCC', segmentTag: 'MAN', elementPosition: 2 }],
        }),
      ],
    });
    vi.mocked(copyNotice).mockResolvedValue(saved({ deliveryId: 42 }));
    await openSaved(failed);
    expect(
      screen.getByText('The partner rejected 856 Ship notice (control No. 000000202)'),
    ).toBeTruthy();
    expect(screen.getAllByText('Invalid SSCC (segment MAN, element 2)')).toHaveLength(2);
    expect(screen.getByText(/Press “Copy” to make a new draft/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Copy the ship notice' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(address()).toBe('/space/delivery/notice/42'), { timeout: 10_000 });
    expect(copyNotice).toHaveBeenCalledWith(41);
  });

  it('deletes a draft after asking and goes back to the list', async () => {
    vi.mocked(deleteNotice).mockResolvedValue(undefined);
    await openSaved();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete the draft' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(address()).toBe('/space/delivery'), { timeout: 10_000 });
    expect(deleteNotice).toHaveBeenCalledWith(41);
  });
});

describe('packages and line items', () => {
  it('adds a carton with auto numbering, asks for its pallet, and takes one', async () => {
    await openSaved();
    const cartons = region('Inner package (carton)');
    fireEvent.click(cartons.getByRole('button', { name: 'Add inner package (carton)' }));
    const added = await screen.findByRole('row', { name: 'Package C3' });
    expect(
      (within(added).getByRole('checkbox', { name: 'Auto No. of C3' }) as HTMLInputElement).checked,
    ).toBe(true);
    await waitFor(() =>
      expect(findingsOf('C3')).toContain(
        'Inner package C3: choose the outer package (pallet) it is on',
      ),
    );
    await pick(within(added), 'Outer package of C3', `P1 · ${sscc(1)}`);
    await waitFor(() => expect(findingsOf('C3')).not.toContain('choose the outer package'));
    expect(findingsOf('C3')).toContain('Package C3 is empty');
  });

  it('asks before the order lines overwrite the line items, and fills them on yes', async () => {
    await openSaved();
    const lines = region('Line items');
    fireEvent.click(lines.getByRole('button', { name: 'Import from order' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Line items already exist' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(lines.getByRole('row', { name: 'Line item L1' })).toBeTruthy();
    expect((lines.getByRole('combobox', { name: 'Package of L1' }) as HTMLInputElement).value).toBe(
      `C1 · ${sscc(2)}`,
    );

    fireEvent.click(lines.getByRole('button', { name: 'Import from order' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Line items already exist' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Overwrite' }));
    // Shipped where fulfilment confirmed it, else ordered; in no package yet.
    await waitFor(() =>
      expect(
        (lines.getByRole('textbox', { name: 'Quantity shipped of L2' }) as HTMLInputElement).value,
      ).toBe('10'),
    );
    expect((lines.getByRole('combobox', { name: 'Package of L1' }) as HTMLInputElement).value).toBe(
      '',
    );
  });

  it('asks before an Excel upload overwrites the line items, then uploads with progress', async () => {
    let finish: (value: Awaited<ReturnType<typeof uploadDeliveryItems>>) => void = () => undefined;
    vi.mocked(uploadDeliveryItems).mockImplementation((_serial, _id, _file, onProgress) => {
      onProgress?.(0.5);
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    await openSaved();
    const lines = region('Line items');
    fireEvent.click(lines.getByRole('button', { name: 'Upload from Excel' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Line items already exist' }));
    expect(confirm.getByText(/There are 2 line items already\. Overwrite them\?/)).toBeTruthy();
    fireEvent.click(confirm.getByRole('button', { name: 'Overwrite' }));

    const dialogElement = await screen.findByRole('dialog', {
      name: 'Upload line items from Excel',
    });
    const dialog = within(dialogElement);
    expect(dialog.getByRole('button', { name: 'Download template' })).toBeTruthy();
    const file = new File(['xlsx'], 'asn.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    const input = dialogElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (input === null) throw new Error('no file input');
    fireEvent.change(input, { target: { files: [file] } });
    fireEvent.click(dialog.getByRole('button', { name: 'Upload' }));
    await waitFor(() =>
      expect(
        dialog.getByRole('progressbar', { name: 'Upload progress' }).getAttribute('aria-valuenow'),
      ).toBe('50'),
    );
    expect(uploadDeliveryItems).toHaveBeenCalledWith(7001, 41, file, expect.any(Function));

    act(() =>
      finish({
        lines: [{ key: 'L1', lineNumber: '2', packageKey: 'C2', quantity: 7 }],
        file: {
          id: 'upload:9',
          kind: 'deliveryItems',
          projectKey: 'ACME',
          serialNumber: 7001,
          poNumber: 'PO-7001',
          name: 'asn.xlsx',
          path: 'uploads/asn.xlsx',
          size: 4,
          type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          tabular: true,
          createdBy: 'alice',
          createdAt: '2026-11-20T10:00:00.000Z',
        },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Line items uploaded: 1')).toBeTruthy();
    expect(lines.queryByRole('row', { name: 'Line item L2' })).toBeNull();
    expect(
      (lines.getByRole('textbox', { name: 'Quantity shipped of L1' }) as HTMLInputElement).value,
    ).toBe('7');
  });
});

describe('field settings', () => {
  it('hides and reorders a column for this user, keeps it, and resets it', async () => {
    const rendered = await openSaved();
    const headers = () =>
      within(screen.getByRole('table', { name: 'Line items' }))
        .getAllByRole('columnheader')
        .map((header) => header.textContent);
    expect(headers()).toEqual([
      'No.',
      'Package',
      'Order line',
      'Vendor item No.',
      'Quantity shipped',
      'Unit',
      'Gross weight',
      'Net weight',
      'Country of origin',
      'Actions',
    ]);

    fireEvent.click(
      region('Line items').getByRole('button', { name: 'Field settings: Line items' }),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Field settings: Line items' }),
    );
    fireEvent.click(dialog.getByRole('checkbox', { name: 'Vendor item No.' }));
    // Above the order line: past description, UPC, buyer and vendor item numbers (all hidden).
    for (let step = 0; step < 5; step += 1)
      fireEvent.click(dialog.getByRole('button', { name: 'Move Quantity shipped up' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const arranged = [
      'No.',
      'Package',
      'Quantity shipped',
      'Order line',
      'Unit',
      'Gross weight',
      'Net weight',
      'Country of origin',
      'Actions',
    ];
    expect(headers()).toEqual(arranged);

    // Kept for the next visit.
    rendered.unmount();
    await openSaved();
    expect(headers()).toEqual(arranged);

    fireEvent.click(
      region('Line items').getByRole('button', { name: 'Field settings: Line items' }),
    );
    const again = within(await screen.findByRole('dialog', { name: 'Field settings: Line items' }));
    fireEvent.click(again.getByRole('button', { name: 'Reset to default' }));
    await waitFor(() => expect(headers()).toContain('Vendor item No.'));
    expect(headers()[3]).toBe('Vendor item No.');
  });
});
