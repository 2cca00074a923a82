import {
  canonicalInvoiceSchema,
  invoiceDataSchema,
  recalculateInvoice,
  type CanonicalInvoice,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { fromCanonicalInvoice, toCanonicalInvoice } from './invoice-document';
import { prefillInvoice } from './invoice-prefill';
import {
  amountText,
  decimalText,
  exactQuantitySum,
  priceText,
  quantityLeft,
} from './invoice-amounts';

const data = recalculateInvoice(
  invoiceDataSchema.parse({
    invoiceNumber: 'CM-1',
    invoiceDate: '2025-12-03',
    currencyCode: 'USD',
    originalInvoiceNumber: 'IN-1',
    shipNoticeNumber: 'SN-1',
    billTo: { name: 'RETAILCO', id: '0001', agencyCode: '92', address: '702 SW 8TH ST' },
    remitTo: { name: '' },
    terms: { typeCode: '01', discountPercent: '2', discountDays: 30, netDays: 60 },
    tax: { ratePercent: '8.25', categoryCode: 'S' },
    lines: [
      { key: 'L1', lineNumber: '1', quantity: 3, unitPrice: '19.99', unit: 'EA' },
      { key: 'L2', lineNumber: '2', quantity: 2, unitPrice: '5.05' },
    ],
    charges: [
      { key: 'C1', indicator: 'C', code: 'D240', amount: '12.50' },
      { key: 'C2', indicator: 'A', code: 'C310', percent: '2' },
      { key: 'C3', indicator: 'A', code: 'I170', percent: '10', lineKey: 'L2' },
    ],
  }),
);

describe('toCanonicalInvoice', () => {
  it('hands the writers the exact figures the screen shows, charges where they apply', () => {
    const document = toCanonicalInvoice(data, {
      kind: 'creditMemo',
      orderNumber: '4500012345',
      orderDate: '2025-11-20',
    });
    expect(canonicalInvoiceSchema.parse(document)).toEqual(document);
    expect(document).toMatchObject({
      purpose: 'creditMemo',
      invoiceNumber: 'CM-1',
      originalInvoiceNumber: 'IN-1',
      orderNumber: '4500012345',
      orderDate: '2025-11-20',
      shipNoticeNumber: 'SN-1',
      currencyCode: 'USD',
      saleTerms: { typeCode: '01', discountPercent: 2, discountDays: 30, netDays: 60 },
      // Only the bill-to names anyone: an empty remit-to is left out.
      parties: [
        { role: 'billTo', name: 'RETAILCO', id: '0001', agencyCode: '92', street: '702 SW 8TH ST' },
      ],
    });
    // 59.97 + 10.10; the line allowance is 10 % of 10.10, the header one 2 % of 70.07.
    expect(document.lines).toEqual([
      expect.objectContaining({
        lineNumber: '1',
        quantityInvoiced: 3,
        unitPrice: 19.99,
        amount: 59.97,
      }),
      expect.objectContaining({
        lineNumber: '2',
        amount: 10.1,
        serviceCharges: [{ indicator: 'A', type: 'I170', amount: 1.01, percent: 10 }],
      }),
    ]);
    expect(document.serviceCharges).toEqual([
      { indicator: 'C', type: 'D240', amount: 12.5 },
      { indicator: 'A', type: 'C310', amount: 1.4, percent: 2 },
    ]);
    // basis 70.07 + 12.50 − 1.40 − 1.01 = 80.16; tax 6.6132 → 6.61.
    expect(document.tax).toEqual({
      ratePercent: 8.25,
      basis: 80.16,
      categoryCode: 'S',
      amount: 6.61,
    });
    expect(document.totals).toEqual({
      lineTotal: 70.07,
      chargeTotal: 12.5,
      allowanceTotal: 2.41,
      taxBasisTotal: 80.16,
      taxTotal: 6.61,
      grandTotal: 86.77,
      prepaid: 0,
      duePayable: 86.77,
    });
  });

  it('names no original on an invoice', () => {
    const document = toCanonicalInvoice(data, {
      kind: 'invoice',
      orderNumber: undefined,
      orderDate: undefined,
    });
    expect(document.purpose).toBe('invoice');
    expect(document.originalInvoiceNumber).toBeUndefined();
  });
});

describe('fromCanonicalInvoice', () => {
  const received: CanonicalInvoice = {
    kind: 'invoice',
    purpose: 'creditMemo',
    invoiceNumber: 'RC 2025/001',
    originalInvoiceNumber: 'RC-2024-9',
    invoiceDate: '2025-02-30',
    orderNumber: '4500012345',
    currencyCode: 'JPY',
    tax: { ratePercent: 10, categoryCode: 'VAT', amount: 100, basis: 1000 },
    saleTerms: { netDays: -5, discountPercent: 2.5, netDueDate: '2026-01-31' },
    settlement: { iban: 'not an iban', bic: 'DEUTDEFF', paymentMeansTypeCode: '58' },
    parties: [
      { role: 'buyer', name: 'EUROMART\u0007 EINKAUF', id: '4012345000009' },
      { role: 'payee', name: 'A'.repeat(300) },
    ],
    lines: [
      {
        lineNumber: '',
        orderLineNumber: '10',
        description: 'line\nbreak',
        quantityInvoiced: -4,
        unitPrice: 250.5,
        amount: 1002,
        serviceCharges: [{ indicator: 'A', type: 'c310', amount: -50 }],
      },
      { lineNumber: '2', quantityInvoiced: 1e20, unitPrice: Number.NaN, amount: 0 },
    ],
    serviceCharges: [
      { indicator: 'C', type: 'D240', amount: 1e30 },
      { indicator: 'C', type: 'NOT-A-CODE', amount: 5 },
    ],
    totals: {
      lineTotal: 1002,
      chargeTotal: 0,
      allowanceTotal: 50,
      taxBasisTotal: 952,
      taxTotal: 95.2,
      grandTotal: 1047.2,
      prepaid: 0,
      duePayable: -1047.2,
    },
  };

  it('keeps what a field can hold of a partner’s invoice, in the currency’s digits', () => {
    const result = fromCanonicalInvoice(received, 'JPY', '2025-12-03');
    expect(invoiceDataSchema.safeParse(result).success).toBe(true);
    expect(result).toMatchObject({
      // Not a number of ours: the row keeps it, the data leaves it empty.
      invoiceNumber: '',
      // Not a calendar day: the day it was received.
      invoiceDate: '2025-12-03',
      currencyCode: 'JPY',
      originalInvoiceNumber: 'RC-2024-9',
      billTo: { name: 'EUROMART  EINKAUF', id: '4012345000009' },
      terms: { discountPercent: '2.5', netDueDate: '2026-01-31' },
      settlement: { bic: 'DEUTDEFF', paymentMeansCode: '58' },
      // VAT is no UN/CEFACT 5305 category.
      tax: { ratePercent: '10' },
      totals: {
        lineTotal: '1002',
        allowanceTotal: '50',
        taxTotal: '95',
        grandTotal: '1047',
        duePayable: '-1047',
      },
    });
    expect(result.remitTo?.name).toHaveLength(128);
    expect(result.settlement?.iban).toBeUndefined();
    expect(result.terms?.netDays).toBeUndefined();
    expect(result.lines).toEqual([
      {
        key: 'L1',
        lineNumber: '10',
        description: 'line break',
        quantity: 4,
        unitPrice: '250.5',
      },
      { key: 'L2', lineNumber: '2', quantity: 0 },
    ]);
    expect(result.charges).toEqual([
      { key: 'C1', indicator: 'C', code: 'D240', amount: '0' },
      { key: 'C2', lineKey: 'L1', indicator: 'A', code: 'C310', amount: '50' },
    ]);
  });
});

describe('prefill and amounts', () => {
  it('bills what shipped less what was invoiced, at the order’s prices and terms', () => {
    const prefilled = prefillInvoice({
      order: {
        kind: 'order',
        documentType: 'ORDER',
        documentNumber: 'PO-1',
        orderNumber: 'PO-1',
        documentVersion: 1,
        currencyCode: 'KWD',
        taxRatePercent: 0,
        saleTerms: { netDays: 30, discountDueDate: '2025-02-30' },
        serviceCharges: [{ indicator: 'A', type: 'F800', amount: -3.5 }],
        parties: [
          { role: 'buyer', name: 'BUYER' },
          { role: 'supplier', name: 'US' },
        ],
        lines: [
          { lineNumber: '1', quantities: { ordered: 10 }, unitPrice: 1.2345, dates: {} },
          { lineNumber: '2', quantities: { ordered: 5 }, dates: {} },
          { lineNumber: '3', quantities: { ordered: 1 }, unitPrice: 7, dates: {} },
        ],
        quantity: 16,
        amount: 19.345,
      },
      orderCurrency: null,
      shipped: new Map([
        ['1', 10],
        ['2', 0.3],
        ['3', 1],
      ]),
      invoiced: new Map([
        ['1', 2.5],
        ['2', 0.1],
        ['3', 1],
      ]),
      shipNoticeNumber: 'SN-9',
      firstInvoice: true,
      today: '2025-12-03',
    });
    expect(
      prefilled.lines.map((line) => [line.key, line.lineNumber, line.quantity, line.unitPrice]),
    ).toEqual([
      ['L1', '1', 7.5, '1.2345'],
      ['L2', '2', 0.2, undefined],
    ]);
    expect(prefilled).toMatchObject({
      currencyCode: 'KWD',
      billTo: { name: 'BUYER' },
      remitTo: { name: 'US' },
      terms: { netDays: 30 },
      tax: { ratePercent: '0', categoryCode: 'Z' },
      charges: [{ key: 'C1', indicator: 'A', code: 'F800', amount: '3.500' }],
      shipNoticeNumber: 'SN-9',
    });
    expect(prefilled.terms?.discountDueDate).toBeUndefined();
    // 7.5 × 1.2345 = 9.25875 → 9.259; less 3.500.
    expect(prefilled.totals).toMatchObject({ lineTotal: '9.259', grandTotal: '5.759' });
  });

  it('adds quantities and writes amounts exactly', () => {
    expect(exactQuantitySum([0.1, 0.2])).toBe(0.3);
    expect(quantityLeft(1, 0.7)).toBe(0.3);
    expect(quantityLeft(1, 2)).toBe(0);
    expect(decimalText(0.1 + 0.2)).toBe('0.3');
    expect(decimalText(12)).toBe('12');
    expect(amountText(1234.5, 'USD')).toBe('1234.50');
    expect(amountText(2.5, 'JPY')).toBe('3');
    expect(priceText(12.5, 'USD')).toBe('12.50');
    expect(priceText(0.1234, 'USD')).toBe('0.1234');
  });
});
