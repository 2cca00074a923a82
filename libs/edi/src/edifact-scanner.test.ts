import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseEdifact } from './edifact-envelope';
import { EdifactSegmentReader, parseEdifactSegments } from './edifact-reader';
import { ReferenceSet } from './edifact-scanner';
import type { EdiSyntaxError } from './segment';
import { getElement, type Segment } from './segment';
import { latin1, utf8 } from './test-support';

/** Everything a segment says, as plain data (its elements are split when first read). */
const plain = (segments: readonly Segment[]) =>
  segments.map(({ tag, elements, repetitions, position, offset }) => ({
    tag,
    elements,
    repetitions,
    position,
    offset,
  }));

/** The segments of `bytes` fed in the given chunks, and the character errors reported. */
function readInChunks(chunks: readonly Uint8Array[]): {
  segments: Segment[];
  errors: EdiSyntaxError[];
} {
  const errors: EdiSyntaxError[] = [];
  const reader = new EdifactSegmentReader({ onCharacterError: (error) => errors.push(error) });
  const segments: Segment[] = [];
  for (const chunk of chunks) segments.push(...reader.push(chunk));
  segments.push(...reader.end());
  return { segments, errors };
}

/** `bytes` in two chunks cut at `at`. */
const cutAt = (bytes: Uint8Array, at: number): Uint8Array[] => [
  bytes.slice(0, at),
  bytes.slice(at),
];

const errorSummary = (errors: readonly EdiSyntaxError[]) =>
  errors.map((error) => ({ code: error.code, message: error.message, details: error.details }));

/** A one-message UNOC interchange with released service characters, Latin-1 and line breaks. */
const released = [
  "UNA:+.? '",
  "UNB+UNOC:3+SENDER:14+RECEIVER:14+251120:1030+REF1'\n",
  "UNH+1+ORDERS:D:96A:UN'\r\n",
  "FTX+AAI+++IT?'S 10?+2?:3 ?? MÜNCHEN'\n",
  "FTX+AAI+++END??'",
  "FTX+AAI+++?'?'?''\n",
  "UNT+5+1'\n",
  "UNZ+1+REF1'\n",
].join('');

describe('EDIFACT byte scanner', () => {
  it('reads the same segments wherever a chunk ends, a release character at the edge included', () => {
    const bytes = latin1(released);
    const whole = readInChunks([bytes]);
    expect(whole.errors).toEqual([]);
    expect(whole.segments.map((segment) => getElement(segment, 4))).toEqual([
      '251120',
      '',
      "IT'S 10+2:3 ? MÜNCHEN",
      'END?',
      "'''",
      '',
      '',
    ]);
    const releaseAt = released.indexOf("?'S");
    for (let at = 0; at <= bytes.length; at += 1) {
      const { segments, errors } = readInChunks(cutAt(bytes, at));
      expect({ at, errors }).toEqual({ at, errors: [] });
      expect({ at, segments: plain(segments) }).toEqual({ at, segments: plain(whole.segments) });
    }
    // The chunk that ends with the release character leaves the terminator after it data.
    const [first, second] = cutAt(bytes, releaseAt + 1);
    expect(first?.at(-1)).toBe('?'.charCodeAt(0));
    expect(second?.[0]).toBe("'".charCodeAt(0));
  });

  it('reads byte by byte and lets elements be read after later chunks came', () => {
    const bytes = latin1(released);
    const { segments } = readInChunks(Array.from(bytes, (byte) => Uint8Array.of(byte)));
    expect(plain(segments)).toEqual(plain(parseEdifactSegments(bytes)));
  });

  it('keeps its own copy of the bytes: a chunk changed after it was pushed changes no segment', () => {
    const chunk = latin1(released);
    const reader = new EdifactSegmentReader();
    const segments = [...reader.push(chunk), ...reader.end()];
    chunk.fill(0x41);
    expect(getElement(segments[2] as Segment, 4)).toBe("IT'S 10+2:3 ? MÜNCHEN");
  });

  it('reads UTF-8 characters split across chunks at every byte (UNOY)', () => {
    const text = [
      "UNB+UNOY:4+SENDER:14+RECEIVER:14+20251120:1030+REF1'",
      "UNH+1+ORDERS:D:96A:UN'",
      "NAD+BY+++Grüße 東京 😀'",
      "FTX+AAI+++?'東?+京'",
      "UNT+4+1'",
      "UNZ+1+REF1'",
    ].join('\n');
    const bytes = utf8(text);
    const whole = readInChunks([bytes]);
    expect(whole.errors).toEqual([]);
    expect(getElement(whole.segments[2] as Segment, 4)).toBe('Grüße 東京 😀');
    expect(getElement(whole.segments[3] as Segment, 4)).toBe("'東+京");
    for (let at = 0; at <= bytes.length; at += 1) {
      const { segments, errors } = readInChunks(cutAt(bytes, at));
      expect({ at, errors }).toEqual({ at, errors: [] });
      expect({ at, segments: plain(segments) }).toEqual({ at, segments: plain(whole.segments) });
    }
  });

  it.each([
    ['a lower-case letter under UNOA', 'UNOA', 'FTX+AAI+++Hello', 'INVALID_CHARACTER', 'ello'],
    [
      'a line break inside a segment',
      'UNOC',
      'FTX+AAI+++TWO\nLINES',
      'INVALID_CHARACTER',
      '\nLINES',
    ],
    [
      'a line break right after a released terminator',
      'UNOC',
      "FTX+AAI+++A?'\nB",
      'INVALID_CHARACTER',
      '\nB',
    ],
    ['a released character outside UNOA', 'UNOA', 'FTX+AAI+++A?b', 'INVALID_CHARACTER', 'b'],
    ['a C1 control under UNOY', 'UNOY', 'FTX+AAI+++A\u0085B', 'INVALID_CHARACTER', '\u0085'],
    [
      'a control character after multi-byte ones under UNOY, at its byte offset',
      'UNOY',
      'FTX+AAI+++GRÜSSE 東京\u0007X',
      'INVALID_CHARACTER',
      '\u0007X',
    ],
  ])('reports %s with the same details wherever a chunk ends', (_, syntax, body, code, bad) => {
    const text = [
      `UNB+${syntax}:3+SENDER:14+RECEIVER:14+251120:1030+REF1'`,
      "UNH+1+ORDERS:D:96A:UN'",
      `${body}'`,
      "UNT+3+1'",
      "UNZ+1+REF1'",
    ].join('\n');
    const bytes = syntax === 'UNOY' ? utf8(text) : latin1(text);
    const whole = readInChunks([bytes]);
    expect(whole.errors.map((error) => error.code)).toEqual([code]);
    expect(whole.errors[0]?.details).toMatchObject({
      offset: (syntax === 'UNOY'
        ? utf8(text.slice(0, text.indexOf(bad)))
        : latin1(text.slice(0, text.indexOf(bad)))
      ).length,
      segmentPosition: 3,
      segmentTag: 'FTX',
    });
    for (let at = 0; at <= bytes.length; at += 1) {
      const { segments, errors } = readInChunks(cutAt(bytes, at));
      expect({ at, errors: errorSummary(errors) }).toEqual({
        at,
        errors: errorSummary(whole.errors),
      });
      expect(plain(segments)).toEqual(plain(whole.segments));
    }
  });

  it('reports invalid UTF-8 under UNOY at the offending byte, the segment read on', () => {
    const head = "UNB+UNOY:4+SENDER:14+RECEIVER:14+20251120:1030+REF1'UNH+1+ORDERS:D:96A:UN'";
    const bytes = Uint8Array.from([
      ...utf8(`${head}FTX+AAI+++GR`),
      0xc3,
      0x28,
      ...utf8("E'UNT+3+1'UNZ+1+REF1'"),
    ]);
    const { segments, errors } = readInChunks([bytes]);
    expect(errors.map((error) => [error.code, error.details.offset])).toEqual([
      ['INVALID_UTF8', utf8(`${head}FTX+AAI+++GR`).length],
    ]);
    expect(segments.map((segment) => segment.tag)).toEqual(['UNB', 'UNH', 'FTX', 'UNT', 'UNZ']);
    expect(parseEdifact(bytes).errors.map((error) => error.code)).toEqual(['INVALID_UTF8']);
  });

  it('keeps line breaks between segments out of the character check', () => {
    const text = released.replace(/'\n/g, "'\r\n\r\n");
    const result = parseEdifact(latin1(text));
    expect(result.errors).toEqual([]);
    expect(result.messageCount).toBe(1);
    // A terminator after a released release character ends its segment: the break is blank.
    const afterReleasedRelease = parseEdifact(latin1(released.replace("END??'", "END??'\n")));
    expect(afterReleasedRelease.errors).toEqual([]);
  });
});

describe('ReferenceSet', () => {
  it('answers as a set of strings does, whatever the order of the references', () => {
    const reference = fc.oneof(
      fc.integer({ min: 1, max: 40 }).map(String),
      fc.constantFrom('0', '01', '007', 'A1', '', '999999999999999', '1000000000000000'),
    );
    fc.assert(
      fc.property(fc.array(reference, { maxLength: 60 }), (references) => {
        const runs = new ReferenceSet();
        const plainSet = new Set<string>();
        for (const value of references) {
          expect(runs.has(value)).toBe(plainSet.has(value));
          runs.add(value);
          plainSet.add(value);
        }
        for (let value = 0; value <= 41; value += 1) {
          expect(runs.has(String(value))).toBe(plainSet.has(String(value)));
        }
        expect(runs.has('01')).toBe(plainSet.has('01'));
      }),
      { numRuns: 300 },
    );
  });
});
