/**
 * INVOIC ↔ CanonicalInvoice, both ways: the heading (BGM 380 invoice / 381 credit note, DTM 137,
 * RFF ON/DQ/OI, NAD, FII, CUX, PAT, PAI, ALC-PCD-MOA), the lines (LIN, PIA, IMD, QTY 47, MOA 203,
 * PRI, RFF, TAX, ALC-PCD-MOA) and the summary after UNS (CNT, MOA 79/259/260/125/176/77/113/9,
 * TAX-MOA 124/125). Amounts are written from the canonical totals as they are (never re-added)
 * and exactly in the currency's digits (money.ts); the mapping adds up in exact minor units.
 */
import {
  chargeCodes,
  decimalTextOfNumber,
  formatMinor,
  minorOfNumber,
  minorUnitOf,
  multiplyToMinor,
  type CanonicalInvoice,
  type InvoiceLine,
} from '@portal/contracts';
import type { EdifactMessage } from '../../edifact-envelope';
import type { EdifactMessageInput } from '../../edifact-writer';
import { getElement, type Segment, type SegmentInput } from '../../segment';
import { EdiWriteError } from '../../writer-common';
import type { EdifactBuildOptions, EdifactMappingContext, InboundMapping } from '../mapping-types';
import {
  MessageReader,
  PartyCollector,
  SaleTermsReader,
  ServiceChargeCollector,
  descriptionSegment,
  dtmSegment,
  formatNumber,
  itemSegments,
  messageHeader,
  partySegments,
  quantitySegment,
  readItemNumbers,
  roundAmount,
  saleTermsSegments,
  withoutUndefined,
  wrapText,
  type ItemField,
  type ServiceCharge,
} from './common';

type Tax = NonNullable<CanonicalInvoice['tax']>;
type Settlement = NonNullable<CanonicalInvoice['settlement']>;
type Totals = CanonicalInvoice['totals'];

/** FII 3035 of the payer's side; any other FII is the payee's account. */
const payerInstitutions = new Set(['PB', 'BB', 'BI', 'PH']);

/** BGM 1001: 380 commercial invoice, 381 credit note. */
const documentNames = { invoice: '380', creditMemo: '381' } as const;

/** PCD 5245 of an allowance or charge percentage. */
const chargePercentQualifier = '3';

/**
 * ALC groups, of the heading or of one line: the service charges with their PCD 3 percentage.
 * The collector reports an ALC it cannot read (and then the mapping fails), so its charges pair
 * up with the groups one to one whenever the invoice maps.
 */
class ChargeGroups {
  private readonly collector: ServiceChargeCollector;
  private readonly percents: (number | undefined)[] = [];

  constructor(private readonly reader: MessageReader) {
    this.collector = new ServiceChargeCollector(reader);
  }

  alc(segment: Segment): void {
    this.collector.alc(segment);
    this.percents.push(undefined);
  }

  pcd(segment: Segment): void {
    const last = this.percents.length - 1;
    if (last < 0 || getElement(segment, 1, 1) !== chargePercentQualifier) return;
    this.percents[last] ??= this.reader.number(segment, 1, 2, 'allowance or charge percentage');
  }

  moa(segment: Segment): void {
    this.collector.moa(segment);
  }

  extend(segment: Segment): void {
    this.collector.extend(segment);
  }

  result(): ServiceCharge[] {
    const charges = this.collector.result();
    if (charges.length !== this.percents.length) return charges;
    return charges.map((charge, index) => {
      const percent = this.percents[index];
      return percent === undefined ? charge : { ...charge, percent };
    });
  }
}

/** A value read from a file in minor units; absurdly large ones (no exact sum to speak of) too. */
function minorOf(value: number, minorUnit: number): bigint {
  if (Math.abs(value) < 1e21) return minorOfNumber(value, minorUnit);
  return BigInt(Math.trunc(value)) * 10n ** BigInt(minorUnit);
}

interface LineDraft {
  readonly lin: Segment;
  readonly lineNumber: string;
  readonly items: Partial<Record<ItemField, string>>;
  description?: string;
  quantity?: number;
  unit?: string;
  price?: number;
  netPrice: boolean;
  amount?: number;
  taxRatePercent?: number;
  orderLineNumber?: string;
  readonly charges: ChargeGroups;
  last: Segment;
}

export function mapInvoice(
  message: EdifactMessage,
  context: EdifactMappingContext,
): InboundMapping {
  return new InvoiceMapper(new MessageReader(message, context)).map();
}

class InvoiceMapper {
  private bgm: Segment | undefined;
  private creditMemo = false;
  private invoiceNumber: string | undefined;
  private invoiceDate: string | undefined;
  private dateFromDocument = false;
  private readonly header: Partial<CanonicalInvoice> = {};
  private settlement: Settlement = {};
  private tax: Tax | undefined;
  /** The TAX group being read is the one kept in `tax`. */
  private keptTax = false;
  private referenceQualifier = '';
  private group = '';
  private section: 'heading' | 'detail' | 'summary' = 'heading';
  /** Inside an ALC group: its TAX and MOA are the charge's, not the invoice's. */
  private inCharge = false;
  private readonly parties: PartyCollector;
  private readonly terms: SaleTermsReader;
  private readonly lines: LineDraft[] = [];
  private line: LineDraft | undefined;
  private readonly charges: ChargeGroups;
  private readonly totals = new Map<string, number>();
  private last: Segment | undefined;

  constructor(private readonly reader: MessageReader) {
    this.parties = new PartyCollector(reader);
    this.terms = new SaleTermsReader(reader);
    this.charges = new ChargeGroups(reader);
  }

  map(): InboundMapping {
    for (const segment of this.reader.segments) {
      this.segment(segment);
      if (this.line !== undefined) this.line.last = segment;
      if (this.inCharge) this.chargeGroups()?.extend(segment);
      this.last = segment;
    }
    return this.result();
  }

  private segment(segment: Segment): void {
    const reader = this.reader;
    const tag = segment.tag;
    if (!['DTM', 'PCD', 'MOA', 'CTA', 'COM'].includes(tag)) this.group = tag;
    const line = this.line;
    switch (tag) {
      case 'BGM':
        this.bgm = segment;
        this.creditMemo = getElement(segment, 1, 1) === documentNames.creditMemo;
        this.invoiceNumber = reader.required(segment, 2, 1, 'document number');
        return;
      case 'DTM':
        return this.dtm(segment);
      case 'FTX':
        // AAB: terms of payment.
        if (line === undefined && getElement(segment, 1) === 'AAB') {
          const text = reader.values(segment, 4, 1, 5).join(' ');
          if (text !== '') this.settlement.paymentTermsDescription ??= text;
        }
        return;
      case 'RFF':
        return this.reference(segment);
      case 'NAD':
        if (line === undefined && this.section === 'heading') this.parties.nad(segment);
        return;
      case 'CTA':
      case 'COM':
        if (line === undefined && this.section === 'heading') this.parties.contact(segment);
        return;
      case 'FII':
        if (line === undefined && !payerInstitutions.has(getElement(segment, 1))) {
          this.settlement.iban ??= reader.value(segment, 2, 1);
          this.settlement.payeeName ??= reader.value(segment, 2, 2);
          this.settlement.bic ??= reader.value(segment, 3, 1);
        }
        return;
      case 'CUX':
        this.header.currencyCode ??= reader.value(segment, 1, 2);
        return;
      case 'PAT':
        if (line === undefined) this.terms.pat(segment);
        return;
      case 'PCD':
        if (this.inCharge && this.group === 'ALC') this.chargeGroups()?.pcd(segment);
        else if (line === undefined && this.group === 'PAT') this.terms.pcd(segment);
        return;
      case 'PAI':
        this.settlement.paymentMeansTypeCode ??= reader.value(segment, 1, 3);
        return;
      case 'TAX':
        return this.taxSegment(segment);
      case 'ALC':
        return this.charge(segment);
      case 'MOA':
        return this.amount(segment);
      case 'LIN':
        this.finishLine();
        this.inCharge = false;
        this.section = 'detail';
        this.line = {
          lin: segment,
          lineNumber: reader.value(segment, 1) ?? String(this.lines.length + 1),
          items: {},
          netPrice: false,
          charges: new ChargeGroups(reader),
          last: segment,
        };
        readItemNumbers(reader, segment, this.line.items);
        return;
      case 'PIA':
        if (line !== undefined) readItemNumbers(reader, segment, line.items);
        return;
      case 'IMD':
        if (line !== undefined) {
          const text = reader.values(segment, 3, 4, 5).join(' ');
          if (text !== '') line.description ??= text;
        }
        return;
      case 'QTY':
        if (line !== undefined && getElement(segment, 1, 1) === '47') {
          line.quantity = reader.number(segment, 1, 2, 'invoiced quantity', true);
          line.unit ??= reader.value(segment, 1, 3);
        }
        return;
      case 'PRI':
        return this.price(segment);
      case 'UNS':
        this.finishLine();
        this.inCharge = false;
        this.section = 'summary';
        return;
      default:
        return;
    }
  }

  private dtm(segment: Segment): void {
    const qualifier = getElement(segment, 1);
    if (this.line !== undefined || this.section !== 'heading') return;
    if (this.group === 'RFF') {
      if (qualifier === '171' && this.referenceQualifier === 'ON') {
        this.header.orderDate ??= this.reader.date(segment)?.date;
      }
      return;
    }
    if (this.group === 'PAT') {
      this.terms.dtm(segment);
      return;
    }
    // 137 document date wins over 3 invoice date.
    if (qualifier === '137' || (qualifier === '3' && !this.dateFromDocument)) {
      const value = this.reader.date(segment);
      if (value === undefined) return;
      this.invoiceDate = value.date;
      this.dateFromDocument ||= qualifier === '137';
    }
  }

  private reference(segment: Segment): void {
    const qualifier = getElement(segment, 1, 1);
    this.referenceQualifier = qualifier;
    const value = this.reader.value(segment, 1, 2);
    const line = this.line;
    if (line !== undefined) {
      // RFF+ON:order:line or RFF+LI:line: the order line the invoice line bills.
      const orderLine =
        qualifier === 'ON'
          ? this.reader.value(segment, 1, 3)
          : qualifier === 'LI'
            ? value
            : undefined;
      line.orderLineNumber ??= orderLine;
      return;
    }
    if (value === undefined || this.section !== 'heading') return;
    if (qualifier === 'ON') this.header.orderNumber ??= value;
    // DQ delivery note, AAK despatch advice number.
    else if (qualifier === 'DQ' || qualifier === 'AAK') this.header.shipNoticeNumber ??= value;
    // OI: the invoice a credit note corrects.
    else if (qualifier === 'OI') this.header.originalInvoiceNumber ??= value;
  }

  private taxSegment(segment: Segment): void {
    this.keptTax = false;
    if (this.inCharge) return;
    const rate = this.reader.number(segment, 5, 4, 'tax rate');
    const line = this.line;
    if (line !== undefined) {
      line.taxRatePercent ??= rate;
      return;
    }
    // One tax is kept: the first TAX group of the heading or summary. A summary TAX with the
    // same rate gives the amounts a heading TAX leaves out.
    if (this.tax !== undefined) {
      this.keptTax = this.section === 'summary' && this.tax.ratePercent === rate;
      return;
    }
    this.keptTax = true;
    this.tax = withoutUndefined({
      ratePercent: rate,
      categoryCode: this.reader.value(segment, 6),
    });
  }

  private charge(segment: Segment): void {
    this.inCharge = true;
    this.chargeGroups()?.alc(segment);
  }

  /** Where an ALC group belongs: the current line, or the heading; a summary ALC is not read. */
  private chargeGroups(): ChargeGroups | undefined {
    if (this.line !== undefined) return this.line.charges;
    return this.section === 'heading' ? this.charges : undefined;
  }

  private amount(segment: Segment): void {
    const qualifier = getElement(segment, 1, 1);
    const reader = this.reader;
    if (this.inCharge) {
      if (this.group === 'ALC') this.chargeGroups()?.moa(segment);
      return;
    }
    if (this.group === 'TAX') {
      if (!this.keptTax || this.tax === undefined) return;
      if (qualifier === '124') this.tax.amount ??= reader.number(segment, 1, 2, 'tax amount', true);
      if (qualifier === '125')
        this.tax.basis ??= reader.number(segment, 1, 2, 'taxable amount', true);
      return;
    }
    const line = this.line;
    if (line !== undefined) {
      if (qualifier === '203') line.amount ??= reader.number(segment, 1, 2, 'line amount', true);
      return;
    }
    if (this.section === 'summary' && !this.totals.has(qualifier)) {
      const value = reader.number(segment, 1, 2, 'amount', true);
      if (value !== undefined) this.totals.set(qualifier, value);
    }
  }

  /** PRI AAA (net) wins over AAB (gross); 5284 unit price basis divides the price. */
  private price(segment: Segment): void {
    const line = this.line;
    if (line === undefined) return;
    const qualifier = getElement(segment, 1, 1);
    if ((qualifier !== 'AAA' && qualifier !== 'AAB') || (qualifier === 'AAB' && line.netPrice)) {
      return;
    }
    const price = this.reader.number(segment, 1, 2, 'price', true);
    if (price === undefined) return;
    const basis = this.reader.number(segment, 1, 5, 'unit price basis');
    line.price = basis !== undefined && basis > 0 ? price / basis : price;
    line.netPrice = qualifier === 'AAA';
  }

  private finishLine(): void {
    if (this.line !== undefined) this.lines.push(this.line);
    this.line = undefined;
  }

  private invoiceLine(draft: LineDraft): InvoiceLine | undefined {
    const reader = this.reader;
    const charges = draft.charges.result();
    const at = `Line ${draft.lineNumber} (LIN at segment ${reader.position(draft.lin)})`;
    const quantity = draft.quantity;
    if (quantity === undefined) {
      reader.missingSegment('QTY', draft.last, `${at} has no QTY 47 invoiced quantity`);
      return undefined;
    }
    const price =
      draft.price ??
      (draft.amount !== undefined && quantity !== 0
        ? roundAmount(draft.amount / quantity)
        : undefined);
    if (price === undefined) {
      reader.missingSegment('PRI', draft.last, `${at} has no PRI price and no MOA 203 amount`);
      return undefined;
    }
    return withoutUndefined({
      lineNumber: draft.lineNumber,
      buyerItemNumber: draft.items.buyerItemNumber,
      vendorItemNumber: draft.items.vendorItemNumber,
      upc: draft.items.upc,
      description: draft.description,
      quantityInvoiced: quantity,
      unit: draft.unit,
      unitPrice: price,
      amount: draft.amount ?? this.exact().product(quantity, price),
      taxRatePercent: draft.taxRatePercent,
      orderLineNumber: draft.orderLineNumber,
      serviceCharges: charges.length === 0 ? undefined : charges,
    });
  }

  private result(): InboundMapping {
    const reader = this.reader;
    this.finishLine();
    if (this.bgm === undefined)
      reader.missingSegment('BGM', undefined, 'INVOIC has no BGM segment');
    else if (this.invoiceDate === undefined && !reader.issues.some((i) => i.segmentTag === 'DTM')) {
      reader.missingSegment('DTM', this.bgm, 'INVOIC has no DTM 137 invoice date');
    }
    const lines: InvoiceLine[] = [];
    for (const draft of this.lines) {
      const line = this.invoiceLine(draft);
      if (line !== undefined) lines.push(line);
    }
    const serviceCharges = this.charges.result();
    const { invoiceNumber, invoiceDate } = this;
    if (reader.issues.length > 0 || invoiceNumber === undefined || invoiceDate === undefined) {
      return { ok: false, issues: reader.issues };
    }
    this.parties.close();
    const settlement = withoutUndefined(this.settlement);
    const invoice: CanonicalInvoice = {
      ...this.header,
      kind: 'invoice',
      purpose: this.creditMemo ? 'creditMemo' : undefined,
      invoiceNumber,
      invoiceDate,
      tax: this.tax,
      saleTerms: this.terms.result,
      settlement: Object.keys(settlement).length > 0 ? settlement : undefined,
      parties: this.parties.parties,
      lines,
      serviceCharges,
      totals: this.invoiceTotals(lines, serviceCharges),
    };
    return { ok: true, document: withoutUndefined(invoice) };
  }

  /** Exact sums and products in the currency's digits. */
  private exact() {
    const minorUnit = minorUnitOf(this.header.currencyCode);
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

  /** The summary's MOA totals; the ones not sent are computed from the lines and charges. */
  private invoiceTotals(lines: readonly InvoiceLine[], charges: readonly ServiceCharge[]): Totals {
    const sent = (...qualifiers: string[]): number | undefined => {
      for (const qualifier of qualifiers) {
        const value = this.totals.get(qualifier);
        if (value !== undefined) return value;
      }
      return undefined;
    };
    const { sum } = this.exact();
    const allCharges = [...charges, ...lines.flatMap((line) => line.serviceCharges ?? [])];
    const chargesOf = (indicator: 'A' | 'C'): number =>
      sum(allCharges.filter((c) => c.indicator === indicator).map((c) => c.amount));
    const lineTotal = sent('79') ?? sum(lines.map((line) => line.amount));
    const chargeTotal = sent('259') ?? chargesOf('C');
    const allowanceTotal = sent('260') ?? chargesOf('A');
    const taxTotal = sent('176') ?? this.tax?.amount ?? 0;
    const taxBasisTotal =
      sent('125') ?? this.tax?.basis ?? sum([lineTotal, chargeTotal, -allowanceTotal]);
    const grandTotal = sent('77', '86', '39') ?? sum([taxBasisTotal, taxTotal]);
    const prepaid = sent('113') ?? 0;
    const duePayable = sent('9') ?? sum([grandTotal, -prepaid]);
    return {
      lineTotal,
      chargeTotal,
      allowanceTotal,
      taxBasisTotal,
      taxTotal,
      grandTotal,
      prepaid,
      duePayable,
    };
  }
}

/** CanonicalInvoice → INVOIC (see the module comment for the segments). */
export function buildInvoice(
  invoice: CanonicalInvoice,
  options: EdifactBuildOptions,
): EdifactMessageInput {
  const creditMemo = invoice.purpose === 'creditMemo';
  const minorUnit = minorUnitOf(invoice.currencyCode);
  const amount = (qualifier: string, value: number): SegmentInput =>
    amountSegment(qualifier, value, minorUnit);
  const segments: SegmentInput[] = [
    {
      tag: 'BGM',
      elements: [
        creditMemo ? documentNames.creditMemo : documentNames.invoice,
        invoice.invoiceNumber,
        '9',
      ],
    },
    dtmSegment('137', invoice.invoiceDate),
  ];
  const settlement = invoice.settlement;
  if (settlement?.paymentMeansTypeCode !== undefined) {
    segments.push({ tag: 'PAI', elements: [['', '', settlement.paymentMeansTypeCode]] });
  }
  if (settlement?.paymentTermsDescription !== undefined) {
    const text = wrapText(settlement.paymentTermsDescription, 70, 5);
    segments.push({ tag: 'FTX', elements: ['AAB', '', '', text] });
  }
  if (invoice.orderNumber !== undefined) {
    segments.push({ tag: 'RFF', elements: [['ON', invoice.orderNumber]] });
    if (invoice.orderDate !== undefined) segments.push(dtmSegment('171', invoice.orderDate));
  }
  if (invoice.shipNoticeNumber !== undefined) {
    segments.push({ tag: 'RFF', elements: [['DQ', invoice.shipNoticeNumber]] });
  }
  if (creditMemo && invoice.originalInvoiceNumber !== undefined) {
    segments.push({ tag: 'RFF', elements: [['OI', invoice.originalInvoiceNumber]] });
  }
  for (const party of invoice.parties) segments.push(...partySegments(party));
  if (
    settlement?.iban !== undefined ||
    settlement?.bic !== undefined ||
    settlement?.payeeName !== undefined
  ) {
    // RB receiving financial institution; BIC with 1131 25 (bank id) and 3055 17 (SWIFT).
    segments.push({
      tag: 'FII',
      elements: [
        'RB',
        [settlement.iban ?? '', settlement.payeeName ?? ''],
        settlement.bic === undefined ? '' : [settlement.bic, '25', '17'],
      ],
    });
  }
  if (invoice.currencyCode !== undefined) {
    segments.push({ tag: 'CUX', elements: [['2', invoice.currencyCode, '4']] });
  }
  if (invoice.saleTerms !== undefined) segments.push(...saleTermsSegments(invoice.saleTerms));
  for (const charge of invoice.serviceCharges) segments.push(...chargeSegments(charge, minorUnit));
  for (const line of invoice.lines) {
    segments.push(...itemSegments(line.lineNumber, '', line, options));
    if (line.description !== undefined) segments.push(descriptionSegment(line.description));
    segments.push(
      quantitySegment('47', line.quantityInvoiced, line.unit),
      amount('203', line.amount),
      { tag: 'PRI', elements: [['AAA', formatNumber(line.unitPrice, 'PRI AAA')]] },
    );
    if (line.orderLineNumber !== undefined) {
      segments.push({
        tag: 'RFF',
        elements: [
          invoice.orderNumber === undefined
            ? ['LI', line.orderLineNumber]
            : ['ON', invoice.orderNumber, line.orderLineNumber],
        ],
      });
    }
    if (line.taxRatePercent !== undefined) segments.push(taxSegment(line.taxRatePercent));
    // The line's ALC groups come after its TAX group (INVOIC SG25 order).
    for (const charge of line.serviceCharges ?? []) {
      segments.push(...chargeSegments(charge, minorUnit));
    }
  }
  // The summary, straight from the canonical totals: the writer never adds up on its own.
  const { totals } = invoice;
  segments.push(
    { tag: 'UNS', elements: ['S'] },
    { tag: 'CNT', elements: [['2', String(invoice.lines.length)]] },
    amount('79', totals.lineTotal),
    amount('259', totals.chargeTotal),
    amount('260', totals.allowanceTotal),
    amount('125', totals.taxBasisTotal),
    amount('176', totals.taxTotal),
    amount('77', totals.grandTotal),
    amount('113', totals.prepaid),
    amount('9', totals.duePayable),
  );
  const tax = invoice.tax;
  if (tax !== undefined) {
    segments.push(taxSegment(tax.ratePercent, tax.categoryCode));
    if (tax.amount !== undefined) segments.push(amount('124', tax.amount));
    if (tax.basis !== undefined) segments.push(amount('125', tax.basis));
  }
  return { ...messageHeader('INVOIC', options), segments };
}

/**
 * MOA with the amount exactly in the currency's digits, without trailing zeros (727.20 → 727.2,
 * as the other messages write amounts): float noise never reaches the file.
 */
function amountSegment(qualifier: string, value: number, minorUnit: number): SegmentInput {
  if (!Number.isFinite(value)) throw new EdiWriteError(`MOA ${qualifier} ${value} is not finite`);
  const text = decimalTextOfNumber(value, minorUnit);
  return {
    tag: 'MOA',
    elements: [[qualifier, text.includes('.') ? text.replace(/\.?0+$/, '') : text]],
  };
}

/** ALC 7161 for a charge code: an X12 SAC02 code of the contracts' table as its equivalent. */
const edifactChargeCodes: Readonly<Record<string, { readonly edifact: string }>> = chargeCodes;
const alcCode = (type: string): string => edifactChargeCodes[type]?.edifact ?? type;

/** An ALC group: ALC with the code and description, PCD 3 when a percentage, MOA 8. */
function chargeSegments(charge: ServiceCharge, minorUnit: number): SegmentInput[] {
  const description = charge.description === undefined ? [] : wrapText(charge.description, 35, 2);
  const code = alcCode(charge.type);
  const segments: SegmentInput[] = [
    { tag: 'ALC', elements: [charge.indicator, '', '', '', [code, '', '', ...description]] },
  ];
  if (charge.percent !== undefined) {
    segments.push({
      tag: 'PCD',
      elements: [[chargePercentQualifier, formatNumber(charge.percent, 'PCD 3')]],
    });
  }
  segments.push(amountSegment('8', charge.amount, minorUnit));
  return segments;
}

/** TAX 7 (tax) VAT with the rate in TAX05-4 and the category (S, Z, E…) in TAX06. */
function taxSegment(rate: number | undefined, category?: string): SegmentInput {
  return {
    tag: 'TAX',
    elements: [
      '7',
      'VAT',
      '',
      '',
      ['', '', '', rate === undefined ? '' : formatNumber(rate, 'TAX05')],
      category ?? '',
    ],
  };
}
