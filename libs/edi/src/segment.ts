/**
 * The segment model shared by the X12 and EDIFACT readers and writers, and the error a reader
 * throws (or reports) when the bytes cannot be read as segments.
 */

/** One element: its components, `['value']` for a simple element. */
export type Element = readonly string[];

/** A segment as read from an interchange. */
export interface Segment {
  /** Segment id: `ISA`, `ST`, `BEG`, `UNH`, `NAD`… */
  readonly tag: string;
  /**
   * The elements after the tag: `elements[0]` is the first one (BEG01, or NAD's party qualifier),
   * each one its components. An element that repeats holds its first occurrence here.
   */
  readonly elements: readonly Element[];
  /**
   * Only when some element repeats (X12 00402+ repetition separator, EDIFACT syntax 4): keyed by
   * the 0-based index into `elements`, every occurrence of that element in order.
   */
  readonly repetitions?: Readonly<Record<number, readonly Element[]>>;
  /** 1-based index of the segment in its interchange (ISA / UNB is 1; UNA is not a segment). */
  readonly position: number;
  /**
   * Byte offset of the segment's first byte in the input. For string input: the offset in its
   * UTF-8 encoding (X12, UNOY/UNOW) or Latin-1 encoding (UNOA/UNOB/UNOC).
   */
  readonly offset: number;
}

/**
 * What a writer takes: a segment's tag and elements, each a string or its components. A parsed
 * {@link Segment} is one too, so parsed documents can be written back as they are.
 */
export type ElementInput = string | readonly string[];

export interface SegmentInput {
  readonly tag: string;
  readonly elements: readonly ElementInput[];
  /** As {@link Segment.repetitions}: every occurrence of a repeated element, by 0-based index. */
  readonly repetitions?: Readonly<Record<number, readonly ElementInput[]>>;
}

/**
 * A value of a segment by EDI position: `getElement(beg, 3)` is BEG03, `getElement(nad, 2, 1)`
 * NAD02's first component. Absent elements read as `''`, as EDI treats them.
 */
export function getElement(segment: Segment, position: number, component = 1): string {
  return segment.elements[position - 1]?.[component - 1] ?? '';
}

/** Why a reader could not read the input as segments. */
export type EdiSyntaxErrorCode =
  /** Nothing but whitespace. */
  | 'EMPTY_INPUT'
  /** The input does not start like the expected standard (ISA / UNA / UNB). */
  | 'NOT_EDI'
  /** Something other than a new interchange after an IEA / UNZ. */
  | 'UNEXPECTED_DATA'
  /** ISA or UNA too short or malformed; delimiters unusable. */
  | 'INVALID_HEADER'
  /** EDIFACT syntax identifier other than UNOA, UNOB, UNOC, UNOW, UNOY. */
  | 'UNSUPPORTED_SYNTAX'
  /** Bytes that are not UTF-8 (X12, UNOY/UNOW). */
  | 'INVALID_UTF8'
  /** A character outside the EDIFACT character set declared in UNB. */
  | 'INVALID_CHARACTER'
  /** No segment terminator within the configured maximum segment length. */
  | 'SEGMENT_TOO_LONG'
  /** The input ends inside a segment (a truncated file). */
  | 'UNTERMINATED_SEGMENT';

export interface EdiSyntaxErrorDetails {
  /** Byte offset of the offending byte (or of the segment when no single byte is at fault). */
  readonly offset: number;
  readonly segmentPosition?: number;
  readonly segmentTag?: string;
  /** 1-based element position (01 = first element after the tag). */
  readonly elementPosition?: number;
  readonly componentPosition?: number;
}

export class EdiSyntaxError extends Error {
  override readonly name = 'EdiSyntaxError';
  readonly code: EdiSyntaxErrorCode;
  readonly details: EdiSyntaxErrorDetails;

  constructor(code: EdiSyntaxErrorCode, message: string, details: EdiSyntaxErrorDetails) {
    super(message);
    this.code = code;
    this.details = details;
  }
}

/** Options both readers take. */
export interface SegmentReaderOptions {
  /**
   * Longest segment accepted, in bytes (default 1 MiB): input without terminators would otherwise
   * be buffered whole.
   */
  readonly maxSegmentLength?: number;
  /**
   * Called for invalid UTF-8 or a character outside the declared character set, after which
   * reading goes on (the bad bytes decode as U+FFFD). Without it such an error is thrown.
   */
  readonly onCharacterError?: (error: EdiSyntaxError) => void;
}

export const defaultMaxSegmentLength = 1024 * 1024;
