import { Buffer, isUtf8 } from 'node:buffer';
import {
  levelBEdifactDelimiters,
  readEdifactDelimiters,
  type EdifactDelimiters,
} from './delimiters';
import {
  CLEAN,
  EdifactSegment,
  EdifactSegmentDecoder,
  edifactByteClasses,
  isCleanUtf8,
  isPlainTagByte,
  NON_ASCII,
  RELEASE,
  SUSPECT,
  TERMINATOR,
  type SplitSegment,
} from './edifact-scanner';
import {
  describeChar,
  edifactCharsetDescription,
  edifactEncoding,
  edifactSyntaxIds,
  isEdifactCharAllowed,
  isEdifactSyntaxId,
  type EdifactSyntaxId,
} from './edifact-syntax';
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
  type HeaderExpectation,
} from './segment-reader-base';
import { findInvalidUtf8 } from './utf8';

const IS3 = 0x1d;
const CR = 0x0d;
const LF = 0x0a;

/** Native searches over a range of bytes read as Latin-1 text (one character per byte). */
interface EdifactRangeScan {
  /**
   * A byte that needs the byte-by-byte path: one the set does not allow, or a line break that
   * may stand inside a segment, i.e. not right after an unreleased terminator or another line
   * break (those between segments are blank). A terminator after a release character counts as
   * released even when that release character is itself released: that only costs speed.
   * Undefined when no byte needs a look.
   */
  readonly suspect: RegExp | undefined;
  /** Non-ASCII bytes are UTF-8, checked with `isUtf8`. */
  readonly utf8: boolean;
}

const hex = (byte: number): string => `\\x${byte.toString(16).padStart(2, '0')}`;

/** The range search equivalent to the byte classes of `edifactByteClasses`. */
function edifactRangeScan(
  classes: Uint8Array,
  utf8: boolean,
  terminator: number,
  release: number,
): EdifactRangeScan {
  let disallowed = '';
  let breaks = '';
  for (let byte = 0; byte < 256; byte += 1) {
    if (classes[byte] !== SUSPECT) continue;
    if (byte === CR || byte === LF) breaks += hex(byte);
    else disallowed += hex(byte);
  }
  const released = release < 0 ? '' : `|${hex(release)}${hex(terminator)}`;
  // The line break first, its context in a look-behind: the engine then skips ahead to breaks.
  const alternatives = [
    ...(breaks === ''
      ? []
      : [`[${breaks}](?<=(?:[^${hex(terminator)}${breaks}]${released})[${breaks}])`]),
    ...(disallowed === '' ? [] : [`[${disallowed}]`]),
  ];
  const suspect = alternatives.length === 0 ? undefined : new RegExp(alternatives.join('|'));
  return { suspect, utf8 };
}

const emptyBuffer = Buffer.alloc(0);

const headerExpectation = (interchangeCount: number): HeaderExpectation => ({
  standard: 'EDIFACT',
  headerTags: ['UNA', 'UNB'],
  trailerTag: 'UNZ',
  interchangeCount,
});

/**
 * Reads EDIFACT segments from chunks of bytes. UNA (or the defaults) sets the service characters,
 * UNB's syntax identifier the character set: UNOA/UNOB/UNOC bytes are Latin-1, UNOW/UNOY UTF-8.
 * Release characters are removed from values (`?+` reads `+`). An input may hold several
 * interchanges one after another. UNA is not a segment and is not yielded.
 *
 * One pass over the bytes finds each segment's terminator (skipping released ones) and checks its
 * characters against the set: a segment whose bytes all pass is handed out with only its tag
 * read, its elements split when first read (see EdifactSegment); any other is split and checked
 * character by character at once, so that its error is reported before the segment is handed
 * out. Memory stays at one chunk plus one segment, whatever the input size.
 */
export class EdifactSegmentReader {
  /** The pending input: `buffer[cursor..]` is unread; `base` is the input offset of `buffer[0]`. */
  private buffer: Buffer = emptyBuffer;
  private base = 0;
  private cursor = 0;
  /** Where the search for the pending segment's terminator stopped, as an input offset. */
  private scannedTo = 0;
  /** Whether the bytes of the pending segment scanned so far hold one that needs a look. */
  private scannedSuspect = false;
  private scannedNonAscii = false;
  /** The class of each byte value (see edifactByteClasses) in the interchange being read. */
  private classes: Uint8Array = new Uint8Array(256);
  /** What the native range check looks for in the interchange being read, once UNB is read. */
  private rangeScan: EdifactRangeScan | undefined;
  /** Input offset up to which buffered segments passed the range check (see verifyRange). */
  private verifiedTo = 0;
  /** Input offset up to which segments go through the byte-by-byte path (a range failed). */
  private slowUntil = 0;
  private releaseByte = -1;
  private final = false;
  private sawContent = false;
  private interchangeCount = 0;
  private position = 0;
  /** The last segment handed out was UNZ: the interchange ends when the next one is asked for. */
  private closing = false;
  private readonly maxSegmentLength: number;
  private readonly onCharacterError: ((error: EdiSyntaxError) => void) | undefined;
  private current: EdifactDelimiters | undefined;
  private syntax: EdifactSyntaxId | undefined;
  private una = false;
  private startOffset = 0;
  private terminatorByte = 0;
  private elementByte = 0;
  private decoder: EdifactSegmentDecoder | undefined;
  /** Tags read without splitting, by their three bytes: one string per tag, not per segment. */
  private readonly tags = new Map<number, string>();
  /** Characters of a string input that Latin-1 cannot hold, by offset (see parseEdifactSegments). */
  private readonly substitutions: ReadonlyMap<number, string> | undefined;

  constructor(options: SegmentReaderOptions = {}, substitutions?: ReadonlyMap<number, string>) {
    this.maxSegmentLength = options.maxSegmentLength ?? defaultMaxSegmentLength;
    this.onCharacterError = options.onCharacterError;
    this.substitutions = substitutions;
  }

  /** Service characters of the interchange being read; undefined between interchanges. */
  get delimiters(): EdifactDelimiters | undefined {
    return this.current;
  }

  /** UNB's syntax identifier once UNB is read. */
  get syntaxId(): EdifactSyntaxId | undefined {
    return this.syntax;
  }

  /** Byte offset where the interchange being read starts (its UNA, or its UNB). */
  get interchangeOffset(): number {
    return this.startOffset;
  }

  /** Whether the interchange being read started with a UNA service string advice. */
  get serviceStringAdvice(): boolean {
    return this.una;
  }

  /**
   * Takes a chunk and returns the segments it completes, produced lazily: iterate them before
   * pushing the next chunk.
   */
  push(chunk: Uint8Array): Generator<Segment, void, undefined> {
    this.append(chunk);
    return this.drain();
  }

  /** The segments still pending at the end of the input; throws for truncated or empty input. */
  end(): Generator<Segment, void, undefined> {
    this.endInput();
    return this.drain();
  }

  /**
   * Adds a chunk of input. The bytes are copied (with the unread rest), so the caller may reuse
   * the chunk and segments never see it change.
   */
  append(chunk: Uint8Array): void {
    if (chunk.byteLength === 0) return;
    const rest = this.buffer.subarray(this.cursor);
    this.base += this.cursor;
    this.cursor = 0;
    this.buffer = Buffer.concat([rest, chunk], rest.length + chunk.byteLength);
  }

  /** Marks the end of the input: `next` then reads what is left, and throws if it is incomplete. */
  endInput(): void {
    this.final = true;
  }

  /**
   * The next complete segment; undefined when more input is needed (or, after `endInput`, when
   * the input is done). Throws for what cannot be read as segments.
   */
  next(): Segment | undefined {
    if (this.closing) {
      this.closing = false;
      this.current = undefined;
    }
    const bytes = this.buffer;
    for (;;) {
      const start = this.skipBlank(bytes, this.cursor);
      this.cursor = start;
      if (start >= bytes.length) return this.finished();
      this.sawContent = true;
      if (this.current !== undefined) return this.segmentAt(bytes, start);
      // A byte order mark split across the first chunks: wait for the rest of it.
      if (!this.final && this.base + start === 0 && isBomPrefix(bytes.subarray(start))) {
        return undefined;
      }
      if (!this.readHeader(bytes, start, this.base + start)) return this.finished();
    }
  }

  private *drain(): Generator<Segment, void, undefined> {
    for (let segment = this.next(); segment !== undefined; segment = this.next()) yield segment;
  }

  /** At the end of what is buffered: undefined, or at the end of the input its checks. */
  private finished(): undefined {
    if (!this.final) return undefined;
    const bytes = this.buffer;
    const rest = this.skipBlank(bytes, this.cursor);
    if (rest < bytes.length) {
      throw unterminatedSegment(
        bytes.subarray(rest),
        this.base + rest,
        this.position + 1,
        this.terminatorByte,
      );
    }
    if (!this.sawContent) {
      throw new EdiSyntaxError('EMPTY_INPUT', 'Input is empty: no EDIFACT interchange', {
        offset: 0,
      });
    }
    return undefined;
  }

  /** Reads UNA (or notes where UNB starts); false when more bytes are needed. */
  private readHeader(bytes: Buffer, start: number, offset: number): boolean {
    const expected = headerExpectation(this.interchangeCount);
    const tag = matchHeaderTag(expected, bytes, start, offset, this.final);
    if (tag === undefined) return false;
    const available = bytes.length - start;
    let delimiters: EdifactDelimiters;
    if (tag === 'UNA') {
      if (available < 9 && !this.final) return false;
      delimiters = readEdifactDelimiters(bytes.toString('latin1', start, start + 9), offset);
      this.cursor = start + 9;
    } else {
      if (available < 4 && !this.final) return false;
      // Syntax level B without UNA uses IS1/IS3/IS4 as separators; UNB is then followed by IS3.
      delimiters = bytes[start + 3] === IS3 ? levelBEdifactDelimiters : readEdifactDelimiters();
    }
    this.current = delimiters;
    this.una = tag === 'UNA';
    this.startOffset = offset;
    this.syntax = undefined;
    this.decoder = undefined;
    this.terminatorByte = delimiters.segment.charCodeAt(0);
    this.elementByte = delimiters.element.charCodeAt(0);
    this.classes = edifactByteClasses(delimiters, undefined);
    this.releaseByte = delimiters.release === undefined ? -1 : delimiters.release.charCodeAt(0);
    this.rangeScan = undefined;
    this.verifiedTo = 0;
    this.slowUntil = 0;
    this.scannedTo = this.base + this.cursor;
    this.interchangeCount += 1;
    this.position = 0;
    return true;
  }

  /** The segment starting at `bytes[start]`, or undefined while its terminator has not come. */
  private segmentAt(bytes: Buffer, start: number): Segment | undefined {
    const offset = this.base + start;
    if (this.decoder !== undefined && offset >= this.verifiedTo && offset >= this.slowUntil) {
      this.verifyRange(bytes, start);
    }
    if (offset < this.verifiedTo) return this.verifiedSegment(bytes, start);
    const end = this.findTerminator(bytes, start);
    // Checked on complete segments too, so the limit does not depend on the chunking.
    if ((end < 0 ? bytes.length : end) - start > this.maxSegmentLength) {
      throw segmentTooLong(this.base + start, this.position + 1, this.maxSegmentLength);
    }
    if (end < 0) return this.finished();
    const suspect = this.scannedSuspect;
    const nonAscii = this.scannedNonAscii;
    this.scannedSuspect = false;
    this.scannedNonAscii = false;
    this.cursor = end + 1;
    this.scannedTo = this.base + end + 1;
    this.position += 1;
    const segment =
      this.decoder === undefined || suspect || (nonAscii && !isCleanUtf8(bytes, start, end))
        ? this.decodeNow(bytes, start, end, offset)
        : this.lazySegment(bytes, start, end, offset, this.decoder);
    if (segment.tag === 'UNZ') this.closing = true;
    return segment;
  }

  /**
   * Checks at once every complete segment buffered from `start` (up to the last terminator) with
   * native scans: a regular expression for the bytes the set does not allow, `isUtf8` for UTF-8
   * sets. When they all pass, their segments are then found with `indexOf` alone; when any byte
   * fails, the range is left to the byte-by-byte path, which names the error as before.
   */
  private verifyRange(bytes: Buffer, start: number): void {
    const scan = this.rangeScan;
    if (scan === undefined) return;
    const last = this.lastTerminator(bytes, start);
    if (last < 0) return;
    const text = bytes.toString('latin1', start, last);
    const clean =
      (scan.suspect === undefined || !scan.suspect.test(text)) &&
      (!scan.utf8 || isCleanUtf8(bytes, start, last));
    if (!clean) {
      this.slowUntil = this.base + last + 1;
      return;
    }
    this.verifiedTo = this.base + last + 1;
  }

  /** A segment inside a verified range: its end found with `indexOf`, its bytes known clean. */
  private verifiedSegment(bytes: Buffer, start: number): Segment {
    let end = bytes.indexOf(this.terminatorByte, start);
    while (this.isReleased(bytes, start, end)) end = bytes.indexOf(this.terminatorByte, end + 1);
    if (end - start > this.maxSegmentLength) {
      throw segmentTooLong(this.base + start, this.position + 1, this.maxSegmentLength);
    }
    this.scannedSuspect = false;
    this.scannedNonAscii = false;
    this.cursor = end + 1;
    this.scannedTo = this.base + end + 1;
    this.position += 1;
    const offset = this.base + start;
    const decoder = this.decoder;
    const segment =
      decoder === undefined
        ? this.decodeNow(bytes, start, end, offset)
        : this.lazySegment(bytes, start, end, offset, decoder);
    if (segment.tag === 'UNZ') this.closing = true;
    return segment;
  }

  /** Whether the terminator at `index` is data: an odd run of release characters before it. */
  private isReleased(bytes: Buffer, start: number, index: number): boolean {
    const release = this.releaseByte;
    if (release < 0) return false;
    let before = index - 1;
    while (before >= start && bytes[before] === release) before -= 1;
    return (index - 1 - before) % 2 === 1;
  }

  /** Index of the last terminator at or after `start` that ends a segment, or -1. */
  private lastTerminator(bytes: Buffer, start: number): number {
    let index = bytes.lastIndexOf(this.terminatorByte);
    while (index >= start && this.isReleased(bytes, start, index)) {
      index = index > 0 ? bytes.lastIndexOf(this.terminatorByte, index - 1) : -1;
    }
    return index >= start ? index : -1;
  }

  /**
   * Index of the terminator that ends the segment starting at `start`, or -1. One pass classes
   * every byte on the way (resuming where the last call stopped): a terminator after a release
   * character is data, and a released byte must itself be in the set unless it is a service
   * character. Touching every byte here is what the character check needs anyway.
   */
  private findTerminator(bytes: Buffer, start: number): number {
    const classes = this.classes;
    const length = bytes.length;
    let index = Math.max(start, this.scannedTo - this.base);
    let suspect = false;
    let nonAscii = false;
    let found = -1;
    for (; index < length; index += 1) {
      const kind = classes[bytes[index] as number];
      if (kind === CLEAN) continue;
      if (kind === TERMINATOR) {
        found = index;
        break;
      }
      if (kind === RELEASE) {
        // The released byte has not arrived: look at this release character again then.
        if (index + 1 >= length) break;
        index += 1;
        const released = classes[bytes[index] as number];
        if (released === SUSPECT) suspect = true;
        else if (released === NON_ASCII) nonAscii = true;
      } else if (kind === SUSPECT) {
        suspect = true;
      } else {
        nonAscii = true;
      }
    }
    if (suspect) this.scannedSuspect = true;
    if (nonAscii) this.scannedNonAscii = true;
    this.scannedTo = this.base + index;
    return found;
  }

  /** A segment with a plain tag, its elements split when read; any other is split now. */
  private lazySegment(
    bytes: Buffer,
    start: number,
    end: number,
    offset: number,
    decoder: EdifactSegmentDecoder,
  ): Segment {
    const b0 = bytes[start] ?? 0;
    const b1 = bytes[start + 1] ?? 0;
    const b2 = bytes[start + 2] ?? 0;
    if (
      end - start < 3 ||
      (end > start + 3 && bytes[start + 3] !== this.elementByte) ||
      !isPlainTagByte(b0) ||
      !isPlainTagByte(b1) ||
      !isPlainTagByte(b2)
    ) {
      return this.decodeNow(bytes, start, end, offset);
    }
    const key = (b0 << 16) | (b1 << 8) | b2;
    let tag = this.tags.get(key);
    if (tag === undefined) {
      tag = bytes.toString('latin1', start, start + 3);
      this.tags.set(key, tag);
    }
    return new EdifactSegment(tag, this.position, offset, bytes, start, end, decoder);
  }

  /** Splits and checks a segment at once: UNB, and any segment with a byte that needs a look. */
  private decodeNow(bytes: Buffer, start: number, end: number, offset: number): Segment {
    const delimiters = this.current;
    if (delimiters === undefined) throw new Error('EDIFACT segment outside an interchange');
    const position = this.position;
    const segmentBytes = bytes.subarray(start, end);
    if (this.syntax === undefined) {
      const syntax = this.readSyntaxId(segmentBytes, offset, delimiters);
      this.syntax = syntax;
      this.classes = edifactByteClasses(delimiters, syntax);
      this.rangeScan = edifactRangeScan(
        this.classes,
        edifactEncoding(syntax) === 'utf8',
        this.terminatorByte,
        this.releaseByte,
      );
      // Lazy segments passed every check: their general splitting checks nothing.
      this.decoder = new EdifactSegmentDecoder(delimiters, syntax, (text) =>
        this.split(text, 0, 0, delimiters, undefined),
      );
    }
    const syntax = this.syntax;
    let text: string;
    if (edifactEncoding(syntax) === 'latin1') {
      text = segmentBytes.toString('latin1');
    } else {
      text = segmentBytes.toString('utf8');
      if (!isUtf8(segmentBytes)) {
        const bad = findInvalidUtf8(segmentBytes);
        const shown = Array.from(segmentBytes.subarray(bad, bad + 4), describeByte).join(' ');
        this.report(
          new EdiSyntaxError(
            'INVALID_UTF8',
            `Invalid UTF-8 at byte ${offset + bad} (${shown}) in segment ${position}, declared ${syntax}`,
            { offset: offset + bad, segmentPosition: position },
          ),
        );
      }
    }
    const split = this.split(text, offset, position, delimiters, syntax);
    return new EdifactSegment(split.tag, position, offset, bytes, start, end, undefined, split);
  }

  /** Throws, or hands the error to `onCharacterError` and lets reading go on. */
  private report(error: EdiSyntaxError): void {
    if (this.onCharacterError === undefined) throw error;
    this.onCharacterError(error);
  }

  /** Skips line breaks inside an interchange; before one also spaces, tabs and a BOM. */
  private skipBlank(bytes: Buffer, start: number): number {
    const terminator = this.current === undefined ? undefined : this.terminatorByte;
    return skipBlank(bytes, start, bytes.length, terminator, this.base + start === 0);
  }

  /** The first segment must be UNB; its syntax identifier decides how the rest is decoded. */
  private readSyntaxId(
    bytes: Buffer,
    offset: number,
    delimiters: EdifactDelimiters,
  ): EdifactSyntaxId {
    const unb = this.split(bytes.toString('latin1'), offset, 1, delimiters, undefined);
    if (unb.tag !== 'UNB') {
      throw new EdiSyntaxError(
        this.interchangeCount > 1 ? 'UNEXPECTED_DATA' : 'NOT_EDI',
        `Expected UNB after UNA at byte ${offset}, found '${unb.tag.slice(0, 3)}'`,
        { offset, segmentPosition: 1, segmentTag: unb.tag },
      );
    }
    const id = unb.elements[0]?.[0] ?? '';
    if (!isEdifactSyntaxId(id)) {
      throw new EdiSyntaxError(
        'UNSUPPORTED_SYNTAX',
        `UNB01 syntax identifier '${id}' is not supported (supported: ${edifactSyntaxIds.join(', ')})`,
        { offset, segmentPosition: 1, segmentTag: 'UNB', elementPosition: 1, componentPosition: 1 },
      );
    }
    return id;
  }

  /**
   * Splits a segment's text into tag, elements, components and repetitions, removing release
   * characters and checking each character against the set (`syntax` undefined: no check).
   */
  private split(
    text: string,
    offset: number,
    position: number,
    delimiters: EdifactDelimiters,
    syntax: EdifactSyntaxId | undefined,
  ): SplitSegment {
    const { element, component, repetition, release } = delimiters;
    const elements: Element[] = [];
    let repetitions: Record<number, Element[]> | undefined;
    let tag = '';
    let occurrences: string[][] = [];
    let components: string[] = [];
    let value = '';
    let runStart = 0;
    let elementIndex = 0;
    // UTF-8 sets are checked for control characters only, the rest for their whole repertoire.
    const check =
      syntax !== undefined &&
      ((syntax !== 'UNOW' && syntax !== 'UNOY') || controlCharacter.test(text));
    // One error per segment: the first bad character is enough to reject it.
    let reported = false;
    const finishElement = (): void => {
      if (elementIndex === 0) {
        tag = occurrences[0]?.[0] ?? '';
      } else {
        elements.push(occurrences[0] ?? ['']);
        if (occurrences.length > 1) {
          repetitions ??= {};
          repetitions[elementIndex - 1] = occurrences;
        }
      }
      occurrences = [];
    };
    for (let index = 0; index < text.length; index += 1) {
      const char = text.charAt(index);
      if (char === release && index + 1 < text.length) {
        const released = text.charAt(index + 1);
        value += text.slice(runStart, index) + released;
        index += 1;
        runStart = index + 1;
        // A released service character is fine whatever the set; anything else is checked.
        const service =
          released === element ||
          released === component ||
          released === release ||
          released === repetition ||
          released === delimiters.segment;
        if (
          check &&
          !reported &&
          !service &&
          !isEdifactCharAllowed(syntax, released.charCodeAt(0))
        ) {
          reported = true;
          this.reportCharacter(
            released,
            offset + byteIndex(text, index, syntax),
            position,
            syntax,
            text,
            delimiters,
            {
              elementIndex,
              componentPosition: components.length + 1,
            },
          );
        }
      } else if (char === element || char === component || char === repetition) {
        components.push(value + text.slice(runStart, index));
        value = '';
        runStart = index + 1;
        if (char !== component) {
          occurrences.push(components);
          components = [];
        }
        if (char === element) {
          finishElement();
          elementIndex += 1;
        }
      } else if (check && !reported && !isEdifactCharAllowed(syntax, text.charCodeAt(index))) {
        reported = true;
        this.reportCharacter(
          char,
          offset + byteIndex(text, index, syntax),
          position,
          syntax,
          text,
          delimiters,
          {
            elementIndex,
            componentPosition: components.length + 1,
          },
        );
      }
    }
    components.push(value + text.slice(runStart));
    occurrences.push(components);
    finishElement();
    return { tag, elements, repetitions };
  }

  private reportCharacter(
    char: string,
    offset: number,
    position: number,
    syntax: EdifactSyntaxId,
    text: string,
    delimiters: EdifactDelimiters,
    where: { elementIndex: number; componentPosition: number },
  ): void {
    const tag = printableTag(text.split(delimiters.element, 1)[0] ?? '');
    const shown = describeChar(this.substitutions?.get(offset) ?? char);
    const inElement =
      where.elementIndex === 0
        ? 'the segment tag'
        : `${tag}${String(where.elementIndex).padStart(2, '0')}` +
          (where.componentPosition > 1 ? ` component ${where.componentPosition}` : '');
    this.report(
      new EdiSyntaxError(
        'INVALID_CHARACTER',
        `${shown} at byte ${offset} in segment ${position} (${tag}), ${inElement}, is not in the character set ${edifactCharsetDescription[syntax]}`,
        {
          offset,
          segmentPosition: position,
          segmentTag: tag,
          ...(where.elementIndex > 0
            ? { elementPosition: where.elementIndex, componentPosition: where.componentPosition }
            : {}),
        },
      ),
    );
  }
}

const controlCharacter = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * Byte offset within a segment of its text's character `index`: the same under Latin-1; under
 * UTF-8 the length of the encoded text before it (exact when the segment is valid UTF-8; an
 * invalid one was reported as such already).
 */
const byteIndex = (text: string, index: number, syntax: EdifactSyntaxId): number =>
  edifactEncoding(syntax) === 'latin1' ? index : Buffer.byteLength(text.slice(0, index), 'utf8');

const syntaxSniffer = /^\uFEFF?\s*(?:UNA[\s\S]{6}\s*)?UNB[\s\S](UNO[A-Z])/;

/**
 * A string input as the bytes it stands for: UTF-8 for UNOW/UNOY, Latin-1 otherwise. A character
 * Latin-1 cannot hold becomes SUB (0x1A), which the reader then reports (naming the original).
 */
function edifactInputBytes(input: string): {
  bytes: Uint8Array;
  substitutions: Map<number, string> | undefined;
} {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const syntax = syntaxSniffer.exec(text.slice(0, 64))?.[1];
  if (syntax !== undefined && isEdifactSyntaxId(syntax) && edifactEncoding(syntax) === 'utf8') {
    return { bytes: Buffer.from(input, 'utf8'), substitutions: undefined };
  }
  const bytes = Buffer.alloc(text.length);
  let substitutions: Map<number, string> | undefined;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code > 0xff) {
      substitutions ??= new Map();
      substitutions.set(index, text.charAt(index));
      bytes[index] = 0x1a;
    } else {
      bytes[index] = code;
    }
  }
  return { bytes, substitutions };
}

/** Every segment of an EDIFACT input held in memory (a string, or bytes as received). */
export function parseEdifactSegments(
  input: string | Uint8Array,
  options?: SegmentReaderOptions,
): Segment[] {
  const { reader, bytes } = createEdifactReaderFor(input, options);
  return [...reader.push(bytes), ...reader.end()];
}

/** A reader and the bytes to feed it, for an input held in memory. */
export function createEdifactReaderFor(
  input: string | Uint8Array,
  options?: SegmentReaderOptions,
): { reader: EdifactSegmentReader; bytes: Uint8Array } {
  if (typeof input !== 'string') return { reader: new EdifactSegmentReader(options), bytes: input };
  const { bytes, substitutions } = edifactInputBytes(input);
  return { reader: new EdifactSegmentReader(options, substitutions), bytes };
}

/** Streams the segments of an EDIFACT input, one chunk in memory at a time. */
export async function* readEdifactSegments(
  source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  options?: SegmentReaderOptions,
): AsyncGenerator<Segment, void, undefined> {
  const reader = new EdifactSegmentReader(options);
  for await (const chunk of source) yield* reader.push(chunk);
  yield* reader.end();
}
