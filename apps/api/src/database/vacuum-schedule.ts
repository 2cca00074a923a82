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
}

export const defaultVacuumSettings: VacuumSettings = {
  changedRows: 10_000,
  dailyHour: 3,
  afterStartMs: 10 * 60_000,
  checkEveryMs: 60_000,
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

interface TableActivity {
  /** `relid::regclass` as text: quoted and schema-qualified where it needs to be. */
  readonly name: string;
  readonly changed: number;
  readonly needsWork: boolean;
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
  }

  /** Stops the schedule and waits for a run under way to finish its current table. */
  async stop(): Promise<void> {
    this.stopping = true;
    clearInterval(this.timer);
    this.timer = undefined;
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
    const changedRows = tables.reduce((sum, table) => sum + table.changed, 0);
    const trigger = dueVacuum(
      {
        now: this.clock.now(),
        startedAt: this.startedAt,
        lastRunAt: this.lastCompleteAt,
        changedRows,
      },
      this.settings,
    );
    if (trigger === undefined) return undefined;
    const chosen = trigger === 'changes' ? tables.filter((table) => table.needsWork) : [...tables];
    return this.vacuum(trigger, changedRows, chosen);
  }

  /** Per table: rows changed since its last ANALYZE, and whether VACUUM or ANALYZE has work. */
  private async activity(): Promise<TableActivity[]> {
    // Statistics reach the shared counters at most once a second; this makes them current.
    await this.database.sql.query('select pg_stat_force_next_flush()');
    const rows = await this.database.sql.query<{
      name: string;
      changed: string | number | bigint;
      needs_work: boolean;
    }>(
      `select relid::regclass::text as name, n_mod_since_analyze as changed,
         (n_mod_since_analyze > 0 or n_dead_tup > 0 or n_ins_since_vacuum > 0) as needs_work
       from pg_stat_user_tables order by relid::regclass::text`,
    );
    return rows.map((row) => ({
      name: row.name,
      changed: Number(row.changed),
      needsWork: row.needs_work,
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
