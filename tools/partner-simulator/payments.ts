/**
 * The customer paying our invoices: reads one of our outbound files, finds the 810s / INVOICs in
 * it and answers each invoice with an 820 (X12) or a REMADV (EDIFACT) from the partner to us, in
 * one of three ways:
 * - `full`: one payment order paying the amount due exactly;
 * - `short`: one payment order paying less, the deduction given as ADX (820) or an AJT group
 *   (REMADV) with its reason code;
 * - `split`: two payment orders (two interchanges, two trace numbers) that together pay in full.
 * Amounts are exact decimals (money.ts): the amount due read from the invoice, minus the
 * deduction or the first part, in the currency's digits. The same seed, date, file and control
 * numbers give the same interchanges byte for byte. Credit memos are never paid.
 */
import {
  canonicalInvoiceSchema,
  decimalTextOfNumber,
  formatMinor,
  isDecimal,
  minorUnitOf,
  parseDecimal,
  percentOfMinor,
  toMinor,
  type CanonicalInvoice,
} from '@portal/contracts';
import {
  detectFormat,
  isEdifactSyntaxId,
  mapEdifactMessage,
  mapX12Transaction,
  parseEdifact,
  parseX12,
  writeEdifact,
  writeX12,
  type EdifactInterchange,
  type SegmentInput,
} from '@portal/edi';
import { addDays, ymd, fromIsoDay, type GeneratedDocument, type OpenInvoice } from './documents';
import { glnOf } from './edifact-documents';
import type { ControlNumbers, GeneratedInterchange } from './interchanges';
import { Random, seedOf } from './random';
import { vendorNumber } from './x12-documents';

export const paymentWays = ['full', 'short', 'split'] as const;
export type PaymentWay = (typeof paymentWays)[number];

/** Reasons a short payment gives when none is asked for: 06 shortage, 04 damaged goods. */
const shortReasons = ['06', '04'] as const;

export interface PayOptions {
  readonly way: PaymentWay;
  /**
   * `short`: what is deducted, an amount (`12.50`) or a percentage of the amount due (`5%`);
   * default 5 %.
   */
  readonly deduction?: string;
  /** `short`: ADX02 / AJT 4465 reason code; default 06 (shortage) or 04 (damaged), by seed. */
  readonly reason?: string;
  /** Only these invoices (by number); default every invoice in the file. */
  readonly invoiceNumbers?: readonly string[];
  /** Invoices paid before (by number): never paid twice. */
  readonly alreadyPaid?: readonly string[];
  /** Next control numbers for the payments. */
  readonly controlNumbers: ControlNumbers;
  /** The trace numbers and the seeded choices (split share, default reason). */
  readonly seed?: number | string;
  /** Document and envelope date; the payment is dated the day after. Default now. */
  readonly date?: Date;
}

/** One invoice paid, and how. */
export interface PaidInvoice extends OpenInvoice {
  readonly currency?: string;
  /** The amount due, as a decimal string in the currency's digits. */
  readonly due: string;
  /** What each payment order pays of it (two for `split`). */
  readonly paid: readonly string[];
  /** `short`: the deduction and its reason. */
  readonly deduction?: { readonly amount: string; readonly reason: string };
}

export interface PayResult {
  readonly standard: 'x12' | 'edifact' | 'unknown';
  /** One interchange per payment order, in the order to deliver them. */
  readonly payments: readonly GeneratedInterchange[];
  readonly invoices: readonly PaidInvoice[];
  readonly next: ControlNumbers;
}

/** An invoice of ours found in the file, with what its payment needs. */
interface FoundInvoice {
  readonly invoice: CanonicalInvoice;
  readonly minorUnit: number;
  readonly due: string;
  readonly total: string;
}

/** One payment order's line for an invoice: paid, and the deduction when short. */
interface RemittancePart {
  readonly found: FoundInvoice;
  readonly paid: string;
  readonly deduction?: { readonly amount: string; readonly reason: string };
}

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

function foundInvoice(invoice: CanonicalInvoice): FoundInvoice | undefined {
  if (invoice.purpose === 'creditMemo') return undefined;
  const minorUnit = minorUnitOf(invoice.currencyCode);
  const { duePayable, grandTotal } = invoice.totals;
  return {
    invoice,
    minorUnit,
    // An 810 carries no amount due of its own: it is the grand total.
    due: decimalTextOfNumber(duePayable > 0 ? duePayable : grandTotal, minorUnit),
    total: decimalTextOfNumber(grandTotal, minorUnit),
  };
}

/** `12.50` or `5%` → the deduction from `due`, exactly; throws on a deduction it cannot take. */
function deductionOf(text: string, found: FoundInvoice): string {
  const trimmed = text.trim();
  const percent = trimmed.endsWith('%');
  const number = percent ? trimmed.slice(0, -1).trim() : trimmed;
  if (!isDecimal(number) || number.startsWith('-')) {
    throw new Error(`deduction '${text}': give an amount (12.50) or a percentage (5%)`);
  }
  const due = toMinor(found.due, found.minorUnit);
  const minor = percent
    ? percentOfMinor(due, parseDecimal(number), found.minorUnit)
    : toMinor(number, found.minorUnit);
  if (minor <= 0n || minor >= due) {
    throw new Error(
      `deduction '${text}' of invoice ${found.invoice.invoiceNumber}: more than nothing and ` +
        `less than the ${found.due} due`,
    );
  }
  return formatMinor(minor, found.minorUnit);
}

/** The payment orders for the invoices: one for full and short, two for split. */
function plan(found: readonly FoundInvoice[], options: PayOptions): RemittancePart[][] {
  const seed = seedOf(options.seed ?? 0);
  const first: RemittancePart[] = [];
  const second: RemittancePart[] = [];
  for (const invoice of found) {
    const random = new Random(seed ^ seedOf(invoice.invoice.invoiceNumber));
    const due = toMinor(invoice.due, invoice.minorUnit);
    const text = (minor: bigint): string => formatMinor(minor, invoice.minorUnit);
    if (options.way === 'short') {
      const amount = deductionOf(options.deduction ?? '5%', invoice);
      const reason = options.reason ?? random.pick(shortReasons);
      const paid = text(due - toMinor(amount, invoice.minorUnit));
      first.push({ found: invoice, paid, deduction: { amount, reason } });
    } else if (options.way === 'split' && due >= 2n) {
      // 30 to 70 % first, the rest second: never nothing, never all.
      const share = percentOfMinor(due, parseDecimal(String(random.int(30, 70))), 0);
      const part = share < 1n ? 1n : share >= due ? due - 1n : share;
      first.push({ found: invoice, paid: text(part) });
      second.push({ found: invoice, paid: text(due - part) });
    } else {
      // Full, or a split of a single minor unit, which cannot be split.
      first.push({ found: invoice, paid: invoice.due });
    }
  }
  return second.length === 0 ? [first] : [first, second];
}

/** Sums decimal strings of one currency exactly. */
const total = (parts: readonly RemittancePart[]): string => {
  const minorUnit = parts[0]?.found.minorUnit ?? 2;
  return formatMinor(
    parts.reduce((sum, part) => sum + toMinor(part.paid, minorUnit), 0n),
    minorUnit,
  );
};

const negative = (amount: string): string => (amount.startsWith('-') ? amount : `-${amount}`);

function paidInvoices(orders: readonly RemittancePart[][]): PaidInvoice[] {
  const byNumber = new Map<string, { found: FoundInvoice; parts: RemittancePart[] }>();
  for (const part of orders.flat()) {
    const number = part.found.invoice.invoiceNumber;
    const entry = byNumber.get(number) ?? { found: part.found, parts: [] };
    entry.parts.push(part);
    byNumber.set(number, entry);
  }
  return [...byNumber.values()].map(({ found, parts }) => {
    const { invoice } = found;
    const deduction = parts.find((part) => part.deduction !== undefined)?.deduction;
    return {
      invoiceNumber: invoice.invoiceNumber,
      amount: Number(found.due),
      ...(invoice.orderNumber === undefined ? {} : { poNumber: invoice.orderNumber }),
      invoiceDate: invoice.invoiceDate,
      ...(invoice.currencyCode === undefined ? {} : { currency: invoice.currencyCode }),
      due: found.due,
      paid: parts.map((part) => part.paid),
      ...(deduction === undefined ? {} : { deduction }),
    };
  });
}

const wanted = (invoice: CanonicalInvoice, options: PayOptions): boolean =>
  (options.invoiceNumbers === undefined ||
    options.invoiceNumbers.includes(invoice.invoiceNumber)) &&
  !(options.alreadyPaid ?? []).includes(invoice.invoiceNumber);

/**
 * Pays the invoices of one of our outbound files (its text or bytes) the way asked. Pure: no
 * files, no state. A file without an invoice to pay gives no payments.
 */
export function payInvoices(content: string | Uint8Array, options: PayOptions): PayResult {
  const format = detectFormat(typeof content === 'string' ? content : content.subarray(0, 256));
  if (format === 'x12') return payX12(content, options);
  if (format === 'edifact') return payEdifact(content, options);
  return { standard: 'unknown', payments: [], invoices: [], next: options.controlNumbers };
}

// ---------------------------------------------------------------------------------------------
// 820

/** RMR with REF PO and DTM 003, then ADX for a deduction (the 820's RMR loop order). */
function rmrSegments(part: RemittancePart): SegmentInput[] {
  const { invoice } = part.found;
  const segments: SegmentInput[] = [
    { tag: 'RMR', elements: ['IV', invoice.invoiceNumber, 'PI', part.paid, part.found.total] },
  ];
  if (invoice.orderNumber !== undefined) {
    segments.push({ tag: 'REF', elements: ['PO', invoice.orderNumber] });
  }
  segments.push({ tag: 'DTM', elements: ['003', ymd(fromIsoDay(invoice.invoiceDate))] });
  // ADX01 is negative: the deduction lowers what is paid.
  if (part.deduction !== undefined) {
    segments.push({
      tag: 'ADX',
      elements: [negative(part.deduction.amount), part.deduction.reason],
    });
  }
  return segments;
}

function x12PaymentSegments(
  parts: readonly RemittancePart[],
  traceNumber: string,
  date: Date,
): SegmentInput[] {
  const currency = parts[0]?.found.invoice.currencyCode ?? 'USD';
  return [
    {
      tag: 'BPR',
      elements: [
        'C',
        total(parts),
        'C',
        'ACH',
        'CCP',
        '01',
        '071000013',
        'DA',
        '123456789',
        '1234567890',
        '',
        '01',
        '011000015',
        'DA',
        '987654321',
        ymd(addDays(date, 1)),
      ],
    },
    { tag: 'TRN', elements: ['1', traceNumber, '1234567890'] },
    { tag: 'CUR', elements: ['PR', currency] },
    { tag: 'REF', elements: ['VR', vendorNumber] },
    { tag: 'N1', elements: ['PR', 'RETAILCO INC', '92', '0001'] },
    { tag: 'N1', elements: ['PE', 'ACME SUPPLY CO', '92', vendorNumber] },
    { tag: 'ENT', elements: ['1'] },
    ...parts.flatMap(rmrSegments),
  ];
}

function payX12(content: string | Uint8Array, options: PayOptions): PayResult {
  const date = options.date ?? new Date();
  const random = new Random(seedOf(options.seed ?? 0));
  const payments: GeneratedInterchange[] = [];
  const invoices: PaidInvoice[] = [];
  let { interchange: control, group: groupControl } = options.controlNumbers;
  for (const interchange of parseX12(content).interchanges) {
    const header = interchange.header;
    const found: FoundInvoice[] = [];
    let groupVersion = '004010';
    let applicationIds = { sender: header.senderId, receiver: header.receiverId };
    for (const group of interchange.groups) {
      for (const set of group.transactions) {
        if (set.setId !== '810') continue;
        const mapped = mapX12Transaction(set, { interchange: header, group: group.header });
        if (!mapped.ok || mapped.document.kind !== 'invoice') continue;
        const invoice = canonicalInvoiceSchema.parse(mapped.document);
        const entry = wanted(invoice, options) ? foundInvoice(invoice) : undefined;
        if (entry === undefined) continue;
        found.push(entry);
        groupVersion = group.header.version;
        applicationIds = {
          sender: group.header.applicationSender,
          receiver: group.header.applicationReceiver,
        };
      }
    }
    if (found.length === 0) continue;
    const orders = plan(found, options);
    for (const parts of orders) {
      const isa13 = pad(control, 9);
      const trace = `PAY${isa13}${random.digits(3)}`;
      const text = writeX12(
        {
          header: {
            senderQualifier: header.receiverQualifier,
            senderId: header.receiverId,
            receiverQualifier: header.senderQualifier,
            receiverId: header.senderId,
            version: header.version,
            controlNumber: control,
            usageIndicator: header.usageIndicator,
          },
          groups: [
            {
              header: {
                functionalId: 'RA',
                applicationSender: applicationIds.receiver,
                applicationReceiver: applicationIds.sender,
                controlNumber: groupControl,
                version: groupVersion,
              },
              transactions: [
                {
                  setId: '820',
                  controlNumber: 1,
                  segments: x12PaymentSegments(parts, trace, date),
                },
              ],
            },
          ],
        },
        { newline: '\n', timestamp: date },
      );
      payments.push({
        text,
        controlNumber: isa13,
        fileName: `${safeName(header.receiverId)}_820_${isa13}.edi`,
        documents: [documentOf('820', '0001', trace, parts)],
      });
      control += 1;
      groupControl += 1;
    }
    invoices.push(...paidInvoices(orders));
  }
  return {
    standard: 'x12',
    payments,
    invoices,
    next: { interchange: control, group: groupControl },
  };
}

// ---------------------------------------------------------------------------------------------
// REMADV

const dtm = (qualifier: string, date: Date): SegmentInput => ({
  tag: 'DTM',
  elements: [[qualifier, ymd(date), '102']],
});

/** DOC with MOA 12 paid, MOA 39 invoice amount, DTM 137, RFF ON, then AJT + MOA 165. */
function docSegments(part: RemittancePart): SegmentInput[] {
  const { invoice } = part.found;
  const segments: SegmentInput[] = [
    { tag: 'DOC', elements: ['380', invoice.invoiceNumber] },
    { tag: 'MOA', elements: [['12', part.paid]] },
    { tag: 'MOA', elements: [['39', part.found.total]] },
    dtm('137', fromIsoDay(invoice.invoiceDate)),
  ];
  if (invoice.orderNumber !== undefined) {
    segments.push({ tag: 'RFF', elements: [['ON', invoice.orderNumber]] });
  }
  if (part.deduction !== undefined) {
    segments.push(
      { tag: 'AJT', elements: [part.deduction.reason] },
      // 165 adjustment amount, negative: the deduction lowers what is paid.
      { tag: 'MOA', elements: [['165', negative(part.deduction.amount)]] },
    );
  }
  return segments;
}

function remadvSegments(
  parts: readonly RemittancePart[],
  documentNumber: string,
  date: Date,
  glns: { partner: string; supplier: string },
): SegmentInput[] {
  const currency = parts[0]?.found.invoice.currencyCode ?? 'EUR';
  return [
    { tag: 'BGM', elements: ['481', documentNumber, '9'] },
    dtm('137', date),
    dtm('209', addDays(date, 1)),
    { tag: 'RFF', elements: [['IA', vendorNumber]] },
    { tag: 'NAD', elements: ['PR', [glns.partner, '', '9']] },
    { tag: 'NAD', elements: ['PE', [glns.supplier, '', '9']] },
    { tag: 'CUX', elements: [['2', currency, '11']] },
    // 4461 30: credit transfer (the portal reads it as ACH).
    { tag: 'PAI', elements: [['', '', '30']] },
    ...parts.flatMap(docSegments),
    { tag: 'UNS', elements: ['S'] },
    { tag: 'MOA', elements: [['12', total(parts)]] },
  ];
}

const messagesOf = (interchange: EdifactInterchange) => [
  ...interchange.messages,
  ...interchange.groups.flatMap((group) => group.messages),
];

function payEdifact(content: string | Uint8Array, options: PayOptions): PayResult {
  const date = options.date ?? new Date();
  const random = new Random(seedOf(options.seed ?? 0));
  const payments: GeneratedInterchange[] = [];
  const invoices: PaidInvoice[] = [];
  let control = options.controlNumbers.interchange;
  for (const interchange of parseEdifact(content).interchanges) {
    const header = interchange.header;
    const found: FoundInvoice[] = [];
    let release = '96A';
    for (const message of messagesOf(interchange)) {
      if (message.type !== 'INVOIC') continue;
      const mapped = mapEdifactMessage(message, { interchange: header });
      if (!mapped.ok || mapped.document.kind !== 'invoice') continue;
      const invoice = canonicalInvoiceSchema.parse(mapped.document);
      const entry = wanted(invoice, options) ? foundInvoice(invoice) : undefined;
      if (entry === undefined) continue;
      found.push(entry);
      release = message.release === '01B' ? '01B' : '96A';
    }
    if (found.length === 0) continue;
    const glns = {
      partner: glnOf(header.recipientId, '4012345000009'),
      supplier: glnOf(header.senderId, '4098765000002'),
    };
    const orders = plan(found, options);
    for (const parts of orders) {
      const documentNumber = `REM${pad(control, 9)}${random.digits(3)}`;
      const text = writeEdifact(
        {
          header: {
            syntaxId: isEdifactSyntaxId(header.syntaxId) ? header.syntaxId : 'UNOC',
            senderId: header.recipientId,
            ...(header.recipientQualifier === undefined
              ? {}
              : { senderQualifier: header.recipientQualifier }),
            recipientId: header.senderId,
            ...(header.senderQualifier === undefined
              ? {}
              : { recipientQualifier: header.senderQualifier }),
            controlReference: control,
            ackRequested: true,
            ...(header.test ? { test: true } : {}),
          },
          messages: [
            {
              reference: 1,
              type: 'REMADV',
              version: 'D',
              release,
              agency: 'UN',
              // EAN003 is the EANCOM 1997 REMADV; for D01B the plain UN message is written.
              ...(release === '96A' ? { associationCode: 'EAN003' } : {}),
              segments: remadvSegments(parts, documentNumber, date, glns),
            },
          ],
        },
        { newline: '\n', timestamp: date },
      );
      payments.push({
        text,
        controlNumber: String(control),
        fileName: `${safeName(header.recipientId)}_REMADV_${pad(control, 9)}.edi`,
        documents: [documentOf('REMADV', '1', documentNumber, parts)],
      });
      control += 1;
    }
    invoices.push(...paidInvoices(orders));
  }
  return {
    standard: 'edifact',
    payments,
    invoices,
    next: { interchange: control, group: options.controlNumbers.group },
  };
}

function documentOf(
  type: string,
  controlNumber: string,
  documentNumber: string,
  parts: readonly RemittancePart[],
): GeneratedDocument {
  return {
    type,
    controlNumber,
    documentNumber,
    invoiceNumbers: parts.map((part) => part.found.invoice.invoiceNumber),
  };
}

const safeName = (id: string): string => id.replace(/[^A-Za-z0-9]/g, '') || 'PARTNER';
