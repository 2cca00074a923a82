import {
  calculateInvoice,
  defaultProjectFeatures,
  type InvoiceData,
  type InvoiceDetail,
  type InvoiceSummary,
  type Message,
  type PaymentCandidate,
  type PaymentLine,
  type PaymentOrderDetail,
  type ProjectListItem,
  type Role,
  type User,
} from '@portal/contracts';

/**
 * Test data the invoice and payment tests share (only tests import this file): projects, a sent
 * invoice of ACME with its lines, charges, tax and settlement, its messages and payments, and
 * remittance lines in each match state.
 */

export const project = (projectKey: string): ProjectListItem => ({
  projectKey,
  nameZh: `${projectKey} 中文`,
  nameEn: `${projectKey} Retail`,
  features: {
    allowCancel: defaultProjectFeatures.allowCancel,
    allowDelete: defaultProjectFeatures.allowDelete,
    confirmBeforeAccept: defaultProjectFeatures.confirmBeforeAccept,
  },
});

/** A signed-in user holding `roles`. */
export const userWith = (roles: Role[]): User => ({
  id: 1,
  account: 'alice',
  nickname: 'Alice',
  email: 'alice@example.com',
  phone: '',
  status: 'activated',
  roles,
  mustChangePassword: false,
  lockedUntil: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
});

/** A row of the invoice list: a sent invoice of ACME, INV-<id>, accepted and partly paid. */
export const invoiceSummary = (
  invoiceId: number,
  overrides: Partial<InvoiceSummary> = {},
): InvoiceSummary => ({
  invoiceId,
  projectKey: 'ACME',
  direction: 'sent',
  kind: 'invoice',
  invoiceNumber: `INV-${invoiceId}`,
  poNumber: `PO-${7000 + invoiceId}`,
  serialNumber: 7000 + invoiceId,
  invoiceDate: '2026-03-12',
  grandTotal: '2151.47',
  currencyCode: 'USD',
  status: 'success',
  documentType: '810',
  messageId: 40 + invoiceId,
  paidAmount: '1000',
  paidState: 'partial',
  sentAt: '2026-03-12T08:00:00.000Z',
  updatedAt: '2026-03-12T08:00:00.000Z',
  ...overrides,
});

export const page = <T>(records: T[]) => ({ records, total: records.length, page: 1, size: 10 });

/**
 * The invoice's data: 100 × 12.50 and 59 × 12.50 (1,987.50), 25.00 freight on the whole invoice,
 * a 2 % discount on the first line (25.00), 8.25 % standard-rate tax on 1,987.50 (163.97).
 */
const invoiceData = (): InvoiceData => {
  const data: InvoiceData = {
    invoiceNumber: 'INV-5',
    invoiceDate: '2026-03-12',
    currencyCode: 'USD',
    shipNoticeNumber: 'SH-7005',
    billTo: { name: 'ACME Accounts Payable', id: '0614', agencyCode: '92', city: 'Dallas' },
    remitTo: { name: 'Widget Works Ltd.', country: 'CN' },
    terms: { typeCode: '01', netDays: 30 },
    settlement: {
      payeeName: 'Widget Works Ltd.',
      iban: 'DE89370400440532013000',
      paymentMeansCode: '30',
      paymentTerms: 'Net 30',
    },
    tax: { ratePercent: '8.25', categoryCode: 'S' },
    lines: [
      {
        key: 'l1',
        lineNumber: '1',
        buyerItemNumber: 'B-100',
        description: 'Blue widget, large',
        quantity: 100,
        unit: 'EA',
        unitPrice: '12.50',
      },
      {
        key: 'l2',
        lineNumber: '2',
        buyerItemNumber: 'B-200',
        description: 'Red widget',
        quantity: 59,
        unit: 'EA',
        unitPrice: '12.50',
      },
    ],
    charges: [
      { key: 'c1', indicator: 'C', code: 'D240', amount: '25' },
      { key: 'c2', lineKey: 'l1', indicator: 'A', code: 'C310', percent: '2' },
    ],
  };
  // The totals as the server's recalculation gives them (the contracts' one arithmetic).
  return { ...data, totals: calculateInvoice(data).totals };
};

export const invoiceMessage = (id: number, overrides: Partial<Message> = {}): Message => ({
  id,
  projectKey: 'ACME',
  standard: 'X12',
  documentType: '810',
  status: 'success',
  orderSerialNumber: 7005,
  answersInterchangeId: null,
  resendOf: null,
  fileName: `ACME_810_${id}.x12`,
  interchangeControlNumber: `0000000${id}`,
  groupControlNumber: String(id),
  transactionControlNumber: '0001',
  acknowledgementExpected: true,
  errors: [],
  attempts: 1,
  createdBy: 'alice',
  createdAt: '2026-03-12T08:00:00.000Z',
  updatedAt: '2026-03-12T08:05:00.000Z',
  writtenAt: '2026-03-12T08:00:00.000Z',
  acknowledgedAt: '2026-03-12T09:00:00.000Z',
  ...overrides,
});

/** The sent invoice INV-5 in full: accepted on a second send, partly paid, one credit memo. */
export const invoiceDetail = (overrides: Partial<InvoiceDetail> = {}): InvoiceDetail => {
  const data = invoiceData();
  const { lineAmounts, chargeAmounts } = calculateInvoice(data);
  return {
    invoiceId: 5,
    projectKey: 'ACME',
    direction: 'sent',
    kind: 'invoice',
    serialNumber: 7005,
    poNumber: 'PO-7005',
    orderStatus: 'SENT_INV',
    status: 'success',
    version: 'v3',
    data,
    lineAmounts,
    chargeAmounts,
    orderLines: [],
    messages: [
      invoiceMessage(42),
      invoiceMessage(41, {
        status: 'failed',
        acknowledgedAt: '2026-03-11T09:00:00.000Z',
        errors: [{ message: 'Unit price missing', segmentTag: 'IT1', elementPosition: 4 }],
      }),
    ],
    payments: [
      {
        paymentLineId: 301,
        paymentOrderId: 9,
        paymentOrderNumber: 'PAY-0009',
        paymentDate: '2026-04-10',
        amount: '1000',
        adjustmentAmount: '25',
        adjustmentReason: '11',
        matchedBy: 'invoiceNumber',
      },
    ],
    paidAmount: '1000',
    paidState: 'partial',
    related: [invoiceSummary(6, { kind: 'creditMemo', invoiceNumber: 'CM-6', grandTotal: '-50' })],
    editable: false,
    canSend: false,
    canCredit: true,
    switches: {
      sendInvoice: true,
      showInvoiceHeader: true,
      showInvoiceInfo: true,
      showInvoiceDetails: true,
      showTradeSettlement: true,
      numberPrefix: null,
    },
    createdBy: 'alice',
    updatedAt: '2026-03-12T08:00:00.000Z',
    sentAt: '2026-03-12T08:00:00.000Z',
    ...overrides,
  };
};

/** A remittance line of payment order PAY-0009 of ACME, paying INV-<invoice> in full. */
export const paymentLine = (
  paymentLineId: number,
  overrides: Partial<PaymentLine> = {},
): PaymentLine => ({
  paymentLineId,
  paymentId: 9,
  projectKey: 'ACME',
  serialNumber: 7005,
  paymentOrderNumber: 'PAY-0009',
  assignedVendorNumber: 'V-881',
  invoiceNumber: 'INV-5',
  relatedInvoiceNumber: null,
  invoiceDate: '2026-03-12',
  poNumber: 'PO-7005',
  amount: '2151.47',
  creditDebit: 'C',
  paymentMethod: 'ACH',
  totalAmount: '3151.47',
  currencyCode: 'USD',
  paymentTime: '2026-04-10',
  adjustmentAmount: null,
  adjustmentReason: null,
  invoiceId: 5,
  matchedInvoiceNumber: 'INV-5',
  matchedBy: 'invoiceNumber',
  invoiceDue: '2151.47',
  difference: '0.00',
  matchState: 'paid',
  ...overrides,
});

/** An invoice of ACME a hand match may name: INV-<invoiceId>, 175.00 due, nothing paid yet. */
export const paymentCandidate = (
  invoiceId: number,
  overrides: Partial<PaymentCandidate> = {},
): PaymentCandidate => ({
  invoiceId,
  invoiceNumber: `INV-${invoiceId}`,
  poNumber: `PO-${7000 + invoiceId}`,
  invoiceDate: '2026-03-12',
  currencyCode: 'USD',
  due: '175.00',
  paid: '0.00',
  ...overrides,
});

export const paidLine = paymentLine(301);
/** Pays 25.00 less, giving a freight deduction. */
export const shortLine = paymentLine(302, {
  invoiceNumber: 'INV-7',
  amount: '975',
  invoiceId: 7,
  matchedInvoiceNumber: 'INV-7',
  invoiceDue: '1000',
  difference: '25',
  adjustmentAmount: '25',
  adjustmentReason: '11',
  matchState: 'short',
  paymentMethod: 'CHK',
  creditDebit: 'D',
});
/** Names an invoice number of no invoice of ours. */
export const unmatchedLine = paymentLine(303, {
  invoiceNumber: 'X-99',
  relatedInvoiceNumber: 'INV-5',
  amount: '175',
  invoiceId: null,
  matchedInvoiceNumber: null,
  matchedBy: null,
  invoiceDue: null,
  difference: null,
  matchState: 'unmatched',
});

export const paymentOrder = (lines: PaymentLine[]): PaymentOrderDetail => ({
  paymentId: 9,
  projectKey: 'ACME',
  paymentOrderNumber: 'PAY-0009',
  assignedVendorNumber: 'V-881',
  creditDebit: 'C',
  paymentMethod: 'ACH',
  totalAmount: '3151.47',
  currencyCode: 'USD',
  paymentTime: '2026-04-10',
  documentType: '820',
  documentId: 77,
  receivedAt: '2026-04-10T06:00:00.000Z',
  lines,
});
