import { describe, expect, it } from 'vitest';
import { EdifactSegmentReader, parseEdifactSegments, readEdifactSegments } from './edifact-reader';
import { EdiSyntaxError, getElement, type Segment } from './segment';
import {
  chunksOf,
  elementOf,
  collect,
  fixtureBytes,
  fixtureText,
  goodEdifactFixtures,
  latin1,
  streamOf,
  utf8,
} from './test-support';

const thrown = (action: () => unknown): EdiSyntaxError => {
  try {
    action();
  } catch (error) {
    if (error instanceof EdiSyntaxError) return error;
    throw error;
  }
  throw new Error('expected an EdiSyntaxError');
};

/** A one-message interchange; `una` '' writes none. */
function interchange(syntax: string, body: readonly string[], una = "UNA:+.? '"): string {
  return [
    una,
    `UNB+${syntax}:3+SENDER:14+RECEIVER:14+251120:1030+REF1'`,
    "UNH+1+ORDERS:D:96A:UN'",
    ...body.map((segment) => `${segment}'`),
    `UNT+${body.length + 2}+1'`,
    "UNZ+1+REF1'",
  ].join('');
}

const tags = (segments: readonly Segment[]): string[] => segments.map((segment) => segment.tag);
const values = (segments: readonly Segment[]) =>
  segments.map(({ tag, elements, repetitions }) => ({ tag, elements, repetitions }));
/**
 * Everything a segment says, as plain data: elements are split when first read, so an equality
 * on the segments themselves would compare only what is read eagerly.
 */
const plain = (segments: readonly Segment[]) =>
  segments.map(({ tag, elements, repetitions, position, offset }) => ({
    tag,
    elements,
    repetitions,
    position,
    offset,
  }));

describe('EDIFACT reader', () => {
  it('reads the ORDERS fixture: UNA is not a segment, UNB is position 1', () => {
    const segments = parseEdifactSegments(fixtureBytes('edifact-d96a-orders.edi'));
    expect(segments).toHaveLength(22);
    expect(segments[0]).toMatchObject({ tag: 'UNB', position: 1, offset: 10 });
    expect(segments[0]?.elements).toEqual([
      ['UNOC', '3'],
      ['4012345000009', '14'],
      ['4098765000002', '14'],
      ['251120', '1030'],
      ['EU0000201'],
    ]);
    const imd = segments.find((segment) => segment.tag === 'IMD');
    expect(imd?.elements).toEqual([['F'], [''], ['', '', '', 'EDELSTAHL TRINKFLASCHE 750ML']]);
    const nad = segments.find((segment) => getElement(segment, 1) === 'DP');
    expect(nad?.elements[1]).toEqual(['4012345000016', '', '9']);
    expect(tags(segments).slice(-2)).toEqual(['UNT', 'UNZ']);
  });

  it.each([...goodEdifactFixtures])(
    'reads %s the same in 1-byte, 7-byte and random chunks',
    async (name) => {
      const bytes = fixtureBytes(name);
      const whole = parseEdifactSegments(bytes);
      for (const size of [1, 7, { seed: 42 }, { seed: 7 }]) {
        const streamed = await collect(readEdifactSegments(streamOf(chunksOf(bytes, size))));
        expect(plain(streamed)).toEqual(plain(whole));
      }
    },
  );

  it("removes release characters: ?+ ?: ?' ?? are data, not delimiters", async () => {
    const text = interchange('UNOA', ["FTX+AAI+++PRICE ?+10?:20?'S ?? OK", 'FTX+AAI+++END??']);
    const segments = parseEdifactSegments(text);
    expect(tags(segments)).toEqual(['UNB', 'UNH', 'FTX', 'FTX', 'UNT', 'UNZ']);
    expect(segments[2]?.elements).toEqual([['AAI'], [''], [''], ["PRICE +10:20'S ? OK"]]);
    // An escaped release character right before the terminator: the terminator is real.
    expect(segments[3]?.elements[3]).toEqual(['END?']);
    const streamed = await collect(readEdifactSegments(streamOf(chunksOf(latin1(text), 1))));
    expect(plain(streamed)).toEqual(plain(segments));
  });

  it('uses the default service characters when UNA is absent', () => {
    const withUna = parseEdifactSegments(interchange('UNOA', ['BGM+220+PO?+1+9']));
    const without = parseEdifactSegments(interchange('UNOA', ['BGM+220+PO?+1+9'], ''));
    expect(values(without)).toEqual(values(withUna));
    expect(without[0]?.offset).toBe(0);
    expect(elementOf(without[2], 2)).toBe('PO+1');
    const reader = new EdifactSegmentReader();
    for (const segment of reader.push(latin1(interchange('UNOA', [], '')))) {
      if (segment.tag === 'UNB') expect(reader.serviceStringAdvice).toBe(false);
    }
  });

  it('reads custom service characters from UNA, repetitions included', () => {
    const text =
      'UNA|*,!#~UNB*UNOA|4*S|14*R|14*20251120|1030*R1~UNH*1*ORDERS|D|01B|UN~' +
      'FTX*AAI***A!*B!|C!~D!!#SECOND~UNT*3*1~UNZ*1*R1~';
    const segments = parseEdifactSegments(text);
    const ftx = segments[2];
    expect(ftx?.elements[3]).toEqual(['A*B|C~D!']);
    expect(ftx?.repetitions).toEqual({ 3: [['A*B|C~D!'], ['SECOND']] });
    expect(elementOf(segments[1], 2, 3)).toBe('01B');
  });

  it('rejects a lower-case letter under UNOA with its position', () => {
    const text = interchange('UNOA', ['BGM+220+PO-1+9', 'FTX+AAI+++Hello']);
    const error = thrown(() => parseEdifactSegments(text));
    expect(error.code).toBe('INVALID_CHARACTER');
    expect(error.details).toEqual({
      offset: text.indexOf('ello'),
      segmentPosition: 4,
      segmentTag: 'FTX',
      elementPosition: 4,
      componentPosition: 1,
    });
    expect(error.message).toBe(
      `'e' (U+0065) at byte ${text.indexOf('ello')} in segment 4 (FTX), FTX04, is not in the character set UNOA (upper-case letters, digits, space and .,-()/='+:?!"%&*;<>)`,
    );
    // UNOB allows it.
    expect(() => parseEdifactSegments(text.replace('UNOA', 'UNOB'))).not.toThrow();
  });

  it('decodes UNOC as ISO 8859-1', () => {
    const bytes = latin1(interchange('UNOC', ['NAD+BY+++Müller Grüße Köln']));
    expect(bytes.includes(0xfc)).toBe(true);
    const segments = parseEdifactSegments(bytes);
    expect(elementOf(segments[2], 4)).toBe('Müller Grüße Köln');
    // A string input is taken as the text it is.
    const fromText = parseEdifactSegments(interchange('UNOC', ['NAD+BY+++über']));
    expect(elementOf(fromText[2], 4)).toBe('über');
  });

  it('rejects a character Latin-1 cannot hold under UNOC, naming it', () => {
    const text = interchange('UNOC', ['NAD+BY+++ŁÓDŹ']);
    const error = thrown(() => parseEdifactSegments(text));
    expect(error.code).toBe('INVALID_CHARACTER');
    expect(error.message).toContain("'Ł' (U+0141)");
    expect(error.details.offset).toBe(text.indexOf('Ł'));
  });

  it('decodes UNOY as UTF-8 and refuses invalid UTF-8 there', () => {
    const text = interchange('UNOY', ['NAD+BY+++Grüße 東京']);
    expect(elementOf(parseEdifactSegments(utf8(text))[2], 4)).toBe('Grüße 東京');
    expect(elementOf(parseEdifactSegments(text)[2], 4)).toBe('Grüße 東京');
    const error = thrown(() => parseEdifactSegments(latin1(text.replace(' 東京', ''))));
    expect(error.code).toBe('INVALID_UTF8');
    expect(error.details.offset).toBe(text.indexOf('ü'));
  });

  it('refuses an unsupported syntax identifier', () => {
    const error = thrown(() => parseEdifactSegments(interchange('UNOD', [])));
    expect(error.code).toBe('UNSUPPORTED_SYNTAX');
    expect(error.message).toContain("UNB01 syntax identifier 'UNOD' is not supported");
  });

  it('refuses input that is not EDIFACT', () => {
    expect(thrown(() => parseEdifactSegments(fixtureBytes('bad/not-edi.txt'))).code).toBe(
      'NOT_EDI',
    );
    expect(
      thrown(() => parseEdifactSegments(fixtureText('x12-004010-860-change.edi'))).message,
    ).toContain('expected UNA or UNB');
    expect(thrown(() => parseEdifactSegments("UNA:+.? 'UNH+1'")).message).toContain(
      'Expected UNB after UNA',
    );
    expect(thrown(() => parseEdifactSegments(fixtureBytes('bad/empty.edi'))).code).toBe(
      'EMPTY_INPUT',
    );
  });

  it('reports a truncated input', () => {
    const text = interchange('UNOA', ['BGM+220+PO1+9']);
    const error = thrown(() => parseEdifactSegments(text.slice(0, text.indexOf('UNT') + 5)));
    expect(error.code).toBe('UNTERMINATED_SEGMENT');
    expect(error.details).toMatchObject({ segmentPosition: 4, segmentTag: 'UNT' });
  });
});
