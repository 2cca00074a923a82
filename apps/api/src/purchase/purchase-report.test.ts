import { orderStatuses, type Language } from '@portal/contracts';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { writePurchaseReport, type PurchaseReportRow } from './purchase-report';

const shipped: PurchaseReportRow = {
  summary: {
    orderNumber: 'PO-1001',
    projectKey: 'ACME',
    status: 'DELIVERED',
    orderDate: '2026-04-20',
    shipWindow: { start: '2026-05-01', end: '2026-05-08' },
    shipToName: 'Store 12',
    packageCount: 3,
  },
  routing: {
    carrierName: 'Blue Freight Lines',
    scac: 'BFLX',
    transportMode: 'M',
    billOfLading: 'BOL-000123',
    trackingNumber: 'PRO-42',
    pickupDate: '2026-05-04',
    scheduledDeliveryDate: '2026-05-07',
  },
  shippedAt: '2026-05-04T01:30:00.000Z',
  lines: [
    {
      lineNumber: '1',
      vendorItemNumber: 'V-1',
      buyerItemNumber: 'B-1',
      description: 'Widget',
      unit: 'EA',
      ordered: 24,
      packed: 24,
      shipped: 24,
    },
    {
      lineNumber: '2',
      vendorItemNumber: 'V-2',
      buyerItemNumber: null,
      description: null,
      unit: 'EA',
      ordered: 6,
      packed: 5,
      shipped: 5,
    },
  ],
  packages: [
    {
      level: 'pallet',
      sscc: '006141411234567890',
      sequence: 1,
      palletSscc: null,
      contents: [],
    },
    {
      level: 'carton',
      palletSscc: '006141411234567890',
      sscc: '006141411234567906',
      sequence: 2,
      contents: [
        { lineNumber: '1', quantity: 24 },
        { lineNumber: '2', quantity: 5 },
      ],
    },
    { level: 'bulk', sscc: null, sequence: 3, palletSscc: null, contents: [] },
  ],
};

const accepted: PurchaseReportRow = {
  summary: {
    orderNumber: 'PO-1002',
    projectKey: 'ACME',
    status: 'ACCEPTED',
    orderDate: null,
    shipWindow: { start: null, end: null },
    shipToName: null,
    packageCount: 0,
  },
  routing: null,
  shippedAt: null,
  lines: [],
  packages: [],
};

/** Every sheet of xlsx bytes: its name and its rows, cells as ExcelJS reads them. */
async function sheetsOf(bytes: Buffer): Promise<{ name: string; rows: unknown[][] }[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook.worksheets.map((sheet) => {
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return { name: sheet.name, rows };
  });
}

describe('writePurchaseReport', () => {
  it('writes one row per order line and one per package line, meanings instead of codes', async () => {
    const [orders, packages] = await sheetsOf(
      await writePurchaseReport([shipped, accepted], 'en-us', 'Asia/Shanghai'),
    );
    expect(orders?.name).toBe('Orders');
    expect(orders?.rows[0]).toEqual([
      'PO number',
      'Project',
      'Status',
      'Order date',
      'Ship window start',
      'Ship window end',
      'Ship to',
      'Carrier name',
      'SCAC',
      'Transport mode',
      'Bill of lading',
      'PRO / tracking number',
      'Pickup date',
      'Scheduled delivery date',
      'Packages',
      'Shipped at (Asia/Shanghai)',
      'Line',
      'Vendor item',
      'Buyer item',
      'Description',
      'Unit',
      'Quantity ordered',
      'Quantity packed',
      'Quantity shipped',
    ]);
    expect(orders?.rows[1]).toEqual([
      'PO-1001',
      'ACME',
      'Shipped, waiting for ship notice',
      '2026-04-20',
      '2026-05-01',
      '2026-05-08',
      'Store 12',
      'Blue Freight Lines',
      'BFLX',
      'Motor (common carrier)',
      'BOL-000123',
      'PRO-42',
      '2026-05-04',
      '2026-05-07',
      3,
      '2026-05-04 09:30',
      '1',
      'V-1',
      'B-1',
      'Widget',
      'EA',
      24,
      24,
      24,
    ]);
    expect(orders?.rows[2]?.slice(16)).toEqual(['2', 'V-2', undefined, undefined, 'EA', 6, 5, 5]);
    // An order without lines still has its row.
    expect(orders?.rows[3]?.slice(0, 3)).toEqual([
      'PO-1002',
      'ACME',
      'Accepted, waiting for shipping info',
    ]);
    expect(orders?.rows).toHaveLength(4);

    expect(packages?.name).toBe('Packages');
    expect(packages?.rows).toEqual([
      ['PO number', 'SSCC', 'Package level', 'Package sequence', 'Pallet SSCC', 'Line', 'Quantity'],
      ['PO-1001', '006141411234567890', 'Pallet', 1],
      ['PO-1001', '006141411234567906', 'Carton', 2, '006141411234567890', '1', 24],
      ['PO-1001', '006141411234567906', 'Carton', 2, '006141411234567890', '2', 5],
      ['PO-1001', undefined, 'Bulk (no package)', 3],
    ]);
  });

  it('writes Chinese headers and meanings, shipment time in UTC by default', async () => {
    const [orders, packages] = await sheetsOf(await writePurchaseReport([shipped], 'zh-cn'));
    expect(orders?.name).toBe('订单');
    expect(orders?.rows[0]?.slice(0, 3)).toEqual(['采购订单号', '项目', '状态']);
    expect(orders?.rows[0]?.[15]).toBe('发货时间（UTC）');
    expect(orders?.rows[1]?.[2]).toBe('已发货，待发送发货通知');
    expect(orders?.rows[1]?.[9]).toBe('公路运输（公共承运人）');
    expect(orders?.rows[1]?.[15]).toBe('2026-05-04 01:30');
    expect(packages?.name).toBe('包装');
    expect(packages?.rows[1]?.[2]).toBe('托盘');
  });

  it.each<Language>(['en-us', 'zh-cn'])(
    'never writes a bare status name (%s)',
    async (language) => {
      const rows = orderStatuses.map((status, index) => ({
        ...accepted,
        orderNumber: `PO-${index}`,
        status,
      }));
      const [orders] = await sheetsOf(await writePurchaseReport(rows, language));
      const statuses = orders?.rows.slice(1).map((row) => row[2]);
      expect(statuses).toHaveLength(orderStatuses.length);
      for (const status of statuses ?? []) {
        expect(typeof status === 'string' && status !== '').toBe(true);
        expect(orderStatuses).not.toContain(status);
      }
    },
  );
});
