import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../common/clock';
import type { DatabaseHandle } from './database';

/**
 * PGlite is one standalone backend without autovacuum: its tables are never vacuumed or analyzed
 * unless someone asks. Without VACUUM the visibility map stays empty, so counts and index-only
 * scans read the table, and without ANALYZE the planner guesses (docs/performance.md, "The
 * embedded database over time"). PostgreSQL has autovacuum and is left to it.
 */
export interface VacuumSettings {
  /** Rows inserted, updated or deleted since the last run (over all tables) that start a run. */
  readonly changedRows: number;
  /** The hour, server local time, of the daily run over every table: a quiet moment. */
  readonly dailyHour: number;
  /** The first run after start. PGlite's statistics begin at zero at every open, so what was
   * changed before it is only known to a run over every table. */
  readonly afterStartMs: number;
  /** How often the statistics are read to see whether a run is due. */
  readonly checkEveryMs: number;
  /** A due run waits until no row was written for this long, so it never lands in the middle of
   * a burst of ingest (each table's step holds the one PGlite connection). Default 15 s. */
  readonly quietMs?: number;
  /** Under writes that never pause, a due run goes ahead after waiting this long. Default 10 min. */
  readonly maxDeferMs?: number;
}

export const defaultVacuumSettings: VacuumSettings = {
  changedRows: 10_000,
  dailyHour: 3,
  afterStartMs: 10 * 60_000,
  checkEveryMs: 60_000,
  quietMs: 15_000,
  maxDeferMs: 10 * 60_000,
};

/** Why a run happened: enough changed rows, the daily hour, or the first run after start. */
export type VacuumTrigger = 'changes' | 'daily' | 'start';

export interface VacuumRun {
  readonly trigger: VacuumTrigger;
  readonly startedAt: Date;
  readonly finishedAt: Date;
  /** Rows changed since the last run when this one started. */
  readonly changedRows: number;
  /** Tables vacuumed and analyzed, in order. */
  readonly tables: readonly string[];
  /** The table that took longest: the longest a request waited for this run. */
  readonly longestStep: { readonly table: string; readonly ms: number } | undefined;
  /** Tables whose step failed; the next check runs again. */
  readonly failed: readonly { readonly table: string; readonly error: string }[];
}

/** The first `hour`:00, local time, strictly after `moment`. */
export function nextDailyRun(moment: Date, hour: number): Date {
  const next = new Date(moment);
  next.setHours(hour, 0, 0, 0);
  if (next.getTime() <= moment.getTime()) next.setDate(next.getDate() + 1);
  return next;
}

/** Which run is due at `now`, if any. */
export function dueVacuum(
  state: {
    readonly now: Date;
    readonly startedAt: Date;
    readonly lastRunAt: Date | undefined;
    readonly changedRows: number;
  },
  settings: VacuumSettings,
): VacuumTrigger | undefined {
  if (state.changedRows >= settings.changedRows) return 'changes';
  if (state.lastRunAt === undefined) {
    return state.now.getTime() - state.startedAt.getTime() >= settings.afterStartMs
      ? 'start'
      : undefined;
  }
  return state.now.getTime() >= nextDailyRun(state.lastRunAt, settings.dailyHour).getTime()
    ? 'daily'
    : undefined;
}

/** Rows written over all tables (a counter that only grows) and when it was last seen to grow. */
interface WriteReading {
  readonly writes: number;
  readonly grewAt: Date | undefined;
}

/**
 * Whether a due run may start now, or waits for the writes to pause: it waits while rows were
 * written within `quietMs`, but not past `maxDeferMs` since it first waited.
 */
export function vacuumMayStart(
  state: {
    readonly now: Date;
    /** When the write counter was last seen to grow; undefined: not since the schedule began. */
    readonly writesGrewAt: Date | undefined;
    /** When this due run first waited; undefined: it has not waited. */
    readonly deferredSince: Date | undefined;
  },
  settings: VacuumSettings,
): boolean {
  const now = state.now.getTime();
  const quietMs = settings.quietMs ?? defaultVacuumSettings.quietMs ?? 0;
  const maxDeferMs = settings.maxDeferMs ?? defaultVacuumSettings.maxDeferMs ?? 0;
  if (state.writesGrewAt === undefined || now - state.writesGrewAt.getTime() >= quietMs) {
    return true;
  }
  return state.deferredSince !== undefined && now - state.deferredSince.getTime() >= maxDeferMs;
}

interface TableActivity {
  /** `relid::regclass` as text: quoted and schema-qualified where it needs to be. */
  readonly name: string;
  readonly changed: number;
  readonly needsWork: boolean;
  /** Rows inserted, updated or deleted since the statistics began: only grows. */
  readonly writes: number;
}

export type VacuumLog = Pick<FastifyBaseLogger, 'info' | 'warn'>;

/**
 * VACUUM ANALYZE of the embedded database on a schedule: after `changedRows` changed rows, daily
 * at `dailyHour`, and once `afterStartMs` after start. A run takes one table at a time, each its
 * own statement outside any transaction (PGlite serves one statement or transaction at a time,
 * so requests wait at most for one table's step). A failed step is logged and retried by the next
 * run; a failed run never stops the schedule.
 */
export class EmbeddedVacuum {
  private readonly startedAt: Date;
  private timer: NodeJS.Timeout | undefined;
  /** The early check after a deferred run's quiet period, so it need not wait a whole interval. */
  private followUp: NodeJS.Timeout | undefined;
  private lastReading: WriteReading | undefined;
  private deferredSince: Date | undefined;
  private running: Promise<VacuumRun | undefined> | undefined;
  private stopping = false;
  private last: VacuumRun | undefined;
  /** When the last run without a failed table started: the daily hour counts from it. */
  private lastCompleteAt: Date | undefined;

  constructor(
    private readonly database: Pick<DatabaseHandle, 'kind' | 'sql'>,
    private readonly clock: Clock,
    private readonly log: VacuumLog,
    private readonly settings: VacuumSettings = defaultVacuumSettings,
  ) {
    this.startedAt = clock.now();
  }

  /** The last run, to show when the database was last vacuumed. */
  get lastRun(): VacuumRun | undefined {
    return this.last;
  }

  /** Checks every `checkEveryMs`; on PostgreSQL nothing (autovacuum does it). */
  start(): void {
    if (this.database.kind !== 'pglite' || this.timer !== undefined) return;
    this.timer = setInterval(() => void this.check(), this.settings.checkEveryMs);
    // The schedule alone never keeps the process running.
    this.timer.unref();
    // The first check compares the writes with this reading, so a burst under way then is seen.
    void this.readWrites();
  }

  /** Stops the schedule and waits for a run under way to finish its current table. */
  async stop(): Promise<void> {
    this.stopping = true;
    clearInterval(this.timer);
    clearTimeout(this.followUp);
    this.timer = undefined;
    this.followUp = undefined;
    await this.running;
  }

  /** Runs a vacuum when one is due (one at a time); resolves with it, or undefined. */
  check(): Promise<VacuumRun | undefined> {
    if (this.database.kind !== 'pglite' || this.stopping) return Promise.resolve(undefined);
    this.running ??= this.checkNow().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async checkNow(): Promise<VacuumRun | undefined> {
    let tables: TableActivity[];
    try {
      tables = await this.activity();
    } catch (error) {
      this.log.warn({ err: error }, 'embedded database: could not read table statistics');
      return undefined;
    }
    const now = this.clock.now();
    const changedRows = tables.reduce((sum, table) => sum + table.changed, 0);
    const reading = this.noteWrites(
      tables.reduce((sum, table) => sum + table.writes, 0),
      now,
    );
    const trigger = dueVacuum(
      {
        now,
        startedAt: this.startedAt,
        lastRunAt: this.lastCompleteAt,
        changedRows,
      },
      this.settings,
    );
    if (trigger === undefined) return undefined;
    const mayStart = vacuumMayStart(
      { now, writesGrewAt: reading.grewAt, deferredSince: this.deferredSince },
      this.settings,
    );
    if (!mayStart) {
      this.deferredSince ??= now;
      this.checkAgainWhenQuiet();
      return undefined;
    }
    this.deferredSince = undefined;
    const chosen = trigger === 'changes' ? tables.filter((table) => table.needsWork) : [...tables];
    return this.vacuum(trigger, changedRows, chosen);
  }

  /** Records the write counter; a counter that grew since the last reading grew just now. */
  private noteWrites(writes: number, now: Date): WriteReading {
    const last = this.lastReading;
    const grewAt = last === undefined || last.writes === writes ? last?.grewAt : now;
    this.lastReading = { writes, grewAt };
    return this.lastReading;
  }

  private async readWrites(): Promise<void> {
    try {
      const tables = await this.activity();
      this.noteWrites(
        tables.reduce((sum, table) => sum + table.writes, 0),
        this.clock.now(),
      );
    } catch (error) {
      this.log.warn({ err: error }, 'embedded database: could not read table statistics');
    }
  }

  private checkAgainWhenQuiet(): void {
    if (this.timer === undefined || this.followUp !== undefined) return;
    this.followUp = setTimeout(() => {
      this.followUp = undefined;
      void this.check();
    }, this.settings.quietMs ?? defaultVacuumSettings.quietMs);
    this.followUp.unref();
  }

  /** Per table: rows changed since its last ANALYZE, and whether VACUUM or ANALYZE has work. */
  private async activity(): Promise<TableActivity[]> {
    // Statistics reach the shared counters at most once a second; this makes them current.
    await this.database.sql.query('select pg_stat_force_next_flush()');
    const rows = await this.database.sql.query<{
      name: string;
      changed: string | number | bigint;
      needs_work: boolean;
      writes: string | number | bigint;
    }>(
      `select relid::regclass::text as name, n_mod_since_analyze as changed,
         (n_mod_since_analyze > 0 or n_dead_tup > 0 or n_ins_since_vacuum > 0) as needs_work,
         n_tup_ins + n_tup_upd + n_tup_del as writes
       from pg_stat_user_tables order by relid::regclass::text`,
    );
    return rows.map((row) => ({
      name: row.name,
      changed: Number(row.changed),
      needsWork: row.needs_work,
      writes: Number(row.writes),
    }));
  }

  private async vacuum(
    trigger: VacuumTrigger,
    changedRows: number,
    tables: readonly TableActivity[],
  ): Promise<VacuumRun> {
    const startedAt = this.clock.now();
    const began = performance.now();
    const done: string[] = [];
    const failed: { table: string; error: string }[] = [];
    let longestStep: VacuumRun['longestStep'];
    for (const { name } of tables) {
      if (this.stopping) break;
      const stepStarted = performance.now();
      try {
        // One table per statement: VACUUM cannot run in a transaction, and the API waits for
        // one table at most. The name comes from regclass, quoted as SQL needs it.
        await this.database.sql.script(`vacuum (analyze) ${name}`);
        done.push(name);
        const ms = Math.round(performance.now() - stepStarted);
        if (longestStep === undefined || ms > longestStep.ms) longestStep = { table: name, ms };
      } catch (error) {
        failed.push({ table: name, error: String(error) });
        this.log.warn({ err: error, table: name }, 'embedded database: vacuum of a table failed');
      }
      // Let requests queued meanwhile go first.
      await new Promise((next) => setImmediate(next));
    }
    const run: VacuumRun = {
      trigger,
      startedAt,
      finishedAt: this.clock.now(),
      changedRows,
      tables: done,
      longestStep,
      failed,
    };
    this.last = run;
    if (failed.length === 0) this.lastCompleteAt = startedAt;
    this.log.info(
      {
        vacuum: {
          trigger,
          changedRows,
          tables: done.length,
          longestStep,
          failed: failed.map(({ table }) => table),
          ms: Math.round(performance.now() - began),
        },
      },
      'embedded database vacuumed and analyzed',
    );
    return run;
  }
}
