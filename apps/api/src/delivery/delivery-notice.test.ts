import { canonicalShipNoticeSchema, type DeliveryData } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { toShipNotice, type NoticeOrder } from './delivery-notice';

const order: NoticeOrder = {
  orderNumber: 'PO-1',
  orderDate: '2025-11-20',
  lines: [
    {
      lineNumber: '1',
      vendorItemNumber: 'V-1',
      upc: '012345678905',
      description: 'BOTTLE',
      unit: 'CA',
      quantities: { ordered: 10 },
      dates: {},
    },
    { lineNumber: '2', quantities: { ordered: 4 }, dates: {} },
  ],
};

const sscc = (serial: number): string => {
  const body = `00614141${String(serial).padStart(9, '0')}`;
  const sum = [...body]
    .reverse()
    .reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 3 : 1), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
};

const data: DeliveryData = {
  shipment: {
    shipmentNumber: '',
    shippedDate: '2025-12-02',
    grossWeight: 30,
    weightUnit: 'KG',
    shipFrom: { name: 'ACME', id: '', agencyCode: '92' },
    shipTo: { id: '6094', agencyCode: '92', address: '1200 INDUSTRIAL PKWY', city: 'BENTONVILLE' },
  },
  packages: [
    { key: 'P1', level: 'pallet', labelNumber: sscc(1), autoLabel: false, grossWeight: 25 },
    { key: 'C1', level: 'carton', parentKey: 'P1', labelNumber: sscc(2), autoLabel: false },
    { key: 'B1', level: 'bulk', parentKey: 'P1', labelNumber: sscc(3), autoLabel: false },
    { key: 'C2', level: 'carton', labelNumber: sscc(4), autoLabel: false, packageType: 'CTN25' },
  ],
  lines: [
    { key: 'L1', packageKey: 'C1', lineNumber: '1', quantity: 6 },
    { key: 'L2', packageKey: 'B1', lineNumber: '2', quantity: 4, countryOfOrigin: 'CN' },
    { key: 'L3', packageKey: 'P1', lineNumber: '1', quantity: 2, unit: 'EA' },
    { key: 'L4', packageKey: 'C2', lineNumber: '1', quantity: 2, batchNumber: 'LOT-9' },
    // A row shipping nothing is not announced.
    { key: 'L5', packageKey: 'C2', lineNumber: '2', quantity: 0 },
  ],
};

describe('a delivery as a canonical ship notice', () => {
  const now = new Date('2025-12-03T08:09:10Z');

  it('puts cartons and bulk units on their pallet, loose ones under the order', () => {
    const notice = canonicalShipNoticeSchema.parse(toShipNotice(data, order, 'X12', now));
    expect(notice).toMatchObject({
      kind: 'shipNotice',
      // An empty shipment number falls back to the PO.
      shipmentNumber: 'PO-1',
      noticeDate: '2025-12-03',
      noticeTime: '08:09',
      shippedDate: '2025-12-02',
      grossWeight: 30,
      weightUnit: 'KG',
      // The cartons and bulk units: the pallet is their tare.
      packageCount: 3,
      parties: [
        // An agency without an id says nothing.
        { role: 'shipFrom', name: 'ACME' },
        {
          role: 'shipTo',
          id: '6094',
          agencyCode: '92',
          street: '1200 INDUSTRIAL PKWY',
          city: 'BENTONVILLE',
        },
      ],
    });
    expect(notice.parties[0]).not.toHaveProperty('agencyCode');
    const [po] = notice.orders;
    expect(po?.orderNumber).toBe('PO-1');
    expect(po?.orderDate).toBe('2025-11-20');
    expect(po?.items).toEqual([]);
    expect(po?.tares).toEqual([
      {
        sscc: sscc(1),
        weight: 25,
        weightUnit: 'KG',
        packs: [
          {
            sscc: sscc(2),
            items: [
              {
                lineNumber: '1',
                vendorItemNumber: 'V-1',
                upc: '012345678905',
                description: 'BOTTLE',
                quantityShipped: 6,
                quantityOrdered: 10,
                unit: 'CA',
              },
            ],
          },
          {
            sscc: sscc(3),
            items: [
              {
                lineNumber: '2',
                quantityShipped: 4,
                quantityOrdered: 4,
                unit: 'EA',
                countryOfOrigin: 'CN',
              },
            ],
          },
        ],
        items: [expect.objectContaining({ lineNumber: '1', quantityShipped: 2, unit: 'EA' })],
      },
    ]);
    // Shipped in EA, ordered in CA: the ordered quantity is not written in the wrong unit.
    expect(po?.tares[0]?.items[0]).not.toHaveProperty('quantityOrdered');
    expect(po?.packs).toEqual([
      {
        sscc: sscc(4),
        packageType: 'CTN25',
        items: [expect.objectContaining({ quantityShipped: 2, batchNumber: 'LOT-9' })],
      },
    ]);
  });

  it('writes the time shipped, X12 codes as typed, and EDIFACT transport and package codes', () => {
    const shipped: DeliveryData = {
      ...data,
      shipment: { ...data.shipment, shippedTime: '09:45', transportMode: 'M' },
      packages: data.packages.map((unit) =>
        unit.key === 'P1' ? { ...unit, packageType: 'PLT94' } : unit,
      ),
    };
    const x12 = toShipNotice(shipped, order, 'X12', now);
    expect(x12).toMatchObject({ shippedTime: '09:45', transportMode: 'M' });
    expect(x12.orders[0]?.tares[0]?.packageType).toBe('PLT94');
    expect(x12.orders[0]?.tares[0]?.packs.map((pack) => pack.packageType)).toEqual([
      undefined,
      undefined,
    ]);

    const edifact = toShipNotice(shipped, order, 'EDIFACT', now);
    expect(edifact).toMatchObject({ shippedTime: '09:45', transportMode: '30' });
    const [tare] = edifact.orders[0]?.tares ?? [];
    expect(tare?.packageType).toBe('PX');
    // A carton and a bulk unit without a type say what their level is; CTN25 is a carton.
    expect(tare?.packs.map((pack) => pack.packageType)).toEqual(['CT', 'NE']);
    expect(edifact.orders[0]?.packs[0]?.packageType).toBe('CT');
    const modes = (['A', 'R', 'X', 'D', 'O', 'U', 'H'] as const).map(
      (mode) =>
        toShipNotice(
          { ...data, shipment: { ...data.shipment, transportMode: mode } },
          order,
          'EDIFACT',
          now,
        ).transportMode,
    );
    expect(modes).toEqual(['40', '20', '60', '50', '10', '30', '30']);
    const typed: DeliveryData = {
      ...data,
      packages: data.packages.map((unit) => ({
        ...unit,
        packageType: unit.key === 'B1' ? 'BLK' : 'BX',
      })),
    };
    const typedTares = toShipNotice(typed, order, 'EDIFACT', now).orders[0]?.tares ?? [];
    expect(typedTares[0]?.packs.map((pack) => pack.packageType)).toEqual(['BX', 'NE']);
  });

  it('writes EDIFACT weight units, and items without packages when the notice has none', () => {
    const unpacked: DeliveryData = {
      ...data,
      packages: [],
      lines: [{ key: 'L1', lineNumber: '1', quantity: 3, grossWeight: 1.5, weightUnit: 'LB' }],
    };
    const notice = toShipNotice(unpacked, order, 'EDIFACT', now);
    expect(notice.weightUnit).toBe('KGM');
    expect(notice.packageCount).toBe(0);
    expect(notice.orders[0]?.items).toEqual([
      expect.objectContaining({ lineNumber: '1', weight: 1.5, weightUnit: 'LBR' }),
    ]);
  });
});
