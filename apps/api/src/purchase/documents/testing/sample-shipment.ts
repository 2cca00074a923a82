import type { DocumentPackage, ShipmentDocumentInput } from '../shipment-document-input';
import { gs1CheckDigit } from '@portal/contracts';

/** Sample shipments for the document tests. */

/** A valid SSCC-18 from extension 0, company prefix 0614141 and a serial reference. */
export function sampleSscc(serial: number, companyPrefix = '0614141'): string {
  const body = `0${companyPrefix}${String(serial).padStart(16 - companyPrefix.length, '0')}`;
  return `${body}${gs1CheckDigit(body)}`;
}

/**
 * A shipment to a Shanghai address: one pallet carrying two single-item cartons, one mixed loose
 * carton, and one package not yet labelled.
 */
export function sampleShipment(
  overrides: Partial<ShipmentDocumentInput> = {},
): ShipmentDocumentInput {
  const pallet = sampleSscc(1);
  return {
    projectKey: 'ACME',
    projectName: '艾克米零售',
    orderNumber: '4500012345',
    orderDate: '2025-03-01',
    shipFrom: {
      name: 'Sunrise Manufacturing Co.',
      street: '1200 Industrial Pkwy',
      city: 'Dallas',
      state: 'TX',
      postcode: '75201',
      country: 'US',
    },
    shipTo: {
      name: '上海浦东配送中心',
      street: '张江路 1088 号 3 号仓库',
      address: '收货月台 B12',
      city: '上海市',
      state: '上海',
      postcode: '200120',
      country: '中国',
      id: 'DC-021',
    },
    billTo: { name: 'ACME Retail Accounts Payable', city: 'Shanghai', country: 'CN' },
    routing: {
      carrierName: '顺丰速运 SF Express',
      scac: 'SFEX',
      transportMode: 'M',
      billOfLading: 'BOL778899',
      trackingNumber: 'PRO-5512345',
      pickupDate: '2025-03-05',
      pickupTime: '09:30',
      scheduledDeliveryDate: '2025-03-07',
      loadNumber: 'LD-42',
      equipmentNumber: 'TRL-8812',
    },
    packages: [
      { sscc: pallet, level: 'pallet', sequence: 1, weight: 120.5, contents: [] },
      {
        sscc: sampleSscc(2),
        level: 'carton',
        sequence: 2,
        weight: 12.25,
        palletSscc: pallet,
        contents: [
          {
            lineNumber: '1',
            quantity: 24,
            unit: 'EA',
            upc: '012345678905',
            vendorItemNumber: 'V-1001',
            buyerItemNumber: 'B-77001',
            description: '不锈钢保温杯 500ml',
          },
        ],
      },
      {
        sscc: sampleSscc(3),
        level: 'carton',
        sequence: 3,
        weight: 12.25,
        palletSscc: pallet,
        contents: [
          {
            lineNumber: '1',
            quantity: 24,
            unit: 'EA',
            upc: '012345678905',
            vendorItemNumber: 'V-1001',
            buyerItemNumber: 'B-77001',
            description: '不锈钢保温杯 500ml',
          },
        ],
      },
      {
        sscc: sampleSscc(4),
        level: 'carton',
        sequence: 4,
        weight: 8,
        contents: [
          {
            lineNumber: '2',
            quantity: 6,
            unit: 'PK',
            upc: '012345678912',
            vendorItemNumber: 'V-2002',
            description: 'Travel mug lid, black',
          },
          { lineNumber: '3', quantity: 2, unit: 'EA', description: '礼品盒' },
        ],
      },
      {
        sscc: null,
        level: 'bulk',
        sequence: 0,
        contents: [{ lineNumber: '4', quantity: 3, unit: 'EA', description: 'Spare straps' }],
      },
    ],
    shippedDate: '2025-03-05',
    language: 'zh-cn',
    ...overrides,
  };
}

/** A shipment of `count` labelled cartons, for measuring how rendering scales. */
export function manyCartons(count: number): ShipmentDocumentInput {
  const base = sampleShipment();
  const packages: DocumentPackage[] = Array.from({ length: count }, (_, index) => ({
    sscc: sampleSscc(index + 1),
    level: 'carton',
    sequence: index + 1,
    weight: 5,
    contents: [{ lineNumber: '1', quantity: 12, unit: 'EA', upc: '012345678905' }],
  }));
  return { ...base, packages };
}
