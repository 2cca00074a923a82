import { canonicalInvoiceSchema, type CanonicalInvoice } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { parseEdifact, type EdifactMessage } from '../../edifact-envelope';
import { writeEdifact } from '../../edifact-writer';
import type { SegmentInput } from '../../segment';
import { EdiWriteError } from '../../writer-common';
import type { EdifactBuildOptions } from '../mapping-types';
import { mapEdifactMessage } from './inbound';
import { buildInvoice } from './invoic';
import { documentOf, firstMessage, ofKind } from './test-support';

const d96a: EdifactBuildOptions = { version: 'D96A', reference: 11 };
const d01b: EdifactBuildOptions = { version: 'D01B', reference: 12 };

/** A credit note against INV-EU-1: a line allowance of 5 %, a heading charge of 2 %, 19 % VAT. */
const creditMemo: CanonicalInvoice = {
  kind: 'invoice',
  purpose: 'creditMemo',
  invoiceNumber: 'CN-EU-1',
  originalInvoiceNumber: 'INV-EU-1',
  invoiceDate: '2026-01-20',
  orderNumber: 'PO-EU-20001',
  currencyCode: 'EUR',
  tax: { ratePercent: 19, categoryCode: 'S', amount: 234.74, basis: 1235.48 },
  parties: [{ role: 'buyer', id: '4012345000009', agencyCode: '9' }],
  lines: [
    {
      lineNumber: '1',
      upc: '4006381333931',
      quantityInvoiced: 3,
      unit: 'PCE',
      unitPrice: 411.45,
      amount: 1234.35,
      taxRatePercent: 19,
      serviceCharges: [
        { indicator: 'A', type: 'DI', amount: 61.72, percent: 5, description: 'Discount' },
        { indicator: 'C', type: 'HD', amount: 0.3 },
      ],
    },
    { lineNumber: '2', quantityInvoiced: 1, unit: 'PCE', unitPrice: 37.12, amount: 37.12 },
  ],
  serviceCharges: [{ indicator: 'C', type: 'FC', amount: 25.43, percent: 2 }],
  totals: {
    lineTotal: 1271.47,
    chargeTotal: 25.73,
    allowanceTotal: 61.72,
    taxBasisTotal: 1235.48,
    taxTotal: 234.74,
    grandTotal: 1470.22,
    prepaid: 100,
    duePayable: 1370.22,
  },
};

function written(
  invoice: CanonicalInvoice,
  options: EdifactBuildOptions,
  keep: (segment: SegmentInput) => boolean = () => true,
) {
  const built = buildInvoice(invoice, options);
  const text = writeEdifact(
    {
      header: {
        syntaxId: 'UNOC',
        senderId: '4098765000002',
        senderQualifier: '14',
        recipientId: '4012345000009',
        recipientQualifier: '14',
        controlReference: 'ICR21',
      },
      messages: [{ ...built, segments: built.segments.filter(keep) }],
    },
    { timestamp: new Date(Date.UTC(2026, 0, 20, 9, 0)), newline: '\n' },
  );
  const { message, context } = firstMessage(parseEdifact(text));
  return { text, message, context };
}

/** `TAG+el1:comp+el2` texts of the segments. */
const texts = (message: EdifactMessage): string[] =>
  message.segments.map((segment) =>
    [segment.tag, ...segment.elements.map((element) => element.join(':'))].join('+'),
  );

describe('INVOIC credit note', () => {
  it('passes the contracts schema', () => {
    expect(canonicalInvoiceSchema.safeParse(creditMemo).error).toBeUndefined();
  });

  it('writes BGM 381, RFF OI, heading and line ALC-PCD-MOA groups and the summary', () => {
    const lines = texts(written(creditMemo, d96a).message);
    expect(lines[0]).toBe('BGM+381+CN-EU-1+9');
    expect(lines).toContain('RFF+OI:INV-EU-1');
    const heading = lines.indexOf('ALC+C++++FC');
    expect(lines.slice(heading, heading + 3)).toEqual(['ALC+C++++FC', 'PCD+3:2', 'MOA+8:25.43']);
    const line = lines.indexOf('LIN+1++4006381333931:EN');
    expect(lines.slice(line, line + 10)).toEqual([
      'LIN+1++4006381333931:EN',
      'QTY+47:3:PCE',
      'MOA+203:1234.35',
      'PRI+AAA:411.45',
      'TAX+7+VAT+++:::19',
      'ALC+A++++DI:::Discount',
      'PCD+3:5',
      'MOA+8:61.72',
      'ALC+C++++HD',
      'MOA+8:0.3',
    ]);
    expect(lines.slice(lines.indexOf('UNS+S'))).toEqual([
      'UNS+S',
      'CNT+2:2',
      'MOA+79:1271.47',
      'MOA+259:25.73',
      'MOA+260:61.72',
      'MOA+125:1235.48',
      'MOA+176:234.74',
      'MOA+77:1470.22',
      'MOA+113:100',
      'MOA+9:1370.22',
      'TAX+7+VAT+++:::19+S',
      'MOA+124:234.74',
      'MOA+125:1235.48',
    ]);
  });

  it.each([
    ['D96A', d96a],
    ['D01B', d01b],
  ] as const)('round trips in %s: the same credit note', (_name, options) => {
    const { message, context } = written(creditMemo, options);
    const read = ofKind(documentOf(mapEdifactMessage(message, context)), 'invoice');
    expect(canonicalInvoiceSchema.parse(read)).toEqual(creditMemo);
  });

  it('writes BGM 380 and no RFF OI for an invoice, which reads back without a purpose', () => {
    const invoice: CanonicalInvoice = { ...creditMemo, purpose: undefined };
    const { message, context } = written(invoice, d01b);
    const lines = texts(message);
    expect(lines[0]).toBe('BGM+380+CN-EU-1+9');
    expect(lines.some((line) => line.startsWith('RFF+OI'))).toBe(false);
    const read = ofKind(documentOf(mapEdifactMessage(message, context)), 'invoice');
    expect(read.purpose).toBeUndefined();
    expect(read.originalInvoiceNumber).toBeUndefined();
  });

  it('writes an X12 charge code of the contracts as its EDIFACT equivalent', () => {
    const x12Coded: CanonicalInvoice = {
      ...creditMemo,
      serviceCharges: [{ indicator: 'C', type: 'D240', amount: 25.43, percent: 2 }],
    };
    const lines = texts(written(x12Coded, d96a).message);
    expect(lines).toContain('ALC+C++++FC');
    expect(lines).not.toContain('ALC+C++++D240');
  });

  it('adds the line charges to the charge totals when the summary leaves them out', () => {
    const withoutChargeTotals = (segment: SegmentInput): boolean =>
      segment.tag !== 'MOA' || !['259', '260'].includes(String(segment.elements[0]?.[0]));
    const { message, context } = written(creditMemo, d96a, withoutChargeTotals);
    expect(texts(message).filter((line) => /^MOA\+(259|260):/.test(line))).toEqual([]);
    const read = ofKind(documentOf(mapEdifactMessage(message, context)), 'invoice');
    expect(read.totals.chargeTotal).toBe(25.73);
    expect(read.totals.allowanceTotal).toBe(61.72);
  });
});

describe('INVOIC amounts are exact', () => {
  it('writes amounts without float noise, in the currency digits', () => {
    const noisy: CanonicalInvoice = {
      ...creditMemo,
      purpose: undefined,
      tax: undefined,
      lines: [{ lineNumber: '1', quantityInvoiced: 3, unitPrice: 0.1, amount: 0.1 + 0.2 }],
      serviceCharges: [],
      totals: {
        lineTotal: 0.1 + 0.2,
        chargeTotal: 0,
        allowanceTotal: 0,
        taxBasisTotal: 0.1 + 0.2,
        taxTotal: 0,
        grandTotal: 123456789012.35,
        prepaid: 0,
        duePayable: 123456789012.35,
      },
    };
    const lines = texts(written(noisy, d96a).message);
    expect(lines).toContain('MOA+203:0.3');
    expect(lines).toContain('MOA+79:0.3');
    expect(lines).toContain('MOA+77:123456789012.35');
  });

  it('rounds to the currency digits: JPY has none', () => {
    const yen: CanonicalInvoice = {
      ...creditMemo,
      currencyCode: 'JPY',
      tax: undefined,
      lines: [{ lineNumber: '1', quantityInvoiced: 3, unitPrice: 41150, amount: 123450 }],
      serviceCharges: [],
      totals: {
        lineTotal: 123450,
        chargeTotal: 0,
        allowanceTotal: 0,
        taxBasisTotal: 123450,
        taxTotal: 12345,
        grandTotal: 135795,
        prepaid: 0,
        duePayable: 135795,
      },
    };
    const { message, context } = written(yen, d01b);
    expect(texts(message)).toContain('MOA+77:135795');
    const read = ofKind(documentOf(mapEdifactMessage(message, context)), 'invoice');
    expect(read.totals).toEqual(yen.totals);
  });

  it('refuses a non-finite amount as a programming error', () => {
    const broken: CanonicalInvoice = {
      ...creditMemo,
      totals: { ...creditMemo.totals, grandTotal: Number.NaN },
    };
    expect(() => buildInvoice(broken, d96a)).toThrow(EdiWriteError);
  });
});
