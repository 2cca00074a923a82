import {
  calculateInvoice,
  invoiceDataSchema,
  recalculateInvoice,
  type InvoiceDataInput,
  type InvoiceDetail,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { pageText, pdfPages } from '../purchase/documents/testing/pdf-inspection';
import { groupedAmount, renderInvoicePdf } from './invoice-pdf';

const createdAt = new Date('2025-12-03T08:00:00Z');

/** A sent invoice of 1,000 mugs and a charge, as the detail call answers it. */
function sampleInvoice(overrides: Partial<InvoiceDataInput> = {}, lineCount = 2): InvoiceDetail {
  const data = recalculateInvoice(
    invoiceDataSchema.parse({
      invoiceNumber: 'AC-000042',
      invoiceDate: '2025-12-03',
      currencyCode: 'USD',
      shipNoticeNumber: 'SN-77',
      billTo: { name: '上海浦东配送中心', address: '1 Pudong Ave', city: 'Shanghai', id: '0001' },
      remitTo: { name: 'ACME SUPPLY CO', id: '554433' },
      terms: { netDays: 60, discountPercent: '2', discountDays: 10 },
      settlement: { iban: 'DE89370400440532013000', paymentMeansCode: '58', payeeName: 'ACME' },
      tax: { ratePercent: '8.25', categoryCode: 'S' },
      lines: Array.from({ length: lineCount }, (_, index) => ({
        key: `L${index + 1}`,
        lineNumber: String(index + 1),
        vendorItemNumber: `ACM-${1001 + index}`,
        description: index === 0 ? '不锈钢保温杯 500ml' : 'INSULATED LUNCH BAG',
        quantity: index === 0 ? 1000 : 3,
        unit: 'EA',
        unitPrice: index === 0 ? '12.345' : '0.335',
      })),
      charges: [
        { key: 'C1', indicator: 'C', code: 'D240', amount: '12.50' },
        { key: 'C2', indicator: 'A', code: 'C310', percent: '2', lineKey: 'L1' },
      ],
      ...overrides,
    }),
  );
  const { lineAmounts, chargeAmounts } = calculateInvoice(data);
  return {
    invoiceId: 42,
    projectKey: 'IVX',
    direction: 'sent',
    kind: 'invoice',
    serialNumber: 7,
    poNumber: '4500012345',
    orderStatus: 'SENT_INV',
    status: 'success',
    version: null,
    data,
    lineAmounts,
    chargeAmounts,
    orderLines: [],
    messages: [],
    payments: [],
    paidAmount: '0.00',
    paidState: 'unpaid',
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
      numberPrefix: 'AC-',
    },
    createdBy: 'biller',
    updatedAt: null,
    sentAt: null,
  };
}

describe('renderInvoicePdf', () => {
  it('prints the header, parties, lines, charges, tax, totals and settlement in English', async () => {
    const detail = sampleInvoice();
    // 1000 × 12.345 = 12,345.00; 3 × 0.335 = 1.005 → 1.01; 2 % of line 1 = 246.90;
    // basis 12,345.00 + 1.01 + 12.50 − 246.90 = 12,111.61; tax 8.25 % = 999.207825 → 999.21.
    expect(detail.data.totals).toMatchObject({
      lineTotal: '12346.01',
      taxBasisTotal: '12111.61',
      taxTotal: '999.21',
      grandTotal: '13110.82',
    });
    const pdf = await renderInvoicePdf(
      detail,
      { language: 'en-us', projectName: 'RETAILCO' },
      { compress: false, createdAt },
    );
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = pdfPages(pdf);
    expect(pages).toHaveLength(1);
    // Letter for an American reader.
    expect([pages[0]?.width, pages[0]?.height]).toEqual([612, 792]);
    const text = pageText(pdf, 0);
    for (const expected of [
      'Invoice',
      'RETAILCO',
      'Invoice number: AC-000042',
      '4500012345',
      'SN-77',
      'Accepted',
      '上海浦东配送中心',
      'ACME SUPPLY CO',
      'ID: 554433',
      '不锈钢保温杯 500ml',
      '1,000',
      '12.345',
      '12,345.00',
      '1.01',
      'D240 · Freight',
      'C310 · Discount',
      'Allowance',
      'Line 1',
      'Whole invoice',
      '246.90',
      'S · Standard rate',
      '8.25%',
      '12,111.61 USD',
      '999.21 USD',
      'Grand total',
      '13,110.82 USD',
      'Amount due',
      'Net 60 days',
      '2% discount within 10 days',
      'DE89370400440532013000',
      '58 · SEPA credit transfer',
      'Invoice AC-000042 · Page 1 of 1',
    ]) {
      expect(text, expected).toContain(expected);
    }
    // No internal names on paper.
    expect(text).not.toMatch(/\b(creditMemo|taxBasisTotal|lineKey|success)\b/);
  });

  it('speaks Chinese on A4, names a credit memo and its original, and runs over pages', async () => {
    const detail = {
      ...sampleInvoice({ originalInvoiceNumber: 'AC-000041' }, 120),
      kind: 'creditMemo' as const,
    };
    const pdf = await renderInvoicePdf(
      detail,
      { language: 'zh-cn', projectName: '零售客户' },
      { compress: false, createdAt },
    );
    const pages = pdfPages(pdf);
    expect(pages.length).toBeGreaterThan(1);
    expect([pages[0]?.width, pages[0]?.height]).toEqual([595.28, 841.89]);
    const first = pageText(pdf, 0);
    for (const expected of [
      '贷项通知单',
      '零售客户',
      '发票号',
      'AC-000042',
      '原发票号',
      'AC-000041',
    ]) {
      expect(first, expected).toContain(expected);
    }
    const last = pageText(pdf, pages.length - 1);
    for (const expected of [
      '发票总额',
      `${groupedAmount(detail.data.totals?.grandTotal ?? '')} USD`,
      '应付金额',
      '60 天内付清',
      'SEPA 贷记转账',
      `第 ${pages.length} 页，共 ${pages.length} 页`,
    ]) {
      expect(last, expected).toContain(expected);
    }
  });

  it('groups thousands on the exact text', () => {
    expect(groupedAmount('1234567.5')).toBe('1,234,567.5');
    expect(groupedAmount('-1000')).toBe('-1,000');
    expect(groupedAmount('999.999')).toBe('999.999');
  });
});
