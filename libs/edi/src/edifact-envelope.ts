/**
 * EDIFACT envelopes: UNB/UNZ interchanges, optional UNG/UNE groups, UNH/UNT messages. Validates
 * references, counts and nesting while the segments stream by, and hands out each message as
 * soon as its UNT is read.
 */
import type { EdifactDelimiters } from './delimiters';
import { createEdifactReaderFor, EdifactSegmentReader } from './edifact-reader';
import { ReferenceSet } from './edifact-scanner';
import {
  elementRef,
  type ContrlSyntaxErrorCode,
  type EdifactEnvelopeError,
  type EnvelopeErrorCode,
  type EnvelopeLevel,
} from './envelope-error';
import { EdiSyntaxError, getElement, type Segment, type SegmentReaderOptions } from './segment';
import { supportedEdifactMessages } from './transaction-sets';

/** UNB fields. Optional ones are present only when the UNB has them. */
export interface EdifactInterchangeHeader {
  /** UNB01-1: UNOA, UNOB, UNOC, UNOW, UNOY */
  readonly syntaxId: string;
  /** UNB01-2: 1 to 4 */
  readonly syntaxVersion: string;
  /** UNB02-1 */
  readonly senderId: string;
  /** UNB02-2, e.g. 14 (EAN/GLN), ZZZ */
  readonly senderQualifier?: string;
  /** UNB03-1 */
  readonly recipientId: string;
  /** UNB03-2 */
  readonly recipientQualifier?: string;
  /** UNB04-1: YYMMDD (syntax 1–3) or CCYYMMDD (syntax 4) */
  readonly date: string;
  /** UNB04-2: HHMM */
  readonly time: string;
  /** UNB05, the interchange control reference */
  readonly controlReference: string;
  /** UNB06-1 */
  readonly recipientReference?: string;
  /** UNB07 */
  readonly applicationReference?: string;
  /** UNB08 */
  readonly priority?: string;
  /** UNB09 = 1: the sender asks for a CONTRL */
  readonly ackRequested: boolean;
  /** UNB10 */
  readonly agreementId?: string;
  /** UNB11 = 1 */
  readonly test: boolean;
}

/** UNG fields. */
export interface EdifactGroupHeader {
  /** UNG01, the message type in the group, e.g. ORDERS */
  readonly messageGroupId: string;
  readonly senderId: string;
  readonly senderQualifier?: string;
  readonly recipientId: string;
  readonly recipientQualifier?: string;
  readonly date: string;
  readonly time: string;
  /** UNG05, the group reference */
  readonly reference: string;
  /** UNG06, e.g. UN */
  readonly controllingAgency: string;
  /** UNG07-1 / -2 / -3 */
  readonly messageVersion: string;
  readonly messageRelease: string;
  readonly associationCode?: string;
}

export interface EdifactMessage {
  /** UNH01, the message reference */
  readonly reference: string;
  /** UNH02-1, e.g. ORDERS */
  readonly type: string;
  /** UNH02-2, e.g. D */
  readonly version: string;
  /** UNH02-3, e.g. 96A */
  readonly release: string;
  /** UNH02-4, e.g. UN */
  readonly agency: string;
  /** UNH02-5, e.g. EAN008 */
  readonly associationCode?: string;
  /** UNH03 */
  readonly commonAccessReference?: string;
  /** The segments between UNH and UNT. */
  readonly segments: readonly Segment[];
  /** Position of the UNH segment. */
  readonly position: number;
  /** Segments counted from UNH to UNT inclusive (to the last one read when UNT is missing). */
  readonly segmentCount: number;
  readonly complete: boolean;
  readonly supported: boolean;
  /** No errors of its own: the message can be accepted (see the group's and interchange's). */
  readonly valid: boolean;
  readonly errors: readonly EdifactEnvelopeError[];
}

export interface EdifactGroupSummary {
  readonly header: EdifactGroupHeader;
  readonly position: number;
  readonly messageCount: number;
  readonly validMessageCount: number;
  readonly complete: boolean;
  readonly errors: readonly EdifactEnvelopeError[];
}

export interface EdifactGroup extends EdifactGroupSummary {
  readonly messages: readonly EdifactMessage[];
}

export interface EdifactInterchangeSummary {
  readonly header: EdifactInterchangeHeader;
  readonly delimiters: EdifactDelimiters;
  /** Whether a UNA preceded the UNB. */
  readonly serviceStringAdvice: boolean;
  /** Byte offset of the UNA (or UNB). */
  readonly offset: number;
  /** Messages directly in the interchange (none when it uses groups). */
  readonly messageCount: number;
  readonly groupCount: number;
  readonly complete: boolean;
  readonly errors: readonly EdifactEnvelopeError[];
  readonly groups: readonly EdifactGroupSummary[];
}

export interface EdifactInterchange extends EdifactInterchangeSummary {
  readonly groups: readonly EdifactGroup[];
  readonly messages: readonly EdifactMessage[];
}

export interface EdifactStreamSummary {
  readonly interchanges: readonly EdifactInterchangeSummary[];
  readonly interchangeCount: number;
  readonly groupCount: number;
  readonly messageCount: number;
  readonly validMessageCount: number;
  readonly segmentCount: number;
  readonly errors: readonly EdifactEnvelopeError[];
  readonly valid: boolean;
}

export interface EdifactParseResult extends EdifactStreamSummary {
  readonly interchanges: readonly EdifactInterchange[];
}

export interface EdifactMessageEvent {
  readonly type: 'message';
  readonly message: EdifactMessage;
  /** The UNG header when the message is in a group. */
  readonly group: EdifactGroupHeader | undefined;
  readonly interchange: EdifactInterchangeHeader;
}

export interface EdifactSummaryEvent {
  readonly type: 'summary';
  readonly summary: EdifactStreamSummary;
}

export type EdifactStreamEvent = EdifactMessageEvent | EdifactSummaryEvent;

export interface EdifactReadOptions {
  /** UNH02-1 values accepted; the others are flagged UNSUPPORTED_TRANSACTION_SET. */
  readonly supportedMessages?: readonly string[];
  readonly maxSegmentLength?: number;
}

/** What the reader knows of the interchange a segment belongs to (an EdifactSegmentReader). */
export interface EdifactSegmentContext {
  readonly delimiters: EdifactDelimiters | undefined;
  readonly serviceStringAdvice: boolean;
  /** Byte offset of the interchange's UNA (or UNB). */
  readonly interchangeOffset?: number;
}

type Writable<T> = { -readonly [K in keyof T]: T[K] };

/** UNH's fields of a message. */
interface MessageHeader {
  reference: string;
  type: string;
  version: string;
  release: string;
  agency: string;
  associationCode?: string;
  commonAccessReference?: string;
}

interface OpenMessage {
  readonly header: Readonly<MessageHeader>;
  readonly position: number;
  readonly supported: boolean;
  readonly segments: Segment[];
  readonly errors: EdifactEnvelopeError[];
  count: number;
}

interface OpenGroup {
  readonly header: EdifactGroupHeader;
  readonly position: number;
  readonly messages: EdifactMessage[];
  readonly errors: EdifactEnvelopeError[];
  count: number;
  validCount: number;
}

interface OpenInterchange {
  readonly header: EdifactInterchangeHeader;
  readonly delimiters: EdifactDelimiters;
  readonly serviceStringAdvice: boolean;
  readonly offset: number;
  readonly groups: EdifactGroup[];
  readonly messages: EdifactMessage[];
  readonly errors: EdifactEnvelopeError[];
  readonly groupReferences: Set<string>;
  /** Message references of the interchange (or of the open group). */
  messageReferences: ReferenceSet;
  messageCount: number;
  reportedMixed: boolean;
}

interface ErrorPlace {
  readonly position: number;
  readonly tag: string;
  readonly elementPosition?: number;
  readonly componentPosition?: number;
  readonly offset?: number;
}

/** UNH's mandatory components ([element, component, name]), made once: UNH starts every message. */
const unhRequired: readonly (readonly [number, number, string])[] = [
  [1, 1, 'message reference number'],
  [2, 1, 'message type'],
  [2, 2, 'message version number'],
  [2, 3, 'message release number'],
  [2, 4, 'controlling agency'],
];

const isUpperLetter = (code: number): boolean => code >= 0x41 && code <= 0x5a;
/** Three upper-case letters; on character codes, as it runs for every segment. */
const isSegmentTag = (tag: string): boolean =>
  tag.length === 3 &&
  isUpperLetter(tag.charCodeAt(0)) &&
  isUpperLetter(tag.charCodeAt(1)) &&
  isUpperLetter(tag.charCodeAt(2));
const optional = (value: string): string | undefined => (value === '' ? undefined : value);

/** The fields that have a value: absent optional fields are left out, not set to undefined. */
function defined<T extends Record<string, string | boolean | undefined>>(fields: T): T {
  const result: Record<string, string | boolean> = {};
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) result[key] = value;
  return result as T;
}

/**
 * The envelope state machine behind `parseEdifact` and `readEdifact`. Feed it every segment in
 * order, then `finish()`.
 */
export class EdifactEnvelopeValidator {
  private interchange: OpenInterchange | undefined;
  private group: OpenGroup | undefined;
  private message: OpenMessage | undefined;
  private lastPosition = 0;
  private pending: EdiSyntaxError[] = [];
  private readonly interchanges: EdifactInterchange[] = [];
  private readonly errors: EdifactEnvelopeError[] = [];
  private readonly seenInterchanges = new Set<string>();
  private readonly supported: ReadonlySet<string>;
  private readonly retain: boolean;
  private groupCount = 0;
  private messageCount = 0;
  private validMessageCount = 0;
  private segmentCount = 0;

  constructor(options: { retain: boolean; supportedMessages?: readonly string[] }) {
    this.retain = options.retain;
    this.supported = new Set(options.supportedMessages ?? supportedEdifactMessages);
  }

  /** Processes one segment; returns the message it completes (or cuts off), if any. */
  segment(segment: Segment, context: EdifactSegmentContext): EdifactMessageEvent | undefined {
    this.segmentCount += 1;
    this.lastPosition = segment.position;
    switch (segment.tag) {
      case 'UNB':
        return this.openInterchange(segment, context);
      case 'UNG':
        return this.openGroup(segment);
      case 'UNH':
        return this.openMessage(segment);
      case 'UNT':
        return this.closeMessage(segment);
      case 'UNE':
        return this.closeGroup(segment);
      case 'UNZ':
        return this.closeInterchange(segment);
      default:
        this.body(segment);
        return undefined;
    }
  }

  /** A character error the reader reported for the segment it is about to hand over. */
  characterError(error: EdiSyntaxError): void {
    this.pending.push(error);
  }

  /** A reading error that ended the input (truncated, unsupported syntax, not EDIFACT…). */
  readerError(error: EdiSyntaxError): void {
    this.attachPending(this.innermostLevel());
    const syntaxError: ContrlSyntaxErrorCode =
      error.code === 'UNSUPPORTED_SYNTAX'
        ? '2'
        : error.code === 'INVALID_HEADER'
          ? '20'
          : error.code === 'UNTERMINATED_SEGMENT'
            ? '13'
            : '18';
    this.add('interchange', error.code, error.message, this.placeOf(error), syntaxError);
  }

  /** Closes whatever is still open at the end of the input; returns a cut-off message, if any. */
  finish(): EdifactMessageEvent | undefined {
    this.attachPending(this.innermostLevel());
    const place = { position: this.lastPosition + 1, tag: '' };
    const event = this.cutMessage(place, 'the input ends');
    this.cutGroup(place, 'the input ends');
    if (this.interchange !== undefined) {
      this.add(
        'interchange',
        'MISSING_TRAILER',
        `Interchange ${this.interchange.header.controlReference} has no UNZ trailer: the input ends after segment ${this.lastPosition}`,
        { ...place, tag: 'UNZ' },
        '13',
      );
      this.endInterchange(false);
    }
    return event;
  }

  summary(): EdifactStreamSummary {
    return {
      interchanges: this.interchanges,
      interchangeCount: this.interchanges.length,
      groupCount: this.groupCount,
      messageCount: this.messageCount,
      validMessageCount: this.validMessageCount,
      segmentCount: this.segmentCount,
      errors: this.errors,
      valid: this.errors.length === 0,
    };
  }

  /** The result with the whole tree (meaningful with `retain: true`). */
  result(): EdifactParseResult {
    return { ...this.summary(), interchanges: this.interchanges };
  }

  private openInterchange(
    segment: Segment,
    context: EdifactSegmentContext,
  ): EdifactMessageEvent | undefined {
    const place = { position: segment.position, tag: 'UNB' };
    const event = this.cutMessage(place, 'a new UNB starts');
    this.cutGroup(place, 'a new UNB starts');
    if (this.interchange !== undefined) {
      this.add(
        'interchange',
        'MISSING_TRAILER',
        `Interchange ${this.interchange.header.controlReference} has no UNZ trailer before the UNB at segment ${segment.position}`,
        { ...place, tag: 'UNZ' },
        '13',
      );
      this.endInterchange(false);
    }
    const value = (position: number, component = 1): string =>
      getElement(segment, position, component);
    const header: EdifactInterchangeHeader = defined({
      syntaxId: value(1),
      syntaxVersion: value(1, 2),
      senderId: value(2),
      senderQualifier: optional(value(2, 2)),
      recipientId: value(3),
      recipientQualifier: optional(value(3, 2)),
      date: value(4),
      time: value(4, 2),
      controlReference: value(5),
      recipientReference: optional(value(6)),
      applicationReference: optional(value(7)),
      priority: optional(value(8)),
      ackRequested: value(9) === '1',
      agreementId: optional(value(10)),
      test: value(11) === '1',
    });
    this.interchange = {
      header,
      delimiters: context.delimiters ?? {
        component: ':',
        element: '+',
        decimal: '.',
        release: '?',
        repetition: undefined,
        segment: "'",
      },
      serviceStringAdvice: context.serviceStringAdvice,
      offset: context.interchangeOffset ?? segment.offset,
      groups: [],
      messages: [],
      errors: [],
      groupReferences: new Set(),
      messageReferences: new ReferenceSet(),
      messageCount: 0,
      reportedMixed: false,
    };
    this.attachPending('interchange');
    this.checkElementCount(segment, 11, 'interchange');
    const required: readonly [number, number, string][] = [
      [1, 2, 'syntax version number'],
      [2, 1, 'interchange sender identification'],
      [3, 1, 'interchange recipient identification'],
      [4, 1, 'date of preparation'],
      [4, 2, 'time of preparation'],
      [5, 1, 'interchange control reference'],
    ];
    this.requireComponents('interchange', segment, place, required);
    if (header.date !== '' && !/^(\d{6}|\d{8})$/.test(header.date)) {
      this.invalid(
        'interchange',
        place,
        4,
        1,
        `UNB04 date '${header.date}' is not YYMMDD or CCYYMMDD`,
      );
    }
    if (header.time !== '' && !/^([01]\d|2[0-3])[0-5]\d$/.test(header.time)) {
      this.invalid('interchange', place, 4, 2, `UNB04 time '${header.time}' is not HHMM`);
    }
    if (header.controlReference.length > 14) {
      this.add(
        'interchange',
        'INVALID_ELEMENT',
        `UNB05 interchange control reference '${header.controlReference}' is longer than 14 characters`,
        { ...place, elementPosition: 5 },
        '39',
      );
    }
    const key = `${header.senderId}/${header.controlReference}`;
    if (this.seenInterchanges.has(key)) {
      this.add(
        'interchange',
        'DUPLICATE_CONTROL_NUMBER',
        `UNB05 ${header.controlReference} from sender ${header.senderId} occurs twice in the input`,
        { ...place, elementPosition: 5 },
        '26',
      );
    }
    this.seenInterchanges.add(key);
    return event;
  }

  private openGroup(segment: Segment): EdifactMessageEvent | undefined {
    const place = { position: segment.position, tag: 'UNG' };
    const event = this.cutMessage(place, 'a UNG starts');
    this.cutGroup(place, 'a new UNG starts');
    const interchange = this.interchange;
    if (interchange === undefined) {
      this.unexpected(segment, 'is not inside an interchange (no UNB before it)');
      return event;
    }
    const value = (position: number, component = 1): string =>
      getElement(segment, position, component);
    const header: EdifactGroupHeader = defined({
      messageGroupId: value(1),
      senderId: value(2),
      senderQualifier: optional(value(2, 2)),
      recipientId: value(3),
      recipientQualifier: optional(value(3, 2)),
      date: value(4),
      time: value(4, 2),
      reference: value(5),
      controllingAgency: value(6),
      messageVersion: value(7),
      messageRelease: value(7, 2),
      associationCode: optional(value(7, 3)),
    });
    this.group = {
      header,
      position: segment.position,
      messages: [],
      errors: [],
      count: 0,
      validCount: 0,
    };
    interchange.messageReferences = new ReferenceSet();
    this.attachPending('group');
    this.checkElementCount(segment, 8, 'group');
    if (interchange.messageCount > 0) this.mixed(place);
    if (header.reference === '') {
      this.add(
        'group',
        'MISSING_ELEMENT',
        `UNG05 group reference is missing at segment ${segment.position}`,
        { ...place, elementPosition: 5 },
        '13',
      );
    } else if (interchange.groupReferences.has(header.reference)) {
      this.add(
        'group',
        'DUPLICATE_CONTROL_NUMBER',
        `UNG05 ${header.reference} occurs twice in interchange ${interchange.header.controlReference}`,
        { ...place, elementPosition: 5 },
        '26',
      );
    }
    interchange.groupReferences.add(header.reference);
    return event;
  }

  private openMessage(segment: Segment): EdifactMessageEvent | undefined {
    const place = { position: segment.position, tag: 'UNH' };
    const event = this.cutMessage(place, 'a new UNH starts');
    const interchange = this.interchange;
    if (interchange === undefined) {
      this.unexpected(segment, 'is not inside an interchange (no UNB before it)');
      return event;
    }
    // Built field by field, not through `defined`: this runs for every message.
    const identifier = segment.elements[1];
    const type = identifier?.[0] ?? '';
    const header: MessageHeader = {
      reference: getElement(segment, 1),
      type,
      version: identifier?.[1] ?? '',
      release: identifier?.[2] ?? '',
      agency: identifier?.[3] ?? '',
    };
    const associationCode = identifier?.[4] ?? '';
    if (associationCode !== '') header.associationCode = associationCode;
    const commonAccessReference = getElement(segment, 3);
    if (commonAccessReference !== '') header.commonAccessReference = commonAccessReference;
    const message: OpenMessage = {
      header,
      position: segment.position,
      supported: this.supported.has(type),
      segments: [],
      errors: [],
      count: 1,
    };
    this.message = message;
    this.attachPending('transaction');
    this.checkElementCount(segment, 7, 'transaction');
    if (this.group === undefined && interchange.groups.length > 0) this.mixed(place);
    this.requireComponents('transaction', segment, place, unhRequired);
    if (type !== '' && !message.supported) {
      this.add(
        'transaction',
        'UNSUPPORTED_TRANSACTION_SET',
        `Message type ${type} (UNH01 ${header.reference}) is not supported`,
        { ...place, elementPosition: 2, componentPosition: 1 },
        '14',
      );
    }
    if (header.reference.length > 14) {
      this.add(
        'transaction',
        'INVALID_ELEMENT',
        `UNH01 message reference '${header.reference}' is longer than 14 characters`,
        { ...place, elementPosition: 1 },
        '39',
      );
    } else if (header.reference !== '' && interchange.messageReferences.has(header.reference)) {
      this.add(
        'transaction',
        'DUPLICATE_CONTROL_NUMBER',
        `UNH01 ${header.reference} occurs twice in ${this.group === undefined ? 'interchange' : 'group'} ${this.group?.header.reference ?? interchange.header.controlReference}`,
        { ...place, elementPosition: 1 },
        '26',
      );
    }
    interchange.messageReferences.add(header.reference);
    return event;
  }

  private body(segment: Segment): void {
    const message = this.message;
    if (message === undefined) {
      const level: EnvelopeLevel = this.group === undefined ? 'interchange' : 'group';
      this.add(
        level,
        'SEGMENT_OUTSIDE_ENVELOPE',
        `Segment ${segment.tag || '(empty)'} at position ${segment.position} is outside a message (UNH..UNT)`,
        { position: segment.position, tag: segment.tag },
        '33',
      );
      this.attachPending(level);
      return;
    }
    message.count += 1;
    message.segments.push(segment);
    this.attachPending('transaction');
    if (!isSegmentTag(segment.tag)) {
      this.add(
        'transaction',
        'INVALID_SEGMENT_TAG',
        `Segment ${message.count} of message ${message.header.reference} has the invalid tag '${segment.tag}' (position ${segment.position})`,
        { position: segment.position, tag: segment.tag },
        '12',
      );
    }
  }

  private closeMessage(segment: Segment): EdifactMessageEvent | undefined {
    const message = this.message;
    if (message === undefined) {
      this.unexpected(segment, 'has no open message (no UNH before it)');
      return undefined;
    }
    message.count += 1;
    this.attachPending('transaction');
    this.checkElementCount(segment, 2, 'transaction');
    const place = { position: segment.position, tag: 'UNT' };
    const unt01 = getElement(segment, 1);
    const unt02 = getElement(segment, 2);
    if (!/^\d+$/.test(unt01) || Number(unt01) !== message.count) {
      this.add(
        'transaction',
        unt01 === '' ? 'MISSING_ELEMENT' : 'SEGMENT_COUNT_MISMATCH',
        `UNT01 ${unt01 || '(empty)'} does not match the ${message.count} segments counted in message ${message.header.reference} (UNH to UNT inclusive)`,
        { ...place, elementPosition: 1 },
        unt01 === '' ? '13' : '29',
      );
    }
    if (unt02 !== message.header.reference) {
      this.add(
        'transaction',
        'CONTROL_NUMBER_MISMATCH',
        `UNT02 ${unt02 || '(empty)'} does not match UNH01 ${message.header.reference}`,
        { ...place, elementPosition: 2 },
        '28',
      );
    }
    return this.endMessage(true);
  }

  private closeGroup(segment: Segment): EdifactMessageEvent | undefined {
    const place = { position: segment.position, tag: 'UNE' };
    const event = this.cutMessage(place, 'the UNE comes');
    const group = this.group;
    if (group === undefined) {
      this.unexpected(segment, 'has no open group (no UNG before it)');
      return event;
    }
    this.attachPending('group');
    this.checkElementCount(segment, 2, 'group');
    const une01 = getElement(segment, 1);
    const une02 = getElement(segment, 2);
    if (!/^\d+$/.test(une01) || Number(une01) !== group.count) {
      this.add(
        'group',
        'TRANSACTION_COUNT_MISMATCH',
        `UNE01 ${une01 || '(empty)'} does not match the ${group.count} messages in group ${group.header.reference}`,
        { ...place, elementPosition: 1 },
        '29',
      );
    }
    if (une02 !== group.header.reference) {
      this.add(
        'group',
        'CONTROL_NUMBER_MISMATCH',
        `UNE02 ${une02 || '(empty)'} does not match UNG05 ${group.header.reference}`,
        { ...place, elementPosition: 2 },
        '28',
      );
    }
    this.endGroup(true);
    return event;
  }

  private closeInterchange(segment: Segment): EdifactMessageEvent | undefined {
    const place = { position: segment.position, tag: 'UNZ' };
    const event = this.cutMessage(place, 'the UNZ comes');
    this.cutGroup(place, 'the UNZ comes');
    const interchange = this.interchange;
    if (interchange === undefined) {
      this.unexpected(segment, 'has no open interchange');
      return event;
    }
    this.attachPending('interchange');
    this.checkElementCount(segment, 2, 'interchange');
    const unz01 = getElement(segment, 1);
    const unz02 = getElement(segment, 2);
    const { controlReference } = interchange.header;
    const usesGroups = interchange.groups.length > 0;
    const expected = usesGroups ? interchange.groups.length : interchange.messageCount;
    if (!/^\d+$/.test(unz01) || Number(unz01) !== expected) {
      this.add(
        'interchange',
        usesGroups ? 'GROUP_COUNT_MISMATCH' : 'TRANSACTION_COUNT_MISMATCH',
        `UNZ01 ${unz01 || '(empty)'} does not match the ${expected} ${usesGroups ? 'groups' : 'messages'} in interchange ${controlReference}`,
        { ...place, elementPosition: 1 },
        '29',
      );
    }
    if (unz02 !== controlReference) {
      this.add(
        'interchange',
        'CONTROL_NUMBER_MISMATCH',
        `UNZ02 ${unz02 || '(empty)'} does not match UNB05 ${controlReference}`,
        { ...place, elementPosition: 2 },
        '28',
      );
    }
    this.endInterchange(true);
    return event;
  }

  private cutMessage(place: ErrorPlace, reason: string): EdifactMessageEvent | undefined {
    const message = this.message;
    if (message === undefined) return undefined;
    this.add(
      'transaction',
      'MISSING_TRAILER',
      `Message ${message.header.type} ${message.header.reference} (UNH at segment ${message.position}) has no UNT trailer: ${reason} at segment ${place.position}`,
      { ...place, tag: 'UNT' },
      '13',
    );
    return this.endMessage(false);
  }

  private cutGroup(place: ErrorPlace, reason: string): void {
    const group = this.group;
    if (group === undefined) return;
    this.add(
      'group',
      'MISSING_TRAILER',
      `Group ${group.header.reference} (UNG at segment ${group.position}) has no UNE trailer: ${reason} at segment ${place.position}`,
      { ...place, tag: 'UNE' },
      '13',
    );
    this.endGroup(false);
  }

  private endMessage(complete: boolean): EdifactMessageEvent | undefined {
    const open = this.message;
    const interchange = this.interchange;
    this.message = undefined;
    if (open === undefined || interchange === undefined) return undefined;
    const { header } = open;
    // Field by field rather than spreading the header, which is slow and runs for every message.
    const message: Writable<EdifactMessage> = {
      reference: header.reference,
      type: header.type,
      version: header.version,
      release: header.release,
      agency: header.agency,
      segments: open.segments,
      position: open.position,
      segmentCount: open.count,
      complete,
      supported: open.supported,
      valid: open.errors.length === 0,
      errors: open.errors,
    };
    if (header.associationCode !== undefined) message.associationCode = header.associationCode;
    if (header.commonAccessReference !== undefined) {
      message.commonAccessReference = header.commonAccessReference;
    }
    this.messageCount += 1;
    if (message.valid) this.validMessageCount += 1;
    const group = this.group;
    if (group === undefined) {
      interchange.messageCount += 1;
      if (this.retain) interchange.messages.push(message);
    } else {
      group.count += 1;
      if (message.valid) group.validCount += 1;
      if (this.retain) group.messages.push(message);
    }
    return { type: 'message', message, group: group?.header, interchange: interchange.header };
  }

  private endGroup(complete: boolean): void {
    const group = this.group;
    this.group = undefined;
    if (group === undefined || this.interchange === undefined) return;
    this.groupCount += 1;
    this.interchange.groups.push({
      header: group.header,
      position: group.position,
      messageCount: group.count,
      validMessageCount: group.validCount,
      complete,
      errors: group.errors,
      messages: group.messages,
    });
  }

  private endInterchange(complete: boolean): void {
    const interchange = this.interchange;
    this.interchange = undefined;
    if (interchange === undefined) return;
    this.interchanges.push({
      header: interchange.header,
      delimiters: interchange.delimiters,
      serviceStringAdvice: interchange.serviceStringAdvice,
      offset: interchange.offset,
      messageCount: interchange.messageCount,
      groupCount: interchange.groups.length,
      complete,
      errors: interchange.errors,
      groups: interchange.groups,
      messages: interchange.messages,
    });
  }

  private mixed(place: ErrorPlace): void {
    const interchange = this.interchange;
    if (interchange === undefined || interchange.reportedMixed) return;
    interchange.reportedMixed = true;
    this.add(
      'interchange',
      'GROUPS_AND_MESSAGES_MIXED',
      `Interchange ${interchange.header.controlReference} has both UNG groups and messages outside groups (${place.tag} at segment ${place.position})`,
      place,
      '30',
    );
  }

  private invalid(
    level: EnvelopeLevel,
    place: ErrorPlace,
    elementPosition: number,
    componentPosition: number,
    message: string,
  ): void {
    this.add(
      level,
      'INVALID_ELEMENT',
      message,
      { ...place, elementPosition, componentPosition },
      '12',
    );
  }

  /** An envelope segment with elements beyond its definition. */
  private checkElementCount(segment: Segment, max: number, level: EnvelopeLevel): void {
    if (segment.elements.length <= max) return;
    const extra = max + 1;
    this.add(
      level,
      'TOO_MANY_ELEMENTS',
      `${segment.tag} at segment ${segment.position} has ${segment.elements.length} elements; ${segment.tag} defines ${max} (${elementRef(segment.tag, extra)} '${getElement(segment, extra)}')`,
      { position: segment.position, tag: segment.tag, elementPosition: extra },
      '16',
    );
  }

  private unexpected(segment: Segment, reason: string): void {
    const level: EnvelopeLevel = this.group === undefined ? 'interchange' : 'group';
    this.add(
      level,
      'UNEXPECTED_SEGMENT',
      `${segment.tag} at segment ${segment.position} ${reason}`,
      { position: segment.position, tag: segment.tag },
      '33',
    );
    this.attachPending(level);
  }

  private innermostLevel(): EnvelopeLevel {
    return this.message !== undefined
      ? 'transaction'
      : this.group !== undefined
        ? 'group'
        : 'interchange';
  }

  /** Character errors of the segment just processed, filed where that segment belongs. */
  private attachPending(level: EnvelopeLevel): void {
    if (this.pending.length === 0) return;
    const pending = this.pending;
    this.pending = [];
    for (const error of pending) {
      this.add(level, error.code, error.message, this.placeOf(error), '21');
    }
  }

  private placeOf(error: EdiSyntaxError): ErrorPlace {
    const { details } = error;
    return {
      position: details.segmentPosition ?? this.lastPosition,
      tag: details.segmentTag ?? '',
      offset: details.offset,
      ...(details.elementPosition === undefined
        ? {}
        : { elementPosition: details.elementPosition }),
      ...(details.componentPosition === undefined
        ? {}
        : { componentPosition: details.componentPosition }),
    };
  }

  /** Reports each of `required` ([element, component, name]) that the header segment leaves empty. */
  private requireComponents(
    level: EnvelopeLevel,
    segment: Segment,
    place: ErrorPlace,
    required: readonly (readonly [number, number, string])[],
  ): void {
    for (const [position, component, name] of required) {
      if (getElement(segment, position, component) !== '') continue;
      this.add(
        level,
        'MISSING_ELEMENT',
        `${elementRef(segment.tag, position)}${component > 1 ? `-${component}` : ''} ${name} is missing`,
        { ...place, elementPosition: position, componentPosition: component },
        '13',
      );
    }
  }

  private add(
    level: EnvelopeLevel,
    code: EnvelopeErrorCode,
    message: string,
    place: ErrorPlace,
    syntaxError: ContrlSyntaxErrorCode,
  ): void {
    const owner =
      level === 'transaction' ? this.message : level === 'group' ? this.group : this.interchange;
    const controlNumber =
      level === 'transaction'
        ? this.message?.header.reference
        : level === 'group'
          ? this.group?.header.reference
          : this.interchange?.header.controlReference;
    const error: EdifactEnvelopeError = {
      code,
      message,
      segmentPosition: place.position,
      segmentTag: place.tag,
      ...(place.elementPosition === undefined ? {} : { elementPosition: place.elementPosition }),
      ...(place.componentPosition === undefined
        ? {}
        : { componentPosition: place.componentPosition }),
      level,
      ...(controlNumber === undefined ? {} : { controlNumber }),
      ...(place.offset === undefined ? {} : { offset: place.offset }),
      ack: { action: '4', syntaxError },
    };
    this.errors.push(error);
    owner?.errors.push(error);
  }
}

function createValidator(options: EdifactReadOptions, retain: boolean): EdifactEnvelopeValidator {
  return new EdifactEnvelopeValidator({
    retain,
    ...(options.supportedMessages === undefined
      ? {}
      : { supportedMessages: options.supportedMessages }),
  });
}

function readerOptions(
  options: EdifactReadOptions,
  validator: EdifactEnvelopeValidator,
): SegmentReaderOptions {
  return {
    onCharacterError: (error) => validator.characterError(error),
    ...(options.maxSegmentLength === undefined
      ? {}
      : { maxSegmentLength: options.maxSegmentLength }),
  };
}

/**
 * Parses and validates an EDIFACT input held in memory (bytes as received, or a string). Never
 * throws for bad input: errors are in the result.
 */
export function parseEdifact(
  input: string | Uint8Array,
  options: EdifactReadOptions = {},
): EdifactParseResult {
  const validator = createValidator(options, true);
  const { reader, bytes } = createEdifactReaderFor(input, readerOptions(options, validator));
  try {
    reader.append(bytes);
    reader.endInput();
    for (let segment = reader.next(); segment !== undefined; segment = reader.next()) {
      validator.segment(segment, reader);
    }
  } catch (error) {
    if (!(error instanceof EdiSyntaxError)) throw error;
    validator.readerError(error);
  }
  validator.finish();
  return validator.result();
}

/**
 * Streams an EDIFACT input: yields each message as soon as its UNT is read, then one summary.
 * As with `readX12`, group and interchange errors are known only at their trailers. Segments are
 * taken from the reader one call at a time, not through a generator step each.
 */
export async function* readEdifact(
  source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  options: EdifactReadOptions = {},
): AsyncGenerator<EdifactStreamEvent, void, undefined> {
  const validator = createValidator(options, false);
  const reader = new EdifactSegmentReader(readerOptions(options, validator));
  const events: EdifactMessageEvent[] = [];
  let failure: EdiSyntaxError | undefined;
  const readBuffered = (): void => {
    for (let segment = reader.next(); segment !== undefined; segment = reader.next()) {
      const event = validator.segment(segment, reader);
      if (event !== undefined) events.push(event);
    }
  };
  try {
    for await (const chunk of source) {
      reader.append(chunk);
      readBuffered();
      // The messages this chunk completed, handed out before the next chunk is read.
      for (const event of events) yield event;
      events.length = 0;
    }
    reader.endInput();
    readBuffered();
  } catch (error) {
    if (!(error instanceof EdiSyntaxError)) throw error;
    failure = error;
  }
  for (const event of events) yield event;
  if (failure !== undefined) validator.readerError(failure);
  const last = validator.finish();
  if (last !== undefined) yield last;
  yield { type: 'summary', summary: validator.summary() };
}
