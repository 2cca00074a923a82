/**
 * Shared pieces of the EDIFACT mappings: reading values with the issues a CONTRL reports, the
 * code tables (NAD roles, CTA functions, item number types) and writing segments back.
 */
import {
  type CanonicalInvoice,
  type CanonicalOrder,
  type Contact,
  type contactFunctions,
  edifactBasicTerms,
  edifactDiscountTerms,
  edifactScacAgency,
  type Party,
  type PartyRole,
} from '@portal/contracts';
import type { EdifactMessage } from '../../edifact-envelope';
import type { ContrlSyntaxErrorCode } from '../../envelope-error';
import type { EdifactMessageInput } from '../../edifact-writer';
import { getElement, type Segment, type SegmentInput } from '../../segment';
import { EdiWriteError, fieldRef } from '../../writer-common';
import type { EdifactBuildOptions, EdifactMappingContext, MappingIssue } from '../mapping-types';

type ContactFunction = (typeof contactFunctions)[number];

/** CONTRL syntax error codes (0085) the mappings report. */
export const syntaxErrors = {
  invalidValue: '12',
  missing: '13',
  notSupported: '14',
} as const satisfies Record<string, ContrlSyntaxErrorCode>;

/** Where an issue points inside its segment, and the value at fault. */
export interface IssuePlace {
  readonly element?: number;
  readonly component?: number;
  readonly badValue?: string;
}

/** A DTM read into canonical forms: `date` YYYY-MM-DD, `time` HH:mm(:ss), ranges with an end. */
export interface DateValue {
  readonly qualifier: string;
  readonly date: string;
  readonly time?: string;
  readonly endDate?: string;
}

const decimalPattern = /^-?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

/** CCYYMMDD → YYYY-MM-DD when it is a calendar date (leap years included). */
export function calendarDate(value: string): string | undefined {
  if (!/^\d{8}$/.test(value)) return undefined;
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(4, 6));
  const day = Number(value.slice(6, 8));
  if (month < 1 || month > 12 || day < 1) return undefined;
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return undefined;
  return `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`;
}

/** HHMM or HHMMSS → HH:mm(:ss) when it is a time of day. */
function clockTime(value: string): string | undefined {
  if (!/^(?:[01]\d|2[0-3])[0-5]\d(?:[0-5]\d)?$/.test(value)) return undefined;
  const seconds = value.length === 6 ? `:${value.slice(4, 6)}` : '';
  return `${value.slice(0, 2)}:${value.slice(2, 4)}${seconds}`;
}

/** Date and optional time of CCYYMMDD[HHMM[SS]], when valid. */
function dateTime(value: string): { date: string; time?: string } | undefined {
  const date = calendarDate(value.slice(0, 8));
  if (date === undefined) return undefined;
  if (value.length === 8) return { date };
  const time = clockTime(value.slice(8));
  return time === undefined ? undefined : { date, time };
}

/** The 2379 formats read, and the value length of each (718/719 are ranges `start-end`). */
const dateFormats: Readonly<Record<string, RegExp>> = {
  '101': /^\d{6}$/,
  '102': /^\d{8}$/,
  '203': /^\d{12}$/,
  '204': /^\d{14}$/,
  '718': /^\d{8}-\d{8}$/,
  '719': /^\d{12}-\d{12}$/,
};

/** 2379 for a DTM that leaves it out, from the value's shape (partners do this with 102). */
function inferredFormat(value: string): string | undefined {
  return Object.keys(dateFormats).find(
    (format) => format !== '101' && dateFormats[format]?.test(value) === true,
  );
}

/**
 * Reads one message's values, collecting a MappingIssue for every value that is missing or
 * malformed instead of throwing: bad partner data is reported, never fatal.
 */
export class MessageReader {
  readonly issues: MappingIssue[] = [];
  private readonly positions = new Map<Segment, number>();

  constructor(
    readonly message: EdifactMessage,
    private readonly context: EdifactMappingContext,
  ) {
    // UNH is 1, so the first segment after it is 2.
    message.segments.forEach((segment, index) => this.positions.set(segment, index + 2));
  }

  get segments(): readonly Segment[] {
    return this.message.segments;
  }

  /** 1-based position in the message, UNH = 1. */
  position(segment: Segment): number {
    return this.positions.get(segment) ?? segment.position - this.message.position + 1;
  }

  /** A value as sent, `undefined` when empty (EDI treats absent and empty alike). */
  value(segment: Segment, element: number, component = 1): string | undefined {
    const value = getElement(segment, element, component);
    return value === '' ? undefined : value;
  }

  /** The values of one composite from `first` component on, without the empty ones. */
  values(segment: Segment, element: number, first = 1, last = 10): string[] {
    const values: string[] = [];
    for (let component = first; component <= last; component += 1) {
      const value = this.value(segment, element, component);
      if (value !== undefined) values.push(value);
    }
    return values;
  }

  report(segment: Segment, code: string, text: string, place: IssuePlace = {}): void {
    this.issues.push({
      segmentTag: segment.tag,
      segmentPosition: this.position(segment),
      ...(place.element === undefined ? {} : { elementPosition: place.element }),
      ...(place.component === undefined ? {} : { componentPosition: place.component }),
      code,
      ...(place.badValue === undefined ? {} : { badValue: place.badValue }),
      message: `${text} (segment ${this.position(segment)} of ${this.where()})`,
    });
  }

  /**
   * A mandatory segment that is not there. As CONTRL does, the position is that of the last
   * segment read before the place where it was expected (UNH when `after` is undefined).
   */
  missingSegment(tag: string, after: Segment | undefined, text: string): void {
    const position = after === undefined ? 1 : this.position(after);
    this.issues.push({
      segmentTag: tag,
      segmentPosition: position,
      code: syntaxErrors.missing,
      message: `${text} (after segment ${position} of ${this.where()})`,
    });
  }

  /** A mandatory value; reported as missing ('13') when empty. */
  required(segment: Segment, element: number, component: number, name: string): string | undefined {
    const value = this.value(segment, element, component);
    if (value === undefined) {
      this.report(
        segment,
        syntaxErrors.missing,
        `${fieldRef(segment.tag, element, component)} ${name} is missing`,
        { element, component },
      );
    }
    return value;
  }

  /** A numeric value ('.' or ',' as decimal mark); reported when malformed, or empty if required. */
  number(
    segment: Segment,
    element: number,
    component: number,
    name: string,
    required = false,
  ): number | undefined {
    const value = required
      ? this.required(segment, element, component, name)
      : this.value(segment, element, component);
    if (value === undefined) return undefined;
    if (!decimalPattern.test(value)) {
      this.report(
        segment,
        syntaxErrors.invalidValue,
        `${fieldRef(segment.tag, element, component)} ${name} '${value}' is not a number`,
        { element, component, badValue: value },
      );
      return undefined;
    }
    return Number(value.replace(',', '.'));
  }

  /** A whole number, e.g. CNT or a PAT period count. */
  integer(segment: Segment, element: number, component: number, name: string): number | undefined {
    const value = this.number(segment, element, component, name);
    if (value === undefined || Number.isInteger(value)) return value;
    this.report(
      segment,
      syntaxErrors.invalidValue,
      `${fieldRef(segment.tag, element, component)} ${name} '${getElement(segment, element, component)}' is not a whole number`,
      { element, component, badValue: getElement(segment, element, component) },
    );
    return undefined;
  }

  /**
   * A DTM's C507 as dates: formats 102 (CCYYMMDD), 203 (CCYYMMDDHHMM), 204, 101 (YYMMDD, read as
   * 20YY) and the ranges 718 (CCYYMMDD-CCYYMMDD) and 719. Invalid dates are reported ('12').
   */
  date(segment: Segment): DateValue | undefined {
    const qualifier = getElement(segment, 1, 1);
    const value = this.required(segment, 1, 2, `date of qualifier ${qualifier || '(none)'}`);
    if (value === undefined) return undefined;
    const sent = this.value(segment, 1, 3);
    const format = sent ?? inferredFormat(value);
    const pattern = format === undefined ? undefined : dateFormats[format];
    if (sent !== undefined && pattern === undefined) {
      this.report(
        segment,
        syntaxErrors.notSupported,
        `DTM01-3 date format '${sent}' is not supported (102, 203, 204, 101, 718, 719 are)`,
        { element: 1, component: 3, badValue: sent },
      );
      return undefined;
    }
    const invalid = (): undefined => {
      this.report(
        segment,
        syntaxErrors.invalidValue,
        `DTM01-2 '${value}' is not a valid date in format ${format ?? '102'}`,
        { element: 1, component: 2, badValue: value },
      );
      return undefined;
    };
    if (pattern === undefined || !pattern.test(value)) return invalid();
    if (format === '718' || format === '719') {
      const [startText = '', endText = ''] = value.split('-');
      const start = dateTime(startText);
      const end = dateTime(endText);
      if (start === undefined || end === undefined || endText < startText) return invalid();
      return { qualifier, ...start, endDate: end.date };
    }
    const read = dateTime(format === '101' ? `20${value}` : value);
    return read === undefined ? invalid() : { qualifier, ...read };
  }

  private where(): string {
    const { type, reference } = this.message;
    return `${type} message ${reference} of interchange ${this.context.interchange.controlReference}`;
  }
}

/** NAD 3035 party function codes, by canonical role (UNCL 3035). */
export const partyCodes: Readonly<Record<PartyRole, string>> = {
  buyer: 'BY',
  seller: 'SE',
  supplier: 'SU',
  materialIssuer: 'MI',
  intermediateConsignee: 'IC',
  shipFrom: 'SF',
  shipTo: 'ST',
  customsBroker: 'CB',
  freightForwarder: 'FW',
  billTo: 'BT',
  remitTo: 'RE',
  soldTo: 'SO',
  invoicee: 'IV',
  invoiceIssuer: 'II',
  consignee: 'CN',
  consignor: 'CZ',
  carrier: 'CA',
  deliveryParty: 'DP',
  payee: 'PE',
  payer: 'PR',
};

const partyRoles: ReadonlyMap<string, PartyRole> = new Map(
  Object.entries(partyCodes).map(([role, code]) => [code, role as PartyRole]),
);

/** The canonical role of a NAD 3035 code; `undefined` for roles the portal does not keep. */
export const partyRole = (code: string): PartyRole | undefined => partyRoles.get(code);

/**
 * CTA 3139 contact functions. Inbound, AP (accounts payable) counts as accounting and GR (goods
 * receiving) as delivery; unknown codes are kept as general contacts.
 */
const contactCodes: Readonly<Record<ContactFunction, string>> = {
  general: 'IC',
  intermediate: 'IC',
  accounting: 'AD',
  delivery: 'DL',
  order: 'OC',
  purchasing: 'PD',
  schedule: 'IC',
  expeditor: 'IC',
};
const contactFunctionsByCode: Readonly<Record<string, ContactFunction>> = {
  IC: 'general',
  AD: 'accounting',
  AP: 'accounting',
  DL: 'delivery',
  GR: 'delivery',
  OC: 'order',
  PD: 'purchasing',
};

/** Joins the name or address lines of one composite: the writer wraps at word boundaries. */
const joinLines = (lines: readonly string[]): string | undefined =>
  lines.length === 0 ? undefined : lines.join(' ');

/** NAD as a party, `undefined` for a role the portal does not keep. */
export function readParty(reader: MessageReader, nad: Segment): Party | undefined {
  const role = partyRole(getElement(nad, 1));
  if (role === undefined) return undefined;
  const value = (element: number, component = 1) => reader.value(nad, element, component);
  const streetLines = reader.values(nad, 5, 1, 4);
  const fields: Party = {
    role,
    id: value(2),
    agencyCode: value(2, 3),
    address: joinLines(reader.values(nad, 3, 1, 5)),
    name: joinLines(reader.values(nad, 4, 1, 5)),
    street: streetLines[0],
    addressInfo: joinLines(streetLines.slice(1)),
    city: value(6),
    state: value(7),
    postcode: value(8),
    country: value(9),
  };
  return withoutUndefined(fields);
}

/** CTA as a contact (its COM segments are added by `addCommunication`). */
export function readContact(reader: MessageReader, cta: Segment): Contact {
  const code = getElement(cta, 1);
  return withoutUndefined({
    function: contactFunctionsByCode[code] ?? 'general',
    name: reader.value(cta, 2, 2) ?? reader.value(cta, 2, 1),
  });
}

/** COM 3155 channel into the contact: TE phone, EM email, FX fax; others are ignored. */
export function addCommunication(reader: MessageReader, com: Segment, contact: Contact): Contact {
  const number = reader.value(com, 1, 1);
  if (number === undefined) return contact;
  switch (getElement(com, 1, 2)) {
    case 'TE':
      return { ...contact, phone: contact.phone ?? number };
    case 'EM':
      return { ...contact, email: contact.email ?? number };
    case 'FX':
      return { ...contact, fax: contact.fax ?? number };
    default:
      return contact;
  }
}

/**
 * The NAD-CTA-COM groups of a message section: CTA and COM belong to the last NAD (other
 * segments of its group may come between). `close()` before reading `parties`.
 */
export class PartyCollector {
  readonly parties: Party[] = [];
  private contacts: Contact[] | undefined;

  constructor(private readonly reader: MessageReader) {}

  /** Starts a party; `undefined` for a NAD whose role the portal does not keep. */
  nad(segment: Segment): Party | undefined {
    this.flushContacts();
    const party = readParty(this.reader, segment);
    if (party !== undefined) {
      this.parties.push(party);
      this.contacts = [];
    }
    return party;
  }

  /** A party from another segment (TDT carrier, FII). */
  add(party: Party): void {
    this.flushContacts();
    this.parties.push(party);
  }

  /** CTA or COM after a NAD; false when no party is open. */
  contact(segment: Segment): boolean {
    const contacts = this.contacts;
    if (contacts === undefined) return false;
    if (segment.tag === 'CTA') {
      contacts.push(readContact(this.reader, segment));
    } else {
      // COM without a CTA: a general contact of the party.
      if (contacts.length === 0) contacts.push({ function: 'general' });
      const last = contacts.length - 1;
      const current = contacts[last];
      if (current !== undefined) contacts[last] = addCommunication(this.reader, segment, current);
    }
    return true;
  }

  /** Closes the open party (at a segment that is not part of its group). */
  close(): void {
    this.flushContacts();
  }

  private flushContacts(): void {
    const contacts = this.contacts;
    const party = this.parties[this.parties.length - 1];
    this.contacts = undefined;
    if (contacts === undefined || contacts.length === 0 || party === undefined) return;
    this.parties[this.parties.length - 1] = { ...party, contacts };
  }
}

/** The object without its `undefined` fields: a value the partner did not send is absent. */
export function withoutUndefined<T extends object>(value: T): T {
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) if (field !== undefined) result[key] = field;
  return result as T;
}

/** Rounds away binary floating-point noise (0.1 + 0.2) from sums and products. */
export const roundAmount = (value: number): number => Math.round(value * 1e6) / 1e6;

/** Item number types (7143) read into canonical line fields. */
export type ItemField = 'upc' | 'buyerItemNumber' | 'vendorItemNumber' | 'partNumber';

/**
 * 7143 item number type → canonical field: EN (EAN, D96A), SRV (GTIN, D01B) and UP (UPC) are the
 * article number, IN the buyer's item number, SA (supplier's article) and VN (vendor's item) the
 * vendor's, BP the buyer's part number. Other types are not kept.
 */
export const itemFields: Readonly<Record<string, ItemField>> = {
  EN: 'upc',
  SRV: 'upc',
  UP: 'upc',
  IN: 'buyerItemNumber',
  SA: 'vendorItemNumber',
  VN: 'vendorItemNumber',
  BP: 'partNumber',
};

/** Item numbers of a LIN (LIN03) or PIA (PIA02..PIA06), by canonical field; first one wins. */
export function readItemNumbers(
  reader: MessageReader,
  segment: Segment,
  target: Partial<Record<ItemField, string>>,
): void {
  const composites = segment.tag === 'LIN' ? [3] : [2, 3, 4, 5, 6];
  for (const element of composites) {
    const number = reader.value(segment, element, 1);
    const field = itemFields[getElement(segment, element, 2)];
    if (number !== undefined && field !== undefined && target[field] === undefined) {
      target[field] = number;
    }
  }
}

export type SaleTerms = NonNullable<CanonicalOrder['saleTerms']>;

/** PAT 2151 period types converted to days; other types (months, …) are not converted. */
const daysPerPeriod: Readonly<Record<string, number>> = { D: 1, W: 7 };

/**
 * PAT-DTM-PCD groups as one set of sale terms: PAT 22 (discount) gives the discount days, other
 * PAT types the net days; DTM 13 is the due date of its group, DTM 12 the discount due date, PCD
 * 12 the discount percentage.
 */
export class SaleTermsReader {
  private terms: SaleTerms | undefined;
  private discount = false;

  constructor(private readonly reader: MessageReader) {}

  get result(): SaleTerms | undefined {
    return this.terms;
  }

  pat(pat: Segment): void {
    const reader = this.reader;
    const type = reader.value(pat, 1);
    this.discount = type === edifactDiscountTerms;
    const terms: SaleTerms = { ...this.terms };
    if (terms.typeCode === undefined && type !== undefined) terms.typeCode = type;
    const description = reader.values(pat, 2, 4, 5);
    if (terms.description === undefined && description.length > 0) {
      terms.description = description.join(' ');
    }
    const count = reader.integer(pat, 3, 4, 'number of periods');
    const days = daysPerPeriod[getElement(pat, 3, 3) || 'D'];
    if (count !== undefined && days !== undefined) {
      if (this.discount) terms.discountDays = count * days;
      else terms.netDays = count * days;
    }
    this.terms = terms;
  }

  /** A DTM of the PAT group; returns whether it was one of the terms' dates. */
  dtm(dtm: Segment): boolean {
    const qualifier = getElement(dtm, 1);
    if (this.terms === undefined || !['12', '13'].includes(qualifier)) return false;
    const value = this.reader.date(dtm);
    if (value === undefined) return true;
    if (qualifier === '12' || this.discount) this.terms.discountDueDate = value.date;
    else this.terms.netDueDate = value.date;
    return true;
  }

  pcd(pcd: Segment): void {
    if (this.terms === undefined || getElement(pcd, 1) !== '12') return;
    const percent = this.reader.number(pcd, 1, 2, 'discount percentage', true);
    if (percent !== undefined) this.terms.discountPercent = percent;
  }
}

/** Sale terms as PAT-DTM-PCD groups (see SaleTermsReader). */
export function saleTermsSegments(terms: SaleTerms): SegmentInput[] {
  const description = terms.description === undefined ? [] : wrapText(terms.description, 35, 2);
  // PAT03: 5 date of invoice, 3 after reference, D days.
  const period = (days: number | undefined): string[] =>
    days === undefined ? [] : ['5', '3', 'D', String(days)];
  const segments: SegmentInput[] = [];
  const hasDiscount =
    terms.discountDays !== undefined ||
    terms.discountDueDate !== undefined ||
    terms.discountPercent !== undefined;
  const hasNet = terms.netDays !== undefined || terms.netDueDate !== undefined;
  if (hasNet || !hasDiscount) {
    segments.push({
      tag: 'PAT',
      elements: [edifactBasicTerms, ['', '', '', ...description], period(terms.netDays)],
    });
    if (terms.netDueDate !== undefined) segments.push(dtmSegment('13', terms.netDueDate));
  }
  if (hasDiscount) {
    segments.push({
      tag: 'PAT',
      elements: [
        edifactDiscountTerms,
        hasNet ? '' : ['', '', '', ...description],
        period(terms.discountDays),
      ],
    });
    if (terms.discountDueDate !== undefined) {
      segments.push(dtmSegment('12', terms.discountDueDate));
    }
    if (terms.discountPercent !== undefined) {
      segments.push({
        tag: 'PCD',
        elements: [['12', formatNumber(terms.discountPercent, 'PCD 12')]],
      });
    }
  }
  return segments;
}

export type ServiceCharge = CanonicalInvoice['serviceCharges'][number];

/** ALC MOA qualifiers: 8 allowance or charge amount, 23 charge, 204 allowance, 131 total. */
const chargeAmountQualifiers = ['8', '23', '204', '131'];

/** The segments of an ALC group (ALC, ALI, DTM, QTY-RNG, PCD-RNG, MOA-RNG, RTE-RNG, TAX-MOA). */
export const allowanceChargeGroupTags: ReadonlySet<string> = new Set([
  'ALC',
  'ALI',
  'DTM',
  'QTY',
  'PCD',
  'MOA',
  'RNG',
  'RTE',
  'TAX',
]);

interface ChargeDraft {
  readonly alc: Segment;
  readonly indicator: ServiceCharge['indicator'];
  readonly type: string;
  readonly description?: string;
  amount?: number;
  last: Segment;
}

/**
 * The heading's ALC-MOA groups as service charges: ALC01 the indicator (A, C or N), ALC05-1 (else
 * ALC02-2) the code, ALC05-4/5 the description, the group's first MOA 8, 23, 204 or 131 the
 * amount. Which segments belong to a heading ALC group is the message mapper's business: it calls
 * `alc`, `moa` and `extend` for them.
 */
export class ServiceChargeCollector {
  private readonly drafts: ChargeDraft[] = [];
  /** The charge whose group is being read; undefined after an ALC that was reported. */
  private current: ChargeDraft | undefined;

  constructor(private readonly reader: MessageReader) {}

  alc(segment: Segment): void {
    const reader = this.reader;
    this.current = undefined;
    const indicator = reader.required(segment, 1, 1, 'allowance or charge indicator');
    if (indicator === undefined) return;
    if (indicator !== 'A' && indicator !== 'C' && indicator !== 'N') {
      reader.report(segment, syntaxErrors.invalidValue, `ALC01 '${indicator}' is not A, C or N`, {
        element: 1,
        badValue: indicator,
      });
      return;
    }
    const description = reader.values(segment, 5, 4, 5).join(' ');
    this.current = {
      alc: segment,
      indicator,
      // ZZZ (mutually defined) when neither code is sent.
      type: reader.value(segment, 5, 1) ?? reader.value(segment, 2, 2) ?? 'ZZZ',
      ...(description === '' ? {} : { description }),
      last: segment,
    };
    this.drafts.push(this.current);
  }

  /** A MOA of the current group: the first with a charge qualifier is its amount. */
  moa(segment: Segment): void {
    const charge = this.current;
    const qualifier = getElement(segment, 1, 1);
    if (
      charge === undefined ||
      charge.amount !== undefined ||
      !chargeAmountQualifiers.includes(qualifier)
    ) {
      return;
    }
    charge.amount = this.reader.number(segment, 1, 2, 'allowance or charge amount', true);
  }

  /** Another segment of the current group: a missing MOA is reported after the group's last. */
  extend(segment: Segment): void {
    if (this.current !== undefined) this.current.last = segment;
  }

  /** The charges read; each one without an amount is reported as a missing MOA instead. */
  result(): ServiceCharge[] {
    const charges: ServiceCharge[] = [];
    for (const draft of this.drafts) {
      if (draft.amount === undefined) {
        this.reader.missingSegment(
          'MOA',
          draft.last,
          `ALC at segment ${this.reader.position(draft.alc)} has no MOA 8, 23 or 204 amount`,
        );
        continue;
      }
      charges.push(
        withoutUndefined({
          indicator: draft.indicator,
          type: draft.type,
          amount: draft.amount,
          description: draft.description,
        }),
      );
    }
    return charges;
  }
}

/** What a TDT says about the carrier: C040 as a party, the SCAC (agency 182), mode 8067. */
export interface CarrierDetails {
  readonly party?: Party;
  readonly scac?: string;
  readonly transportMode?: string;
}

export function readCarrier(reader: MessageReader, tdt: Segment): CarrierDetails {
  const id = reader.value(tdt, 5, 1);
  const agency = reader.value(tdt, 5, 3);
  const name = reader.value(tdt, 5, 4);
  const party =
    id === undefined && name === undefined
      ? undefined
      : withoutUndefined<Party>({ role: 'carrier', id, agencyCode: agency, name });
  return withoutUndefined({
    party,
    scac: agency === edifactScacAgency ? id : undefined,
    transportMode: reader.value(tdt, 3, 1),
  });
}

// --- writing ---

/**
 * UNH02 for the two directories the gateway writes: version D, release 96A or 01B, agency UN.
 * UNH02-5 carries the EANCOM association code of the directory, EAN008 with D96A (EANCOM 1997)
 * and EAN010 with D01B (EANCOM 2002), the same for every message type.
 */
export function messageHeader(
  type: string,
  options: EdifactBuildOptions,
): Omit<EdifactMessageInput, 'segments'> {
  const d96a = options.version === 'D96A';
  // CONTRL is a service message of the syntax (ISO 9735 version 3), not of a UN directory.
  if (type === 'CONTRL') {
    return { reference: options.reference, type, version: 'D', release: '3', agency: 'UN' };
  }
  return {
    reference: options.reference,
    type,
    version: 'D',
    release: d96a ? '96A' : '01B',
    agency: 'UN',
    associationCode: d96a ? 'EAN008' : 'EAN010',
  };
}

/** 7143 of the GS1 article number: EN in EANCOM 1997 (D96A), SRV in EANCOM 2002 (D01B). */
export const gtinType = (options: EdifactBuildOptions): string =>
  options.version === 'D96A' ? 'EN' : 'SRV';

/** A number as EDIFACT writes it: no exponent, no float noise, `.` as decimal mark. */
export function formatNumber(value: number, field: string): string {
  if (!Number.isFinite(value)) throw new EdiWriteError(`${field} ${value} is not a finite number`);
  const text = value.toFixed(6).replace(/\.?0+$/, '');
  return text === '-0' ? '0' : text;
}

/** YYYY-MM-DD (and HH:mm) → a DTM: 102, or 203 with a time. */
export function dtmSegment(qualifier: string, date: string, time?: string): SegmentInput {
  const day = date.replaceAll('-', '');
  if (time === undefined) return { tag: 'DTM', elements: [[qualifier, day, '102']] };
  return {
    tag: 'DTM',
    elements: [[qualifier, `${day}${time.replaceAll(':', '').slice(0, 4)}`, '203']],
  };
}

/** Text cut into lines of at most `width` characters at spaces where it can be, at most `max`. */
export function wrapText(text: string, width = 35, max = 5): string[] {
  const lines: string[] = [];
  let rest = text.trim();
  while (rest.length > width && lines.length < max - 1) {
    const space = rest.lastIndexOf(' ', width);
    const cut = space > 0 ? space : width;
    lines.push(rest.slice(0, cut));
    rest = rest.slice(cut).trimStart();
  }
  if (rest !== '') lines.push(rest);
  return lines;
}

/** A party as NAD, then CTA/COM per contact. */
export function partySegments(party: Party): SegmentInput[] {
  const lines = (value: string | undefined, max: number): string[] =>
    value === undefined ? [] : wrapText(value, 35, max);
  const street = [...lines(party.street, 4), ...lines(party.addressInfo, 4)].slice(0, 4);
  const segments: SegmentInput[] = [
    {
      tag: 'NAD',
      elements: [
        partyCodes[party.role],
        [party.id ?? '', '', party.agencyCode ?? ''],
        lines(party.address, 5),
        lines(party.name, 5),
        street,
        party.city ?? '',
        party.state ?? '',
        party.postcode ?? '',
        party.country ?? '',
      ],
    },
  ];
  for (const contact of party.contacts ?? []) {
    segments.push({
      tag: 'CTA',
      elements: [contactCodes[contact.function], ['', contact.name ?? '']],
    });
    const channels: [string | undefined, string][] = [
      [contact.phone, 'TE'],
      [contact.email, 'EM'],
      [contact.fax, 'FX'],
    ];
    for (const [number, channel] of channels) {
      if (number !== undefined) segments.push({ tag: 'COM', elements: [[number, channel]] });
    }
  }
  return segments;
}

/** LIN with the article number in LIN03, then PIA with the other item numbers. */
export function itemSegments(
  lineNumber: string,
  action: string,
  item: { upc?: string; vendorItemNumber?: string; buyerItemNumber?: string },
  options: EdifactBuildOptions,
): SegmentInput[] {
  const segments: SegmentInput[] = [
    {
      tag: 'LIN',
      elements: [lineNumber, action, item.upc === undefined ? '' : [item.upc, gtinType(options)]],
    },
  ];
  const others: string[][] = [];
  if (item.vendorItemNumber !== undefined) others.push([item.vendorItemNumber, 'SA']);
  if (item.buyerItemNumber !== undefined) others.push([item.buyerItemNumber, 'IN']);
  // PIA 4347: 5 (product identification) when LIN names no article, else 1 (additional).
  if (others.length > 0) {
    segments.push({ tag: 'PIA', elements: [item.upc === undefined ? '5' : '1', ...others] });
  }
  return segments;
}

/** IMD free-form description (7008), wrapped over its two components. */
export const descriptionSegment = (description: string): SegmentInput => ({
  tag: 'IMD',
  elements: ['F', '', ['', '', '', ...wrapText(description, 35, 2)]],
});

/** QTY with its unit when given. */
export const quantitySegment = (
  qualifier: string,
  quantity: number,
  unit?: string,
): SegmentInput => ({
  tag: 'QTY',
  elements: [[qualifier, formatNumber(quantity, `QTY ${qualifier}`), unit ?? '']],
});

export const amountSegment = (qualifier: string, amount: number): SegmentInput => ({
  tag: 'MOA',
  elements: [[qualifier, formatNumber(amount, `MOA ${qualifier}`)]],
});
