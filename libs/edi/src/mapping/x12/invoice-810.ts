/**
 * 810 invoice, both ways: CanonicalInvoice ↔ BIG, CUR, REF SI, N1 loops, ITD, IT1 loops (PID,
 * TXI, REF LI), TDS, TXI, SAC, CTT. What the builder writes, the mapping reads back the same.
 */
import type { CanonicalInvoice, InvoiceLine, Party } from '@portal/contracts';
import type { Segment, SegmentInput } from '../../segment';
import type { X12TransactionSet } from '../../x12-envelope';
import type { InboundMapping } from '../mapping-types';
import {
  addToParty,
  defined,
  finishParty,
  formatCents,
  formatDate,
  formatNumber,
  itemIdElements,
  partySegments,
  readItemIds,
  readSaleTerms,
  readServiceCharge,
  saleTermsSegment,
  SetReader,
  startParty,
  type PartyBuilder,
  type SaleTerms,
  type ServiceCharge,
} from './common';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type Tax = NonNullable<CanonicalInvoice['tax']>;

/** TXI01 when the document names no tax category: TX, all taxes. */
const defaultTaxType = 'TX';

const round2 = (value: number): number => Math.round(value * 100) / 100;

interface LineBuilder {
  readonly segment: Segment;
  readonly line: Partial<Mutable<InvoiceLine>>;
  readonly descriptions: string[];
}

export function mapX12Invoice(set: X12TransactionSet): InboundMapping {
  const reader = new SetReader(set);
  const big = set.segments[0];
  if (big?.tag !== 'BIG') {
    reader.missingSegment('BIG', 2, 'The 810 has no BIG beginning segment after its ST');
    return { ok: false, issues: reader.issues };
  }
  const invoiceDate = reader.date(big, 1, 'invoice date', true);
  const invoiceNumber = reader.required(big, 2, 'invoice number');
  const orderDate = reader.date(big, 3, 'purchase order date');
  const orderNumber = reader.text(big, 4);

  let currencyCode: string | undefined;
  let shipNoticeNumber: string | undefined;
  let saleTerms: SaleTerms | undefined;
  let grandTotal: number | undefined;
  let tax: Mutable<Tax> | undefined;
  const parties: Party[] = [];
  const serviceCharges: ServiceCharge[] = [];
  const lines: LineBuilder[] = [];
  let line: LineBuilder | undefined;
  let party: PartyBuilder | undefined;
  let inPartyLoop = false;
  let summary = false;

  const closeParty = (): void => {
    if (party !== undefined) parties.push(finishParty(party));
    party = undefined;
    inPartyLoop = false;
  };

  for (const segment of set.segments.slice(1)) {
    const { tag } = segment;
    if (tag === 'IT1') {
      closeParty();
      line = { segment, descriptions: [], line: readLineStart(reader, segment, lines.length) };
      lines.push(line);
      continue;
    }
    if (tag === 'TDS') {
      closeParty();
      line = undefined;
      summary = true;
      grandTotal = reader.implied2(segment, 1, 'total invoice amount', true);
      continue;
    }
    if (tag === 'N1' && line === undefined && !summary) {
      closeParty();
      inPartyLoop = true;
      party = startParty(reader, segment);
      continue;
    }
    if (inPartyLoop) {
      if (party !== undefined && addToParty(reader, party, segment)) continue;
      if (['N2', 'N3', 'N4', 'PER', 'REF', 'DTM'].includes(tag)) continue;
      closeParty();
    }
    if (tag === 'SAC') {
      const charge = readServiceCharge(reader, segment);
      if (charge !== undefined) serviceCharges.push(charge);
      continue;
    }
    if (tag === 'TXI') {
      const rate = reader.number(segment, 3, 'tax percent');
      if (line !== undefined) {
        line.line.taxRatePercent ??= rate;
      } else if (summary) {
        const amount = reader.number(segment, 2, 'tax amount');
        tax = defined({
          categoryCode: tax?.categoryCode ?? reader.text(segment, 1),
          ratePercent: tax?.ratePercent ?? rate,
          amount: amount === undefined ? tax?.amount : round2((tax?.amount ?? 0) + amount),
          basis: tax?.basis ?? reader.number(segment, 8, 'dollar basis for percent'),
        });
      }
      continue;
    }
    if (line !== undefined) {
      if (tag === 'PID') {
        const description = reader.text(segment, 5);
        if (description !== undefined) line.descriptions.push(description);
      } else if (tag === 'REF' && reader.text(segment, 1) === 'LI') {
        line.line.orderLineNumber ??= reader.text(segment, 2);
      }
      continue;
    }
    if (summary) continue;
    switch (tag) {
      case 'CUR':
        currencyCode ??= reader.text(segment, 2);
        break;
      case 'REF':
        if (reader.text(segment, 1) === 'SI') shipNoticeNumber ??= reader.text(segment, 2);
        break;
      case 'ITD':
        saleTerms ??= readSaleTerms(reader, segment);
        break;
      default:
        break;
    }
  }
  closeParty();
  if (grandTotal === undefined && !set.segments.some((segment) => segment.tag === 'TDS')) {
    reader.missingSegment('TDS', reader.trailerPosition, 'The 810 has no TDS total');
  }
  if (
    invoiceNumber === undefined ||
    invoiceDate === undefined ||
    grandTotal === undefined ||
    !reader.ok
  ) {
    return { ok: false, issues: reader.issues };
  }

  const invoiceLines = lines.map(({ line: built, descriptions }): InvoiceLine => {
    const description = descriptions.join(' ');
    const quantityInvoiced = built.quantityInvoiced ?? 0;
    const unitPrice = built.unitPrice ?? 0;
    return defined({
      ...built,
      lineNumber: built.lineNumber ?? '',
      description: description === '' ? undefined : description,
      quantityInvoiced,
      unitPrice,
      amount: round2(quantityInvoiced * unitPrice),
    });
  });
  const lineTotal = round2(invoiceLines.reduce((sum, item) => sum + item.amount, 0));
  const sumOf = (indicator: 'A' | 'C'): number =>
    round2(
      serviceCharges
        .filter((charge) => charge.indicator === indicator)
        .reduce((sum, charge) => sum + charge.amount, 0),
    );
  const chargeTotal = sumOf('C');
  const allowanceTotal = sumOf('A');
  const document: CanonicalInvoice = defined({
    kind: 'invoice',
    invoiceNumber,
    invoiceDate,
    orderNumber,
    orderDate,
    shipNoticeNumber,
    currencyCode,
    tax,
    saleTerms,
    parties,
    lines: invoiceLines,
    serviceCharges,
    totals: {
      lineTotal,
      chargeTotal,
      allowanceTotal,
      // TXI08 when sent, else what the charges and allowances make of the lines.
      taxBasisTotal: tax?.basis ?? round2(lineTotal + chargeTotal - allowanceTotal),
      taxTotal: tax?.amount ?? 0,
      grandTotal,
      // An 810 has no prepaid amount: all of TDS01 is due.
      prepaid: 0,
      duePayable: grandTotal,
    },
  });
  return { ok: true, document };
}

function readLineStart(
  reader: SetReader,
  it1: Segment,
  index: number,
): Partial<Mutable<InvoiceLine>> {
  const ids = readItemIds(reader, it1, 6);
  return defined({
    lineNumber: reader.text(it1, 1) ?? String(index + 1),
    quantityInvoiced: reader.number(it1, 2, 'quantity invoiced', true),
    unit: reader.text(it1, 3),
    unitPrice: reader.number(it1, 4, 'unit price', true),
    buyerItemNumber: ids.buyerItemNumber,
    vendorItemNumber: ids.vendorItemNumber,
    upc: ids.upc,
  });
}

/** The segments between ST and SE of an 810 for `invoice`. */
export function invoiceSegments(invoice: CanonicalInvoice): SegmentInput[] {
  const segments: SegmentInput[] = [
    {
      tag: 'BIG',
      elements: [
        formatDate(invoice.invoiceDate, 'BIG01'),
        invoice.invoiceNumber,
        formatDate(invoice.orderDate, 'BIG03'),
        invoice.orderNumber ?? '',
      ],
    },
  ];
  if (invoice.currencyCode !== undefined) {
    segments.push({ tag: 'CUR', elements: ['SE', invoice.currencyCode] });
  }
  if (invoice.shipNoticeNumber !== undefined) {
    segments.push({ tag: 'REF', elements: ['SI', invoice.shipNoticeNumber] });
  }
  for (const party of invoice.parties) segments.push(...partySegments(party));
  if (invoice.saleTerms !== undefined) segments.push(saleTermsSegment(invoice.saleTerms));
  const taxType = invoice.tax?.categoryCode ?? defaultTaxType;
  for (const line of invoice.lines) {
    segments.push({
      tag: 'IT1',
      elements: [
        line.lineNumber,
        formatNumber(line.quantityInvoiced),
        line.unit ?? '',
        formatNumber(line.unitPrice),
        '',
        ...itemIdElements(line),
      ],
    });
    if (line.description !== undefined) {
      segments.push({ tag: 'PID', elements: ['F', '', '', '', line.description] });
    }
    if (line.taxRatePercent !== undefined) {
      segments.push({ tag: 'TXI', elements: [taxType, '', formatNumber(line.taxRatePercent)] });
    }
    if (line.orderLineNumber !== undefined) {
      segments.push({ tag: 'REF', elements: ['LI', line.orderLineNumber] });
    }
  }
  segments.push({ tag: 'TDS', elements: [formatCents(invoice.totals.grandTotal)] });
  if (invoice.tax !== undefined) {
    const { tax } = invoice;
    segments.push({
      tag: 'TXI',
      elements: [
        taxType,
        formatNumber(tax.amount),
        formatNumber(tax.ratePercent),
        '',
        '',
        '',
        '',
        formatNumber(tax.basis),
      ],
    });
  }
  for (const charge of invoice.serviceCharges) {
    segments.push({
      tag: 'SAC',
      elements: [
        charge.indicator,
        charge.type,
        '',
        '',
        formatCents(charge.amount),
        ...Array<string>(9).fill(''),
        charge.description ?? '',
      ],
    });
  }
  segments.push({ tag: 'CTT', elements: [String(invoice.lines.length)] });
  return segments;
}
