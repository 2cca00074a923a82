import { and, eq, inArray } from 'drizzle-orm';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  messages,
  openDatabase,
  orderLogs,
  orders,
  type Database,
  type DatabaseHandle,
} from '../../database';
// The release the composition root registers (context.ts), so this writer releases orders too.
import { releaseAcknowledgedOrders } from '../../orders/order-ingest';
import { makeTempDir, type TempDir } from '../../testing/fixtures';
import { databaseKinds } from '../../testing/test-database';
import { startTestPortal, type TestPortal } from '../../testing/test-portal';
import { writeFileAtomically } from '../atomic-file';
import type { ProjectPaths } from '../project-paths';
import {
  createTestProject,
  orderResponse,
  readFixture,
  renumberX12,
  x12Connection,
} from '../testing/gateway-fixtures';
import {
  maxWriteAttempts,
  OutboundMessages,
  type WriteFile,
  type WriteOutcome,
} from './outbound-messages';

/** The atomic write, counted per file name. */
function countingWriter(counts: Map<string, number>, before?: () => Promise<void>): WriteFile {
  return async (directory, name, content) => {
    counts.set(name, (counts.get(name) ?? 0) + 1);
    await before?.();
    return writeFileAtomically(directory, name, content);
  };
}

const resultsOf = (outcomes: readonly WriteOutcome[]) =>
  new Map(outcomes.map((outcome) => [outcome.id, outcome.result]));

describe.each(databaseKinds)('outbound messages written in batches (%s)', (kind) => {
  let portal: TestPortal;
  let dir: TempDir;
  let paths: ProjectPaths;
  let controlNumber = 7000;

  beforeAll(async () => {
    dir = await makeTempDir();
    portal = await startTestPortal(kind, {
      dataDir: dir.path,
      ediOutboundBatch: 8,
      ediOutboundWriters: 4,
    });
    paths = await createTestProject(portal.database.db, dir.path, 'BATCH', x12Connection);
  });
  afterAll(async () => {
    await portal.close();
    await dir.cleanup();
  });

  const db = (): Database => portal.database.db;
  const writer = (options: { writeFile?: WriteFile; database?: Database } = {}) =>
    new OutboundMessages(options.database ?? db(), portal.clock, dir.path, {
      databaseKind: kind,
      concurrency: 4,
      acknowledgementsWritten: releaseAcknowledgedOrders,
      ...(options.writeFile === undefined ? {} : { writeFile: options.writeFile }),
    });

  /** `count` 855s for `projectKey`, stored `new` and not written. */
  async function newOrderResponses(count: number, projectKey = 'BATCH'): Promise<number[]> {
    return db().transaction(async (tx) => {
      const ids: number[] = [];
      for (let index = 0; index < count; index += 1) {
        const message = await portal.context.gateway.outbound.create(tx, {
          projectKey,
          connection: x12Connection,
          document: orderResponse,
          createdBy: 'outbound-test',
        });
        ids.push(message.id);
      }
      return ids;
    });
  }

  /** `count` inbound 850 interchanges, each stored with its order and its 997 still `new`. */
  async function receivedInterchanges(count: number): Promise<number[]> {
    const fixture = (await readFixture('x12-004010-850-single.edi')).toString('utf8');
    const acknowledgements: number[] = [];
    for (let index = 0; index < count; index += 1) {
      controlNumber += 1;
      const outcome = await portal.context.gateway.receiver.receive({
        projectKey: 'BATCH',
        connection: x12Connection,
        channel: 'http',
        fileName: `po-${controlNumber}.edi`,
        bytes: Buffer.from(renumberX12(fixture, controlNumber, `PO-BATCH-${controlNumber}`)),
      });
      expect(outcome.status).toBe('accepted');
      acknowledgements.push(...outcome.acknowledgementIds);
    }
    return acknowledgements;
  }

  const rowsOf = (ids: readonly number[]) =>
    db()
      .select()
      .from(messages)
      .where(inArray(messages.id, [...ids]));

  it('writes a batch of many messages once each, sets their statuses and releases the acknowledged orders', async () => {
    const acknowledgements = await receivedInterchanges(24);
    const responses = await newOrderResponses(12);
    const ids = [...acknowledgements, ...responses];
    const counts = new Map<string, number>();
    const outbound = writer({ writeFile: countingWriter(counts) });

    const missing = 987_654_321;
    const outcomes = await outbound.writeBatch([...ids, ids[0] ?? 0, missing]);

    expect(outcomes).toHaveLength(ids.length + 1);
    const results = resultsOf(outcomes);
    expect(ids.every((id) => results.get(id) === 'written')).toBe(true);
    expect(results.get(missing)).toBe('skipped');
    const rows = await rowsOf(ids);
    expect(rows).toHaveLength(ids.length);
    for (const row of rows) {
      expect(row.status).toBe(row.documentType === '997' ? 'finish' : 'doing');
      expect(row.attempts).toBe(1);
      expect(row.writtenAt).not.toBeNull();
      expect(counts.get(row.fileName)).toBe(1);
      expect(await readFile(join(paths.outbound, row.fileName), 'utf8')).toBe(row.text);
    }
    expect(rows.filter((row) => row.documentType === '997')).toHaveLength(24);
    expect((await readdir(paths.outbound)).filter((name) => name.startsWith('.'))).toEqual([]);

    // Every order those 997s answer is released, once, in the same transaction.
    const released = await db()
      .select()
      .from(orders)
      .where(and(eq(orders.projectKey, 'BATCH'), eq(orders.status, 'RECEIVED')));
    expect(released).toHaveLength(24);
    const logs = await db()
      .select()
      .from(orderLogs)
      .where(
        inArray(
          orderLogs.serialNumber,
          released.map((order) => order.serialNumber),
        ),
      );
    expect(logs.filter((log) => log.toStatus === 'RECEIVED')).toHaveLength(24);

    // Asked again, nothing is written twice.
    const again = await outbound.writeBatch(ids);
    expect(again.every((outcome) => outcome.result === 'skipped')).toBe(true);
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
  });

  it('fails a message whose write fails alone, counting attempts with reasons until it is failed', async () => {
    const broken = await createTestProject(db(), dir.path, 'BROKEN', x12Connection);
    // A file where the outbound directory should be: every write there fails.
    await rm(broken.outbound, { recursive: true, force: true });
    await writeFile(broken.outbound, 'not a directory');
    const good = await newOrderResponses(10);
    const [bad] = await newOrderResponses(1, 'BROKEN');
    if (bad === undefined) throw new Error('no message made');
    const outbound = writer();

    const first = resultsOf(
      await outbound.writeBatch([...good.slice(0, 5), bad, ...good.slice(5)]),
    );
    expect(first.get(bad)).toBe('retry');
    expect(good.every((id) => first.get(id) === 'written')).toBe(true);
    expect((await rowsOf(good)).every((row) => row.status === 'doing')).toBe(true);
    const [afterOne] = await rowsOf([bad]);
    expect(afterOne?.status).toBe('new');
    expect(afterOne?.attempts).toBe(1);
    expect(afterOne?.errors).toHaveLength(1);
    expect(JSON.stringify(afterOne?.errors)).toMatch(/EEXIST|ENOTDIR/);

    await expect(outbound.write(bad)).rejects.toThrow(/EEXIST|ENOTDIR/);
    for (let attempt = 3; attempt < maxWriteAttempts; attempt += 1) {
      expect(resultsOf(await outbound.writeBatch([bad])).get(bad)).toBe('retry');
    }
    const last = await outbound.writeBatch([bad]);
    expect(last[0]).toMatchObject({ result: 'failed', message: { status: 'failed' } });
    const [final] = await rowsOf([bad]);
    expect(final?.status).toBe('failed');
    expect(final?.attempts).toBe(maxWriteAttempts);
    expect(final?.errors).toHaveLength(maxWriteAttempts);
    expect(final?.writtenAt).toBeNull();
    // A failed message is not written again by a later batch.
    expect(resultsOf(await outbound.writeBatch([bad])).get(bad)).toBe('skipped');
  });

  it('lets two writers at once write each message exactly once, the second skipping what the first holds', async () => {
    const ids = await newOrderResponses(40);
    // On PostgreSQL the second writer is another instance: its own pool, so only row locks
    // keep it off. PGlite is one process, whose writers share the database handle.
    const second: DatabaseHandle | undefined =
      portal.database.target.kind === 'postgres'
        ? await openDatabase({ kind: 'postgres', url: portal.database.target.url })
        : undefined;
    try {
      const counts = new Map<string, number>();
      let release = (): void => undefined;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      let holding = (): void => undefined;
      const held = new Promise<void>((resolve) => {
        holding = resolve;
      });
      const first = writer({
        writeFile: countingWriter(counts, () => {
          holding();
          return gate;
        }),
      });
      const other = writer({
        writeFile: countingWriter(counts),
        ...(second === undefined ? {} : { database: second.db }),
      });

      // The first writer has claimed the first half and is in the middle of writing it.
      const firstBatch = first.writeBatch(ids.slice(0, 20));
      await held;
      // The second neither waits for it nor writes what it holds; it takes the rest.
      const meanwhile = resultsOf(await other.writeBatch(ids));
      expect(ids.slice(0, 20).every((id) => meanwhile.get(id) === 'skipped')).toBe(true);
      expect(ids.slice(20).every((id) => meanwhile.get(id) === 'written')).toBe(true);
      release();
      const firstResults = resultsOf(await firstBatch);
      expect(ids.slice(0, 20).every((id) => firstResults.get(id) === 'written')).toBe(true);

      // Overlapping batches all at once, from both writers.
      const more = await newOrderResponses(40);
      const all = await Promise.all([
        first.writeBatch(more),
        other.writeBatch([...more].reverse()),
        first.writeBatch(more.slice(10, 30)),
        other.writeBatch(more.slice(20)),
      ]);
      const writtenPerId = new Map<number, number>();
      for (const outcome of all.flat()) {
        if (outcome.result === 'written') {
          writtenPerId.set(outcome.id, (writtenPerId.get(outcome.id) ?? 0) + 1);
        }
      }
      expect(more.every((id) => writtenPerId.get(id) === 1)).toBe(true);

      const rows = await rowsOf([...ids, ...more]);
      expect(rows).toHaveLength(80);
      expect(rows.every((row) => row.status === 'doing' && row.attempts === 1)).toBe(true);
      expect(rows.map((row) => counts.get(row.fileName))).toEqual(rows.map(() => 1));
    } finally {
      await second?.close();
    }
  });

  it('writes a burst through the queue in batches, each message once', async () => {
    const ids = await newOrderResponses(30);
    await portal.context.gateway.start();
    try {
      await portal.context.gateway.deliver(ids);
      await vi.waitFor(
        async () => {
          const rows = await rowsOf(ids);
          expect(rows.filter((row) => row.status === 'doing')).toHaveLength(ids.length);
        },
        { timeout: 30_000, interval: 50 },
      );
    } finally {
      await portal.context.gateway.stop();
    }
    const rows = await rowsOf(ids);
    expect(rows.every((row) => row.attempts === 1)).toBe(true);
    for (const row of rows) {
      expect(await readFile(join(paths.outbound, row.fileName), 'utf8')).toBe(row.text);
    }
  });
});
