/**
 * The byte-level parts of the EDIFACT reader: how each byte of an interchange is classed for the
 * one pass that finds a segment's end and checks its characters, and the segment that splits its
 * elements only when they are read.
 */
import { Buffer, isUtf8 } from 'node:buffer';
import type { EdifactDelimiters } from './delimiters';
import { edifactEncoding, isEdifactCharAllowed, type EdifactSyntaxId } from './edifact-syntax';
import type { Element, Segment } from './segment';

/** A byte that needs no attention: allowed by the character set, or a separator. */
export const CLEAN = 0;
/** A byte the character set may not allow: the segment is then checked character by character. */
export const SUSPECT = 1;
export const TERMINATOR = 2;
export const RELEASE = 3;
/** A byte of a multi-byte UTF-8 character: the segment's UTF-8 is then validated. */
export const NON_ASCII = 4;

/**
 * The class of each of the 256 byte values in an interchange with these service characters and
 * this syntax identifier; `undefined` before UNB has named it, when only the terminator and the
 * release character matter. A line break inside a segment is SUSPECT like any control character;
 * the ones between segments are skipped before a segment's scan starts.
 */
export function edifactByteClasses(
  delimiters: EdifactDelimiters,
  syntax: EdifactSyntaxId | undefined,
): Uint8Array {
  const classes = new Uint8Array(256);
  if (syntax !== undefined) {
    const utf8 = edifactEncoding(syntax) === 'utf8';
    for (let byte = 0; byte < 256; byte += 1) {
      if (utf8 && byte >= 0x80) classes[byte] = NON_ASCII;
      else if (!isEdifactCharAllowed(syntax, byte)) classes[byte] = SUSPECT;
    }
  }
  for (const separator of [delimiters.element, delimiters.component, delimiters.repetition]) {
    if (separator !== undefined) classes[separator.charCodeAt(0)] = CLEAN;
  }
  if (delimiters.release !== undefined) classes[delimiters.release.charCodeAt(0)] = RELEASE;
  classes[delimiters.segment.charCodeAt(0)] = TERMINATOR;
  return classes;
}

/** Whether a byte may stand in a tag read without splitting: A–Z and 0–9, never a separator. */
export const isPlainTagByte = (byte: number): boolean =>
  (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x30 && byte <= 0x39);

/**
 * Whether `bytes[start, end)`, which hold non-ASCII bytes, are valid UTF-8 without a C1 control
 * character (the one kind of control character made of non-ASCII bytes).
 */
export const isCleanUtf8 = (bytes: Buffer, start: number, end: number): boolean =>
  isUtf8(bytes.subarray(start, end)) && !hasC1Control(bytes, start, end);

/** UTF-8 of a C1 control character (U+0080–U+009F): C2 80 to C2 9F. */
function hasC1Control(bytes: Buffer, start: number, end: number): boolean {
  for (let index = bytes.indexOf(0xc2, start); index >= 0 && index < end - 1;) {
    const next = bytes[index + 1] ?? 0;
    if (next >= 0x80 && next <= 0x9f) return true;
    index = bytes.indexOf(0xc2, index + 1);
  }
  return false;
}

/** A segment's elements once split, with the occurrences of repeated ones. */
export interface SplitSegment {
  readonly tag: string;
  readonly elements: readonly Element[];
  readonly repetitions: Readonly<Record<number, readonly Element[]>> | undefined;
}

/**
 * How the segments of one interchange are split: its service characters and encoding. `split`
 * is the general splitting (release characters, repetitions); segments with neither take a
 * shortcut.
 */
export class EdifactSegmentDecoder {
  readonly encoding: 'latin1' | 'utf8';
  private readonly element: string;
  private readonly component: string;
  private readonly release: string | undefined;
  private readonly repetition: string | undefined;

  constructor(
    delimiters: EdifactDelimiters,
    syntax: EdifactSyntaxId,
    private readonly split: (text: string) => SplitSegment,
  ) {
    this.encoding = edifactEncoding(syntax);
    this.element = delimiters.element;
    this.component = delimiters.component;
    this.release = delimiters.release;
    this.repetition = delimiters.repetition;
  }

  decode(bytes: Buffer, start: number, end: number): SplitSegment {
    const text = bytes.toString(this.encoding, start, end);
    if (
      (this.release !== undefined && text.includes(this.release)) ||
      (this.repetition !== undefined && text.includes(this.repetition))
    ) {
      return this.split(text);
    }
    // The reader made this segment lazy only when its tag is three plain bytes followed by an
    // element separator (or nothing), so the first part is the tag.
    const parts = text.split(this.element);
    const elements: Element[] = new Array<Element>(parts.length - 1);
    for (let index = 1; index < parts.length; index += 1) {
      const part = parts[index] ?? '';
      elements[index - 1] = part.includes(this.component) ? part.split(this.component) : [part];
    }
    return { tag: parts[0] ?? '', elements, repetitions: undefined };
  }
}

/**
 * A segment whose elements are split from its bytes when first read: the envelope check reads
 * only the tags of the segments inside a message, and a caller that only counts messages reads
 * nothing more. The bytes are the reader's own copy, never changed afterwards.
 */
export class EdifactSegment implements Segment {
  readonly tag: string;
  readonly position: number;
  readonly offset: number;
  #bytes: Buffer;
  #start: number;
  #end: number;
  #decoder: EdifactSegmentDecoder | undefined;
  #split: SplitSegment | undefined;

  constructor(
    tag: string,
    position: number,
    offset: number,
    bytes: Buffer,
    start: number,
    end: number,
    decoder: EdifactSegmentDecoder | undefined,
    split?: SplitSegment,
  ) {
    this.tag = tag;
    this.position = position;
    this.offset = offset;
    this.#bytes = bytes;
    this.#start = start;
    this.#end = end;
    this.#decoder = decoder;
    this.#split = split;
  }

  get elements(): readonly Element[] {
    return this.parts().elements;
  }

  get repetitions(): Readonly<Record<number, readonly Element[]>> | undefined {
    return this.parts().repetitions;
  }

  /** The plain object a reader used to return, e.g. for JSON or a test's comparison. */
  toJSON(): Segment {
    const { elements, repetitions } = this.parts();
    const { tag, position, offset } = this;
    return repetitions === undefined
      ? { tag, elements, position, offset }
      : { tag, elements, repetitions, position, offset };
  }

  private parts(): SplitSegment {
    if (this.#split === undefined) {
      if (this.#decoder === undefined) throw new Error('EDIFACT segment without a decoder');
      this.#split = this.#decoder.decode(this.#bytes, this.#start, this.#end);
      // The split values are all that is needed from now on: let the input go.
      this.#bytes = emptyBytes;
      this.#decoder = undefined;
    }
    return this.#split;
  }
}

const emptyBytes = Buffer.alloc(0);

const decimalReference = /^[1-9][0-9]{0,14}$/;

/**
 * The references seen so far (UNH01 within an interchange or group), to find duplicates in memory
 * that does not grow with the count: references in canonical decimal (`1`, `2`… no leading zero),
 * as senders number their messages, are kept as runs of consecutive numbers, so an interchange of
 * a million messages numbered 1 to 1,000,000 holds one run. Any other reference is kept as is.
 */
export class ReferenceSet {
  /** Disjoint runs `[starts[i], ends[i]]`, in order. */
  private readonly starts: number[] = [];
  private readonly ends: number[] = [];
  private readonly others = new Set<string>();

  has(reference: string): boolean {
    if (!decimalReference.test(reference)) return this.others.has(reference);
    const value = Number(reference);
    const run = this.runAtOrBefore(value);
    return run >= 0 && value <= (this.ends[run] ?? -1);
  }

  add(reference: string): void {
    if (!decimalReference.test(reference)) {
      this.others.add(reference);
      return;
    }
    const value = Number(reference);
    const run = this.runAtOrBefore(value);
    const end = this.ends[run] ?? -2;
    if (run >= 0 && value <= end) return;
    const next = run + 1;
    const joinsNext = next < this.starts.length && this.starts[next] === value + 1;
    if (run >= 0 && end === value - 1) {
      if (joinsNext) {
        this.ends[run] = this.ends[next] ?? value;
        this.starts.splice(next, 1);
        this.ends.splice(next, 1);
      } else {
        this.ends[run] = value;
      }
    } else if (joinsNext) {
      this.starts[next] = value;
    } else {
      this.starts.splice(next, 0, value);
      this.ends.splice(next, 0, value);
    }
  }

  /** Index of the last run starting at or before `value`, or -1. */
  private runAtOrBefore(value: number): number {
    const starts = this.starts;
    const last = starts.length - 1;
    // Numbered in order, the value is past the last run's start: no search.
    if (last < 0 || (starts[last] ?? 0) <= value) return last;
    let low = 0;
    let high = last;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((starts[middle] ?? 0) <= value) low = middle;
      else high = middle - 1;
    }
    return (starts[low] ?? 0) <= value ? low : -1;
  }
}
