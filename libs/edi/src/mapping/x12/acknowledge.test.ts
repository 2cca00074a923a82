import { canonicalAcknowledgementSchema, type CanonicalAcknowledgement } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { collect, fixtureText, streamOf, utf8 } from '../../test-support';
import {
  parseX12,
  readX12,
  type X12FunctionalGroup,
  type X12TransactionSet,
} from '../../x12-envelope';
import { parseX12Segments } from '../../x12-reader';
import { X12Writer } from '../../x12-writer';
import type { MappingIssue } from '../mapping-types';
import { acknowledgeX12Group, x12InterchangeAcknowledgement } from './acknowledge';
import { buildX12Transaction } from './build-transaction';
import { mapX12Transaction } from './map-transaction';
import { documentOf, mapOne, writeSets } from './x12-test-support';

const threeOrders = 'x12-004010-850-three-orders.edi';

function groupOf(text: string): X12FunctionalGroup {
  const group = parseX12(text).interchanges[0]?.groups[0];
  if (group === undefined) throw new Error('no group');
  return group;
}

/** Maps every set of the text's first group; the issues by ST02. */
function issuesByControlNumber(text: string): Map<string, readonly MappingIssue[]> {
  const interchange = parseX12(text).interchanges[0];
  const group = interchange?.groups[0];
  const issues = new Map<string, readonly MappingIssue[]>();
  if (interchange === undefined || group === undefined) return issues;
  for (const set of group.transactions) {
    const result = mapX12Transaction(set, { interchange: interchange.header, group: group.header });
    if (!result.ok) issues.set(set.controlNumber, result.issues);
  }
  return issues;
}

/** The acknowledgement as a 997, written, read back and mapped. */
function through997(acknowledgement: CanonicalAcknowledgement) {
  const set = buildX12Transaction(acknowledgement, { version: '004010', controlNumber: 1 });
  const text = writeSets('FA', [set]);
  expect(parseX12(text).errors).toEqual([]);
  const lines = set.segments.map((segment) =>
    [segment.tag, ...segment.elements].join('*').replace(/\*+$/, ''),
  );
  return { lines, read: documentOf(mapOne(text)) };
}

const accepted = (controlNumber: string) => ({
  setId: '850',
  controlNumber,
  status: 'A',
  codes: [],
  errors: [],
});

/** The second order of three-orders with BEG03 empty. */
const secondBroken = fixtureText(threeOrders).replace(
  'BEG*00*SA*4500012347**20251121',
  'BEG*00*SA***20251121',
);

describe('acknowledgeX12Group', () => {
  it('accepts a group whose sets are all valid and mapped: AK9 A, counts 3/3/3', () => {
    const text = fixtureText(threeOrders);
    const ack = acknowledgeX12Group(groupOf(text), { issues: issuesByControlNumber(text) });
    expect(canonicalAcknowledgementSchema.parse(ack)).toEqual({
      kind: 'acknowledgement',
      functionalId: 'PO',
      groupControlNumber: '1021',
      status: 'A',
      codes: [],
      transactionsIncluded: 3,
      transactionsReceived: 3,
      transactionsAccepted: 3,
      transactions: [accepted('0001'), accepted('0002'), accepted('0003')],
    });
    expect(through997(ack).lines).toEqual([
      'AK1*PO*1021',
      'AK2*850*0001',
      'AK5*A',
      'AK2*850*0002',
      'AK5*A',
      'AK2*850*0003',
      'AK5*A',
      'AK9*A*3*3*3',
    ]);
  });

  it('rejects a set with mapping issues (AK5 R 5, AK3/AK4): AK9 P', () => {
    const issues = issuesByControlNumber(secondBroken);
    const ack = acknowledgeX12Group(groupOf(secondBroken), { issues });
    expect(ack.status).toBe('P');
    expect([ack.transactionsIncluded, ack.transactionsReceived, ack.transactionsAccepted]).toEqual([
      3, 3, 2,
    ]);
    expect(ack.transactions).toEqual([
      accepted('0001'),
      {
        setId: '850',
        controlNumber: '0002',
        status: 'R',
        codes: ['5'],
        errors: [{ segmentTag: 'BEG', segmentPosition: 2, elementPosition: 3, code: '1' }],
      },
      accepted('0003'),
    ]);
    // Issues keyed in a plain object work the same.
    expect(
      acknowledgeX12Group(groupOf(secondBroken), { issues: Object.fromEntries(issues) }),
    ).toEqual(ack);
    const { lines, read } = through997(ack);
    expect(lines.slice(3, 7)).toEqual(['AK2*850*0002', 'AK3*BEG*2**8', 'AK4*3**1', 'AK5*R*5']);
    expect(lines.at(-1)).toBe('AK9*P*3*3*2');
    expect(read).toEqual(ack);
  });

  it('rejects every set when none maps: AK9 R', () => {
    const text = fixtureText(threeOrders).replace(/BEG\*00\*SA\*\d+/g, 'BEG*00*SA*');
    const ack = acknowledgeX12Group(groupOf(text), { issues: issuesByControlNumber(text) });
    expect(ack.status).toBe('R');
    expect(ack.transactionsAccepted).toBe(0);
    expect(ack.transactions.map((t) => [t.status, t.codes])).toEqual([
      ['R', ['5']],
      ['R', ['5']],
      ['R', ['5']],
    ]);
  });

  it('reports envelope errors of a set: SE01 count → AK5 4', () => {
    const ack = acknowledgeX12Group(groupOf(fixtureText('bad/wrong-se-count.edi')));
    expect(ack).toMatchObject({ status: 'R', codes: [], transactionsAccepted: 0 });
    expect(ack.transactions).toEqual([
      { setId: '850', controlNumber: '0001', status: 'R', codes: ['4'], errors: [] },
    ]);
  });

  it('turns envelope AK3/AK4 errors into positions in the set (ST = 1)', () => {
    const text = fixtureText('x12-004010-850-single.edi')
      .replace('ST*850*0001', 'ST*850*01')
      .replace('SE*28*0001', 'SE*28*01')
      .replace('FOB*PP', 'FOBX*PP');
    const group = groupOf(text);
    const ack = acknowledgeX12Group(group);
    expect(ack.transactions).toEqual([
      {
        setId: '850',
        controlNumber: '01',
        status: 'R',
        codes: ['7', '5'],
        errors: [
          { segmentTag: 'ST', segmentPosition: 1, elementPosition: 2, code: '4' },
          { segmentTag: 'FOBX', segmentPosition: 6, code: '1' },
        ],
      },
    ]);
    expect(through997(ack).lines.slice(2, 6)).toEqual([
      'AK3*ST*1**8',
      'AK4*2**4',
      'AK3*FOBX*6**1',
      'AK5*R*7*5',
    ]);

    // The same errors given only at group level (the brief shape), or twice, count once.
    const parsed = parseX12(text);
    const bare = group.transactions.map(({ setId, controlNumber, position }) => ({
      setId,
      controlNumber,
      position,
    }));
    expect(
      acknowledgeX12Group({ header: group.header, transactions: bare, errors: parsed.errors }),
    ).toEqual(ack);
    expect(acknowledgeX12Group({ ...group, errors: parsed.errors })).toEqual(ack);
  });

  it('reports an unsupported set in AK5 only (code 1), from the parse and the mapping alike', () => {
    const text = fixtureText('bad/unknown-transaction-999.edi');
    const ack = acknowledgeX12Group(groupOf(text), { issues: issuesByControlNumber(text) });
    expect(ack.transactions).toEqual([
      { setId: '999', controlNumber: '0001', status: 'R', codes: ['1'], errors: [] },
    ]);
    expect(ack.status).toBe('R');
  });

  it('rejects the whole group for a group error, with its AK9 code', () => {
    const text = fixtureText(threeOrders).replace('GE*3*1021', 'GE*4*1021');
    const ack = acknowledgeX12Group(groupOf(text), {
      issues: issuesByControlNumber(text),
      transactionsIncluded: 4,
    });
    expect(ack).toMatchObject({
      status: 'R',
      codes: ['5'],
      transactionsIncluded: 4,
      transactionsReceived: 3,
      transactionsAccepted: 0,
    });
    expect(ack.transactions.map((t) => [t.controlNumber, t.status, t.codes])).toEqual([
      ['0001', 'R', []],
      ['0002', 'R', []],
      ['0003', 'R', []],
    ]);
    expect(through997(ack).lines.at(-1)).toBe('AK9*R*4*3*0*5');
  });

  it('records the interchange when asked', () => {
    const text = fixtureText(threeOrders);
    const interchange = parseX12(text).interchanges[0]?.header;
    const ack = acknowledgeX12Group(groupOf(text), { interchange });
    expect(ack).toMatchObject({
      interchangeControlNumber: '000000102',
      interchangeSender: 'RETAILCO',
      interchangeRecipient: 'ACMESUPPLY',
    });
  });

  it('gives the same acknowledgement from a readX12 stream as from parseX12', async () => {
    const events = await collect(readX12(streamOf([utf8(secondBroken)])));
    const transactions: X12TransactionSet[] = [];
    const issues = new Map<string, readonly MappingIssue[]>();
    for (const event of events) {
      if (event.type !== 'transaction') continue;
      transactions.push(event.transaction);
      const result = mapX12Transaction(event.transaction, event);
      if (!result.ok) issues.set(event.transaction.controlNumber, result.issues);
    }
    const summary = events.find((event) => event.type === 'summary');
    const groupSummary =
      summary?.type === 'summary' ? summary.summary.interchanges[0]?.groups[0] : undefined;
    if (groupSummary === undefined) throw new Error('no group summary');
    const streamed = acknowledgeX12Group({ ...groupSummary, transactions }, { issues });
    expect(streamed).toEqual(
      acknowledgeX12Group(groupOf(secondBroken), { issues: issuesByControlNumber(secondBroken) }),
    );
    expect(streamed.status).toBe('P');
  });
});

describe('x12InterchangeAcknowledgement', () => {
  const header = parseX12(fixtureText('bad/iea-mismatch.edi')).interchanges[0]?.header;
  if (header === undefined) throw new Error('no interchange');

  it('answers with ISA13, ISA09, ISA10, R and the note code', () => {
    expect(x12InterchangeAcknowledgement(header, '001')).toEqual({
      tag: 'TA1',
      elements: ['000000108', '251120', '1030', 'R', '001'],
    });
    expect(x12InterchangeAcknowledgement(header, '000').elements[3]).toBe('A');
    expect(x12InterchangeAcknowledgement(header, '024', 'E').elements[3]).toBe('E');
  });

  it('is written between ISA and IEA', () => {
    const writer = new X12Writer({
      senderQualifier: 'ZZ',
      senderId: 'ACMESUPPLY',
      receiverQualifier: 'ZZ',
      receiverId: 'RETAILCO',
      controlNumber: 9,
    });
    const text =
      writer.begin() + writer.segment(x12InterchangeAcknowledgement(header, '001')) + writer.end();
    const segments = parseX12Segments(text);
    expect(segments.map((segment) => segment.tag)).toEqual(['ISA', 'TA1', 'IEA']);
    expect(segments[1]?.elements).toEqual([['000000108'], ['251120'], ['1030'], ['R'], ['001']]);
  });
});
