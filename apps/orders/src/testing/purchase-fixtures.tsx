import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type {
  FulfilmentLine,
  OrderLog,
  PurchaseDetail,
  PurchaseOrderSummary,
  PurchasePage,
  ShipmentPackage,
} from '@portal/contracts';

/**
 * What the purchase screen's tests share (only tests import this file): rows of the purchase
 * list, one order's fulfilment (two lines: 24 of a widget and 10 of a gadget) and its log, and a
 * way to open the screen at an address.
 */

/** One row of the purchase list: an accepted ACME order, PO-<serial>. */
export const purchaseSummary = (
  serialNumber: number,
  overrides: Partial<PurchaseOrderSummary> = {},
): PurchaseOrderSummary => ({
  serialNumber,
  projectKey: 'ACME',
  orderNumber: `PO-${serialNumber}`,
  status: 'ACCEPTED',
  orderDate: '2026-03-02',
  shipToName: 'ACME DC Dallas',
  shipToPostcode: '75201',
  shipWindow: { start: '2026-03-10', end: '2026-03-14' },
  dueSoon: false,
  quantity: 34,
  packageCount: 0,
  carrierName: null,
  scac: null,
  shippedAt: null,
  ...overrides,
});

/** The first and only page of the purchase list holding `records`. */
export const purchasePage = (
  records: PurchaseOrderSummary[],
  overrides: Partial<PurchasePage> = {},
): PurchasePage => ({ records, total: records.length, page: 1, size: 10, ...overrides });

/** Line 1: 24 blue widgets in inner packs of 12. */
export const widgetLine: FulfilmentLine = {
  lineNumber: '1',
  vendorItemNumber: 'WID-100',
  buyerItemNumber: 'B-100',
  upc: '012345678905',
  description: 'Widget, blue',
  unit: 'EA',
  packSize: 12,
  ordered: 24,
  reserved: 24,
  packed: 0,
  shipped: null,
};

/** Line 2: 10 gadgets, no pack size. */
export const gadgetLine: FulfilmentLine = {
  lineNumber: '2',
  vendorItemNumber: 'GAD-200',
  buyerItemNumber: null,
  upc: null,
  description: 'Gadget',
  unit: 'EA',
  packSize: null,
  ordered: 10,
  reserved: 10,
  packed: 0,
  shipped: null,
};

export const fulfilmentLines: FulfilmentLine[] = [widgetLine, gadgetLine];

/** A saved package (no SSCC until labels are printed). */
export const savedPackage = (
  id: number,
  overrides: Partial<ShipmentPackage> & Pick<ShipmentPackage, 'key' | 'level' | 'contents'>,
): ShipmentPackage => ({ id, sscc: null, sequence: id, ...overrides });

/** An accepted order of ACME with nothing routed or packed yet, labels on. */
export const purchaseDetail = (overrides: Partial<PurchaseDetail> = {}): PurchaseDetail => ({
  summary: purchaseSummary(7001),
  lines: fulfilmentLines,
  routing: null,
  packages: [],
  planVersion: null,
  documents: [],
  shippedAt: null,
  allowedMoves: ['route', 'print'],
  editable: true,
  canCancel: true,
  switches: {
    printLabel: true,
    hasOuterPackage: true,
    hasInnerPackage: true,
    hasNoPackage: false,
    allowOverShipment: false,
    gs1CompanyPrefix: '0614141',
  },
  ...overrides,
});

export const purchaseLogs: OrderLog[] = [
  {
    id: 1,
    at: '2026-03-02T08:00:00.000Z',
    actor: 'system',
    fromStatus: 'NEW_ORDER',
    toStatus: 'RECEIVED',
    event: 'released',
    params: {},
    message: 'Receipt acknowledged to the partner; ready to answer',
  },
  {
    id: 2,
    at: '2026-03-03T09:30:00.000Z',
    actor: 'alice',
    fromStatus: 'RECEIVED',
    toStatus: 'ACCEPTED',
    event: 'accepted',
    params: { documentType: '855', controlNumber: '000000006' },
    message: 'Accepted — order response 855 sent (control number 000000006)',
  },
];

/** Opens what it wraps at `search` (e.g. `?project=ACME&po=PO-7001`), as a reload would. */
export function AtAddress({ search, children }: { search: string; children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [arrived, setArrived] = useState(false);
  if (!arrived && location.search === search) setArrived(true);
  useEffect(() => {
    void navigate({ search }, { replace: true });
  }, [navigate, search]);
  return arrived ? children : null;
}

/** The address's query, for a test to read. */
export function AddressShown() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}
