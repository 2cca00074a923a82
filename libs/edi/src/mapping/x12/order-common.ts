/**
 * What the 850 and the 860 share: the header segments after BEG / BCH (SAC charges included),
 * the N1 loops, the PO1 / POC loops' detail segments, CTT, and the totals.
 */
import type { CanonicalOrder, Contact, OrderLine, Party, ScheduleEntry } from '@portal/contracts';
import type { Segment } from '../../segment';
import type { X12MappingContext } from '../mapping-types';
import {
  addToParty,
  defined,
  finishParty,
  isCcyymmdd,
  isoDate,
  lineDateByQualifier,
  readContact,
  readSaleTerms,
  readServiceCharge,
  roundAmount,
  startParty,
  type ItemIds,
  type PartyBuilder,
  type SaleTerms,
  type ServiceCharge,
  type SetReader,
} from './common';

type LineDates = OrderLine['dates'];
type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** A line as its first segment (PO1, POC) gives it; the loop's other segments are added later. */
export interface LineStart {
  readonly lineNumber: string;
  readonly ids: ItemIds;
  readonly ordered?: number | undefined;
  readonly outstanding?: number | undefined;
  readonly unit?: string | undefined;
  readonly unitPrice?: number | undefined;
  readonly priceBasisCode?: string | undefined;
  readonly changeType?: OrderLine['changeType'];
}

interface LineBuilder {
  readonly start: LineStart;
  readonly descriptions: string[];
  readonly quantities: Mutable<OrderLine['quantities']>;
  readonly dates: Mutable<LineDates>;
  readonly schedule: ScheduleEntry[];
  readonly parties: Party[];
  readonly drawingNumbers: string[];
  readonly details: Mutable<
    Pick<
      OrderLine,
      'grossWeight' | 'weightUnit' | 'volume' | 'volumeUnit' | 'carrierScac' | 'transportMode'
    >
  >;
}

/** Everything of an order but what the beginning segment (BEG, BCH) says. */
export type OrderBody = Pick<
  CanonicalOrder,
  | 'currencyCode'
  | 'contractNumbers'
  | 'priceQuoteNumber'
  | 'salesOrderNumber'
  | 'transportationTerms'
  | 'saleTerms'
  | 'serviceCharges'
  | 'effectiveFrom'
  | 'effectiveTo'
  | 'parties'
  | 'lines'
  | 'lineCount'
  | 'quantity'
  | 'amount'
>;

/** Header DTM01 qualifiers of the order itself (the line ones apply to every line). */
const orderDateByQualifier: Readonly<Record<string, 'effectiveFrom' | 'effectiveTo'>> = {
  '007': 'effectiveFrom', // effective
  '092': 'effectiveFrom', // contract effective
  '036': 'effectiveTo', // expiration
  '093': 'effectiveTo', // contract expiration
};

/**
 * GS04/GS05 as `YYYY-MM-DDTHH:mm[:ss]`: when the partner's translator created the group, the
 * closest X12 has to the time of a document (BEG / BCH / BFR carry a date only).
 */
export function groupTime(context: X12MappingContext): string | undefined {
  const { date, time } = context.group;
  if (!isCcyymmdd(date) || !/^([01]\d|2[0-3])[0-5]\d([0-5]\d)?(\d{1,2})?$/.test(time)) {
    return undefined;
  }
  const seconds = time.length >= 6 ? `:${time.slice(4, 6)}` : '';
  return `${isoDate(date)}T${time.slice(0, 2)}:${time.slice(2, 4)}${seconds}`;
}

/** TD5: the carrier's SCAC (TD502 = 2), the transport method and the routing. */
function readCarrier(
  reader: SetReader,
  td5: Segment,
): { scac?: string; mode?: string; party?: Party } {
  const qualifier = reader.text(td5, 2);
  const id = reader.text(td5, 3);
  const mode = reader.text(td5, 4);
  const routing = reader.text(td5, 5);
  const party =
    id === undefined && routing === undefined
      ? undefined
      : defined<Party>({ role: 'carrier', id, agencyCode: qualifier, name: routing });
  return defined({ scac: qualifier === '2' ? id : undefined, mode, party });
}

/**
 * Reads the segments after the beginning segment. `lineTag` starts a line (PO1, POC) and
 * `readLineStart` reads it. Deleted lines (860 POC02 DI) do not count in the totals.
 */
export function readOrderBody(
  reader: SetReader,
  segments: readonly Segment[],
  lineTag: string,
  readLineStart: (segment: Segment, index: number) => LineStart,
): OrderBody {
  const parties: Party[] = [];
  const headerContacts: Contact[] = [];
  const headerDates: Mutable<LineDates> = {};
  const contractNumbers: string[] = [];
  const lines: LineBuilder[] = [];
  const header: Mutable<
    Omit<OrderBody, 'parties' | 'lines' | 'quantity' | 'amount' | 'serviceCharges'>
  > = {};
  /** Header SACs only: a SAC inside a PO1 / POC loop is the line's and is not read here. */
  const serviceCharges: ServiceCharge[] = [];
  let carrier: { scac?: string; mode?: string } = {};
  let saleTerms: SaleTerms | undefined;
  let line: LineBuilder | undefined;
  let party: PartyBuilder | undefined;
  /** Inside an N1 or N9 loop: its segments up to the next loop or line are its own. */
  let loop: 'N1' | 'N9' | undefined;
  let summary = false;

  const closeParty = (): void => {
    if (party !== undefined) (line?.parties ?? parties).push(finishParty(party));
    party = undefined;
    loop = undefined;
  };

  for (let index = 0; index < segments.length; index += 1) {
    const segment = segments[index];
    if (segment === undefined) continue;
    const { tag } = segment;
    if (tag === lineTag) {
      closeParty();
      line = newLine(readLineStart(segment, lines.length));
      lines.push(line);
      continue;
    }
    if (tag === 'CTT') {
      closeParty();
      line = undefined;
      summary = true;
      header.lineCount = reader.integer(segment, 1, 'number of line items', true);
      continue;
    }
    if (summary) continue;
    if (tag === 'N1') {
      closeParty();
      loop = 'N1';
      party = startParty(reader, segment);
      continue;
    }
    if (tag === 'N9') {
      closeParty();
      loop = 'N9';
      continue;
    }
    if (loop === 'N1') {
      if (party !== undefined) addToParty(reader, party, segment);
      continue;
    }
    if (loop === 'N9') continue;
    if (line !== undefined) {
      readLineDetail(reader, line, segment);
      continue;
    }
    switch (tag) {
      case 'CUR':
        // A CUR right after a SAC is that charge's currency (the SAC loop), not the order's.
        if (segments[index - 1]?.tag !== 'SAC') header.currencyCode ??= reader.text(segment, 2);
        break;
      case 'SAC': {
        const charge = readServiceCharge(reader, segment);
        if (charge !== undefined) serviceCharges.push(charge);
        break;
      }
      case 'REF': {
        const value = reader.text(segment, 2) ?? reader.text(segment, 3);
        if (value === undefined) break;
        const qualifier = reader.text(segment, 1);
        if (qualifier === 'CT') contractNumbers.push(value);
        else if (qualifier === 'PR') header.priceQuoteNumber ??= value;
        else if (qualifier === 'VN') header.salesOrderNumber ??= value;
        break;
      }
      case 'PER':
        headerContacts.push(readContact(reader, segment));
        break;
      case 'FOB':
        // FOB05 transportation terms (e.g. Incoterms) when sent, else FOB01 method of payment.
        header.transportationTerms ??= reader.text(segment, 5) ?? reader.text(segment, 1);
        break;
      case 'ITD':
        saleTerms ??= readSaleTerms(reader, segment);
        break;
      case 'DTM': {
        const qualifier = reader.text(segment, 1) ?? '';
        const own = orderDateByQualifier[qualifier];
        const lineField = lineDateByQualifier[qualifier];
        if (own === undefined && lineField === undefined) break;
        const date = reader.date(segment, 2, `date (${qualifier})`, true);
        if (date === undefined) break;
        if (own !== undefined) header[own] ??= date;
        else if (lineField !== undefined) headerDates[lineField] ??= date;
        break;
      }
      case 'TD5': {
        const read = readCarrier(reader, segment);
        carrier = { ...read, ...carrier };
        if (read.party !== undefined && !parties.some((p) => p.role === 'carrier')) {
          parties.push(read.party);
        }
        break;
      }
      default:
        break;
    }
  }
  closeParty();

  attachHeaderContacts(parties, headerContacts);
  let quantity = 0;
  let amount = 0;
  const orderLines = lines.map((builder) => {
    const orderLine = finishLine(builder, headerDates, carrier);
    if (orderLine.changeType !== 'delete') {
      const ordered = orderLine.quantities.ordered ?? 0;
      quantity += ordered;
      amount += ordered * (orderLine.unitPrice ?? 0);
    }
    return orderLine;
  });
  return defined({
    ...header,
    contractNumbers: contractNumbers.length === 0 ? undefined : contractNumbers,
    saleTerms,
    serviceCharges: serviceCharges.length === 0 ? undefined : serviceCharges,
    parties,
    lines: orderLines,
    quantity: roundAmount(quantity),
    amount: roundAmount(amount),
  });
}

/** Header PER contacts are the buyer's: added to the BY party, or to a buyer party made for them. */
function attachHeaderContacts(parties: Party[], contacts: readonly Contact[]): void {
  if (contacts.length === 0) return;
  const index = parties.findIndex((party) => party.role === 'buyer');
  const buyer = parties[index];
  if (buyer === undefined) {
    parties.unshift({ role: 'buyer', contacts: [...contacts] });
    return;
  }
  parties[index] = { ...buyer, contacts: [...contacts, ...(buyer.contacts ?? [])] };
}

function newLine(start: LineStart): LineBuilder {
  return {
    start,
    descriptions: [],
    quantities: defined({ ordered: start.ordered, outstanding: start.outstanding }),
    dates: {},
    schedule: [],
    parties: [],
    drawingNumbers: [...(start.ids.drawingNumbers ?? [])],
    details: {},
  };
}

/** PID, PO4, SCH, DTM, REF DR and TD5 inside a PO1 / POC loop. */
function readLineDetail(reader: SetReader, line: LineBuilder, segment: Segment): void {
  switch (segment.tag) {
    case 'PID': {
      const description = reader.text(segment, 5);
      if (description !== undefined) line.descriptions.push(description);
      break;
    }
    case 'PO4': {
      line.quantities.perPack ??= reader.number(segment, 1, 'pack');
      line.details.grossWeight ??= reader.number(segment, 6, 'gross weight per pack');
      line.details.weightUnit ??= reader.text(segment, 7);
      line.details.volume ??= reader.number(segment, 8, 'gross volume per pack');
      line.details.volumeUnit ??= reader.text(segment, 9);
      break;
    }
    case 'SCH': {
      const quantity = reader.number(segment, 1, 'schedule quantity', true);
      const date = reader.date(segment, 6, 'schedule date', true);
      const endDate = reader.date(segment, 9, 'schedule end date');
      if (quantity !== undefined && date !== undefined) {
        line.schedule.push(defined({ quantity, date, endDate }));
      }
      break;
    }
    case 'DTM': {
      const qualifier = reader.text(segment, 1) ?? '';
      const field = lineDateByQualifier[qualifier];
      if (field === undefined) break;
      const date = reader.date(segment, 2, `date (${qualifier})`, true);
      if (date !== undefined) line.dates[field] ??= date;
      break;
    }
    case 'REF': {
      const value = reader.text(segment, 2);
      if (reader.text(segment, 1) === 'DR' && value !== undefined) line.drawingNumbers.push(value);
      break;
    }
    case 'TD5': {
      const carrier = readCarrier(reader, segment);
      line.details.carrierScac ??= carrier.scac;
      line.details.transportMode ??= carrier.mode;
      break;
    }
    default:
      break;
  }
}

function finishLine(
  line: LineBuilder,
  headerDates: LineDates,
  carrier: { scac?: string; mode?: string },
): OrderLine {
  const { start, details } = line;
  // Built key by key, leaving out what is undefined, in the order an object literal passed to
  // defined() would give: one object per line instead of a literal and its copy.
  const orderLine: Record<string, unknown> = { lineNumber: start.lineNumber };
  const ids = start.ids as Readonly<Record<string, unknown>>;
  // The ids but drawingNumbers (the line's own list, below).
  for (const key in ids) {
    if (key !== 'drawingNumbers' && Object.hasOwn(ids, key)) setDefined(orderLine, key, ids[key]);
  }
  const description = line.descriptions.join(' ');
  if (description !== '') orderLine['description'] = description;
  orderLine['quantities'] = defined(line.quantities);
  setDefined(orderLine, 'unit', start.unit);
  setDefined(orderLine, 'unitPrice', start.unitPrice);
  setDefined(orderLine, 'priceBasisCode', start.priceBasisCode);
  const detailValues = details as Readonly<Record<string, unknown>>;
  for (const key in detailValues) {
    if (Object.hasOwn(detailValues, key)) setDefined(orderLine, key, detailValues[key]);
  }
  setDefined(orderLine, 'carrierScac', details.carrierScac ?? carrier.scac);
  setDefined(orderLine, 'transportMode', details.transportMode ?? carrier.mode);
  if (line.drawingNumbers.length > 0) orderLine['drawingNumbers'] = line.drawingNumbers;
  // The header's dates hold for every line that has none of its own.
  orderLine['dates'] = defined({ ...headerDates, ...line.dates });
  setDefined(orderLine, 'changeType', start.changeType);
  if (line.schedule.length > 0) orderLine['schedule'] = line.schedule;
  if (line.parties.length > 0) orderLine['parties'] = line.parties;
  return orderLine as unknown as OrderLine;
}

function setDefined(target: Record<string, unknown>, key: string, value: unknown): void {
  if (value !== undefined) target[key] = value;
}
