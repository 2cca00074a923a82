import {
  errorCatalogue,
  orderExportEndpoints,
  orderDocumentTypeMeaning,
  orderExportJobSchema,
  type OrderExportJob,
} from '@portal/contracts';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestProject, x12Connection } from '../gateway/testing/gateway-fixtures';
import { receiveOrder } from '../orders/testing/order-fixtures';
import { OrdersService, type OrderExportSelection } from '../orders/orders.service';
import { expectFailure, successData } from '../testing/envelope-assertions';
import { makeTempDir, type TempDir } from '../testing/fixtures';
import { databaseKinds } from '../testing/test-database';
import { startTestPortal, type TestPortal } from '../testing/test-portal';
import { rowsOf } from '../testing/workbook-fixtures';
import { defaultOrderExportOptions, OrderExportJobs } from './order-export-jobs';
import { exportsDirectory } from './order-exports.routes';

/** A promise that settles when the test says so. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe.each(databaseKinds)('order export jobs on %s', (kind) => {
  let portal: TestPortal;
  let dir: TempDir;
  let clerk: string;
  let colleague: string;
  let buyer: string;
  const poNumbers = ['PO-X01', 'PO-X02', 'PO-X03'];

  beforeAll(async () => {
    dir = await makeTempDir();
    portal = await startTestPortal(kind, { dataDir: dir.path });
    await createTestProject(portal.database.db, dir.path, 'SHOP', x12Connection);
    for (const poNumber of poNumbers) await receiveOrder(portal, 'SHOP', x12Connection, poNumber);
    const tokenOf = async (account: string, role: 'ORDER' | 'PURCHASE') =>
      portal.tokenFor((await portal.createUser({ account, roles: [role] })).id);
    clerk = await tokenOf('clerk', 'ORDER');
    colleague = await tokenOf('colleague', 'ORDER');
    buyer = await tokenOf('buyer', 'PURCHASE');
  }, 120_000);
  afterAll(async () => {
    await portal.close();
    await dir.cleanup();
  });

  const start = (body: unknown, token = clerk, language = 'en-US') =>
    portal.request(orderExportEndpoints.start, { token, language, body });
  const status = (id: string, token = clerk) =>
    portal.request(orderExportEndpoints.status, { token, language: 'en-US', params: { id } });
  const file = (id: string, token = clerk) =>
    portal.request(orderExportEndpoints.file, { token, language: 'en-US', params: { id } });
  const cancel = (id: string, token = clerk) =>
    portal.request(orderExportEndpoints.cancel, { token, language: 'en-US', params: { id } });

  /** The job once it has ended, asked for as the screen asks. */
  const ended = (id: string, token = clerk) =>
    vi.waitFor(
      async () => {
        const job = successData(await status(id, token), orderExportJobSchema);
        expect(job.state).not.toBe('running');
        return job;
      },
      { timeout: 60_000 },
    );

  it('writes every order the filter matches, then downloads it with headers in the caller’s language', async () => {
    const started = successData(
      await start({ filter: { project_key: 'SHOP', orderNumber: 'PO-X' } }),
      orderExportJobSchema,
    );
    expect(started).toMatchObject({ state: 'running', written: 0, total: 3, failureCode: null });
    const job = await ended(started.id);
    expect(job).toMatchObject({ state: 'done', written: 3, total: 3 });
    const download = await file(started.id);
    expect(download.statusCode, download.body).toBe(200);
    expect(download.headers['content-type']).toContain('spreadsheetml');
    expect(download.headers['content-disposition']).toContain(`filename="${job.fileName}"`);
    const rows = await rowsOf(download.rawPayload);
    expect(rows[0]?.slice(0, 5)).toEqual([
      'Order No.',
      'PO number',
      'Document number',
      'Document type',
      'Status',
    ]);
    // One row per line: three lines per order of the fixture, newest order first.
    expect(rows).toHaveLength(1 + poNumbers.length * 3);
    expect(rows.slice(1).map((row) => row[1])).toEqual(
      [...poNumbers].reverse().flatMap((po) => [po, po, po]),
    );
    expect(rows[1]?.[3]).toBe(orderDocumentTypeMeaning('ORDER', 'en-us'));
    expect(rows[1]?.[16]).toBe(24);
  });

  it('writes the ticked orders in Chinese for a Chinese caller', async () => {
    const page = await portal.database.sql.query<{ serial_number: number }>(
      "select serial_number from orders where order_number = 'PO-X02'",
    );
    const ids = page.map((row) => Number(row.serial_number));
    const started = successData(
      await start({ ids }, clerk, 'zh-CN'),
      orderExportJobSchema,
      'zh-cn',
    );
    expect((await ended(started.id)).state).toBe('done');
    const rows = await rowsOf((await file(started.id)).rawPayload);
    expect(rows[0]?.[0]).toBe('订单号');
    expect(rows.slice(1).map((row) => row[1])).toEqual(['PO-X02', 'PO-X02', 'PO-X02']);
  });

  it('shows a job to the user who started it only, and to the order role only', async () => {
    const started = successData(
      await start({ filter: { project_key: 'SHOP' } }),
      orderExportJobSchema,
    );
    await ended(started.id);
    expectFailure(await status(started.id, colleague), 'EXPORT_NOT_FOUND');
    expectFailure(await file(started.id, colleague), 'EXPORT_NOT_FOUND');
    expectFailure(await cancel(started.id, colleague), 'EXPORT_NOT_FOUND');
    expectFailure(await start({ filter: {} }, buyer), 'NO_PERMISSION');
    expectFailure(await status(started.id, buyer), 'NO_PERMISSION');
    // Still there for its owner after the refusals.
    expect((await file(started.id)).statusCode).toBe(200);
  });

  it('removes a finished export when asked, and then knows it no more', async () => {
    const started = successData(await start({ filter: {} }), orderExportJobSchema);
    await ended(started.id);
    const removed = successData(await cancel(started.id), orderExportJobSchema);
    expect(removed.state).toBe('done');
    expectFailure(await status(started.id), 'EXPORT_NOT_FOUND');
    expectFailure(await file(started.id), 'EXPORT_NOT_FOUND');
    const names = await readdir(exportsDirectory(dir.path));
    expect(names.filter((name) => name.startsWith(started.id))).toEqual([]);
  });

  it('refuses a bad start before any job exists', async () => {
    const before = await readdir(exportsDirectory(dir.path));
    expectFailure(await start({ ids: [1], filter: {} }), 'VALIDATION_FAILED', { field: 'filter' });
    expectFailure(await start({}), 'VALIDATION_FAILED', { field: 'filter' });
    expectFailure(await start({ ids: [] }), 'VALIDATION_FAILED', { field: 'ids' });
    expectFailure(await start({ filter: { status: 'NOPE' } }), 'VALIDATION_FAILED', {
      field: 'filter.status.0',
    });
    expectFailure(await start({ ids: [2_000_000_000] }), 'ORDER_NOT_FOUND', { field: 'ids' });
    expectFailure(await status('not-a-job'), 'VALIDATION_FAILED', { field: 'id' });
    expectFailure(await status('6f1c1f53-6a5e-4b43-9a55-27d1b1b0a001'), 'EXPORT_NOT_FOUND');
    expect(await readdir(exportsDirectory(dir.path))).toEqual(before);
  });

  it('has no row cap: 10,001 orders seeded in SQL are all written', async () => {
    const [source] = await portal.database.sql.query<{ document_id: number }>(
      "select document_id from orders where order_number = 'PO-X01'",
    );
    await portal.database.sql.query(
      `insert into orders (project_key, document_id, document_type, document_number, order_number,
         status, document_version, quantity, amount, currency_code, line_count, data, received_at, updated_at)
       select 'SHOP', $1, 'ORDER', 'BULK' || g, 'BULK' || lpad(g::text, 6, '0'), 'RECEIVED', 1, 1, 1,
         'USD', 0, '{"kind":"order","lines":[]}'::jsonb, now(), now()
       from generate_series(1, 10001) as g`,
      [source?.document_id],
    );
    const started = successData(
      await start({ filter: { project_key: 'SHOP', orderNumber: 'BULK' } }),
      orderExportJobSchema,
    );
    expect(started.total).toBe(10_001);
    const job = await ended(started.id);
    expect(job).toMatchObject({ state: 'done', written: 10_001 });
    const rows = await rowsOf((await file(started.id)).rawPayload);
    expect(rows).toHaveLength(10_002);
    expect(new Set(rows.slice(1).map((row) => row[1])).size).toBe(10_001);
  }, 120_000);

  describe('a job while it runs', () => {
    /** Jobs over the test database whose pages wait for the test's word. */
    const gatedJobs = (directory: string) => {
      const orders = new OrdersService(portal.database.db);
      const pages = gate();
      const reached = gate();
      const jobs = new OrderExportJobs(
        directory,
        {
          exportCount: (selection) => orders.exportCount(selection),
          exportPage: async (selection: OrderExportSelection, position, size) => {
            reached.open();
            await pages.opened;
            return orders.exportPage(selection, position, size);
          },
        },
        portal.clock,
        () => undefined,
        { ...defaultOrderExportOptions, pageSize: 2 },
      );
      return { jobs, pages, reached };
    };
    const selection: OrderExportSelection = { ids: [1, 2, 3] };

    it('reports progress, refuses a second export and an early download, and cancels cleanly', async () => {
      const directory = join(dir.path, 'gated');
      const { jobs, pages, reached } = gatedJobs(directory);
      await jobs.open();
      try {
        const started = await jobs.start(7, selection, 'en-us');
        await reached.opened;
        await expect(jobs.start(7, selection, 'en-us')).rejects.toMatchObject({
          errorName: 'EXPORT_BUSY',
        });
        await expect(jobs.file(7, started.id)).rejects.toMatchObject({
          errorName: 'EXPORT_NOT_READY',
        });
        expect(await readdir(directory)).toContain(`${started.id}.xlsx.part`);
        const cancelling = jobs.cancel(7, started.id);
        pages.open();
        const cancelled: OrderExportJob = await cancelling;
        expect(cancelled.state).toBe('cancelled');
        expect(cancelled.finishedAt).not.toBeNull();
        // Only the state file is left: no part, no workbook.
        expect(await readdir(directory)).toEqual([`${started.id}.json`]);
        await expect(jobs.file(7, started.id)).rejects.toMatchObject({
          errorName: 'EXPORT_NOT_FOUND',
        });
        // The user may start again once it has ended.
        const next = await jobs.start(7, selection, 'en-us');
        expect(next.state).toBe('running');
      } finally {
        pages.open();
        await jobs.close();
      }
    });

    it('ends failed with a reason when reading fails, leaving no file', async () => {
      const directory = join(dir.path, 'failing');
      const orders = new OrdersService(portal.database.db);
      const jobs = new OrderExportJobs(
        directory,
        {
          exportCount: (chosen) => orders.exportCount(chosen),
          exportPage: () => Promise.reject(new Error('connection lost')),
        },
        portal.clock,
        () => undefined,
      );
      await jobs.open();
      try {
        const started = await jobs.start(8, selection, 'en-us');
        const job = await vi.waitFor(async () => {
          const found = await jobs.status(8, started.id);
          expect(found.state).not.toBe('running');
          return found;
        });
        expect(job).toMatchObject({
          state: 'failed',
          failureCode: errorCatalogue.EXPORT_FAILED.code,
        });
        expect(await readdir(directory)).toEqual([`${started.id}.json`]);
      } finally {
        await jobs.close();
      }
    });

    it('after a crash, shows no half file as done, and removes expired exports', async () => {
      const directory = join(dir.path, 'crashed');
      const crashed = gatedJobs(directory);
      await crashed.jobs.open();
      const interrupted = await crashed.jobs.start(9, selection, 'en-us');
      await crashed.reached.opened;
      // A process killed now leaves its part and a state saying "running"; the next one starts.
      const { jobs } = gatedJobs(directory);
      await jobs.open();
      const job = await jobs.status(9, interrupted.id);
      expect(job).toMatchObject({
        state: 'failed',
        failureCode: errorCatalogue.EXPORT_FAILED.code,
      });
      expect(await readdir(directory)).toEqual([`${interrupted.id}.json`]);
      await expect(jobs.file(9, interrupted.id)).rejects.toMatchObject({
        errorName: 'EXPORT_NOT_FOUND',
      });
      // Past the retention the sweep forgets it.
      portal.clock.advance(defaultOrderExportOptions.retentionMs);
      await jobs.sweep();
      expect(await readdir(directory)).toEqual([]);
      await expect(jobs.status(9, interrupted.id)).rejects.toMatchObject({
        errorName: 'EXPORT_NOT_FOUND',
      });
      crashed.pages.open();
      await crashed.jobs.close();
      await jobs.close();
    });
  });
});
