import type { Buffer } from 'node:buffer';
import { EdiSyntaxError } from './segment';

const CR = 0x0d;
const LF = 0x0a;
const SPACE = 0x20;
const TAB = 0x09;

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

/** The error for segment `position`, starting at `offset`, with no terminator within `limit` bytes. */
export function segmentTooLong(offset: number, position: number, limit: number): EdiSyntaxError {
  return new EdiSyntaxError(
    'SEGMENT_TOO_LONG',
    `Segment ${position} at byte ${offset} has no terminator within ${limit} bytes`,
    { offset, segmentPosition: position },
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
