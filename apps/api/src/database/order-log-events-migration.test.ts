import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { orderLogText, seededUnitOptions } from '@portal/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { makeTempDir, migrationsFolder, type TempDir } from '../testing/fixtures';
import { createEmptyDatabase, databaseKinds, type TestDatabase } from '../testing/test-database';
import { migrate } from './migrator';

const eventsMigration = '0009_order_log_events';

const journalSchema = z.object({
  entries: z.array(z.object({ idx: z.number(), tag: z.string() }).loose()),
});

/** The real migrations up to (not including) `tag`, in a folder of their own. */
async function migrationsBefore(dir: TempDir, tag: string): Promise<string> {
  const folder = join(dir.path, 'migrations');
  await cp(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = journalSchema.loose().parse(JSON.parse(await readFile(journalPath, 'utf8')));
  const stop = journal.entries.find((entry) => entry.tag === tag)?.idx;
  if (stop === undefined) throw new Error(`no migration ${tag}`);
  const entries = journal.entries.filter((entry) => entry.idx < stop);
  await writeFile(journalPath, JSON.stringify({ ...journal, entries }));
  return folder;
}

/** Log texts the server wrote before events existed, one of each kind. */
const legacyMessages = [
  'received',
  'acknowledged',
  'accept: 855 000000006',
  'cancel: ORDRSP 000000007 — 2 labels voided — customer asked',
  'change PO-1-C (version 2)',
  'routing: DHL Freight (DHLU), BOL B-1 (changed)',
  'labels printed: 3, SSCC 000000000000000017 – 000000000000000031 (reprint)',
  'shipped 32 of 42 (short)',
  'ship notice written: 856 000000009',
  'payment 820 PAY-1 matched by hand',
  'paid once credited',
  'something nobody wrote by a template',
];

const logRow = z.object({
  message: z.string(),
  event: z.string().nullable(),
  params: z.record(z.string(), z.string()),
});

describe.each(databaseKinds)('order log events migration on %s', (kind) => {
  let database: TestDatabase | undefined;
  let dir: TempDir | undefined;
  afterEach(async () => {
    await database?.drop();
    database = undefined;
    await dir?.cleanup();
    dir = undefined;
  });

  it('gives rows written before events their event and facts, and keeps the rest as written', async () => {
    database = await createEmptyDatabase(kind);
    dir = await makeTempDir();
    const handle = database;
    await migrate(handle.sql, await migrationsBefore(dir, eventsMigration));
    await handle.sql.transaction(async (tx) => {
      // The rows only need a serial number: the order they belong to is not this test's subject.
      await tx.query('SET LOCAL session_replication_role = replica');
      for (const message of legacyMessages) {
        await tx.query(
          `INSERT INTO order_logs (serial_number, actor, from_status, to_status, message)
           VALUES (1, 'system', 'RECEIVED', 'ACCEPTED', $1)`,
          [message],
        );
      }
    });

    await migrate(handle.sql, migrationsFolder);

    const rows = z
      .array(logRow)
      .parse(await handle.sql.query('SELECT message, event, params FROM order_logs ORDER BY id'));
    expect(rows.map(({ event, params }) => ({ event, params }))).toEqual([
      { event: 'received', params: {} },
      { event: 'released', params: {} },
      { event: 'accepted', params: { documentType: '855', controlNumber: '000000006' } },
      {
        event: 'canceled',
        params: {
          documentType: 'ORDRSP',
          controlNumber: '000000007',
          voided: '2',
          reason: 'customer asked',
        },
      },
      { event: 'changed', params: { documentNumber: 'PO-1-C', version: '2' } },
      {
        event: 'routingChanged',
        params: { carrier: 'DHL Freight', scac: 'DHLU', billOfLading: 'B-1' },
      },
      {
        event: 'labelsReprinted',
        params: { count: '3', ssccs: '000000000000000017 – 000000000000000031' },
      },
      { event: 'shippedShort', params: { shipped: '32', ordered: '42' } },
      { event: 'shipNoticeWritten', params: { documentType: '856', controlNumber: '000000009' } },
      { event: 'paymentMatchedByHand', params: { documentType: '820', paymentNumber: 'PAY-1' } },
      { event: 'paidOnceCredited', params: {} },
      { event: null, params: {} },
    ]);
    // What the screens then show, in either language; an unknown text stays as written.
    expect(rows.map((row) => orderLogText(row, 'en-us'))).toEqual(
      expect.arrayContaining([
        'Accepted — order response 855 sent (control number 000000006)',
        'Cancelled — order response ORDRSP sent (control number 000000007) — 2 labels voided — reason: customer asked',
        'something nobody wrote by a template',
      ]),
    );
    expect(orderLogText(rows[2] ?? { message: '' }, 'zh-cn')).toBe(
      '已接单 — 已发送订单回复 855（控制号 000000006）',
    );
  });

  it('seeds the unit options with every unit of the contracts’ seed list, PCE and CT included', async () => {
    database = await createEmptyDatabase(kind);
    await migrate(database.sql, migrationsFolder);
    const values = z
      .array(z.object({ value: z.string() }))
      .parse(
        await database.sql.query(
          `SELECT d.value FROM option_details d JOIN option_types t ON t.id = d.option_type_id
           WHERE t.key = 'unit'`,
        ),
      )
      .map((row) => row.value);
    expect(values).toEqual(expect.arrayContaining(seededUnitOptions.map((option) => option.code)));
    expect(values).toEqual(expect.arrayContaining(['PCE', 'CT']));
  });
});
