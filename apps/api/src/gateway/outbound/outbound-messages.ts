import {
  defaultProjectFeatures,
  type OutboundDocument,
  type ProjectConnection,
} from '@portal/contracts';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import {
  messages,
  projects,
  type Database,
  type DatabaseKind,
  type Executor,
} from '../../database';
import type { Clock } from '../../common/clock';
import { writeFileAtomically } from '../atomic-file';
import { nextControlNumber } from '../control-numbers';
import { projectPaths } from '../project-paths';
import { outboundDocumentType, renderOutboundDocument } from './outbound-documents';

export type MessageRow = typeof messages.$inferSelect;

export interface NewOutboundMessage {
  readonly projectKey: string;
  readonly connection: ProjectConnection;
  readonly document: OutboundDocument;
  readonly createdBy: string;
  readonly orderSerialNumber?: number;
  readonly answersInterchangeId?: number;
  readonly resendOf?: number;
}

/** How often writing a message may fail before it is marked failed with the reason. */
export const maxWriteAttempts = 5;

/** Files written at once by one batch unless the gateway says otherwise (EDI_OUTBOUND_WRITERS). */
export const defaultWriteConcurrency = 8;

export type WriteFile = (directory: string, name: string, content: string) => Promise<unknown>;

/**
 * What the business areas do when 997 / CONTRL messages answering `interchangeIds` are marked
 * written, in that transaction: the orders area releases the orders they acknowledge
 * (registered by context.ts, like the inbound handlers, so the gateway knows no area).
 */
export type AcknowledgementsWritten = (
  tx: Executor,
  interchangeIds: readonly number[],
  now: Date,
) => Promise<void>;

/**
 * What the business areas do with every message just marked written (`doing` or `finish`), in
 * that transaction: the orders area moves a ship notice's order SEND_ASN → SENT_ASN. Registered
 * by context.ts; a refusal must be quiet (throwing rolls the whole batch back to be written again).
 */
export type MessagesWritten = (
  tx: Executor,
  written: readonly MessageRow[],
  now: Date,
) => Promise<void>;

/** What a project's features say when its row predates `acknowledgementHours`. */
const defaultAcknowledgementHours = defaultProjectFeatures.acknowledgementHours;

export interface OutboundWriterOptions {
  /**
   * PostgreSQL: the claim's row locks are held across the file writes, so another instance skips
   * those messages. PGlite: one process owns the database (the data directory lock) and its single
   * connection serves every query, so the writes happen outside any transaction and the process's
   * own claims keep two writers apart.
   */
  readonly databaseKind: DatabaseKind;
  /** How many files one batch writes at once. */
  readonly concurrency?: number;
  /** The atomic write (tests count or break it). */
  readonly writeFile?: WriteFile;
  readonly acknowledgementsWritten?: AcknowledgementsWritten;
  readonly messagesWritten?: MessagesWritten;
}

/** What became of one message asked for in {@link OutboundMessages.writeBatch}. */
export type WriteOutcome =
  | { readonly id: number; readonly result: 'written'; readonly message: MessageRow }
  /** The write failed and the message stays `new`; the caller retries it later. */
  | {
      readonly id: number;
      readonly result: 'retry';
      readonly message: MessageRow;
      readonly error: string;
    }
  /** The write failed for the last time: the message is now `failed`. */
  | {
      readonly id: number;
      readonly result: 'failed';
      readonly message: MessageRow;
      readonly error: string;
    }
  /** Not `new` (written already, failed, gone), or another writer holds it right now. */
  | { readonly id: number; readonly result: 'skipped' };

/** `doing` while the partner's 997 / CONTRL is awaited, else `finish`. */
const writtenStatus = sql<
  MessageRow['status']
>`case when ${messages.acknowledgementExpected} then 'doing' else 'finish' end`;

interface Attempt {
  readonly message: MessageRow;
  readonly error: string | undefined;
}

/**
 * Messages this process is writing, per database handle. On PGlite no row lock is held during the
 * writes, so this is what keeps two batches of one process (the only one) off the same message.
 */
const claimedInProcess = new WeakMap<Database, Set<number>>();

/**
 * Outbound messages (decisions.md §2): made inside the caller's transaction with fresh control
 * numbers (status `new`), then written to the project's outbound directory in batches.
 */
export class OutboundMessages {
  private readonly concurrency: number;
  private readonly writeFile: WriteFile;
  private readonly lockRowsWhileWriting: boolean;
  private readonly acknowledgementsWritten: AcknowledgementsWritten | undefined;
  private readonly messagesWritten: MessagesWritten | undefined;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly dataDir: string,
    options: OutboundWriterOptions,
  ) {
    this.concurrency = Math.max(1, options.concurrency ?? defaultWriteConcurrency);
    this.writeFile = options.writeFile ?? writeFileAtomically;
    this.lockRowsWhileWriting = options.databaseKind === 'postgres';
    this.acknowledgementsWritten = options.acknowledgementsWritten;
    this.messagesWritten = options.messagesWritten;
  }

  /** Renders and stores a message; the caller enqueues its write after committing. */
  async create(executor: Executor, input: NewOutboundMessage): Promise<MessageRow> {
    const { connection, projectKey, document } = input;
    const interchange = await nextControlNumber(executor, projectKey, 'interchange');
    const group =
      connection.standard === 'X12'
        ? await nextControlNumber(executor, projectKey, 'group')
        : undefined;
    const transaction = await nextControlNumber(executor, projectKey, 'transaction');
    const now = this.clock.now();
    const text = renderOutboundDocument(
      connection,
      document,
      { interchange, group, transaction },
      now,
    );
    const documentType = outboundDocumentType(connection.standard, document.kind);
    const padded = String(interchange).padStart(9, '0');
    const [row] = await executor
      .insert(messages)
      .values({
        projectKey,
        standard: connection.standard,
        documentType,
        status: 'new',
        orderSerialNumber: input.orderSerialNumber ?? null,
        answersInterchangeId: input.answersInterchangeId ?? null,
        resendOf: input.resendOf ?? null,
        fileName: `${projectKey}_${documentType}_${padded}.edi`,
        interchangeControlNumber: padded,
        groupControlNumber: group === undefined ? null : String(group),
        transactionControlNumber: String(transaction),
        // Nobody acknowledges an acknowledgement (X12 and EDIFACT rules).
        acknowledgementExpected: document.kind !== 'acknowledgement',
        canonical: document,
        text,
        createdBy: input.createdBy,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (row === undefined) throw new Error('message insert returned nothing');
    return row;
  }

  /**
   * Writes one message; see {@link writeBatch}. Returns the message as it now is, and throws when
   * the write failed and will be tried again.
   */
  async write(messageId: number): Promise<MessageRow | undefined> {
    const [outcome] = await this.writeBatch([messageId]);
    if (outcome?.result === 'retry') throw new Error(outcome.error);
    if (outcome !== undefined && outcome.result !== 'skipped') return outcome.message;
    const [message] = await this.db.select().from(messages).where(eq(messages.id, messageId));
    return message;
  }

  /**
   * Writes the `new` messages among `messageIds` to their outbound directories, at most
   * `concurrency` files at once (each atomically: hidden temp file, fsync, rename, directory
   * fsync), then marks them in one short transaction: `finish` when no acknowledgement is
   * expected, else `doing` until the partner's 997 / CONTRL arrives; the orders their 997s
   * answer go to RECEIVED (`acknowledgementsWritten`) and the areas see every written message
   * (`messagesWritten`: a ship notice's order goes to SENT_ASN). A failed write counts an
   * attempt with its reason and fails alone; the `maxWriteAttempts`th makes the message
   * `failed`. Messages another writer holds are skipped, not waited for. Run again after a crash it writes the same files again (same name,
   * text and control numbers), so the partner sees at worst a duplicate it can recognise.
   */
  async writeBatch(messageIds: readonly number[]): Promise<WriteOutcome[]> {
    const ids = [...new Set(messageIds)];
    const mine = this.claimInProcess(ids);
    try {
      const attempts = mine.length === 0 ? [] : await this.writeClaimed(mine);
      const settled = new Map(attempts.map((outcome) => [outcome.id, outcome]));
      return ids.map((id) => settled.get(id) ?? { id, result: 'skipped' });
    } finally {
      const claimed = claimedInProcess.get(this.db);
      for (const id of mine) claimed?.delete(id);
    }
  }

  /**
   * PostgreSQL: claim, write and mark in one transaction that holds the row locks. PGlite: read,
   * write outside any transaction, then mark in one short transaction.
   */
  private async writeClaimed(ids: readonly number[]): Promise<WriteOutcome[]> {
    if (this.lockRowsWhileWriting) {
      return this.db.transaction(async (tx) =>
        this.settle(tx, await this.writeAll(tx, await this.claim(tx, ids, true))),
      );
    }
    const written = await this.writeAll(this.db, await this.claim(this.db, ids, false));
    if (written.length === 0) return [];
    return this.db.transaction((tx) => this.settle(tx, written));
  }

  private claimInProcess(ids: readonly number[]): number[] {
    let claimed = claimedInProcess.get(this.db);
    if (claimed === undefined) {
      claimed = new Set();
      claimedInProcess.set(this.db, claimed);
    }
    const free = ids.filter((id) => !claimed.has(id));
    for (const id of free) claimed.add(id);
    return free;
  }

  /** The `new` messages among `ids`, row-locked when asked (locked ones are skipped). */
  private async claim(
    executor: Executor,
    ids: readonly number[],
    lock: boolean,
  ): Promise<MessageRow[]> {
    const query = executor
      .select()
      .from(messages)
      .where(and(inArray(messages.id, [...ids]), eq(messages.status, 'new')))
      .orderBy(messages.id);
    return lock ? query.for('update', { skipLocked: true }) : query;
  }

  private async writeAll(executor: Executor, claimed: readonly MessageRow[]): Promise<Attempt[]> {
    if (claimed.length === 0) return [];
    const keys = [...new Set(claimed.map((message) => message.projectKey))];
    const found = await executor
      .select({ projectKey: projects.projectKey, connection: projects.connection })
      .from(projects)
      .where(inArray(projects.projectKey, keys));
    const connections = new Map(found.map((project) => [project.projectKey, project.connection]));
    return mapBounded(claimed, this.concurrency, async (message): Promise<Attempt> => {
      try {
        const connection = connections.get(message.projectKey);
        if (connection === undefined) {
          throw new Error(`project ${message.projectKey} no longer exists`);
        }
        const paths = projectPaths(this.dataDir, message.projectKey, connection);
        await this.writeFile(paths.outbound, message.fileName, message.text);
        return { message, error: undefined };
      } catch (error) {
        return { message, error: String(error) };
      }
    });
  }

  /** Records the batch's outcome: written messages in one statement, failures one by one. */
  private async settle(tx: Executor, attempts: readonly Attempt[]): Promise<WriteOutcome[]> {
    const now = this.clock.now();
    const outcomes: WriteOutcome[] = [];
    const written = attempts.filter((attempt) => attempt.error === undefined);
    if (written.length > 0) {
      // `status = 'new'` again: on PGlite an inbound 997 may have settled one meanwhile.
      const updated = await tx
        .update(messages)
        .set({
          status: writtenStatus,
          attempts: sql<number>`${messages.attempts} + 1`,
          writtenAt: now,
          updatedAt: now,
        })
        .where(
          and(
            inArray(
              messages.id,
              written.map((attempt) => attempt.message.id),
            ),
            eq(messages.status, 'new'),
          ),
        )
        .returning();
      const interchangeIds = updated.flatMap((message) =>
        message.answersInterchangeId === null ? [] : [message.answersInterchangeId],
      );
      if (interchangeIds.length > 0) await this.acknowledgementsWritten?.(tx, interchangeIds, now);
      if (updated.length > 0) await this.messagesWritten?.(tx, updated, now);
      for (const message of updated) {
        outcomes.push({ id: message.id, result: 'written', message });
      }
    }
    for (const { message, error } of attempts) {
      if (error === undefined) continue;
      const attemptsNow = message.attempts + 1;
      const failed = attemptsNow >= maxWriteAttempts;
      const [updated] = await tx
        .update(messages)
        .set({
          attempts: attemptsNow,
          status: failed ? 'failed' : 'new',
          errors: [...message.errors, { at: now.toISOString(), message: error }],
          updatedAt: now,
        })
        .where(and(eq(messages.id, message.id), eq(messages.status, 'new')))
        .returning();
      if (updated !== undefined) {
        outcomes.push({
          id: message.id,
          result: failed ? 'failed' : 'retry',
          message: updated,
          error,
        });
      }
    }
    return outcomes;
  }

  /**
   * Marks `unknown` every message still `doing` (written, the partner's 997 / CONTRL awaited)
   * whose file was written at least its project's `acknowledgementHours` ago, adding an error
   * entry that says so. One joined UPDATE for all projects, so every instance's sweep may run it
   * at any time: a message it marked is no longer `doing`. A late acknowledgement still settles an
   * `unknown` message. Returns how many were marked.
   */
  async markOverdueAcknowledgements(): Promise<number> {
    const now = this.clock.now();
    const waits = this.db
      .select({
        projectKey: projects.projectKey,
        hours:
          sql<number>`coalesce((${projects.connection} -> 'features' ->> 'acknowledgementHours')::int, ${defaultAcknowledgementHours}::int)`.as(
            'hours',
          ),
      })
      .from(projects)
      .as('acknowledgement_waits');
    const marked = await this.db
      .update(messages)
      .set({
        status: 'unknown',
        updatedAt: now,
        // The entry is stored once and shown in either language, so it carries both.
        errors: sql`${messages.errors} || jsonb_build_array(jsonb_build_object(
          'at', ${now.toISOString()}::text,
          'message', 'No acknowledgement arrived within ' || ${waits.hours} || ' hours / '
            || ${waits.hours} || ' 小时内未收到对方的确认回执'))`,
      })
      .from(waits)
      .where(
        and(
          eq(messages.projectKey, waits.projectKey),
          eq(messages.status, 'doing'),
          eq(messages.acknowledgementExpected, true),
          lte(
            messages.writtenAt,
            sql`${now.toISOString()}::timestamptz - make_interval(hours => ${waits.hours})`,
          ),
        ),
      )
      .returning({ id: messages.id });
    return marked.length;
  }
}

/** Runs `work` over `items`, at most `limit` at a time; results in the items' order. */
async function mapBounded<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const lane = async (): Promise<void> => {
    for (let index = next; index < items.length; index = next) {
      next += 1;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}
