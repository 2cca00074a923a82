/**
 * 810 invoice, both ways: CanonicalInvoice ↔ BIG (BIG07 CR: a credit memo), CUR, REF SI / OI,
 * N1 loops, ITD, IT1 loops (TXI, PID, REF LI, SAC), TDS, TXI, SAC, CTT. What the builder writes,
 * the mapping reads back the same. Amounts are written from the canonical totals as they are
 * (never re-added) and exactly (money.ts); the mapping adds up in exact minor units too.
 */
import {
  type CanonicalInvoice,
  decimalTextOfNumber,
  formatMinor,
  type InvoiceLine,
  minorOfNumber,
  minorUnitOf,
  multiplyToMinor,
  taxCategoryCodes,
  type Party,
  x12DefaultUnit,
} from '@portal/contracts';
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

/** UN/CEFACT 5305 tax categories: VAT in X12 terms (TXI01 is a 2-character tax type code). */
const vatCategories: ReadonlySet<string> = new Set(Object.keys(taxCategoryCodes));
/** Categories that are exempt from the tax: TXI06 1 (yes, exempt). */
const exemptCategories: ReadonlySet<string> = new Set(['E', 'O']);

/**
 * TXI01 and TXI06 of a category: a 5305 category is VA (value added tax), exempt ones with TXI06
 * 1; an X12 tax type given as the category (ST, GS, TX…) is written as it is.
 */
function taxTypeOf(categoryCode: string | undefined): { type: string; exempt: string } {
  if (categoryCode === undefined || categoryCode === '')
    return { type: defaultTaxType, exempt: '' };
  if (vatCategories.has(categoryCode)) {
    return { type: 'VA', exempt: exemptCategories.has(categoryCode) ? '1' : '' };
  }
  return { type: categoryCode.length === 2 ? categoryCode : defaultTaxType, exempt: '' };
}

/** The category a TXI names: VA back to 5305 (E when exempt, Z at 0 %, else S), else its type. */
function categoryOfTax(
  type: string | undefined,
  exempt: string | undefined,
  rate: number | undefined,
) {
  if (type !== 'VA') return type;
  if (exempt === '1') return 'E';
  return rate === 0 ? 'Z' : 'S';
}

/** IT103 when the line names no unit. */
const defaultUnit = x12DefaultUnit;

/** BIG07 transaction type code of a credit memo (an invoice leaves BIG07 empty). */
const creditMemoType = 'CR';

/** SAC06 percent qualifier written with SAC07: 6, base price amount (the line or line total). */
const percentQualifier = '6';

interface LineBuilder {
  readonly segment: Segment;
  readonly line: Partial<Mutable<InvoiceLine>>;
  readonly descriptions: string[];
  readonly charges: ServiceCharge[];
}

/** A value read from a file in minor units; absurdly large ones (no exact sum to speak of) too. */
function minorOf(value: number, minorUnit: number): bigint {
  if (Math.abs(value) < 1e21) return minorOfNumber(value, minorUnit);
  return BigInt(Math.trunc(value)) * 10n ** BigInt(minorUnit);
}

/** Exact sums and products of what was read, in the currency's digits. */
function arithmetic(currencyCode: string | undefined) {
  const minorUnit = minorUnitOf(currencyCode);
  const toNumber = (minor: bigint): number => Number(formatMinor(minor, minorUnit));
  return {
    sum: (values: readonly number[]): number =>
      toNumber(values.reduce((total, value) => total + minorOf(value, minorUnit), 0n)),
    /** quantity × price, rounded once (quantities and prices to 6 decimals). */
    product: (quantity: number, price: number): number =>
      toNumber(
        multiplyToMinor(
          { units: minorOf(quantity, 6), scale: 6 },
          { units: minorOf(price, 6), scale: 6 },
          minorUnit,
        ),
      ),
  };
}

/** SAC with SAC07 the percent (SAC06 6) when the charge was computed from one. */
function readCharge(reader: SetReader, sac: Segment): ServiceCharge | undefined {
  const charge = readServiceCharge(reader, sac);
  const percent = reader.number(sac, 7, 'percent');
  if (charge === undefined) return undefined;
  return percent === undefined ? charge : { ...charge, percent };
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
  const creditMemo = reader.text(big, 7) === creditMemoType;

  let currencyCode: string | undefined;
  let shipNoticeNumber: string | undefined;
  let originalInvoiceNumber: string | undefined;
  let saleTerms: SaleTerms | undefined;
  let grandTotal: number | undefined;
  let discountBasis: number | undefined;
  let tax: Mutable<Tax> | undefined;
  const taxAmounts: number[] = [];
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
      line = {
        segment,
        descriptions: [],
        charges: [],
        line: readLineStart(reader, segment, lines.length),
      };
      lines.push(line);
      continue;
    }
    if (tag === 'TDS') {
      closeParty();
      line = undefined;
      summary = true;
      grandTotal = reader.implied2(segment, 1, 'total invoice amount', true);
      discountBasis = reader.implied2(segment, 2, 'amount subject to terms discount');
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
      // Inside an IT1 loop the charge is the line's; in the heading or summary, the invoice's.
      const charge = readCharge(reader, segment);
      if (charge !== undefined) (line?.charges ?? serviceCharges).push(charge);
      continue;
    }
    if (tag === 'TXI') {
      const rate = reader.number(segment, 3, 'tax percent');
      if (line !== undefined) {
        line.line.taxRatePercent ??= rate;
      } else if (summary) {
        const amount = reader.number(segment, 2, 'tax amount');
        if (amount !== undefined) taxAmounts.push(amount);
        tax = defined({
          categoryCode:
            tax?.categoryCode ??
            categoryOfTax(reader.text(segment, 1), reader.text(segment, 6), rate),
          ratePercent: tax?.ratePercent ?? rate,
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
      case 'REF': {
        // SI: the shipment (our ship notice); OI: the invoice a credit memo corrects.
        const qualifier = reader.text(segment, 1);
        if (qualifier === 'SI') shipNoticeNumber ??= reader.text(segment, 2);
        else if (qualifier === 'OI') originalInvoiceNumber ??= reader.text(segment, 2);
        break;
      }
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

  const exact = arithmetic(currencyCode);
  const invoiceLines = lines.map(({ line: built, descriptions, charges }): InvoiceLine => {
    const description = descriptions.join(' ');
    const quantityInvoiced = built.quantityInvoiced ?? 0;
    const unitPrice = built.unitPrice ?? 0;
    return defined({
      ...built,
      lineNumber: built.lineNumber ?? '',
      description: description === '' ? undefined : description,
      quantityInvoiced,
      unitPrice,
      amount: exact.product(quantityInvoiced, unitPrice),
      serviceCharges: charges.length === 0 ? undefined : charges,
    });
  });
  if (tax !== undefined && taxAmounts.length > 0) tax.amount = exact.sum(taxAmounts);
  const lineTotal = exact.sum(invoiceLines.map((item) => item.amount));
  const allCharges = [
    ...serviceCharges,
    ...invoiceLines.flatMap((item) => item.serviceCharges ?? []),
  ];
  const sumOf = (indicator: 'A' | 'C'): number =>
    exact.sum(
      allCharges.filter((charge) => charge.indicator === indicator).map((charge) => charge.amount),
    );
  const chargeTotal = sumOf('C');
  const allowanceTotal = sumOf('A');
  const document: CanonicalInvoice = defined({
    kind: 'invoice',
    purpose: creditMemo ? 'creditMemo' : undefined,
    invoiceNumber,
    originalInvoiceNumber,
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
      // TDS02 when sent, else TXI08, else what the charges and allowances make of the lines.
      taxBasisTotal:
        discountBasis ?? tax?.basis ?? exact.sum([lineTotal, chargeTotal, -allowanceTotal]),
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

/** SAC: amount in cents (SAC05), percent (SAC06 6, SAC07) when given, description (SAC15). */
function chargeSegment(charge: ServiceCharge): SegmentInput {
  const percent = formatNumber(charge.percent);
  return {
    tag: 'SAC',
    elements: [
      charge.indicator,
      charge.type,
      '',
      '',
      formatCents(charge.amount),
      percent === '' ? '' : percentQualifier,
      percent,
      ...Array<string>(7).fill(''),
      charge.description ?? '',
    ],
  };
}

/** The segments between ST and SE of an 810 for `invoice`. */
export function invoiceSegments(invoice: CanonicalInvoice): SegmentInput[] {
  const creditMemo = invoice.purpose === 'creditMemo';
  const segments: SegmentInput[] = [
    {
      tag: 'BIG',
      elements: [
        formatDate(invoice.invoiceDate, 'BIG01'),
        invoice.invoiceNumber,
        formatDate(invoice.orderDate, 'BIG03'),
        invoice.orderNumber ?? '',
        '',
        '',
        creditMemo ? creditMemoType : '',
      ],
    },
  ];
  if (invoice.currencyCode !== undefined) {
    segments.push({ tag: 'CUR', elements: ['SE', invoice.currencyCode] });
  }
  if (invoice.shipNoticeNumber !== undefined) {
    segments.push({ tag: 'REF', elements: ['SI', invoice.shipNoticeNumber] });
  }
  if (creditMemo && invoice.originalInvoiceNumber !== undefined) {
    segments.push({ tag: 'REF', elements: ['OI', invoice.originalInvoiceNumber] });
  }
  for (const party of invoice.parties) segments.push(...partySegments(party));
  if (invoice.saleTerms !== undefined) segments.push(saleTermsSegment(invoice.saleTerms));
  const { type: taxType, exempt: taxExempt } = taxTypeOf(invoice.tax?.categoryCode);
  for (const line of invoice.lines) {
    segments.push({
      tag: 'IT1',
      elements: [
        line.lineNumber,
        formatNumber(line.quantityInvoiced),
        // IT102, IT103 and IT104 go together: a line without a unit is billed in eaches.
        line.unit ?? defaultUnit,
        formatNumber(line.unitPrice),
        '',
        ...itemIdElements(line),
      ],
    });
    // The IT1 loop's order: TXI, PID, REF, then the line's SAC loop.
    if (line.taxRatePercent !== undefined) {
      segments.push({ tag: 'TXI', elements: [taxType, '', formatNumber(line.taxRatePercent)] });
    }
    if (line.description !== undefined) {
      segments.push({ tag: 'PID', elements: ['F', '', '', '', line.description] });
    }
    if (line.orderLineNumber !== undefined) {
      segments.push({ tag: 'REF', elements: ['LI', line.orderLineNumber] });
    }
    for (const charge of line.serviceCharges ?? []) segments.push(chargeSegment(charge));
  }
  const { totals } = invoice;
  // TDS01 the grand total, TDS02 the tax basis, both in cents as the canonical totals say.
  segments.push({
    tag: 'TDS',
    elements: [formatCents(totals.grandTotal), formatCents(totals.taxBasisTotal)],
  });
  // The summary TXI: the invoice's tax, or its tax total when no tax is described.
  if (invoice.tax !== undefined || totals.taxTotal !== 0) {
    const tax = invoice.tax ?? {};
    const minorUnit = minorUnitOf(invoice.currencyCode);
    segments.push({
      tag: 'TXI',
      elements: [
        taxType,
        formatAmount(tax.amount ?? totals.taxTotal, minorUnit),
        formatNumber(tax.ratePercent),
        '',
        '',
        taxExempt,
        '',
        formatAmount(tax.basis, minorUnit),
      ],
    });
  }
  for (const charge of invoice.serviceCharges) segments.push(chargeSegment(charge));
  segments.push({ tag: 'CTT', elements: [String(invoice.lines.length)] });
  return segments;
}

/** An amount of type R (TXI02, TXI08) in the currency's digits, exactly; '' when absent. */
function formatAmount(value: number | undefined, minorUnit: number): string {
  if (value === undefined) return '';
  const text = decimalTextOfNumber(value, minorUnit);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}
