/**
 * The byte-level X12 scanner behind `X12SegmentReader`, `parseX12` and `readX12`: finds segments
 * on bytes and checks them (UTF-8, control characters, length) without making a string or an
 * object per segment. A consumer pulls one segment at a time with `next()` and reads where it
 * lies; only what it asks for (`segment()`, `text()`) is decoded.
 */
import { Buffer, isUtf8 } from 'node:buffer';
import { isaLength, readX12Delimiters, type X12Delimiters } from './delimiters';
import {
  defaultMaxSegmentLength,
  EdiSyntaxError,
  type Element,
  type Segment,
  type SegmentReaderOptions,
} from './segment';
import {
  describeByte,
  isBomPrefix,
  matchHeaderTag,
  printableTag,
  segmentTooLong,
  skipBlank,
  unterminatedSegment,
} from './segment-reader-base';
import { findInvalidUtf8 } from './utf8';

const CR = 0x0d;
const LF = 0x0a;
const SPACE = 0x20;
const DEL = 0x7f;

/** What `next()` found. */
export const scanNeedsMore = 0;
/** A segment of an interchange: see `start`, `end`, `position`, `tagCode`. */
export const scanSegment = 1;
/** An ISA: see `header`; `delimiters` are the new interchange's. */
export const scanHeader = 2;
export type ScanResult = typeof scanNeedsMore | typeof scanSegment | typeof scanHeader;

/** `tagCode` of a two- or three-letter tag, e.g. `tagCodeOf('ST')`. */
export const tagCodeOf = (tag: string): number =>
  tag.length === 2
    ? (tag.charCodeAt(0) << 8) | tag.charCodeAt(1)
    : (tag.charCodeAt(0) << 16) | (tag.charCodeAt(1) << 8) | tag.charCodeAt(2);

const ieaCode = tagCodeOf('IEA');
const isUpper = (byte: number): boolean => byte >= 0x41 && byte <= 0x5a;
const isUpperOrDigit = (byte: number): boolean => isUpper(byte) || (byte >= 0x30 && byte <= 0x39);

export class X12ByteScanner {
  /** Input bytes from input offset `base`. */
  bytes: Buffer = Buffer.alloc(0);
  private length = 0;
  private base = 0;
  /** Index of the first byte not yet handed out (blanks or the next segment). */
  private cursor = 0;
  /** Index up to which the pending segment was searched for its terminator. */
  private scannedTo = 0;
  /** First control character found in the pending segment, or -1. */
  private pendingControl = -1;
  /** Bytes before this index were checked as UTF-8 in bulk… */
  private utf8CheckedTo = 0;
  /** …and those before this one failed it: their segments are checked one by one. */
  private utf8SuspectTo = 0;
  /**
   * Input offset from which the consumer still needs the bytes (an open transaction set's
   * body), Infinity when it needs none.
   */
  keepFrom = Number.POSITIVE_INFINITY;
  private sawContent = false;
  private interchangeCount = 0;
  private closeAfterSegment = false;
  private readonly maxSegmentLength: number;
  private readonly onCharacterError: ((error: EdiSyntaxError) => void) | undefined;

  /** Delimiters of the interchange being read; undefined before its ISA and after its IEA. */
  delimiters: X12Delimiters | undefined;
  private terminator = -1;
  /** The delimiters as bytes (-1: none). */
  elementByte = -1;
  componentByte = -1;
  repetitionByte = -1;

  /** The segment found by the last `next()`: its bytes are `bytes[start, end)`. */
  start = 0;
  /** End of the segment's content: before its terminator, and before a CR of a CRLF line end. */
  end = 0;
  /** 1-based position in its interchange. */
  position = 0;
  /** `tagCodeOf` its tag when that is 2 or 3 bytes long, else -1. */
  tagCode = -1;
  /** Whether the tag is 2 or 3 letters and digits starting with a letter. */
  tagValid = false;
  /** Whether a character error was reported for it (its text then holds U+FFFD or a control). */
  characterError = false;
  /** The ISA when `next()` returned `scanHeader`. */
  header: Segment | undefined;

  constructor(options: SegmentReaderOptions = {}) {
    this.maxSegmentLength = options.maxSegmentLength ?? defaultMaxSegmentLength;
    this.onCharacterError = options.onCharacterError;
  }

  /** Input offset of `bytes[index]`. */
  offsetOf(index: number): number {
    return this.base + index;
  }

  /** Input offset just after the current segment's terminator. */
  get nextOffset(): number {
    return this.base + this.cursor;
  }

  /**
   * Appends a chunk. Bytes before the cursor (and before `keepFrom`) are dropped: read what
   * `next()` found before pushing again. The bytes are copied into a new buffer each time, and
   * a buffer is never written again once filled: a set read lazily keeps referring to its own.
   */
  push(chunk: Uint8Array): void {
    const size = chunk.byteLength;
    if (size === 0) return;
    const keep = Math.max(0, Math.min(this.cursor, this.keepFrom - this.base));
    const kept = this.length - keep;
    const joined = Buffer.allocUnsafe(kept + size);
    this.bytes.copy(joined, 0, keep, this.length);
    joined.set(chunk, kept);
    this.bytes = joined;
    this.base += keep;
    this.length = kept + size;
    this.cursor -= keep;
    this.scannedTo -= keep;
    if (this.pendingControl >= 0) this.pendingControl -= keep;
    this.utf8CheckedTo = Math.max(0, this.utf8CheckedTo - keep);
    this.utf8SuspectTo = Math.max(0, this.utf8SuspectTo - keep);
  }

  /**
   * Finds the next complete segment, or says that more input is needed. `final`: no more input
   * will come, so a header must be read with what there is. Throws an `EdiSyntaxError` for what
   * ends the reading (not X12, a bad ISA, a segment too long); character errors go to
   * `onCharacterError` (or are thrown) before the segment is handed out.
   */
  next(final: boolean): ScanResult {
    if (this.closeAfterSegment) {
      this.closeAfterSegment = false;
      this.delimiters = undefined;
      this.terminator = -1;
    }
    const bytes = this.bytes;
    const length = this.length;
    const start = this.skipBlank(this.cursor);
    this.cursor = start;
    if (start >= length) return scanNeedsMore;
    this.sawContent = true;
    if (this.delimiters === undefined) return this.readHeader(start, final);

    const terminator = this.terminator;
    let index = this.scannedTo > start ? this.scannedTo : start;
    let control = this.pendingControl;
    for (; index < length; index += 1) {
      const byte = bytes[index] ?? 0;
      if (byte === terminator) break;
      if ((byte < SPACE || byte === DEL) && control < 0 && this.isForbiddenControl(byte)) {
        control = index;
      }
    }
    // Checked on complete segments too, so the limit does not depend on the chunking.
    if (index - start > this.maxSegmentLength) {
      throw segmentTooLong(this.base + start, this.position + 1, this.maxSegmentLength);
    }
    if (index >= length) {
      this.scannedTo = length;
      this.pendingControl = control;
      return scanNeedsMore;
    }
    let end = index;
    // With a line feed as terminator, tolerate CRLF line ends.
    if (terminator === LF && end > start && bytes[end - 1] === CR) {
      end -= 1;
      if (control === end) control = -1;
    }
    this.cursor = index + 1;
    this.scannedTo = index + 1;
    this.pendingControl = -1;
    this.position += 1;
    this.start = start;
    this.end = end;
    this.readTag(start, end);
    this.characterError = false;
    if (end > this.utf8CheckedTo) this.checkUtf8();
    if (start < this.utf8SuspectTo && findInvalidUtf8(bytes, start, end) >= 0) {
      this.reportAt('INVALID_UTF8', findInvalidUtf8(bytes, start, end));
    } else if (control >= 0) {
      this.reportAt('INVALID_CHARACTER', control);
    }
    if (this.tagCode === ieaCode) this.closeAfterSegment = true;
    return scanSegment;
  }

  /** After the last `next(true)`: throws for a truncated or empty input. */
  finish(): void {
    const rest = this.skipBlank(this.cursor);
    if (rest < this.length) {
      throw unterminatedSegment(
        this.bytes.subarray(rest, this.length),
        this.base + rest,
        this.position + 1,
        this.terminator,
      );
    }
    if (!this.sawContent) {
      throw new EdiSyntaxError('EMPTY_INPUT', 'Input is empty: no X12 interchange', { offset: 0 });
    }
  }

  /** The current segment's text (UTF-8; invalid bytes read as U+FFFD). */
  text(): string {
    return this.bytes.toString('utf8', this.start, this.end);
  }

  /** The current segment with its elements. */
  segment(): Segment {
    const delimiters = this.delimiters;
    if (delimiters === undefined) throw new Error('X12 segment outside an interchange');
    return splitX12Segment(this.text(), delimiters, this.position, this.base + this.start);
  }

  private readTag(start: number, end: number): void {
    const bytes = this.bytes;
    const element = this.elementByte;
    const first = bytes[start] ?? 0;
    const second = bytes[start + 1] ?? 0;
    this.tagCode = -1;
    this.tagValid = false;
    if (end - start < 2) return;
    if (end === start + 2 || bytes[start + 2] === element) {
      this.tagCode = (first << 8) | second;
      this.tagValid = isUpper(first) && isUpperOrDigit(second);
      return;
    }
    const third = bytes[start + 2] ?? 0;
    if (end === start + 3 || bytes[start + 3] === element) {
      this.tagCode = (first << 16) | (second << 8) | third;
      this.tagValid = isUpper(first) && isUpperOrDigit(second) && isUpperOrDigit(third);
    }
  }

  /**
   * UTF-8 is checked on everything buffered at once: delimiters are ASCII and no byte of a valid
   * multi-byte sequence is, so a valid input cut anywhere but inside a sequence gives valid
   * pieces, and each segment is valid when the whole range is. Only a sequence the chunk cut
   * short is left for the next check. A failing range has its segments checked one by one.
   */
  private checkUtf8(): void {
    const bytes = this.bytes;
    const from = this.utf8CheckedTo;
    let to = this.length;
    let lead = to - 1;
    while (lead > from && lead > to - 4 && ((bytes[lead] ?? 0) & 0xc0) === 0x80) lead -= 1;
    const leadByte = bytes[lead] ?? 0;
    if (leadByte >= 0xc0) {
      const needed = leadByte >= 0xf0 ? 4 : leadByte >= 0xe0 ? 3 : 2;
      if (to - lead < needed) to = lead;
    }
    if (!isUtf8(bytes.subarray(from, to))) this.utf8SuspectTo = to;
    this.utf8CheckedTo = to;
  }

  /**
   * Control characters X12 data may not hold: a partner's stray NUL or line break inside a
   * segment (a missing terminator) must reject its set with AK4 6 "invalid character" and never
   * reach the database or our acknowledgement (docs/architecture.md, "Failure model"). A
   * delimiter may itself be a control character (some partners use 0x1D): that one is fine.
   */
  private isForbiddenControl(byte: number): boolean {
    return byte !== this.elementByte && byte !== this.componentByte && byte !== this.repetitionByte;
  }

  private skipBlank(from: number): number {
    const terminator = this.delimiters === undefined ? undefined : this.terminator;
    return skipBlank(this.bytes, from, this.length, terminator, this.base + from === 0);
  }

  private readHeader(start: number, final: boolean): ScanResult {
    const bytes = this.bytes;
    const offset = this.base + start;
    // A byte order mark split across the first chunks: wait for the rest of it.
    if (!final && offset === 0 && isBomPrefix(bytes.subarray(start, this.length))) {
      return scanNeedsMore;
    }
    const expected = {
      standard: 'X12',
      headerTags: ['ISA'],
      trailerTag: 'IEA',
      interchangeCount: this.interchangeCount,
    };
    if (matchHeaderTag(expected, bytes, start, offset, final, this.length) === undefined) {
      return scanNeedsMore;
    }
    if (this.length - start < isaLength) {
      if (!final) return scanNeedsMore;
      // Throws: too short.
      readX12Delimiters(bytes.toString('latin1', start, this.length), offset);
    }
    // The ISA's fields are fixed-width ASCII; a multi-byte character would shift the columns.
    for (let index = start; index < start + isaLength; index += 1) {
      const byte = bytes[index] ?? 0;
      if (byte >= 0x80) {
        throw new EdiSyntaxError(
          'INVALID_HEADER',
          `ISA contains the non-ASCII byte ${describeByte(byte)} at byte ${offset + index - start}; its fixed-width fields must be ASCII`,
          { offset: offset + index - start, segmentPosition: 1, segmentTag: 'ISA' },
        );
      }
    }
    const text = bytes.toString('latin1', start, start + isaLength);
    const delimiters = readX12Delimiters(text, offset);
    const parts = text.slice(0, isaLength - 1).split(delimiters.element);
    if (parts.length !== 17) {
      throw new EdiSyntaxError(
        'INVALID_HEADER',
        `ISA has ${parts.length - 1} elements; 16 are required (a value contains the element separator '${delimiters.element}'?)`,
        { offset, segmentPosition: 1, segmentTag: 'ISA' },
      );
    }
    this.delimiters = delimiters;
    this.terminator = delimiters.segment.charCodeAt(0);
    this.elementByte = delimiters.element.charCodeAt(0);
    this.componentByte = delimiters.component.charCodeAt(0);
    this.repetitionByte = delimiters.repetition?.charCodeAt(0) ?? -1;
    this.interchangeCount += 1;
    this.position = 1;
    this.cursor = start + isaLength;
    this.scannedTo = this.cursor;
    this.pendingControl = -1;
    // ISA elements are never split: ISA11 and ISA16 are themselves the separators.
    const elements = parts.slice(1).map((value) => [value]);
    this.header = { tag: 'ISA', elements, position: 1, offset };
    return scanHeader;
  }

  /** Reports the byte at `bad` of the current segment with its element and component position. */
  private reportAt(code: 'INVALID_UTF8' | 'INVALID_CHARACTER', bad: number): void {
    const bytes = this.bytes;
    const offset = this.base + bad;
    let elementPosition = 0;
    let componentPosition = 1;
    for (let index = this.start; index < bad; index += 1) {
      if (bytes[index] === this.elementByte) {
        elementPosition += 1;
        componentPosition = 1;
      } else if (bytes[index] === this.componentByte) {
        componentPosition += 1;
      }
    }
    const tag = printableTag(this.text().split(this.delimiters?.element ?? '', 1)[0] ?? '');
    const where = elementPosition > 0 ? `${tag}${String(elementPosition).padStart(2, '0')}` : 'tag';
    const inSegment = `in segment ${this.position} (${tag}), ${where}`;
    const shown = Array.from(bytes.subarray(bad, Math.min(bad + 4, this.end)), describeByte);
    const message =
      code === 'INVALID_UTF8'
        ? `Invalid UTF-8 at byte ${offset} (${shown.join(' ')}) ${inSegment}`
        : `Control character ${describeByte(bytes[bad] ?? 0)} at byte ${offset} ${inSegment}; X12 data may not hold control characters`;
    this.characterError = true;
    const error = new EdiSyntaxError(code, message, {
      offset,
      segmentPosition: this.position,
      segmentTag: tag,
      ...(elementPosition > 0 ? { elementPosition, componentPosition } : {}),
    });
    if (this.onCharacterError === undefined) throw error;
    this.onCharacterError(error);
  }
}

/**
 * The segments of `bytes` (the body of a transaction set as read: segments with their
 * terminators, line breaks between them), decoded as `X12SegmentReader` decodes them.
 */
export function splitX12Segments(
  bytes: Buffer,
  offset: number,
  firstPosition: number,
  delimiters: X12Delimiters,
): Segment[] {
  const terminator = delimiters.segment.charCodeAt(0);
  const segments: Segment[] = [];
  let start = 0;
  let position = firstPosition;
  for (;;) {
    start = skipBlank(bytes, start, bytes.length, terminator, false);
    const index = bytes.indexOf(terminator, start);
    if (index < 0) return segments;
    const end = terminator === LF && index > start && bytes[index - 1] === CR ? index - 1 : index;
    const text = bytes.toString('utf8', start, end);
    segments.push(splitX12Segment(text, delimiters, position, offset + start));
    position += 1;
    start = index + 1;
  }
}

/** Splits one segment's text (without its terminator) into tag, elements, components. */
export function splitX12Segment(
  text: string,
  delimiters: X12Delimiters,
  position: number,
  offset: number,
): Segment {
  const { element, component, repetition } = delimiters;
  const parts = text.split(element);
  const elements: Element[] = [];
  const tag = parts[0] ?? '';
  // Most segments have neither components nor repetitions: one check for the whole segment.
  if (!text.includes(component) && (repetition === undefined || !text.includes(repetition))) {
    for (let index = 1; index < parts.length; index += 1) elements.push([parts[index] ?? '']);
    return { tag, elements, position, offset };
  }
  let repetitions: Record<number, Element[]> | undefined;
  for (let index = 1; index < parts.length; index += 1) {
    const raw = parts[index] ?? '';
    if (repetition !== undefined && raw.includes(repetition)) {
      const occurrences = raw.split(repetition).map((value) => splitComponents(value, component));
      elements.push(occurrences[0] ?? ['']);
      repetitions ??= {};
      repetitions[index - 1] = occurrences;
    } else {
      elements.push(splitComponents(raw, component));
    }
  }
  return repetitions === undefined
    ? { tag, elements, position, offset }
    : { tag, elements, repetitions, position, offset };
}

const splitComponents = (value: string, component: string): string[] =>
  value.includes(component) ? value.split(component) : [value];
