import { ediInboundEndpoints, messageEndpoints, urlOf } from '@portal/contracts';
import { parseX12 } from '@portal/edi';
import { eq } from 'drizzle-orm';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboundFiles, messages, openDatabase, orders, projects } from '../database';
import { demoProjectKey, ensureDemoProject } from './demo-project';
import { makeTempDir, type TempDir } from '../testing/fixtures';
import { createTestDatabase, databaseKinds } from '../testing/test-database';
import { startTestPortal, type TestPortal } from '../testing/test-portal';
import { nextControlNumber } from './control-numbers';
import type { ProjectPaths } from './project-paths';
import {
  createTestProject,
  orderResponse,
  dropFile,
  listNames,
  readFixture,
  renumberX12,
  testApiKey,
  x12Connection,
} from './testing/gateway-fixtures';

/** A partner's 997 answering our group `groupControlNumber`, set `transactionControlNumber`. */
function partner997(
  interchange: number,
  groupControlNumber: string,
  transactionControlNumber: string,
  verdict: 'A' | 'R' | 'P',
): string {
  const isa13 = String(interchange).padStart(9, '0');
  const ak5 = verdict === 'P' ? 'E' : verdict;
  return [
    `ISA*00*          *00*          *ZZ*RETAILCO       *ZZ*ACMESUPPLY     *251121*1200*U*00401*${isa13}*0*P*>`,
    `GS*FA*RETAILCO*ACMESUPPLY*20251121*1200*${interchange}*X*004010`,
    'ST*997*0001',
    `AK1*PR*${groupControlNumber}`,
    `AK2*855*${transactionControlNumber.padStart(4, '0')}`,
    `AK5*${ak5}`,
    `AK9*${verdict}*1*1*${verdict === 'R' ? 0 : 1}`,
    'SE*6*0001',
    `GE*1*${interchange}`,
    `IEA*1*${isa13}`,
  ]
    .map((segment) => `${segment}~\n`)
    .join('');
}

describe.each(databaseKinds)('EDI gateway channels and messages (%s)', (kind) => {
  let portal: TestPortal;
  let dir: TempDir;
  let paths: ProjectPaths;
  let adminToken: string;

  beforeAll(async () => {
    dir = await makeTempDir();
    portal = await startTestPortal(kind, { dataDir: dir.path, ediScanIntervalMs: 100 });
    paths = await createTestProject(portal.database.db, dir.path, 'RETAIL', x12Connection);
    const admin = await portal.createUser({ account: 'gateway-admin', roles: ['ADMIN'] });
    adminToken = await portal.tokenFor(admin.id);
  });
  afterAll(async () => {
    await portal.close();
    await dir.cleanup();
  });

  const db = () => portal.database.db;
  const post = (key: string, body: string | Buffer, headers: Record<string, string> = {}) =>
    portal.app.inject({
      method: 'POST',
      url: urlOf(ediInboundEndpoints.receive, { params: { key }, query: { fileName: 'body.edi' } }),
      headers: { 'content-type': 'application/edi-x12', ...headers },
      payload: body,
    });

  describe('HTTP channel', () => {
    it('refuses a missing or wrong API key, and an unknown project, alike and in the caller’s language', async () => {
      const body = await readFixture('x12-004010-850-single.edi');
      const before = await db().select().from(inboundFiles);
      for (const response of [
        await post('RETAIL', body),
        await post('RETAIL', body, { 'x-api-key': 'wrong' }),
        await post('NOSUCH', body, { 'x-api-key': testApiKey }),
      ]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ code: '1012' });
      }
      const chinese = await post('RETAIL', body, {
        'x-api-key': 'wrong',
        'accept-language': 'zh-CN',
      });
      expect(chinese.json<{ message: string }>().message).toBe('项目或API密钥无效');
      expect(await db().select().from(inboundFiles)).toHaveLength(before.length);
    });

    it('answers accepted with the orders made, then duplicate for the same interchange', async () => {
      const body = renumberX12(
        (await readFixture('x12-004010-850-single.edi')).toString('utf8'),
        3001,
        'PO-HTTP-1',
      );
      const first = await post('RETAIL', body, { 'x-api-key': testApiKey });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({
        code: '0000',
        data: { status: 'accepted', documents: 1, orders: 1, duplicateOf: null },
      });
      const again = await post('RETAIL', body, { 'x-api-key': testApiKey });
      expect(again.json()).toMatchObject({
        code: '0000',
        data: { status: 'duplicate', orders: 0 },
      });
      expect(
        await db().select().from(orders).where(eq(orders.orderNumber, 'PO-HTTP-1')),
      ).toHaveLength(1);
    });

    it('answers rejected with the segment at fault for a wrong count', async () => {
      const response = await post('RETAIL', await readFixture('bad/wrong-se-count.edi'), {
        'x-api-key': testApiKey,
      });
      const receipt = response.json<{
        data: { status: string; problems: { code: string; segmentTag?: string }[] };
      }>().data;
      expect(receipt.status).toBe('rejected');
      expect(receipt.problems).toContainEqual(
        expect.objectContaining({ code: 'SEGMENT_COUNT_MISMATCH', segmentTag: 'SE' }),
      );
    });
  });

  describe('control numbers', () => {
    it('are unique and increasing per project and level, across concurrent transactions', async () => {
      const taken = await Promise.all(
        Array.from({ length: 20 }, () =>
          db().transaction((tx) => nextControlNumber(tx, 'COUNTER', 'interchange')),
        ),
      );
      expect(new Set(taken).size).toBe(20);
      expect([...taken].sort((a, b) => a - b)).toEqual(
        Array.from({ length: 20 }, (_, index) => index + 1),
      );
      expect(await nextControlNumber(db(), 'COUNTER', 'group')).toBe(1);
      expect(await nextControlNumber(db(), 'OTHER', 'interchange')).toBe(1);
    });
  });

  describe('acknowledgements in', () => {
    async function sendOrderResponse(): Promise<typeof messages.$inferSelect> {
      const created = await db().transaction((tx) =>
        portal.context.gateway.outbound.create(tx, {
          projectKey: 'RETAIL',
          connection: x12Connection,
          document: orderResponse,
          createdBy: 'gateway-admin',
        }),
      );
      const written = await portal.context.gateway.outbound.write(created.id);
      expect(written?.status).toBe('doing');
      return created;
    }

    it.each([
      ['A', 'success'],
      ['R', 'failed'],
      ['P', 'pok'],
    ] as const)('a 997 with AK9 %s settles the 855 it names as %s', async (verdict, status) => {
      const message = await sendOrderResponse();
      const written = parseX12(await readFile(join(paths.outbound, message.fileName), 'utf8'));
      expect(written.valid).toBe(true);
      expect(written.interchanges[0]?.groups[0]?.transactions[0]?.setId).toBe('855');
      const ack = partner997(
        4000 + Number(message.interchangeControlNumber),
        message.groupControlNumber ?? '',
        message.transactionControlNumber,
        verdict,
      );
      const outcome = await post('RETAIL', ack, { 'x-api-key': testApiKey });
      expect(outcome.json()).toMatchObject({ data: { status: 'accepted' } });
      const [after] = await db().select().from(messages).where(eq(messages.id, message.id));
      expect(after?.status).toBe(status);
      expect(after?.acknowledgedAt).not.toBeNull();
      // Nobody acknowledges an acknowledgement.
      expect(outcome.json<{ data: { fileId: number } }>().data.fileId).toBeGreaterThan(0);
      const answers = await db().select().from(messages).where(eq(messages.documentType, '997'));
      expect(answers.every((answer) => !answer.text.includes('AK1*FA'))).toBe(true);
    });
  });

  describe('queue', () => {
    it('picks up a dropped file, reads it through pg-boss and writes the 997 through pg-boss', async () => {
      await portal.context.gateway.start();
      try {
        const text = renumberX12(
          (await readFixture('x12-004010-850-single.edi')).toString('utf8'),
          5001,
          'PO-QUEUE-1',
        );
        await dropFile(paths.inbound, 'queued.edi', text);
        const deadline = Date.now() + 30_000;
        let answered = false;
        while (Date.now() < deadline && !answered) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          const [order] = await db()
            .select()
            .from(orders)
            .where(eq(orders.orderNumber, 'PO-QUEUE-1'));
          answered = order?.status === 'RECEIVED';
        }
        expect(answered).toBe(true);
        expect(await listNames(paths.processed)).toContain('queued.edi');
        expect(await listNames(paths.inbound)).not.toContain('queued.edi');
      } finally {
        await portal.context.gateway.stop();
      }
    });
  });

  describe('demo project', () => {
    it('is made once at start when asked, and an admin’s changes to it are kept', async () => {
      await ensureDemoProject(db());
      await db()
        .update(projects)
        .set({ nameEn: 'Renamed by the admin' })
        .where(eq(projects.projectKey, demoProjectKey));
      await ensureDemoProject(db());
      const rows = await db()
        .select()
        .from(projects)
        .where(eq(projects.projectKey, demoProjectKey));
      expect(rows.map((row) => [row.nameEn, row.connection.x12?.receiverId])).toEqual([
        ['Renamed by the admin', 'DEMORETAIL'],
      ]);
    });
  });

  describe('messages API', () => {
    it('lists, filters, shows and resends messages, and shows an order’s history to whoever sees orders', async () => {
      const [order] = await db().select().from(orders).limit(1);
      const created = await db().transaction((tx) =>
        portal.context.gateway.outbound.create(tx, {
          projectKey: 'RETAIL',
          connection: x12Connection,
          document: orderResponse,
          createdBy: 'gateway-admin',
          orderSerialNumber: order?.serialNumber ?? 0,
        }),
      );
      const pending = await portal.request(messageEndpoints.resend, {
        params: { id: created.id },
        token: adminToken,
      });
      expect(pending.json()).toMatchObject({ code: '4001' });
      await portal.context.gateway.outbound.write(created.id);

      const page = await portal.request(messageEndpoints.page, {
        query: { projectKey: 'RETAIL', documentType: '855', status: 'doing', size: 100 },
        token: adminToken,
      });
      const listed = page.json<{ data: { records: { id: number }[]; total: number } }>().data;
      expect(listed.records.map((record) => record.id)).toContain(created.id);
      expect(listed.total).toBe(listed.records.length);

      const info = await portal.request(messageEndpoints.info, {
        params: { id: created.id },
        token: adminToken,
      });
      expect(info.json<{ data: { text: string } }>().data.text).toMatch(/^ISA\*/);

      const resent = await portal.request(messageEndpoints.resend, {
        params: { id: created.id },
        token: adminToken,
      });
      const copy = resent.json<{
        data: { id: number; resendOf: number; interchangeControlNumber: string };
      }>().data;
      expect(copy.resendOf).toBe(created.id);
      expect(copy.interchangeControlNumber).not.toBe(created.interchangeControlNumber);

      const clerk = await portal.createUser({ account: 'order-reader', roles: ['ORDER'] });
      const clerkToken = await portal.tokenFor(clerk.id);
      const history = await portal.request(messageEndpoints.forOrder, {
        params: { serialNumber: order?.serialNumber ?? 0 },
        token: clerkToken,
      });
      expect(history.json<{ data: { id: number }[] }>().data.map((m) => m.id)).toEqual([
        copy.id,
        created.id,
      ]);
      const denied = await portal.request(messageEndpoints.page, { token: clerkToken });
      expect(denied.json()).toMatchObject({ code: '1003' });
      const missing = await portal.request(messageEndpoints.forOrder, {
        params: { serialNumber: 999999 },
        token: clerkToken,
      });
      expect(missing.json()).toMatchObject({ code: '3002' });
    });
  });
});

describe('control numbers across server instances (postgres)', () => {
  it('are never handed out twice by two instances on one database', async () => {
    const first = await createTestDatabase('postgres');
    if (first.target.kind !== 'postgres') throw new Error('expected PostgreSQL');
    // A second pool on the same database plays the second instance.
    const second = await openDatabase({ kind: 'postgres', url: first.target.url });
    try {
      const [mine, theirs] = await Promise.all([
        Promise.all(
          Array.from({ length: 15 }, () => nextControlNumber(first.db, 'SHARED', 'transaction')),
        ),
        Promise.all(
          Array.from({ length: 15 }, () => nextControlNumber(second.db, 'SHARED', 'transaction')),
        ),
      ]);
      expect(new Set([...mine, ...theirs]).size).toBe(30);
      expect(Math.max(...mine, ...theirs)).toBe(30);
    } finally {
      await second.close();
      await first.drop();
    }
  });
});
