import { describe, expect, it } from 'vitest';
import {
  chargeIndicators,
  invoiceDataSchema,
  paidStates,
  type InvoiceData,
  type InvoiceOrderLine,
} from '@portal/contracts';
import { texts } from '../../i18n/texts';
import {
  calculateDraft,
  checkableInvoice,
  invoiceableQuantity,
  nextKey,
  orderLinesNotOnInvoice,
  recalculatedDraft,
  withChargeValue,
  withGroupValue,
  withOrderLine,
} from './invoice-draft';
import { chargeColumns, groupFields, itemColumns } from './invoice-fields';
import { indexInvoiceFindings, invoiceFieldOf, invoiceFormFindings } from './invoice-findings';
import { invoiceLayoutKey, storedInvoiceLayout, withInvoiceLayout } from './invoice-layout';
import { invoiceLinkOf, mayInvoice, orderInvoicePath } from './invoice-paths';

const draft = (overrides: Partial<InvoiceData> = {}): InvoiceData => ({
  invoiceNumber: 'INV-1',
  invoiceDate: '2026-11-20',
  currencyCode: 'USD',
  lines: [
    { key: 'L1', lineNumber: '1', quantity: 3, unitPrice: '0.1' },
    { key: 'L2', lineNumber: '2', quantity: 1, unitPrice: '12.345' },
  ],
  charges: [],
  ...overrides,
});

const orderLine = (overrides: Partial<InvoiceOrderLine> = {}): InvoiceOrderLine => ({
  lineNumber: '3',
  buyerItemNumber: 'B-300',
  vendorItemNumber: 'WID-300',
  description: 'Widget, red',
  unit: 'EA',
  ordered: 10,
  shipped: 0.3,
  invoiced: 0.1,
  unitPrice: '4.20',
  ...overrides,
});

describe('the draft made calculable', () => {
  it('counts a half-typed amount as not given, and the rest exactly', () => {
    const typed = draft({
      lines: [
        { key: 'L1', lineNumber: '1', quantity: 3, unitPrice: '0.1' },
        { key: 'L2', lineNumber: '2', quantity: 1, unitPrice: '12.' },
      ],
      prepaid: '1,5',
    });
    const calculation = calculateDraft(typed);
    // 3 × 0.1 is 0.30 exactly, not 0.30000000000000004.
    expect(calculation.lineAmounts).toEqual({ L1: '0.30', L2: '0.00' });
    expect(calculation.totals.duePayable).toBe('0.30');
    expect(checkableInvoice(typed).lines[1]?.unitPrice).toBeUndefined();
    // The form names the value that is no amount yet, at its line by key.
    const parsed = invoiceDataSchema.safeParse(typed);
    expect(parsed.success).toBe(false);
    const findings = parsed.success ? [] : invoiceFormFindings(typed, parsed.error.issues, 'en-us');
    expect(findings.map((finding) => finding.field).sort()).toEqual([
      'lines.L2.unitPrice',
      'prepaid',
    ]);
  });

  it('recalculates the totals with a percentage charge and tax, rounded once', () => {
    const data = withChargeValue(
      withChargeValue(
        { ...draft(), charges: [{ key: 'S1', indicator: 'A', code: 'C310' }] },
        'S1',
        'percent',
        '10',
      ),
      'S1',
      'lineKey',
      'L2',
    );
    const totals = recalculatedDraft({
      ...data,
      tax: { ratePercent: '7.5', categoryCode: 'S' },
    }).totals;
    // Lines 0.30 + 12.35 (12.345 rounded half away from zero); 10 % of 12.35 off; 7.5 % tax.
    expect(totals).toEqual({
      lineTotal: '12.65',
      chargeTotal: '0.00',
      allowanceTotal: '1.24',
      taxBasisTotal: '11.41',
      taxTotal: '0.86',
      grandTotal: '12.27',
      prepaid: '0.00',
      duePayable: '12.27',
    });
  });
});

describe('lines, keys and groups', () => {
  it('adds an order line with what is shipped and not invoiced, exactly, at the order price', () => {
    expect(invoiceableQuantity({ shipped: 0.3, invoiced: 0.1 })).toBe(0.2);
    expect(invoiceableQuantity({ shipped: 2, invoiced: 5 })).toBe(0);
    const added = withOrderLine(draft(), orderLine());
    expect(added.lines[2]).toEqual({
      key: 'L3',
      lineNumber: '3',
      buyerItemNumber: 'B-300',
      vendorItemNumber: 'WID-300',
      description: 'Widget, red',
      unit: 'EA',
      quantity: 0.2,
      unitPrice: '4.20',
    });
    expect(orderLinesNotOnInvoice(added, [orderLine()])).toEqual([]);
  });

  it('takes the first free key and drops an emptied group', () => {
    expect(nextKey('L', [{ key: 'L1' }, { key: 'L3' }])).toBe('L2');
    expect(nextKey('S', [])).toBe('S1');
    const withTerms = withGroupValue(draft(), 'terms', 'netDays', 30);
    expect(withTerms.terms).toEqual({ netDays: 30 });
    expect('terms' in withGroupValue(withTerms, 'terms', 'netDays', undefined)).toBe(false);
  });

  it('names a field by its row key, and indexes findings by row', () => {
    expect(invoiceFieldOf(draft(), ['data', 'lines', 1, 'unitPrice'])).toBe('lines.L2.unitPrice');
    expect(invoiceFieldOf(draft(), ['billTo', 'name'])).toBe('billTo.name');
    const index = indexInvoiceFindings([
      { field: 'lines.L2.unitPrice', message: 'a', severity: 'block', source: 'rule' },
      { field: 'billTo.name', message: 'b', severity: 'block', source: 'rule' },
    ]);
    expect(index.ofRow('lines.L2').map((finding) => finding.message)).toEqual(['a']);
    expect(index.under('billTo.').map((finding) => finding.message)).toEqual(['b']);
  });
});

describe('paths and layouts', () => {
  it('offers the invoice of an order its lifecycle lets be invoiced', () => {
    expect(['DELIVERED', 'SENT_ASN', 'SEND_INV', 'SENT_INV'].filter(mayInvoice)).toHaveLength(4);
    expect(mayInvoice('ACCEPTED')).toBe(false);
    expect(
      ['DELIVERED', 'SENT_ASN', 'SENT_INV', 'PAYMENT_ORDER', 'PRINTED'].map(invoiceLinkOf),
    ).toEqual(['make', 'make', 'open', 'open', null]);
    expect(orderInvoicePath(7001, 'A&B')).toBe('/space/delivery/invoice/order/7001?project=A%26B');
  });

  it('keeps each section’s arrangement apart, and reads a broken one as none', () => {
    const layout = { order: ['amount', 'lineNumber'], hidden: ['unit'] };
    const raw = withInvoiceLayout(withInvoiceLayout(null, 'items', layout), 'charges', layout);
    expect(storedInvoiceLayout(raw, 'items')).toEqual(layout);
    expect(storedInvoiceLayout(withInvoiceLayout(raw, 'items', undefined), 'items')).toBe(
      undefined,
    );
    expect(storedInvoiceLayout('{not json', 'items')).toBeUndefined();
    expect(invoiceLayoutKey('7')).toBe('portal.fieldConfig.deliveryInvoice.7');
  });
});

describe('texts built from the fields', () => {
  it('names every column, field, kind, paid state and total in both languages', () => {
    const keys = [
      ...itemColumns.map((column) => column.label),
      ...chargeColumns.map((column) => column.label),
      ...Object.values(groupFields).flatMap((fields) => fields.map((field) => field.label)),
      ...chargeIndicators.map((indicator) => `invoice.indicator.${indicator}`),
      ...paidStates.map((state) => `invoice.paidState.${state}`),
      ...['billTo', 'remitTo'].map((party) => `invoice.party.${party}`),
      ...[
        'lineTotal',
        'chargeTotal',
        'allowanceTotal',
        'taxBasisTotal',
        'taxTotal',
        'grandTotal',
      ].map((name) => `invoice.total.${name}`),
      ...['invoiceNumber', 'invoiceDate', 'currencyCode', 'shipNoticeNumber'].map(
        (name) => `invoice.field.${name}`,
      ),
      'invoice.field.originalInvoiceNumber',
    ];
    expect(keys.length).toBeGreaterThan(40);
    for (const language of ['zh-cn', 'en-us'] as const) {
      const table: Record<string, string> = texts[language];
      expect(
        keys.filter((key) => (table[key] ?? '').trim() === ''),
        language,
      ).toEqual([]);
    }
  });
});
