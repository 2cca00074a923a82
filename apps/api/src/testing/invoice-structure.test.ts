import {
  calculateInvoice,
  decimalToNumber,
  type CanonicalInvoice,
  type InvoiceAmounts,
  type InvoiceCharge,
  type InvoiceItem,
  type ProjectConnection,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { renderOutboundDocument } from '../gateway/outbound/outbound-documents';
import { edifactConnection, x12Connection } from '../gateway/testing/gateway-fixtures';
import { invoiceStructureProblems, type ExpectedInvoice } from './invoice-structure';

const items: InvoiceItem[] = [
  { key: 'l1', lineNumber: '1', vendorItemNumber: 'ACM-1001', quantity: 24, unitPrice: '12.35' },
  { key: 'l2', lineNumber: '2', vendorItemNumber: 'ACM-1002', quantity: 7, unitPrice: '3.33' },
  { key: 'l3', lineNumber: '3', vendorItemNumber: 'ACM-1003', quantity: 1.5, unitPrice: '10.05' },
];
const charges: InvoiceCharge[] = [
  { key: 'c1', indicator: 'C', code: 'D240', amount: '25.00' },
  { key: 'c2', lineKey: 'l1', indicator: 'A', code: 'C310', percent: '5' },
  { key: 'c3', indicator: 'A', code: 'I170', percent: '1.5' },
];

/**
 * The invoice as the contracts calculate it (exact decimal strings) and as the writers take it
 * (the canonical document, numbers parsed from those strings).
 */
function invoiceOf(creditMemo: boolean): { canonical: CanonicalInvoice; totals: InvoiceAmounts } {
  const calculation = calculateInvoice({
    currencyCode: 'USD',
    lines: items,
    charges,
    tax: { ratePercent: '8.25', categoryCode: 'S' },
    prepaid: '10.00',
  });
  const { totals } = calculation;
  const charge = (entry: InvoiceCharge) => ({
    indicator: entry.indicator,
    type: entry.code,
    amount: decimalToNumber(calculation.chargeAmounts[entry.key] ?? '0'),
    ...(entry.percent === undefined ? {} : { percent: decimalToNumber(entry.percent) }),
  });
  const canonical: CanonicalInvoice = {
    kind: 'invoice',
    ...(creditMemo ? { purpose: 'creditMemo', originalInvoiceNumber: 'INV-77' } : {}),
    invoiceNumber: creditMemo ? 'CM-78' : 'INV-78',
    invoiceDate: '2026-01-20',
    orderNumber: '4500012345',
    currencyCode: 'USD',
    tax: {
      ratePercent: 8.25,
      categoryCode: 'S',
      amount: decimalToNumber(totals.taxTotal),
      basis: decimalToNumber(totals.taxBasisTotal),
    },
    parties: [],
    lines: items.map((item) => {
      const own = charges.filter((entry) => entry.lineKey === item.key).map(charge);
      return {
        lineNumber: item.lineNumber,
        vendorItemNumber: item.vendorItemNumber,
        quantityInvoiced: item.quantity,
        unitPrice: decimalToNumber(item.unitPrice ?? '0'),
        amount: decimalToNumber(calculation.lineAmounts[item.key] ?? '0'),
        ...(own.length === 0 ? {} : { serviceCharges: own }),
      };
    }),
    serviceCharges: charges.filter((entry) => entry.lineKey === undefined).map(charge),
    totals: {
      lineTotal: decimalToNumber(totals.lineTotal),
      chargeTotal: decimalToNumber(totals.chargeTotal),
      allowanceTotal: decimalToNumber(totals.allowanceTotal),
      taxBasisTotal: decimalToNumber(totals.taxBasisTotal),
      taxTotal: decimalToNumber(totals.taxTotal),
      grandTotal: decimalToNumber(totals.grandTotal),
      prepaid: decimalToNumber(totals.prepaid),
      duePayable: decimalToNumber(totals.duePayable),
    },
  };
  return { canonical, totals };
}

const connections: Record<string, ProjectConnection> = {
  'X12 004010': x12Connection,
  'X12 005010': { ...x12Connection, version: '005010' },
  'EDIFACT D96A': edifactConnection,
  'EDIFACT D01B': { ...edifactConnection, version: 'D01B' },
};

function written(connection: ProjectConnection, creditMemo: boolean) {
  const { canonical, totals } = invoiceOf(creditMemo);
  const text = renderOutboundDocument(
    connection,
    canonical,
    { interchange: 321, group: 54, transaction: 9876 },
    new Date('2026-01-20T09:00:00Z'),
  );
  const expected: ExpectedInvoice = { totals, lines: items.length, creditMemo };
  return { text, expected };
}

/** Replaces `from` with `to` once; a pattern that misses would plant nothing, so it throws. */
function plant(text: string, from: string | RegExp, to: string): string {
  const changed = text.replace(from, to);
  if (changed === text) throw new Error(`nothing planted for ${String(from)}`);
  return changed;
}

describe('what the writers make passes the structural check', () => {
  it('the totals are the exact ones the test relies on', () => {
    // 296.40 + 23.31 + 15.08 (1.5 × 10.05 rounded once); 5 % of 296.40; 1.5 % of 334.79.
    expect(invoiceOf(false).totals).toEqual({
      lineTotal: '334.79',
      chargeTotal: '25.00',
      allowanceTotal: '19.84',
      taxBasisTotal: '339.95',
      taxTotal: '28.05',
      grandTotal: '368.00',
      prepaid: '10.00',
      duePayable: '358.00',
    });
  });

  const cases = Object.keys(connections).flatMap((name) => [
    [name, false] as const,
    [name, true] as const,
  ]);
  it.each(cases)('%s (credit memo: %s)', (name, creditMemo) => {
    const { text, expected } = written(connections[name] ?? x12Connection, creditMemo);
    expect(invoiceStructureProblems(text, expected)).toEqual([]);
    expect(invoiceStructureProblems(text)).toEqual([]);
  });
});

describe('faults planted in a valid 810 are each reported', () => {
  const { text: valid, expected } = written(x12Connection, false);
  const credit = written(x12Connection, true);

  it('finds nothing in the valid one', () => {
    expect(valid).toContain('TDS*36800*33995~');
    expect(invoiceStructureProblems(valid, expected)).toEqual([]);
  });

  const faults: [string, (text: string) => string, RegExp][] = [
    [
      'TDS01 not the grand total',
      (t) => plant(t, 'TDS*36800*', 'TDS*36801*'),
      /TDS01 is 368\.01, expected 368\.00$/,
    ],
    [
      'TDS02 not the tax basis',
      (t) => plant(t, '*33995~', '*33996~'),
      /TDS02 is 339\.96, expected 339\.95$/,
    ],
    [
      'TDS01 not TDS02 + the tax',
      (t) => plant(t, /TXI\*VA\*28\.05\*/, 'TXI*VA*28.06*'),
      /TDS01 368\.00 is not TDS02 \+ TXI02 \(368\.01\)/,
    ],
    ['TDS01 not in cents', (t) => plant(t, 'TDS*36800*', 'TDS*368.00*'), /TDS01 "368\.00"/],
    ['TDS missing', (t) => plant(t, /TDS\*[^~]*~\n/, ''), /0 TDS segments, expected 1/],
    [
      'TDS before the last IT1',
      (t) => {
        const tds = /TDS\*[^~]*~\n/.exec(t)?.[0] ?? 'missing';
        return plant(plant(t, tds, ''), 'IT1*3*', `${tds}IT1*3*`);
      },
      /the total comes before the last IT1 line/,
    ],
    ['CTT missing', (t) => plant(t, /CTT\*\d+~\n/, ''), /0 CTT segments, expected 1/],
    [
      'IT1 without its unit',
      (t) => plant(t, 'IT1*2*7*EA*', 'IT1*2*7**'),
      /IT1 \(\d+\): IT102 quantity, IT103 unit and IT104 price go together/,
    ],
    [
      'CTT01 not the IT1 count',
      (t) => plant(t, 'CTT*3~', 'CTT*4~'),
      /CTT01 says 4, but there are 3 IT1 lines/,
    ],
    [
      'SE01 not the segment count',
      (t) => plant(t, /SE\*(\d+)\*9876~/, 'SE*99*9876~'),
      /^SE01 .* says 99, but there are \d+ segments from ST to SE$/,
    ],
    [
      'ST02 ≠ SE02',
      (t) => plant(t, /SE\*(\d+)\*9876~/, 'SE*$1*9877~'),
      /^SE02 .* is "9877", expected "9876"$/,
    ],
    ['GS06 ≠ GE02', (t) => plant(t, 'GE*1*54~', 'GE*1*55~'), /^GE02 .* is "55", expected "54"$/],
    [
      'ISA13 ≠ IEA02',
      (t) => plant(t, 'IEA*1*000000321', 'IEA*1*000000322'),
      /^IEA02 is "000000322", expected "000000321"$/,
    ],
    [
      'BIG not first',
      (t) => plant(t, /(ST\*810\*9876~\n)/, '$1REF*ZZ*X~\n'),
      /BIG is not the first segment after ST/,
    ],
    [
      'BIG07 CR on an invoice',
      (t) => plant(t, 'BIG*20260120*INV-78**4500012345', 'BIG*20260120*INV-78**4500012345***CR'),
      /BIG07 is "CR", expected none \(an invoice\)/,
    ],
  ];

  it.each(faults)('%s', (_, fault, reported) => {
    const problems = invoiceStructureProblems(fault(valid), expected);
    expect(
      problems.some((problem) => reported.test(problem)),
      problems.join('\n'),
    ).toBe(true);
  });

  it('a fewer lines than expected', () => {
    expect(invoiceStructureProblems(valid, { ...expected, lines: 4 })).toEqual([
      'set 9876: 3 IT1 lines, expected 4',
    ]);
  });

  it('a credit memo without BIG07 CR, and one without REF*OI', () => {
    const noFlag = plant(credit.text, '*4500012345***CR~', '*4500012345~');
    expect(invoiceStructureProblems(noFlag, credit.expected)).toEqual([
      'set 9876: BIG07 is "", expected "CR" (a credit memo)',
    ]);
    const noOriginal = plant(credit.text, 'REF*OI*INV-77~\n', 'REF*ZZ*INV-77~\n');
    expect(invoiceStructureProblems(noOriginal, credit.expected)).toEqual([
      'set 9876: a credit memo without REF*OI naming the original invoice',
    ]);
  });
});

describe('faults planted in a valid INVOIC are each reported', () => {
  const { text: valid, expected } = written(edifactConnection, false);
  const credit = written(edifactConnection, true);

  it('finds nothing in the valid one', () => {
    expect(valid).toContain("MOA+77:368'");
    expect(invoiceStructureProblems(valid, expected)).toEqual([]);
  });

  const faults: [string, (text: string) => string, RegExp][] = [
    [
      'MOA+77 not the grand total',
      (t) => plant(t, "MOA+77:368'", "MOA+77:368.01'"),
      /MOA\+77 is 368\.01, expected 368\.00$/,
    ],
    [
      'MOA+79 not the line total',
      (t) => plant(t, "MOA+79:334.79'", "MOA+79:334.8'"),
      /MOA\+79 is 334\.8, expected 334\.79$/,
    ],
    [
      'MOA+176 not the tax total',
      (t) => plant(t, "MOA+176:28.05'", "MOA+176:28.04'"),
      /MOA\+176 is 28\.04, expected 28\.05$/,
    ],
    [
      'MOA+125 not the tax basis',
      (t) => plant(t, "MOA+125:339.95'\nMOA+176", "MOA+125:339.94'\nMOA+176"),
      /MOA\+125 is 339\.94, expected 339\.95$/,
    ],
    [
      'MOA+9 not the amount due',
      (t) => plant(t, "MOA+9:358'", "MOA+9:368'"),
      /MOA\+9 is 368, expected 358\.00$/,
    ],
    [
      'MOA+77 not MOA+125 + MOA+176',
      (t) => plant(t, "MOA+77:368'", "MOA+77:367'"),
      /MOA\+77 367 is not MOA\+125 \+ MOA\+176 \(368\)/,
    ],
    ['MOA+77 missing', (t) => plant(t, "MOA+77:368'\n", ''), /no summary MOA\+77/],
    [
      'an amount that is no decimal',
      (t) => plant(t, "MOA+79:334.79'", "MOA+79:3,34'"),
      /"3,34" is not a decimal/,
    ],
    [
      'CNT+2 not the LIN count',
      (t) => plant(t, "CNT+2:3'", "CNT+2:2'"),
      /CNT\+2 says 2, but there are 3 LIN lines/,
    ],
    ['UNS missing', (t) => plant(t, "UNS+S'\n", ''), /0 UNS segments, expected 1/],
    [
      'BGM 380 for a credit note',
      () => plant(credit.text, "BGM+381+CM-78+9'", "BGM+380+CM-78+9'"),
      /document name 380, expected 381 \(a credit note\)/,
    ],
    [
      'BGM of another document',
      (t) => plant(t, "BGM+380+INV-78+9'", "BGM+220+INV-78+9'"),
      /document name 220, not 380 or 381/,
    ],
    [
      'UNT01 not the segment count',
      (t) => plant(t, /UNT\+(\d+)\+9876'/, "UNT+99+9876'"),
      /^UNT01 .* says 99, but there are \d+ segments from UNH to UNT$/,
    ],
    [
      'UNB05 ≠ UNZ02',
      (t) => plant(t, "UNZ+1+321'", "UNZ+1+322'"),
      /^UNZ02 is "322", expected "321"$/,
    ],
  ];

  it.each(faults)('%s', (_, fault, reported) => {
    const problems = invoiceStructureProblems(fault(valid), {
      ...expected,
      // The credit-note fault is planted in the credit note: expect one there.
      creditMemo: fault(valid).includes('CM-78'),
    });
    expect(
      problems.some((problem) => reported.test(problem)),
      problems.join('\n'),
    ).toBe(true);
  });

  it('a credit note without RFF+OI', () => {
    const noOriginal = plant(credit.text, "RFF+OI:INV-77'", "RFF+ZZZ:INV-77'");
    expect(invoiceStructureProblems(noOriginal, credit.expected)).toEqual([
      'message 9876: a credit note without RFF+OI naming the original invoice',
    ]);
  });
});

it('says when the text is no interchange it knows, and when it holds no invoice', () => {
  expect(invoiceStructureProblems('hello')).toEqual([
    'neither an X12 (ISA) nor an EDIFACT (UNA / UNB) interchange',
  ]);
  const { text } = written(x12Connection, false);
  expect(invoiceStructureProblems(plant(text, 'ST*810*', 'ST*856*'))).toContain(
    'ST01 (3) is 856, not 810',
  );
});
