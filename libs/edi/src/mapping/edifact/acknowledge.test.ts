import { canonicalAcknowledgementSchema, type CanonicalAcknowledgement } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  parseEdifact,
  readEdifact,
  type EdifactInterchange,
  type EdifactMessage,
} from '../../edifact-envelope';
import type { EdifactEnvelopeError } from '../../envelope-error';
import { writeEdifact } from '../../edifact-writer';
import { collect, fixtureBytes, latin1, streamOf } from '../../test-support';
import type { MappingIssue } from '../mapping-types';
import {
  acknowledgeEdifactInterchange,
  acknowledgeParsedEdifactInterchange,
  type EdifactAcknowledgedMessage,
} from './acknowledge';
import { mapEdifactMessage } from './inbound';
import { buildEdifactMessage } from './outbound';
import { documentOf, firstMessage, ofKind } from './test-support';

const unb = (reference: string) =>
  `UNB+UNOC:3+4012345000009:14+4098765000002:14+251120:1030+${reference}`;
const orders = (reference: string, number: string, count = 5): string[] => [
  `UNH+${reference}+ORDERS:D:96A:UN:EAN008`,
  `BGM+220+${number}+9`,
  'LIN+1++4006381333931:EN',
  'QTY+21:48',
  `UNT+${count}+${reference}`,
];
const text = (segments: readonly string[]): string =>
  `UNA:+.? '\n${segments.map((segment) => `${segment}'\n`).join('')}`;

/** Maps every message of the interchange; the issues by message reference. */
function issuesOf(interchange: EdifactInterchange): Map<string, readonly MappingIssue[]> {
  const issues = new Map<string, readonly MappingIssue[]>();
  for (const message of interchange.messages) {
    const mapping = mapEdifactMessage(message, { interchange: interchange.header });
    if (!mapping.ok) issues.set(message.reference, mapping.issues);
  }
  return issues;
}

function acknowledgeText(input: string): CanonicalAcknowledgement {
  const [interchange] = parseEdifact(input).interchanges;
  if (interchange === undefined) throw new Error('no interchange');
  const acknowledgement = acknowledgeParsedEdifactInterchange(interchange, issuesOf(interchange));
  expect(canonicalAcknowledgementSchema.parse(acknowledgement)).toEqual(acknowledgement);
  return acknowledgement;
}

// Message 2 has a wrong UNT count; message 3 maps with an issue (BGM without a number).
const mixed = text([
  unb('ICR5'),
  ...orders('1', 'PO-1'),
  ...orders('2', 'PO-2', 9),
  ...orders('3', ''),
  'UNZ+3+ICR5',
]);

describe('acknowledgeEdifactInterchange', () => {
  it('accepts the ORDERS fixture: status A, its message accepted', () => {
    const [interchange] = parseEdifact(fixtureBytes('edifact-d96a-orders.edi')).interchanges;
    if (interchange === undefined) throw new Error('no interchange');
    expect(acknowledgeParsedEdifactInterchange(interchange, issuesOf(interchange))).toEqual({
      kind: 'acknowledgement',
      interchangeControlNumber: 'EU0000201',
      interchangeSender: '4012345000009',
      interchangeRecipient: '4098765000002',
      status: 'A',
      codes: [],
      transactionsIncluded: 1,
      transactionsReceived: 1,
      transactionsAccepted: 1,
      transactions: [{ setId: 'ORDERS', controlNumber: '1', status: 'A', codes: [], errors: [] }],
    });
  });

  it('partly accepts: a message-level envelope error and a mapping issue reject their messages', () => {
    expect(acknowledgeText(mixed)).toMatchObject({
      interchangeControlNumber: 'ICR5',
      status: 'P',
      codes: [],
      transactionsAccepted: 1,
      transactions: [
        { controlNumber: '1', status: 'A', codes: [], errors: [] },
        {
          controlNumber: '2',
          status: 'R',
          // UCM04: the UNT count; its position counted from the message's UNH.
          codes: ['29'],
          errors: [{ segmentTag: 'UNT', segmentPosition: 5, elementPosition: 1, code: '29' }],
        },
        {
          controlNumber: '3',
          status: 'R',
          codes: [],
          errors: [{ segmentTag: 'BGM', segmentPosition: 2, elementPosition: 2, code: '13' }],
        },
      ],
    });
  });

  it('rejects everything for an interchange-level error, with its code', () => {
    const acknowledgement = acknowledgeText(
      text([unb('ICR6'), ...orders('1', 'PO-1'), 'UNZ+2+ICR6']),
    );
    expect(acknowledgement).toMatchObject({
      status: 'R',
      codes: ['29'],
      transactionsAccepted: 0,
      transactions: [{ controlNumber: '1', status: 'R', errors: [] }],
    });
  });

  it('rejects when no message is accepted, and an empty interchange with code 32', () => {
    expect(acknowledgeText(text([unb('ICR7'), ...orders('1', ''), 'UNZ+1+ICR7']))).toMatchObject({
      status: 'R',
      codes: [],
      transactionsAccepted: 0,
    });
    expect(acknowledgeText(text([unb('ICR8'), 'UNZ+0+ICR8']))).toMatchObject({
      status: 'R',
      codes: ['32'],
      transactions: [],
    });
  });

  it('names the group of an interchange with one UNG', () => {
    const acknowledgement = acknowledgeText(
      text([
        unb('ICR9'),
        'UNG+ORDERS+4012345000009:14+4098765000002:14+251120:1030+G7+UN+D:96A',
        ...orders('1', 'PO-1'),
        'UNE+1+G7',
        'UNZ+1+ICR9',
      ]),
    );
    expect(acknowledgement).toMatchObject({
      functionalId: 'ORDERS',
      groupControlNumber: 'G7',
      status: 'A',
    });
  });

  it('gives the same answer from what a streaming reader collected', async () => {
    const messages: EdifactMessage[] = [];
    const events = await collect(readEdifact(streamOf([latin1(mixed)])));
    let errors: readonly EdifactEnvelopeError[] = [];
    for (const event of events) {
      if (event.type === 'message') messages.push(event.message);
      else errors = event.summary.interchanges[0]?.errors ?? [];
    }
    const [parsed] = parseEdifact(mixed).interchanges;
    if (parsed === undefined) throw new Error('no interchange');
    const issues = issuesOf(parsed);
    // Only what the acknowledgement needs of each message, its errors given separately.
    const collected: EdifactAcknowledgedMessage[] = messages.map(
      ({ reference, type, position }) => ({
        reference,
        type,
        position,
      }),
    );
    const messageErrors = messages.flatMap((message) => message.errors);
    expect(
      acknowledgeEdifactInterchange({
        interchange: parsed.header,
        messages: collected,
        errors: [...errors, ...messageErrors],
        issues,
      }),
    ).toEqual(acknowledgeParsedEdifactInterchange(parsed, issues));
  });

  it('round trips through CONTRL: the acknowledgement written and read back', () => {
    const acknowledgement = acknowledgeText(mixed);
    const contrl = writeEdifact(
      {
        header: {
          syntaxId: 'UNOC',
          senderId: '4098765000002',
          recipientId: '4012345000009',
          controlReference: 'ACK1',
        },
        messages: [buildEdifactMessage(acknowledgement, { version: 'D96A', reference: 1 })],
      },
      { timestamp: new Date(Date.UTC(2025, 10, 20, 11, 0)) },
    );
    const { message, context } = firstMessage(parseEdifact(contrl));
    const read = ofKind(documentOf(mapEdifactMessage(message, context)), 'acknowledgement');
    expect(read).toEqual({
      kind: 'acknowledgement',
      interchangeControlNumber: 'ICR5',
      interchangeSender: '4012345000009',
      interchangeRecipient: '4098765000002',
      status: 'P',
      codes: [],
      transactions: [
        { setId: 'ORDERS', controlNumber: '1', status: 'A', codes: [], errors: [] },
        // CONTRL names the service segment of a UCM error, not its position.
        {
          setId: 'ORDERS',
          controlNumber: '2',
          status: 'R',
          codes: ['29'],
          errors: [{ segmentTag: 'UNT', elementPosition: 1, code: '29' }],
        },
        // …and a UCS only the position of the segment.
        {
          setId: 'ORDERS',
          controlNumber: '3',
          status: 'R',
          codes: [],
          errors: [{ segmentPosition: 2, elementPosition: 2, code: '13' }],
        },
      ],
    });
  });
});
