import { pageOf } from '@portal/stories';
import {
  calculateInvoice,
  formatMinor,
  toMinor,
  type InvoiceData,
  type InvoiceDetail,
  type InvoicePage,
  type InvoiceSummary,
  type Message,
  type PaymentCandidate,
  type PaymentLine,
  type PaymentOrderDetail,
  type PaymentPage,
} from '@portal/contracts';

/**
 * Story data of the invoice and payment screens (docs/storybook.md): ACME Retail's invoices sent
 * as 810s in 2026, one received from the customer, a credit memo, a draft; the 820 / REMADV
 * remittances paying them, in full, short with a reason code, over, or naming no invoice of ours.
 * Amounts are exact decimal strings, as the contracts type them.
 */

// ---------------------------------------------------------------------------------------------
// Invoices

/** The invoice the list's first row links to and the detail stories show. */
export const mainInvoiceId = 1101;

/**
 * INV-2026-001101 of PO-4501001: two flasks and a kettle, freight charged, a 2 % promotional
 * allowance on the first line, 13 % VAT, paid to ACME's supplier account in CNY.
 */
export function mainInvoiceData(): InvoiceData {
  const data: InvoiceData = {
    invoiceNumber: 'INV-2026-001101',
    invoiceDate: '2026-11-12',
    currencyCode: 'CNY',
    shipNoticeNumber: 'ASN-2026-110501',
    billTo: {
      name: 'ACME 零售（上海）有限公司 应付账款部',
      id: '0614141000005',
      agencyCode: '9',
      city: '上海',
    },
    remitTo: { name: '宁波海曙杯业有限公司 Ningbo Haishu Cupware Co., Ltd.', country: 'CN' },
    terms: { typeCode: '01', netDays: 30, netDueDate: '2026-12-12' },
    settlement: {
      payeeName: '宁波海曙杯业有限公司',
      paymentMeansCode: '30',
      paymentTerms: '月结 30 天 Net 30',
    },
    tax: { ratePercent: '13', categoryCode: 'S' },
    lines: [
      {
        key: 'l1',
        lineNumber: '1',
        buyerItemNumber: '00614141000012',
        vendorItemNumber: 'HS-VF-500',
        upc: '614141000012',
        description: '不锈钢保温杯 500ml Stainless steel vacuum flask',
        quantity: 240,
        unit: 'EA',
        unitPrice: '38.50',
      },
      {
        key: 'l2',
        lineNumber: '2',
        buyerItemNumber: '00614141000029',
        vendorItemNumber: 'HS-VF-750',
        upc: '614141000029',
        description: '不锈钢保温杯 750ml Stainless steel vacuum flask',
        quantity: 120,
        unit: 'EA',
        unitPrice: '45.80',
      },
      {
        key: 'l3',
        lineNumber: '3',
        buyerItemNumber: '00614141000036',
        vendorItemNumber: 'HS-KT-1700',
        description: '电热水壶 1.7L Electric kettle',
        quantity: 36,
        unit: 'EA',
        unitPrice: '129.9',
      },
    ],
    charges: [
      { key: 'c1', indicator: 'C', code: 'D240', description: '运费 Freight', amount: '350' },
      { key: 'c2', lineKey: 'l1', indicator: 'A', code: 'F800', percent: '2' },
    ],
  };
  return { ...data, totals: calculateInvoice(data).totals };
}

/** The grand total the main invoice's data gives (what its list row shows). */
export const mainInvoiceTotal = calculateInvoice(mainInvoiceData()).totals.grandTotal;

/** What `paid` leaves open of `due` (CNY, two digits), as the server works it out exactly. */
const openAmount = (due: string, paid: string): string =>
  formatMinor(toMinor(due, 2) - toMinor(paid, 2), 2);

/** A row of the invoice list: an 810 of ACME, accepted, unpaid unless said. */
export function invoiceRow(invoiceId: number, overrides: Partial<InvoiceSummary> = {}) {
  const serial = invoiceId - 1100;
  const row: InvoiceSummary = {
    invoiceId,
    projectKey: 'ACME',
    direction: 'sent',
    kind: 'invoice',
    invoiceNumber: `INV-2026-00${invoiceId}`,
    poNumber: `PO-450${String(1000 + serial)}`,
    serialNumber: 26_000 + serial,
    invoiceDate: '2026-11-12',
    grandTotal: '18960.00',
    currencyCode: 'CNY',
    status: 'success',
    documentType: '810',
    messageId: 8800 + serial,
    paidAmount: '0.00',
    paidState: 'unpaid',
    sentAt: '2026-11-12T02:15:00.000Z',
    updatedAt: '2026-11-12T02:15:00.000Z',
    ...overrides,
  };
  return row;
}

/** Ten invoices in every status and paid state the list shows. */
export const invoiceRows: InvoiceSummary[] = [
  invoiceRow(1101, {
    grandTotal: mainInvoiceTotal,
    paidAmount: '10000.00',
    paidState: 'partial',
  }),
  invoiceRow(1102, {
    invoiceDate: '2026-11-10',
    grandTotal: '2151.47',
    currencyCode: 'USD',
    paidAmount: '2151.47',
    paidState: 'paid',
    sentAt: '2026-11-10T06:40:00.000Z',
  }),
  invoiceRow(1103, {
    invoiceDate: '2026-11-09',
    grandTotal: '7425.60',
    status: 'failed',
    sentAt: '2026-11-09T03:05:00.000Z',
  }),
  invoiceRow(1104, {
    invoiceDate: '2026-11-08',
    grandTotal: '12800.00',
    status: 'pok',
    paidAmount: '13000.00',
    paidState: 'overpaid',
  }),
  invoiceRow(1105, {
    invoiceNumber: '',
    invoiceDate: '2026-11-19',
    grandTotal: '3300.50',
    status: 'draft',
    documentType: null,
    messageId: null,
    sentAt: null,
    updatedAt: '2026-11-19T07:20:00.000Z',
  }),
  invoiceRow(1106, {
    direction: 'received',
    invoiceNumber: 'ACME-SB-260031',
    invoiceDate: '2026-11-06',
    grandTotal: '560.00',
    status: 'received',
    documentType: '810',
    sentAt: null,
    updatedAt: '2026-11-06T09:00:00.000Z',
  }),
  invoiceRow(1107, {
    kind: 'creditMemo',
    invoiceNumber: 'CM-2026-000107',
    invoiceDate: '2026-11-15',
    grandTotal: '-452.00',
  }),
  invoiceRow(1108, {
    invoiceDate: '2026-11-18',
    grandTotal: '966.24',
    currencyCode: 'EUR',
    status: 'doing',
    documentType: 'INVOIC',
    sentAt: '2026-11-20T01:05:00.000Z',
  }),
  invoiceRow(1109, {
    invoiceDate: '2026-11-03',
    grandTotal: '45210.00',
    status: 'unknown',
  }),
  invoiceRow(1110, {
    invoiceDate: '2026-11-01',
    grandTotal: '128450.00',
    status: 'finish',
    paidAmount: '128450.00',
    paidState: 'paid',
  }),
];

export const invoicePage = (rows: readonly InvoiceSummary[], total?: number): InvoicePage =>
  pageOf(rows, total);

/** An 810 as written, with the partner's 997 answer. */
export function invoiceMessage(id: number, overrides: Partial<Message> = {}): Message {
  return {
    id,
    projectKey: 'ACME',
    standard: 'X12',
    documentType: '810',
    status: 'success',
    orderSerialNumber: 26_001,
    answersInterchangeId: null,
    resendOf: null,
    fileName: `ACME_810_${id}.x12`,
    interchangeControlNumber: String(id).padStart(9, '0'),
    groupControlNumber: String(id),
    transactionControlNumber: '0001',
    acknowledgementExpected: true,
    errors: [],
    attempts: 1,
    createdBy: 'li.wei',
    createdAt: '2026-11-12T02:15:00.000Z',
    updatedAt: '2026-11-12T02:40:00.000Z',
    writtenAt: '2026-11-12T02:15:00.000Z',
    acknowledgedAt: '2026-11-12T02:40:00.000Z',
    ...overrides,
  };
}

/** The main invoice in full: accepted on its second sending, partly paid, one credit memo. */
export function mainInvoice(overrides: Partial<InvoiceDetail> = {}): InvoiceDetail {
  const data = mainInvoiceData();
  const { lineAmounts, chargeAmounts } = calculateInvoice(data);
  return {
    invoiceId: mainInvoiceId,
    projectKey: 'ACME',
    direction: 'sent',
    kind: 'invoice',
    serialNumber: 26_001,
    poNumber: 'PO-4501001',
    orderStatus: 'SENT_INV',
    status: 'success',
    version: 'v3',
    data,
    lineAmounts,
    chargeAmounts,
    orderLines: [],
    messages: [
      invoiceMessage(8802),
      invoiceMessage(8801, {
        status: 'failed',
        createdAt: '2026-11-11T08:00:00.000Z',
        writtenAt: '2026-11-11T08:00:00.000Z',
        acknowledgedAt: '2026-11-11T08:30:00.000Z',
        errors: [{ message: 'Unit price missing', segmentTag: 'IT1', elementPosition: 4 }],
      }),
    ],
    payments: [
      {
        paymentLineId: 5101,
        paymentOrderId: 501,
        paymentOrderNumber: 'RA-2026-110501',
        paymentDate: '2026-11-18',
        amount: '10000.00',
        adjustmentAmount: '350.00',
        adjustmentReason: '11',
        matchedBy: 'invoiceNumber',
      },
    ],
    paidAmount: '10000.00',
    paidState: 'partial',
    related: [invoiceRows[6] ?? invoiceRow(1107)],
    editable: false,
    canSend: false,
    canCredit: true,
    switches: {
      sendInvoice: true,
      showInvoiceHeader: true,
      showInvoiceInfo: true,
      showInvoiceDetails: true,
      showTradeSettlement: true,
      numberPrefix: 'INV-2026-',
      standard: 'X12',
    },
    createdBy: 'li.wei',
    updatedAt: '2026-11-12T02:15:00.000Z',
    sentAt: '2026-11-12T02:15:00.000Z',
    ...overrides,
  };
}

/** A draft: not numbered yet, its last line without a price, nothing sent or paid. */
export function draftInvoice(): InvoiceDetail {
  const base = mainInvoiceData();
  const data: InvoiceData = {
    ...base,
    invoiceNumber: '',
    invoiceDate: '2026-11-19',
    lines: base.lines.map((line) => (line.key === 'l3' ? { ...line, unitPrice: undefined } : line)),
  };
  const { lineAmounts, chargeAmounts, totals } = calculateInvoice(data);
  return mainInvoice({
    invoiceId: 1105,
    serialNumber: 26_005,
    poNumber: 'PO-4501005',
    orderStatus: 'SENT_ASN',
    status: 'draft',
    version: 'v1',
    data: { ...data, totals },
    lineAmounts,
    chargeAmounts,
    messages: [],
    payments: [],
    paidAmount: '0.00',
    paidState: 'unpaid',
    related: [],
    editable: true,
    canSend: true,
    canCredit: false,
    sentAt: null,
    updatedAt: '2026-11-19T07:20:00.000Z',
  });
}

/** The main invoice with every text as long as the contract lets it be, in both languages. */
export function longTextInvoice(): InvoiceDetail {
  const base = mainInvoiceData();
  const data: InvoiceData = {
    ...base,
    billTo: {
      name: 'ACME 零售（中国）投资有限公司华东区域采购与财务共享服务中心 应付账款部 ACME Retail China East Region Accounts Payable Shared Service Centre',
      id: '0614141000005',
      agencyCode: '9',
      city: '上海市浦东新区张江高科技园区',
    },
    remitTo: {
      name: '宁波海曙杯业有限公司进出口贸易分公司 Ningbo Haishu Cupware Import and Export Trading Branch Co., Ltd.',
      country: 'CN',
    },
    lines: base.lines.map((line) => ({
      ...line,
      description:
        '双层真空不锈钢保温杯（304 食品级内胆，防漏弹盖，附赠杯刷及礼盒包装）Double-wall vacuum insulated stainless steel flask with leak-proof lid',
    })),
  };
  return mainInvoice({ data: { ...data, totals: calculateInvoice(data).totals } });
}

// ---------------------------------------------------------------------------------------------
// Payments

/** A remittance line of RA-2026-110501 (820, ACH, CNY) paying one invoice of ours in full. */
export function paymentLine(paymentLineId: number, overrides: Partial<PaymentLine> = {}) {
  const line: PaymentLine = {
    paymentLineId,
    paymentId: 501,
    projectKey: 'ACME',
    serialNumber: 26_002,
    paymentOrderNumber: 'RA-2026-110501',
    assignedVendorNumber: 'V-0088123',
    invoiceNumber: 'INV-2026-001102',
    relatedInvoiceNumber: null,
    invoiceDate: '2026-11-10',
    poNumber: 'PO-4501002',
    amount: '2151.47',
    creditDebit: 'C',
    paymentMethod: 'ACH',
    totalAmount: '151450.00',
    currencyCode: 'CNY',
    paymentTime: '2026-11-18',
    adjustmentAmount: null,
    adjustmentReason: null,
    invoiceId: 1102,
    matchedInvoiceNumber: 'INV-2026-001102',
    matchedBy: 'invoiceNumber',
    invoiceDue: '2151.47',
    difference: '0.00',
    matchState: 'paid',
    ...overrides,
  };
  return line;
}

/** The line that names no invoice of ours: the one "Match to invoice" opens on. */
export const unmatchedLine = paymentLine(5104, {
  invoiceNumber: 'SH-INV-77812',
  relatedInvoiceNumber: 'INV-2026-001109',
  invoiceDate: '2026-11-03',
  poNumber: 'PO-4501009',
  amount: '45210.00',
  currencyCode: 'CNY',
  totalAmount: '45210.00',
  paymentOrderNumber: 'RA-2026-110502',
  paymentId: 502,
  paymentMethod: 'FWT',
  paymentTime: '2026-11-19',
  invoiceId: null,
  matchedInvoiceNumber: null,
  matchedBy: null,
  invoiceDue: null,
  difference: null,
  matchState: 'unmatched',
  serialNumber: null,
});

/** Remittance lines in every match state, short and over ones with their reason codes. */
export const paymentRows: PaymentLine[] = [
  paymentLine(5101, {
    invoiceNumber: 'INV-2026-001101',
    invoiceDate: '2026-11-12',
    poNumber: 'PO-4501001',
    amount: '10000.00',
    currencyCode: 'CNY',
    totalAmount: '151450.00',
    invoiceId: 1101,
    matchedInvoiceNumber: 'INV-2026-001101',
    invoiceDue: mainInvoiceTotal,
    difference: openAmount(mainInvoiceTotal, '10000.00'),
    adjustmentAmount: '350.00',
    adjustmentReason: '11',
    matchState: 'short',
  }),
  paymentLine(5102, {
    paymentId: 500,
    paymentOrderNumber: 'RA-2026-110488',
    amount: '2151.47',
    currencyCode: 'USD',
    totalAmount: '2151.47',
    paymentTime: '2026-11-15',
  }),
  paymentLine(5103, {
    invoiceNumber: 'INV-2026-001104',
    invoiceDate: '2026-11-08',
    poNumber: 'PO-4501004',
    amount: '13000.00',
    currencyCode: 'CNY',
    totalAmount: '151450.00',
    invoiceId: 1104,
    matchedInvoiceNumber: 'INV-2026-001104',
    invoiceDue: '12800.00',
    difference: '-200.00',
    adjustmentAmount: '200.00',
    adjustmentReason: '19',
    matchState: 'over',
  }),
  unmatchedLine,
  paymentLine(5105, {
    paymentId: 503,
    paymentOrderNumber: 'REMADV-EU-88012',
    assignedVendorNumber: null,
    invoiceNumber: 'INV-2026-001108',
    invoiceDate: '2026-11-18',
    poNumber: 'PO-4501008',
    amount: '920.00',
    currencyCode: 'EUR',
    totalAmount: '920.00',
    paymentMethod: 'CHK',
    creditDebit: 'D',
    paymentTime: '2026-11-19T08:00:00.000Z',
    invoiceId: 1108,
    matchedInvoiceNumber: 'INV-2026-001108',
    matchedBy: 'poNumber',
    invoiceDue: '966.24',
    difference: '46.24',
    adjustmentAmount: '46.24',
    adjustmentReason: '04',
    matchState: 'short',
  }),
  paymentLine(5106, {
    invoiceNumber: 'INV-2026-001110',
    invoiceDate: '2026-11-01',
    poNumber: 'PO-4501010',
    amount: '128450.00',
    currencyCode: 'CNY',
    totalAmount: '151450.00',
    invoiceId: 1110,
    matchedInvoiceNumber: 'INV-2026-001110',
    matchedBy: 'hand',
    invoiceDue: '128450.00',
  }),
];

export const paymentPage = (rows: readonly PaymentLine[], total?: number): PaymentPage =>
  pageOf(rows, total);

/**
 * RA-2026-110501: the 820 that pays three invoices: one short with a freight deduction, one over
 * (a duplicate payment), one matched by hand.
 */
export function paymentOrder(overrides: Partial<PaymentOrderDetail> = {}): PaymentOrderDetail {
  return {
    paymentId: 501,
    projectKey: 'ACME',
    paymentOrderNumber: 'RA-2026-110501',
    assignedVendorNumber: 'V-0088123',
    creditDebit: 'C',
    paymentMethod: 'ACH',
    totalAmount: '151450.00',
    currencyCode: 'CNY',
    paymentTime: '2026-11-18',
    documentType: '820',
    documentId: 9901,
    receivedAt: '2026-11-18T01:12:00.000Z',
    lines: paymentRows.filter((line) => line.paymentId === 501),
    ...overrides,
  };
}

/** RA-2026-110502: a wire whose only line names an invoice number of no invoice of ours. */
export const unmatchedOrder = paymentOrder({
  paymentId: 502,
  paymentOrderNumber: 'RA-2026-110502',
  paymentMethod: 'FWT',
  totalAmount: '45210.00',
  currencyCode: 'CNY',
  paymentTime: '2026-11-19',
  documentId: 9902,
  receivedAt: '2026-11-19T03:30:00.000Z',
  lines: [unmatchedLine],
});

/** REMADV-EU-88012: ACME Europe's EDIFACT remittance in EUR, short for damaged goods. */
export const remadvOrder = paymentOrder({
  paymentId: 503,
  paymentOrderNumber: 'REMADV-EU-88012',
  assignedVendorNumber: null,
  creditDebit: 'D',
  paymentMethod: 'CHK',
  totalAmount: '920.00',
  currencyCode: 'EUR',
  paymentTime: '2026-11-19T08:00:00.000Z',
  documentType: 'REMADV',
  documentId: 9903,
  receivedAt: '2026-11-19T08:05:00.000Z',
  lines: paymentRows.filter((line) => line.paymentId === 503),
});

/** Sent invoices of ACME not paid in full that the unmatched line may be matched to. */
export const candidates: PaymentCandidate[] = [
  {
    invoiceId: 1109,
    invoiceNumber: 'INV-2026-001109',
    poNumber: 'PO-4501009',
    invoiceDate: '2026-11-03',
    currencyCode: 'CNY',
    due: '45210.00',
    paid: '0.00',
  },
  {
    invoiceId: 1103,
    invoiceNumber: 'INV-2026-001103',
    poNumber: 'PO-4501003',
    invoiceDate: '2026-11-09',
    currencyCode: 'CNY',
    due: '7425.60',
    paid: '0.00',
  },
  {
    invoiceId: 1101,
    invoiceNumber: 'INV-2026-001101',
    poNumber: 'PO-4501001',
    invoiceDate: '2026-11-12',
    currencyCode: 'CNY',
    due: mainInvoiceTotal,
    paid: '10000.00',
  },
];
