import { eq } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { ProjectConnection } from '@portal/contracts';
import { messages, type DatabaseHandle } from '../database';
import type { Clock } from '../common/clock';
import type { Settings } from '../config';
import { InboundFiles, type InboundFileResult } from './inbound/inbound-files';
import { gatewayInboundHandlers, type InboundHandlers } from './inbound/inbound-handlers';
import { InboundReceiver, type ReceiveOutcome } from './inbound/inbound-receiver';
import {
  openJobQueue,
  queues,
  type InboundFileJob,
  type JobQueue,
  type OutboundMessageJob,
} from './job-queue';
import {
  OutboundMessages,
  type AcknowledgementsWritten,
  type MessagesWritten,
  type WriteOutcome,
} from './outbound/outbound-messages';

/** What the business areas do once outbound messages are written, registered by context.ts. */
export interface WrittenHooks {
  /** Our 997s / CONTRLs written: the orders they acknowledge are released. */
  readonly acknowledgementsWritten?: AcknowledgementsWritten;
  /** Any messages written: a ship notice's order moves on to SENT_ASN. */
  readonly messagesWritten?: MessagesWritten;
}

export interface GatewayLog {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** How many files each instance reads at once; more would only queue on the database. */
const inboundWorkers = 2;
/** Messages still `new` this long after creation are enqueued again (a crash lost the job). */
const sweepEveryScans = 15;
/** Jobs per queue insert: one statement each, whatever the sweep finds. */
const deliverChunk = 1000;

/**
 * The EDI gateway of one server instance: the file channel's scanner, the pg-boss workers that
 * read inbound files and write outbound messages, and the sweep that re-queues lost work. Every
 * instance runs the same; pg-boss hands each job to one of them.
 */
export class EdiGateway {
  readonly outbound: OutboundMessages;
  readonly receiver: InboundReceiver;
  readonly files: InboundFiles;
  private boss: PgBoss | undefined;
  private queue: JobQueue | undefined;
  /** The outbound worker, woken by `deliver` so a message never waits for the next poll. */
  private outboundWorker: string | undefined;
  private timer: NodeJS.Timeout | undefined;
  private scanning: Promise<void> | undefined;
  private scans = 0;

  constructor(
    private readonly database: DatabaseHandle,
    clock: Clock,
    private readonly settings: Pick<
      Settings,
      | 'dataDir'
      | 'ediMaxInboundBytes'
      | 'ediScanIntervalMs'
      | 'ediOutboundBatch'
      | 'ediOutboundWriters'
    >,
    private readonly log: GatewayLog,
    /** The business areas' handlers of inbound documents, registered by context.ts. */
    handlers: Partial<InboundHandlers> = {},
    /** What the areas do once messages are written (orders: release, ship notice sent). */
    written: WrittenHooks = {},
  ) {
    this.outbound = new OutboundMessages(database.db, clock, settings.dataDir, {
      databaseKind: database.kind,
      concurrency: settings.ediOutboundWriters,
      ...written,
    });
    this.receiver = new InboundReceiver(
      database.db,
      clock,
      this.outbound,
      settings.ediMaxInboundBytes,
      { ...gatewayInboundHandlers, ...handlers },
      log,
    );
    this.files = new InboundFiles(
      database.db,
      clock,
      settings.dataDir,
      this.receiver,
      settings.ediMaxInboundBytes,
    );
  }

  get running(): boolean {
    return this.boss !== undefined;
  }

  /** Starts the queue workers, and the scanner unless EDI_SCAN_INTERVAL_MS is 0. */
  async start(): Promise<void> {
    if (this.boss !== undefined) return;
    const queue = await openJobQueue(this.database, (error) =>
      this.log.error({ err: error }, 'job queue error'),
    );
    const boss = queue.boss;
    this.queue = queue;
    this.boss = boss;
    for (let worker = 0; worker < inboundWorkers; worker += 1) {
      await boss.work<InboundFileJob>(
        queues.inboundFile,
        { batchSize: 1, pollingIntervalSeconds: 0.5 },
        async ([job]) => {
          if (job !== undefined) await this.processFile(job.data.projectKey, job.data.fileName);
        },
      );
    }
    this.outboundWorker = await boss.work<OutboundMessageJob>(
      queues.outboundMessage,
      { batchSize: this.settings.ediOutboundBatch, pollingIntervalSeconds: 0.5 },
      (jobs) => this.writeJobs(boss, jobs),
    );
    await this.sweep();
    if (this.settings.ediScanIntervalMs > 0) {
      this.timer = setInterval(() => void this.scanOnce(), this.settings.ediScanIntervalMs);
      this.timer.unref();
      void this.scanOnce();
    }
  }

  /** Stops scanning, lets running jobs finish, and stops the queue. */
  async stop(): Promise<void> {
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
    await this.scanning;
    const queue = this.queue;
    this.queue = undefined;
    this.boss = undefined;
    this.outboundWorker = undefined;
    await queue?.stop();
  }

  /** One scan of every inbound directory: each ready file becomes a job (once per name). */
  scanOnce(): Promise<void> {
    this.scanning ??= this.scan().finally(() => {
      this.scanning = undefined;
    });
    return this.scanning;
  }

  private async scan(): Promise<void> {
    const boss = this.boss;
    if (boss === undefined) return;
    try {
      for (const file of await this.files.findReady()) {
        await boss.send(queues.inboundFile, file, {
          singletonKey: `${file.projectKey}/${file.fileName}`,
        });
      }
      this.scans += 1;
      if (this.scans % sweepEveryScans === 0) await this.sweep();
    } catch (error) {
      this.log.error({ err: error }, 'inbound scan failed');
    }
  }

  /** Reads one inbound file (a queue job, or a test) and queues the acknowledgements it made. */
  async processFile(projectKey: string, fileName: string): Promise<InboundFileResult> {
    const result = await this.files.process(projectKey, fileName);
    if (result.outcome !== undefined) {
      this.log.info(
        {
          projectKey,
          fileName,
          status: result.outcome.status,
          documents: result.outcome.documents,
          settledPath: result.settledPath,
        },
        'inbound file read',
      );
      await this.deliver(result.outcome.acknowledgementIds);
    }
    return result;
  }

  /** The HTTP channel: the same reading as a file, answered at once. */
  async receiveBody(
    projectKey: string,
    connection: ProjectConnection,
    fileName: string,
    bytes: Uint8Array,
  ): Promise<ReceiveOutcome> {
    const outcome = await this.receiver.receive({
      projectKey,
      connection,
      channel: 'http',
      fileName,
      bytes,
    });
    await this.deliver(outcome.acknowledgementIds);
    return outcome;
  }

  /**
   * Queues outbound messages for writing (one insert) and wakes this instance's writer; without
   * a running queue (tests, tools) they are written at once, in batches.
   */
  async deliver(messageIds: readonly number[]): Promise<void> {
    const boss = this.boss;
    if (boss === undefined) {
      const batch = this.settings.ediOutboundBatch;
      for (let at = 0; at < messageIds.length; at += batch) {
        this.logWriteFailures(await this.outbound.writeBatch(messageIds.slice(at, at + batch)));
      }
      return;
    }
    for (let at = 0; at < messageIds.length; at += deliverChunk) {
      await boss.insert(
        messageIds.slice(at, at + deliverChunk).map((messageId) => ({
          name: queues.outboundMessage,
          data: { messageId } satisfies OutboundMessageJob,
          singletonKey: String(messageId),
        })),
      );
    }
    if (this.outboundWorker !== undefined && messageIds.length > 0) {
      boss.notifyWorker(this.outboundWorker);
    }
  }

  /**
   * One fetch of the outbound queue: the batch is written together. A message whose write
   * failed fails its own job (pg-boss retries it with backoff); the others complete.
   */
  private async writeJobs(boss: PgBoss, jobs: PgBoss.Job<OutboundMessageJob>[]): Promise<void> {
    // A full batch means more may be waiting: fetch again at once rather than after the poll.
    if (jobs.length >= this.settings.ediOutboundBatch && this.outboundWorker !== undefined) {
      boss.notifyWorker(this.outboundWorker);
    }
    const outcomes = await this.outbound.writeBatch(jobs.map((job) => job.data.messageId));
    this.logWriteFailures(outcomes);
    const retry = new Map<number, string>();
    for (const outcome of outcomes) {
      if (outcome.result === 'retry') retry.set(outcome.id, outcome.error);
    }
    for (const job of jobs) {
      const reason = retry.get(job.data.messageId);
      if (reason !== undefined) {
        await boss.fail(queues.outboundMessage, job.id, { message: reason });
      }
    }
  }

  private logWriteFailures(outcomes: readonly WriteOutcome[]): void {
    for (const outcome of outcomes) {
      if (outcome.result === 'retry' || outcome.result === 'failed') {
        this.log.error(
          {
            messageId: outcome.id,
            fileName: outcome.message.fileName,
            attempts: outcome.message.attempts,
            status: outcome.message.status,
            reason: outcome.error,
          },
          'outbound message not written',
        );
      }
    }
  }

  /**
   * Messages whose partner has not acknowledged them within the project's `acknowledgementHours`
   * become `unknown` (run by the sweep; tests call it with their clock).
   */
  markOverdueAcknowledgements(): Promise<number> {
    return this.outbound.markOverdueAcknowledgements();
  }

  /**
   * Re-queues messages still `new` (their job was lost with a crashed instance), marks the
   * receipts whose file move finished just before a crash, and marks messages whose
   * acknowledgement is overdue `unknown`.
   */
  private async sweep(): Promise<void> {
    await this.files.reconcile();
    await this.markOverdueAcknowledgements();
    const waiting = await this.database.db
      .select({ id: messages.id })
      .from(messages)
      .where(eq(messages.status, 'new'));
    await this.deliver(waiting.map((message) => message.id));
  }
}
