/**
 * Writes X12 interchanges: a fixed-width ISA, GS/GE and ST/SE around the caller's segments, with
 * the counts and trailers filled in. Control numbers come from the caller.
 */
import { defaultX12Delimiters, x12HasRepetitionSeparator, type X12Delimiters } from './delimiters';
import type { SegmentInput } from './segment';
import {
  checkDelimiters,
  EdiWriteError,
  formatElements,
  printableChar,
  timestampParts,
} from './writer-common';

export interface X12InterchangeHeaderInput {
  /** ISA01, default `00` */
  readonly authorizationQualifier?: string;
  /** ISA02, up to 10 characters, default blank */
  readonly authorizationInformation?: string;
  /** ISA03, default `00` */
  readonly securityQualifier?: string;
  /** ISA04, up to 10 characters, default blank */
  readonly securityInformation?: string;
  /** ISA05, 2 characters */
  readonly senderQualifier: string;
  /** ISA06, up to 15 characters (padded) */
  readonly senderId: string;
  /** ISA07 */
  readonly receiverQualifier: string;
  /** ISA08, up to 15 characters (padded) */
  readonly receiverId: string;
  /** ISA09 YYMMDD; default from the timestamp */
  readonly date?: string;
  /** ISA10 HHMM; default from the timestamp */
  readonly time?: string;
  /** ISA12, default `00401` */
  readonly version?: string;
  /** ISA13: a positive integer of up to 9 digits, written zero-padded to 9 */
  readonly controlNumber: number | string;
  /** ISA14, default false */
  readonly ackRequested?: boolean;
  /** ISA15 P, T or I; default P */
  readonly usageIndicator?: string;
}

export interface X12GroupHeaderInput {
  /** GS01, e.g. PO, PR, SH, IN, FA */
  readonly functionalId: string;
  /** GS02, 2 to 15 characters */
  readonly applicationSender: string;
  /** GS03, 2 to 15 characters */
  readonly applicationReceiver: string;
  /** GS04 CCYYMMDD; default from the timestamp */
  readonly date?: string;
  /** GS05 HHMM (to HHMMSSDD); default from the timestamp */
  readonly time?: string;
  /** GS06: a positive integer of up to 9 digits */
  readonly controlNumber: number | string;
  /** GS07, default X */
  readonly responsibleAgency?: string;
  /** GS08, default the ISA12 version plus `0` (`004010`, `005010`) */
  readonly version?: string;
}

export interface X12TransactionSetInput {
  /** ST01, e.g. 855 */
  readonly setId: string;
  /** ST02: a positive integer of up to 9 digits, written zero-padded to 4 */
  readonly controlNumber: number | string;
  /** ST03 */
  readonly implementationReference?: string;
  /** The segments between ST and SE. */
  readonly segments: readonly SegmentInput[];
}

export interface X12GroupInput {
  readonly header: X12GroupHeaderInput;
  readonly transactions: readonly X12TransactionSetInput[];
}

/** A parsed `X12Interchange` is one too, so it can be written back. */
export interface X12InterchangeInput {
  readonly header: X12InterchangeHeaderInput;
  readonly groups: readonly X12GroupInput[];
  /** Delimiters to write with (a parsed interchange carries its own); see X12WriteOptions. */
  readonly delimiters?: X12Delimiters;
}

export interface X12WriteOptions {
  /** Override the interchange's (or the default `*`, `^`, `>`, `~`) delimiters. */
  readonly delimiters?: Partial<X12Delimiters>;
  /** Written after each segment terminator, e.g. `\n` or `\r\n`; default none. */
  readonly newline?: string;
  /** For the dates and times not given (formatted in UTC); default now. */
  readonly timestamp?: Date;
}

const pad = (value: string, width: number): string => value.padEnd(width, ' ');

/** A control number as written: validated, then zero-padded to `width`. */
function formatControlNumber(value: number | string, field: string, width = 0): string {
  const text = typeof value === 'number' ? String(value) : value;
  const valid =
    (typeof value === 'string' || Number.isSafeInteger(value)) &&
    /^\d{1,9}$/.test(text) &&
    Number(text) > 0;
  if (!valid) {
    throw new EdiWriteError(
      `${field} control number '${text}' must be a positive integer of at most 9 digits`,
      field,
    );
  }
  return text.padStart(width, '0');
}

/**
 * Writes one interchange piece by piece, for output too large to build at once:
 * `beginGroup`, `transaction` for each set, `endGroup`, …, `end`. Each call returns the text to
 * append. `writeX12` is the one-call form.
 */
export class X12Writer {
  readonly delimiters: X12Delimiters;
  private readonly header: X12InterchangeHeaderInput;
  private readonly newline: string;
  private readonly timestamp: Date;
  private readonly version: string;
  /** Any character a value may not hold: the delimiters, and line breaks when they are used. */
  private readonly forbidden: RegExp;
  private started = false;
  private ended = false;
  private groupCount = 0;
  private group: { controlNumber: string; count: number; setNumbers: Set<string> } | undefined;

  /** `base`: delimiters of a parsed interchange being written back; `options` override them. */
  constructor(
    header: X12InterchangeHeaderInput,
    options: X12WriteOptions = {},
    base?: X12Delimiters,
  ) {
    this.header = header;
    this.version = header.version ?? '00401';
    if (!/^\d{5}$/.test(this.version)) {
      throw new EdiWriteError(`ISA12 version '${this.version}' must be 5 digits`, 'ISA12');
    }
    const merged = { ...defaultX12Delimiters, ...base, ...options.delimiters };
    const repetition = x12HasRepetitionSeparator(this.version)
      ? (merged.repetition ?? defaultX12Delimiters.repetition)
      : undefined;
    this.delimiters = { ...merged, repetition };
    checkDelimiters([
      ['element separator', this.delimiters.element],
      ['component separator', this.delimiters.component],
      ['repetition separator', this.delimiters.repetition],
      ['segment terminator', this.delimiters.segment],
    ]);
    this.newline = options.newline ?? '';
    if (!/^[\r\n]*$/.test(this.newline)) {
      throw new EdiWriteError('The newline option may hold only \\r and \\n');
    }
    this.timestamp = options.timestamp ?? new Date();
    const d = this.delimiters;
    const chars = [d.element, d.component, d.repetition ?? '', d.segment, this.newline && '\r\n'];
    this.forbidden = new RegExp(`[${chars.join('').replace(/[\\\]^-]/g, '\\$&')}]`);
  }

  /** The ISA. Called by the first `beginGroup` (or `end`) when not called before. */
  begin(): string {
    if (this.started) throw new EdiWriteError('The ISA was already written');
    this.started = true;
    const h = this.header;
    const now = timestampParts(this.timestamp);
    const fixed = (field: string, value: string, width: number, exact = false): string => {
      if (value.length > width || (exact && value.length !== width) || value.length === 0) {
        throw new EdiWriteError(
          `${field} '${value}' must be ${exact ? 'exactly' : '1 to'} ${width} characters`,
          field,
        );
      }
      this.checkValue(value, field);
      return pad(value, width);
    };
    const blankable = (field: string, value: string | undefined, width: number): string => {
      const text = value ?? '';
      if (text.length > width) {
        throw new EdiWriteError(`${field} '${text}' is longer than ${width} characters`, field);
      }
      this.checkValue(text, field);
      return pad(text, width);
    };
    const date = h.date ?? now.yymmdd;
    const time = h.time ?? now.hhmm;
    if (!/^\d{6}$/.test(date)) {
      throw new EdiWriteError(`ISA09 date '${date}' must be YYMMDD`, 'ISA09');
    }
    if (!/^\d{4}$/.test(time))
      throw new EdiWriteError(`ISA10 time '${time}' must be HHMM`, 'ISA10');
    const usage = h.usageIndicator ?? 'P';
    if (!/^[PTI]$/.test(usage)) {
      throw new EdiWriteError(`ISA15 usage indicator '${usage}' must be P, T or I`, 'ISA15');
    }
    const fields = [
      fixed('ISA01', h.authorizationQualifier ?? '00', 2, true),
      blankable('ISA02', h.authorizationInformation, 10),
      fixed('ISA03', h.securityQualifier ?? '00', 2, true),
      blankable('ISA04', h.securityInformation, 10),
      fixed('ISA05', h.senderQualifier, 2, true),
      fixed('ISA06', h.senderId, 15),
      fixed('ISA07', h.receiverQualifier, 2, true),
      fixed('ISA08', h.receiverId, 15),
      date,
      time,
      this.delimiters.repetition ?? 'U',
      this.version,
      formatControlNumber(h.controlNumber, 'ISA13', 9),
      h.ackRequested === true ? '1' : '0',
      usage,
      this.delimiters.component,
    ];
    return this.line(`ISA${this.delimiters.element}${fields.join(this.delimiters.element)}`);
  }

  /** GS (after the ISA if not written yet); closes the previous group. */
  beginGroup(header: X12GroupHeaderInput): string {
    if (this.ended) throw new EdiWriteError('The interchange is already ended');
    let text = this.started ? '' : this.begin();
    if (this.group !== undefined) text += this.endGroup();
    const now = timestampParts(this.timestamp);
    const date = header.date ?? now.ccyymmdd;
    const time = header.time ?? now.hhmm;
    if (!/^[A-Z0-9]{2}$/.test(header.functionalId)) {
      throw new EdiWriteError(`GS01 '${header.functionalId}' must be 2 letters or digits`, 'GS01');
    }
    for (const [field, value] of [
      ['GS02', header.applicationSender],
      ['GS03', header.applicationReceiver],
    ] as const) {
      if (value.length < 2 || value.length > 15) {
        throw new EdiWriteError(`${field} '${value}' must be 2 to 15 characters`, field);
      }
    }
    if (!/^\d{8}$/.test(date)) {
      throw new EdiWriteError(`GS04 date '${date}' must be CCYYMMDD`, 'GS04');
    }
    if (!/^\d{4,8}$/.test(time))
      throw new EdiWriteError(`GS05 time '${time}' must be HHMM`, 'GS05');
    const controlNumber = formatControlNumber(header.controlNumber, 'GS06');
    this.group = { controlNumber, count: 0, setNumbers: new Set() };
    this.groupCount += 1;
    return (
      text +
      this.segment({
        tag: 'GS',
        elements: [
          header.functionalId,
          header.applicationSender,
          header.applicationReceiver,
          date,
          time,
          controlNumber,
          header.responsibleAgency ?? 'X',
          header.version ?? `${this.version}0`,
        ],
      })
    );
  }

  /** ST, the set's segments, SE with its count. */
  transaction(set: X12TransactionSetInput): string {
    const group = this.group;
    if (group === undefined) {
      throw new EdiWriteError('A transaction set needs a group: call beginGroup first');
    }
    if (!/^\d{3}$/.test(set.setId)) {
      throw new EdiWriteError(
        `ST01 '${set.setId}' must be a 3-digit transaction set identifier`,
        'ST01',
      );
    }
    const controlNumber = formatControlNumber(set.controlNumber, 'ST02', 4);
    if (group.setNumbers.has(controlNumber)) {
      throw new EdiWriteError(
        `ST02 ${controlNumber} is used twice in functional group ${group.controlNumber}`,
        'ST02',
      );
    }
    group.setNumbers.add(controlNumber);
    group.count += 1;
    const st = [set.setId, controlNumber];
    if (set.implementationReference !== undefined && set.implementationReference !== '') {
      st.push(set.implementationReference);
    }
    let text = this.segment({ tag: 'ST', elements: st });
    for (const segment of set.segments) {
      if (['ISA', 'IEA', 'GS', 'GE', 'ST', 'SE'].includes(segment.tag)) {
        throw new EdiWriteError(
          `Segment ${segment.tag} in transaction set ${controlNumber}: envelope segments are written by the writer`,
          segment.tag,
        );
      }
      text += this.segment(segment);
    }
    return (
      text + this.segment({ tag: 'SE', elements: [String(set.segments.length + 2), controlNumber] })
    );
  }

  /** GE with the number of sets in the group. */
  endGroup(): string {
    const group = this.group;
    if (group === undefined) throw new EdiWriteError('No functional group is open');
    this.group = undefined;
    return this.segment({ tag: 'GE', elements: [String(group.count), group.controlNumber] });
  }

  /** Closes the open group and writes the IEA. */
  end(): string {
    if (this.ended) throw new EdiWriteError('The interchange is already ended');
    let text = this.started ? '' : this.begin();
    if (this.group !== undefined) text += this.endGroup();
    this.ended = true;
    const controlNumber = formatControlNumber(this.header.controlNumber, 'ISA13', 9);
    return text + this.segment({ tag: 'IEA', elements: [String(this.groupCount), controlNumber] });
  }

  /** One segment with this writer's delimiters (no envelope bookkeeping). */
  segment(segment: SegmentInput): string {
    if (!/^[A-Z][A-Z0-9]{1,2}$/.test(segment.tag)) {
      throw new EdiWriteError(
        `Segment tag '${segment.tag}' must be 2 or 3 upper-case letters or digits`,
      );
    }
    const elements = formatElements(segment, this.delimiters, (value, field) =>
      this.checkValue(value, field),
    );
    return this.line(
      elements === '' ? segment.tag : `${segment.tag}${this.delimiters.element}${elements}`,
    );
  }

  private line(text: string): string {
    return `${text}${this.delimiters.segment}${this.newline}`;
  }

  /** X12 has no escape character: a value may not contain any delimiter. */
  private checkValue(value: string, field: string | (() => string)): string {
    if (!this.forbidden.test(value)) return value;
    const name = typeof field === 'string' ? field : field();
    const { element, component, repetition, segment } = this.delimiters;
    const named: readonly [string, string | undefined][] = [
      ['element separator', element],
      ['component separator', component],
      ['repetition separator', repetition],
      ['segment terminator', segment],
    ];
    for (const [what, char] of named) {
      if (char !== undefined && value.includes(char)) {
        throw new EdiWriteError(
          `${name} value '${value}' contains the ${what} '${printableChar(char)}'; X12 cannot escape it`,
          name,
        );
      }
    }
    throw new EdiWriteError(`${name} value contains a line break`, name);
  }
}

/** A writer for one interchange, to write it piece by piece (see {@link X12Writer}). */
export const createX12Writer = (
  header: X12InterchangeHeaderInput,
  options?: X12WriteOptions,
): X12Writer => new X12Writer(header, options);

/**
 * The text of a whole interchange. `writeX12(parseX12(text).interchanges[0], { newline: '\n' })`
 * gives back a well-formed input's text.
 */
export function writeX12(interchange: X12InterchangeInput, options: X12WriteOptions = {}): string {
  const writer = new X12Writer(interchange.header, options, interchange.delimiters);
  let text = writer.begin();
  for (const group of interchange.groups) {
    text += writer.beginGroup(group.header);
    for (const transaction of group.transactions) text += writer.transaction(transaction);
    text += writer.endGroup();
  }
  return text + writer.end();
}
