import { errorCatalogue, gs1CheckDigit, isSscc } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, ssccCounters, type DatabaseHandle } from '../database';
import { ApiError } from '../errors';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../testing/test-database';
import { allocateSsccs, composeSscc, serialCapacity } from './sscc';

describe('GS1 check digit and SSCC', () => {
  it('matches published GS1 numbers', () => {
    // EAN-13 4006381333931, UPC-A 036000291452, and the GS1 General Specifications' SSCC example.
    expect(gs1CheckDigit('400638133393')).toBe(1);
    expect(gs1CheckDigit('03600029145')).toBe(2);
    expect(gs1CheckDigit('10614141123456789')).toBe(7);
    expect(isSscc('106141411234567897')).toBe(true);
    expect(isSscc('106141411234567890')).toBe(false);
  });

  it('gives the serial reference the digits the prefix leaves', () => {
    expect(composeSscc('0614141', 123456789)).toBe('006141411234567890');
    expect(composeSscc('0614141999', 42)).toBe(
      `00614141999000042${gs1CheckDigit('00614141999000042')}`,
    );
    expect(serialCapacity('0614141')).toBe(1_000_000_000);
    expect(serialCapacity('0614141999')).toBe(1_000_000);
    for (const prefix of ['0614141', '06141411', '061414112', '0614141123']) {
      const sscc = composeSscc(prefix, serialCapacity(prefix) - 1);
      expect(sscc).toHaveLength(18);
      expect(isSscc(sscc)).toBe(true);
      expect(sscc.slice(1, 1 + prefix.length)).toBe(prefix);
    }
    expect(() => composeSscc('0614141999', 1_000_000)).toThrow(RangeError);
  });
});

const codeOf = async (work: Promise<unknown>): Promise<string> => {
  try {
    await work;
  } catch (error) {
    if (error instanceof ApiError) return errorCatalogue[error.errorName].code;
    throw error;
  }
  return 'no error';
};

describe.each(databaseKinds)('SSCC allocation on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  }, 60_000);
  afterAll(async () => {
    await database.drop();
  });

  it('hands out increasing numbers per prefix, shared by every project that uses it', async () => {
    const db = database.db;
    // Two projects of one supplier print under the same prefix: one counter, never a repeat.
    const first = await db.transaction((tx) => allocateSsccs(tx, '0614141', 3));
    const next = await db.transaction((tx) => allocateSsccs(tx, '0614141', 2));
    const otherPrefix = await db.transaction((tx) => allocateSsccs(tx, '0614142', 1));
    expect(first.map((sscc) => sscc.slice(8, 17))).toEqual(['000000001', '000000002', '000000003']);
    expect(next.map((sscc) => sscc.slice(8, 17))).toEqual(['000000004', '000000005']);
    expect(otherPrefix[0]?.slice(1, 17)).toBe('0614142000000001');
    expect([...first, ...next].every(isSscc)).toBe(true);
  });

  it('refuses a missing prefix and an exhausted range, and hands out nothing then', async () => {
    const db = database.db;
    expect(await codeOf(db.transaction((tx) => allocateSsccs(tx, '', 1)))).toBe('4022');
    await db.insert(ssccCounters).values({
      companyPrefix: '0614141999',
      lastSerial: serialCapacity('0614141999') - 2,
    });
    const last = await db.transaction((tx) => allocateSsccs(tx, '0614141999', 1));
    expect(last[0]?.slice(11, 17)).toBe('999999');
    expect(await codeOf(db.transaction((tx) => allocateSsccs(tx, '0614141999', 1)))).toBe('4023');
    const [counter] = await db
      .select()
      .from(ssccCounters)
      .where(eq(ssccCounters.companyPrefix, '0614141999'));
    expect(counter?.lastSerial).toBe(serialCapacity('0614141999') - 1);
  });

  it('never hands out a number twice to two instances allocating at once', async () => {
    // PostgreSQL: a second connection pool on the same database is a second server instance.
    // PGlite is one process by design (the data directory is locked), so there the two
    // "instances" are concurrent transactions of the one process.
    const second: DatabaseHandle =
      database.target.kind === 'postgres'
        ? await openDatabase({ kind: 'postgres', url: database.target.url })
        : database;
    try {
      const rounds = 20;
      const work = (handle: DatabaseHandle) =>
        Array.from({ length: rounds }, () =>
          handle.db.transaction((tx) => allocateSsccs(tx, '0614143', 5)),
        );
      const results = await Promise.all([...work(database), ...work(second)]);
      const all = results.flat();
      expect(all).toHaveLength(rounds * 2 * 5);
      expect(new Set(all).size).toBe(all.length);
      const serials = all.map((sscc) => Number(sscc.slice(8, 17))).sort((a, b) => a - b);
      expect(serials[0]).toBe(1);
      expect(serials.at(-1)).toBe(rounds * 2 * 5);
    } finally {
      if (second !== database) await second.close();
    }
  });
});
