import type {
  CanonicalAcknowledgement,
  CanonicalInvoice,
  CanonicalOrderResponse,
  OutboundDocument,
} from '@portal/contracts';
import {
  buildEdifactMessage,
  buildX12Transaction,
  getElement,
  mapEdifactMessage,
  mapX12Transaction,
  parseEdifact,
  parseX12,
  writeEdifact,
  writeX12,
} from '@portal/edi';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { answerOutboundFile } from './answer';
import { answerOutboundDirectory } from './commands';
import { loadState } from './state';

const timestamp = new Date(Date.UTC(2026, 0, 20, 8, 0));

const response: CanonicalOrderResponse = {
  kind: 'orderResponse',
  responseType: 'accept',
  orderNumber: '45000000101001',
  orderDate: '2026-01-15',
  responseDate: '2026-01-16',
  parties: [{ role: 'seller', name: 'ACME SUPPLY CO', agencyCode: '92', id: '554433' }],
  lines: [
    {
      lineNumber: '1',
      vendorItemNumber: 'ACM-1001',
      quantityOrdered: 24,
      quantity: 24,
      unit: 'EA',
      unitPrice: 12.5,
      status: 'accepted',
    },
  ],
};

const invoice: CanonicalInvoice = {
  kind: 'invoice',
  invoiceNumber: 'INV-9001',
  invoiceDate: '2026-01-25',
  orderNumber: '45000000101001',
  parties: [],
  lines: [{ lineNumber: '1', quantityInvoiced: 24, unit: 'EA', unitPrice: 12.5, amount: 300 }],
  serviceCharges: [],
  totals: {
    lineTotal: 300,
    chargeTotal: 0,
    allowanceTotal: 0,
    taxBasisTotal: 300,
    taxTotal: 0,
    grandTotal: 300,
    prepaid: 0,
    duePayable: 300,
  },
};

/** One of our outbound X12 files, written the way the portal writes them. */
function ourX12(
  document: OutboundDocument,
  functionalId: string,
  numbers: { interchange: number; group: number; set: number },
): string {
  return writeX12(
    {
      header: {
        senderQualifier: 'ZZ',
        senderId: 'ACMESUPPLY',
        receiverQualifier: 'ZZ',
        receiverId: 'RETAILCO',
        controlNumber: numbers.interchange,
      },
      groups: [
        {
          header: {
            functionalId,
            applicationSender: 'ACMESUPPLY',
            applicationReceiver: 'RETAILCO',
            controlNumber: numbers.group,
            version: '004010',
          },
          transactions: [
            buildX12Transaction(document, { version: '004010', controlNumber: numbers.set }),
          ],
        },
      ],
    },
    { newline: '\n', timestamp },
  );
}

/** The one 997 of an answer, parsed and mapped. */
function the997(text: string | undefined): {
  header: { senderId: string; receiverId: string; controlNumber: string };
  group: { functionalId: string; applicationSender: string; applicationReceiver: string };
  acknowledgement: CanonicalAcknowledgement;
} {
  const parsed = parseX12(text ?? '');
  expect(parsed.errors).toEqual([]);
  const [interchange] = parsed.interchanges;
  const [group] = interchange?.groups ?? [];
  const [set] = group?.transactions ?? [];
  if (interchange === undefined || group === undefined || set === undefined) {
    throw new Error('no 997 in the answer');
  }
  expect(set.setId).toBe('997');
  const mapped = mapX12Transaction(set, { interchange: interchange.header, group: group.header });
  if (!mapped.ok || mapped.document.kind !== 'acknowledgement') throw new Error('not a 997');
  return { header: interchange.header, group: group.header, acknowledgement: mapped.document };
}

describe('answering X12', () => {
  it('answers an 855 with a 997 from the partner naming its group and transaction set', () => {
    const text = ourX12(response, 'PR', { interchange: 31, group: 4107, set: 9 });
    const result = answerOutboundFile(text, {
      controlNumbers: { interchange: 500, group: 900 },
      date: timestamp,
    });
    expect(result).toMatchObject({ standard: 'x12', accepted: 1, rejected: 0 });
    expect(result.next).toEqual({ interchange: 501, group: 901 });
    expect(result.answers[0]?.fileName).toBe('RETAILCO_997_000000500.edi');

    const { header, group, acknowledgement } = the997(result.answers[0]?.text);
    expect(header).toMatchObject({
      senderId: 'RETAILCO',
      receiverId: 'ACMESUPPLY',
      controlNumber: '000000500',
    });
    expect(group).toMatchObject({
      functionalId: 'FA',
      applicationSender: 'RETAILCO',
      applicationReceiver: 'ACMESUPPLY',
      controlNumber: '900',
    });
    expect(acknowledgement).toMatchObject({
      functionalId: 'PR',
      groupControlNumber: '4107',
      status: 'A',
      transactions: [{ setId: '855', controlNumber: '0009', status: 'A', errors: [] }],
    });
  });

  it('rejects with AK5 R at --reject-rate 1, and notes the invoices of an 810', () => {
    const text = ourX12(invoice, 'IN', { interchange: 32, group: 4108, set: 1 });
    const result = answerOutboundFile(text, {
      controlNumbers: { interchange: 1, group: 1 },
      rejectRate: 1,
      date: timestamp,
    });
    expect(result).toMatchObject({ accepted: 0, rejected: 1 });
    expect(result.answers[0]?.text).toMatch(/AK5\*R\*5~/);
    expect(the997(result.answers[0]?.text).acknowledgement).toMatchObject({
      status: 'R',
      groupControlNumber: '4108',
      transactions: [
        {
          setId: '810',
          controlNumber: '0001',
          status: 'R',
          errors: [{ segmentTag: 'BIG', segmentPosition: 2, elementPosition: 1, code: '7' }],
        },
      ],
    });
    expect(result.invoices).toEqual([
      {
        invoiceNumber: 'INV-9001',
        amount: 300,
        poNumber: '45000000101001',
        invoiceDate: '2026-01-25',
      },
    ]);
  });

  it('acknowledges a credit memo but does not note it as owed', () => {
    const credit: CanonicalInvoice = {
      ...invoice,
      purpose: 'creditMemo',
      invoiceNumber: 'CM-9002',
      originalInvoiceNumber: 'INV-9001',
    };
    const result = answerOutboundFile(ourX12(credit, 'IN', { interchange: 34, group: 1, set: 1 }), {
      controlNumbers: { interchange: 1, group: 1 },
      date: timestamp,
    });
    expect(result).toMatchObject({ accepted: 1, rejected: 0, invoices: [] });
  });

  it('never answers an acknowledgement', () => {
    const ack: CanonicalAcknowledgement = {
      kind: 'acknowledgement',
      functionalId: 'PO',
      groupControlNumber: '1',
      status: 'A',
      codes: [],
      transactions: [{ setId: '850', controlNumber: '0001', status: 'A', codes: [], errors: [] }],
    };
    const result = answerOutboundFile(ourX12(ack, 'FA', { interchange: 33, group: 1, set: 1 }), {
      controlNumbers: { interchange: 1, group: 1 },
    });
    expect(result.answers).toEqual([]);
    expect(result.skipped).toEqual([
      { controlNumber: '000000033', reason: 'acknowledgements only' },
    ]);
    expect(result.next).toEqual({ interchange: 1, group: 1 });
  });
});

describe('answering EDIFACT', () => {
  const ordrsp = (reference: number) =>
    writeEdifact(
      {
        header: {
          syntaxId: 'UNOC',
          senderId: '4098765000002',
          senderQualifier: '14',
          recipientId: '4012345000009',
          recipientQualifier: '14',
          controlReference: reference,
          ackRequested: true,
        },
        messages: [buildEdifactMessage(response, { version: 'D01B', reference: 3 })],
      },
      { newline: '\n', timestamp },
    );

  it.each([
    [0, 'A', '7'],
    [1, 'R', '4'],
  ] as const)(
    'answers an ORDRSP with a CONTRL naming its interchange and message (reject rate %s)',
    (rejectRate, status, action) => {
      const result = answerOutboundFile(ordrsp(77), {
        controlNumbers: { interchange: 12, group: 1 },
        rejectRate,
        date: timestamp,
      });
      expect(result.answers.map((answer) => answer.fileName)).toEqual([
        '4012345000009_CONTRL_000000012.edi',
      ]);
      const parsed = parseEdifact(result.answers[0]?.text ?? '');
      expect(parsed.errors).toEqual([]);
      const [interchange] = parsed.interchanges;
      const [message] = interchange?.messages ?? [];
      if (interchange === undefined || message === undefined) throw new Error('no CONTRL');
      expect(interchange.header).toMatchObject({
        senderId: '4012345000009',
        senderQualifier: '14',
        recipientId: '4098765000002',
        controlReference: '12',
      });
      expect(message).toMatchObject({ type: 'CONTRL', release: '3' });
      const uci = message.segments.find((segment) => segment.tag === 'UCI');
      const ucm = message.segments.find((segment) => segment.tag === 'UCM');
      expect(uci && [getElement(uci, 1), getElement(uci, 2), getElement(uci, 4)]).toEqual([
        '77',
        '4098765000002',
        action,
      ]);
      expect(ucm && [getElement(ucm, 1), getElement(ucm, 2), getElement(ucm, 3)]).toEqual([
        '3',
        'ORDRSP',
        action,
      ]);
      const mapped = mapEdifactMessage(message, { interchange: interchange.header });
      expect(mapped.ok && mapped.document).toMatchObject({
        kind: 'acknowledgement',
        interchangeControlNumber: '77',
        status,
        transactions: [{ setId: 'ORDRSP', controlNumber: '3', status }],
      });
    },
  );
});

describe('answering a directory', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir !== undefined) await rm(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it('answers each outbound file once, skips temporary names and keeps the invoices', async () => {
    dir = await mkdtemp(join(tmpdir(), 'partner-sim-'));
    const outbound = join(dir, 'outbound');
    const inbound = join(dir, 'inbound');
    const state = join(dir, 'state');
    await mkdir(outbound);
    await writeFile(
      join(outbound, 'ACME_855_000000031.edi'),
      ourX12(response, 'PR', { interchange: 31, group: 1, set: 1 }),
    );
    await writeFile(
      join(outbound, 'ACME_810_000000032.edi'),
      ourX12(invoice, 'IN', { interchange: 32, group: 2, set: 1 }),
    );
    await writeFile(join(outbound, '.ACME_856_000000033.edi.tmp'), 'ISA*half written');
    const lines: string[] = [];
    const command = {
      outboundDir: outbound,
      stateDir: state,
      controlStart: 700,
      rejectRate: 0,
      seed: 1,
      date: timestamp,
      delivery: { kind: 'file', directory: inbound } as const,
      log: (line: string) => lines.push(line),
    };

    const first = await answerOutboundDirectory(command);
    expect(first.map((file) => file.name)).toEqual([
      'ACME_810_000000032.edi',
      'ACME_855_000000031.edi',
    ]);
    expect((await readdir(inbound)).sort()).toEqual([
      'RETAILCO_997_000000700.edi',
      'RETAILCO_997_000000701.edi',
    ]);
    expect(await readFile(join(inbound, 'RETAILCO_997_000000700.edi'), 'utf8')).toMatch(
      /^ISA\*00\*.*\*ZZ\*RETAILCO {7}\*ZZ\*ACMESUPPLY {5}\*/,
    );
    expect(lines).toContain('ACME_855_000000031.edi: answered, 1 accepted, 0 rejected');

    const second = await answerOutboundDirectory(command);
    expect(second).toEqual([]);
    const saved = await loadState(state);
    expect(saved.next.interchange).toBe(702);
    expect(saved.answered).toEqual(['ACME_810_000000032.edi', 'ACME_855_000000031.edi']);
    expect(saved.openInvoices.map((open) => open.invoiceNumber)).toEqual(['INV-9001']);
  });
});
