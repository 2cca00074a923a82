import {
  gs1CheckDigit,
  type DeliveryDetail,
  type DeliveryLine,
  type DeliveryOrderLine,
  type DeliveryPackage,
  type DeliveryPage,
  type DeliverySummary,
  type Message,
  type StoredFile,
} from '@portal/contracts';

/**
 * Data of the delivery list and the ship notice builder stories (data only): order PO-4501001 of
 * ACME Retail, shipped from Ningbo on 2026-11-18 on one pallet of three cartons. Every number is
 * what the server would send: valid SSCC-18s of the GS1 test prefix 0614141, days in 2026.
 */

/** A valid SSCC-18 (extension 0, GS1 prefix 0614141) with serial reference `serial`. */
export function sscc(serial: number): string {
  const body = `00614141${String(serial).padStart(9, '0')}`;
  return `${body}${gs1CheckDigit(body)}`;
}

export const deliveryId = 41;
export const serialNumber = 7001;
export const poNumber = 'PO-4501001';

/** The order's lines as ordered, and what fulfilment confirmed shipped. */
export const orderLines: DeliveryOrderLine[] = [
  {
    lineNumber: '1',
    buyerItemNumber: 'B-100234',
    vendorItemNumber: 'WID-100',
    upc: '00614141000012',
    description: '蓝色收纳盒 Storage box, blue',
    unit: 'EA',
    ordered: 48,
    shipped: 48,
  },
  {
    lineNumber: '2',
    buyerItemNumber: 'B-100235',
    vendorItemNumber: 'TUM-500',
    upc: '00614141000029',
    description: '不锈钢保温杯 500 ml Stainless tumbler',
    unit: 'EA',
    ordered: 24,
    shipped: 24,
  },
  {
    lineNumber: '3',
    buyerItemNumber: 'B-100236',
    vendorItemNumber: 'CAB-310',
    upc: '00614141000036',
    description: 'USB-C 数据线 1 m USB-C cable',
    unit: 'EA',
    ordered: 120,
    shipped: null,
  },
];

/** One pallet of three cartons, every label already numbered. */
export const packages: DeliveryPackage[] = [
  {
    key: 'P1',
    level: 'pallet',
    packageType: 'PLT94',
    labelNumber: sscc(123456780),
    autoLabel: false,
    grossWeight: 86.4,
    netWeight: 71.2,
    weightUnit: 'KG',
  },
  {
    key: 'C1',
    level: 'carton',
    parentKey: 'P1',
    packageType: 'CTN25',
    labelNumber: sscc(123456781),
    autoLabel: false,
    grossWeight: 24.5,
    netWeight: 21.6,
    weightUnit: 'KG',
    masterLabel: sscc(123456780),
  },
  {
    key: 'C2',
    level: 'carton',
    parentKey: 'P1',
    packageType: 'CTN25',
    labelNumber: sscc(123456782),
    autoLabel: false,
    grossWeight: 24.5,
    netWeight: 21.6,
    weightUnit: 'KG',
    masterLabel: sscc(123456780),
  },
  {
    key: 'C3',
    level: 'carton',
    parentKey: 'P1',
    packageType: 'CTN25',
    labelNumber: sscc(123456783),
    autoLabel: false,
    grossWeight: 31.4,
    netWeight: 28,
    weightUnit: 'KG',
    masterLabel: sscc(123456780),
  },
];

export const lines: DeliveryLine[] = [
  {
    key: 'L1',
    packageKey: 'C1',
    lineNumber: '1',
    buyerItemNumber: 'B-100234',
    vendorItemNumber: 'WID-100',
    upc: '00614141000012',
    quantity: 24,
    unit: 'EA',
    grossWeight: 24.5,
    netWeight: 21.6,
    weightUnit: 'KG',
    countryOfOrigin: 'CN',
  },
  {
    key: 'L2',
    packageKey: 'C2',
    lineNumber: '1',
    buyerItemNumber: 'B-100234',
    vendorItemNumber: 'WID-100',
    upc: '00614141000012',
    quantity: 24,
    unit: 'EA',
    grossWeight: 24.5,
    netWeight: 21.6,
    weightUnit: 'KG',
    countryOfOrigin: 'CN',
  },
  {
    key: 'L3',
    packageKey: 'C3',
    lineNumber: '2',
    buyerItemNumber: 'B-100235',
    vendorItemNumber: 'TUM-500',
    upc: '00614141000029',
    quantity: 24,
    unit: 'EA',
    grossWeight: 14.4,
    netWeight: 12,
    weightUnit: 'KG',
    countryOfOrigin: 'CN',
  },
  {
    key: 'L4',
    packageKey: 'C3',
    lineNumber: '3',
    buyerItemNumber: 'B-100236',
    vendorItemNumber: 'CAB-310',
    upc: '00614141000036',
    quantity: 120,
    unit: 'EA',
    grossWeight: 17,
    netWeight: 16,
    weightUnit: 'KG',
    countryOfOrigin: 'CN',
  },
];

export const shipment: DeliveryDetail['data']['shipment'] = {
  shipmentNumber: 'SH-20261118-001',
  billOfLading: 'BOL-7736201',
  trackingNumber: '1Z999AA10123456784',
  carrierName: 'UPS Freight',
  scac: 'UPGF',
  transportMode: 'M',
  equipmentNumber: 'MSKU 907032-3',
  shippedDate: '2026-11-18',
  shippedTime: '14:30',
  scheduledDeliveryDate: '2026-11-23',
  grossWeight: 86.4,
  netWeight: 71.2,
  weightUnit: 'KG',
  packageCount: 4,
  totalQuantity: 192,
  shipFrom: {
    id: '0614141000005',
    agencyCode: 'UL',
    name: '宁波海曙精工制品有限公司',
    address: '海曙区望春工业园区 18 号',
    city: '宁波 Ningbo',
    state: 'ZJ',
    postcode: '315012',
    country: 'CN',
  },
  shipTo: {
    id: '0001',
    agencyCode: '92',
    name: 'ACME DC Dallas',
    address: '2400 Logistics Pkwy',
    city: 'Dallas',
    state: 'TX',
    postcode: '75261',
    country: 'US',
  },
};

export const orderResponse: DeliveryDetail['orderResponses'][number] = {
  messageId: 5,
  documentType: '855',
  interchangeControlNumber: '000000101',
  status: 'success',
  createdAt: '2026-11-12T03:20:00.000Z',
};

export const reportFile: StoredFile = {
  id: 'upload:12',
  kind: 'report',
  projectKey: 'ACME',
  serialNumber,
  poNumber,
  name: `检验报告 Inspection report ${poNumber}.pdf`,
  path: `ACME/reports/${poNumber}/inspection-report.pdf`,
  size: 284_512,
  type: 'application/pdf',
  tabular: false,
  createdBy: 'li.wei',
  createdAt: '2026-11-18T07:05:00.000Z',
};

export { tinyPdf } from '@portal/stories';

/** The 856 the notice was sent as. */
export function shipNoticeMessage(overrides: Partial<Message> = {}): Message {
  return {
    id: 31,
    projectKey: 'ACME',
    standard: 'X12',
    documentType: '856',
    status: 'success',
    orderSerialNumber: serialNumber,
    answersInterchangeId: null,
    resendOf: null,
    fileName: `ASN-${poNumber}.x12`,
    interchangeControlNumber: '000000202',
    groupControlNumber: '202',
    transactionControlNumber: '0001',
    acknowledgementExpected: true,
    errors: [],
    attempts: 1,
    createdBy: 'li.wei',
    createdAt: '2026-11-19T06:10:00.000Z',
    updatedAt: '2026-11-19T06:40:00.000Z',
    writtenAt: '2026-11-19T06:10:02.000Z',
    acknowledgedAt: '2026-11-19T06:40:00.000Z',
    ...overrides,
  };
}

/** Draft 41 of PO-4501001 as saved: every check before sending passes. */
export function noticeDetail(overrides: Partial<DeliveryDetail> = {}): DeliveryDetail {
  return {
    deliveryId,
    projectKey: 'ACME',
    serialNumber,
    poNumber,
    orderStatus: 'DELIVERED',
    deliveryType: 'shipNotice',
    status: 'new',
    version: '2026-11-19T06:00:00.000Z',
    data: { shipment, packages, lines },
    prefilledFrom: 'fulfilment',
    orderLines,
    orderResponses: [orderResponse],
    reportFiles: [reportFile],
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
    createdBy: 'li.wei',
    updatedAt: '2026-11-19T06:00:00.000Z',
    sentAt: null,
    ...overrides,
  };
}

/** The notice sent and acknowledged: read-only. */
export const sentNotice = (): DeliveryDetail =>
  noticeDetail({
    orderStatus: 'SENT_ASN',
    status: 'success',
    editable: false,
    canSend: false,
    messages: [shipNoticeMessage()],
    updatedAt: '2026-11-19T06:40:00.000Z',
    sentAt: '2026-11-19T06:10:00.000Z',
  });

/** The notice the partner refused (a 997 with errors): copy, correct, send the copy. */
export const rejectedNotice = (): DeliveryDetail =>
  noticeDetail({
    orderStatus: 'SENT_ASN',
    status: 'failed',
    editable: false,
    canSend: false,
    messages: [
      shipNoticeMessage({
        status: 'failed',
        errors: [
          {
            code: 'I12',
            message: 'Mandatory data element missing: ship-to location code',
            segmentTag: 'N1',
            segmentPosition: 12,
            elementPosition: 4,
          },
        ],
      }),
    ],
    updatedAt: '2026-11-19T06:40:00.000Z',
    sentAt: '2026-11-19T06:10:00.000Z',
  });

/** A new notice the server prefilled from the order lines alone: nothing packed yet. */
export const emptyNotice = (): DeliveryDetail =>
  noticeDetail({
    deliveryId: null,
    status: null,
    version: null,
    data: { shipment: {}, packages: [], lines: [] },
    prefilledFrom: 'order',
    orderResponses: [],
    reportFiles: [],
    createdBy: null,
    updatedAt: null,
  });

// The delivery list.

const listStatuses: readonly Pick<
  DeliverySummary,
  'status' | 'orderStatus' | 'messageId' | 'documentType' | 'interchangeControlNumber' | 'sentAt'
>[] = [
  {
    status: 'new',
    orderStatus: 'DELIVERED',
    messageId: null,
    documentType: null,
    interchangeControlNumber: null,
    sentAt: null,
  },
  {
    status: 'success',
    orderStatus: 'SENT_ASN',
    messageId: 31,
    documentType: '856',
    interchangeControlNumber: '000000202',
    sentAt: '2026-11-19T06:10:00.000Z',
  },
  {
    status: 'doing',
    orderStatus: 'SEND_ASN',
    messageId: 32,
    documentType: '856',
    interchangeControlNumber: '000000203',
    sentAt: '2026-11-20T01:05:00.000Z',
  },
  {
    status: 'failed',
    orderStatus: 'SENT_ASN',
    messageId: 33,
    documentType: '856',
    interchangeControlNumber: '000000204',
    sentAt: '2026-11-17T09:45:00.000Z',
  },
  {
    status: 'unknown',
    orderStatus: 'SENT_ASN',
    messageId: 34,
    documentType: '856',
    interchangeControlNumber: '000000205',
    sentAt: '2026-11-14T02:00:00.000Z',
  },
];

/** Row `index` of the notices view: PO-4501001, PO-4501002… in turn through the statuses. */
export function deliverySummary(
  index: number,
  overrides: Partial<DeliverySummary> = {},
): DeliverySummary {
  const status = listStatuses[index % listStatuses.length] ?? listStatuses[0];
  const day = 18 - (index % 15);
  return {
    deliveryId: 41 + index,
    projectKey: 'ACME',
    serialNumber: 7001 + index,
    poNumber: `PO-${4501001 + index}`,
    deliveryType: 'shipNotice',
    shipmentNumber: `SH-202611${String(day).padStart(2, '0')}-${String(index + 1).padStart(3, '0')}`,
    shippedDate: `2026-11-${String(day).padStart(2, '0')}`,
    packageCount: 1 + ((index * 7) % 40),
    updatedAt: `2026-11-${String(day).padStart(2, '0')}T0${index % 10}:15:00.000Z`,
    status: null,
    orderStatus: 'DELIVERED',
    messageId: null,
    documentType: null,
    interchangeControlNumber: null,
    sentAt: null,
    ...status,
    ...overrides,
  };
}

/** An order shipped but still waiting for its first notice (the awaiting view). */
export const awaitingSummary = (index: number): DeliverySummary =>
  deliverySummary(index, {
    deliveryId: null,
    status: null,
    orderStatus: 'DELIVERED',
    messageId: null,
    documentType: null,
    interchangeControlNumber: null,
    shipmentNumber: null,
    packageCount: 0,
    updatedAt: null,
    sentAt: null,
  });

export function deliveryPage(
  records: readonly DeliverySummary[],
  { total = records.length, size = 10 }: { total?: number; size?: number } = {},
): DeliveryPage {
  return { records: [...records], total, page: 1, size };
}
