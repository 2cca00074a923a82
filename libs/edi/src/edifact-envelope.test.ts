import { describe, expect, it } from 'vitest';
import { parseEdifact, readEdifact } from './edifact-envelope';
import type { EdifactEnvelopeError } from './envelope-error';
import { chunksOf, collect, fixtureBytes, latin1, streamOf } from './test-support';

const unb = (reference = 'REF1', syntax = 'UNOA'): string =>
  `UNB+${syntax}:3+SENDER:14+RECEIVER:14+251120:1030+${reference}`;
const message = (reference: string, count?: number, type = 'ORDERS'): string[] => [
  `UNH+${reference}+${type}:D:96A:UN:EAN008`,
  `BGM+220+PO${reference}+9`,
  'DTM+137:20251120:102',
  `UNT+${count ?? 4}+${reference}`,
];
const text = (segments: readonly string[]): string =>
  `UNA:+.? '\n${segments.map((segment) => `${segment}'\n`).join('')}`;

const brief = (error: EdifactEnvelopeError | undefined) =>
  error && {
    code: error.code,
    level: error.level,
    segmentPosition: error.segmentPosition,
    segmentTag: error.segmentTag,
    elementPosition: error.elementPosition,
    controlNumber: error.controlNumber,
    ack: error.ack,
  };

describe('parseEdifact on the fixtures', () => {
  it('ORDERS D96A: UNB fields, one valid message', () => {
    const result = parseEdifact(fixtureBytes('edifact-d96a-orders.edi'));
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    const [interchange] = result.interchanges;
    expect(interchange?.header).toEqual({
      syntaxId: 'UNOC',
      syntaxVersion: '3',
      senderId: '4012345000009',
      senderQualifier: '14',
      recipientId: '4098765000002',
      recipientQualifier: '14',
      date: '251120',
      time: '1030',
      controlReference: 'EU0000201',
      ackRequested: false,
      test: false,
    });
    expect(interchange).toMatchObject({
      serviceStringAdvice: true,
      offset: 0,
      messageCount: 1,
      groupCount: 0,
      complete: true,
    });
    const [orders] = interchange?.messages ?? [];
    expect(orders).toMatchObject({
      reference: '1',
      type: 'ORDERS',
      version: 'D',
      release: '96A',
      agency: 'UN',
      associationCode: 'EAN008',
      position: 2,
      segmentCount: 20,
      complete: true,
      supported: true,
      valid: true,
    });
    expect(orders?.segments).toHaveLength(18);
    expect(orders?.segments[0]?.tag).toBe('BGM');
  });

  it('REMADV D96A', () => {
    const result = parseEdifact(fixtureBytes('edifact-d96a-remadv.edi'));
    expect(result.errors).toEqual([]);
    const [remadv] = result.interchanges[0]?.messages ?? [];
    expect(remadv).toMatchObject({ type: 'REMADV', associationCode: 'EAN003', segmentCount: 10 });
    expect(result.interchanges[0]?.header.controlReference).toBe('EU0000202');
  });
});

describe('parseEdifact envelope checks', () => {
  it('checks UNT01 and UNT02, accepting the other messages', () => {
    const result = parseEdifact(
      text([
        unb(),
        ...message('1'),
        ...message('2', 5),
        ...message('3').slice(0, 3),
        'UNT+4+9',
        'UNZ+3+REF1',
      ]),
    );
    expect(result.errors.map(brief)).toEqual([
      {
        code: 'SEGMENT_COUNT_MISMATCH',
        level: 'transaction',
        segmentPosition: 9,
        segmentTag: 'UNT',
        elementPosition: 1,
        controlNumber: '2',
        ack: { action: '4', syntaxError: '29' },
      },
      {
        code: 'CONTROL_NUMBER_MISMATCH',
        level: 'transaction',
        segmentPosition: 13,
        segmentTag: 'UNT',
        elementPosition: 2,
        controlNumber: '3',
        ack: { action: '4', syntaxError: '28' },
      },
    ]);
    expect(result.errors.map((error) => error.message)).toEqual([
      'UNT01 5 does not match the 4 segments counted in message 2 (UNH to UNT inclusive)',
      'UNT02 9 does not match UNH01 3',
    ]);
    expect(result.interchanges[0]?.messages.map((m) => m.valid)).toEqual([true, false, false]);
    expect(result.validMessageCount).toBe(1);
  });

  it('checks UNZ01 and UNZ02', () => {
    const result = parseEdifact(text([unb(), ...message('1'), 'UNZ+2+REF2']));
    expect(result.errors.map(brief)).toEqual([
      {
        code: 'TRANSACTION_COUNT_MISMATCH',
        level: 'interchange',
        segmentPosition: 6,
        segmentTag: 'UNZ',
        elementPosition: 1,
        controlNumber: 'REF1',
        ack: { action: '4', syntaxError: '29' },
      },
      {
        code: 'CONTROL_NUMBER_MISMATCH',
        level: 'interchange',
        segmentPosition: 6,
        segmentTag: 'UNZ',
        elementPosition: 2,
        controlNumber: 'REF1',
        ack: { action: '4', syntaxError: '28' },
      },
    ]);
    expect(result.errors[1]?.message).toBe('UNZ02 REF2 does not match UNB05 REF1');
  });

  it('reads UNG/UNE groups and checks their counts and references', () => {
    const ung = (reference: string) =>
      `UNG+ORDERS+SENDER:14+RECEIVER:14+251120:1030+${reference}+UN+D:96A:EAN008`;
    const result = parseEdifact(
      text([
        unb(),
        ung('G1'),
        ...message('1'),
        ...message('2'),
        'UNE+2+G1',
        ung('G2'),
        ...message('1'),
        'UNE+2+G9',
        'UNZ+2+REF1',
      ]),
    );
    const [interchange] = result.interchanges;
    expect(interchange?.groupCount).toBe(2);
    expect(interchange?.messages).toEqual([]);
    expect(interchange?.groups[0]?.header).toEqual({
      messageGroupId: 'ORDERS',
      senderId: 'SENDER',
      senderQualifier: '14',
      recipientId: 'RECEIVER',
      recipientQualifier: '14',
      date: '251120',
      time: '1030',
      reference: 'G1',
      controllingAgency: 'UN',
      messageVersion: 'D',
      messageRelease: '96A',
      associationCode: 'EAN008',
    });
    expect(interchange?.groups.map((group) => group.messageCount)).toEqual([2, 1]);
    expect(
      result.errors.map((error) => [error.code, error.segmentTag, error.ack.syntaxError]),
    ).toEqual([
      ['TRANSACTION_COUNT_MISMATCH', 'UNE', '29'],
      ['CONTROL_NUMBER_MISMATCH', 'UNE', '28'],
    ]);
    expect(result.errors[0]?.message).toBe('UNE01 2 does not match the 1 messages in group G2');
    // Group errors leave the messages themselves valid.
    expect(result.validMessageCount).toBe(3);
  });

  it('reports groups and bare messages mixed, duplicates, unsupported types, stray segments', () => {
    const result = parseEdifact(
      text([
        unb(),
        ...message('1'),
        'BGM+220+STRAY+9',
        ...message('1', 4, 'PRICAT'),
        'UNG+ORDERS+S+R+251120:1030+G1+UN+D:96A',
        ...message('3'),
        'UNE+1+G1',
        'UNZ+3+REF1',
      ]),
    );
    expect(
      result.errors.map((error) => [error.code, error.segmentTag, error.ack.syntaxError]),
    ).toEqual([
      ['SEGMENT_OUTSIDE_ENVELOPE', 'BGM', '33'],
      ['UNSUPPORTED_TRANSACTION_SET', 'UNH', '14'],
      ['DUPLICATE_CONTROL_NUMBER', 'UNH', '26'],
      ['GROUPS_AND_MESSAGES_MIXED', 'UNG', '30'],
      ['GROUP_COUNT_MISMATCH', 'UNZ', '29'],
    ]);
    expect(result.errors[1]?.message).toBe('Message type PRICAT (UNH01 1) is not supported');
    expect(result.errors[1]?.elementPosition).toBe(2);
    const widened = parseEdifact(text([unb(), ...message('1', 4, 'PRICAT'), 'UNZ+1+REF1']), {
      supportedMessages: ['PRICAT'],
    });
    expect(widened.errors).toEqual([]);
  });

  it('reports envelope segments with more elements than defined', () => {
    const result = parseEdifact(
      text([unb(), ...message('1').slice(0, 3), 'UNT+4+1+X', 'UNZ+1+REF1']),
    );
    expect(result.errors.map(brief)).toEqual([
      {
        code: 'TOO_MANY_ELEMENTS',
        level: 'transaction',
        segmentPosition: 5,
        segmentTag: 'UNT',
        elementPosition: 3,
        controlNumber: '1',
        ack: { action: '4', syntaxError: '16' },
      },
    ]);
  });

  it('reports missing UNT and UNZ in a truncated interchange', () => {
    const full = text([unb(), ...message('1'), 'UNZ+1+REF1']);
    const result = parseEdifact(full.slice(0, full.indexOf('DTM')));
    expect(result.errors.map(brief)).toEqual([
      {
        code: 'MISSING_TRAILER',
        level: 'transaction',
        segmentPosition: 4,
        segmentTag: 'UNT',
        elementPosition: undefined,
        controlNumber: '1',
        ack: { action: '4', syntaxError: '13' },
      },
      {
        code: 'MISSING_TRAILER',
        level: 'interchange',
        segmentPosition: 4,
        segmentTag: 'UNZ',
        elementPosition: undefined,
        controlNumber: 'REF1',
        ack: { action: '4', syntaxError: '13' },
      },
    ]);
    expect(result.errors[0]?.message).toBe(
      'Message ORDERS 1 (UNH at segment 2) has no UNT trailer: the input ends at segment 4',
    );
  });

  it('files a UNOA character error under its message, with CONTRL code 21', () => {
    const result = parseEdifact(
      text([
        unb(),
        ...message('1'),
        'UNH+2+ORDERS:D:96A:UN',
        'FTX+AAI+++lower',
        'UNT+3+2',
        'UNZ+2+REF1',
      ]),
    );
    expect(result.errors.map(brief)).toEqual([
      {
        code: 'INVALID_CHARACTER',
        level: 'transaction',
        segmentPosition: 7,
        segmentTag: 'FTX',
        elementPosition: 4,
        controlNumber: '2',
        ack: { action: '4', syntaxError: '21' },
      },
    ]);
    expect(result.interchanges[0]?.messages.map((m) => m.valid)).toEqual([true, false]);
  });

  it('reports UNB problems at interchange level', () => {
    const missing = parseEdifact(text(['UNB+UNOA:3+SENDER+RECEIVER+251120:1030', 'UNZ+0+']));
    expect(missing.errors.map((error) => [error.code, error.elementPosition])).toEqual([
      ['MISSING_ELEMENT', 5],
    ]);
    const syntax = parseEdifact(latin1(text([unb('REF1', 'UNOK'), 'UNZ+0+REF1'])));
    expect(syntax.errors.map((error) => [error.code, error.ack.syntaxError])).toEqual([
      ['UNSUPPORTED_SYNTAX', '2'],
    ]);
    expect(parseEdifact('').errors.map((error) => error.code)).toEqual(['EMPTY_INPUT']);
  });
});

describe('readEdifact (streaming)', () => {
  it('yields each message when its UNT is read, then a summary', async () => {
    const bytes = fixtureBytes('edifact-d96a-orders.edi');
    const events = await collect(readEdifact(streamOf(chunksOf(bytes, 5))));
    expect(events.map((event) => event.type)).toEqual(['message', 'summary']);
    const [first, last] = events;
    expect(first?.type === 'message' && first.message.segments).toHaveLength(18);
    expect(first?.type === 'message' && first.interchange.controlReference).toBe('EU0000201');
    expect(last?.type === 'summary' && last.summary).toMatchObject({
      messageCount: 1,
      validMessageCount: 1,
      segmentCount: 22,
      valid: true,
    });
  });
});
