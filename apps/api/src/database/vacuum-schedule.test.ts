import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Clock } from '../common/clock';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import type { SqlRunner } from './sql-runner';
import {
  dueVacuum,
  EmbeddedVacuum,
  nextDailyRun,
  vacuumMayStart,
  type VacuumLog,
  type VacuumSettings,
} from './vacuum-schedule';

const settings: VacuumSettings = {
  changedRows: 1_000,
  dailyHour: 3,
  afterStartMs: 10 * 60_000,
  checkEveryMs: 60_000,
  // The deferral has tests of its own; the others run at once when due.
  quietMs: 0,
};

/** Local time, as the daily hour is. */
const at = (day: number, hour: number, minute = 0): Date => new Date(2026, 10, day, hour, minute);

class FakeClock implements Clock {
  constructor(private current: Date) {}
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
  set(moment: Date): void {
    this.current = new Date(moment);
  }
}

interface LogLine {
  readonly level: 'info' | 'warn';
  readonly fields: unknown;
  readonly message: string;
}

function recordingLog(): VacuumLog & { lines: LogLine[] } {
  const lines: LogLine[] = [];
  const record =
    (level: LogLine['level']) =>
    (fields: unknown, message?: string): void => {
      lines.push({ level, fields, message: message ?? '' });
    };
  return { lines, info: record('info'), warn: record('warn') } as VacuumLog & {
    lines: LogLine[];
  };
}

describe('when a vacuum of the embedded database is due', () => {
  it('takes the next daily hour strictly after the moment, in local time', () => {
    expect(nextDailyRun(at(24, 14, 10), 3)).toEqual(at(25, 3));
    expect(nextDailyRun(at(24, 2, 59), 3)).toEqual(at(24, 3));
    expect(nextDailyRun(at(24, 3), 3)).toEqual(at(25, 3));
    expect(nextDailyRun(at(30, 23, 59), 3)).toEqual(new Date(2026, 11, 1, 3));
  });

  it('is not due right after start with few changes', () => {
    const startedAt = at(24, 14);
    const state = { startedAt, lastRunAt: undefined, changedRows: 999 };
    expect(dueVacuum({ ...state, now: at(24, 14, 9) }, settings)).toBeUndefined();
  });

  it('is due after enough changed rows, whenever that is', () => {
    const startedAt = at(24, 14);
    expect(
      dueVacuum(
        { now: at(24, 14, 1), startedAt, lastRunAt: undefined, changedRows: 1_000 },
        settings,
      ),
    ).toBe('changes');
    expect(
      dueVacuum(
        { now: at(24, 15), startedAt, lastRunAt: at(24, 14, 59), changedRows: 5_000 },
        settings,
      ),
    ).toBe('changes');
  });

  it('is due once after start, then at the daily hour after the last run', () => {
    const startedAt = at(24, 14);
    const base = { startedAt, changedRows: 0 };
    expect(dueVacuum({ ...base, now: at(24, 14, 10), lastRunAt: undefined }, settings)).toBe(
      'start',
    );
    const lastRunAt = at(24, 14, 10);
    expect(dueVacuum({ ...base, now: at(25, 2, 59), lastRunAt }, settings)).toBeUndefined();
    expect(dueVacuum({ ...base, now: at(25, 3), lastRunAt }, settings)).toBe('daily');
    // A server that was off at 03:00 runs at its first check after it.
    expect(dueVacuum({ ...base, now: at(27, 9), lastRunAt }, settings)).toBe('daily');
  });
});

describe('a due vacuum waits for the writes to pause', () => {
  const waiting: VacuumSettings = { ...settings, quietMs: 15_000, maxDeferMs: 10 * 60_000 };

  it('starts once no row was written for quietMs', () => {
    const writesGrewAt = at(24, 14);
    const state = { writesGrewAt, deferredSince: at(24, 14) };
    expect(vacuumMayStart({ ...state, now: new Date(2026, 10, 24, 14, 0, 14) }, waiting)).toBe(
      false,
    );
    expect(vacuumMayStart({ ...state, now: new Date(2026, 10, 24, 14, 0, 15) }, waiting)).toBe(
      true,
    );
    // No write seen since the schedule began.
    expect(
      vacuumMayStart(
        { now: at(24, 14), writesGrewAt: undefined, deferredSince: undefined },
        waiting,
      ),
    ).toBe(true);
  });

  it('goes ahead after maxDeferMs under writes that never pause', () => {
    const base = { deferredSince: at(24, 14) };
    expect(
      vacuumMayStart({ ...base, now: at(24, 14, 9), writesGrewAt: at(24, 14, 9) }, waiting),
    ).toBe(false);
    expect(
      vacuumMayStart({ ...base, now: at(24, 14, 10), writesGrewAt: at(24, 14, 10) }, waiting),
    ).toBe(true);
  });
});

describe('the schedule timer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function stubSql(): SqlRunner {
    return {
      query: () => Promise.resolve([]),
      script: () => Promise.resolve([]),
      transaction: () => Promise.reject(new Error('not used')),
    };
  }

  it('checks every checkEveryMs on PGlite until stopped', async () => {
    vi.useFakeTimers();
    const vacuum = new EmbeddedVacuum(
      { kind: 'pglite', sql: stubSql() },
      new FakeClock(at(24, 14)),
      recordingLog(),
      settings,
    );
    const check = vi.spyOn(vacuum, 'check');
    vacuum.start();
    vi.advanceTimersByTime(settings.checkEveryMs - 1);
    expect(check).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(check).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(settings.checkEveryMs);
    expect(check).toHaveBeenCalledTimes(2);
    await vacuum.stop();
    vi.advanceTimersByTime(10 * settings.checkEveryMs);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('never checks on PostgreSQL', () => {
    vi.useFakeTimers();
    const vacuum = new EmbeddedVacuum(
      { kind: 'postgres', sql: stubSql() },
      new FakeClock(at(24, 14)),
      recordingLog(),
      settings,
    );
    const check = vi.spyOn(vacuum, 'check');
    vacuum.start();
    vi.advanceTimersByTime(10 * settings.checkEveryMs);
    expect(check).not.toHaveBeenCalled();
  });
});

interface ProbeStats {
  last_vacuum: unknown;
  last_analyze: unknown;
  n_dead_tup: number;
}

async function probeStats(database: TestDatabase): Promise<ProbeStats> {
  await database.sql.query('select pg_stat_force_next_flush()');
  const [row] = await database.sql.query<ProbeStats>(
    `select last_vacuum, last_analyze, n_dead_tup::int as n_dead_tup
     from pg_stat_user_tables where relname = 'vacuum_probe'`,
  );
  if (row === undefined) throw new Error('no statistics for vacuum_probe');
  return row;
}

/** `count` rows in, then `deleted` of them out: count + deleted changed rows, deleted dead. */
async function churn(database: TestDatabase, count: number, deleted: number): Promise<void> {
  await database.sql.query(
    `insert into vacuum_probe (id, note) select g, md5(g::text) from generate_series(1, $1::int) g`,
    [count],
  );
  await database.sql.query('delete from vacuum_probe where id <= $1', [deleted]);
}

describe('VACUUM ANALYZE on the embedded database', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    await database.sql.query('create table vacuum_probe (id int primary key, note text)');
  }, 60_000);
  afterAll(async () => {
    await database.drop();
  });

  it('waits below the threshold, then vacuums and analyzes the changed tables and logs the run', async () => {
    const clock = new FakeClock(at(24, 14));
    const log = recordingLog();
    const vacuum = new EmbeddedVacuum(database, clock, log, settings);

    await churn(database, 600, 300);
    await expect(vacuum.check()).resolves.toBeUndefined();
    const before = await probeStats(database);
    expect(before.last_vacuum).toBeNull();
    expect(before.n_dead_tup).toBe(300);
    expect(vacuum.lastRun).toBeUndefined();

    await database.sql.query('delete from vacuum_probe where id <= 400');
    const run = await vacuum.check();
    expect(run?.trigger).toBe('changes');
    expect(run?.changedRows).toBeGreaterThanOrEqual(1_000);
    expect(run?.tables).toContain('vacuum_probe');
    expect(run?.failed).toEqual([]);
    expect(vacuum.lastRun).toBe(run);
    const after = await probeStats(database);
    expect(after.last_vacuum).not.toBeNull();
    expect(after.last_analyze).not.toBeNull();
    expect(after.n_dead_tup).toBe(0);
    expect(log.lines).toEqual([
      expect.objectContaining({
        level: 'info',
        message: 'embedded database vacuumed and analyzed',
        fields: { vacuum: expect.objectContaining({ trigger: 'changes', failed: [] }) },
      }),
    ]);

    // Nothing changed since: not due again until the daily hour, then every table.
    await expect(vacuum.check()).resolves.toBeUndefined();
    clock.set(at(25, 3));
    const daily = await vacuum.check();
    expect(daily?.trigger).toBe('daily');
    const [{ tables } = { tables: 0 }] = await database.sql.query<{ tables: number }>(
      'select count(*)::int as tables from pg_stat_user_tables',
    );
    expect(daily?.tables).toHaveLength(tables);
  });

  it('logs a failed table and takes it again at the next check', async () => {
    const clock = new FakeClock(at(24, 14));
    const log = recordingLog();
    let refuse = true;
    const sql: SqlRunner = {
      ...database.sql,
      async script<Row>(text: string): Promise<Row[]> {
        if (refuse && text.includes('vacuum_probe')) throw new Error('disk full');
        return database.sql.script<Row>(text);
      },
    };
    const vacuum = new EmbeddedVacuum({ kind: 'pglite', sql }, clock, log, settings);

    await database.sql.query(
      'insert into vacuum_probe (id) select g from generate_series(10001, 11200) g',
    );
    const failedRun = await vacuum.check();
    expect(failedRun?.failed).toEqual([{ table: 'vacuum_probe', error: 'Error: disk full' }]);
    expect(failedRun?.tables).not.toContain('vacuum_probe');
    expect(log.lines.filter((line) => line.level === 'warn')).toEqual([
      expect.objectContaining({ fields: expect.objectContaining({ table: 'vacuum_probe' }) }),
    ]);

    refuse = false;
    const retried = await vacuum.check();
    expect(retried?.tables).toContain('vacuum_probe');
    expect(retried?.failed).toEqual([]);
  });

  it('runs one vacuum at a time and none once stopped', async () => {
    const vacuum = new EmbeddedVacuum(
      database,
      new FakeClock(at(24, 14)),
      recordingLog(),
      settings,
    );
    await database.sql.query('delete from vacuum_probe');
    const first = vacuum.check();
    expect(vacuum.check()).toBe(first);
    expect((await first)?.trigger).toBe('changes');
    await vacuum.stop();
    await database.sql.query(
      'insert into vacuum_probe (id) select g from generate_series(1, 2000) g',
    );
    await expect(vacuum.check()).resolves.toBeUndefined();
  });

  const waiting: VacuumSettings = { ...settings, quietMs: 15_000, maxDeferMs: 5 * 60_000 };

  it('waits while rows are being written and runs once they paused for quietMs', async () => {
    const clock = new FakeClock(at(24, 14));
    const vacuum = new EmbeddedVacuum(database, clock, recordingLog(), waiting);
    await database.sql.query('delete from vacuum_probe');
    // The first reading: no write seen yet, so what the tests before left is vacuumed at once.
    const first = await vacuum.check();
    expect(first?.trigger).toBe('changes');

    // A burst between two checks: due, but the writes have not paused.
    await churn(database, 1_200, 0);
    await expect(vacuum.check()).resolves.toBeUndefined();
    clock.advance(14_999);
    await expect(vacuum.check()).resolves.toBeUndefined();
    expect(vacuum.lastRun).toBe(first);
    expect((await probeStats(database)).n_dead_tup).toBe(0);

    clock.advance(1);
    const run = await vacuum.check();
    expect(run?.trigger).toBe('changes');
    expect(run?.changedRows).toBeGreaterThanOrEqual(1_200);
    expect(run?.tables).toContain('vacuum_probe');
    expect(vacuum.lastRun).toBe(run);
  });

  it('runs after maxDeferMs when the writes never pause', async () => {
    const clock = new FakeClock(at(24, 15));
    const vacuum = new EmbeddedVacuum(database, clock, recordingLog(), waiting);
    await vacuum.check();
    await database.sql.query('delete from vacuum_probe');
    let next = 100_000;
    const writeMore = async (): Promise<void> => {
      await database.sql.query('insert into vacuum_probe (id) values ($1)', [next]);
      next += 1;
    };
    // Due from here on; a write before every check, a minute apart.
    for (let minute = 0; minute < 5; minute += 1) {
      await writeMore();
      await expect(vacuum.check()).resolves.toBeUndefined();
      clock.advance(60_000);
    }
    await writeMore();
    const run = await vacuum.check();
    expect(run?.trigger).toBe('changes');
    expect(run?.tables).toContain('vacuum_probe');
  });
});

describe('on PostgreSQL', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    // Autovacuum must not muddy what is asserted: only a manual VACUUM sets last_vacuum.
    await database.sql.query(
      'create table vacuum_probe (id int primary key, note text) with (autovacuum_enabled = false)',
    );
  }, 60_000);
  afterAll(async () => {
    await database.drop();
  });

  it('runs nothing, whatever changed and whatever the time: autovacuum does it', async () => {
    const clock = new FakeClock(at(24, 14));
    const log = recordingLog();
    const statements: string[] = [];
    const sql: SqlRunner = {
      ...database.sql,
      query<Row>(text: string, params?: readonly unknown[]): Promise<Row[]> {
        statements.push(text);
        return database.sql.query<Row>(text, params);
      },
      script<Row>(text: string): Promise<Row[]> {
        statements.push(text);
        return database.sql.script<Row>(text);
      },
    };
    const vacuum = new EmbeddedVacuum({ kind: 'postgres', sql }, clock, log, settings);
    await churn(database, 3_000, 2_000);
    clock.set(at(26, 3));
    await expect(vacuum.check()).resolves.toBeUndefined();
    expect(statements).toEqual([]);
    expect((await probeStats(database)).last_vacuum).toBeNull();
    expect(vacuum.lastRun).toBeUndefined();
    expect(log.lines).toEqual([]);
  });
});
