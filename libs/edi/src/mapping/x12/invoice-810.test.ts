import { canonicalInvoiceSchema, type CanonicalInvoice } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { parseX12 } from '../../x12-envelope';
import { buildX12Transaction } from './build-transaction';
import { formatCents } from './common';
import { documentOf, mapOne, writeSets } from './x12-test-support';

/** A credit memo against INV-1001: a line allowance of 5 %, a header charge of 2 %, 10 % tax. */
const creditMemo: CanonicalInvoice = {
  kind: 'invoice',
  purpose: 'creditMemo',
  invoiceNumber: 'CM-1001',
  originalInvoiceNumber: 'INV-1001',
  invoiceDate: '2026-01-20',
  orderNumber: '4500012345',
  currencyCode: 'USD',
  tax: { categoryCode: 'TX', ratePercent: 10, basis: 1235.48, amount: 123.55 },
  parties: [{ role: 'billTo', name: 'RETAILCO ACCOUNTS PAYABLE', agencyCode: '92', id: '0001' }],
  lines: [
    {
      lineNumber: '1',
      vendorItemNumber: 'ACM-1001',
      quantityInvoiced: 3,
      unit: 'EA',
      unitPrice: 411.45,
      amount: 1234.35,
      orderLineNumber: '1',
      serviceCharges: [
        { indicator: 'A', type: 'C310', amount: 61.72, percent: 5, description: 'DISCOUNT' },
        { indicator: 'C', type: 'D500', amount: 0.3 },
      ],
    },
    { lineNumber: '2', quantityInvoiced: 1, unit: 'EA', unitPrice: 37.12, amount: 37.12 },
  ],
  serviceCharges: [{ indicator: 'C', type: 'D240', amount: 25.43, percent: 2 }],
  totals: {
    lineTotal: 1271.47,
    chargeTotal: 25.73,
    allowanceTotal: 61.72,
    taxBasisTotal: 1235.48,
    taxTotal: 123.55,
    grandTotal: 1359.03,
    prepaid: 0,
    duePayable: 1359.03,
  },
};

function written(invoice: CanonicalInvoice, version: '00401' | '00501' = '00401') {
  const set = buildX12Transaction(invoice, {
    version: version === '00401' ? '004010' : '005010',
    controlNumber: 3,
  });
  const text = writeSets('IN', [set], version);
  const segments = parseX12(text).interchanges[0]?.groups[0]?.transactions[0]?.segments ?? [];
  const lines = segments.map((segment) =>
    [segment.tag, ...segment.elements.map((element) => element.join('>'))].join('*'),
  );
  return { text, lines };
}

describe('810 credit memo', () => {
  it('passes the contracts schema', () => {
    expect(canonicalInvoiceSchema.safeParse(creditMemo).error).toBeUndefined();
  });

  it('writes BIG07 CR without BIG08, REF OI, the line SACs in the IT1 loop and TDS in cents', () => {
    const { lines } = written(creditMemo);
    expect(lines[0]).toBe('BIG*20260120*CM-1001**4500012345***CR');
    expect(lines).toContain('REF*OI*INV-1001');
    const firstLine = lines.indexOf('IT1*1*3*EA*411.45**VN*ACM-1001');
    expect(lines.slice(firstLine, firstLine + 5)).toEqual([
      'IT1*1*3*EA*411.45**VN*ACM-1001',
      'REF*LI*1',
      'SAC*A*C310***6172*6*5********DISCOUNT',
      'SAC*C*D500***30',
      'IT1*2*1*EA*37.12',
    ]);
    expect(lines.slice(lines.indexOf('TDS*135903*123548'))).toEqual([
      'TDS*135903*123548',
      'TXI*TX*123.55*10*****1235.48',
      'SAC*C*D240***2543*6*2',
      'CTT*2',
    ]);
  });

  it.each(['00401', '00501'] as const)('round trips in %s: the same credit memo', (version) => {
    const read = canonicalInvoiceSchema.parse(
      documentOf(mapOne(written(creditMemo, version).text)),
    );
    expect(read).toEqual(creditMemo);
  });

  it('reads an invoice (no BIG07) without a purpose and ignores REF OI on it', () => {
    const invoice: CanonicalInvoice = { ...creditMemo, purpose: undefined };
    const { text, lines } = written(invoice);
    expect(lines[0]).toBe('BIG*20260120*CM-1001**4500012345');
    expect(lines).not.toContain('REF*OI*INV-1001');
    const read = canonicalInvoiceSchema.parse(documentOf(mapOne(text)));
    expect(read.purpose).toBeUndefined();
    expect(read.originalInvoiceNumber).toBeUndefined();
  });

  it('writes IT103 EA for a line without a unit (IT102 to IT104 go together)', () => {
    const { lines } = written({
      ...creditMemo,
      lines: [{ lineNumber: '1', quantityInvoiced: 2, unitPrice: 5, amount: 10 }],
    });
    expect(lines).toContain('IT1*1*2*EA*5');
  });

  it('reads line SAC07 percent back, and a line SAC counts in the charge totals', () => {
    const text = written(creditMemo).text.replace('SAC*C*D500***30~', 'SAC*C*D500***130*6*1.5~');
    const read = canonicalInvoiceSchema.parse(documentOf(mapOne(text)));
    expect(read.lines[0]?.serviceCharges?.[1]).toEqual({
      indicator: 'C',
      type: 'D500',
      amount: 1.3,
      percent: 1.5,
    });
    expect(read.totals.chargeTotal).toBe(26.73);
  });
});

describe('810 tax categories', () => {
  it.each([
    ['S', 10, 'TXI*VA*123.55*10*****1235.48', 'S'],
    ['Z', 0, 'TXI*VA*123.55*0*****1235.48', 'Z'],
    ['E', 0, 'TXI*VA*123.55*0***1**1235.48', 'E'],
    ['ST', 10, 'TXI*ST*123.55*10*****1235.48', 'ST'],
  ] as const)(
    'writes category %s as a 2-character TXI01 tax type and reads it back',
    (categoryCode, ratePercent, summary, readBack) => {
      const invoice: CanonicalInvoice = {
        ...creditMemo,
        tax: { categoryCode, ratePercent, basis: 1235.48, amount: 123.55 },
      };
      const { text, lines } = written(invoice);
      expect(lines.filter((line) => line.startsWith('TXI'))).toEqual([summary]);
      const read = canonicalInvoiceSchema.parse(documentOf(mapOne(text)));
      expect(read.tax?.categoryCode).toBe(readBack);
    },
  );
});

describe('810 amounts are exact', () => {
  it('formats cents without float noise', () => {
    expect(formatCents(1234.35)).toBe('123435');
    expect(formatCents(4.35)).toBe('435');
    expect(formatCents(0.1 + 0.2)).toBe('30');
    expect(formatCents(123456789012.35)).toBe('12345678901235');
    expect(formatCents(-61.72)).toBe('-6172');
  });

  it('writes the totals as given, not re-added, and JPY totals as N2 cents', () => {
    const yen: CanonicalInvoice = {
      ...creditMemo,
      currencyCode: 'JPY',
      tax: { categoryCode: 'TX', ratePercent: 10, amount: 12345 },
      lines: [{ lineNumber: '1', quantityInvoiced: 3, unitPrice: 41150, amount: 123450 }],
      serviceCharges: [],
      totals: {
        lineTotal: 123450,
        chargeTotal: 0,
        allowanceTotal: 0,
        taxBasisTotal: 123450,
        taxTotal: 12345,
        // Deliberately not lineTotal + tax: the writer must not add up on its own.
        grandTotal: 135796,
        prepaid: 0,
        duePayable: 135796,
      },
    };
    const { text, lines } = written(yen);
    expect(lines.filter((line) => /^(TDS|TXI)/.test(line))).toEqual([
      'TDS*13579600*12345000',
      'TXI*TX*12345*10',
    ]);
    expect(canonicalInvoiceSchema.parse(documentOf(mapOne(text))).totals).toEqual(yen.totals);
  });

  it('sums the lines read exactly (0.1 + 0.2 is 0.3)', () => {
    const noisy: CanonicalInvoice = {
      ...creditMemo,
      purpose: undefined,
      tax: undefined,
      lines: [
        { lineNumber: '1', quantityInvoiced: 1, unitPrice: 0.1, amount: 0.1 },
        { lineNumber: '2', quantityInvoiced: 1, unitPrice: 0.2, amount: 0.2 },
        { lineNumber: '3', quantityInvoiced: 3, unitPrice: 0.1, amount: 0.3 },
      ],
      serviceCharges: [],
      totals: {
        lineTotal: 0.6,
        chargeTotal: 0,
        allowanceTotal: 0,
        taxBasisTotal: 0.6,
        taxTotal: 0,
        grandTotal: 0.6,
        prepaid: 0,
        duePayable: 0.6,
      },
    };
    const read = canonicalInvoiceSchema.parse(documentOf(mapOne(written(noisy).text)));
    expect(read.lines.map((line) => line.amount)).toEqual([0.1, 0.2, 0.3]);
    expect(read.totals).toEqual(noisy.totals);
  });
});
