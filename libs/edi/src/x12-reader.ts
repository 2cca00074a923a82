import { Buffer } from 'node:buffer';
import type { X12Delimiters } from './delimiters';
import type { Segment, SegmentReaderOptions } from './segment';
import { scanHeader, scanNeedsMore, X12ByteScanner } from './x12-scanner';

export { splitX12Segment } from './x12-scanner';

/**
 * Reads X12 segments from chunks of bytes. Each ISA sets the delimiters of its interchange; an
 * input may hold several interchanges one after another. Bytes must be UTF-8.
 *
 * ```ts
 * const reader = new X12SegmentReader();
 * for await (const chunk of stream) for (const segment of reader.push(chunk)) use(segment);
 * for (const segment of reader.end()) use(segment);
 * ```
 *
 * Each segment is decoded into an object; `readX12` and `parseX12` use the scanner beneath
 * (`X12ByteScanner`) directly and decode only what their caller reads.
 */
export class X12SegmentReader {
  private readonly scanner: X12ByteScanner;

  constructor(options: SegmentReaderOptions = {}) {
    this.scanner = new X12ByteScanner(options);
  }

  /** Delimiters of the interchange being read; undefined before its ISA and after its IEA. */
  get delimiters(): X12Delimiters | undefined {
    return this.scanner.delimiters;
  }

  /**
   * Takes a chunk and returns the segments it completes, produced lazily: iterate them before
   * pushing the next chunk.
   */
  push(chunk: Uint8Array): Generator<Segment, void, undefined> {
    this.scanner.push(chunk);
    return this.drain(false);
  }

  /** The segments still pending at the end of the input; throws for truncated or empty input. */
  *end(): Generator<Segment, void, undefined> {
    yield* this.drain(true);
    this.scanner.finish();
  }

  private *drain(final: boolean): Generator<Segment, void, undefined> {
    const scanner = this.scanner;
    for (;;) {
      const found = scanner.next(final);
      if (found === scanNeedsMore) return;
      yield found === scanHeader && scanner.header !== undefined
        ? scanner.header
        : scanner.segment();
    }
  }
}

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
