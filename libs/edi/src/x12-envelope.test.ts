import { describe, expect, it } from 'vitest';
import type { X12EnvelopeError } from './envelope-error';
import { chunksOf, collect, fixtureBytes, fixtureText, streamOf, utf8 } from './test-support';
import { parseX12, readX12, type X12StreamEvent, type X12TransactionSet } from './x12-envelope';

interface GoodFixture {
  readonly name: string;
  readonly controlNumber: string;
  readonly date: string;
  readonly time: string;
  readonly version: string;
  readonly functionalId: string;
  readonly groupControlNumber: string;
  readonly groupVersion: string;
  /** [ST01, ST02, segments ST..SE] of each set. */
  readonly sets: readonly (readonly [string, string, number])[];
}

const goodFixtures: readonly GoodFixture[] = [
  {
    name: 'x12-004010-820-remittance.edi',
    controlNumber: '000000106',
    date: '251230',
    time: '0700',
    version: '00401',
    functionalId: 'RA',
    groupControlNumber: '1061',
    groupVersion: '004010',
    sets: [['820', '0001', 10]],
  },
  {
    name: 'x12-004010-830-plan.edi',
    controlNumber: '000000105',
    date: '251124',
    time: '0600',
    version: '00401',
    functionalId: 'PS',
    groupControlNumber: '1051',
    groupVersion: '004010',
    sets: [['830', '0001', 14]],
  },
  {
    name: 'x12-004010-850-single.edi',
    controlNumber: '000000101',
    date: '251120',
    time: '1030',
    version: '00401',
    functionalId: 'PO',
    groupControlNumber: '1011',
    groupVersion: '004010',
    sets: [['850', '0001', 28]],
  },
  {
    name: 'x12-004010-850-three-orders.edi',
    controlNumber: '000000102',
    date: '251121',
    time: '0815',
    version: '00401',
    functionalId: 'PO',
    groupControlNumber: '1021',
    groupVersion: '004010',
    sets: [
      ['850', '0001', 25],
      ['850', '0002', 28],
      ['850', '0003', 22],
    ],
  },
  {
    name: 'x12-004010-860-change.edi',
    controlNumber: '000000104',
    date: '251123',
    time: '1100',
    version: '00401',
    functionalId: 'PC',
    groupControlNumber: '1041',
    groupVersion: '004010',
    sets: [['860', '0001', 7]],
  },
  {
    name: 'x12-004010-997-accepts-856.edi',
    controlNumber: '000000107',
    date: '251126',
    time: '1200',
    version: '00401',
    functionalId: 'FA',
    groupControlNumber: '1071',
    groupVersion: '004010',
    sets: [['997', '0001', 6]],
  },
  {
    name: 'x12-005010-850-dropship.edi',
    controlNumber: '000000103',
    date: '251122',
    time: '0900',
    version: '00501',
    functionalId: 'PO',
    groupControlNumber: '1031',
    groupVersion: '005010',
    sets: [['850', '0001', 28]],
  },
];

const isa = (controlNumber = '000000001'): string =>
  `ISA*00*          *00*          *ZZ*RETAILCO       *ZZ*ACMESUPPLY     *251120*1030*U*00401*${controlNumber}*0*P*>`;
const gs = (controlNumber = '1'): string =>
  `GS*PO*RETAILCO*ACMESUPPLY*20251120*1030*${controlNumber}*X*004010`;
const set850 = (controlNumber: string, segmentCount?: number): string[] => [
  `ST*850*${controlNumber}`,
  `BEG*00*SA*PO-${controlNumber}**20251120`,
  'PO1*1*24*EA*12.50**UP*012345678905',
  `SE*${segmentCount ?? 4}*${controlNumber}`,
];
const text = (segments: readonly string[]): string =>
  segments.map((segment) => `${segment}~\n`).join('');

/** The error fields a test pins down. */
const brief = (error: X12EnvelopeError | undefined) =>
  error && {
    code: error.code,
    level: error.level,
    segmentPosition: error.segmentPosition,
    segmentTag: error.segmentTag,
    elementPosition: error.elementPosition,
    controlNumber: error.controlNumber,
    ack: error.ack,
  };

describe('parseX12 on the good fixtures', () => {
  it.each(goodFixtures)('$name: headers, counts, no errors', (fixture) => {
    const result = parseX12(fixtureBytes(fixture.name));
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    expect(result.interchangeCount).toBe(1);
    const [interchange] = result.interchanges;
    expect(interchange?.header).toEqual({
      authorizationQualifier: '00',
      authorizationInformation: '',
      securityQualifier: '00',
      securityInformation: '',
      senderQualifier: 'ZZ',
      senderId: 'RETAILCO',
      receiverQualifier: 'ZZ',
      receiverId: 'ACMESUPPLY',
      date: fixture.date,
      time: fixture.time,
      version: fixture.version,
      controlNumber: fixture.controlNumber,
      ackRequested: false,
      usageIndicator: 'P',
    });
    expect(interchange?.complete).toBe(true);
    expect(interchange?.groupCount).toBe(1);
    const [group] = interchange?.groups ?? [];
    expect(group?.header).toEqual({
      functionalId: fixture.functionalId,
      applicationSender: 'RETAILCO',
      applicationReceiver: 'ACMESUPPLY',
      date: `20${fixture.date}`,
      time: fixture.time,
      controlNumber: fixture.groupControlNumber,
      responsibleAgency: 'X',
      version: fixture.groupVersion,
    });
    expect(group?.transactionCount).toBe(fixture.sets.length);
    expect(group?.validTransactionCount).toBe(fixture.sets.length);
    expect(
      group?.transactions.map((set) => [set.setId, set.controlNumber, set.segmentCount]),
    ).toEqual(fixture.sets);
    for (const set of group?.transactions ?? []) {
      expect(set).toMatchObject({ complete: true, supported: true, valid: true, errors: [] });
      expect(set.segments).toHaveLength(set.segmentCount - 2);
    }
    expect(result.transactionCount).toBe(fixture.sets.length);
  });

  it('keeps each set’s segments in order, without ST and SE', () => {
    const result = parseX12(fixtureText('x12-004010-997-accepts-856.edi'));
    const set = result.interchanges[0]?.groups[0]?.transactions[0];
    expect(set?.segments.map((segment) => segment.tag)).toEqual(['AK1', 'AK2', 'AK5', 'AK9']);
    expect(set?.segments[3]?.elements).toEqual([['A'], ['1'], ['1'], ['1']]);
    expect(set?.position).toBe(3);
  });
});

describe('parseX12 on the bad fixtures', () => {
  it('empty: EMPTY_INPUT', () => {
    const result = parseX12(fixtureBytes('bad/empty.edi'));
    expect(result.valid).toBe(false);
    expect(result.interchanges).toEqual([]);
    expect(result.errors.map(brief)).toEqual([
      {
        code: 'EMPTY_INPUT',
        level: 'interchange',
        segmentPosition: 0,
        segmentTag: '',
        elementPosition: undefined,
        controlNumber: undefined,
        ack: {},
      },
    ]);
    expect(result.errors[0]?.message).toBe('Input is empty: no X12 interchange');
  });

  it('not-edi: NOT_EDI', () => {
    const result = parseX12(fixtureBytes('bad/not-edi.txt'));
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatchObject({ code: 'NOT_EDI', segmentPosition: 0, offset: 0 });
    expect(result.errors[0]?.message).toContain(
      'is not an X12 interchange: expected ISA at byte 0',
    );
  });

  it('iea-mismatch: IEA02 against ISA13; the set itself stays acceptable', () => {
    const result = parseX12(fixtureBytes('bad/iea-mismatch.edi'));
    expect(result.errors.map(brief)).toEqual([
      {
        code: 'CONTROL_NUMBER_MISMATCH',
        level: 'interchange',
        segmentPosition: 32,
        segmentTag: 'IEA',
        elementPosition: 2,
        controlNumber: '000000108',
        ack: { ta1: '001' },
      },
    ]);
    expect(result.errors[0]?.message).toBe('IEA02 000000999 does not match ISA13 000000108');
    expect(result.interchanges[0]?.errors).toHaveLength(1);
    expect(result.interchanges[0]?.groups[0]?.transactions[0]?.valid).toBe(true);
  });

  it('truncated: the cut segment, then the missing SE, GE and IEA', () => {
    const result = parseX12(fixtureBytes('bad/truncated.edi'));
    expect(result.errors.map(brief)).toEqual([
      {
        code: 'UNTERMINATED_SEGMENT',
        level: 'interchange',
        segmentPosition: 16,
        segmentTag: 'N1',
        elementPosition: undefined,
        controlNumber: '000000108',
        ack: { ta1: '023' },
      },
      {
        code: 'MISSING_TRAILER',
        level: 'transaction',
        segmentPosition: 16,
        segmentTag: 'SE',
        elementPosition: undefined,
        controlNumber: '0001',
        ack: { ak5: '2' },
      },
      {
        code: 'MISSING_TRAILER',
        level: 'group',
        segmentPosition: 16,
        segmentTag: 'GE',
        elementPosition: undefined,
        controlNumber: '1081',
        ack: { ak9: '3' },
      },
      {
        code: 'MISSING_TRAILER',
        level: 'interchange',
        segmentPosition: 16,
        segmentTag: 'IEA',
        elementPosition: undefined,
        controlNumber: '000000108',
        ack: { ta1: '023' },
      },
    ]);
    expect(result.errors[1]?.message).toBe(
      'Transaction set 850 0001 (ST at segment 3) has no SE trailer: the input ends at segment 16',
    );
    expect(result.errors[3]?.message).toContain('Interchange 000000108 has no IEA trailer');
    const set = result.interchanges[0]?.groups[0]?.transactions[0];
    expect(set).toMatchObject({ complete: false, valid: false, segmentCount: 13 });
    expect(result.interchanges[0]?.complete).toBe(false);
  });

  it('unknown-transaction-999: reported as unsupported, the caller may widen the list', () => {
    const result = parseX12(fixtureBytes('bad/unknown-transaction-999.edi'));
    expect(result.errors.map(brief)).toEqual([
      {
        code: 'UNSUPPORTED_TRANSACTION_SET',
        level: 'transaction',
        segmentPosition: 3,
        segmentTag: 'ST',
        elementPosition: 1,
        controlNumber: '0001',
        ack: { ak5: '1' },
      },
    ]);
    expect(result.errors[0]?.message).toBe('Transaction set 999 (ST02 0001) is not supported');
    const set = result.interchanges[0]?.groups[0]?.transactions[0];
    expect(set).toMatchObject({ setId: '999', supported: false, valid: false, complete: true });
    const widened = parseX12(fixtureBytes('bad/unknown-transaction-999.edi'), {
      supportedTransactionSets: ['999'],
    });
    expect(widened.errors).toEqual([]);
  });

  it('wrong-se-count: SE01 against the segments counted', () => {
    const result = parseX12(fixtureBytes('bad/wrong-se-count.edi'));
    expect(result.errors.map(brief)).toEqual([
      {
        code: 'SEGMENT_COUNT_MISMATCH',
        level: 'transaction',
        segmentPosition: 30,
        segmentTag: 'SE',
        elementPosition: 1,
        controlNumber: '0001',
        ack: { ak5: '4' },
      },
    ]);
    expect(result.errors[0]?.message).toBe(
      'SE01 928 does not match the 28 segments counted in transaction set 0001 (ST to SE inclusive)',
    );
    expect(result.validTransactionCount).toBe(0);
  });
});

describe('parseX12 envelope checks', () => {
  it('accepts the good sets of a group and rejects the bad one', () => {
    const result = parseX12(
      text([
        isa(),
        gs(),
        ...set850('0001'),
        ...set850('0002', 5),
        ...set850('0003'),
        'GE*3*1',
        'IEA*1*000000001',
      ]),
    );
    const sets = result.interchanges[0]?.groups[0]?.transactions ?? [];
    expect(sets.map((set) => [set.controlNumber, set.valid])).toEqual([
      ['0001', true],
      ['0002', false],
      ['0003', true],
    ]);
    expect(result.errors.map((error) => error.code)).toEqual(['SEGMENT_COUNT_MISMATCH']);
    expect(result.validTransactionCount).toBe(2);
  });

  it('checks GE01, GE02 and IEA01', () => {
    const result = parseX12(text([isa(), gs('7'), ...set850('0001'), 'GE*2*8', 'IEA*2*000000001']));
    expect(result.errors.map(brief)).toEqual([
      {
        code: 'TRANSACTION_COUNT_MISMATCH',
        level: 'group',
        segmentPosition: 7,
        segmentTag: 'GE',
        elementPosition: 1,
        controlNumber: '7',
        ack: { ak9: '5' },
      },
      {
        code: 'CONTROL_NUMBER_MISMATCH',
        level: 'group',
        segmentPosition: 7,
        segmentTag: 'GE',
        elementPosition: 2,
        controlNumber: '7',
        ack: { ak9: '4' },
      },
      {
        code: 'GROUP_COUNT_MISMATCH',
        level: 'interchange',
        segmentPosition: 8,
        segmentTag: 'IEA',
        elementPosition: 1,
        controlNumber: '000000001',
        ack: { ta1: '021' },
      },
    ]);
    expect(result.errors.map((error) => error.message)).toEqual([
      'GE01 2 does not match the 1 transaction sets in functional group 7',
      'GE02 8 does not match GS06 7',
      'IEA01 2 does not match the 1 functional groups in interchange 000000001',
    ]);
  });

  it('checks SE02 against ST02', () => {
    const result = parseX12(
      text([
        isa(),
        gs(),
        'ST*850*0001',
        'BEG*00*SA*1**20251120',
        'SE*3*0002',
        'GE*1*1',
        'IEA*1*000000001',
      ]),
    );
    expect(result.errors.map(brief)).toEqual([
      {
        code: 'CONTROL_NUMBER_MISMATCH',
        level: 'transaction',
        segmentPosition: 5,
        segmentTag: 'SE',
        elementPosition: 2,
        controlNumber: '0001',
        ack: { ak5: '3' },
      },
    ]);
    expect(result.errors[0]?.message).toBe('SE02 0002 does not match ST02 0001');
  });

  it('reports segments outside a set, duplicates and misplaced envelope segments', () => {
    const result = parseX12(
      text([
        isa(),
        gs(),
        ...set850('0001'),
        'REF*ZZ*STRAY',
        ...set850('0001'),
        'SE*4*0009',
        'GE*2*1',
        'IEA*1*000000001',
      ]),
    );
    expect(
      result.errors.map((error) => [error.code, error.segmentTag, error.segmentPosition]),
    ).toEqual([
      ['SEGMENT_OUTSIDE_ENVELOPE', 'REF', 7],
      ['DUPLICATE_CONTROL_NUMBER', 'ST', 8],
      ['UNEXPECTED_SEGMENT', 'SE', 12],
    ]);
    expect(result.errors[0]?.message).toBe(
      'Segment REF at position 7 is outside a transaction set (ST..SE)',
    );
    expect(result.errors[1]?.ack).toEqual({ ak5: '23' });
    expect(result.errors[2]?.message).toBe(
      'SE at segment 12 has no open transaction set (no ST before it)',
    );
  });

  it('finds a repeated ST02 in a run of consecutive numbers, among scattered ones and as text', () => {
    const scattered = Array.from({ length: 40 }, (_, index) => String(1000 + index * 37));
    const numbers = [
      ...['0001', '0002', '0003', '0004'],
      '0003',
      '00003',
      ...scattered,
      '99999',
      '100000',
      '0004',
      scattered[30] ?? '',
      'A0001',
      '123456789',
      'A0001',
      '123456789',
      '0001',
    ];
    const result = parseX12(
      text([
        isa(),
        gs(),
        ...numbers.flatMap((number) => set850(number)),
        `GE*${numbers.length}*1`,
        'IEA*1*000000001',
      ]),
    );
    const duplicates = result.errors.flatMap((error) =>
      error.code === 'DUPLICATE_CONTROL_NUMBER' ? [error.controlNumber] : [],
    );
    expect(duplicates).toEqual(['0003', '0004', scattered[30], 'A0001', '123456789', '0001']);
    expect(result.errors).toHaveLength(duplicates.length);
  });

  it('reports envelope segments with more elements than defined', () => {
    const result = parseX12(
      text([
        isa(),
        gs(),
        'ST*850*0001',
        'BEG*00*SA*1**20251120',
        'SE*3*0001*X',
        'GE*1*1',
        'IEA*1*000000001',
      ]),
    );
    expect(result.errors.map(brief)).toEqual([
      {
        code: 'TOO_MANY_ELEMENTS',
        level: 'transaction',
        segmentPosition: 5,
        segmentTag: 'SE',
        elementPosition: 3,
        controlNumber: '0001',
        ack: { ak5: '5', ak3: '8', ak4: '3' },
      },
    ]);
    expect(result.errors[0]?.message).toBe(
      "SE at segment 5 has 3 elements; SE defines 2 (SE03 'X')",
    );
  });

  it('closes a set whose SE is missing when the GE comes', () => {
    const result = parseX12(
      text([isa(), gs(), 'ST*850*0001', 'BEG*00*SA*1**20251120', 'GE*1*1', 'IEA*1*000000001']),
    );
    expect(result.errors.map(brief)).toEqual([
      {
        code: 'MISSING_TRAILER',
        level: 'transaction',
        segmentPosition: 5,
        segmentTag: 'SE',
        elementPosition: undefined,
        controlNumber: '0001',
        ack: { ak5: '2' },
      },
    ]);
    expect(result.interchanges[0]?.groups[0]?.transactions[0]?.complete).toBe(false);
  });

  it('reports an ST outside a group and bad ISA fields', () => {
    const result = parseX12(
      text([isa('00000000A').replace('*P*>', '*X*>'), ...set850('0001'), 'IEA*0*00000000A']),
    );
    expect(
      result.errors.map((error) => [error.code, error.segmentTag, error.elementPosition]),
    ).toEqual([
      ['INVALID_ELEMENT', 'ISA', 13],
      ['INVALID_ELEMENT', 'ISA', 15],
      ['UNEXPECTED_SEGMENT', 'ST', undefined],
    ]);
    expect(result.errors[0]?.ack).toEqual({ ta1: '018' });
    expect(result.errors[1]?.message).toBe("ISA15 'X' is not P, T or I");
    expect(result.errors[2]?.message).toBe(
      'ST at segment 2 is not inside a functional group (no GS before it)',
    );
  });

  it('files invalid UTF-8 under the set that holds it', () => {
    const source = text([
      isa(),
      gs(),
      ...set850('0001'),
      ...set850('0002'),
      'GE*2*1',
      'IEA*1*000000001',
    ]);
    const bytes = utf8(source);
    bytes[source.indexOf('PO-0002') + 3] = 0xff;
    const result = parseX12(bytes);
    expect(result.errors.map(brief)).toEqual([
      {
        code: 'INVALID_UTF8',
        level: 'transaction',
        segmentPosition: 8,
        segmentTag: 'BEG',
        elementPosition: 3,
        controlNumber: '0002',
        ack: { ak5: '5', ak3: '8', ak4: '6' },
      },
    ]);
    expect(result.errors[0]?.offset).toBe(source.indexOf('PO-0002') + 3);
    const sets = result.interchanges[0]?.groups[0]?.transactions ?? [];
    expect(sets.map((set) => set.valid)).toEqual([true, false]);
  });

  it('reads several interchanges and flags a repeated ISA13', () => {
    const one = text([isa(), gs(), ...set850('0001'), 'GE*1*1', 'IEA*1*000000001']);
    const result = parseX12(one + one);
    expect(result.interchangeCount).toBe(2);
    expect(result.transactionCount).toBe(2);
    expect(result.errors.map(brief)).toEqual([
      {
        code: 'DUPLICATE_CONTROL_NUMBER',
        level: 'interchange',
        segmentPosition: 1,
        segmentTag: 'ISA',
        elementPosition: 13,
        controlNumber: '000000001',
        ack: { ta1: '025' },
      },
    ]);
  });
});

describe('readX12 (streaming)', () => {
  it('yields each set when its SE is read, then a summary', async () => {
    const bytes = fixtureBytes('x12-004010-850-three-orders.edi');
    const events: X12StreamEvent[] = await collect(readX12(streamOf(chunksOf(bytes, 7))));
    const sets = events.flatMap((event) =>
      event.type === 'transaction' ? [event.transaction] : [],
    );
    expect(sets.map((set) => [set.controlNumber, set.segmentCount, set.valid])).toEqual([
      ['0001', 25, true],
      ['0002', 28, true],
      ['0003', 22, true],
    ]);
    const first = events[0];
    expect(first?.type === 'transaction' && first.group.controlNumber).toBe('1021');
    expect(first?.type === 'transaction' && first.interchange.controlNumber).toBe('000000102');
    const last = events.at(-1);
    expect(last?.type).toBe('summary');
    if (last?.type !== 'summary') return;
    expect(last.summary).toMatchObject({
      interchangeCount: 1,
      groupCount: 1,
      transactionCount: 3,
      validTransactionCount: 3,
      segmentCount: 79,
      errors: [],
      valid: true,
    });
    expect(last.summary.interchanges[0]?.groups[0]?.transactionCount).toBe(3);
  });

  it('gives the same sets and errors as parseX12 for every bad fixture', async () => {
    for (const name of [
      'bad/empty.edi',
      'bad/iea-mismatch.edi',
      'bad/not-edi.txt',
      'bad/truncated.edi',
      'bad/unknown-transaction-999.edi',
      'bad/wrong-se-count.edi',
    ]) {
      const bytes = fixtureBytes(name);
      const parsed = parseX12(bytes);
      const events = await collect(readX12(streamOf(chunksOf(bytes, { seed: 11 }))));
      const sets: X12TransactionSet[] = events.flatMap((event) =>
        event.type === 'transaction' ? [event.transaction] : [],
      );
      const summary = events.at(-1);
      expect(summary?.type === 'summary' && summary.summary.errors).toEqual(parsed.errors);
      expect(sets).toEqual(
        parsed.interchanges.flatMap((i) => i.groups.flatMap((g) => g.transactions)),
      );
    }
  });
});
