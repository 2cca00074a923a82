/**
 * X12 envelopes: ISA/IEA interchanges, GS/GE functional groups, ST/SE transaction sets. Validates
 * control numbers, counts and nesting while the segments stream by, and hands out each
 * transaction set as soon as its SE is read.
 */
import { Buffer } from 'node:buffer';
import type { X12Delimiters } from './delimiters';
import {
  elementRef,
  type EnvelopeErrorCode,
  type EnvelopeLevel,
  type Ta1NoteCode,
  type X12AckCodes,
  type X12EnvelopeError,
} from './envelope-error';
import { EdiSyntaxError, getElement, type Segment } from './segment';
import { supportedX12TransactionSets } from './transaction-sets';
import {
  scanHeader,
  scanNeedsMore,
  splitX12Segments,
  tagCodeOf,
  X12ByteScanner,
} from './x12-scanner';

/** ISA fields, with the fixed-width padding of ISA02/04/06/08 removed. */
export interface X12InterchangeHeader {
  /** ISA01 */
  readonly authorizationQualifier: string;
  /** ISA02 */
  readonly authorizationInformation: string;
  /** ISA03 */
  readonly securityQualifier: string;
  /** ISA04 */
  readonly securityInformation: string;
  /** ISA05 */
  readonly senderQualifier: string;
  /** ISA06 */
  readonly senderId: string;
  /** ISA07 */
  readonly receiverQualifier: string;
  /** ISA08 */
  readonly receiverId: string;
  /** ISA09, YYMMDD */
  readonly date: string;
  /** ISA10, HHMM */
  readonly time: string;
  /** ISA12, e.g. `00401`, `00501` */
  readonly version: string;
  /** ISA13, 9 digits as sent */
  readonly controlNumber: string;
  /** ISA14 = 1: the sender asks for a TA1 */
  readonly ackRequested: boolean;
  /** ISA15: P production, T test, I information */
  readonly usageIndicator: string;
}

/** GS fields. */
export interface X12GroupHeader {
  /** GS01, e.g. PO, PC, PS, RA, IN, FA */
  readonly functionalId: string;
  /** GS02 */
  readonly applicationSender: string;
  /** GS03 */
  readonly applicationReceiver: string;
  /** GS04, CCYYMMDD */
  readonly date: string;
  /** GS05, HHMM[SS[D[D]]] */
  readonly time: string;
  /** GS06 */
  readonly controlNumber: string;
  /** GS07, X for ASC X12 */
  readonly responsibleAgency: string;
  /** GS08, e.g. 004010, 005010X222A1 */
  readonly version: string;
}

export interface X12TransactionSet {
  /** ST01, e.g. 850 */
  readonly setId: string;
  /** ST02 */
  readonly controlNumber: string;
  /** ST03 (005010 implementation guides), when present */
  readonly implementationReference?: string;
  /** The segments between ST and SE. */
  readonly segments: readonly Segment[];
  /** Position of the ST segment. */
  readonly position: number;
  /** Segments counted from ST to SE inclusive (to the last one read when SE is missing). */
  readonly segmentCount: number;
  /** Whether its SE was read. */
  readonly complete: boolean;
  /** Whether ST01 is in the supported list. */
  readonly supported: boolean;
  /** No errors of its own: the set can be accepted (see the group's and interchange's errors). */
  readonly valid: boolean;
  readonly errors: readonly X12EnvelopeError[];
}

export interface X12GroupSummary {
  readonly header: X12GroupHeader;
  /** Position of the GS segment. */
  readonly position: number;
  /** Transaction sets found in the group. */
  readonly transactionCount: number;
  readonly validTransactionCount: number;
  /** Whether its GE was read. */
  readonly complete: boolean;
  /** Errors of the group itself (GE counts and numbers, segments between sets…). */
  readonly errors: readonly X12EnvelopeError[];
}

export interface X12FunctionalGroup extends X12GroupSummary {
  readonly transactions: readonly X12TransactionSet[];
}

export interface X12InterchangeSummary {
  readonly header: X12InterchangeHeader;
  readonly delimiters: X12Delimiters;
  /** Byte offset of the ISA. */
  readonly offset: number;
  readonly groupCount: number;
  /** Whether its IEA was read. */
  readonly complete: boolean;
  /** Errors of the interchange itself (ISA fields, IEA counts and numbers, reading errors…). */
  readonly errors: readonly X12EnvelopeError[];
  readonly groups: readonly X12GroupSummary[];
}

export interface X12Interchange extends X12InterchangeSummary {
  readonly groups: readonly X12FunctionalGroup[];
}

export interface X12StreamSummary {
  readonly interchanges: readonly X12InterchangeSummary[];
  readonly interchangeCount: number;
  readonly groupCount: number;
  readonly transactionCount: number;
  readonly validTransactionCount: number;
  readonly segmentCount: number;
  /** Every error at every level, in the order found. */
  readonly errors: readonly X12EnvelopeError[];
  /** No error at all. */
  readonly valid: boolean;
}

export interface X12ParseResult extends X12StreamSummary {
  readonly interchanges: readonly X12Interchange[];
}

/** One complete transaction set, with the headers of the envelopes around it. */
export interface X12TransactionEvent {
  readonly type: 'transaction';
  readonly transaction: X12TransactionSet;
  readonly group: X12GroupHeader;
  readonly interchange: X12InterchangeHeader;
}

export interface X12SummaryEvent {
  readonly type: 'summary';
  readonly summary: X12StreamSummary;
}

export type X12StreamEvent = X12TransactionEvent | X12SummaryEvent;

export interface X12ReadOptions {
  /** ST01 values accepted; the others are flagged UNSUPPORTED_TRANSACTION_SET. */
  readonly supportedTransactionSets?: readonly string[];
  readonly maxSegmentLength?: number;
}

interface OpenSet {
  readonly setId: string;
  readonly controlNumber: string;
  readonly implementationReference: string;
  readonly position: number;
  readonly supported: boolean;
  /** Segments handed over as objects; undefined when they are read from the scanner's bytes. */
  readonly segments: Segment[] | undefined;
  /** Input offsets of the body's bytes (after ST's terminator, to after the last body segment's). */
  readonly bodyStart: number;
  bodyEnd: number;
  readonly delimiters: X12Delimiters | undefined;
  readonly errors: X12EnvelopeError[];
  count: number;
}

interface OpenGroup {
  readonly header: X12GroupHeader;
  readonly position: number;
  readonly transactions: X12TransactionSet[];
  readonly errors: X12EnvelopeError[];
  /** ST02s of the group so far. */
  readonly setControlNumbers: ControlNumbers;
  count: number;
  validCount: number;
}

interface OpenInterchange {
  readonly header: X12InterchangeHeader;
  readonly delimiters: X12Delimiters;
  readonly offset: number;
  readonly groups: X12FunctionalGroup[];
  readonly errors: X12EnvelopeError[];
  readonly groupControlNumbers: Set<string>;
}

interface ErrorPlace {
  readonly position: number;
  readonly tag: string;
  readonly elementPosition?: number;
  readonly componentPosition?: number;
  readonly offset?: number;
}

const segmentTagPattern = /^[A-Z][A-Z0-9]{1,2}$/;
const stCode = tagCodeOf('ST');
const seCode = tagCodeOf('SE');
const gsCode = tagCodeOf('GS');
const geCode = tagCodeOf('GE');
const isaCode = tagCodeOf('ISA');
const ieaCode = tagCodeOf('IEA');
/** Tags the envelope handles itself: a valid tag outside these is a body segment. */
const isEnvelopeCode = (code: number): boolean =>
  code === stCode ||
  code === seCode ||
  code === gsCode ||
  code === geCode ||
  code === isaCode ||
  code === ieaCode;
const DIGIT_0 = 0x30;
const DIGIT_9 = 0x39;
const isDigit = (byte: number): boolean => byte >= DIGIT_0 && byte <= DIGIT_9;
const isAlphanumeric = (byte: number): boolean =>
  isDigit(byte) || (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a);
/**
 * An ST02 as its group remembers it: up to 8 digits as a small integer that also encodes the
 * length ('0001' and '001' differ); else the string.
 */
const controlNumberKey = (value: string): number | string =>
  /^\d{1,8}$/.test(value) ? Number(value) * 10 + value.length : value;

/** Runs kept as ranges; past this many, further numbers go to a Set. */
const maxControlNumberRuns = 16;

/**
 * The ST02s of one group, to find a duplicate. Partners number sets one after another, so runs
 * of consecutive numbers of the same length are kept as ranges of keys (step 10, see
 * `controlNumberKey`): a group of 10,000 sets holds one range, not 10,000 entries that would
 * outlive the young generation and pile up as old garbage. Anything else goes to a Set.
 */
class ControlNumbers {
  /** Start and end key of each run, the last one still growing. */
  private readonly runs: number[] = [];
  private others: Set<number | string> | undefined;

  has(key: number | string): boolean {
    if (typeof key === 'number') {
      const runs = this.runs;
      for (let index = 0; index < runs.length; index += 2) {
        const start = runs[index] ?? 0;
        if (key >= start && key <= (runs[index + 1] ?? -1) && (key - start) % 10 === 0) {
          return true;
        }
      }
    }
    return this.others?.has(key) ?? false;
  }

  add(key: number | string): void {
    const runs = this.runs;
    if (typeof key === 'number') {
      if (runs.length > 0 && key === (runs[runs.length - 1] ?? 0) + 10) {
        runs[runs.length - 1] = key;
        return;
      }
      if (runs.length < 2 * maxControlNumberRuns) {
        runs.push(key, key);
        return;
      }
    }
    (this.others ??= new Set()).add(key);
  }
}
/** ST01 values as strings, made once per value: a file holds few kinds of set. */
const setIds = new Map<number, string>();
const isDate6 = (value: string): boolean =>
  /^\d\d(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])$/.test(value);
const isTime4 = (value: string): boolean => /^([01]\d|2[0-3])[0-5]\d$/.test(value);

/**
 * A transaction set as `parseX12` and `readX12` hand it out. Its segments stay bytes until
 * `segments` is first read: a caller that only counts or checks sets never pays for decoding
 * them. (An accessor on the class, not on each object: an object literal with a getter costs
 * far more to create, and a file holds hundreds of thousands of sets.)
 */
class TransactionSet implements X12TransactionSet {
  readonly setId: string;
  readonly controlNumber: string;
  declare readonly implementationReference?: string;
  readonly position: number;
  readonly segmentCount: number;
  readonly complete: boolean;
  readonly supported: boolean;
  readonly valid: boolean;
  readonly errors: readonly X12EnvelopeError[];
  #segments: readonly Segment[] | undefined;
  /** A scanner buffer (never written again) holding the body at `#bodyIndex`. */
  #buffer: Buffer | undefined;
  readonly #bodyIndex: number;
  readonly #bodyOffset: number;
  readonly #bodyLength: number;
  readonly #delimiters: X12Delimiters | undefined;

  constructor(set: OpenSet, complete: boolean, buffer: Buffer | undefined, bodyIndex: number) {
    this.setId = set.setId;
    this.controlNumber = set.controlNumber;
    if (set.implementationReference !== '') {
      this.implementationReference = set.implementationReference;
    }
    this.position = set.position;
    this.segmentCount = set.count;
    this.complete = complete;
    this.supported = set.supported;
    this.valid = set.errors.length === 0;
    this.errors = set.errors;
    this.#segments = set.segments;
    this.#buffer = buffer;
    this.#bodyIndex = bodyIndex;
    this.#bodyOffset = set.bodyStart;
    this.#bodyLength = set.bodyEnd - set.bodyStart;
    this.#delimiters = set.delimiters;
  }

  get segments(): readonly Segment[] {
    if (this.#segments === undefined) {
      const buffer = this.#buffer;
      const delimiters = this.#delimiters;
      const start = this.#bodyIndex;
      this.#segments =
        buffer === undefined || delimiters === undefined || this.#bodyLength <= 0
          ? []
          : splitX12Segments(
              buffer.subarray(start, start + this.#bodyLength),
              this.#bodyOffset,
              this.position + 1,
              delimiters,
            );
      this.#buffer = undefined;
    }
    return this.#segments;
  }
}

/**
 * The envelope state machine behind `parseX12` and `readX12`. Feed it every segment in order,
 * then `finish()`. Only the open transaction set's segments are kept, unless `retain` asks for the
 * whole tree.
 */
export class X12EnvelopeValidator {
  private interchange: OpenInterchange | undefined;
  private group: OpenGroup | undefined;
  private set: OpenSet | undefined;
  /** Inside an ST..SE that has no GS: its segments are skipped (the ST was reported). */
  private orphanSet = false;
  private lastPosition = 0;
  private pending: EdiSyntaxError[] = [];
  private readonly interchanges: X12Interchange[] = [];
  private readonly errors: X12EnvelopeError[] = [];
  private readonly seenInterchanges = new Set<string>();
  private readonly supported: ReadonlySet<string>;
  private readonly retain: boolean;
  private groupCount = 0;
  private transactionCount = 0;
  private validTransactionCount = 0;
  private segmentCount = 0;

  /** Where segments come from when they are read on bytes (`scanned`), not handed over. */
  private readonly scanner: X12ByteScanner | undefined;

  constructor(options: {
    retain: boolean;
    supportedTransactionSets?: readonly string[];
    scanner?: X12ByteScanner;
  }) {
    this.retain = options.retain;
    this.supported = new Set(options.supportedTransactionSets ?? supportedX12TransactionSets);
    this.scanner = options.scanner;
  }

  /**
   * Processes the segment the scanner (given at construction) stands on. A body segment, or an
   * ST or SE with nothing to report, is handled on its bytes; anything else is decoded and goes
   * the way of `segment()`, which words every error.
   */
  scanned(scanner: X12ByteScanner): X12TransactionEvent | undefined {
    const set = this.set;
    const clean = this.pending.length === 0 && !scanner.characterError;
    const code = scanner.tagCode;
    if (clean && set !== undefined) {
      if (code === seCode) {
        if (this.closesCleanly(scanner, set)) {
          this.segmentCount += 1;
          this.lastPosition = scanner.position;
          set.count += 1;
          return this.endSet(true);
        }
      } else if (scanner.tagValid && !isEnvelopeCode(code)) {
        this.segmentCount += 1;
        this.lastPosition = scanner.position;
        set.count += 1;
        set.bodyEnd = scanner.nextOffset;
        return undefined;
      }
    } else if (clean && code === stCode && this.opensCleanly(scanner)) {
      this.segmentCount += 1;
      this.lastPosition = scanner.position;
      return undefined;
    }
    return this.segment(scanner.segment(), scanner.delimiters);
  }

  /** Processes one segment; returns the transaction set it completes (or cuts off), if any. */
  segment(
    segment: Segment,
    delimiters: X12Delimiters | undefined,
  ): X12TransactionEvent | undefined {
    this.segmentCount += 1;
    this.lastPosition = segment.position;
    switch (segment.tag) {
      case 'ISA':
        return this.openInterchange(segment, delimiters);
      case 'GS':
        return this.openGroup(segment);
      case 'ST':
        return this.openSet(segment);
      case 'SE':
        return this.closeSet(segment);
      case 'GE':
        return this.closeGroup(segment);
      case 'IEA':
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

  /** A reading error that ended the input (truncated, malformed header, not X12…). */
  readerError(error: EdiSyntaxError): void {
    this.attachPending(this.innermostLevel());
    // No ISA read: there is nothing a TA1 could acknowledge.
    const ta1: Ta1NoteCode | undefined =
      error.code === 'EMPTY_INPUT' || error.code === 'NOT_EDI'
        ? undefined
        : error.code === 'UNTERMINATED_SEGMENT'
          ? '023'
          : error.code === 'INVALID_HEADER' || error.code === 'UNEXPECTED_DATA'
            ? '022'
            : '024';
    const ack: X12AckCodes = ta1 === undefined ? {} : { ta1 };
    this.add('interchange', error.code, error.message, this.placeOf(error), ack);
  }

  /** Closes whatever is still open at the end of the input; returns a cut-off set, if any. */
  finish(): X12TransactionEvent | undefined {
    this.attachPending(this.innermostLevel());
    const place = { position: this.lastPosition + 1, tag: '' };
    const event = this.cutSet(place, 'the input ends');
    this.cutGroup(place, 'the input ends');
    if (this.interchange !== undefined) {
      const { controlNumber } = this.interchange.header;
      this.add(
        'interchange',
        'MISSING_TRAILER',
        `Interchange ${controlNumber} has no IEA trailer: the input ends after segment ${this.lastPosition}`,
        { ...place, tag: 'IEA' },
        { ta1: '023' },
      );
      this.endInterchange(false);
    }
    return event;
  }

  summary(): X12StreamSummary {
    return {
      interchanges: this.interchanges,
      interchangeCount: this.interchanges.length,
      groupCount: this.groupCount,
      transactionCount: this.transactionCount,
      validTransactionCount: this.validTransactionCount,
      segmentCount: this.segmentCount,
      errors: this.errors,
      valid: this.errors.length === 0,
    };
  }

  /** The result with the whole tree (meaningful with `retain: true`). */
  result(): X12ParseResult {
    return { ...this.summary(), interchanges: this.interchanges };
  }

  private openInterchange(
    segment: Segment,
    delimiters: X12Delimiters | undefined,
  ): X12TransactionEvent | undefined {
    const place = { position: segment.position, tag: 'ISA' };
    const event = this.cutSet(place, 'a new ISA starts');
    this.cutGroup(place, 'a new ISA starts');
    if (this.interchange !== undefined) {
      this.add(
        'interchange',
        'MISSING_TRAILER',
        `Interchange ${this.interchange.header.controlNumber} has no IEA trailer before the ISA at segment ${segment.position}`,
        { ...place, tag: 'IEA' },
        { ta1: '023' },
      );
      this.endInterchange(false);
    }
    const value = (position: number): string => getElement(segment, position);
    const header: X12InterchangeHeader = {
      authorizationQualifier: value(1),
      authorizationInformation: value(2).trimEnd(),
      securityQualifier: value(3),
      securityInformation: value(4).trimEnd(),
      senderQualifier: value(5),
      senderId: value(6).trimEnd(),
      receiverQualifier: value(7),
      receiverId: value(8).trimEnd(),
      date: value(9),
      time: value(10),
      version: value(12),
      controlNumber: value(13),
      ackRequested: value(14) === '1',
      usageIndicator: value(15),
    };
    this.interchange = {
      header,
      delimiters: delimiters ?? {
        element: '*',
        repetition: undefined,
        component: '>',
        segment: '~',
      },
      offset: segment.offset,
      groups: [],
      errors: [],
      groupControlNumbers: new Set(),
    };
    this.attachPending('interchange');
    const checks: readonly [number, boolean, string, X12AckCodes][] = [
      [9, isDate6(header.date), 'a date YYMMDD', { ta1: '014' }],
      [10, isTime4(header.time), 'a time HHMM', { ta1: '015' }],
      [12, /^\d{5}$/.test(header.version), 'a 5-digit version', { ta1: '017' }],
      [13, /^\d{9}$/.test(header.controlNumber), 'a 9-digit control number', { ta1: '018' }],
      [14, /^[01]$/.test(value(14)), '0 or 1', { ta1: '019' }],
      [15, /^[PTI]$/.test(header.usageIndicator), 'P, T or I', { ta1: '020' }],
    ];
    for (const [position, ok, expected, ack] of checks) {
      if (ok) continue;
      this.add(
        'interchange',
        'INVALID_ELEMENT',
        `${elementRef('ISA', position)} '${value(position)}' is not ${expected}`,
        { ...place, elementPosition: position },
        ack,
      );
    }
    const key = `${header.senderQualifier}/${header.senderId}/${header.controlNumber}`;
    if (this.seenInterchanges.has(key)) {
      this.add(
        'interchange',
        'DUPLICATE_CONTROL_NUMBER',
        `ISA13 ${header.controlNumber} from sender ${header.senderId} occurs twice in the input`,
        { ...place, elementPosition: 13 },
        { ta1: '025' },
      );
    }
    this.seenInterchanges.add(key);
    return event;
  }

  private openGroup(segment: Segment): X12TransactionEvent | undefined {
    const place = { position: segment.position, tag: 'GS' };
    const event = this.cutSet(place, 'a GS starts');
    this.cutGroup(place, 'a new GS starts');
    const interchange = this.interchange;
    if (interchange === undefined) {
      this.unexpected(segment, 'is not inside an interchange (no ISA before it)');
      return event;
    }
    const value = (position: number): string => getElement(segment, position);
    const header: X12GroupHeader = {
      functionalId: value(1),
      applicationSender: value(2),
      applicationReceiver: value(3),
      date: value(4),
      time: value(5),
      controlNumber: value(6),
      responsibleAgency: value(7),
      version: value(8),
    };
    this.group = {
      header,
      position: segment.position,
      transactions: [],
      errors: [],
      setControlNumbers: new ControlNumbers(),
      count: 0,
      validCount: 0,
    };
    this.attachPending('group');
    this.checkElementCount(segment, 8, 'group', { ta1: '024' });
    for (let position = 1; position <= 8; position += 1) {
      if (value(position) !== '') continue;
      this.add(
        'group',
        'MISSING_ELEMENT',
        `${elementRef('GS', position)} is missing in the GS at segment ${segment.position}`,
        { ...place, elementPosition: position },
        position === 6 ? { ak9: '6' } : { ta1: '024' },
      );
    }
    if (header.controlNumber !== '' && !/^\d{1,9}$/.test(header.controlNumber)) {
      this.add(
        'group',
        'INVALID_ELEMENT',
        `GS06 '${header.controlNumber}' is not a control number of 1 to 9 digits`,
        { ...place, elementPosition: 6 },
        { ak9: '6' },
      );
    }
    if (interchange.groupControlNumbers.has(header.controlNumber)) {
      this.add(
        'group',
        'DUPLICATE_CONTROL_NUMBER',
        `GS06 ${header.controlNumber} occurs twice in interchange ${interchange.header.controlNumber}`,
        { ...place, elementPosition: 6 },
        { ak9: '19' },
      );
    }
    interchange.groupControlNumbers.add(header.controlNumber);
    return event;
  }

  private openSet(segment: Segment): X12TransactionEvent | undefined {
    const place = { position: segment.position, tag: 'ST' };
    const event = this.cutSet(place, 'a new ST starts');
    const group = this.group;
    if (group === undefined) {
      this.unexpected(segment, 'is not inside a functional group (no GS before it)');
      this.orphanSet = true;
      return event;
    }
    const setId = getElement(segment, 1);
    const controlNumber = getElement(segment, 2);
    const set = this.newSet(setId, controlNumber, getElement(segment, 3), segment.position);
    this.attachPending('transaction');
    this.checkElementCount(segment, 3, 'transaction', { ak5: '5', ak3: '8', ak4: '3' });
    if (setId === '' || !/^\d{3}$/.test(setId)) {
      this.add(
        'transaction',
        setId === '' ? 'MISSING_ELEMENT' : 'INVALID_ELEMENT',
        setId === ''
          ? `ST01 transaction set identifier is missing at segment ${segment.position}`
          : `ST01 '${setId}' is not a 3-digit transaction set identifier`,
        { ...place, elementPosition: 1 },
        { ak5: '6', ak3: '8', ak4: setId === '' ? '1' : '7' },
      );
    } else if (!set.supported) {
      this.add(
        'transaction',
        'UNSUPPORTED_TRANSACTION_SET',
        `Transaction set ${setId} (ST02 ${controlNumber}) is not supported`,
        { ...place, elementPosition: 1 },
        { ak5: '1' },
      );
    }
    if (!/^[A-Za-z0-9]{4,9}$/.test(controlNumber)) {
      this.add(
        'transaction',
        controlNumber === '' ? 'MISSING_ELEMENT' : 'INVALID_ELEMENT',
        controlNumber === ''
          ? `ST02 transaction set control number is missing at segment ${segment.position}`
          : `ST02 '${controlNumber}' is not a control number of 4 to 9 characters`,
        { ...place, elementPosition: 2 },
        { ak5: '7', ak3: '8', ak4: controlNumber === '' ? '1' : '4' },
      );
    } else if (group.setControlNumbers.has(controlNumberKey(controlNumber))) {
      this.add(
        'transaction',
        'DUPLICATE_CONTROL_NUMBER',
        `ST02 ${controlNumber} occurs twice in functional group ${group.header.controlNumber}`,
        { ...place, elementPosition: 2 },
        { ak5: '23' },
      );
    }
    // Kept per group only, so memory follows the sets of one group, not of the file.
    group.setControlNumbers.add(controlNumberKey(controlNumber));
    return event;
  }

  private body(segment: Segment): void {
    const set = this.set;
    if (this.orphanSet) return;
    if (set === undefined) {
      const where =
        this.group === undefined ? 'functional group (GS..GE)' : 'transaction set (ST..SE)';
      this.add(
        this.group === undefined ? 'interchange' : 'group',
        'SEGMENT_OUTSIDE_ENVELOPE',
        `Segment ${segment.tag || '(empty)'} at position ${segment.position} is outside a ${where}`,
        { position: segment.position, tag: segment.tag },
        { ta1: '024' },
      );
      this.attachPending(this.group === undefined ? 'interchange' : 'group');
      return;
    }
    set.count += 1;
    if (set.segments === undefined) set.bodyEnd = this.scanner?.nextOffset ?? set.bodyEnd;
    else set.segments.push(segment);
    this.attachPending('transaction');
    if (!segmentTagPattern.test(segment.tag)) {
      this.add(
        'transaction',
        'INVALID_SEGMENT_TAG',
        `Segment ${set.count} of transaction set ${set.controlNumber} has the invalid tag '${segment.tag}' (position ${segment.position})`,
        { position: segment.position, tag: segment.tag },
        { ak5: '5', ak3: '1' },
      );
    }
  }

  private closeSet(segment: Segment): X12TransactionEvent | undefined {
    if (this.orphanSet) {
      this.orphanSet = false;
      return undefined;
    }
    const set = this.set;
    if (set === undefined) {
      this.unexpected(segment, 'has no open transaction set (no ST before it)');
      return undefined;
    }
    set.count += 1;
    this.attachPending('transaction');
    this.checkElementCount(segment, 2, 'transaction', { ak5: '5', ak3: '8', ak4: '3' });
    const place = { position: segment.position, tag: 'SE' };
    const se01 = getElement(segment, 1);
    const se02 = getElement(segment, 2);
    if (!/^\d+$/.test(se01)) {
      this.add(
        'transaction',
        se01 === '' ? 'MISSING_ELEMENT' : 'INVALID_ELEMENT',
        se01 === ''
          ? `SE01 number of included segments is missing in transaction set ${set.controlNumber}`
          : `SE01 '${se01}' is not a number of segments`,
        { ...place, elementPosition: 1 },
        { ak5: '4' },
      );
    } else if (Number(se01) !== set.count) {
      this.add(
        'transaction',
        'SEGMENT_COUNT_MISMATCH',
        `SE01 ${se01} does not match the ${set.count} segments counted in transaction set ${set.controlNumber} (ST to SE inclusive)`,
        { ...place, elementPosition: 1 },
        { ak5: '4' },
      );
    }
    if (se02 !== set.controlNumber) {
      this.add(
        'transaction',
        'CONTROL_NUMBER_MISMATCH',
        `SE02 ${se02 || '(empty)'} does not match ST02 ${set.controlNumber}`,
        { ...place, elementPosition: 2 },
        { ak5: '3' },
      );
    }
    return this.endSet(true);
  }

  private closeGroup(segment: Segment): X12TransactionEvent | undefined {
    const place = { position: segment.position, tag: 'GE' };
    const event = this.cutSet(place, 'the GE comes');
    this.orphanSet = false;
    const group = this.group;
    if (group === undefined) {
      this.unexpected(segment, 'has no open functional group (no GS before it)');
      return event;
    }
    this.attachPending('group');
    this.checkElementCount(segment, 2, 'group', { ta1: '024' });
    const ge01 = getElement(segment, 1);
    const ge02 = getElement(segment, 2);
    if (!/^\d+$/.test(ge01) || Number(ge01) !== group.count) {
      this.add(
        'group',
        'TRANSACTION_COUNT_MISMATCH',
        `GE01 ${ge01 || '(empty)'} does not match the ${group.count} transaction sets in functional group ${group.header.controlNumber}`,
        { ...place, elementPosition: 1 },
        { ak9: '5' },
      );
    }
    if (ge02 !== group.header.controlNumber) {
      this.add(
        'group',
        'CONTROL_NUMBER_MISMATCH',
        `GE02 ${ge02 || '(empty)'} does not match GS06 ${group.header.controlNumber}`,
        { ...place, elementPosition: 2 },
        { ak9: '4' },
      );
    }
    this.endGroup(true);
    return event;
  }

  private closeInterchange(segment: Segment): X12TransactionEvent | undefined {
    const place = { position: segment.position, tag: 'IEA' };
    const event = this.cutSet(place, 'the IEA comes');
    this.cutGroup(place, 'the IEA comes');
    this.orphanSet = false;
    const interchange = this.interchange;
    if (interchange === undefined) {
      this.unexpected(segment, 'has no open interchange');
      return event;
    }
    this.attachPending('interchange');
    this.checkElementCount(segment, 2, 'interchange', { ta1: '022' });
    const iea01 = getElement(segment, 1);
    const iea02 = getElement(segment, 2);
    const { controlNumber } = interchange.header;
    if (!/^\d+$/.test(iea01) || Number(iea01) !== interchange.groups.length) {
      this.add(
        'interchange',
        'GROUP_COUNT_MISMATCH',
        `IEA01 ${iea01 || '(empty)'} does not match the ${interchange.groups.length} functional groups in interchange ${controlNumber}`,
        { ...place, elementPosition: 1 },
        { ta1: '021' },
      );
    }
    if (iea02 !== controlNumber) {
      this.add(
        'interchange',
        'CONTROL_NUMBER_MISMATCH',
        `IEA02 ${iea02 || '(empty)'} does not match ISA13 ${controlNumber}`,
        { ...place, elementPosition: 2 },
        { ta1: '001' },
      );
    }
    this.endInterchange(true);
    return event;
  }

  /** Closes an open set whose SE never came. */
  private cutSet(place: ErrorPlace, reason: string): X12TransactionEvent | undefined {
    this.orphanSet = false;
    const set = this.set;
    if (set === undefined) return undefined;
    this.add(
      'transaction',
      'MISSING_TRAILER',
      `Transaction set ${set.setId} ${set.controlNumber} (ST at segment ${set.position}) has no SE trailer: ${reason} at segment ${place.position}`,
      { ...place, tag: 'SE' },
      { ak5: '2' },
    );
    return this.endSet(false);
  }

  /** Closes an open group whose GE never came. */
  private cutGroup(place: ErrorPlace, reason: string): void {
    const group = this.group;
    if (group === undefined) return;
    this.add(
      'group',
      'MISSING_TRAILER',
      `Functional group ${group.header.controlNumber} (GS at segment ${group.position}) has no GE trailer: ${reason} at segment ${place.position}`,
      { ...place, tag: 'GE' },
      { ak9: '3' },
    );
    this.endGroup(false);
  }

  /** Opens a set (the checks are the caller's); its body is read from the scanner if any. */
  private newSet(
    setId: string,
    controlNumber: string,
    implementationReference: string,
    position: number,
  ): OpenSet {
    const scanner = this.scanner;
    const bodyStart = scanner?.nextOffset ?? 0;
    const set: OpenSet = {
      setId,
      controlNumber,
      implementationReference,
      position,
      supported: this.supported.has(setId),
      segments: scanner === undefined ? [] : undefined,
      bodyStart,
      bodyEnd: bodyStart,
      delimiters: scanner?.delimiters,
      errors: [],
      count: 1,
    };
    if (scanner !== undefined) scanner.keepFrom = bodyStart;
    this.set = set;
    return set;
  }

  /**
   * Opens the set of an ST that `openSet` would accept without a word: 3-digit supported ST01,
   * ST02 of 4 to 9 letters and digits new in its group, ST03 without components. Read on the
   * bytes; false leaves everything to `openSet`.
   */
  private opensCleanly(scanner: X12ByteScanner): boolean {
    const group = this.group;
    if (group === undefined || this.orphanSet) return false;
    const { bytes, start, end, elementByte } = scanner;
    const idStart = start + 3;
    let index = idStart;
    while (index < end && bytes[index] !== elementByte) {
      if (!isDigit(bytes[index] ?? 0)) return false;
      index += 1;
    }
    if (index - idStart !== 3 || index >= end) return false;
    const idCode =
      ((bytes[idStart] ?? 0) << 16) | ((bytes[idStart + 1] ?? 0) << 8) | (bytes[index - 1] ?? 0);
    let setId = setIds.get(idCode);
    if (setId === undefined) {
      setId = bytes.toString('latin1', idStart, index);
      setIds.set(idCode, setId);
    }
    if (!this.supported.has(setId)) return false;
    const numberStart = index + 1;
    index = numberStart;
    // The value too, while the ST02 is digits: its key in the group (controlNumberKey).
    let digits = 0;
    while (index < end && bytes[index] !== elementByte) {
      const byte = bytes[index] ?? 0;
      if (!isAlphanumeric(byte)) return false;
      digits = digits >= 0 && isDigit(byte) ? digits * 10 + byte - DIGIT_0 : -1;
      index += 1;
    }
    const numberEnd = index;
    const numberLength = numberEnd - numberStart;
    if (numberLength < 4 || numberLength > 9) return false;
    let reference = '';
    if (index < end) {
      const referenceStart = index + 1;
      for (index = referenceStart; index < end; index += 1) {
        const byte = bytes[index];
        if (byte === elementByte || byte === scanner.componentByte) return false;
        if (byte === scanner.repetitionByte) return false;
      }
      reference = bytes.toString('utf8', referenceStart, end);
    }
    const controlNumber = bytes.toString('latin1', numberStart, numberEnd);
    const key =
      digits >= 0 && numberLength <= 8
        ? digits * 10 + numberLength
        : controlNumberKey(controlNumber);
    if (group.setControlNumbers.has(key)) return false;
    this.newSet(setId, controlNumber, reference, scanner.position);
    group.setControlNumbers.add(key);
    return true;
  }

  /** Whether an SE closes `set` without a word: SE01 its count, SE02 its ST02, nothing more. */
  private closesCleanly(scanner: X12ByteScanner, set: OpenSet): boolean {
    const { bytes, start, end, elementByte } = scanner;
    const countStart = start + 3;
    let index = countStart;
    let count = 0;
    while (index < end && bytes[index] !== elementByte) {
      const byte = bytes[index] ?? 0;
      if (!isDigit(byte) || index - countStart >= 9) return false;
      count = count * 10 + byte - DIGIT_0;
      index += 1;
    }
    if (index === countStart || count !== set.count + 1) return false;
    const control = set.controlNumber;
    const controlStart = index + 1;
    if (controlStart + control.length !== end) return false;
    for (let at = 0; at < control.length; at += 1) {
      if (bytes[controlStart + at] !== control.charCodeAt(at)) return false;
    }
    return true;
  }

  /** The set as handed out; read from the scanner, its segments are decoded when first read. */
  private transactionOf(set: OpenSet, complete: boolean): X12TransactionSet {
    const scanner = this.scanner;
    if (set.segments !== undefined || scanner === undefined) {
      return new TransactionSet(set, complete, undefined, 0);
    }
    return new TransactionSet(set, complete, scanner.bytes, set.bodyStart - scanner.offsetOf(0));
  }

  private endSet(complete: boolean): X12TransactionEvent | undefined {
    const set = this.set;
    const group = this.group;
    const interchange = this.interchange;
    this.set = undefined;
    // The set's bytes stay where they are: the scanner copies into a new buffer on its next push.
    if (this.scanner !== undefined) this.scanner.keepFrom = Number.POSITIVE_INFINITY;
    if (set === undefined || group === undefined || interchange === undefined) return undefined;
    const transaction = this.transactionOf(set, complete);
    group.count += 1;
    this.transactionCount += 1;
    if (transaction.valid) {
      group.validCount += 1;
      this.validTransactionCount += 1;
    }
    if (this.retain) group.transactions.push(transaction);
    return {
      type: 'transaction',
      transaction,
      group: group.header,
      interchange: interchange.header,
    };
  }

  private endGroup(complete: boolean): void {
    const group = this.group;
    this.group = undefined;
    if (group === undefined || this.interchange === undefined) return;
    this.groupCount += 1;
    this.interchange.groups.push({
      header: group.header,
      position: group.position,
      transactionCount: group.count,
      validTransactionCount: group.validCount,
      complete,
      errors: group.errors,
      transactions: group.transactions,
    });
  }

  private endInterchange(complete: boolean): void {
    const interchange = this.interchange;
    this.interchange = undefined;
    if (interchange === undefined) return;
    this.interchanges.push({
      header: interchange.header,
      delimiters: interchange.delimiters,
      offset: interchange.offset,
      groupCount: interchange.groups.length,
      complete,
      errors: interchange.errors,
      groups: interchange.groups,
    });
  }

  /** An envelope segment with elements beyond its definition. */
  private checkElementCount(
    segment: Segment,
    max: number,
    level: EnvelopeLevel,
    ack: X12AckCodes,
  ): void {
    if (segment.elements.length <= max) return;
    const extra = max + 1;
    this.add(
      level,
      'TOO_MANY_ELEMENTS',
      `${segment.tag} at segment ${segment.position} has ${segment.elements.length} elements; ${segment.tag} defines ${max} (${elementRef(segment.tag, extra)} '${getElement(segment, extra)}')`,
      { position: segment.position, tag: segment.tag, elementPosition: extra },
      ack,
    );
  }

  private unexpected(segment: Segment, reason: string): void {
    const level: EnvelopeLevel = this.group === undefined ? 'interchange' : 'group';
    this.add(
      level,
      'UNEXPECTED_SEGMENT',
      `${segment.tag} at segment ${segment.position} ${reason}`,
      { position: segment.position, tag: segment.tag },
      { ta1: '024' },
    );
    this.attachPending(level);
  }

  private innermostLevel(): EnvelopeLevel {
    return this.set !== undefined
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
      const ack: X12AckCodes =
        level === 'transaction' ? { ak5: '5', ak3: '8', ak4: '6' } : { ta1: '024' };
      this.add(level, error.code, error.message, this.placeOf(error), ack);
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

  private add(
    level: EnvelopeLevel,
    code: EnvelopeErrorCode,
    message: string,
    place: ErrorPlace,
    ack: X12AckCodes,
  ): void {
    const owner =
      level === 'transaction' ? this.set : level === 'group' ? this.group : this.interchange;
    const controlNumber =
      level === 'transaction'
        ? this.set?.controlNumber
        : level === 'group'
          ? this.group?.header.controlNumber
          : this.interchange?.header.controlNumber;
    const error: X12EnvelopeError = {
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
      ack,
    };
    this.errors.push(error);
    owner?.errors.push(error);
  }
}

const toBytes = (input: string | Uint8Array): Uint8Array =>
  typeof input === 'string' ? Buffer.from(input, 'utf8') : input;

function createPipeline(
  options: X12ReadOptions,
  retain: boolean,
): { scanner: X12ByteScanner; validator: X12EnvelopeValidator } {
  // Reported while the scanner finds a segment, before the validator gets that segment (the
  // scanner is used only once both exist).
  const scanner = new X12ByteScanner({
    onCharacterError: (error) => validator.characterError(error),
    ...(options.maxSegmentLength === undefined
      ? {}
      : { maxSegmentLength: options.maxSegmentLength }),
  });
  const validator = new X12EnvelopeValidator({
    retain,
    scanner,
    ...(options.supportedTransactionSets === undefined
      ? {}
      : { supportedTransactionSets: options.supportedTransactionSets }),
  });
  return { scanner, validator };
}

/**
 * Feeds the validator every segment the scanner can find in what it holds; collects the sets
 * they complete.
 */
function scanInto(
  scanner: X12ByteScanner,
  validator: X12EnvelopeValidator,
  events: X12StreamEvent[] | undefined,
  final: boolean,
): void {
  for (;;) {
    const found = scanner.next(final);
    if (found === scanNeedsMore) return;
    const event =
      found === scanHeader && scanner.header !== undefined
        ? validator.segment(scanner.header, scanner.delimiters)
        : validator.scanned(scanner);
    if (event !== undefined) events?.push(event);
  }
}

/**
 * Parses and validates an X12 input held in memory: every interchange with its groups and
 * transaction sets, and every error. Never throws for bad input: errors are in the result.
 */
export function parseX12(input: string | Uint8Array, options: X12ReadOptions = {}): X12ParseResult {
  const { scanner, validator } = createPipeline(options, true);
  try {
    scanner.push(toBytes(input));
    scanInto(scanner, validator, undefined, true);
    scanner.finish();
  } catch (error) {
    if (!(error instanceof EdiSyntaxError)) throw error;
    validator.readerError(error);
  }
  validator.finish();
  return validator.result();
}

/**
 * Streams an X12 input: yields each transaction set as soon as the chunk holding its SE is read
 * (valid or not, with its errors), then one summary with the counts and every error. Group and
 * interchange errors (GE/IEA counts) are known only when their trailer is read: check the summary
 * before committing what was accepted, or treat them as the caller's policy dictates. A set's
 * `segments` are decoded when first read.
 */
export async function* readX12(
  source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  options: X12ReadOptions = {},
): AsyncGenerator<X12StreamEvent, void, undefined> {
  const { scanner, validator } = createPipeline(options, false);
  // Sets are collected per chunk and handed out between chunks: no await per segment.
  let events: X12StreamEvent[] = [];
  try {
    for await (const chunk of source) {
      scanner.push(chunk);
      scanInto(scanner, validator, events, false);
      if (events.length > 0) {
        const completed = events;
        events = [];
        yield* completed;
      }
    }
    scanInto(scanner, validator, events, true);
    scanner.finish();
  } catch (error) {
    if (!(error instanceof EdiSyntaxError)) throw error;
    validator.readerError(error);
  }
  yield* events;
  const last = validator.finish();
  if (last !== undefined) yield last;
  yield { type: 'summary', summary: validator.summary() };
}
