import type { OutboundDocument, ProjectConnection } from '@portal/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import {
  messages,
  orderLogs,
  orders,
  documents,
  projects,
  type Database,
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

/**
 * Outbound messages (decisions.md §2): made inside the caller's transaction with fresh control
 * numbers (status `new`), then written to the project's outbound directory by a queue job.
 */
export class OutboundMessages {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly dataDir: string,
  ) {}

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
   * Writes one `new` message to its outbound directory (temp file, then rename) and marks it
   * written: `finish` when no acknowledgement is expected, else `doing` until the partner's
   * 997 / CONTRL arrives. Run again after a crash it writes the same file again (same name, same
   * text, same control numbers), so the partner sees at worst a duplicate it can recognise.
   */
  async write(messageId: number): Promise<MessageRow | undefined> {
    return this.db.transaction(async (tx) => {
      const [message] = await tx
        .select()
        .from(messages)
        .where(eq(messages.id, messageId))
        .for('update');
      if (message === undefined || message.status !== 'new') return message;
      const [project] = await tx
        .select({ connection: projects.connection })
        .from(projects)
        .where(eq(projects.projectKey, message.projectKey));
      const now = this.clock.now();
      try {
        if (project === undefined)
          throw new Error(`project ${message.projectKey} no longer exists`);
        const paths = projectPaths(this.dataDir, message.projectKey, project.connection);
        await writeFileAtomically(paths.outbound, message.fileName, message.text);
      } catch (error) {
        const attempts = message.attempts + 1;
        const failed = attempts >= maxWriteAttempts;
        const [updated] = await tx
          .update(messages)
          .set({
            attempts,
            status: failed ? 'failed' : 'new',
            errors: [...message.errors, { at: now.toISOString(), message: String(error) }],
            updatedAt: now,
          })
          .where(eq(messages.id, messageId))
          .returning();
        if (failed) return updated;
        throw error;
      }
      const [updated] = await tx
        .update(messages)
        .set({
          status: message.acknowledgementExpected ? 'doing' : 'finish',
          attempts: message.attempts + 1,
          writtenAt: now,
          updatedAt: now,
        })
        .where(eq(messages.id, messageId))
        .returning();
      if (message.answersInterchangeId !== null) {
        await releaseAcknowledgedOrders(tx, message.answersInterchangeId, now);
      }
      return updated;
    });
  }
}

/**
 * decisions.md §3: an order leaves NEW_ORDER for RECEIVED once it is validated and acknowledged,
 * i.e. when the 997 / CONTRL answering its interchange has been written.
 */
async function releaseAcknowledgedOrders(
  tx: Executor,
  interchangeId: number,
  now: Date,
): Promise<void> {
  const released = await tx
    .update(orders)
    .set({ status: 'RECEIVED', updatedAt: now })
    .where(
      and(
        eq(orders.status, 'NEW_ORDER'),
        inArray(
          orders.documentId,
          tx
            .select({ id: documents.id })
            .from(documents)
            .where(eq(documents.interchangeId, interchangeId)),
        ),
      ),
    )
    .returning({ serialNumber: orders.serialNumber });
  if (released.length === 0) return;
  await tx.insert(orderLogs).values(
    released.map(({ serialNumber }) => ({
      serialNumber,
      at: now,
      actor: 'system',
      fromStatus: 'NEW_ORDER',
      toStatus: 'RECEIVED',
      message: 'acknowledged',
    })),
  );
}
