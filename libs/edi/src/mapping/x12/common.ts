/**
 * Shared pieces of the X12 mappings: reading values with the issues a 997 reports, the code
 * tables (N101 roles, product id qualifiers, DTM qualifiers, PER functions) and writing them
 * back.
 */
import {
  type Contact,
  type contactFunctions,
  minorOfNumber,
  type OrderLine,
  type Party,
  type PartyRole,
  type saleTermsSchema,
  type serviceChargeSchema,
  x12DefaultAgency,
  x12DunsAgency,
} from '@portal/contracts';
import type { z } from 'zod';
import { getElement, type Segment, type SegmentInput } from '../../segment';
import { EdiWriteError, fieldRef } from '../../writer-common';
import type { X12TransactionSet } from '../../x12-envelope';
import type { MappingIssue } from '../mapping-types';

export type SaleTerms = z.infer<typeof saleTermsSchema>;
export type ServiceCharge = z.infer<typeof serviceChargeSchema>;
type ContactFunction = (typeof contactFunctions)[number];
type LineDates = OrderLine['dates'];

/** AK4 / AK3 codes the mappings report (see MappingIssue.code). */
export const issueCodes = {
  mandatoryElementMissing: '1',
  conditionalElementMissing: '2',
  invalidCharacter: '6',
  invalidCode: '7',
  invalidDate: '8',
  mandatorySegmentMissing: '3',
} as const;

const decimalPattern = /^-?(?:\d+\.?\d*|\.\d+)$/;
const integerPattern = /^-?\d+$/;

const daysInMonth = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const ccyymmddPattern = /^\d{8}$/;

/** Whether `value` is a calendar date CCYYMMDD (leap years included). */
export function isCcyymmdd(value: string): boolean {
  if (!ccyymmddPattern.test(value)) return false;
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(4, 6));
  const day = Number(value.slice(6, 8));
  if (month < 1 || month > 12 || day < 1) return false;
  // Counted without a Date per value (every order has several dates). Years 0000-0099 count as
  // 1900-1999, as Date.UTC took them before.
  const calendarYear = year < 100 ? year + 1900 : year;
  const leap = calendarYear % 4 === 0 && (calendarYear % 100 !== 0 || calendarYear % 400 === 0);
  return day <= (month === 2 && leap ? 29 : (daysInMonth[month - 1] ?? 0));
}

/** CCYYMMDD → YYYY-MM-DD (the caller has checked the value). */
export const isoDate = (value: string): string =>
  `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`;

/**
 * Reads one transaction set's values, collecting a MappingIssue for every value that is missing
 * or malformed instead of throwing: bad partner data is reported, never fatal.
 */
export class SetReader {
  readonly issues: MappingIssue[] = [];
  /** Built when first asked: only issues need positions, and most sets have none. */
  private positions: Map<Segment, number> | undefined;

  constructor(readonly set: X12TransactionSet) {}

  /** 1-based position of a segment in the set, ST = 1. */
  positionOf(segment: Segment): number {
    if (this.positions === undefined) {
      const positions = new Map<Segment, number>();
      this.set.segments.forEach((each, index) => positions.set(each, index + 2));
      this.positions = positions;
    }
    return this.positions.get(segment) ?? 0;
  }

  /** Where the SE stands: the position reported for a segment missing at the end. */
  get trailerPosition(): number {
    return this.set.segments.length + 2;
  }

  get ok(): boolean {
    return this.issues.length === 0;
  }

  issue(
    segment: Segment,
    elementPosition: number | undefined,
    code: string,
    message: string,
    badValue?: string,
  ): void {
    this.issues.push({
      segmentTag: segment.tag,
      segmentPosition: this.positionOf(segment),
      ...(elementPosition === undefined ? {} : { elementPosition }),
      code,
      ...(badValue === undefined ? {} : { badValue }),
      message,
    });
  }

  /** AK3 code 3: a segment the mapping cannot do without is absent. */
  missingSegment(tag: string, position: number, message: string): void {
    this.issues.push({
      segmentTag: tag,
      segmentPosition: position,
      code: issueCodes.mandatorySegmentMissing,
      message,
    });
  }

  /** The element's text, undefined when empty. */
  text(segment: Segment, position: number, component = 1): string | undefined {
    const value = getElement(segment, position, component).trim();
    return value === '' ? undefined : value;
  }

  /** The element's text, or an AK4 code 1 issue when it is empty. */
  required(segment: Segment, position: number, what: string): string | undefined {
    const value = this.text(segment, position);
    if (value === undefined) this.missing(segment, position, what);
    return value;
  }

  missing(
    segment: Segment,
    position: number,
    what: string,
    code: string = issueCodes.mandatoryElementMissing,
  ): void {
    this.issue(
      segment,
      position,
      code,
      `${fieldRef(segment.tag, position)} ${what} is missing (segment ${this.positionOf(segment)})`,
    );
  }

  /** A CCYYMMDD date as YYYY-MM-DD; AK4 code 8 when malformed, 1 when required and empty. */
  date(segment: Segment, position: number, what: string, required = false): string | undefined {
    const value = required ? this.required(segment, position, what) : this.text(segment, position);
    if (value === undefined) return undefined;
    if (!isCcyymmdd(value)) {
      this.issue(
        segment,
        position,
        issueCodes.invalidDate,
        `${fieldRef(segment.tag, position)} ${what} '${value}' is not a date CCYYMMDD (segment ${this.positionOf(segment)})`,
        value,
      );
      return undefined;
    }
    return isoDate(value);
  }

  /** A decimal number (X12 type R); AK4 code 6 when it is not one. */
  number(segment: Segment, position: number, what: string, required = false): number | undefined {
    return this.numeric(segment, position, what, required, decimalPattern, 'a number');
  }

  /** An integer (X12 type N0). */
  integer(segment: Segment, position: number, what: string, required = false): number | undefined {
    return this.numeric(segment, position, what, required, integerPattern, 'an integer');
  }

  /** An amount with 2 implied decimals (X12 type N2, e.g. TDS01, SAC05): 1500 → 15. */
  implied2(segment: Segment, position: number, what: string, required = false): number | undefined {
    const cents = this.numeric(
      segment,
      position,
      what,
      required,
      integerPattern,
      'an amount in cents',
    );
    return cents === undefined ? undefined : cents / 100;
  }

  /** A code from `table`; AK4 code 7 for any other value. */
  code<T>(
    segment: Segment,
    position: number,
    what: string,
    table: Readonly<Record<string, T>>,
    required = false,
  ): T | undefined {
    const value = required ? this.required(segment, position, what) : this.text(segment, position);
    if (value === undefined) return undefined;
    if (!Object.hasOwn(table, value)) {
      this.issue(
        segment,
        position,
        issueCodes.invalidCode,
        `${fieldRef(segment.tag, position)} ${what} '${value}' is not one of ${Object.keys(table).join(', ')} (segment ${this.positionOf(segment)})`,
        value,
      );
      return undefined;
    }
    return table[value];
  }

  private numeric(
    segment: Segment,
    position: number,
    what: string,
    required: boolean,
    pattern: RegExp,
    expected: string,
  ): number | undefined {
    const value = required ? this.required(segment, position, what) : this.text(segment, position);
    if (value === undefined) return undefined;
    if (!pattern.test(value)) {
      this.issue(
        segment,
        position,
        issueCodes.invalidCharacter,
        `${fieldRef(segment.tag, position)} ${what} '${value}' is not ${expected} (segment ${this.positionOf(segment)})`,
        value,
      );
      return undefined;
    }
    return Number(value);
  }
}

/** Drops undefined properties, so absent values stay absent (the contracts' convention). */
export function defined<T extends object>(value: T): T {
  // A for-in over own keys visits them in Object.entries' order without an array per entry:
  // this runs several times per order line.
  const source = value as Record<string, unknown>;
  const result: Record<string, unknown> = {};
  for (const key in source) {
    if (!Object.hasOwn(source, key)) continue;
    const item = source[key];
    if (item !== undefined) result[key] = item;
  }
  return result as T;
}

/** Rounds away floating-point noise from sums of products (quantity × price). */
export const roundAmount = (value: number): number => Math.round(value * 10_000) / 10_000;

/** N101 entity identifier codes → canonical party roles. Codes not listed are not mapped. */
export const partyRoleByCode: Readonly<Record<string, PartyRole>> = {
  BY: 'buyer',
  OB: 'buyer', // ordered by
  SE: 'seller',
  VN: 'seller', // vendor: the party the buyer buys from
  SU: 'supplier',
  MI: 'materialIssuer',
  IC: 'intermediateConsignee',
  SF: 'shipFrom',
  ST: 'shipTo',
  CB: 'customsBroker',
  FW: 'freightForwarder',
  BT: 'billTo',
  RI: 'remitTo',
  RE: 'remitTo', // party to receive commercial invoice remittance
  SO: 'soldTo',
  PO: 'invoicee', // party to receive invoice for goods or services
  II: 'invoiceIssuer',
  CN: 'consignee',
  CI: 'consignor',
  SH: 'consignor', // shipper
  CA: 'carrier',
  DA: 'deliveryParty', // delivery address
  PE: 'payee',
  PR: 'payer',
};

/** Canonical party roles → the N101 code written for them. */
export const partyCodeByRole: Readonly<Record<PartyRole, string>> = {
  buyer: 'BY',
  seller: 'VN',
  supplier: 'SU',
  materialIssuer: 'MI',
  intermediateConsignee: 'IC',
  shipFrom: 'SF',
  shipTo: 'ST',
  customsBroker: 'CB',
  freightForwarder: 'FW',
  billTo: 'BT',
  remitTo: 'RI',
  soldTo: 'SO',
  invoicee: 'PO',
  invoiceIssuer: 'II',
  consignee: 'CN',
  consignor: 'CI',
  carrier: 'CA',
  deliveryParty: 'DA',
  payee: 'PE',
  payer: 'PR',
};

/** PER01 contact function codes → canonical contact functions; others read as general. */
const contactFunctionByCode: Readonly<Record<string, ContactFunction>> = {
  IC: 'general', // information contact
  AC: 'general', // administrative contact
  BD: 'purchasing', // buyer name or department
  PD: 'purchasing', // purchasing department
  OC: 'order',
  AP: 'accounting', // accounts payable
  AR: 'accounting', // accounts receivable
  AD: 'accounting', // accounting department
  DC: 'delivery',
  SC: 'schedule',
  EX: 'expeditor',
};

const contactCodeByFunction: Readonly<Record<ContactFunction, string>> = {
  general: 'IC',
  intermediate: 'IC', // X12 has no code of its own for it
  accounting: 'AD',
  delivery: 'DC',
  order: 'OC',
  purchasing: 'BD',
  schedule: 'SC',
  expeditor: 'EX',
};

/** PER: function, name and up to three communication numbers (TE phone, EM email, FX fax). */
export function readContact(reader: SetReader, per: Segment): Contact {
  const code = reader.text(per, 1) ?? '';
  const contact: { -readonly [K in keyof Contact]: Contact[K] } = {
    function: contactFunctionByCode[code] ?? 'general',
    name: reader.text(per, 2),
  };
  for (const position of [3, 5, 7]) {
    const number = reader.text(per, position + 1);
    if (number === undefined) continue;
    const qualifier = reader.text(per, position);
    if (qualifier === 'TE') contact.phone = number;
    else if (qualifier === 'EM') contact.email = number;
    else if (qualifier === 'FX') contact.fax = number;
  }
  return defined(contact);
}

export function contactSegment(contact: Contact): SegmentInput {
  const elements: string[] = [contactCodeByFunction[contact.function], contact.name ?? ''];
  for (const [qualifier, value] of [
    ['TE', contact.phone],
    ['EM', contact.email],
    ['FX', contact.fax],
  ] as const) {
    if (value !== undefined) elements.push(qualifier, value);
  }
  return { tag: 'PER', elements };
}

/** A party being read from an N1 loop (N1, N2, N3, N4, PER). */
export interface PartyBuilder {
  readonly party: { -readonly [K in keyof Party]: Party[K] };
  readonly addressInfo: string[];
}

/** Starts a party from its N1; undefined (and no issue) for N101 codes with no canonical role. */
export function startParty(reader: SetReader, n1: Segment): PartyBuilder | undefined {
  const code = reader.required(n1, 1, 'entity identifier code');
  if (code === undefined) return undefined;
  const role = partyRoleByCode[code];
  if (role === undefined) return undefined;
  return {
    party: {
      role,
      name: reader.text(n1, 2),
      agencyCode: reader.text(n1, 3),
      id: reader.text(n1, 4),
    },
    addressInfo: [],
  };
}

/** Adds an N1-loop segment to the party; false when the segment is not part of a party. */
export function addToParty(reader: SetReader, builder: PartyBuilder, segment: Segment): boolean {
  const { party } = builder;
  switch (segment.tag) {
    case 'N2':
      for (const position of [1, 2]) {
        const value = reader.text(segment, position);
        if (value !== undefined) builder.addressInfo.push(value);
      }
      return true;
    case 'N3':
      party.street ??= reader.text(segment, 1);
      {
        const info = reader.text(segment, 2);
        if (info !== undefined) builder.addressInfo.push(info);
      }
      return true;
    case 'N4':
      party.city = reader.text(segment, 1);
      party.state = reader.text(segment, 2);
      party.postcode = reader.text(segment, 3);
      party.country = reader.text(segment, 4);
      return true;
    case 'PER':
      party.contacts = [...(party.contacts ?? []), readContact(reader, segment)];
      return true;
    default:
      return false;
  }
}

export function finishParty(builder: PartyBuilder): Party {
  const addressInfo = builder.addressInfo.join(', ');
  return defined({ ...builder.party, addressInfo: addressInfo === '' ? undefined : addressInfo });
}

/**
 * N1, N2 or N3, N4 and PER of one party. N104 is the id, else the remit-to's DUNS (N103 1); N103
 * is ZZ (mutually defined) for an id whose issuer the document does not name. `address` stands in
 * for a missing street; `reference` and `endpointId` have no place in an N1 loop.
 */
export function partySegments(party: Party): SegmentInput[] {
  const id = party.id ?? party.vendorDuns;
  const agency =
    id === undefined
      ? ''
      : (party.agencyCode ?? (party.id === undefined ? x12DunsAgency : x12DefaultAgency));
  const segments: SegmentInput[] = [
    { tag: 'N1', elements: [partyCodeByRole[party.role], party.name ?? '', agency, id ?? ''] },
  ];
  const street = party.street ?? party.address;
  if (street !== undefined) {
    segments.push({ tag: 'N3', elements: [street, party.addressInfo ?? ''] });
  } else if (party.addressInfo !== undefined) {
    // Without a street the extra address line goes in N2, which reads back as addressInfo.
    segments.push({ tag: 'N2', elements: [party.addressInfo] });
  }
  if (
    party.city !== undefined ||
    party.state !== undefined ||
    party.postcode !== undefined ||
    party.country !== undefined
  ) {
    segments.push({
      tag: 'N4',
      elements: [party.city ?? '', party.state ?? '', party.postcode ?? '', party.country ?? ''],
    });
  }
  for (const contact of party.contacts ?? []) segments.push(contactSegment(contact));
  return segments;
}

/** Product / service id qualifiers (PO106…, LIN02…, IT106…) → canonical line fields. */
type ItemField =
  | 'buyerItemNumber'
  | 'vendorItemNumber'
  | 'supplierItemNumber'
  | 'upc'
  | 'sku'
  | 'partNumber'
  | 'catalogNumber'
  | 'drawingNumber';

const itemFieldByQualifier: Readonly<Record<string, ItemField>> = {
  BP: 'buyerItemNumber', // buyer's part number
  IN: 'buyerItemNumber', // buyer's item number
  VP: 'vendorItemNumber', // vendor's part number
  VN: 'vendorItemNumber', // vendor's item number
  VS: 'supplierItemNumber', // vendor's supplemental item number
  UP: 'upc', // UCC-12
  UK: 'upc', // GTIN-14
  EN: 'upc', // EAN-13
  SK: 'sku',
  MG: 'partNumber', // manufacturer's part number
  PN: 'partNumber', // company part number
  CB: 'catalogNumber', // buyer's catalog number
  VC: 'catalogNumber', // vendor's catalog number
  DR: 'drawingNumber',
};

export type ItemIds = Partial<Record<Exclude<ItemField, 'drawingNumber'>, string>> & {
  drawingNumbers?: string[];
};

/** Qualifier/id pairs from `first` on (PO106/PO107, PO108/PO109…); the first id of a kind wins. */
export function readItemIds(reader: SetReader, segment: Segment, first: number): ItemIds {
  const ids: ItemIds = {};
  for (let position = first; position < segment.elements.length; position += 2) {
    const qualifier = reader.text(segment, position);
    const id = reader.text(segment, position + 1);
    if (qualifier === undefined || id === undefined) continue;
    const field = itemFieldByQualifier[qualifier];
    if (field === undefined) continue;
    if (field === 'drawingNumber') ids.drawingNumbers = [...(ids.drawingNumbers ?? []), id];
    else ids[field] ??= id;
  }
  return ids;
}

/** Qualifier/id pairs to write: buyer item IN, vendor item VN, UPC UP (in that order). */
export function itemIdElements(item: {
  readonly buyerItemNumber?: string | undefined;
  readonly vendorItemNumber?: string | undefined;
  readonly upc?: string | undefined;
}): string[] {
  const elements: string[] = [];
  if (item.upc !== undefined) elements.push('UP', item.upc);
  if (item.vendorItemNumber !== undefined) elements.push('VN', item.vendorItemNumber);
  if (item.buyerItemNumber !== undefined) elements.push('IN', item.buyerItemNumber);
  return elements;
}

/** DTM01 qualifiers of line dates. Header DTMs with these apply to every line without its own. */
export const lineDateByQualifier: Readonly<Record<string, keyof LineDates>> = {
  '002': 'request', // delivery requested
  '010': 'schedule', // requested ship
  '068': 'schedule', // current schedule ship
  '037': 'shipNotBefore',
  '038': 'latest', // ship no later
  '063': 'latest', // do not deliver after
  '064': 'earliest', // do not deliver before
  '001': 'expiry', // cancel after
  '036': 'expiry', // expiration
  '015': 'promotion', // promotion start
  '017': 'delivery', // estimated delivery
  '067': 'delivery', // current schedule delivery
  '069': 'deliveryAppointment', // promised for delivery
};

/** ITD: terms type, discount percent / due date / days, net due date / days, description. */
export function readSaleTerms(reader: SetReader, itd: Segment): SaleTerms {
  return defined({
    typeCode: reader.text(itd, 1),
    discountPercent: reader.number(itd, 3, 'terms discount percent'),
    discountDueDate: reader.date(itd, 4, 'terms discount due date'),
    discountDays: reader.integer(itd, 5, 'terms discount days due'),
    netDueDate: reader.date(itd, 6, 'terms net due date'),
    netDays: reader.integer(itd, 7, 'terms net days'),
    description: reader.text(itd, 12),
  });
}

/** SAC01 allowance or charge indicator codes. */
const serviceChargeIndicators = { A: 'A', C: 'C', N: 'N' } as const;

/**
 * SAC: indicator (SAC01), code (SAC02), amount (SAC05, 2 implied decimals), description (SAC15).
 * Undefined, with its issues, when the indicator, code or amount is missing or malformed.
 */
export function readServiceCharge(reader: SetReader, sac: Segment): ServiceCharge | undefined {
  const indicator = reader.code(
    sac,
    1,
    'allowance or charge indicator',
    serviceChargeIndicators,
    true,
  );
  const type = reader.text(sac, 2);
  if (type === undefined)
    reader.missing(
      sac,
      2,
      'service, promotion, allowance or charge code',
      issueCodes.conditionalElementMissing,
    );
  const amount = reader.implied2(sac, 5, 'amount');
  if (amount === undefined && reader.text(sac, 5) === undefined) {
    reader.missing(sac, 5, 'amount', issueCodes.conditionalElementMissing);
  }
  if (indicator === undefined || type === undefined || amount === undefined) return undefined;
  return defined({ indicator, type, amount, description: reader.text(sac, 15) });
}

export function saleTermsSegment(terms: SaleTerms): SegmentInput {
  return {
    tag: 'ITD',
    elements: [
      terms.typeCode ?? '',
      '',
      formatNumber(terms.discountPercent),
      formatDate(terms.discountDueDate, 'ITD04'),
      formatNumber(terms.discountDays),
      formatDate(terms.netDueDate, 'ITD06'),
      formatNumber(terms.netDays),
      '',
      '',
      '',
      '',
      terms.description ?? '',
    ],
  };
}

/** A number as X12 writes it (type R): no exponent, no trailing zeros; '' when absent. */
export function formatNumber(value: number | undefined): string {
  if (value === undefined) return '';
  if (!Number.isFinite(value)) throw new EdiWriteError(`${value} is not a finite number`);
  const fixed = value.toFixed(6).replace(/\.?0+$/, '');
  return fixed === '-0' ? '0' : fixed;
}

/**
 * An amount in cents (type N2: TDS01, SAC05), exact: never `value * 100`, whose float noise can
 * round a cent the wrong way.
 */
export function formatCents(value: number): string {
  if (!Number.isFinite(value)) throw new EdiWriteError(`${value} is not a finite amount`);
  return String(minorOfNumber(value, 2));
}

/**
 * YYYY-MM-DD → CCYYMMDD; '' when absent. A malformed date means the document skipped its schema:
 * a programming error, so it throws.
 */
export function formatDate(value: string | undefined, field: string): string {
  if (value === undefined) return '';
  const compact = value.replace(/-/g, '');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || !isCcyymmdd(compact)) {
    throw new EdiWriteError(`${field} date '${value}' is not a date YYYY-MM-DD`, field);
  }
  return compact;
}

/** HH:mm[:ss] → HHMM[SS]. */
export function formatTime(value: string | undefined, field: string): string {
  if (value === undefined) return '';
  if (!/^\d{2}:\d{2}(?::\d{2})?$/.test(value)) {
    throw new EdiWriteError(`${field} time '${value}' is not a time HH:mm or HH:mm:ss`, field);
  }
  return value.replace(/:/g, '');
}
