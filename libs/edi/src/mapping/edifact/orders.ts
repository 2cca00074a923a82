/**
 * ORDERS, ORDCHG and DELFOR → CanonicalOrder (ORDER, ORDER_CHANGE, ORDER_PLAN). The three share
 * the heading (BGM, DTM, FTX, RFF, NAD, CUX, PAT, TDT, ALC-MOA) and the LIN groups; ORDCHG adds
 * the line action (LIN02), DELFOR the delivery schedule of each line (QTY-SCC-DTM).
 */
import type {
  CanonicalOrder,
  OrderDocumentType,
  OrderLine,
  ScheduleEntry,
} from '@portal/contracts';
import type { EdifactMessage } from '../../edifact-envelope';
import { getElement, type Segment } from '../../segment';
import type { EdifactMappingContext, InboundMapping } from '../mapping-types';
import {
  MessageReader,
  PartyCollector,
  SaleTermsReader,
  ServiceChargeCollector,
  allowanceChargeGroupTags,
  readCarrier,
  readItemNumbers,
  roundAmount,
  withoutUndefined,
  type DateValue,
} from './common';

type LineDates = OrderLine['dates'];
type LineQuantities = OrderLine['quantities'];

/** LIN02 (1229) of ORDCHG: 1 added, 2 deleted, 3 changed, 4 no action, 5 accepted unchanged. */
const changeTypes: Readonly<Record<string, OrderLine['changeType']>> = {
  '1': 'add',
  '2': 'delete',
  '3': 'change',
  '4': 'unchanged',
  '5': 'unchanged',
};

/** DTM qualifiers (2005) of a line's dates; in the heading they apply to every line. */
const lineDateFields: Readonly<Record<string, keyof LineDates>> = {
  '2': 'request',
  '10': 'schedule',
  '36': 'expiry',
  '63': 'latest',
  '64': 'earliest',
  '69': 'delivery',
};

/** QTY qualifiers (6063) kept on a line, besides a DELFOR's schedule (1, 113). */
const quantityFields: Readonly<
  Record<string, Exclude<keyof LineQuantities, 'cumulativeStart' | 'cumulativeEnd'>>
> = {
  '3': 'cumulative',
  '12': 'shipped',
  '21': 'ordered',
  '47': 'invoiced',
  '48': 'received',
  '52': 'perPack',
  '59': 'perPack',
  '83': 'backorder',
  '113': 'committed',
};

interface ScheduleDraft {
  readonly qty: Segment;
  readonly quantity: number;
  commitment?: string;
  timing?: string;
  requested?: DateValue;
  earliest?: string;
  latest?: string;
  last: Segment;
}

interface LineDraft {
  readonly lin: Segment;
  readonly line: OrderLine;
  readonly parties: PartyCollector;
  readonly schedule: ScheduleDraft[];
  /** DELFOR: whether SCC comes before its QTY (D96A) or after it (EANCOM). */
  sccFirst?: boolean;
  pendingScc?: { commitment?: string; timing?: string };
  /** The last QTY: its qualifier, for the DTM that follows. */
  quantityQualifier?: string;
  netPrice: boolean;
  last: Segment;
}

export function mapOrderMessage(
  message: EdifactMessage,
  context: EdifactMappingContext,
  documentType: OrderDocumentType,
): InboundMapping {
  return new OrderMapper(new MessageReader(message, context), documentType).map();
}

class OrderMapper {
  private bgm: Segment | undefined;
  private last: Segment | undefined;
  /** The segment that opened the current group, for DTM, PCD, CTA and COM. */
  private group = '';
  private section: 'heading' | 'detail' | 'summary' = 'heading';
  private readonly header: Partial<CanonicalOrder> = {};
  private readonly descriptions: string[] = [];
  private readonly contractNumbers: string[] = [];
  private orderReference: string | undefined;
  private referenceQualifier: string | undefined;
  private referenceDate: string | undefined;
  private readonly headerDates: LineDates = {};
  private headerCarrier: { scac?: string; transportMode?: string } = {};
  private readonly parties: PartyCollector;
  private readonly terms: SaleTermsReader;
  private readonly charges: ServiceChargeCollector;
  /**
   * Inside an ALC group (heading or line): its DTM, QTY, TAX and MOA are the allowance's or
   * charge's, not the order's or the line's.
   */
  private inCharge = false;
  /** DELFOR detail: the delivery point (GIS-NAD) of the lines that follow. */
  private location: PartyCollector | undefined;
  private readonly lines: LineDraft[] = [];
  private line: LineDraft | undefined;
  private lineCount: number | undefined;

  constructor(
    private readonly reader: MessageReader,
    private readonly documentType: OrderDocumentType,
  ) {
    this.parties = new PartyCollector(reader);
    this.terms = new SaleTermsReader(reader);
    this.charges = new ServiceChargeCollector(reader);
  }

  map(): InboundMapping {
    for (const segment of this.reader.segments) {
      this.segment(segment);
      if (this.line !== undefined) this.line.last = segment;
      else if (this.inCharge && this.section === 'heading') this.charges.extend(segment);
      this.last = segment;
    }
    this.finishLine();
    return this.result();
  }

  private segment(segment: Segment): void {
    const reader = this.reader;
    const tag = segment.tag;
    if (!['DTM', 'PCD', 'MOA', 'CTA', 'COM'].includes(tag)) this.group = tag;
    if (!allowanceChargeGroupTags.has(tag)) this.inCharge = false;
    switch (tag) {
      case 'BGM':
        this.bgm = segment;
        this.header.documentNumber = reader.required(segment, 2, 1, 'document number');
        this.header.purposeCode = reader.value(segment, 3);
        this.header.documentVersion = this.version(segment);
        return;
      case 'DTM':
        return this.dtm(segment);
      case 'FTX':
        if (this.line === undefined && this.section === 'heading') {
          const text = reader.values(segment, 4, 1, 5).join(' ');
          if (text !== '') this.descriptions.push(text);
        }
        return;
      case 'RFF':
        return this.reference(segment);
      case 'NAD':
        this.openParty(segment);
        return;
      case 'CTA':
      case 'COM':
        (this.line?.parties ?? this.location ?? this.parties).contact(segment);
        return;
      case 'CUX':
        this.header.currencyCode ??= reader.value(segment, 1, 2);
        return;
      case 'PAT':
        if (this.line === undefined) this.terms.pat(segment);
        return;
      case 'PCD':
        if (this.line === undefined && this.group === 'PAT') this.terms.pcd(segment);
        return;
      case 'TDT':
        return this.carrier(segment);
      case 'TOD':
        this.header.transportationTerms ??=
          reader.value(segment, 3, 1) ?? reader.value(segment, 3, 4);
        return;
      case 'PAI':
        this.header.paymentMethod ??= reader.value(segment, 1, 3);
        return;
      case 'TAX':
        if (this.line === undefined && !this.inCharge) {
          this.header.taxRatePercent ??= reader.number(segment, 5, 4, 'tax rate');
        }
        return;
      case 'ALC':
        // Line ALC groups are not kept (yet); only the heading's are the order's charges.
        this.inCharge = true;
        if (this.line === undefined && this.section === 'heading') this.charges.alc(segment);
        return;
      case 'MOA':
        if (this.inCharge && this.line === undefined && this.section === 'heading') {
          this.charges.moa(segment);
        }
        return;
      case 'LIN':
        return this.startLine(segment);
      case 'PIA':
        if (this.line !== undefined) readItemNumbers(reader, segment, this.line.line);
        return;
      case 'IMD':
        if (this.line !== undefined) {
          const text = reader.values(segment, 3, 4, 5).join(' ');
          if (text !== '') this.line.line.description ??= text;
        }
        return;
      case 'QTY':
        return this.quantity(segment);
      case 'SCC':
        return this.scc(segment);
      case 'PRI':
        return this.price(segment);
      case 'UNS':
        this.finishLine();
        this.section = getElement(segment, 1) === 'D' ? 'detail' : 'summary';
        return;
      case 'GIS':
        // DELFOR: a new delivery point; its NAD applies to the lines that follow.
        this.finishLine();
        this.section = 'detail';
        this.location = undefined;
        return;
      case 'CNT':
        if (getElement(segment, 1) === '2') {
          this.lineCount = reader.integer(segment, 1, 2, 'number of line items');
        }
        return;
      default:
        return;
    }
  }

  /** ORDCHG (D01B) BGM02-3 revision or -2 version when a positive integer, else 1. */
  private version(bgm: Segment): number {
    for (const component of [3, 2]) {
      const value = getElement(bgm, 2, component);
      if (/^\d+$/.test(value) && Number(value) >= 1) return Number(value);
    }
    return 1;
  }

  private dtm(segment: Segment): void {
    if (this.inCharge) return;
    const qualifier = getElement(segment, 1);
    const line = this.line;
    if (this.group === 'RFF') {
      if (qualifier !== '171' || line !== undefined || this.referenceQualifier !== 'ON') return;
      this.referenceDate = this.reader.date(segment)?.date;
      return;
    }
    if (this.group === 'PAT') {
      if (line === undefined) this.terms.dtm(segment);
      return;
    }
    if (line !== undefined) return this.lineDate(line, segment, qualifier);
    if (this.section !== 'heading') return;
    const field = lineDateFields[qualifier];
    const known = ['137', '157', '158', '159'].includes(qualifier) || field !== undefined;
    if (!known) return;
    const value = this.reader.date(segment);
    if (value === undefined) return;
    switch (qualifier) {
      case '137':
        this.header.orderDate = value.date;
        if (value.time !== undefined) this.header.documentTime = `${value.date}T${value.time}`;
        return;
      case '157':
        this.header.effectiveFrom = value.date;
        return;
      case '158':
        this.header.horizonStart = value.date;
        if (value.endDate !== undefined) this.header.horizonEnd = value.endDate;
        return;
      case '159':
        this.header.horizonEnd = value.endDate ?? value.date;
        return;
      default:
        if (field === 'expiry') this.header.effectiveTo = value.date;
        else if (field !== undefined) this.setDate(this.headerDates, field, value);
    }
  }

  /** A range (718) of a requested date is the earliest to the latest day. */
  private setDate(dates: LineDates, field: keyof LineDates, value: DateValue): void {
    if (value.endDate !== undefined && field === 'request') {
      dates.earliest ??= value.date;
      dates.latest ??= value.endDate;
    }
    dates[field] = value.date;
  }

  private lineDate(line: LineDraft, segment: Segment, qualifier: string): void {
    const entry = line.schedule[line.schedule.length - 1];
    // A DTM right after a schedule QTY (or its SCC) dates that delivery.
    const inSchedule =
      entry !== undefined &&
      (this.group === 'QTY' || this.group === 'SCC') &&
      (line.quantityQualifier === '1' || line.quantityQualifier === '113');
    if (line.quantityQualifier === '3' && (qualifier === '51' || qualifier === '52')) {
      const value = this.reader.date(segment);
      if (value === undefined) return;
      if (qualifier === '51') line.line.quantities.cumulativeStart = value.date;
      else line.line.quantities.cumulativeEnd = value.date;
      return;
    }
    if (inSchedule && ['2', '10', '63', '64', '69'].includes(qualifier)) {
      const value = this.reader.date(segment);
      if (value === undefined) return;
      entry.last = segment;
      if (qualifier === '64') entry.earliest = value.date;
      else if (qualifier === '63') entry.latest = value.date;
      else entry.requested = value;
      return;
    }
    const field = lineDateFields[qualifier];
    if (field === undefined) return;
    const value = this.reader.date(segment);
    if (value !== undefined) this.setDate(line.line.dates, field, value);
  }

  private reference(segment: Segment): void {
    const qualifier = getElement(segment, 1, 1);
    const value = this.reader.value(segment, 1, 2);
    this.referenceQualifier = qualifier;
    if (this.line !== undefined || value === undefined) return;
    switch (qualifier) {
      case 'CT':
        this.contractNumbers.push(value);
        return;
      case 'ON':
        this.orderReference ??= value;
        return;
      case 'VN':
        this.header.salesOrderNumber ??= value;
        return;
      case 'AAN':
        this.header.releaseNumber ??= value;
        return;
      default:
        return;
    }
  }

  private openParty(segment: Segment): void {
    if (this.line !== undefined) {
      this.line.parties.nad(segment);
    } else if (this.section === 'detail') {
      this.location ??= new PartyCollector(this.reader);
      this.location.nad(segment);
    } else {
      this.parties.nad(segment);
    }
  }

  private carrier(segment: Segment): void {
    const details = readCarrier(this.reader, segment);
    if (this.line !== undefined) {
      this.line.line.transportMode ??= details.transportMode;
      this.line.line.carrierScac ??= details.scac;
      return;
    }
    if (details.party !== undefined) this.parties.add(details.party);
    this.headerCarrier = { scac: details.scac, transportMode: details.transportMode };
  }

  private startLine(lin: Segment): void {
    this.finishLine();
    const reader = this.reader;
    const line: OrderLine = {
      lineNumber: reader.value(lin, 1) ?? String(this.lines.length + 1),
      quantities: {},
      dates: {},
    };
    readItemNumbers(reader, lin, line);
    const action = reader.value(lin, 2);
    if (this.documentType === 'ORDER_CHANGE' && action !== undefined) {
      const changeType = changeTypes[action];
      if (changeType === undefined) {
        reader.report(lin, '12', `LIN02 action '${action}' is not 1, 2, 3, 4 or 5`, {
          element: 2,
          badValue: action,
        });
      } else {
        line.changeType = changeType;
      }
    }
    this.line = {
      lin,
      line,
      parties: new PartyCollector(reader),
      schedule: [],
      netPrice: false,
      last: lin,
    };
  }

  private quantity(segment: Segment): void {
    const line = this.line;
    if (line === undefined || this.inCharge) return;
    const qualifier = getElement(segment, 1, 1);
    const quantity = this.reader.number(segment, 1, 2, 'quantity', true);
    if (quantity === undefined) return;
    line.quantityQualifier = qualifier;
    line.line.unit ??= this.reader.value(segment, 1, 3);
    if (this.documentType === 'ORDER_PLAN' && (qualifier === '1' || qualifier === '113')) {
      line.sccFirst ??= false;
      const pending = line.sccFirst ? line.pendingScc : undefined;
      line.schedule.push({ qty: segment, quantity, ...pending, last: segment });
      return;
    }
    const field = quantityFields[qualifier];
    if (field !== undefined) line.line.quantities[field] ??= quantity;
  }

  /** SCC 4017 (1 firm, 4 forecast…) and 2013 frequency, for the schedule entries it heads. */
  private scc(segment: Segment): void {
    const line = this.line;
    if (line === undefined) return;
    const commitment = this.reader.value(segment, 1);
    const timing = this.reader.value(segment, 3, 1);
    line.line.deliveryPlanStatus ??= commitment;
    line.line.frequencyCode ??= timing;
    line.line.despatchPatternCode ??= this.reader.value(segment, 3, 2);
    line.sccFirst ??= true;
    const scc = withoutUndefined({ commitment, timing });
    if (line.sccFirst) {
      line.pendingScc = scc;
      return;
    }
    const entry = line.schedule[line.schedule.length - 1];
    if (entry !== undefined) Object.assign(entry, scc, { last: segment });
  }

  /** PRI AAA (net) wins over AAB (gross); 5284 unit price basis divides the price. */
  private price(segment: Segment): void {
    const line = this.line;
    if (line === undefined) return;
    const qualifier = getElement(segment, 1, 1);
    if (qualifier !== 'AAA' && qualifier !== 'AAB') return;
    if (qualifier === 'AAB' && line.netPrice) return;
    const price = this.reader.number(segment, 1, 2, 'price');
    if (price === undefined) return;
    const basis = this.reader.number(segment, 1, 5, 'unit price basis');
    line.line.unitPrice = basis !== undefined && basis > 0 ? price / basis : price;
    line.netPrice = qualifier === 'AAA';
  }

  private finishLine(): void {
    const draft = this.line;
    if (draft === undefined) return;
    this.line = undefined;
    const { line } = draft;
    if (draft.schedule.length > 0) {
      const entries = draft.schedule.map((entry) => this.scheduleEntry(entry));
      const schedule = entries.filter((entry): entry is ScheduleEntry => entry !== undefined);
      line.schedule = schedule;
      line.quantities.ordered ??= roundAmount(schedule.reduce((sum, e) => sum + e.quantity, 0));
    }
    if (this.documentType === 'ORDER' && line.quantities.ordered === undefined) {
      this.reader.missingSegment(
        'QTY',
        draft.last,
        `Line ${line.lineNumber} (LIN at segment ${this.reader.position(draft.lin)}) has no QTY 21 ordered quantity`,
      );
    }
    draft.parties.close();
    this.location?.close();
    const parties = [...(this.location?.parties ?? []), ...draft.parties.parties];
    if (parties.length > 0) line.parties = parties;
    this.lines.push(draft);
  }

  private scheduleEntry(entry: ScheduleDraft): ScheduleEntry | undefined {
    const requested = entry.requested;
    const date = requested?.date ?? entry.earliest ?? entry.latest;
    if (date === undefined) {
      this.reader.missingSegment(
        'DTM',
        entry.last,
        `Schedule quantity ${entry.quantity} (QTY at segment ${this.reader.position(entry.qty)}) has no delivery date (DTM 2, 64 or 63)`,
      );
      return undefined;
    }
    const endDate =
      requested?.endDate ??
      (requested === undefined && entry.earliest !== undefined ? entry.latest : undefined);
    return withoutUndefined({
      quantity: entry.quantity,
      commitment: entry.commitment,
      timing: entry.timing,
      date,
      endDate,
    });
  }

  private result(): InboundMapping {
    const reader = this.reader;
    if (this.bgm === undefined) {
      reader.missingSegment('BGM', undefined, `${reader.message.type} has no BGM segment`);
    }
    if (this.lines.length === 0 && this.documentType !== 'ORDER_CHANGE') {
      reader.missingSegment('LIN', this.last, `${reader.message.type} has no LIN line item`);
    }
    const serviceCharges = this.charges.result();
    const documentNumber = this.header.documentNumber;
    if (reader.issues.length > 0 || documentNumber === undefined) {
      return { ok: false, issues: reader.issues };
    }
    this.parties.close();
    const lines = this.lines.map(({ line }) => this.withHeaderDefaults(line));
    let quantity = 0;
    let amount = 0;
    for (const line of lines) {
      const ordered = line.quantities.ordered ?? 0;
      quantity += ordered;
      if (line.unitPrice !== undefined) amount += ordered * line.unitPrice;
    }
    const isOrder = this.documentType === 'ORDER';
    const order: CanonicalOrder = {
      ...this.header,
      kind: 'order',
      documentType: this.documentType,
      documentNumber,
      orderNumber: isOrder ? documentNumber : (this.orderReference ?? documentNumber),
      orderDate:
        this.documentType === 'ORDER_CHANGE'
          ? (this.referenceDate ?? this.header.orderDate)
          : this.header.orderDate,
      documentVersion: this.header.documentVersion ?? 1,
      description: this.descriptions.length > 0 ? this.descriptions.join('\n') : undefined,
      contractNumbers: this.contractNumbers.length > 0 ? this.contractNumbers : undefined,
      saleTerms: this.terms.result,
      serviceCharges: serviceCharges.length > 0 ? serviceCharges : undefined,
      parties: this.parties.parties,
      lines,
      lineCount: this.lineCount,
      quantity: roundAmount(quantity),
      amount: roundAmount(amount),
    };
    return { ok: true, document: withoutUndefined(order) };
  }

  /** Heading dates and carrier apply to every line that does not give its own. */
  private withHeaderDefaults(line: OrderLine): OrderLine {
    const dates: LineDates = { ...this.headerDates, ...line.dates };
    return withoutUndefined({
      ...line,
      transportMode: line.transportMode ?? this.headerCarrier.transportMode,
      carrierScac: line.carrierScac ?? this.headerCarrier.scac,
      dates,
      quantities: line.quantities,
    });
  }
}
