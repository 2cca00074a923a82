import { describe, expect, it } from 'vitest';
import { EdiSyntaxError, type Segment } from './segment';
import { chunksOf, collect, fixtureBytes, goodX12Fixtures, streamOf, utf8 } from './test-support';
import { parseX12, readX12, type X12TransactionSet } from './x12-envelope';
import { parseX12Segments, X12SegmentReader } from './x12-reader';

const isa =
  'ISA*00*          *00*          *ZZ*RETAILCO       *ZZ*ACMESUPPLY     *251120*1030*U*00401*000000001*0*P*>';

/** An interchange of one 850 around the given body segments (SE01 counted). */
function interchange(body: readonly string[], terminator = '~\n'): string {
  return [
    isa,
    'GS*PO*RETAILCO*ACMESUPPLY*20251120*1030*1*X*004010',
    'ST*850*0001',
    ...body,
    `SE*${body.length + 2}*0001`,
    'GE*1*1',
    'IEA*1*000000001',
  ]
    .map((segment) => segment + terminator)
    .join('');
}

/** Every segment, or the error the reader stopped with, reading `chunks` one after another. */
function readChunks(chunks: readonly Uint8Array[]): {
  segments: Segment[];
  error?: EdiSyntaxError;
} {
  const reader = new X12SegmentReader({ maxSegmentLength: 64 });
  const segments: Segment[] = [];
  try {
    // One at a time: the segments before an error count too.
    for (const chunk of chunks) for (const segment of reader.push(chunk)) segments.push(segment);
    for (const segment of reader.end()) segments.push(segment);
  } catch (error) {
    if (!(error instanceof EdiSyntaxError)) throw error;
    return { segments, error };
  }
  return { segments };
}

/** `bytes` cut in two at every position, and in three around every position. */
function* everyCut(bytes: Uint8Array): Generator<Uint8Array[]> {
  for (let at = 0; at <= bytes.length; at += 1) {
    yield [bytes.subarray(0, at), bytes.subarray(at)];
    if (at + 1 < bytes.length) {
      yield [bytes.subarray(0, at), bytes.subarray(at, at + 1), bytes.subarray(at + 1)];
    }
  }
}

const setsOf = (events: readonly { type: string }[]): X12TransactionSet[] =>
  events.flatMap((event) =>
    'transaction' in event ? [(event as { transaction: X12TransactionSet }).transaction] : [],
  );

describe('X12 byte scanner', () => {
  it('reads the same segments whatever byte a chunk boundary falls on', () => {
    const bytes = utf8(
      interchange(['N1*ST*MÜLLER 日本 🚚*92*1', 'MEA*PD*G*10*LB>2.2>X', 'PID*F****CAFÉ'], '~\r\n'),
    );
    const whole = parseX12Segments(bytes);
    expect(whole).toHaveLength(9);
    for (const chunks of everyCut(bytes)) expect(readChunks(chunks)).toEqual({ segments: whole });
  });

  it('completes a multi-byte character split at each of its bytes', () => {
    const bytes = utf8(interchange(['N1*ST*A🚚B*92*1']));
    const truck = Buffer.from(bytes).indexOf(Buffer.from('🚚'));
    for (let at = truck; at <= truck + 4; at += 1) {
      const { segments, error } = readChunks([bytes.subarray(0, at), bytes.subarray(at)]);
      expect(error).toBeUndefined();
      expect(segments[3]?.elements[1]).toEqual(['A🚚B']);
    }
  });

  it('names the offset of bad UTF-8 wherever the chunks are cut, and only for its segment', () => {
    const text = interchange(['N1*ST*AB*92*1', 'N3*1200 INDUSTRIAL PKWY']);
    const bytes = utf8(text);
    const bad = text.indexOf('AB') + 1;
    // A lone continuation byte, then an overlong form cut by a chunk boundary.
    for (const replacement of [[0x80], [0xc0, 0xaf]]) {
      const broken = new Uint8Array([
        ...bytes.subarray(0, bad),
        ...replacement,
        ...bytes.subarray(bad + 1),
      ]);
      for (const chunks of everyCut(broken)) {
        const { segments, error } = readChunks(chunks);
        expect(error?.code).toBe('INVALID_UTF8');
        expect(error?.details).toEqual({
          offset: bad,
          segmentPosition: 4,
          segmentTag: 'N1',
          elementPosition: 2,
          componentPosition: 1,
        });
        expect(segments.map((segment) => segment.tag)).toEqual(['ISA', 'GS', 'ST']);
      }
    }
  });

  it('reports a control character inside a segment, not the line break after it', () => {
    const text = interchange(['N1*ST*A\u0000B*92*1']);
    const bytes = utf8(text);
    for (const chunks of everyCut(bytes)) {
      const { error } = readChunks(chunks);
      expect(error?.code).toBe('INVALID_CHARACTER');
      expect(error?.details).toMatchObject({
        offset: text.indexOf('\u0000'),
        segmentPosition: 4,
        elementPosition: 2,
      });
    }
    const errors: EdiSyntaxError[] = [];
    const segments = parseX12Segments(bytes, { onCharacterError: (error) => errors.push(error) });
    expect(errors.map((error) => error.code)).toEqual(['INVALID_CHARACTER']);
    expect(segments).toHaveLength(7);
  });

  it('stops at a segment over the length limit, whether it is complete or still arriving', () => {
    const text = interchange([`N1*ST*${'X'.repeat(65)}`]);
    const bytes = utf8(text);
    for (const chunks of everyCut(bytes)) {
      const { segments, error } = readChunks(chunks);
      expect(error?.code).toBe('SEGMENT_TOO_LONG');
      expect(error?.details).toEqual({ offset: text.indexOf('N1*'), segmentPosition: 4 });
      expect(segments).toHaveLength(3);
    }
    // 64 bytes is within the limit.
    expect(readChunks([utf8(interchange([`N1*ST*${'X'.repeat(58)}`]))]).error).toBeUndefined();
  });

  it('hands out sets whose segments read the same after the stream moved on', async () => {
    for (const name of goodX12Fixtures) {
      const bytes = fixtureBytes(name);
      const parsed = parseX12(bytes).interchanges.flatMap((i) =>
        i.groups.flatMap((g) => g.transactions),
      );
      const whole = parseX12Segments(bytes);
      for (const size of [1, 13, { seed: 5 }]) {
        // All events first: the segments of each set are decoded only afterwards.
        const sets = setsOf(await collect(readX12(streamOf(chunksOf(bytes, size)))));
        expect(sets.map((set) => set.segments)).toEqual(parsed.map((set) => set.segments));
        for (const set of sets) {
          const body = whole.slice(set.position, set.position + set.segmentCount - 2);
          expect(set.segments).toEqual(body);
        }
      }
    }
  });

  it('decodes a set’s segments once', () => {
    const [set] =
      parseX12(fixtureBytes('x12-004010-850-single.edi')).interchanges[0]?.groups[0]
        ?.transactions ?? [];
    expect(set?.segments.length).toBeGreaterThan(0);
    expect(set?.segments).toBe(set?.segments);
  });
});
