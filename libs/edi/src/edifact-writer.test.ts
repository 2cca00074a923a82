import { describe, expect, it } from 'vitest';
import { parseEdifact } from './edifact-envelope';
import { encodeEdifactText } from './edifact-syntax';
import {
  writeEdifact,
  type EdifactInterchangeInput,
  type EdifactMessageInput,
} from './edifact-writer';
import { fixtureText, goodEdifactFixtures } from './test-support';
import { EdiWriteError } from './writer-common';

const timestamp = new Date(Date.UTC(2025, 10, 20, 9, 5));

const response: EdifactMessageInput = {
  reference: 1,
  type: 'ORDRSP',
  version: 'D',
  release: '96A',
  agency: 'UN',
  associationCode: 'EAN005',
  segments: [
    { tag: 'BGM', elements: ['231', 'RSP-1', '29'] },
    { tag: 'DTM', elements: [['137', '20251120', '102']] },
    { tag: 'FTX', elements: ['AAI', '', '', "PRICE +10:20'S ? OK"] },
  ],
};

const ordrsp: EdifactInterchangeInput = {
  header: {
    syntaxId: 'UNOA',
    senderId: '4098765000002',
    senderQualifier: '14',
    recipientId: '4012345000009',
    recipientQualifier: '14',
    controlReference: 301,
  },
  messages: [response],
};

const refused = (action: () => unknown): EdiWriteError => {
  try {
    action();
  } catch (error) {
    if (error instanceof EdiWriteError) return error;
    throw error;
  }
  throw new Error('expected an EdiWriteError');
};

describe('writeEdifact', () => {
  it('writes UNA, UNB, UNH/UNT with the count, UNZ, escaping service characters', () => {
    expect(writeEdifact(ordrsp, { timestamp, newline: '\n' }).split('\n')).toEqual([
      "UNA:+.? '",
      "UNB+UNOA:3+4098765000002:14+4012345000009:14+251120:0905+301'",
      "UNH+1+ORDRSP:D:96A:UN:EAN005'",
      "BGM+231+RSP-1+29'",
      "DTM+137:20251120:102'",
      "FTX+AAI+++PRICE ?+10?:20?'S ?? OK'",
      "UNT+5+1'",
      "UNZ+1+301'",
      '',
    ]);
  });

  it('round trips: parse(write(x)) gives back x, released characters included', () => {
    const result = parseEdifact(writeEdifact(ordrsp, { timestamp }));
    expect(result.errors).toEqual([]);
    const [message] = result.interchanges[0]?.messages ?? [];
    expect(message).toMatchObject({ reference: '1', type: 'ORDRSP', associationCode: 'EAN005' });
    expect(message?.segments.map(({ tag, elements }) => ({ tag, elements }))).toEqual([
      { tag: 'BGM', elements: [['231'], ['RSP-1'], ['29']] },
      { tag: 'DTM', elements: [['137', '20251120', '102']] },
      { tag: 'FTX', elements: [['AAI'], [''], [''], ["PRICE +10:20'S ? OK"]] },
    ]);
    expect(result.interchanges[0]?.header).toMatchObject({
      senderId: '4098765000002',
      controlReference: '301',
      date: '251120',
      time: '0905',
    });
  });

  it.each([...goodEdifactFixtures])('write(parse(%s)) reproduces the fixture', (name) => {
    const text = fixtureText(name);
    const [interchange] = parseEdifact(text).interchanges;
    if (interchange === undefined) throw new Error('no interchange');
    expect(writeEdifact(interchange, { newline: '\n' })).toBe(text);
    expect(writeEdifact(interchange)).toBe(text.replaceAll('\n', ''));
    // parse(write(parse(x))) has the same structure as parse(x).
    expect(parseEdifact(writeEdifact(interchange)).interchanges[0]?.messages).toEqual(
      parseEdifact(text.replaceAll('\n', '')).interchanges[0]?.messages,
    );
  });

  it('writes groups, and without UNA when asked', () => {
    const text = writeEdifact(
      {
        header: { ...ordrsp.header, ackRequested: true, test: true },
        groups: [
          {
            header: {
              messageGroupId: 'ORDRSP',
              senderId: 'S',
              recipientId: 'R',
              reference: 'G1',
              messageVersion: 'D',
              messageRelease: '96A',
            },
            messages: [response],
          },
        ],
      },
      { timestamp, una: false },
    );
    expect(
      text.startsWith("UNB+UNOA:3+4098765000002:14+4012345000009:14+251120:0905+301++++1++1'UNG+"),
    ).toBe(true);
    const result = parseEdifact(text);
    expect(result.errors).toEqual([]);
    expect(result.interchanges[0]).toMatchObject({ serviceStringAdvice: false, groupCount: 1 });
    expect(result.interchanges[0]?.header).toMatchObject({ ackRequested: true, test: true });
    expect(result.interchanges[0]?.groups[0]?.messageCount).toBe(1);
  });

  it('refuses lower case under UNOA', () => {
    const error = refused(() =>
      writeEdifact({
        ...ordrsp,
        messages: [{ ...response, segments: [{ tag: 'FTX', elements: ['AAI', '', '', 'Hello'] }] }],
      }),
    );
    expect(error.field).toBe('FTX04');
    expect(error.message).toBe(
      "FTX04 value 'Hello' contains 'e' (U+0065), which UNOA does not allow",
    );
  });

  it('writes UNOC text that encodes as Latin-1 and reads back', () => {
    const text = writeEdifact(
      {
        ...ordrsp,
        header: { ...ordrsp.header, syntaxId: 'UNOC' },
        messages: [
          {
            reference: 1,
            type: 'ORDRSP',
            version: 'D',
            release: '96A',
            agency: 'UN',
            segments: [{ tag: 'NAD', elements: ['SU', '', '', 'Müller Grüße'] }],
          },
        ],
      },
      { timestamp },
    );
    const bytes = encodeEdifactText(text, 'UNOC');
    expect(bytes).toHaveLength(text.length);
    expect(bytes.includes(0xfc)).toBe(true);
    const result = parseEdifact(bytes);
    expect(result.errors).toEqual([]);
    expect(result.interchanges[0]?.messages[0]?.segments[0]?.elements[3]).toEqual(['Müller Grüße']);
    expect(() => encodeEdifactText('Łódź', 'UNOC')).toThrow(/cannot be encoded in UNOC/);
  });

  it('defaults UNOY to syntax 4 with a CCYYMMDD date', () => {
    const text = writeEdifact(
      { ...ordrsp, header: { ...ordrsp.header, syntaxId: 'UNOY' } },
      { timestamp },
    );
    expect(text).toContain('UNB+UNOY:4+4098765000002:14+4012345000009:14+20251120:0905+301');
  });

  it.each([0, -3, 1.5, 123_456_789_012_345, '', 'REF-1', 'A+B', 'ABCDEFGHIJKLMNO'])(
    'refuses the reference %j',
    (reference) => {
      expect(
        refused(() =>
          writeEdifact({ ...ordrsp, header: { ...ordrsp.header, controlReference: reference } }),
        ).field,
      ).toBe('UNB05');
      expect(
        refused(() => writeEdifact({ ...ordrsp, messages: [{ ...response, reference }] })).field,
      ).toBe('UNH01');
    },
  );

  it('refuses a service character when no release character is in use, and clashing delimiters', () => {
    expect(
      refused(() => writeEdifact(ordrsp, { delimiters: { release: undefined } })).message,
    ).toContain("contains the service character '+' and no release character is in use");
    expect(refused(() => writeEdifact(ordrsp, { delimiters: { element: ':' } })).message).toContain(
      "element separator ':' is also the component separator",
    );
    expect(
      refused(() => writeEdifact(ordrsp, { una: false, delimiters: { segment: '~' } })).message,
    ).toContain('need a UNA');
    expect(
      refused(() => writeEdifact({ ...ordrsp, header: { ...ordrsp.header, syntaxId: 'UNOD' } }))
        .field,
    ).toBe('UNB01');
  });
});
