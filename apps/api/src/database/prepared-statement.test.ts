import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase, databaseKinds, type TestDatabase } from '../testing/test-database';

interface ProbeRow {
  readonly id: number;
  readonly seenAt: Date | null;
  readonly tags: string[];
  readonly note: string | null;
  readonly flag: boolean;
}

const probeSql = `
  SELECT id, seen_at AS "seenAt", tags, note, flag FROM prepared_probe
   WHERE ($1::text IS NULL OR note = $1) AND ($2::boolean IS NULL OR flag = $2) AND id >= $3::int
   ORDER BY id`;

describe.each(databaseKinds)('prepared statements on %s', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createEmptyDatabase(kind);
    await database.sql.script(`
      CREATE TABLE prepared_probe (
        id int PRIMARY KEY, seen_at timestamptz, tags text[] NOT NULL, note text, flag boolean NOT NULL);
      INSERT INTO prepared_probe VALUES
        (1, '2026-11-24T10:00:00.123Z', '{ORDER,ADMIN}', 'one', true),
        (2, NULL, '{}', NULL, false)`);
  }, 60_000);
  afterAll(() => database.drop());

  it('answers rows keyed by column, typed as the drivers type them, on every call alike', async () => {
    const probe = database.prepare<ProbeRow>('probe_rows', probeSql);
    const expected: ProbeRow[] = [
      {
        id: 1,
        seenAt: new Date('2026-11-24T10:00:00.123Z'),
        tags: ['ORDER', 'ADMIN'],
        note: 'one',
        flag: true,
      },
      { id: 2, seenAt: null, tags: [], note: null, flag: false },
    ];
    // Past the first few calls PostgreSQL may switch to a generic plan: the answers stay the same.
    for (let call = 0; call < 8; call += 1) {
      expect(await probe([null, null, 0])).toEqual(expected);
    }
    expect(await probe(['one', null, 0])).toEqual([expected[0]]);
    expect(await probe([null, false, 0])).toEqual([expected[1]]);
    expect(await probe([null, null, 3])).toEqual([]);
  });

  it('runs a statement that answers no rows', async () => {
    const touch = database.prepare(
      'probe_touch',
      'UPDATE prepared_probe SET flag = flag WHERE id = $1::int',
    );
    expect(await touch([1])).toEqual([]);
    expect(await touch([1])).toEqual([]);
  });

  it('refuses a bad parameter, and the next call works', async () => {
    const probe = database.prepare<ProbeRow>('probe_recovers', probeSql);
    await expect(probe([null, null, 'not a number'])).rejects.toThrow(/integer/);
    expect((await probe([null, true, 0])).map((row) => row.id)).toEqual([1]);
  });

  it('refuses a statement that does not parse, and keeps refusing it', async () => {
    const broken = database.prepare('probe_broken', 'SELECT id FROM no_such_table');
    await expect(broken([])).rejects.toThrow(/no_such_table/);
    await expect(broken([])).rejects.toThrow(/no_such_table/);
  });

  it('never reads inside a transaction it is not part of', async () => {
    const probe = database.prepare<ProbeRow>('probe_isolated', probeSql);
    let inserted!: () => void;
    const insertedRow = new Promise<void>((done) => (inserted = done));
    let release!: () => void;
    const released = new Promise<void>((done) => (release = done));
    const transaction = database.sql.transaction(async (tx) => {
      await tx.query(`INSERT INTO prepared_probe VALUES (9, NULL, '{}', 'uncommitted', true)`);
      inserted();
      await released;
      throw new Error('rolled back');
    });
    await insertedRow;
    // On PGlite's one connection the read waits for the transaction; on PostgreSQL it runs beside it.
    const read = probe(['uncommitted', null, 0]);
    release();
    await expect(transaction).rejects.toThrow('rolled back');
    expect(await read).toEqual([]);
  });
});
