/**
 * The customer's side of acknowledgements: reads one of our outbound files and answers each
 * interchange in it that is not itself an acknowledgement, with a 997 (one per functional group,
 * in one FA group) or a CONTRL, addressed back from the partner to us. A share of the documents
 * can be rejected, as a partner's translator would for data it cannot take.
 */
import type {
  CanonicalAcknowledgement,
  CanonicalInvoice,
  InboundDocument,
} from '@portal/contracts';
import {
  acknowledgeParsedEdifactInterchange,
  acknowledgeX12Group,
  buildEdifactMessage,
  buildX12Transaction,
  detectFormat,
  isEdifactSyntaxId,
  mapEdifactMessage,
  mapX12Transaction,
  parseEdifact,
  parseX12,
  writeEdifact,
  writeX12,
  type EdifactInterchange,
  type MappingIssue,
  type Segment,
  type X12Interchange,
  type X12TransactionSetInput,
} from '@portal/edi';
import type { OpenInvoice } from './documents';
import type { ControlNumbers, GeneratedInterchange } from './interchanges';
import { Random, seedOf } from './random';

export interface AnswerOptions {
  /** Next control numbers for the answers. */
  readonly controlNumbers: ControlNumbers;
  /** Share of documents rejected, 0 to 1; default 0 (accept everything). */
  readonly rejectRate?: number;
  /** Which documents are rejected: the same seed and file reject the same ones. */
  readonly seed?: number | string;
  /** Envelope date; default now. */
  readonly date?: Date;
}

export interface AnswerResult {
  readonly standard: 'x12' | 'edifact' | 'unknown';
  /** One 997 / CONTRL interchange per answered interchange. */
  readonly answers: readonly GeneratedInterchange[];
  /** Interchanges not answered, with why (acknowledgements are never acknowledged). */
  readonly skipped: readonly { readonly controlNumber: string; readonly reason: string }[];
  /** Our invoices (810 / INVOIC) found in the file: the customer now owes them. */
  readonly invoices: readonly OpenInvoice[];
  readonly accepted: number;
  readonly rejected: number;
  readonly next: ControlNumbers;
}

const pad9 = (value: number): string => String(value).padStart(9, '0');

/** What the simulated translator objects to: the first value after the header segment. */
function rejection(segments: readonly Segment[], code: string): MappingIssue {
  const first = segments[0];
  return {
    segmentTag: first?.tag ?? 'ST',
    segmentPosition: 2,
    elementPosition: 1,
    code,
    badValue: first?.elements[0]?.[0] ?? '',
    message: 'Rejected by the partner simulator (--reject-rate)',
  };
}

function invoiceOf(document: InboundDocument): OpenInvoice | undefined {
  // A credit memo is owed to the customer, not by it: nothing to pay.
  if (document.kind !== 'invoice' || document.purpose === 'creditMemo') return undefined;
  const invoice: CanonicalInvoice = document;
  return {
    invoiceNumber: invoice.invoiceNumber,
    amount: invoice.totals.duePayable > 0 ? invoice.totals.duePayable : invoice.totals.grandTotal,
    ...(invoice.orderNumber === undefined ? {} : { poNumber: invoice.orderNumber }),
    invoiceDate: invoice.invoiceDate,
  };
}

const countOf = (acknowledgement: CanonicalAcknowledgement, status: 'accepted' | 'rejected') =>
  acknowledgement.transactions.filter((t) => (t.status === 'R') === (status === 'rejected')).length;

/** Answers one outbound file (its text or bytes). Pure: no files, no state. */
export function answerOutboundFile(
  content: string | Uint8Array,
  options: AnswerOptions,
): AnswerResult {
  const format = detectFormat(typeof content === 'string' ? content : content.subarray(0, 256));
  if (format === 'x12') return answerX12(content, options);
  if (format === 'edifact') return answerEdifact(content, options);
  return {
    standard: 'unknown',
    answers: [],
    skipped: [{ controlNumber: '', reason: 'neither X12 nor EDIFACT' }],
    invoices: [],
    accepted: 0,
    rejected: 0,
    next: options.controlNumbers,
  };
}

function answerX12(content: string | Uint8Array, options: AnswerOptions): AnswerResult {
  const answers: GeneratedInterchange[] = [];
  const skipped: { controlNumber: string; reason: string }[] = [];
  const invoices: OpenInvoice[] = [];
  let { interchange: control, group: groupControl } = options.controlNumbers;
  let accepted = 0;
  let rejected = 0;
  for (const interchange of parseX12(content).interchanges) {
    const header = interchange.header;
    collectX12Invoices(interchange, invoices);
    const groups = interchange.groups.filter((group) => group.header.functionalId !== 'FA');
    const [first] = groups;
    if (first === undefined) {
      skipped.push({
        controlNumber: header.controlNumber,
        reason: interchange.groups.length === 0 ? 'no functional group' : 'acknowledgements only',
      });
      continue;
    }
    const random = new Random(seedOf(options.seed ?? 0) ^ Number(header.controlNumber));
    const rejectRate = options.rejectRate ?? 0;
    const version = first.header.version.startsWith('005010') ? '005010' : '004010';
    const transactions: X12TransactionSetInput[] = groups.map((group, index) => {
      const issues = new Map<string, readonly MappingIssue[]>();
      for (const set of group.transactions) {
        if (random.chance(rejectRate))
          issues.set(set.controlNumber, [rejection(set.segments, '7')]);
      }
      let acknowledgement = acknowledgeX12Group(
        { header: group.header, transactions: group.transactions, errors: group.errors },
        { issues },
      );
      // A broken interchange envelope rejects everything in it, as the portal does.
      if (interchange.errors.length > 0) {
        acknowledgement = {
          ...acknowledgement,
          status: 'R',
          transactionsAccepted: 0,
          transactions: acknowledgement.transactions.map((t) => ({ ...t, status: 'R' })),
        };
      }
      accepted += countOf(acknowledgement, 'accepted');
      rejected += countOf(acknowledgement, 'rejected');
      return buildX12Transaction(acknowledgement, { version, controlNumber: index + 1 });
    });
    const isa13 = pad9(control);
    const text = writeX12(
      {
        header: {
          senderQualifier: header.receiverQualifier,
          senderId: header.receiverId,
          receiverQualifier: header.senderQualifier,
          receiverId: header.senderId,
          version: header.version,
          controlNumber: control,
          usageIndicator: header.usageIndicator,
        },
        groups: [
          {
            header: {
              functionalId: 'FA',
              applicationSender: first.header.applicationReceiver,
              applicationReceiver: first.header.applicationSender,
              controlNumber: groupControl,
              version: first.header.version,
            },
            transactions,
          },
        ],
      },
      { newline: '\n', timestamp: options.date ?? new Date() },
    );
    answers.push({
      text,
      controlNumber: isa13,
      fileName: `${safeName(header.receiverId)}_997_${isa13}.edi`,
      documents: groups.map((group, index) => ({
        type: '997',
        controlNumber: String(index + 1).padStart(4, '0'),
        documentNumber: group.header.controlNumber,
      })),
    });
    control += 1;
    groupControl += 1;
  }
  return {
    standard: 'x12',
    answers,
    skipped,
    invoices,
    accepted,
    rejected,
    next: { interchange: control, group: groupControl },
  };
}

function collectX12Invoices(interchange: X12Interchange, invoices: OpenInvoice[]): void {
  for (const group of interchange.groups) {
    for (const set of group.transactions) {
      if (set.setId !== '810') continue;
      const mapped = mapX12Transaction(set, {
        interchange: interchange.header,
        group: group.header,
      });
      const invoice = mapped.ok ? invoiceOf(mapped.document) : undefined;
      if (invoice !== undefined) invoices.push(invoice);
    }
  }
}

function answerEdifact(content: string | Uint8Array, options: AnswerOptions): AnswerResult {
  const answers: GeneratedInterchange[] = [];
  const skipped: { controlNumber: string; reason: string }[] = [];
  const invoices: OpenInvoice[] = [];
  let control = options.controlNumbers.interchange;
  let accepted = 0;
  let rejected = 0;
  for (const interchange of parseEdifact(content).interchanges) {
    const header = interchange.header;
    const messages = messagesOf(interchange);
    for (const message of messages) {
      if (message.type !== 'INVOIC') continue;
      const mapped = mapEdifactMessage(message, { interchange: header });
      const invoice = mapped.ok ? invoiceOf(mapped.document) : undefined;
      if (invoice !== undefined) invoices.push(invoice);
    }
    if (messages.length > 0 && messages.every((message) => message.type === 'CONTRL')) {
      skipped.push({ controlNumber: header.controlReference, reason: 'acknowledgements only' });
      continue;
    }
    const random = new Random(seedOf(options.seed ?? 0) ^ seedOf(header.controlReference));
    const issues = new Map<string, readonly MappingIssue[]>();
    for (const message of messages) {
      if (random.chance(options.rejectRate ?? 0)) {
        issues.set(message.reference, [rejection(message.segments, '12')]);
      }
    }
    const acknowledgement = acknowledgeParsedEdifactInterchange(interchange, issues);
    accepted += countOf(acknowledgement, 'accepted');
    rejected += countOf(acknowledgement, 'rejected');
    const release = messages[0]?.release;
    const contrl = buildEdifactMessage(acknowledgement, {
      version: release === '01B' ? 'D01B' : 'D96A',
      reference: 1,
    });
    const text = writeEdifact(
      {
        header: {
          // Answer in the character set we used; an unknown one gets UNOC.
          syntaxId: isEdifactSyntaxId(header.syntaxId) ? header.syntaxId : 'UNOC',
          senderId: header.recipientId,
          ...(header.recipientQualifier === undefined
            ? {}
            : { senderQualifier: header.recipientQualifier }),
          recipientId: header.senderId,
          ...(header.senderQualifier === undefined
            ? {}
            : { recipientQualifier: header.senderQualifier }),
          controlReference: control,
          ...(header.test ? { test: true } : {}),
        },
        messages: [contrl],
      },
      { newline: '\n', timestamp: options.date ?? new Date() },
    );
    answers.push({
      text,
      controlNumber: String(control),
      fileName: `${safeName(header.recipientId)}_CONTRL_${pad9(control)}.edi`,
      documents: [{ type: 'CONTRL', controlNumber: '1', documentNumber: header.controlReference }],
    });
    control += 1;
  }
  return {
    standard: 'edifact',
    answers,
    skipped,
    invoices,
    accepted,
    rejected,
    next: { interchange: control, group: options.controlNumbers.group },
  };
}

const messagesOf = (interchange: EdifactInterchange) => [
  ...interchange.messages,
  ...interchange.groups.flatMap((group) => group.messages),
];

const safeName = (id: string): string => id.replace(/[^A-Za-z0-9]/g, '') || 'PARTNER';
