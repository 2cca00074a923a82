import { describe, expect, it } from 'vitest';
import { fixtureText, goodX12Fixtures } from './test-support';
import { EdiWriteError } from './writer-common';
import { parseX12 } from './x12-envelope';
import {
  createX12Writer,
  writeX12,
  type X12GroupHeaderInput,
  type X12InterchangeInput,
} from './x12-writer';

const timestamp = new Date(Date.UTC(2025, 10, 20, 9, 5));

const groupHeader: X12GroupHeaderInput = {
  functionalId: 'PR',
  applicationSender: 'ACMESUPPLY',
  applicationReceiver: 'RETAILCO',
  controlNumber: 7,
};

const order: X12InterchangeInput = {
  header: {
    senderQualifier: 'ZZ',
    senderId: 'ACMESUPPLY',
    receiverQualifier: '01',
    receiverId: '123456789',
    controlNumber: 42,
  },
  groups: [
    {
      header: groupHeader,
      transactions: [
        {
          setId: '855',
          controlNumber: 1,
          segments: [
            { tag: 'BAK', elements: ['00', 'AC', '4500012345', '20251120'] },
            { tag: 'PO1', elements: ['1', '24', 'EA', '12.50', '', 'UP', '012345678905'] },
            { tag: 'ACK', elements: ['IA', '24', 'EA'] },
            { tag: 'CTT', elements: ['1'] },
          ],
        },
        {
          setId: '855',
          controlNumber: 2,
          segments: [{ tag: 'BAK', elements: ['00', 'RJ', '4500012346', '20251120'] }],
        },
      ],
    },
  ],
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

describe('writeX12', () => {
  it('writes a fixed-width ISA, dated envelopes and correct counts', () => {
    const text = writeX12(order, { timestamp, newline: '\n' });
    expect(text.split('\n')).toEqual([
      'ISA*00*          *00*          *ZZ*ACMESUPPLY     *01*123456789      *251120*0905*U*00401*000000042*0*P*>~',
      'GS*PR*ACMESUPPLY*RETAILCO*20251120*0905*7*X*004010~',
      'ST*855*0001~',
      'BAK*00*AC*4500012345*20251120~',
      'PO1*1*24*EA*12.50**UP*012345678905~',
      'ACK*IA*24*EA~',
      'CTT*1~',
      'SE*6*0001~',
      'ST*855*0002~',
      'BAK*00*RJ*4500012346*20251120~',
      'SE*3*0002~',
      'GE*2*7~',
      'IEA*1*000000042~',
      '',
    ]);
    expect(text.indexOf('GS')).toBe(107);
  });

  it('round trips: parse(write(x)) gives back x', () => {
    const result = parseX12(writeX12(order, { timestamp }));
    expect(result.errors).toEqual([]);
    const [interchange] = result.interchanges;
    expect(interchange?.header).toMatchObject({
      senderId: 'ACMESUPPLY',
      receiverQualifier: '01',
      receiverId: '123456789',
      controlNumber: '000000042',
      date: '251120',
      time: '0905',
    });
    const sets = interchange?.groups[0]?.transactions ?? [];
    const original = order.groups[0]?.transactions ?? [];
    expect(sets.map((set) => set.setId)).toEqual(['855', '855']);
    expect(sets.map((set) => set.segments.map(({ tag, elements }) => ({ tag, elements })))).toEqual(
      original.map((set) =>
        set.segments.map(({ tag, elements }) => ({
          tag,
          elements: elements.map((element) => (typeof element === 'string' ? [element] : element)),
        })),
      ),
    );
  });

  it.each([...goodX12Fixtures])('write(parse(%s)) reproduces the fixture', (name) => {
    const text = fixtureText(name);
    const result = parseX12(text);
    const [interchange] = result.interchanges;
    if (interchange === undefined) throw new Error('no interchange');
    expect(writeX12(interchange, { newline: '\n' })).toBe(text);
    // And without line breaks, the same modulo line breaks.
    expect(writeX12(interchange)).toBe(text.replaceAll('\n', ''));
    // parse(write(parse(x))) has the same structure as parse(x).
    expect(parseX12(writeX12(interchange)).interchanges[0]?.groups).toEqual(
      parseX12(text.replaceAll('\n', '')).interchanges[0]?.groups,
    );
  });

  it('writes 00501 with the ^ repetition separator, components and repetitions', () => {
    const text = writeX12(
      {
        header: { ...order.header, version: '00501' },
        groups: [
          {
            header: { ...groupHeader, functionalId: 'PO', controlNumber: 1 },
            transactions: [],
          },
        ],
      },
      { timestamp },
    );
    expect(text).toContain('*^*00501*000000042*');
    expect(text).toContain('*X*005010~');
  });

  it('writes and reads back repeated and composite elements with custom delimiters', () => {
    const input: X12InterchangeInput = {
      header: { ...order.header, version: '00501' },
      groups: [
        {
          header: {
            functionalId: 'PO',
            applicationSender: 'ACMESUPPLY',
            applicationReceiver: 'RETAILCO',
            controlNumber: 1,
          },
          transactions: [
            {
              setId: '850',
              controlNumber: 1,
              segments: [
                { tag: 'MEA', elements: ['PD', 'G', '10', ['LB', '2.2']] },
                {
                  tag: 'REF',
                  elements: ['ZZ', 'A'],
                  repetitions: { 1: ['A', 'B', ['C', 'D']] },
                },
              ],
            },
          ],
        },
      ],
    };
    const delimiters = { element: '|', component: '^', repetition: '!', segment: '\n' };
    const text = writeX12(input, { timestamp, delimiters });
    expect(text).toContain('\nMEA|PD|G|10|LB^2.2\nREF|ZZ|A!B!C^D\n');
    const result = parseX12(text);
    expect(result.errors).toEqual([]);
    expect(result.interchanges[0]?.delimiters).toEqual(delimiters);
    const ref = result.interchanges[0]?.groups[0]?.transactions[0]?.segments[1];
    expect(ref?.repetitions).toEqual({ 1: [['A'], ['B'], ['C', 'D']] });
  });

  it('trims trailing empty elements and components', () => {
    const writer = createX12Writer(order.header, { timestamp });
    expect(writer.segment({ tag: 'N1', elements: ['ST', 'NAME', '', ''] })).toBe('N1*ST*NAME~');
    expect(writer.segment({ tag: 'MEA', elements: ['PD', ['LB', '', '']] })).toBe('MEA*PD*LB~');
    expect(writer.segment({ tag: 'LS', elements: [] })).toBe('LS~');
  });

  it('writes the same piece by piece as at once', () => {
    const writer = createX12Writer(order.header, { timestamp });
    let text = writer.beginGroup(groupHeader);
    for (const set of order.groups[0]?.transactions ?? []) text += writer.transaction(set);
    text += writer.end();
    expect(text).toBe(writeX12(order, { timestamp }));
  });

  it.each([
    ['element separator', 'ACME*SUPPLY', "contains the element separator '*'"],
    ['component separator', 'A>B', "contains the component separator '>'"],
    ['segment terminator', 'A~B', "contains the segment terminator '~'"],
  ])('refuses a value containing the %s', (_name, value, message) => {
    const input: X12InterchangeInput = {
      ...order,
      groups: [
        {
          header: groupHeader,
          transactions: [
            { setId: '855', controlNumber: 1, segments: [{ tag: 'N1', elements: ['SU', value] }] },
          ],
        },
      ],
    };
    const error = refused(() => writeX12(input, { timestamp }));
    expect(error.field).toBe('N102');
    expect(error.message).toBe(`N102 value '${value}' ${message}; X12 cannot escape it`);
  });

  it('refuses a delimiter in an ISA field and the repetition separator in 00501 values', () => {
    expect(
      refused(() => writeX12({ ...order, header: { ...order.header, senderId: 'AC*ME' } })).field,
    ).toBe('ISA06');
    const error = refused(() =>
      createX12Writer({ ...order.header, version: '00501' }).segment({
        tag: 'N1',
        elements: ['SU', 'A^B'],
      }),
    );
    expect(error.message).toContain("repetition separator '^'");
  });

  it.each([0, -1, 1.5, 1_000_000_000, Number.NaN, '', 'ABC', '0', '1234567890', '12 3'])(
    'refuses the control number %j',
    (controlNumber) => {
      expect(
        refused(() =>
          writeX12({ ...order, header: { ...order.header, controlNumber } }, { timestamp }),
        ).message,
      ).toMatch(/^ISA13 control number '.*' must be a positive integer of at most 9 digits$/);
      const group = order.groups[0];
      if (group === undefined) return;
      expect(
        refused(() =>
          writeX12(
            { ...order, groups: [{ ...group, header: { ...group.header, controlNumber } }] },
            { timestamp },
          ),
        ).field,
      ).toBe('GS06');
      expect(
        refused(() =>
          writeX12(
            {
              ...order,
              groups: [{ ...group, transactions: [{ setId: '855', controlNumber, segments: [] }] }],
            },
            { timestamp },
          ),
        ).field,
      ).toBe('ST02');
    },
  );

  it('accepts control numbers as numbers or digit strings and pads them', () => {
    const text = writeX12(
      { ...order, header: { ...order.header, controlNumber: '999999999' } },
      { timestamp },
    );
    expect(text).toContain('*999999999*0*P*>~');
    expect(text).toContain('IEA*1*999999999~');
  });

  it('refuses unusable delimiters and header values', () => {
    expect(refused(() => writeX12(order, { delimiters: { element: 'A' } })).message).toContain(
      'must not be a letter, digit or space',
    );
    expect(refused(() => writeX12(order, { delimiters: { component: '*' } })).message).toContain(
      "component separator '*' is also the element separator",
    );
    expect(
      refused(() => writeX12({ ...order, header: { ...order.header, senderId: 'X'.repeat(16) } }))
        .field,
    ).toBe('ISA06');
    expect(
      refused(() => writeX12({ ...order, header: { ...order.header, usageIndicator: 'Q' } })).field,
    ).toBe('ISA15');
    expect(
      refused(() => writeX12({ ...order, header: { ...order.header, date: '2025-11-20' } })).field,
    ).toBe('ISA09');
  });
});
