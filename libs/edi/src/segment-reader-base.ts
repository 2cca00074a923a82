import { Buffer } from 'node:buffer';
import {
  defaultMaxSegmentLength,
  EdiSyntaxError,
  type Segment,
  type SegmentReaderOptions,
} from './segment';

const CR = 0x0d;
const LF = 0x0a;
const SPACE = 0x20;
const TAB = 0x09;

/** What reading an interchange header consumed, and the segment it makes (X12's ISA). */
export interface HeaderRead {
  readonly consumed: number;
  readonly segment?: Segment;
}

/** Whether `bytes` (fewer than 3) may be the start of a UTF-8 byte order mark. */
export const isBomPrefix = (bytes: Buffer): boolean =>
  bytes.length < 3 && bytes.every((byte, index) => byte === [0xef, 0xbb, 0xbf][index]);

/** A byte as text for messages: printable ASCII as itself, anything else in hex. */
export const describeByte = (byte: number): string =>
  byte >= 0x20 && byte < 0x7f
    ? `'${String.fromCharCode(byte)}'`
    : `0x${byte.toString(16).padStart(2, '0').toUpperCase()}`;

/**
 * A segment tag as messages show it: control characters (a stray NUL, a line break where the
 * terminator was missing) in hex, so that no reader message carries them.
 */
export const printableTag = (tag: string): string =>
  tag.replace(/[\u0000-\u001f\u007f]/g, (char) => `<${describeByte(char.charCodeAt(0))}>`);

/**
 * The chunk handling both readers share: bytes are buffered only up to the end of the last
 * complete segment, so memory stays at one chunk plus one segment whatever the input size.
 * Segments are found on bytes: delimiters are ASCII, and no byte of a multi-byte UTF-8 sequence
 * is, so a character split across chunks is simply completed by the next chunk.
 */
export abstract class ByteSegmentReader {
  private buffer: Buffer = Buffer.alloc(0);
  /** Input offset of `buffer[0]`. */
  private base = 0;
  /** Input offset up to which the pending segment was searched for its terminator. */
  private scannedTo = 0;
  private sawContent = false;
  protected interchangeCount = 0;
  protected position = 0;
  protected readonly maxSegmentLength: number;
  private readonly onCharacterError: ((error: EdiSyntaxError) => void) | undefined;

  constructor(options: SegmentReaderOptions = {}) {
    this.maxSegmentLength = options.maxSegmentLength ?? defaultMaxSegmentLength;
    this.onCharacterError = options.onCharacterError;
  }

  /**
   * Takes a chunk and returns the segments it completes, produced lazily: iterate them before
   * pushing the next chunk.
   */
  push(chunk: Uint8Array): Generator<Segment, void, undefined> {
    if (chunk.byteLength > 0) {
      const incoming = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      this.buffer = this.buffer.length === 0 ? incoming : Buffer.concat([this.buffer, incoming]);
    }
    return this.drain(false);
  }

  /** The segments still pending at the end of the input; throws for truncated or empty input. */
  *end(): Generator<Segment, void, undefined> {
    yield* this.drain(true);
    const rest = this.skipBlank(this.buffer, 0);
    if (rest < this.buffer.length) {
      throw this.unterminated(this.buffer.subarray(rest), this.base + rest);
    }
    if (!this.sawContent) {
      throw new EdiSyntaxError('EMPTY_INPUT', `Input is empty: no ${this.standard} interchange`, {
        offset: 0,
      });
    }
  }

  protected abstract readonly standard: string;
  protected abstract readonly headerTags: readonly string[];
  protected abstract readonly trailerTag: string;
  protected abstract get inInterchange(): boolean;
  protected abstract get terminator(): number;
  /**
   * Reads an interchange header at `bytes[start]` (`offset` in the input). Returns undefined when
   * more bytes are needed; when `final`, returns or throws.
   */
  protected abstract readHeader(
    bytes: Buffer,
    start: number,
    offset: number,
    final: boolean,
  ): HeaderRead | undefined;
  /** Whether the terminator at `index` is escaped by a release character. */
  protected abstract isReleased(bytes: Buffer, segmentStart: number, index: number): boolean;
  protected abstract decode(bytes: Buffer, offset: number, position: number): Segment;
  /** Called once the consumer took the segment: IEA / UNZ close the interchange. */
  protected abstract afterSegment(segment: Segment): void;

  /** Throws, or hands the error to `onCharacterError` and lets reading go on. */
  protected report(error: EdiSyntaxError): void {
    if (this.onCharacterError === undefined) throw error;
    this.onCharacterError(error);
  }

  /**
   * Which of `headerTags` starts at `start`: undefined while too few bytes arrived to say; throws
   * when none can.
   */
  protected matchHeader(
    bytes: Buffer,
    start: number,
    offset: number,
    final: boolean,
  ): string | undefined {
    const { standard, headerTags, trailerTag, interchangeCount } = this;
    const expected = { standard, headerTags, trailerTag, interchangeCount };
    return matchHeaderTag(expected, bytes, start, offset, final);
  }

  private *drain(final: boolean): Generator<Segment, void, undefined> {
    const bytes = this.buffer;
    let start = 0;
    try {
      for (;;) {
        start = this.skipBlank(bytes, start);
        if (start >= bytes.length) break;
        this.sawContent = true;
        if (!this.inInterchange) {
          // A byte order mark split across the first chunks: wait for the rest of it.
          if (!final && this.base + start === 0 && isBomPrefix(bytes.subarray(start))) break;
          const header = this.readHeader(bytes, start, this.base + start, final);
          if (header === undefined) break;
          start += header.consumed;
          this.scannedTo = this.base + start;
          if (header.segment !== undefined) yield header.segment;
          continue;
        }
        const end = this.findTerminator(bytes, start);
        // Checked on complete segments too, so the limit does not depend on the chunking.
        if ((end < 0 ? bytes.length : end) - start > this.maxSegmentLength) {
          throw new EdiSyntaxError(
            'SEGMENT_TOO_LONG',
            `Segment ${this.position + 1} at byte ${this.base + start} has no terminator within ${this.maxSegmentLength} bytes`,
            { offset: this.base + start, segmentPosition: this.position + 1 },
          );
        }
        if (end < 0) break;
        this.position += 1;
        const segment = this.decode(bytes.subarray(start, end), this.base + start, this.position);
        start = end + 1;
        this.scannedTo = this.base + start;
        yield segment;
        this.afterSegment(segment);
      }
    } finally {
      // Copy the pending bytes: the chunk they came from can then be collected.
      this.buffer = Buffer.from(bytes.subarray(start));
      this.base += start;
    }
  }

  private findTerminator(bytes: Buffer, start: number): number {
    let from = Math.max(start, this.scannedTo - this.base);
    for (;;) {
      const index = bytes.indexOf(this.terminator, from);
      if (index < 0) {
        this.scannedTo = this.base + bytes.length;
        return -1;
      }
      if (!this.isReleased(bytes, start, index)) return index;
      from = index + 1;
    }
  }

  private skipBlank(bytes: Buffer, start: number): number {
    const terminator = this.inInterchange ? this.terminator : undefined;
    return skipBlank(bytes, start, bytes.length, terminator, this.base + start === 0);
  }

  private unterminated(rest: Buffer, offset: number): EdiSyntaxError {
    return unterminatedSegment(rest, offset, this.position + 1, this.terminator);
  }
}

/**
 * Skips what may stand between segments in `bytes[start, end)`: line breaks inside an
 * interchange (whose segment `terminator` may itself be one); before one (`terminator`
 * undefined), also spaces, tabs and, at the start of the input, a UTF-8 byte order mark.
 */
export function skipBlank(
  bytes: Buffer,
  start: number,
  end: number,
  terminator: number | undefined,
  atInputStart: boolean,
): number {
  let index = start;
  if (terminator !== undefined) {
    while (index < end) {
      const byte = bytes[index];
      if ((byte !== CR && byte !== LF) || byte === terminator) break;
      index += 1;
    }
    return index;
  }
  if (
    atInputStart &&
    bytes[index] === 0xef &&
    bytes[index + 1] === 0xbb &&
    bytes[index + 2] === 0xbf
  ) {
    index += 3;
  }
  while (index < end) {
    const byte = bytes[index];
    if (byte !== CR && byte !== LF && byte !== SPACE && byte !== TAB) break;
    index += 1;
  }
  return index;
}

/** What a reader is expecting when it stands between interchanges. */
export interface HeaderExpectation {
  readonly standard: string;
  readonly headerTags: readonly string[];
  readonly trailerTag: string;
  readonly interchangeCount: number;
}

/**
 * Which of `headerTags` starts at `bytes[start]`: undefined while too few bytes arrived to say;
 * throws NOT_EDI (first interchange) or UNEXPECTED_DATA (after a trailer) when none can.
 */
export function matchHeaderTag(
  expected: HeaderExpectation,
  bytes: Buffer,
  start: number,
  offset: number,
  final: boolean,
  end = bytes.length,
): string | undefined {
  const { headerTags, standard, trailerTag } = expected;
  const available = Math.min(end - start, 3);
  const found = bytes.toString('latin1', start, start + available);
  const candidates = headerTags.filter((tag) => tag.startsWith(found));
  if (candidates.length > 0 && available === 3) return candidates[0];
  if (candidates.length > 0 && !final) return undefined;
  const tags = headerTags.join(' or ');
  const shown = Array.from(bytes.subarray(start, Math.min(start + 3, end)), describeByte).join(' ');
  if (expected.interchangeCount === 0) {
    throw new EdiSyntaxError(
      'NOT_EDI',
      `Input is not an ${standard} interchange: expected ${tags} at byte ${offset}, found ${shown}`,
      { offset },
    );
  }
  throw new EdiSyntaxError(
    'UNEXPECTED_DATA',
    `Expected ${tags} (a new interchange) or the end of the input after ${trailerTag} at byte ${offset}, found ${shown}`,
    { offset },
  );
}

/** The error for input that ends inside segment `position`, which starts at `offset`. */
export function unterminatedSegment(
  rest: Buffer,
  offset: number,
  position: number,
  terminator: number,
): EdiSyntaxError {
  const tag = /^[A-Za-z0-9]{0,3}/.exec(rest.toString('latin1', 0, 3))?.[0] ?? '';
  return new EdiSyntaxError(
    'UNTERMINATED_SEGMENT',
    `Input ends inside segment ${position} (${tag || 'no tag'}) that starts at byte ${offset}: it has no segment terminator ${describeByte(terminator)} (truncated file?)`,
    { offset, segmentPosition: position, segmentTag: tag },
  );
}
