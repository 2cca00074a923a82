import { calculateInvoice, type InvoiceData, type InvoiceDetail } from '@portal/contracts';

/**
 * The invoice the order view's tests and stories show for order 1001 (PO-4501001): 40 × 9.99
 * (399.60) and 3 × 120.005 (360.02), 15.00 freight, a 10 % allowance on line 2 and 7 % VAT,
 * sent and paid in part. Totals and amounts come from the contracts' own calculation, so the
 * fixture can never disagree with what the server would answer.
 */

/** The invoice's data with its totals; `changes` replace fields of the header. */
export function sentInvoiceData(changes: Partial<Omit<InvoiceData, 'totals'>> = {}): InvoiceData {
  const base: InvoiceData = {
    invoiceNumber: 'INV-2026-0042',
    invoiceDate: '2026-03-20',
    currencyCode: 'EUR',
    shipNoticeNumber: 'SH-1001',
    billTo: { name: 'ACME Accounts Payable', city: 'Dallas' },
    remitTo: { name: 'Widget Works Ltd.', country: 'CN' },
    terms: { typeCode: '08', netDays: 45 },
    settlement: { payeeName: 'Widget Works Ltd.', bic: 'DEUTDEFF', paymentMeansCode: '58' },
    tax: { ratePercent: '7', categoryCode: 'Z' },
    lines: [
      {
        key: 'a',
        lineNumber: '1',
        description: 'Blue widget',
        quantity: 40,
        unit: 'EA',
        unitPrice: '9.99',
      },
      {
        key: 'b',
        lineNumber: '2',
        description: 'Red widget',
        quantity: 3,
        unit: 'EA',
        unitPrice: '120.005',
      },
    ],
    charges: [
      { key: 'f', indicator: 'C', code: 'D240', amount: '15' },
      { key: 'v', lineKey: 'b', indicator: 'A', code: 'I170', percent: '10' },
    ],
    ...changes,
  };
  return { ...base, totals: calculateInvoice(base).totals };
}

/** The sent invoice as the order view reads it; `changes` replace fields of the detail. */
export function sentInvoiceDetail(
  data: InvoiceData = sentInvoiceData(),
  changes: Partial<Omit<InvoiceDetail, 'data' | 'lineAmounts' | 'chargeAmounts'>> = {},
): InvoiceDetail {
  const { lineAmounts, chargeAmounts } = calculateInvoice(data);
  return {
    invoiceId: 42,
    projectKey: 'ACME',
    direction: 'sent',
    kind: 'invoice',
    serialNumber: 1001,
    poNumber: 'PO-4501001',
    orderStatus: 'SENT_INV',
    status: 'success',
    version: 'v1',
    data,
    lineAmounts,
    chargeAmounts,
    orderLines: [],
    messages: [],
    payments: [],
    paidAmount: '200',
    paidState: 'partial',
    related: [],
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
    updatedAt: '2026-03-20T08:00:00.000Z',
    sentAt: '2026-03-20T08:00:00.000Z',
    ...changes,
  };
}
