import { describe, expect, it } from 'vitest';
import { Buffer } from 'node:buffer';
import { EdiSyntaxError, type Segment } from './segment';
import {
  chunksOf,
  elementOf,
  collect,
  fixtureBytes,
  fixtureText,
  goodX12Fixtures,
  streamOf,
  utf8,
} from './test-support';
import { parseX12, readX12, type X12TransactionSet } from './x12-envelope';
import { parseX12Segments, readX12Segments, X12SegmentReader } from './x12-reader';

const thrown = (action: () => unknown): EdiSyntaxError => {
  try {
    action();
  } catch (error) {
    if (error instanceof EdiSyntaxError) return error;
    throw error;
  }
  throw new Error('expected an EdiSyntaxError');
};

async function rejected(action: Promise<unknown>): Promise<EdiSyntaxError> {
  try {
    await action;
  } catch (error) {
    if (error instanceof EdiSyntaxError) return error;
    throw error;
  }
  throw new Error('expected an EdiSyntaxError');
}

/** A small interchange around the given body segments (SE01 counted). */
function interchange(body: readonly string[], terminator = '~\n'): string {
  const isa =
    'ISA*00*          *00*          *ZZ*RETAILCO       *ZZ*ACMESUPPLY     *251120*1030*U*00401*000000001*0*P*>';
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

describe('X12 reader', () => {
  it('reads the segments of a fixture with tag, elements, position and byte offset', () => {
    const text = fixtureText('x12-004010-850-single.edi');
    const segments = parseX12Segments(text);
    expect(segments).toHaveLength(32);
    const [isa, gs, st] = segments;
    expect(isa?.tag).toBe('ISA');
    expect(isa?.elements).toHaveLength(16);
    expect(elementOf(isa, 6)).toBe('RETAILCO       ');
    expect(isa?.elements[15]).toEqual(['>']);
    expect(gs).toMatchObject({ tag: 'GS', position: 2, offset: 107 });
    expect(st).toMatchObject({ tag: 'ST', position: 3, elements: [['850'], ['0001']] });
    expect(st?.offset).toBe(text.indexOf('ST*850'));
    const itd = segments.find((segment) => segment.tag === 'ITD');
    expect(itd?.elements).toEqual([['01'], ['3'], ['2'], [''], ['30'], [''], ['60']]);
    expect(segments.at(-1)).toMatchObject({ tag: 'IEA', position: 32 });
  });

  it('splits components with the ISA16 separator', () => {
    const segments = parseX12Segments(interchange(['MEA*PD*G*10*LB>2.2>X']));
    expect(segments.find((segment) => segment.tag === 'MEA')?.elements[3]).toEqual([
      'LB',
      '2.2',
      'X',
    ]);
  });

  it.each([...goodX12Fixtures])(
    'reads %s the same in 1-byte, 7-byte and random chunks',
    async (name) => {
      const bytes = fixtureBytes(name);
      const whole = parseX12Segments(bytes);
      for (const size of [1, 7, { seed: 42 }, { seed: 7 }]) {
        const streamed = await collect(readX12Segments(streamOf(chunksOf(bytes, size))));
        expect(streamed).toEqual(whole);
      }
    },
  );

  it('completes multi-byte UTF-8 characters split across chunks', async () => {
    const bytes = utf8(interchange(['N1*ST*MÜLLER GMBH 日本 🚚*92*1', 'PID*F****CAFÉ']));
    const whole = parseX12Segments(bytes);
    expect(elementOf(whole[3], 2)).toBe('MÜLLER GMBH 日本 🚚');
    for (const size of [1, 2, 3, 5, { seed: 3 }]) {
      expect(await collect(readX12Segments(streamOf(chunksOf(bytes, size))))).toEqual(whole);
    }
    // Offsets are byte offsets: the PID comes after the multi-byte N1.
    const pid = whole.find((segment) => segment.tag === 'PID');
    expect(pid?.offset).toBe(Buffer.from(bytes).indexOf('PID*'));
  });

  it('refuses invalid UTF-8 and names the byte offset', () => {
    const head = utf8(interchange(['N1*ST*AB']).split('AB')[0] ?? '');
    const tail = utf8(interchange(['N1*ST*AB']).split('AB')[1] ?? '');
    // 0xC3 followed by '(' is an incomplete two-byte sequence.
    const bytes = new Uint8Array([...head, 0x41, 0xc3, 0x28, ...tail]);
    const error = thrown(() => parseX12Segments(bytes));
    expect(error.code).toBe('INVALID_UTF8');
    expect(error.details).toEqual({
      offset: head.length + 1,
      segmentPosition: 4,
      segmentTag: 'N1',
      elementPosition: 2,
      componentPosition: 1,
    });
    expect(error.message).toBe(
      `Invalid UTF-8 at byte ${head.length + 1} (0xC3 '(') in segment 4 (N1), N102`,
    );
  });

  it('finds invalid UTF-8 split across chunks too', async () => {
    const text = interchange(['N1*ST*AB']);
    const at = utf8(text).indexOf(0x42);
    const bytes = utf8(text);
    bytes[at] = 0xff;
    const error = await rejected(collect(readX12Segments(streamOf(chunksOf(bytes, 1)))));
    expect(error.code).toBe('INVALID_UTF8');
    expect(error.details.offset).toBe(at);
  });

  it('lets a caller collect character errors and read on', () => {
    const bytes = utf8(interchange(['N1*ST*AB']));
    bytes[utf8(interchange(['N1*ST*AB'])).indexOf(0x42)] = 0xff;
    const errors: EdiSyntaxError[] = [];
    const segments = parseX12Segments(bytes, { onCharacterError: (error) => errors.push(error) });
    expect(segments).toHaveLength(7);
    expect(errors.map((error) => error.code)).toEqual(['INVALID_UTF8']);
    expect(elementOf(segments[3], 2)).toBe('A\uFFFD');
  });

  it('reads a line feed terminator, tolerating CRLF', () => {
    const text = interchange(['BEG*00*SA*PO1**20251120'], '\r\n').replace(
      '*U*00401*000000001*0*P*>\r\n',
      '*U*00401*000000001*0*P*>\n',
    );
    const segments = parseX12Segments(text);
    expect(segments.map((segment) => segment.tag)).toEqual([
      'ISA',
      'GS',
      'ST',
      'BEG',
      'SE',
      'GE',
      'IEA',
    ]);
    expect(elementOf(segments[3], 5)).toBe('20251120');
  });

  it('reads several interchanges in one input, each with its own delimiters', () => {
    const first = fixtureText('x12-004010-860-change.edi');
    const second = fixtureText('x12-005010-850-dropship.edi').replaceAll('*', '|');
    const reader = new X12SegmentReader();
    const seen: string[] = [];
    for (const segment of reader.push(utf8(`${first}\n${second}`))) {
      if (segment.tag === 'ISA') seen.push(reader.delimiters?.element ?? '');
    }
    expect([...reader.end()]).toEqual([]);
    expect(seen).toEqual(['*', '|']);
  });

  it('reports a truncated input: the last segment has no terminator', () => {
    const error = thrown(() => parseX12Segments(fixtureBytes('bad/truncated.edi')));
    expect(error.code).toBe('UNTERMINATED_SEGMENT');
    expect(error.details).toMatchObject({ segmentPosition: 16, segmentTag: 'N1' });
    expect(error.message).toContain('Input ends inside segment 16 (N1)');
  });

  it('reports an empty input', () => {
    const error = thrown(() => parseX12Segments(fixtureBytes('bad/empty.edi')));
    expect(error.code).toBe('EMPTY_INPUT');
    expect(thrown(() => parseX12Segments(' \r\n')).code).toBe('EMPTY_INPUT');
  });

  it('reports data after the IEA that is not another interchange', () => {
    const error = thrown(() => parseX12Segments(`${interchange([])}GS*PO~`));
    expect(error.code).toBe('UNEXPECTED_DATA');
    expect(error.message).toContain('after IEA');
  });

  it('stops at a segment longer than maxSegmentLength instead of buffering it', () => {
    const text = interchange([`N1*ST*${'X'.repeat(5000)}`]);
    const error = thrown(() => parseX12Segments(text, { maxSegmentLength: 1000 }));
    expect(error.code).toBe('SEGMENT_TOO_LONG');
    expect(error.details.segmentPosition).toBe(4);
    expect(parseX12Segments(text)).toHaveLength(7);
  });

  it('skips a UTF-8 byte order mark, also when it arrives byte by byte', async () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(interchange([]))]);
    expect(parseX12Segments(bytes)).toHaveLength(6);
    expect(await collect(readX12Segments(streamOf(chunksOf(bytes, 1))))).toHaveLength(6);
  });
});

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
