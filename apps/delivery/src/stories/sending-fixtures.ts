import {
  calculateInvoice,
  gs1CheckDigit,
  recalculateInvoice,
  type DeliveryDetail,
  type InvoiceData,
  type InvoiceDetail,
  type InvoiceOrderLine,
  type Message,
  type MessageDetail,
  type OutboundDocument,
  type ShownData,
  type StoredFile,
} from '@portal/contracts';
import { expect, waitFor, within } from 'storybook/test';

/**
 * The data of the delivery remote's sending stories (invoice builder, message status, files and
 * the line-item import): ACME Retail's order PO-4501001 (serial 88001), shipped on 2026-11-18 and
 * invoiced on 2026-11-20. The checks fix "now" at 2026-11-20 09:30 Asia/Shanghai (01:30 UTC).
 */

export const acmeSerial = 88001;
export const acmePo = 'PO-4501001';

export { pageOf } from '@portal/stories';

/** Waits until a list shows `text` and is no longer busy (the picture is taken then). */
export const listShown = async (canvasElement: HTMLElement, text: string): Promise<void> => {
  await within(canvasElement).findAllByText(text);
  await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull());
};

/** A valid SSCC-18 of the GS1 test company prefix 0614141. */
export const sscc = (serial: number): string => {
  const body = `00614141${String(serial).padStart(9, '0')}`;
  return `${body}${gs1CheckDigit(body)}`;
};

// ---------------------------------------------------------------------------------------------
// Messages

const later = (instant: string, seconds: number): string =>
  new Date(Date.parse(instant) + seconds * 1_000).toISOString();

/**
 * An 856 of ACME's order, written 4 s after it was made and accepted by the partner's 997 half an
 * hour later (the times follow `createdAt` unless given).
 */
export const message = (id: number, overrides: Partial<Message> = {}): Message => {
  const createdAt = overrides.createdAt ?? '2026-11-19T02:10:00.000Z';
  const acknowledgedAt = later(createdAt, 1_800);
  return {
    id,
    projectKey: 'ACME',
    standard: 'X12',
    documentType: '856',
    status: 'success',
    orderSerialNumber: acmeSerial,
    answersInterchangeId: null,
    resendOf: null,
    fileName: `ACME_856_${id}.x12`,
    interchangeControlNumber: String(id).padStart(9, '0'),
    groupControlNumber: String(id),
    transactionControlNumber: '0001',
    acknowledgementExpected: true,
    errors: [],
    attempts: 1,
    createdBy: 'li.wei',
    createdAt,
    updatedAt: overrides.acknowledgedAt === null ? later(createdAt, 4) : acknowledgedAt,
    writtenAt: later(createdAt, 4),
    acknowledgedAt,
    ...overrides,
  };
};

/** 810 refused by the partner's 997: AK3/AK4 as the gateway stores them, and the reason given. */
export const rejectedInvoiceMessage = message(1207, {
  documentType: '810',
  status: 'failed',
  orderSerialNumber: acmeSerial,
  fileName: 'ACME_810_1207.x12',
  createdAt: '2026-11-20T00:55:00.000Z',
  updatedAt: '2026-11-20T01:20:00.000Z',
  writtenAt: '2026-11-20T00:55:03.000Z',
  acknowledgedAt: '2026-11-20T01:20:00.000Z',
  errors: [
    {
      message: 'Invalid date: BIG01 20261131 is not a calendar date',
      code: '8',
      segmentTag: 'BIG',
      segmentPosition: 2,
      elementPosition: 1,
    },
    {
      message: 'Invalid code value: IT103 unit "PCS" is not an agreed unit',
      code: '7',
      segmentTag: 'IT1',
      segmentPosition: 9,
      elementPosition: 3,
    },
    { code: '5', segmentTag: 'N1', segmentPosition: 5, elementPosition: 4 },
  ],
});

/** DESADV refused by the partner's CONTRL (UCD 12: invalid value). */
export const rejectedDesadvMessage = message(1203, {
  standard: 'EDIFACT',
  documentType: 'DESADV',
  status: 'failed',
  orderSerialNumber: 88004,
  fileName: 'ACME_DESADV_1203.edi',
  groupControlNumber: null,
  createdAt: '2026-11-19T07:12:00.000Z',
  updatedAt: '2026-11-19T08:02:00.000Z',
  writtenAt: '2026-11-19T07:12:02.000Z',
  acknowledgedAt: '2026-11-19T08:02:00.000Z',
  errors: [
    {
      message: 'Invalid value: GIN+BJ SSCC check digit is wrong',
      code: '12',
      segmentTag: 'GIN',
      segmentPosition: 14,
      elementPosition: 2,
    },
  ],
});

/** A message the gateway could not write (no acknowledgement involved). */
export const failedWriteMessage = message(1206, {
  documentType: '855',
  status: 'failed',
  orderSerialNumber: 88003,
  fileName: 'ACME_855_1206.x12',
  attempts: 3,
  createdAt: '2026-11-20T00:40:00.000Z',
  updatedAt: '2026-11-20T00:46:00.000Z',
  writtenAt: null,
  acknowledgedAt: null,
  errors: [
    {
      at: '2026-11-20T00:46:00.000Z',
      message: 'SFTP upload to edi.acme-retail.example failed: connection timed out after 30 s',
    },
  ],
});

/** Every status the list shows, newest first. */
export const messageRecords: readonly Message[] = [
  message(1208, {
    documentType: '810',
    status: 'doing',
    fileName: 'ACME_810_1208.x12',
    createdAt: '2026-11-20T01:25:00.000Z',
    updatedAt: '2026-11-20T01:25:03.000Z',
    writtenAt: '2026-11-20T01:25:03.000Z',
    acknowledgedAt: null,
  }),
  rejectedInvoiceMessage,
  failedWriteMessage,
  message(1205, {
    documentType: '856',
    status: 'pok',
    orderSerialNumber: 88002,
    createdAt: '2026-11-19T09:30:00.000Z',
    errors: [{ code: '7', segmentTag: 'TD5', segmentPosition: 6, elementPosition: 4 }],
  }),
  message(1204, {
    documentType: '856',
    status: 'unknown',
    orderSerialNumber: 88005,
    createdAt: '2026-11-19T08:40:00.000Z',
    acknowledgedAt: null,
  }),
  rejectedDesadvMessage,
  message(1202, {
    standard: 'EDIFACT',
    documentType: 'INVOIC',
    status: 'finish',
    orderSerialNumber: 88006,
    fileName: 'ACME_INVOIC_1202.edi',
    groupControlNumber: null,
    createdAt: '2026-11-18T03:00:00.000Z',
  }),
  message(1201, { createdAt: '2026-11-18T02:10:00.000Z' }),
  message(1200, {
    documentType: '997',
    orderSerialNumber: null,
    answersInterchangeId: 5120,
    acknowledgementExpected: false,
    fileName: 'ACME_997_1200.x12',
    createdAt: '2026-11-17T22:00:00.000Z',
    acknowledgedAt: null,
  }),
  message(1199, {
    documentType: '855',
    status: 'new',
    fileName: 'ACME_855_1199.x12',
    orderSerialNumber: 88007,
    createdAt: '2026-11-17T21:00:00.000Z',
    writtenAt: null,
    acknowledgedAt: null,
  }),
];

/** The accepted 856 as the list shows it. */
export const acceptedMessage = message(1201, { createdAt: '2026-11-18T02:10:00.000Z' });

const isaOf = (control: string): string =>
  `ISA*00*          *00*          *ZZ*SUPPLIERSH     *ZZ*ACMERETAIL     *261120*0955*U*00401*${control}*0*P*>~`;

const x12Text = (row: Message, body: readonly string[]): string =>
  [
    isaOf(row.interchangeControlNumber),
    `GS*${row.documentType === '810' ? 'IN' : 'SH'}*SUPPLIERSH*ACMERETAIL*20261120*0955*${row.groupControlNumber ?? '1'}*X*004010~`,
    `ST*${row.documentType}*${row.transactionControlNumber}~`,
    ...body,
    `SE*${body.length + 2}*${row.transactionControlNumber}~`,
    `GE*1*${row.groupControlNumber ?? '1'}~`,
    `IEA*1*${row.interchangeControlNumber}~`,
  ].join('\n');

const canonicalInvoice: OutboundDocument = {
  kind: 'invoice',
  invoiceNumber: 'INV-2026-1107',
  invoiceDate: '2026-11-20',
  orderNumber: acmePo,
  currencyCode: 'CNY',
  parties: [],
  lines: [],
  serviceCharges: [],
  totals: {
    lineTotal: 27648,
    chargeTotal: 480,
    allowanceTotal: 552.96,
    taxBasisTotal: 27575.04,
    taxTotal: 3584.76,
    grandTotal: 31159.8,
    prepaid: 0,
    duePayable: 31159.8,
  },
};

const canonicalShipNotice: OutboundDocument = {
  kind: 'shipNotice',
  shipmentNumber: 'SH-20261118-01',
  noticeDate: '2026-11-18',
  parties: [],
  orders: [{ orderNumber: acmePo, tares: [], packs: [], items: [] }],
};

const canonicalAcknowledgement: OutboundDocument = {
  kind: 'acknowledgement',
  status: 'A',
  codes: [],
  transactions: [],
};

/** A message with its text as written and its canonical document. */
export const messageDetail = (row: Message): MessageDetail => {
  const invoice = row.documentType === '810' || row.documentType === 'INVOIC';
  const acknowledgement = row.documentType === '997' || row.documentType === 'CONTRL';
  const body = invoice
    ? [
        'BIG*20261131*INV-2026-1107**PO-4501001~',
        'REF*SI*SH-20261118-01~',
        'N1*BT*ACME RETAIL ACCOUNTS PAYABLE*92*~',
        'N1*RI*SHANGHAI SUPPLIER CO LTD*92*SUP-0098~',
        'IT1*1*240*PCS*38.40**VN*WID-100*UP*00614141000012~',
        'IT1*2*96*EA*115.20**VN*LMP-220*UP*00614141000029~',
        'SAC*C*D240***48000~',
        'SAC*A*C310***55296~',
        'TDS*3115980~',
        'CTT*2~',
      ]
    : acknowledgement
      ? ['AK1*PO*5120~', 'AK2*850*0001~', 'AK5*A~', 'AK9*A*1*1*1~']
      : [
          'BSN*00*SH-20261118-01*20261118*1600~',
          'HL*1**S~',
          'TD5**2*SEFN*M*SF EXPRESS~',
          'HL*2*1*O~',
          'PRF*PO-4501001~',
          `HL*3*2*T~`,
          `MAN*GM*${sscc(1001)}~`,
          'HL*4*3*I~',
          'LIN**VN*WID-100*UP*00614141000012~',
          'SN1**240*EA~',
          'CTT*4~',
        ];
  return {
    ...row,
    text:
      row.standard === 'EDIFACT'
        ? [
            `UNB+UNOC:3+SUPPLIERSH:ZZ+ACMERETAIL:ZZ+261119:1512+${row.interchangeControlNumber}'`,
            `UNH+1+${row.documentType}:D:96A:UN'`,
            `BGM+351+SH-20261119-04+9'`,
            `GIN+BJ+${sscc(1004).slice(0, 17)}0'`,
            `UNT+4+1'`,
            `UNZ+1+${row.interchangeControlNumber}'`,
          ].join('\n')
        : x12Text(row, body),
    canonical: invoice
      ? canonicalInvoice
      : acknowledgement
        ? canonicalAcknowledgement
        : canonicalShipNotice,
  };
};

/** Long names in both languages: a file name and reasons that wrap. */
export const longTextMessages: readonly Message[] = [
  message(2301, {
    documentType: 'DESADV',
    standard: 'EDIFACT',
    status: 'failed',
    fileName:
      'ACME_RETAIL_华东区域配送中心_DESADV_2301_上海浦东新区外高桥保税区仓库第三号月台_20261119.edi',
    createdBy: '欧阳静怡 Ouyang Jingyi (Shanghai Pudong warehouse)',
    errors: [
      {
        message:
          '无效的代码值：TDT 8067 运输方式“31”不在双方约定的代码表中 / Invalid code value: transport mode 31 is not in the agreed code list for the Shanghai Pudong distribution centre',
        code: '12',
        segmentTag: 'TDT',
        segmentPosition: 11,
        elementPosition: 3,
      },
    ],
  }),
  message(2300, {
    documentType: '810',
    status: 'unknown',
    fileName: 'ACME_RETAIL_NORTH_AMERICA_DISTRIBUTION_INVOICE_810_2300_PO-4501001-REVISION-03.x12',
    createdBy: 'Alexandra Montgomery-Fitzgerald',
    acknowledgedAt: null,
  }),
];

/** A page of 100 messages of a busy project (2,846 in all). */
export const manyMessages: readonly Message[] = Array.from({ length: 100 }, (_, index) => {
  const id = 5000 - index;
  const kinds = ['856', '810', '855', '997'] as const;
  const statuses = ['success', 'doing', 'success', 'failed', 'pok', 'unknown'] as const;
  const documentType = kinds[index % kinds.length] ?? '856';
  const status = statuses[index % statuses.length] ?? 'success';
  const minutes = index * 17;
  const created = new Date(Date.UTC(2026, 10, 20, 1, 0) - minutes * 60_000).toISOString();
  return message(id, {
    documentType,
    status: documentType === '997' ? 'success' : status,
    orderSerialNumber: documentType === '997' ? null : 88000 + (index % 40),
    acknowledgementExpected: documentType !== '997',
    fileName: `ACME_${documentType}_${id}.x12`,
    createdAt: created,
    updatedAt: created,
    writtenAt: created,
    acknowledgedAt: documentType === '997' || status === 'doing' ? null : created,
    errors:
      status === 'failed' && documentType !== '997'
        ? [{ code: '7', segmentTag: 'N1', segmentPosition: 4, elementPosition: 4 }]
        : [],
  });
});

// ---------------------------------------------------------------------------------------------
// Invoice

/** The order's lines as the invoice builder sees them. */
export const invoiceOrderLines: readonly InvoiceOrderLine[] = [
  {
    lineNumber: '1',
    buyerItemNumber: '4006381333931',
    vendorItemNumber: 'WID-100',
    description: '不锈钢保温杯 500ml Stainless vacuum cup',
    unit: 'EA',
    ordered: 240,
    shipped: 240,
    invoiced: 0,
    unitPrice: '38.40',
  },
  {
    lineNumber: '2',
    buyerItemNumber: '4006381333948',
    vendorItemNumber: 'LMP-220',
    description: '护眼台灯 LED desk lamp',
    unit: 'EA',
    ordered: 120,
    shipped: 96,
    invoiced: 0,
    unitPrice: '115.20',
  },
  {
    lineNumber: '3',
    buyerItemNumber: '4006381333955',
    vendorItemNumber: 'TWL-030',
    description: '纯棉毛巾 Cotton towel',
    unit: 'PK',
    ordered: 60,
    shipped: 60,
    invoiced: 20,
    unitPrice: '45.00',
  },
];

/** What the ship notice and the order give the new invoice: three lines, freight and a discount. */
export const invoiceData: InvoiceData = recalculateInvoice({
  invoiceNumber: 'INV-2026-1107',
  invoiceDate: '2026-11-20',
  currencyCode: 'CNY',
  shipNoticeNumber: 'SH-20261118-01',
  billTo: {
    id: '0001',
    agencyCode: '92',
    name: 'ACME 零售 应付账款部 Accounts Payable',
    address: '浦东新区世纪大道 100 号',
    city: '上海 Shanghai',
    postcode: '200120',
    country: 'CN',
  },
  remitTo: {
    id: 'SUP-0098',
    agencyCode: '92',
    name: '上海恒远贸易有限公司 Shanghai Hengyuan Trading Co., Ltd.',
    city: '上海 Shanghai',
    country: 'CN',
  },
  terms: { typeCode: '01', netDays: 60, netDueDate: '2027-01-19', description: '月结 60 天' },
  tax: { ratePercent: '13', categoryCode: 'S' },
  settlement: {
    payeeName: '上海恒远贸易有限公司',
    paymentMeansCode: '42',
    paymentTerms: 'Net 60',
  },
  lines: [
    {
      key: 'L1',
      lineNumber: '1',
      buyerItemNumber: '4006381333931',
      vendorItemNumber: 'WID-100',
      upc: '00614141000012',
      description: '不锈钢保温杯 500ml Stainless vacuum cup',
      quantity: 240,
      unit: 'EA',
      unitPrice: '38.40',
    },
    {
      key: 'L2',
      lineNumber: '2',
      buyerItemNumber: '4006381333948',
      vendorItemNumber: 'LMP-220',
      upc: '00614141000029',
      description: '护眼台灯 LED desk lamp',
      quantity: 96,
      unit: 'EA',
      unitPrice: '115.20',
    },
    {
      key: 'L3',
      lineNumber: '3',
      buyerItemNumber: '4006381333955',
      vendorItemNumber: 'TWL-030',
      description: '纯棉毛巾 Cotton towel',
      quantity: 40,
      unit: 'PK',
      unitPrice: '45.00',
    },
  ],
  charges: [
    {
      key: 'S1',
      indicator: 'C',
      code: 'D240',
      description: '顺丰快运 运费 Freight',
      amount: '480.00',
    },
    { key: 'S2', indicator: 'A', code: 'C310', description: '年度返利 2 %', percent: '2' },
    {
      key: 'S3',
      lineKey: 'L2',
      indicator: 'A',
      code: 'F800',
      description: '双十一促销 Promotion',
      amount: '96.00',
    },
  ],
});

/** A saved draft (invoice 41) of PO-4501001, ready to send. */
export function invoiceDetail(overrides: Partial<InvoiceDetail> = {}): InvoiceDetail {
  const data = overrides.data ?? invoiceData;
  const { lineAmounts, chargeAmounts } = calculateInvoice(data);
  return {
    invoiceId: 41,
    projectKey: 'ACME',
    direction: 'sent',
    kind: 'invoice',
    serialNumber: acmeSerial,
    poNumber: acmePo,
    orderStatus: 'SENT_ASN',
    status: 'draft',
    version: '2026-11-20T01:05:00.000Z',
    data,
    // The amounts the server stores beside the data (the totals are in `data.totals`).
    lineAmounts: { ...lineAmounts },
    chargeAmounts: { ...chargeAmounts },
    orderLines: [...invoiceOrderLines],
    messages: [],
    payments: [],
    paidAmount: '0.00',
    paidState: 'unpaid',
    related: [],
    editable: true,
    canSend: true,
    canCredit: false,
    switches: {
      sendInvoice: true,
      showInvoiceHeader: true,
      showInvoiceInfo: true,
      showInvoiceDetails: true,
      showTradeSettlement: true,
      numberPrefix: null,
      standard: 'X12',
    },
    createdBy: 'li.wei',
    updatedAt: '2026-11-20T01:05:00.000Z',
    sentAt: null,
    ...overrides,
  };
}

// ---------------------------------------------------------------------------------------------
// Files

export const storedFile = (id: string, overrides: Partial<StoredFile> = {}): StoredFile => ({
  id,
  kind: 'report',
  projectKey: 'ACME',
  serialNumber: acmeSerial,
  poNumber: acmePo,
  name: `${id.replace(':', '-')}.pdf`,
  path: `ACME/reports/${id.replace(':', '-')}.pdf`,
  size: 2_560,
  type: 'application/pdf',
  tabular: false,
  createdBy: 'li.wei',
  createdAt: '2026-11-19T03:00:00.000Z',
  ...overrides,
});

const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const lineWorkbook = storedFile('upload:413', {
  kind: 'deliveryItems',
  name: 'ASN明细_PO-4501001.xlsx',
  path: 'ACME/uploads/asn-items-PO-4501001.xlsx',
  size: 48_213,
  type: xlsx,
  tabular: true,
  createdAt: '2026-11-18T07:40:00.000Z',
});

export const fileRecords: readonly StoredFile[] = [
  storedFile('upload:415', {
    name: '质检报告_QC-20261119.pdf',
    path: 'ACME/reports/qc-20261119.pdf',
    size: 1_284_096,
    createdAt: '2026-11-19T06:20:00.000Z',
  }),
  storedFile('upload:414', {
    name: 'packing-photo-pallet-1.jpg',
    path: 'ACME/reports/packing-photo-pallet-1.jpg',
    size: 3_355_443,
    type: 'image/jpeg',
    createdAt: '2026-11-19T05:02:00.000Z',
  }),
  lineWorkbook,
  storedFile('label:77', {
    kind: 'label',
    name: `SSCC_${sscc(1001)}.pdf`,
    path: 'ACME/labels/sscc-1001.pdf',
    size: 18_944,
    createdBy: 'li.wei',
    createdAt: '2026-11-18T07:55:00.000Z',
  }),
  storedFile('message:1201', {
    kind: 'outbound',
    name: 'ACME_856_1201.x12',
    path: 'ACME/outbound/ACME_856_1201.x12',
    size: 1_912,
    type: 'text/plain',
    createdBy: null,
    createdAt: '2026-11-18T02:10:04.000Z',
  }),
  storedFile('upload:409', {
    kind: 'report',
    serialNumber: 88002,
    poNumber: 'PO-4501002',
    name: 'temperature-log-PO-4501002.csv',
    path: 'ACME/reports/temperature-log-PO-4501002.csv',
    size: 7_420,
    type: 'text/csv',
    tabular: true,
    createdBy: 'zhang.min',
    createdAt: '2026-11-17T09:12:00.000Z',
  }),
];

/** The workbook shown as a table: its first rows of 740. */
export const workbookData: ShownData = {
  name: lineWorkbook.name,
  columns: [
    '行号 Line',
    '箱号 SSCC',
    '供应商货号 Vendor item',
    'GTIN',
    '发货数量 Quantity',
    '单位 Unit',
  ],
  rows: Array.from({ length: 12 }, (_, index) => [
    String(index + 1),
    sscc(1001 + Math.floor(index / 4)),
    index % 2 === 0 ? 'WID-100' : 'LMP-220',
    index % 2 === 0 ? '00614141000012' : '00614141000029',
    String(index % 2 === 0 ? 20 : 8),
    'EA',
  ]),
  total: 740,
};

export const longTextFiles: readonly StoredFile[] = [
  storedFile('upload:501', {
    name: '华东区域配送中心_第三季度_供应商质量检验报告_不锈钢保温杯与护眼台灯_含第三方检测机构盖章版本_最终版.pdf',
    poNumber: 'PO-4501001-REVISION-0003-EXPEDITED',
    createdBy: '欧阳静怡 Ouyang Jingyi',
  }),
  storedFile('upload:500', {
    kind: 'deliveryItems',
    name: 'ACME_Retail_North_America_Distribution_Center_ASN_Line_Items_Template_Filled_PO-4501001_v3.xlsx',
    type: xlsx,
    tabular: true,
    size: 9_874_112,
    createdBy: 'Alexandra Montgomery-Fitzgerald',
  }),
];

/** A page of 100 files of a busy project (3,215 in all). */
export const manyFiles: readonly StoredFile[] = Array.from({ length: 100 }, (_, index) => {
  const kinds = ['report', 'deliveryItems', 'label', 'outbound'] as const;
  const kind = kinds[index % kinds.length] ?? 'report';
  const serial = 88000 + (index % 50);
  const po = `PO-${4501000 + (index % 50)}`;
  const created = new Date(Date.UTC(2026, 10, 20, 1, 0) - index * 47 * 60_000).toISOString();
  const name =
    kind === 'report'
      ? `质检报告_${po}.pdf`
      : kind === 'deliveryItems'
        ? `ASN明细_${po}.xlsx`
        : kind === 'label'
          ? `SSCC_${sscc(2000 + index)}.pdf`
          : `ACME_856_${6000 - index}.x12`;
  return storedFile(
    `${kind === 'outbound' ? 'message' : kind === 'label' ? 'label' : 'upload'}:${9000 - index}`,
    {
      kind,
      serialNumber: serial,
      poNumber: po,
      name,
      path: `ACME/${kind}/${name}`,
      size: 1_024 * (index + 3) * 7,
      type:
        kind === 'deliveryItems' ? xlsx : kind === 'outbound' ? 'text/plain' : 'application/pdf',
      tabular: kind === 'deliveryItems',
      createdBy: kind === 'outbound' ? null : index % 3 === 0 ? 'zhang.min' : 'li.wei',
      createdAt: created,
    },
  );
});

// ---------------------------------------------------------------------------------------------
// Ship notice (for the line-item import and report upload; a copy of what helper C's stories use
// would be shared, but the stories keep their own data)

/** Saved draft 41 of PO-4501001: a pallet with two cartons and two line items. */
export function noticeDetail(overrides: Partial<DeliveryDetail> = {}): DeliveryDetail {
  return {
    deliveryId: 41,
    projectKey: 'ACME',
    serialNumber: acmeSerial,
    poNumber: acmePo,
    orderStatus: 'DELIVERED',
    deliveryType: 'shipNotice',
    status: 'new',
    version: '2026-11-19T02:00:00.000Z',
    data: {
      shipment: {
        shipmentNumber: 'SH-20261118-01',
        billOfLading: 'BOL-7730012',
        trackingNumber: 'SF1408823390117',
        carrierName: '顺丰速运 SF Express',
        scac: 'SEFN',
        transportMode: 'M',
        shippedDate: '2026-11-18',
        grossWeight: 412,
        weightUnit: 'KG',
        packageCount: 3,
        totalQuantity: 336,
        shipFrom: { name: '上海恒远贸易有限公司 Shanghai Hengyuan Trading' },
        shipTo: { name: 'ACME 华东配送中心 East China DC', id: '0001' },
      },
      packages: [
        { key: 'P1', level: 'pallet', labelNumber: sscc(1001), autoLabel: false, grossWeight: 412 },
        {
          key: 'C1',
          level: 'carton',
          parentKey: 'P1',
          labelNumber: sscc(1002),
          autoLabel: false,
          grossWeight: 210,
        },
        {
          key: 'C2',
          level: 'carton',
          parentKey: 'P1',
          labelNumber: sscc(1003),
          autoLabel: false,
          grossWeight: 190,
        },
      ],
      lines: [
        {
          key: 'L1',
          packageKey: 'C1',
          lineNumber: '1',
          vendorItemNumber: 'WID-100',
          quantity: 240,
          unit: 'EA',
        },
        {
          key: 'L2',
          packageKey: 'C2',
          lineNumber: '2',
          vendorItemNumber: 'LMP-220',
          quantity: 96,
          unit: 'EA',
        },
      ],
    },
    prefilledFrom: 'fulfilment',
    orderLines: [
      {
        lineNumber: '1',
        buyerItemNumber: '4006381333931',
        vendorItemNumber: 'WID-100',
        upc: '00614141000012',
        description: '不锈钢保温杯 500ml Stainless vacuum cup',
        unit: 'EA',
        ordered: 240,
        shipped: 240,
      },
      {
        lineNumber: '2',
        buyerItemNumber: '4006381333948',
        vendorItemNumber: 'LMP-220',
        upc: '00614141000029',
        description: '护眼台灯 LED desk lamp',
        unit: 'EA',
        ordered: 120,
        shipped: 96,
      },
    ],
    orderResponses: [],
    reportFiles: [fileRecords[0] ?? lineWorkbook],
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
    updatedAt: '2026-11-19T02:00:00.000Z',
    sentAt: null,
    ...overrides,
  };
}

/** The rows of a workbook the server refused (2014): sheet row, column and reason. */
export const rejectedRows = [
  { row: 3, field: 'SSCC', message: 'SSCC 006141410000010009 的校验位错误 / check digit is wrong' },
  { row: 5, field: 'Order line', message: '订单中没有第 7 行 / The order has no line 7' },
  {
    row: 8,
    field: 'Quantity shipped',
    message: '发货数量 130 超过订购数量 120 / Quantity 130 is more than the 120 ordered',
  },
] as const;
