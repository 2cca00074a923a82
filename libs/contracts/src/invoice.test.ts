import { describe, expect, it } from 'vitest';
import {
  calculateInvoice,
  invoiceDataSchema,
  invoiceProblems,
  invoiceProblemText,
  invoiceRules,
  invoiceRuleTexts,
  recalculateInvoice,
  type InvoiceCheckContext,
  type InvoiceData,
  type InvoiceDataInput,
} from './invoice';

const data = (input: Partial<InvoiceDataInput> = {}): InvoiceData =>
  invoiceDataSchema.parse({
    invoiceNumber: 'INV-1',
    invoiceDate: '2025-12-03',
    currencyCode: 'USD',
    lines: [],
    ...input,
  });

/** The worked example of docs/invoices.md. */
const worked = (): InvoiceData =>
  data({
    lines: [
      { key: 'L1', lineNumber: '1', quantity: 3, unitPrice: '19.99' },
      { key: 'L2', lineNumber: '2', quantity: 2, unitPrice: '5.05' },
    ],
    charges: [
      { key: 'C1', indicator: 'C', code: 'D240', amount: '12.50' },
      { key: 'C2', indicator: 'A', code: 'C310', percent: '2' },
    ],
    tax: { ratePercent: '8.25', categoryCode: 'S' },
  });

describe('calculateInvoice', () => {
  it('computes the worked example to the cent', () => {
    const result = calculateInvoice(worked());
    expect(result.lineAmounts).toEqual({ L1: '59.97', L2: '10.10' });
    // 2 % of the line total 70.07 is 1.4014 → 1.40.
    expect(result.chargeAmounts).toEqual({ C1: '12.50', C2: '1.40' });
    expect(result.totals).toEqual({
      lineTotal: '70.07',
      chargeTotal: '12.50',
      allowanceTotal: '1.40',
      taxBasisTotal: '81.17',
      // 8.25 % of 81.17 is 6.696525 → 6.70, once.
      taxTotal: '6.70',
      grandTotal: '87.87',
      prepaid: '0.00',
      duePayable: '87.87',
    });
  });

  it('writes yen without decimals, rounding each product once', () => {
    const { totals, lineAmounts, chargeAmounts } = calculateInvoice(
      data({
        currencyCode: 'JPY',
        lines: [
          { key: 'L1', lineNumber: '1', quantity: 7, unitPrice: '143' },
          { key: 'L2', lineNumber: '2', quantity: 3, unitPrice: '0.5' },
        ],
        charges: [{ key: 'C1', indicator: 'A', code: 'I170', percent: '5' }],
        tax: { ratePercent: '8', categoryCode: 'S' },
        prepaid: '100',
      }),
    );
    // 3 × 0.5 = 1.5 → 2 (half away from zero); 5 % of 1003 = 50.15 → 50; 8 % of 953 = 76.24 → 76.
    expect(lineAmounts).toEqual({ L1: '1001', L2: '2' });
    expect(chargeAmounts).toEqual({ C1: '50' });
    expect(totals).toEqual({
      lineTotal: '1003',
      chargeTotal: '0',
      allowanceTotal: '50',
      taxBasisTotal: '953',
      taxTotal: '76',
      grandTotal: '1029',
      prepaid: '100',
      duePayable: '929',
    });
  });

  it('writes Kuwaiti dinars with three decimals', () => {
    const { totals, lineAmounts } = calculateInvoice(
      data({
        currencyCode: 'KWD',
        lines: [
          { key: 'L1', lineNumber: '1', quantity: 2, unitPrice: '1.2345' },
          { key: 'L2', lineNumber: '2', quantity: 3, unitPrice: '0.3335' },
        ],
        tax: { ratePercent: '5', categoryCode: 'S' },
      }),
    );
    // 3 × 0.3335 = 1.0005 → 1.001; 5 % of 3.470 = 0.1735 → 0.174.
    expect(lineAmounts).toEqual({ L1: '2.469', L2: '1.001' });
    expect(totals).toMatchObject({
      lineTotal: '3.470',
      taxTotal: '0.174',
      grandTotal: '3.644',
      duePayable: '3.644',
    });
  });

  it('rounds half away from zero where floats would go down, and below zero too', () => {
    const { totals } = calculateInvoice(
      data({
        lines: [{ key: 'L1', lineNumber: '1', quantity: 3, unitPrice: '0.335' }],
        charges: [
          // Information only: neither added nor subtracted.
          { key: 'C1', indicator: 'N', code: 'F050', amount: '5.00' },
          { key: 'C2', indicator: 'A', code: 'C310', amount: '1.06' },
        ],
        tax: { ratePercent: '10', categoryCode: 'S' },
      }),
    );
    // 1.005 → 1.01; basis 1.01 − 1.06 = −0.05; tax −0.005 → −0.01.
    expect(totals).toMatchObject({
      lineTotal: '1.01',
      chargeTotal: '0.00',
      allowanceTotal: '1.06',
      taxBasisTotal: '-0.05',
      taxTotal: '-0.01',
      grandTotal: '-0.06',
    });
  });

  it('counts an unpriced line as nothing, and a line charge against its own line', () => {
    const { totals, chargeAmounts } = calculateInvoice(
      data({
        lines: [
          { key: 'L1', lineNumber: '1', quantity: 4, unitPrice: '2.50' },
          { key: 'L2', lineNumber: '2', quantity: 9, unitPrice: '' },
        ],
        charges: [{ key: 'C1', lineKey: 'L1', indicator: 'C', code: 'H090', percent: '12.5' }],
      }),
    );
    expect(chargeAmounts).toEqual({ C1: '1.25' });
    expect(totals.lineTotal).toBe('10.00');
    expect(totals.grandTotal).toBe('11.25');
  });
});

describe('invoiceProblems', () => {
  const context: InvoiceCheckContext = {
    kind: 'invoice',
    orderLines: [
      { lineNumber: '1', shipped: 3, invoiced: 0 },
      { lineNumber: '2', shipped: 2, invoiced: 0 },
    ],
  };

  it('finds nothing to say about a complete, recalculated invoice', () => {
    const complete = recalculateInvoice({
      ...worked(),
      billTo: { name: 'RETAILCO ACCOUNTS PAYABLE' },
      remitTo: { name: 'ACME SUPPLY CO' },
      terms: { typeCode: '01', netDays: 60 },
    });
    expect(invoiceProblems(complete, context)).toEqual([]);
  });

  it('blocks what must be fixed and asks about what may be left out', () => {
    const broken = data({
      invoiceNumber: '',
      lines: [
        { key: 'L1', lineNumber: '1', quantity: 4, unitPrice: '19.99' },
        { key: 'L2', lineNumber: '2', quantity: 0, unitPrice: '' },
        { key: 'L3', lineNumber: '9', quantity: 1, unitPrice: '1' },
      ],
      charges: [
        { key: 'C1', indicator: 'C', code: 'D240', amount: '1', percent: '2' },
        { key: 'C2', lineKey: 'L7', indicator: 'A', code: 'C310' },
      ],
      tax: { ratePercent: '8.25' },
      prepaid: '1000',
    });
    const problems = invoiceProblems(broken, context);
    expect(problems.map((problem) => [problem.rule, problem.severity, problem.field])).toEqual([
      ['numberMissing', 'block', 'invoiceNumber'],
      ['billToMissing', 'block', 'billTo.name'],
      ['lineUnpriced', 'block', 'lines.L2.unitPrice'],
      ['quantityMissing', 'block', 'lines.L2.quantity'],
      ['lineNotOrdered', 'block', 'lines.L3.lineNumber'],
      ['overInvoiced', 'block', 'lines.L1.quantity'],
      ['chargeAmountOrPercent', 'block', 'charges.C1.amount'],
      ['chargeAmountOrPercent', 'block', 'charges.C2.amount'],
      ['chargeLineUnknown', 'block', 'charges.C2.lineKey'],
      ['totalsStale', 'block', 'totals'],
      ['dueNegative', 'block', 'prepaid'],
      ['remitToMissing', 'ask', 'remitTo.name'],
      ['taxIncomplete', 'ask', 'tax.ratePercent'],
      ['settlementIncomplete', 'ask', 'terms.netDays'],
    ]);
    const over = problems.find((problem) => problem.rule === 'overInvoiced');
    expect(over?.values).toEqual({ line: '1', quantity: '4', allowed: '3' });
    expect(invoiceProblemText(over ?? { rule: 'noLines', values: {} }, 'en-us')).toBe(
      'Line 1 invoices 4, more than the 3 shipped and not yet invoiced',
    );
  });

  it('takes totals that are no decimals for stale ones, never failing', () => {
    const garbled = {
      ...recalculateInvoice(worked()),
      totals: {
        lineTotal: 'a lot',
        chargeTotal: '',
        allowanceTotal: '1e3',
        taxBasisTotal: '12345678901234567890',
        taxTotal: '0',
        grandTotal: '0',
        prepaid: '0',
        duePayable: '0',
      },
    };
    expect(
      invoiceProblems(garbled, { ...context, kind: 'creditMemo', creditable: 'none' })
        .filter((problem) => problem.rule === 'totalsStale')
        .map((problem) => problem.field),
    ).toEqual(['totals']);
  });

  it('counts what other invoices billed, exactly', () => {
    const partial = recalculateInvoice(
      data({
        billTo: { name: 'B' },
        lines: [{ key: 'L1', lineNumber: '1', quantity: 0.3, unitPrice: '1' }],
      }),
    );
    const rules = (invoiced: number) =>
      invoiceProblems(partial, {
        kind: 'invoice',
        orderLines: [{ lineNumber: '1', shipped: 1, invoiced }],
      })
        .filter((problem) => problem.severity === 'block')
        .map((problem) => problem.rule);
    // 1 − 0.7 is 0.30000000000000004 as floats: still exactly the 0.3 left.
    expect(rules(0.7)).toEqual([]);
    expect(rules(0.8)).toEqual(['overInvoiced']);
  });

  it('adds a line billed in parts exactly, and names the quantities in plain decimals', () => {
    const split = recalculateInvoice(
      data({
        billTo: { name: 'B' },
        lines: [
          { key: 'L1', lineNumber: '1', quantity: 0.1, unitPrice: '1' },
          { key: 'L2', lineNumber: '1', quantity: 0.2, unitPrice: '1' },
        ],
      }),
    );
    const over = (shipped: number) =>
      invoiceProblems(split, {
        kind: 'invoice',
        orderLines: [{ lineNumber: '1', shipped, invoiced: 0 }],
      })
        .filter((problem) => problem.rule === 'overInvoiced')
        .map((problem) => problem.values);
    // 0.1 + 0.2 is 0.30000000000000004 as floats: exactly the 0.3 shipped.
    expect(over(0.3)).toEqual([]);
    expect(over(0.25)).toEqual([{ line: '1', quantity: '0.3', allowed: '0.25' }]);
  });

  it('refuses a prepaid amount an X12 810 cannot carry, and lets EDIFACT carry it', () => {
    const prepaid = recalculateInvoice({
      ...worked(),
      billTo: { name: 'B' },
      prepaid: '10.00',
    });
    const rules = (standard: 'X12' | 'EDIFACT') =>
      invoiceProblems(prepaid, { ...context, standard }).map((problem) => problem.rule);
    expect(rules('X12')).toContain('prepaidNotInX12');
    expect(rules('EDIFACT')).not.toContain('prepaidNotInX12');
    const none = recalculateInvoice({ ...worked(), billTo: { name: 'B' }, prepaid: '0.00' });
    expect(invoiceProblems(none, { ...context, standard: 'X12' }).map((p) => p.rule)).not.toContain(
      'prepaidNotInX12',
    );
  });

  it('refuses two lines or two charges with one key (amounts are looked up by key)', () => {
    const line = { lineNumber: '1', quantity: 1, unitPrice: '1' };
    expect(
      invoiceDataSchema.safeParse({
        invoiceDate: '2025-12-03',
        currencyCode: 'USD',
        lines: [
          { key: 'L1', ...line },
          { key: 'L1', ...line },
        ],
      }).success,
    ).toBe(false);
    const charge = { indicator: 'C', code: 'D240', amount: '1' } as const;
    expect(
      invoiceDataSchema.safeParse({
        invoiceDate: '2025-12-03',
        currencyCode: 'USD',
        lines: [],
        charges: [
          { key: 'C1', ...charge },
          { key: 'C1', ...charge },
        ],
      }).success,
    ).toBe(false);
  });

  it('holds a credit memo to its original and to what is left to credit', () => {
    const memo = recalculateInvoice(
      data({
        billTo: { name: 'B' },
        lines: [{ key: 'L1', lineNumber: '1', quantity: 5, unitPrice: '10' }],
      }),
    );
    const memoContext = (creditable: string): InvoiceCheckContext => ({
      kind: 'creditMemo',
      orderLines: [{ lineNumber: '1', shipped: 1, invoiced: 1 }],
      creditable,
    });
    const blocks = (memoData: InvoiceData, creditable: string) =>
      invoiceProblems(memoData, memoContext(creditable)).filter(
        (problem) => problem.severity === 'block',
      );
    // Credited quantities are not held to what shipped; the original must be named.
    expect(blocks(memo, '50.00').map((problem) => problem.rule)).toEqual(['creditWithoutOriginal']);
    const named = { ...memo, originalInvoiceNumber: 'INV-0' };
    expect(blocks(named, '50.00')).toEqual([]);
    expect(blocks(named, '49.99')).toEqual([
      {
        rule: 'creditExceedsOriginal',
        severity: 'block',
        field: 'totals.grandTotal',
        values: { amount: '50.00', allowed: '49.99' },
      },
    ]);
  });

  it('words every rule in both languages', () => {
    for (const rule of invoiceRules) {
      for (const language of ['zh-cn', 'en-us'] as const) {
        const text = invoiceRuleTexts[rule][language]({
          line: '1',
          quantity: '2',
          allowed: '1',
          amount: '3',
        });
        expect(text.length, `${rule} ${language}`).toBeGreaterThan(5);
        expect(text).not.toContain('undefined');
      }
    }
  });
});
