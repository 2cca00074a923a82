/**
 * Writes EDIFACT interchanges: UNA (optional), UNB, UNG/UNE (optional), UNH/UNT around the
 * caller's segments, UNZ; service characters in values are escaped with the release character.
 * References come from the caller.
 */
import { defaultEdifactDelimiters, type EdifactDelimiters } from './delimiters';
import {
  describeChar,
  edifactSyntaxIds,
  isEdifactCharAllowed,
  isEdifactSyntaxId,
  type EdifactSyntaxId,
} from './edifact-syntax';
import type { SegmentInput } from './segment';
import { checkDelimiters, EdiWriteError, formatElements, timestampParts } from './writer-common';

export interface EdifactInterchangeHeaderInput {
  /** UNB01-1: UNOA, UNOB, UNOC, UNOW or UNOY */
  readonly syntaxId: string;
  /** UNB01-2; default 4 for UNOW/UNOY, else 3 */
  readonly syntaxVersion?: string;
  readonly senderId: string;
  readonly senderQualifier?: string;
  readonly recipientId: string;
  readonly recipientQualifier?: string;
  /** UNB04-1: YYMMDD (syntax 1–3) or CCYYMMDD (syntax 4); default from the timestamp */
  readonly date?: string;
  /** UNB04-2 HHMM; default from the timestamp */
  readonly time?: string;
  /** UNB05: a positive integer, or 1 to 14 letters and digits */
  readonly controlReference: number | string;
  readonly recipientReference?: string;
  readonly applicationReference?: string;
  readonly priority?: string;
  readonly ackRequested?: boolean;
  readonly agreementId?: string;
  readonly test?: boolean;
}

export interface EdifactGroupHeaderInput {
  readonly messageGroupId: string;
  readonly senderId: string;
  readonly senderQualifier?: string;
  readonly recipientId: string;
  readonly recipientQualifier?: string;
  readonly date?: string;
  readonly time?: string;
  /** UNG05: a positive integer, or 1 to 14 letters and digits */
  readonly reference: number | string;
  /** UNG06, default UN */
  readonly controllingAgency?: string;
  readonly messageVersion: string;
  readonly messageRelease: string;
  readonly associationCode?: string;
}

export interface EdifactMessageInput {
  /** UNH01: a positive integer, or 1 to 14 letters and digits */
  readonly reference: number | string;
  readonly type: string;
  readonly version: string;
  readonly release: string;
  readonly agency: string;
  readonly associationCode?: string;
  readonly commonAccessReference?: string;
  /** The segments between UNH and UNT. */
  readonly segments: readonly SegmentInput[];
}

export interface EdifactGroupInput {
  readonly header: EdifactGroupHeaderInput;
  readonly messages: readonly EdifactMessageInput[];
}

/** Messages directly, or in groups; a parsed `EdifactInterchange` is one too. */
export interface EdifactInterchangeInput {
  readonly header: EdifactInterchangeHeaderInput;
  readonly messages?: readonly EdifactMessageInput[];
  readonly groups?: readonly EdifactGroupInput[];
  readonly delimiters?: EdifactDelimiters;
  /** Whether to write UNA; see EdifactWriteOptions.una. */
  readonly serviceStringAdvice?: boolean;
}

export interface EdifactWriteOptions {
  /** Override the interchange's (or the default `:+.? '`) service characters. */
  readonly delimiters?: Partial<EdifactDelimiters>;
  /** Write a UNA; default the interchange's `serviceStringAdvice`, else true. */
  readonly una?: boolean;
  /** Written after each segment terminator, e.g. `\n`; default none. */
  readonly newline?: string;
  /** For the dates and times not given (formatted in UTC); default now. */
  readonly timestamp?: Date;
}

/** A reference as written: a positive integer, or 1 to 14 letters and digits. */
function formatReference(value: number | string, field: string): string {
  const text = typeof value === 'number' ? String(value) : value;
  const valid =
    typeof value === 'number'
      ? Number.isSafeInteger(value) && value > 0 && text.length <= 14
      : /^[A-Za-z0-9]{1,14}$/.test(text);
  if (!valid) {
    throw new EdiWriteError(
      `${field} reference '${text}' must be a positive integer or 1 to 14 letters and digits`,
      field,
    );
  }
  return text;
}

class EdifactTextWriter {
  private readonly syntaxId: EdifactSyntaxId;
  private readonly delimiters: EdifactDelimiters;
  private readonly newline: string;
  private readonly service: ReadonlySet<string>;

  constructor(syntaxId: EdifactSyntaxId, delimiters: EdifactDelimiters, newline: string) {
    this.syntaxId = syntaxId;
    this.delimiters = delimiters;
    this.newline = newline;
    this.service = new Set(
      [
        delimiters.component,
        delimiters.element,
        delimiters.release,
        delimiters.repetition,
        delimiters.segment,
      ].filter((char): char is string => char !== undefined),
    );
  }

  una(): string {
    const d = this.delimiters;
    return `UNA${d.component}${d.element}${d.decimal}${d.release ?? ' '}${d.repetition ?? ' '}${d.segment}${this.newline}`;
  }

  segment(segment: SegmentInput): string {
    if (!/^[A-Z]{3}$/.test(segment.tag)) {
      throw new EdiWriteError(`Segment tag '${segment.tag}' must be 3 upper-case letters`);
    }
    const elements = formatElements(segment, this.delimiters, (value, field) =>
      this.escape(value, field),
    );
    const text =
      elements === '' ? segment.tag : `${segment.tag}${this.delimiters.element}${elements}`;
    return `${text}${this.delimiters.segment}${this.newline}`;
  }

  /** Checks the value against the character set and releases service characters in it. */
  private escape(value: string, fieldOf: () => string): string {
    const fail = (problem: string): never => {
      const field = fieldOf();
      throw new EdiWriteError(`${field} value '${value}' ${problem}`, field);
    };
    let result = '';
    for (const char of value) {
      if (this.service.has(char)) {
        if (this.delimiters.release === undefined) {
          fail(`contains the service character '${char}' and no release character is in use`);
        }
        result += `${this.delimiters.release ?? ''}${char}`;
      } else if (!isEdifactCharAllowed(this.syntaxId, char.codePointAt(0) ?? 0)) {
        fail(`contains ${describeChar(char)}, which ${this.syntaxId} does not allow`);
      } else if (this.newline !== '' && (char === '\r' || char === '\n')) {
        fail('contains a line break');
      } else {
        result += char;
      }
    }
    return result;
  }
}

/**
 * The text of a whole interchange. For UNOA/UNOB/UNOC send it as Latin-1 bytes
 * (`encodeEdifactText`). `writeEdifact(parseEdifact(text).interchanges[0], { newline: '\n' })`
 * gives back a well-formed input's text.
 */
export function writeEdifact(
  interchange: EdifactInterchangeInput,
  options: EdifactWriteOptions = {},
): string {
  const { header } = interchange;
  if (!isEdifactSyntaxId(header.syntaxId)) {
    throw new EdiWriteError(
      `UNB01 syntax identifier '${header.syntaxId}' must be one of ${edifactSyntaxIds.join(', ')}`,
      'UNB01',
    );
  }
  const syntaxId = header.syntaxId;
  const syntaxVersion =
    header.syntaxVersion ?? (syntaxId === 'UNOW' || syntaxId === 'UNOY' ? '4' : '3');
  if (!/^[1-4]$/.test(syntaxVersion)) {
    throw new EdiWriteError(`UNB01-2 syntax version '${syntaxVersion}' must be 1 to 4`, 'UNB01');
  }
  const delimiters: EdifactDelimiters = {
    ...defaultEdifactDelimiters,
    ...interchange.delimiters,
    ...options.delimiters,
  };
  checkDelimiters([
    ['component separator', delimiters.component],
    ['element separator', delimiters.element],
    ['release character', delimiters.release],
    ['repetition separator', delimiters.repetition],
    ['segment terminator', delimiters.segment],
  ]);
  if (delimiters.decimal !== '.' && delimiters.decimal !== ',') {
    throw new EdiWriteError(`The decimal mark '${delimiters.decimal}' must be '.' or ','`);
  }
  const una = options.una ?? interchange.serviceStringAdvice ?? true;
  const isDefault = (Object.keys(defaultEdifactDelimiters) as (keyof EdifactDelimiters)[]).every(
    (key) => defaultEdifactDelimiters[key] === delimiters[key],
  );
  if (!una && !isDefault) {
    throw new EdiWriteError("Service characters other than the defaults :+.? ' need a UNA");
  }
  const newline = options.newline ?? '';
  if (!/^[\r\n]*$/.test(newline)) {
    throw new EdiWriteError('The newline option may hold only \\r and \\n');
  }
  const messages = interchange.messages ?? [];
  const groups = interchange.groups ?? [];
  if (messages.length > 0 && groups.length > 0) {
    throw new EdiWriteError('An interchange holds either messages or groups, not both');
  }
  const writer = new EdifactTextWriter(syntaxId, delimiters, newline);
  const now = timestampParts(options.timestamp ?? new Date());
  const version4 = syntaxVersion === '4';
  const date = header.date ?? (version4 ? now.ccyymmdd : now.yymmdd);
  const time = header.time ?? now.hhmm;
  if (!(version4 ? /^\d{8}$/ : /^\d{6}$/).test(date)) {
    throw new EdiWriteError(
      `UNB04 date '${date}' must be ${version4 ? 'CCYYMMDD' : 'YYMMDD'} for syntax version ${syntaxVersion}`,
      'UNB04',
    );
  }
  if (!/^\d{4}$/.test(time)) throw new EdiWriteError(`UNB04 time '${time}' must be HHMM`, 'UNB04');
  for (const [field, value] of [
    ['UNB02', header.senderId],
    ['UNB03', header.recipientId],
  ] as const) {
    if (value === '' || value.length > 35) {
      throw new EdiWriteError(
        `${field} identification '${value}' must be 1 to 35 characters`,
        field,
      );
    }
  }
  const controlReference = formatReference(header.controlReference, 'UNB05');
  const party = (id: string, qualifier: string | undefined): string[] =>
    qualifier === undefined ? [id] : [id, qualifier];

  let text = una ? writer.una() : '';
  text += writer.segment({
    tag: 'UNB',
    elements: [
      [syntaxId, syntaxVersion],
      party(header.senderId, header.senderQualifier),
      party(header.recipientId, header.recipientQualifier),
      [date, time],
      controlReference,
      header.recipientReference ?? '',
      header.applicationReference ?? '',
      header.priority ?? '',
      header.ackRequested === true ? '1' : '',
      header.agreementId ?? '',
      header.test === true ? '1' : '',
    ],
  });

  const writeMessages = (list: readonly EdifactMessageInput[]): string => {
    const seen = new Set<string>();
    let out = '';
    for (const message of list) {
      const reference = formatReference(message.reference, 'UNH01');
      if (seen.has(reference)) {
        throw new EdiWriteError(`UNH01 ${reference} is used twice`, 'UNH01');
      }
      seen.add(reference);
      for (const [field, value] of [
        ['UNH02-1', message.type],
        ['UNH02-2', message.version],
        ['UNH02-3', message.release],
        ['UNH02-4', message.agency],
      ] as const) {
        if (value === '') throw new EdiWriteError(`${field} is required`, field);
      }
      const identifier = [message.type, message.version, message.release, message.agency];
      if (message.associationCode !== undefined) identifier.push(message.associationCode);
      out += writer.segment({
        tag: 'UNH',
        elements: [reference, identifier, message.commonAccessReference ?? ''],
      });
      for (const segment of message.segments) {
        if (['UNA', 'UNB', 'UNG', 'UNH', 'UNT', 'UNE', 'UNZ'].includes(segment.tag)) {
          throw new EdiWriteError(
            `Segment ${segment.tag} in message ${reference}: envelope segments are written by the writer`,
            segment.tag,
          );
        }
        out += writer.segment(segment);
      }
      out += writer.segment({
        tag: 'UNT',
        elements: [String(message.segments.length + 2), reference],
      });
    }
    return out;
  };

  const groupReferences = new Set<string>();
  for (const group of groups) {
    const g = group.header;
    const reference = formatReference(g.reference, 'UNG05');
    if (groupReferences.has(reference)) {
      throw new EdiWriteError(`UNG05 ${reference} is used twice`, 'UNG05');
    }
    groupReferences.add(reference);
    const identifier = [g.messageVersion, g.messageRelease];
    if (g.associationCode !== undefined) identifier.push(g.associationCode);
    text += writer.segment({
      tag: 'UNG',
      elements: [
        g.messageGroupId,
        party(g.senderId, g.senderQualifier),
        party(g.recipientId, g.recipientQualifier),
        [g.date ?? now.yymmdd, g.time ?? now.hhmm],
        reference,
        g.controllingAgency ?? 'UN',
        identifier,
      ],
    });
    text += writeMessages(group.messages);
    text += writer.segment({ tag: 'UNE', elements: [String(group.messages.length), reference] });
  }
  text += writeMessages(messages);
  const count = groups.length > 0 ? groups.length : messages.length;
  return text + writer.segment({ tag: 'UNZ', elements: [String(count), controlReference] });
}
