import { describe, expect, it } from 'vitest';
import { defaultEdifactDelimiters, readEdifactDelimiters, readX12Delimiters } from './delimiters';
import { detectFormat } from './detect';
import { EdiSyntaxError } from './segment';
import { fixtureBytes, fixtureText } from './test-support';
import { parseX12 } from './x12-envelope';
import { parseX12Segments } from './x12-reader';

/** An ISA with the given delimiters and version, fixed-width like a real one. */
function isa(
  element: string,
  repetition: string,
  version: string,
  component: string,
  segment: string,
): string {
  const fields = [
    '00',
    '          ',
    '00',
    '          ',
    'ZZ',
    'SENDER         ',
    'ZZ',
    'RECEIVER       ',
    '251120',
    '1030',
    repetition,
    version,
    '000000001',
    '0',
    'T',
    component,
  ];
  return `ISA${element}${fields.join(element)}${segment}`;
}

const thrown = (action: () => unknown): EdiSyntaxError => {
  try {
    action();
  } catch (error) {
    if (error instanceof EdiSyntaxError) return error;
    throw error;
  }
  throw new Error('expected an EdiSyntaxError');
};

describe('readX12Delimiters', () => {
  it('reads 00401 fixtures: no repetition separator, ISA11 is the standards id', () => {
    expect(readX12Delimiters(fixtureText('x12-004010-850-single.edi'))).toEqual({
      element: '*',
      repetition: undefined,
      component: '>',
      segment: '~',
    });
  });

  it('reads the 00501 repetition separator from ISA11', () => {
    expect(readX12Delimiters(fixtureText('x12-005010-850-dropship.edi'))).toEqual({
      element: '*',
      repetition: '^',
      component: ':',
      segment: '~',
    });
  });

  it('reads unusual delimiters: | elements, ^ components, ! repetitions, line feed terminator', () => {
    const header = isa('|', '!', '00501', '^', '\n');
    expect(header).toHaveLength(106);
    expect(readX12Delimiters(header)).toEqual({
      element: '|',
      repetition: '!',
      component: '^',
      segment: '\n',
    });
  });

  it('parses a whole interchange with those delimiters, repetitions and components included', () => {
    const text = [
      isa('|', '!', '00501', '^', '\n').trimEnd(),
      'GS|PO|SENDER|RECEIVER|20251120|1030|1|X|005010',
      'ST|850|0001',
      'BEG|00|SA|PO-1||20251120',
      'REF|ZZ|A!B!C',
      'MEA|PD|G|10|LB^2.2',
      'SE|5|0001',
      'GE|1|1',
      'IEA|1|000000001',
      '',
    ].join('\n');
    const result = parseX12(text);
    expect(result.errors).toEqual([]);
    const set = result.interchanges[0]?.groups[0]?.transactions[0];
    expect(set?.segments.map((segment) => segment.tag)).toEqual(['BEG', 'REF', 'MEA']);
    const ref = set?.segments[1];
    expect(ref?.elements).toEqual([['ZZ'], ['A']]);
    expect(ref?.repetitions).toEqual({ 1: [['A'], ['B'], ['C']] });
    expect(set?.segments[2]?.elements[3]).toEqual(['LB', '2.2']);
  });

  it('tolerates CRLF after each terminator', () => {
    const text = fixtureText('x12-004010-860-change.edi').replaceAll('\n', '\r\n');
    const result = parseX12(text);
    expect(result.errors).toEqual([]);
    expect(result.transactionCount).toBe(1);
  });

  it('refuses an ISA shorter than 106 characters', () => {
    const error = thrown(() => readX12Delimiters('ISA*00*          *00*'));
    expect(error.code).toBe('INVALID_HEADER');
    expect(error.message).toContain('106');
    const whole = thrown(() => parseX12Segments('ISA*00*          *00*          *ZZ*SHORT~'));
    expect(whole.code).toBe('INVALID_HEADER');
    expect(whole.message).toMatch(/ISA segment is \d+ characters long/);
  });

  it('refuses an ISA whose fixed columns are shifted', () => {
    // ISA06 one character short: every later separator is off by one.
    const shifted =
      isa('*', 'U', '00401', '>', '~').replace('SENDER         ', 'SENDER        ') + 'X';
    const error = thrown(() => readX12Delimiters(shifted));
    expect(error.code).toBe('INVALID_HEADER');
    expect(error.message).toContain("expected the element separator '*' at character 51");
    expect(error.details.elementPosition).toBe(6);
  });

  it('refuses clashing or alphanumeric delimiters', () => {
    expect(thrown(() => readX12Delimiters(isa('*', 'U', '00401', '*', '~'))).message).toContain(
      "ISA16 component separator '*' is also the element separator",
    );
    expect(thrown(() => readX12Delimiters(isa('*', 'U', '00501', '>', '~'))).message).toContain(
      "ISA11 repetition separator 'U' must not be a letter",
    );
    expect(thrown(() => readX12Delimiters(isa('*', '^', '00501', '>', '>'))).message).toContain(
      "segment terminator '>' is also the ISA16 component separator",
    );
  });

  it('names a non-X12 input as such', () => {
    const error = thrown(() => parseX12Segments(fixtureBytes('bad/not-edi.txt')));
    expect(error.code).toBe('NOT_EDI');
    expect(error.message).toBe(
      "Input is not an X12 interchange: expected ISA at byte 0, found 'D' 'e' 'a'",
    );
  });
});

describe('readEdifactDelimiters', () => {
  it("uses :+.? ' without UNA", () => {
    expect(readEdifactDelimiters()).toEqual(defaultEdifactDelimiters);
    expect(defaultEdifactDelimiters).toEqual({
      component: ':',
      element: '+',
      decimal: '.',
      release: '?',
      repetition: undefined,
      segment: "'",
    });
  });

  it('reads the six service characters of UNA', () => {
    expect(readEdifactDelimiters('UNA|*,!#~')).toEqual({
      component: '|',
      element: '*',
      decimal: ',',
      release: '!',
      repetition: '#',
      segment: '~',
    });
    // A space says "not used" for the release and repetition characters.
    expect(readEdifactDelimiters("UNA:+.  '")).toMatchObject({
      release: undefined,
      repetition: undefined,
    });
  });

  it('refuses a malformed UNA', () => {
    expect(thrown(() => readEdifactDelimiters('UNA:+.')).message).toContain('9 are required');
    expect(thrown(() => readEdifactDelimiters("UNA++.? '")).message).toContain(
      "UNA2 element separator '+' is also the UNA1 component separator",
    );
    expect(thrown(() => readEdifactDelimiters("UNA:+;? '")).message).toContain('decimal mark');
  });
});

describe('detectFormat', () => {
  it.each([
    ['ISA*00*', 'x12'],
    ['\uFEFF \r\n ISA*00*', 'x12'],
    ["UNA:+.? 'UNB+", 'edifact'],
    ['UNB+UNOA:3+', 'edifact'],
    ['<?xml version="1.0"?>', 'xml'],
    ['  {"order": 1}', 'json'],
    ['[1, 2]', 'json'],
    ['', 'unknown'],
    ['Dear supplier', 'unknown'],
  ] as const)('%j is %s', (text, format) => {
    expect(detectFormat(text)).toBe(format);
  });

  it('reads bytes, including a UTF-8 byte order mark', () => {
    expect(detectFormat(new Uint8Array([0xef, 0xbb, 0xbf, 0x49, 0x53, 0x41]))).toBe('x12');
    expect(detectFormat(fixtureBytes('edifact-d96a-orders.edi'))).toBe('edifact');
    expect(detectFormat(fixtureBytes('x12-004010-830-plan.edi'))).toBe('x12');
    expect(detectFormat(fixtureBytes('bad/not-edi.txt'))).toBe('unknown');
    expect(detectFormat(fixtureBytes('bad/empty.edi'))).toBe('unknown');
  });
});
