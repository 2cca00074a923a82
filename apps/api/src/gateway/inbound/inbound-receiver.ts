import type { InboundDocument, ProjectConnection } from '@portal/contracts';
import {
  detectFormat,
  isEdifactSyntaxId,
  writableAcknowledgement,
  type AcknowledgementTarget,
  type EnvelopeErrorBase,
  type MappingIssue,
} from '@portal/edi';
import { and, eq, inArray } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { inboundFiles, interchanges, type Database, type Transaction } from '../../database';
import type { Clock } from '../../common/clock';
import type { OutboundMessages } from '../outbound/outbound-messages';
import { insertDocuments, type DocumentRow } from './document-rows';
import { edifactInbound } from './edifact-inbound';
import {
  rejectGroup,
  transactionKey,
  type EnvelopeScan,
  type InboundStandard,
  type ReadDocument,
} from './inbound-standard';
import { x12Inbound } from './x12-inbound';
import { hasUnstorableText, printableJson, printableText, storableText } from './storable';
import {
  inboundKindOf,
  type InboundDocumentKind,
  type InboundDocumentKinds,
  type InboundHandlers,
  type StoredInboundDocument,
} from './inbound-handlers';

/** Where the receiver reports a failure it turned into a rejected receipt. */
export interface ReceiverLog {
  error(object: object, message: string): void;
}

const silentLog: ReceiverLog = { error: () => undefined };

export type ReceiptStatus = 'accepted' | 'partial' | 'rejected' | 'duplicate';

/** One problem with an inbound file, as stored, returned by the HTTP channel and written beside it. */
export interface ReceiptProblem {
  readonly code: string;
  readonly message: string;
  readonly interchange?: string;
  readonly transaction?: string;
  readonly segmentPosition?: number;
  readonly segmentTag?: string;
  readonly elementPosition?: number;
}

export interface ReceiveOutcome {
  readonly fileId: number;
  readonly status: ReceiptStatus;
  /** One sentence for people; the details are in `problems`. */
  readonly reason: string | null;
  readonly problems: readonly ReceiptProblem[];
  readonly documents: number;
  readonly orders: number;
  /** Outbound 997 / CONTRL messages made; the caller enqueues their writes. */
  readonly acknowledgementIds: readonly number[];
  readonly duplicateOf: number | undefined;
}

/** A file recorded without being read: what is known of it from the file system. */
export interface UnreadFile {
  readonly projectKey: string;
  readonly channel: 'file' | 'http';
  readonly fileName: string;
  readonly size: number;
  readonly sha: string;
}

export interface InboundInput {
  readonly projectKey: string;
  readonly connection: ProjectConnection;
  readonly channel: 'file' | 'http';
  readonly fileName: string;
  readonly bytes: Uint8Array;
}

const standards: Record<'x12' | 'edifact', InboundStandard> = {
  x12: x12Inbound,
  edifact: edifactInbound,
};

/**
 * Documents are stored in batches of up to this many, or fewer once their text reaches
 * `batchChars`: few statements per interchange, and small enough that storing one batch overlaps
 * with mapping the next (docs/performance.md, "Taking in 850s").
 */
const batchSize = 100;
const batchChars = 1_000_000;

// Problems quote partner data (tags, values, control numbers): made printable and storable.
const envelopeProblem = (error: EnvelopeErrorBase, interchange?: string): ReceiptProblem =>
  printableJson({
    code: error.code,
    message: error.message,
    ...(interchange === undefined ? {} : { interchange }),
    ...(error.controlNumber === undefined ? {} : { transaction: error.controlNumber }),
    segmentPosition: error.segmentPosition,
    segmentTag: error.segmentTag,
    ...(error.elementPosition === undefined ? {} : { elementPosition: error.elementPosition }),
  });

const issueProblem = (
  issue: MappingIssue,
  interchange: string,
  transaction: string,
): ReceiptProblem =>
  printableJson({
    code: 'MAPPING',
    message: issue.message,
    interchange,
    transaction,
    segmentPosition: issue.segmentPosition,
    segmentTag: issue.segmentTag,
    ...(issue.elementPosition === undefined ? {} : { elementPosition: issue.elementPosition }),
  });

/**
 * The inbound side of the gateway (decisions.md §2): detects, checks, maps and stores one file or
 * HTTP body in ONE transaction — the receipt, its interchanges, every document with its original
 * text, the orders made from 850 / ORDERS, and the 997 / CONTRL answering it. Nothing is half
 * stored: a crash before the commit leaves no trace, and the file is read again.
 */
export class InboundReceiver {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly outbound: OutboundMessages,
    private readonly maxBytes: number,
    private readonly handlers: InboundHandlers,
    private readonly log: ReceiverLog = silentLog,
  ) {}

  /**
   * Reads one file or body and answers with its receipt. Never throws for what the bytes hold:
   * a failure at any step (reading, mapping, storing, acknowledging) rolls the ingest back and
   * is recorded as a rejected receipt instead (docs/architecture.md, "Failure model"). Only a
   * database that cannot record even that makes it throw; the file then stays for the next try.
   */
  async receive(input: InboundInput): Promise<ReceiveOutcome> {
    const sha = createHash('sha256').update(input.bytes).digest('hex');
    try {
      return await this.receiveChecked(input, sha);
    } catch (error) {
      this.log.error(
        {
          err: error,
          projectKey: input.projectKey,
          fileName: input.fileName,
          channel: input.channel,
        },
        'inbound file could not be processed',
      );
      return this.recordRejectedFile(
        input,
        sha,
        'unknown',
        'PROCESSING_FAILED',
        'The file could not be processed and was set aside for the supplier to look at; nothing in it was taken in',
      );
    }
  }

  private async receiveChecked(input: InboundInput, sha: string): Promise<ReceiveOutcome> {
    const { bytes } = input;
    const reject = (code: string, reason: string, format = 'unknown') =>
      this.recordRejectedFile(input, sha, format, code, reason);

    if (bytes.length > this.maxBytes) {
      const limit = Math.round(this.maxBytes / (1024 * 1024));
      return reject('TOO_LARGE', `The file is larger than the ${limit} MB limit; it was not read`);
    }
    if (bytes.every((byte) => byte === 0x20 || (byte >= 0x09 && byte <= 0x0d))) {
      return reject('EMPTY_INPUT', 'The file is empty');
    }
    const format = detectFormat(bytes.subarray(0, 256));
    if (format !== 'x12' && format !== 'edifact') {
      const reason =
        format === 'unknown'
          ? 'The file is neither X12 (ISA) nor EDIFACT (UNA/UNB)'
          : `${format.toUpperCase()} documents are not taken on this channel; send X12 or EDIFACT`;
      return reject(format === 'unknown' ? 'NOT_EDI' : 'UNSUPPORTED_FORMAT', reason, format);
    }
    const expected = input.connection.standard === 'X12' ? 'x12' : 'edifact';
    if (format !== expected) {
      return reject(
        'WRONG_STANDARD',
        `Project ${input.projectKey} exchanges ${input.connection.standard}; this file is ${format === 'x12' ? 'X12' : 'EDIFACT'}`,
        format,
      );
    }
    const standard = standards[format];
    const scan = await standard.scan(bytes);
    if (scan.interchanges.length === 0) {
      const first = scan.errors[0];
      return this.recordRejectedFile(
        input,
        sha,
        format,
        first?.code ?? 'NOT_EDI',
        first?.message ?? 'No interchange could be read',
        scan.errors.map((error) => envelopeProblem(error)),
      );
    }
    return this.ingest(input, sha, format, standard, scan);
  }

  /**
   * A file recorded and set aside unread (its text is not kept): over the size limit, or
   * quarantined after `maxInboundAttempts` starts that never finished, so that one file cannot
   * hold the gateway in a crash loop.
   */
  async rejectUnread(
    input: UnreadFile,
    why:
      | { readonly tooLarge: true }
      | { readonly attempts: number; readonly lastError: string | null },
  ): Promise<ReceiveOutcome> {
    const limit = Math.round(this.maxBytes / (1024 * 1024));
    const [code, reason] =
      'tooLarge' in why
        ? ['TOO_LARGE', `The file is larger than the ${limit} MB limit; it was not read`]
        : [
            'QUARANTINED',
            printableText(
              `Reading this file failed ${why.attempts} attempts in a row (last: ${why.lastError ?? 'the process stopped while reading it'}); it was set aside unread`,
            ),
          ];
    return this.recordRejectedFile(
      { ...input, bytes: undefined },
      input.sha,
      'unknown',
      code,
      reason,
    );
  }

  private async ingest(
    input: InboundInput,
    sha: string,
    format: 'x12' | 'edifact',
    standard: InboundStandard,
    scan: EnvelopeScan,
  ): Promise<ReceiveOutcome> {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const [file] = await tx
        .insert(inboundFiles)
        .values({
          projectKey: input.projectKey,
          channel: input.channel,
          fileName: input.fileName,
          contentSha256: sha,
          sizeBytes: input.bytes.length,
          format,
          status: 'rejected',
          originalText: decodeOriginal(input.bytes),
          receivedAt: now,
        })
        .returning({ id: inboundFiles.id });
      if (file === undefined) throw new Error('receipt insert returned nothing');

      const problems: ReceiptProblem[] = [];
      const interchangeIds: (number | undefined)[] = [];
      const duplicates: (number | undefined)[] = [];
      for (const interchange of scan.interchanges) {
        const label = labelOf(interchange);
        const addressed = this.addressProblem(input.connection, interchange);
        const errors = [...interchange.errors.map((error) => envelopeProblem(error, label))];
        if (addressed !== undefined) errors.push({ ...addressed, interchange: label });
        problems.push(...errors);
        const [earlier] = await tx
          .select({ id: interchanges.id })
          .from(interchanges)
          .where(
            and(
              eq(interchanges.projectKey, input.projectKey),
              eq(interchanges.senderId, interchange.senderId),
              eq(interchanges.controlNumber, interchange.controlNumber),
              inArray(interchanges.status, ['accepted', 'partial']),
            ),
          )
          .limit(1);
        duplicates.push(earlier?.id);
        if (earlier !== undefined) {
          problems.push({
            code: 'DUPLICATE_INTERCHANGE',
            message: `Interchange ${interchange.controlNumber} from ${interchange.senderId} was already received (interchange #${earlier.id}); nothing was taken in again`,
            interchange: label,
          });
        }
        const [row] = await tx
          .insert(interchanges)
          .values({
            fileId: file.id,
            projectKey: input.projectKey,
            standard: standard.standard,
            senderId: storableText(interchange.senderId),
            receiverId: storableText(interchange.receiverId),
            controlNumber: storableText(interchange.controlNumber),
            status: earlier !== undefined ? 'duplicate' : 'rejected',
            duplicateOf: earlier?.id ?? null,
            errors,
            receivedAt: now,
          })
          .returning({ id: interchanges.id });
        interchangeIds.push(row?.id);
        // An interchange not addressed to us is refused as a whole, like a bad envelope.
        if (addressed !== undefined) interchange.groups.forEach(rejectGroup);
      }

      const issues = scan.interchanges.map(() => new Map<string, readonly MappingIssue[]>());
      const accepted = scan.interchanges.map(() => 0);
      const totals = scan.interchanges.map(() => 0);
      let documentCount = 0;
      let orderCount = 0;
      let batch: DocumentRow[] = [];
      let chars = 0;
      // The batch being stored while the next one is read and mapped: on PostgreSQL the database
      // works on one batch while this process maps the next. At most one is in flight, and all
      // of it runs in this transaction, so a failure still rolls the whole file back.
      let storing: Promise<void> = Promise.resolve();
      const store = async (rows: readonly DocumentRow[]): Promise<void> => {
        const ids = await insertDocuments(tx, rows, {
          projectKey: input.projectKey,
          standard: standard.standard,
          createdAt: now,
        });
        orderCount += await this.afterDocuments(
          tx,
          input.projectKey,
          ids,
          rows,
          standard.standard,
          now,
        );
      };
      const flush = async (): Promise<void> => {
        await storing;
        if (batch.length === 0) return;
        storing = store(batch);
        // Awaited at the next flush; until then a failure must not count as unhandled.
        storing.catch(() => undefined);
        batch = [];
        chars = 0;
      };
      for await (const mapped of standard.read(
        input.bytes,
        scan,
        (index) => duplicates[index] === undefined,
      )) {
        const read = unstorableRejected(mapped, standard.standard);
        const interchangeId = interchangeIds[read.interchangeIndex];
        const interchange = scan.interchanges[read.interchangeIndex];
        if (interchangeId === undefined || interchange === undefined) continue;
        totals[read.interchangeIndex] = (totals[read.interchangeIndex] ?? 0) + 1;
        const scanned = interchange.groups[read.groupIndex]?.transactions[read.transactionIndex];
        const ok = read.document !== undefined;
        if (ok) accepted[read.interchangeIndex] = (accepted[read.interchangeIndex] ?? 0) + 1;
        if (read.issues.length > 0) {
          issues[read.interchangeIndex]?.set(
            transactionKey(read.groupIndex, read.transactionIndex),
            read.issues,
          );
        }
        const label = labelOf(interchange);
        const errors: ReceiptProblem[] = [
          ...(scanned?.errors ?? []).map((error) => envelopeProblem(error, label)),
          ...read.issues.map((issue) => issueProblem(issue, label, read.controlNumber)),
        ];
        problems.push(...errors);
        batch.push({
          interchangeId,
          documentType: printableText(read.setId).slice(0, 8),
          controlNumber: printableText(read.controlNumber).slice(0, 16),
          groupControlNumber:
            read.groupControlNumber === undefined
              ? null
              : printableText(read.groupControlNumber).slice(0, 16),
          documentNumber: documentNumberOf(read.document)?.slice(0, 64) ?? null,
          status: ok ? 'accepted' : 'rejected',
          errors,
          canonical: read.document ?? null,
          originalText: storableText(read.text),
        });
        chars += read.text.length;
        documentCount += 1;
        if (batch.length >= batchSize || chars >= batchChars) await flush();
      }
      await flush();
      await storing;

      // Group-level errors name no transaction: add them once.
      for (const [index, interchange] of scan.interchanges.entries()) {
        const label = labelOf(interchange);
        for (const group of interchange.groups) {
          problems.push(...group.errors.map((error) => envelopeProblem(error, label)));
        }
        if (duplicates[index] !== undefined) continue;
        const status: ReceiptStatus =
          (accepted[index] ?? 0) === 0
            ? 'rejected'
            : accepted[index] === totals[index] && interchange.errors.length === 0
              ? 'accepted'
              : 'partial';
        const id = interchangeIds[index];
        if (id === undefined) continue;
        await tx
          .update(interchanges)
          .set({ status, documentCount: totals[index] ?? 0 })
          .where(eq(interchanges.id, id));
      }

      const acknowledgementIds: number[] = [];
      for (const [index] of scan.interchanges.entries()) {
        const id = interchangeIds[index];
        if (duplicates[index] !== undefined || id === undefined) continue;
        const answers = standard.acknowledge(scan, index, issues[index] ?? new Map());
        for (const document of answers) {
          const message = await this.outbound.create(tx, {
            projectKey: input.projectKey,
            connection: input.connection,
            document:
              document.kind === 'acknowledgement'
                ? writableAcknowledgement(document, acknowledgementTarget(input.connection))
                : document,
            createdBy: 'system',
            answersInterchangeId: id,
          });
          acknowledgementIds.push(message.id);
        }
      }

      const acceptedTotal = accepted.reduce((sum, count) => sum + count, 0);
      const allDuplicate = duplicates.every((id) => id !== undefined);
      const status: ReceiptStatus = allDuplicate
        ? 'duplicate'
        : acceptedTotal === 0
          ? 'rejected'
          : acceptedTotal === documentCount && problems.length === 0
            ? 'accepted'
            : 'partial';
      const reason = reasonFor(status, problems, documentCount, acceptedTotal);
      const unique = dedupe(problems);
      await tx
        .update(inboundFiles)
        .set({ status, reason, errors: unique })
        .where(eq(inboundFiles.id, file.id));
      return {
        fileId: file.id,
        status,
        reason,
        problems: unique,
        documents: documentCount,
        orders: orderCount,
        acknowledgementIds,
        duplicateOf: allDuplicate ? duplicates[0] : undefined,
      };
    });
  }

  /**
   * Hands each stored document to the handler of its kind (inbound-handlers.ts), in runs of
   * consecutive documents of one kind and in document order: an order and its change in one
   * interchange reach the orders area as a run of orders, then a run of changes.
   */
  private async afterDocuments(
    tx: Transaction,
    projectKey: string,
    ids: readonly number[],
    rows: readonly DocumentRow[],
    standard: 'X12' | 'EDIFACT',
    now: Date,
  ): Promise<number> {
    let made = 0;
    let run: StoredInboundDocument[] = [];
    let kind: InboundDocumentKind | undefined;
    const flush = async (): Promise<void> => {
      if (kind !== undefined && run.length > 0) {
        made += await handleRun(this.handlers, kind, run, tx, now);
      }
      run = [];
    };
    for (const [index, row] of rows.entries()) {
      const document = row.canonical;
      const documentId = ids[index];
      if (document === null || documentId === undefined) continue;
      const next = inboundKindOf(document);
      if (next !== kind) {
        await flush();
        kind = next;
      }
      run.push({ documentId, projectKey, standard, document });
    }
    await flush();
    return made;
  }

  /** X12 ISA08 / EDIFACT UNB03 must be us, and ISA06 / UNB02 the project's partner. */
  private addressProblem(
    connection: ProjectConnection,
    interchange: EnvelopeScan['interchanges'][number],
  ): ReceiptProblem | undefined {
    const ours =
      connection.standard === 'X12' ? connection.x12?.senderId : connection.edifact?.senderId;
    const partner =
      connection.standard === 'X12' ? connection.x12?.receiverId : connection.edifact?.recipientId;
    if (ours !== undefined && interchange.receiverId !== ours.trim()) {
      return {
        code: 'UNKNOWN_RECEIVER',
        message: `The interchange is addressed to ${interchange.receiverId}, not to this project's ${ours.trim()}`,
      };
    }
    if (partner !== undefined && interchange.senderId !== partner.trim()) {
      return {
        code: 'UNKNOWN_SENDER',
        message: `The interchange comes from ${interchange.senderId}, not from this project's partner ${partner.trim()}`,
      };
    }
    return undefined;
  }

  private async recordRejectedFile(
    input: Omit<InboundInput, 'connection' | 'bytes'> & {
      readonly bytes: Uint8Array | undefined;
      readonly size?: number;
    },
    sha: string,
    format: string,
    code: string,
    reason: string,
    problems: readonly ReceiptProblem[] = [{ code, message: reason }],
  ): Promise<ReceiveOutcome> {
    const size = input.bytes?.length ?? input.size ?? 0;
    const text =
      input.bytes !== undefined && size <= this.maxBytes ? decodeOriginal(input.bytes) : null;
    const [file] = await this.db
      .insert(inboundFiles)
      .values({
        projectKey: input.projectKey,
        channel: input.channel,
        fileName: input.fileName,
        contentSha256: sha,
        sizeBytes: size,
        format,
        status: 'rejected',
        reason,
        errors: [...problems],
        originalText: text,
        receivedAt: this.clock.now(),
      })
      .returning({ id: inboundFiles.id });
    if (file === undefined) throw new Error('receipt insert returned nothing');
    return {
      fileId: file.id,
      status: 'rejected',
      reason,
      problems,
      documents: 0,
      orders: 0,
      acknowledgementIds: [],
      duplicateOf: undefined,
    };
  }
}

const labelOf = (interchange: { senderId: string; controlNumber: string }): string =>
  printableText(`${interchange.senderId}/${interchange.controlNumber}`);

/** Our acknowledgement's standard and character set: the project's. */
function acknowledgementTarget(connection: ProjectConnection): AcknowledgementTarget {
  const syntaxId = connection.edifact?.syntaxId;
  return connection.standard === 'EDIFACT' && syntaxId !== undefined && isEdifactSyntaxId(syntaxId)
    ? { standard: 'EDIFACT', syntaxId }
    : { standard: 'X12' };
}

/**
 * A mapped document holding text the database cannot store (a NUL the reader let through in a
 * value) is not stored altered: its set is rejected with "invalid character" at its first
 * segment, which the acknowledgement reports.
 */
function unstorableRejected(read: ReadDocument, standard: 'X12' | 'EDIFACT'): ReadDocument {
  if (read.document === undefined || !hasUnstorableText(read.document)) return read;
  const issue: MappingIssue = {
    // On ST / UNH the code is the set's own: AK5 5 "segments in error", UCM 21 "invalid characters".
    segmentTag: standard === 'X12' ? 'ST' : 'UNH',
    segmentPosition: 1,
    code: standard === 'X12' ? '5' : '21',
    message: 'A value holds a character that cannot be stored (NUL or a broken surrogate)',
  };
  return { ...read, document: undefined, issues: [...read.issues, issue] };
}

function documentNumberOf(document: InboundDocument | undefined): string | undefined {
  switch (document?.kind) {
    case 'order':
      return document.documentNumber;
    case 'paymentOrder':
      return document.paymentOrderNumber;
    case 'invoice':
      return document.invoiceNumber;
    case 'acknowledgement':
      return document.groupControlNumber ?? document.interchangeControlNumber;
    default:
      return undefined;
  }
}

/**
 * The text as received. X12 and UNOW/UNOY are UTF-8; bytes that are not valid UTF-8 (and the
 * single-byte UNOA–UNOC sets) are kept as Latin-1, which maps every byte to one character.
 * PostgreSQL text cannot hold NUL, so a NUL byte is kept as U+FFFD.
 */
function decodeOriginal(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  }
  return storableText(text);
}

function dedupe(problems: readonly ReceiptProblem[]): ReceiptProblem[] {
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const key = JSON.stringify(problem);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function reasonFor(
  status: ReceiptStatus,
  problems: readonly ReceiptProblem[],
  total: number,
  accepted: number,
): string | null {
  switch (status) {
    case 'accepted':
      return null;
    case 'duplicate':
      return problems.find((problem) => problem.code === 'DUPLICATE_INTERCHANGE')?.message ?? null;
    case 'partial':
      return `${accepted} of ${total} documents accepted; ${problems[0]?.message ?? ''}`.trim();
    case 'rejected':
      return problems[0]?.message ?? 'Nothing in the file could be accepted';
  }
}

/** The documents of a run as their kind's handler takes them (a run holds one kind only). */
function ofKind<D extends InboundDocument>(
  run: readonly StoredInboundDocument[],
  guard: (document: InboundDocument) => document is D,
): StoredInboundDocument<D>[] {
  return run.flatMap((stored) =>
    guard(stored.document) ? [{ ...stored, document: stored.document }] : [],
  );
}

const isOrder = (document: InboundDocument): document is InboundDocumentKinds['order'] =>
  document.kind === 'order';

function handleRun(
  handlers: InboundHandlers,
  kind: InboundDocumentKind,
  run: readonly StoredInboundDocument[],
  tx: Transaction,
  now: Date,
): Promise<number> {
  switch (kind) {
    case 'order':
    case 'orderPlan':
    case 'orderChange':
      return handlers[kind].handle(tx, ofKind(run, isOrder), now);
    case 'invoice':
      return handlers.invoice.handle(
        tx,
        ofKind(run, (document) => document.kind === 'invoice'),
        now,
      );
    case 'paymentOrder':
      return handlers.paymentOrder.handle(
        tx,
        ofKind(run, (document) => document.kind === 'paymentOrder'),
        now,
      );
    case 'acknowledgement':
      return handlers.acknowledgement.handle(
        tx,
        ofKind(run, (document) => document.kind === 'acknowledgement'),
        now,
      );
  }
}
