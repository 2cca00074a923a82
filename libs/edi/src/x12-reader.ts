import { Buffer, isUtf8 } from 'node:buffer';
import { isaLength, readX12Delimiters, type X12Delimiters } from './delimiters';
import { EdiSyntaxError, type Element, type Segment, type SegmentReaderOptions } from './segment';
import {
  ByteSegmentReader,
  describeByte,
  printableTag,
  type HeaderRead,
} from './segment-reader-base';
import { findInvalidUtf8 } from './utf8';

const CR = 0x0d;
const LF = 0x0a;

/**
 * Reads X12 segments from chunks of bytes. Each ISA sets the delimiters of its interchange; an
 * input may hold several interchanges one after another. Bytes must be UTF-8.
 *
 * ```ts
 * const reader = new X12SegmentReader();
 * for await (const chunk of stream) for (const segment of reader.push(chunk)) use(segment);
 * for (const segment of reader.end()) use(segment);
 * ```
 */
export class X12SegmentReader extends ByteSegmentReader {
  protected readonly standard = 'X12';
  protected readonly headerTags = ['ISA'];
  protected readonly trailerTag = 'IEA';
  private current: X12Delimiters | undefined;
  private terminatorByte = 0;

  /** Delimiters of the interchange being read; undefined before its ISA and after its IEA. */
  get delimiters(): X12Delimiters | undefined {
    return this.current;
  }

  protected get inInterchange(): boolean {
    return this.current !== undefined;
  }

  protected get terminator(): number {
    return this.terminatorByte;
  }

  protected readHeader(
    bytes: Buffer,
    start: number,
    offset: number,
    final: boolean,
  ): HeaderRead | undefined {
    if (this.matchHeader(bytes, start, offset, final) === undefined) return undefined;
    if (bytes.length - start < isaLength) {
      if (!final) return undefined;
      // Throws: too short.
      readX12Delimiters(bytes.toString('latin1', start), offset);
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
    this.current = delimiters;
    this.terminatorByte = delimiters.segment.charCodeAt(0);
    this.interchangeCount += 1;
    this.position = 1;
    // ISA elements are never split: ISA11 and ISA16 are themselves the separators.
    const elements = parts.slice(1).map((value) => [value]);
    return { consumed: isaLength, segment: { tag: 'ISA', elements, position: 1, offset } };
  }

  protected isReleased(): boolean {
    return false;
  }

  protected decode(bytes: Buffer, offset: number, position: number): Segment {
    const delimiters = this.current;
    if (delimiters === undefined) throw new Error('X12 segment outside an interchange');
    // With a line feed as terminator, tolerate CRLF line ends.
    const view =
      this.terminatorByte === LF && bytes.length > 0 && bytes[bytes.length - 1] === CR
        ? bytes.subarray(0, -1)
        : bytes;
    const text = view.toString('utf8');
    if (!isUtf8(view)) {
      this.reportAt(
        'INVALID_UTF8',
        view,
        findInvalidUtf8(view),
        text,
        offset,
        position,
        delimiters,
      );
    } else {
      const control = X12SegmentReader.firstControlByte(view, text, delimiters);
      if (control >= 0) {
        this.reportAt('INVALID_CHARACTER', view, control, text, offset, position, delimiters);
      }
    }
    return splitX12Segment(text, delimiters, position, offset);
  }

  protected afterSegment(segment: Segment): void {
    if (segment.tag === 'IEA') this.current = undefined;
  }

  /**
   * The first byte X12 data may not hold, or -1. Besides bytes that are not UTF-8: control
   * characters, since a partner's stray NUL or line break inside a segment (a missing terminator)
   * must reject its set with AK4 6 "invalid character" and never reach the database or our
   * acknowledgement (docs/architecture.md, "Failure model"). A delimiter may itself be a control
   * character (some partners use 0x1D): that one is fine.
   */
  private static firstControlByte(view: Buffer, text: string, delimiters: X12Delimiters): number {
    if (!controlCharacter.test(text)) return -1;
    const allowed = [delimiters.element, delimiters.component, delimiters.repetition ?? ''];
    return view.findIndex(
      (byte) => (byte < 0x20 || byte === 0x7f) && !allowed.includes(String.fromCharCode(byte)),
    );
  }

  /** Reports the byte at `bad` of a segment with its element and component position. */
  private reportAt(
    code: 'INVALID_UTF8' | 'INVALID_CHARACTER',
    view: Buffer,
    bad: number,
    text: string,
    offset: number,
    position: number,
    delimiters: X12Delimiters,
  ): void {
    const elementByte = delimiters.element.charCodeAt(0);
    const componentByte = delimiters.component.charCodeAt(0);
    let elementPosition = 0;
    let componentPosition = 1;
    for (let index = 0; index < bad; index += 1) {
      if (view[index] === elementByte) {
        elementPosition += 1;
        componentPosition = 1;
      } else if (view[index] === componentByte) {
        componentPosition += 1;
      }
    }
    const tag = printableTag(text.split(delimiters.element, 1)[0] ?? '');
    const where = elementPosition > 0 ? `${tag}${String(elementPosition).padStart(2, '0')}` : 'tag';
    const inSegment = `in segment ${position} (${tag}), ${where}`;
    const shown = Array.from(view.subarray(bad, bad + 4), describeByte).join(' ');
    const message =
      code === 'INVALID_UTF8'
        ? `Invalid UTF-8 at byte ${offset + bad} (${shown}) ${inSegment}`
        : `Control character ${describeByte(view[bad] ?? 0)} at byte ${offset + bad} ${inSegment}; X12 data may not hold control characters`;
    this.report(
      new EdiSyntaxError(code, message, {
        offset: offset + bad,
        segmentPosition: position,
        segmentTag: tag,
        ...(elementPosition > 0 ? { elementPosition, componentPosition } : {}),
      }),
    );
  }
}

const controlCharacter = /[\u0000-\u001f\u007f]/;

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

/** Input of the sync parsers as bytes: strings are encoded as UTF-8. */
const toBytes = (input: string | Uint8Array): Uint8Array =>
  typeof input === 'string' ? Buffer.from(input, 'utf8') : input;

/** Every segment of an X12 input held in memory. */
export function parseX12Segments(
  input: string | Uint8Array,
  options?: SegmentReaderOptions,
): Segment[] {
  const reader = new X12SegmentReader(options);
  return [...reader.push(toBytes(input)), ...reader.end()];
}

/**
 * Streams the segments of an X12 input (e.g. `fs.createReadStream(path)`), one chunk in memory at
 * a time.
 */
export async function* readX12Segments(
  source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  options?: SegmentReaderOptions,
): AsyncGenerator<Segment, void, undefined> {
  const reader = new X12SegmentReader(options);
  for await (const chunk of source) yield* reader.push(chunk);
  yield* reader.end();
}
