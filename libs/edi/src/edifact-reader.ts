import { Buffer, isUtf8 } from 'node:buffer';
import {
  levelBEdifactDelimiters,
  readEdifactDelimiters,
  type EdifactDelimiters,
} from './delimiters';
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
  EdiSyntaxError,
  getElement,
  type Element,
  type Segment,
  type SegmentReaderOptions,
} from './segment';
import {
  ByteSegmentReader,
  describeByte,
  printableTag,
  type HeaderRead,
} from './segment-reader-base';
import { findInvalidUtf8 } from './utf8';

const IS3 = 0x1d;

/**
 * Reads EDIFACT segments from chunks of bytes. UNA (or the defaults) sets the service characters,
 * UNB's syntax identifier the character set: UNOA/UNOB/UNOC bytes are Latin-1, UNOW/UNOY UTF-8.
 * Release characters are removed from values (`?+` reads `+`). An input may hold several
 * interchanges one after another. UNA is not a segment and is not yielded.
 */
export class EdifactSegmentReader extends ByteSegmentReader {
  protected readonly standard = 'EDIFACT';
  protected readonly headerTags = ['UNA', 'UNB'];
  protected readonly trailerTag = 'UNZ';
  private current: EdifactDelimiters | undefined;
  private syntax: EdifactSyntaxId | undefined;
  private una = false;
  private startOffset = 0;
  private terminatorByte = 0;
  private releaseByte = -1;
  /** Characters of a string input that Latin-1 cannot hold, by offset (see parseEdifactSegments). */
  private readonly substitutions: ReadonlyMap<number, string> | undefined;

  constructor(options?: SegmentReaderOptions, substitutions?: ReadonlyMap<number, string>) {
    super(options);
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
    const tag = this.matchHeader(bytes, start, offset, final);
    if (tag === undefined) return undefined;
    const available = bytes.length - start;
    let delimiters: EdifactDelimiters;
    let consumed = 0;
    if (tag === 'UNA') {
      if (available < 9 && !final) return undefined;
      delimiters = readEdifactDelimiters(bytes.toString('latin1', start, start + 9), offset);
      consumed = 9;
    } else {
      if (available < 4 && !final) return undefined;
      // Syntax level B without UNA uses IS1/IS3/IS4 as separators; UNB is then followed by IS3.
      delimiters = bytes[start + 3] === IS3 ? levelBEdifactDelimiters : readEdifactDelimiters();
    }
    this.current = delimiters;
    this.una = tag === 'UNA';
    this.startOffset = offset;
    this.syntax = undefined;
    this.terminatorByte = delimiters.segment.charCodeAt(0);
    this.releaseByte = delimiters.release === undefined ? -1 : delimiters.release.charCodeAt(0);
    this.interchangeCount += 1;
    this.position = 0;
    return { consumed };
  }

  protected isReleased(bytes: Buffer, segmentStart: number, index: number): boolean {
    if (this.releaseByte < 0) return false;
    let releases = 0;
    for (let at = index - 1; at >= segmentStart && bytes[at] === this.releaseByte; at -= 1) {
      releases += 1;
    }
    return releases % 2 === 1;
  }

  protected decode(bytes: Buffer, offset: number, position: number): Segment {
    const delimiters = this.current;
    if (delimiters === undefined) throw new Error('EDIFACT segment outside an interchange');
    if (this.syntax === undefined) this.syntax = this.readSyntaxId(bytes, offset, delimiters);
    if (edifactEncoding(this.syntax) === 'latin1') {
      return this.split(bytes.toString('latin1'), offset, position, delimiters, this.syntax);
    }
    const text = bytes.toString('utf8');
    if (!isUtf8(bytes)) {
      const bad = findInvalidUtf8(bytes);
      const shown = Array.from(bytes.subarray(bad, bad + 4), describeByte).join(' ');
      this.report(
        new EdiSyntaxError(
          'INVALID_UTF8',
          `Invalid UTF-8 at byte ${offset + bad} (${shown}) in segment ${position}, declared ${this.syntax}`,
          { offset: offset + bad, segmentPosition: position },
        ),
      );
    }
    return this.split(text, offset, position, delimiters, this.syntax);
  }

  protected afterSegment(segment: Segment): void {
    if (segment.tag === 'UNZ') this.current = undefined;
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
    const id = getElement(unb, 1, 1);
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
  ): Segment {
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
          this.reportCharacter(released, offset + index, position, syntax, text, delimiters, {
            elementIndex,
            componentPosition: components.length + 1,
          });
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
        this.reportCharacter(char, offset + index, position, syntax, text, delimiters, {
          elementIndex,
          componentPosition: components.length + 1,
        });
      }
    }
    components.push(value + text.slice(runStart));
    occurrences.push(components);
    finishElement();
    return repetitions === undefined
      ? { tag, elements, position, offset }
      : { tag, elements, repetitions, position, offset };
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
