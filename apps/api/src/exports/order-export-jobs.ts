import {
  errorCatalogue,
  orderExportJobSchema,
  type Language,
  type OrderExportJob,
} from '@portal/contracts';
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Clock } from '../common/clock';
import { ApiError } from '../errors';
import { TaskSlots } from '../files/import-slots';
import { openWorkbookStream, type WorkbookStream } from '../files/workbook';
import {
  orderColumns,
  orderSheetName,
  orderSheetRecords,
  type OrderExportSelection,
  type OrderKeyset,
  type OrdersService,
} from '../orders/orders.service';

/** A job as its state file holds it: what the user sees, and whose it is. */
interface JobRecord extends OrderExportJob {
  readonly userId: number;
}

/** A job this process is running. */
interface LiveJob {
  record: JobRecord;
  readonly stop: AbortController;
  /** Settles when the job has ended and its state file says so. */
  readonly ended: Promise<void>;
}

export interface OrderExportOptions {
  /**
   * Orders read per keyset page; each page's rows are written before the next is read. 500
   * rather than 2,000 kept the server's peak 60 to 110 MB lower (docs/performance.md, "Exports"):
   * a page lives across awaits, so it is garbage the old generation collects late.
   */
  readonly pageSize: number;
  /** How long a finished export is kept for download. */
  readonly retentionMs: number;
  /** How often expired files and stale parts are removed. */
  readonly sweepIntervalMs: number;
}

export const defaultOrderExportOptions: OrderExportOptions = {
  pageSize: 500,
  retentionMs: 24 * 60 * 60 * 1000,
  sweepIntervalMs: 15 * 60 * 1000,
};

/** Raised inside a job when its user cancelled it. */
class ExportCancelled extends Error {}

const jobFile = /^([0-9a-f-]{36})\.(json|xlsx|xlsx\.part|json\.tmp)$/;

/**
 * Order exports as jobs (docs/exports.md). Each job writes `<id>.xlsx.part` in the exports
 * directory from keyset pages of the orders and renames it to `<id>.xlsx` only once the workbook
 * is complete and synced, so a crash never leaves a partial workbook under the finished name.
 * `<id>.json` holds the job's state at its start and its end (written whole, by rename); progress
 * is held in memory by the process running it. Two jobs write at once in the process (writing is
 * CPU work: XML and deflate); more wait their turn, one per user at most.
 */
export class OrderExportJobs {
  private readonly live = new Map<string, LiveJob>();
  private readonly slots = new TaskSlots(2, 10_000);
  private sweeper: NodeJS.Timeout | undefined;

  constructor(
    private readonly directory: string,
    private readonly orders: Pick<OrdersService, 'exportCount' | 'exportPage'>,
    private readonly clock: Clock,
    private readonly logFailure: (error: unknown, jobId: string) => void,
    private readonly options: OrderExportOptions = defaultOrderExportOptions,
  ) {}

  /** Creates the directory, removes what a previous process left, and sweeps on a timer. */
  async open(): Promise<void> {
    await mkdir(this.directory, { recursive: true });
    await this.sweep();
    this.sweeper = setInterval(() => {
      this.sweep().catch((error: unknown) => this.logFailure(error, 'sweep'));
    }, this.options.sweepIntervalMs);
    this.sweeper.unref();
  }

  /** Cancels every running job and waits for each to end (server shutdown). */
  async close(): Promise<void> {
    clearInterval(this.sweeper);
    const running = [...this.live.values()];
    for (const job of running) job.stop.abort();
    await Promise.all(running.map((job) => job.ended));
  }

  /**
   * Starts an export. The orders are counted first, so the job knows its total and ticked
   * orders of which none exists are refused before anything is written.
   */
  async start(
    userId: number,
    selection: OrderExportSelection,
    language: Language,
  ): Promise<OrderExportJob> {
    if ([...this.live.values()].some((job) => job.record.userId === userId)) {
      throw new ApiError('EXPORT_BUSY');
    }
    const total = await this.orders.exportCount(selection);
    if ('ids' in selection && total === 0) {
      throw new ApiError('ORDER_NOT_FOUND', { field: 'ids' });
    }
    // Checked again: another start of this user may have passed the check during the count.
    if ([...this.live.values()].some((job) => job.record.userId === userId)) {
      throw new ApiError('EXPORT_BUSY');
    }
    const now = this.clock.now();
    const record: JobRecord = {
      id: randomUUID(),
      userId,
      state: 'running',
      written: 0,
      total,
      fileName: `orders-${now.toISOString().slice(0, 10)}.xlsx`,
      failureCode: null,
      startedAt: now.toISOString(),
      finishedAt: null,
    };
    const stop = new AbortController();
    let ended: () => void = () => undefined;
    const job: LiveJob = { record, stop, ended: new Promise((resolve) => (ended = resolve)) };
    this.live.set(record.id, job);
    try {
      await this.saveState(record);
    } catch (error) {
      this.live.delete(record.id);
      ended();
      throw new ApiError('EXPORT_FAILED', { cause: error });
    }
    void this.run(job, selection, language).finally(ended);
    return publicView(record);
  }

  /** The job of `id`, if it is this user's (another user's job is not found either). */
  async status(userId: number, id: string): Promise<OrderExportJob> {
    return publicView(await this.recordOf(userId, id));
  }

  /**
   * Cancels a running job (its part is removed, the state says cancelled) or removes a finished
   * one and its file.
   */
  async cancel(userId: number, id: string): Promise<OrderExportJob> {
    const record = await this.recordOf(userId, id);
    const job = this.live.get(id);
    if (job !== undefined) {
      job.stop.abort();
      await job.ended;
      return publicView(job.record);
    }
    await this.removeFiles(id);
    return publicView(record);
  }

  /** The finished workbook of a job: its path and the name it is downloaded under. */
  async file(
    userId: number,
    id: string,
  ): Promise<{ path: string; fileName: string; bytes: number }> {
    const record = await this.recordOf(userId, id);
    if (record.state === 'running') throw new ApiError('EXPORT_NOT_READY');
    if (record.state !== 'done') throw new ApiError('EXPORT_NOT_FOUND');
    const path = this.pathOf(id, 'xlsx');
    const found = await stat(path).catch(() => undefined);
    if (found === undefined) throw new ApiError('EXPORT_NOT_FOUND');
    return { path, fileName: record.fileName, bytes: found.size };
  }

  /**
   * Removes what no job of this process owns: parts and half-written state files (a process
   * that died while writing them), the state of a job that was running then (now failed), and
   * finished exports past their retention.
   */
  async sweep(): Promise<void> {
    const names = await readdir(this.directory).catch(() => []);
    const now = this.clock.now().getTime();
    for (const name of names) {
      const match = jobFile.exec(name);
      const id = match?.[1];
      if (id === undefined || this.live.has(id)) continue;
      const kind = match?.[2];
      if (kind === 'xlsx.part' || kind === 'json.tmp') {
        await rm(join(this.directory, name), { force: true });
        continue;
      }
      if (kind !== 'json') continue;
      const record = await this.readState(id);
      if (record === undefined) {
        await this.removeFiles(id);
      } else if (record.state === 'running') {
        await rm(this.pathOf(id, 'xlsx'), { force: true });
        await this.saveState({
          ...record,
          state: 'failed',
          failureCode: errorCatalogue.EXPORT_FAILED.code,
          finishedAt: new Date(now).toISOString(),
        });
      } else if (
        record.finishedAt !== null &&
        Date.parse(record.finishedAt) + this.options.retentionMs <= now
      ) {
        await this.removeFiles(id);
      }
    }
    // A workbook whose state file is gone can never be asked for.
    for (const name of names) {
      const match = jobFile.exec(name);
      const id = match?.[1];
      if (id === undefined || match?.[2] !== 'xlsx' || this.live.has(id)) continue;
      if ((await this.readState(id)) === undefined)
        await rm(join(this.directory, name), { force: true });
    }
  }

  private async run(
    job: LiveJob,
    selection: OrderExportSelection,
    language: Language,
  ): Promise<void> {
    const { id } = job.record;
    const part = this.pathOf(id, 'xlsx.part');
    // Held in an object: the writer is opened inside the slot's callback.
    const open: { writer?: WorkbookStream<string> | undefined } = {};
    const check = () => {
      if (job.stop.signal.aborted) throw new ExportCancelled();
    };
    try {
      await this.slots.run(async () => {
        check();
        const writer = await openWorkbookStream(
          part,
          orderSheetName(language),
          orderColumns,
          language,
        );
        open.writer = writer;
        let position: OrderKeyset | undefined;
        do {
          check();
          const page = await this.orders.exportPage(selection, position, this.options.pageSize);
          await writer.add(page.rows.flatMap((row) => orderSheetRecords(row, language)));
          job.record = { ...job.record, written: job.record.written + page.rows.length };
          position = page.next;
        } while (position !== undefined);
        check();
        await writer.finish();
        open.writer = undefined;
        await rename(part, this.pathOf(id, 'xlsx'));
      });
      job.record = { ...job.record, state: 'done' };
    } catch (error) {
      await open.writer?.abort();
      await rm(part, { force: true });
      const cancelled = error instanceof ExportCancelled;
      if (!cancelled) this.logFailure(error, id);
      job.record = {
        ...job.record,
        state: cancelled ? 'cancelled' : 'failed',
        failureCode: cancelled
          ? null
          : error instanceof ApiError
            ? errorCatalogue[error.errorName].code
            : errorCatalogue.EXPORT_FAILED.code,
      };
    }
    job.record = { ...job.record, finishedAt: this.clock.now().toISOString() };
    try {
      await this.saveState(job.record);
    } catch (error) {
      // The state stays "running" on disk: the next sweep marks it failed and removes the file.
      this.logFailure(error, id);
    }
    this.live.delete(id);
  }

  private async recordOf(userId: number, id: string): Promise<JobRecord> {
    const record = this.live.get(id)?.record ?? (await this.readState(id));
    if (record === undefined || record.userId !== userId) throw new ApiError('EXPORT_NOT_FOUND');
    return record;
  }

  private pathOf(id: string, kind: 'json' | 'json.tmp' | 'xlsx' | 'xlsx.part'): string {
    return join(this.directory, `${id}.${kind}`);
  }

  /** Written to a temporary name, then renamed: a reader sees the old state or the new one. */
  private async saveState(record: JobRecord): Promise<void> {
    const temporary = this.pathOf(record.id, 'json.tmp');
    await writeFile(temporary, JSON.stringify(record), { flag: 'w' });
    await rename(temporary, this.pathOf(record.id, 'json'));
  }

  private async readState(id: string): Promise<JobRecord | undefined> {
    let text: string;
    try {
      text = await readFile(this.pathOf(id, 'json'), 'utf8');
    } catch {
      return undefined;
    }
    try {
      const parsed: unknown = JSON.parse(text);
      const view = orderExportJobSchema.safeParse(parsed);
      const userId = (parsed as { userId?: unknown }).userId;
      if (!view.success || typeof userId !== 'number') return undefined;
      return { ...view.data, userId };
    } catch {
      return undefined;
    }
  }

  private async removeFiles(id: string): Promise<void> {
    await rm(this.pathOf(id, 'xlsx'), { force: true });
    await rm(this.pathOf(id, 'json'), { force: true });
  }
}

/** What the user sees of a job: everything but whose it is. */
function publicView(record: JobRecord): OrderExportJob {
  return {
    id: record.id,
    state: record.state,
    written: record.written,
    total: record.total,
    fileName: record.fileName,
    failureCode: record.failureCode,
    startedAt: record.startedAt,
    finishedAt: record.finishedAt,
  };
}
