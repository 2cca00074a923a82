import { parseEdifact, parseX12 } from '@portal/edi';
import { eq } from 'drizzle-orm';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, inboundFiles, interchanges, messages, orderLogs, orders } from '../database';
import { makeTempDir, type TempDir } from '../testing/fixtures';
import { databaseKinds } from '../testing/test-database';
import { startTestPortal, type TestPortal } from '../testing/test-portal';
import type { ProjectPaths } from './project-paths';
import {
  createTestProject,
  dropFile,
  edifactConnection,
  listNames,
  readFixture,
  renumberX12,
  x12Connection,
} from './testing/gateway-fixtures';

describe.each(databaseKinds)('EDI gateway, file channel (%s)', (kind) => {
  let portal: TestPortal;
  let dir: TempDir;
  let x12: ProjectPaths;
  let edifact: ProjectPaths;

  beforeAll(async () => {
    dir = await makeTempDir();
    portal = await startTestPortal(kind, { dataDir: dir.path });
    x12 = await createTestProject(portal.database.db, dir.path, 'RETAIL', x12Connection);
    edifact = await createTestProject(portal.database.db, dir.path, 'EUROMART', edifactConnection);
  });
  afterAll(async () => {
    await portal.close();
    await dir.cleanup();
  });

  const db = () => portal.database.db;
  const readIn = (projectKey: string, name: string) =>
    portal.context.gateway.processFile(projectKey, name);

  it('reads an 850 into a stored document and a new order, moves it to processed/ and answers with a 997', async () => {
    const original = await readFixture('x12-004010-850-single.edi');
    await dropFile(x12.inbound, 'po-4500012345.edi', original);
    const result = await readIn('RETAIL', 'po-4500012345.edi');

    expect(result.outcome?.status).toBe('accepted');
    expect(result.settledPath).toBe('processed/po-4500012345.edi');
    expect(await listNames(x12.inbound)).toEqual([]);
    expect(await readFile(join(x12.processed, 'po-4500012345.edi'))).toEqual(original);

    const [receipt] = await db()
      .select()
      .from(inboundFiles)
      .where(eq(inboundFiles.id, result.outcome?.fileId ?? 0));
    expect(receipt?.originalText).toBe(original.toString('utf8'));
    expect(receipt?.settledAt).not.toBeNull();

    const stored = await db()
      .select()
      .from(documents)
      .where(eq(documents.documentNumber, '4500012345'));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.documentType).toBe('850');
    expect(stored[0]?.status).toBe('accepted');
    // The document's own text, verbatim from ST to SE.
    expect(stored[0]?.originalText).toMatch(/^ST\*850\*0001~/);
    expect(stored[0]?.originalText.trimEnd()).toMatch(/SE\*\d+\*0001~$/);
    expect(original.toString('utf8')).toContain(stored[0]?.originalText ?? '∅');

    const [order] = await db().select().from(orders).where(eq(orders.orderNumber, '4500012345'));
    // The 997 was written at once (no queue running), which releases the order.
    expect(order?.status).toBe('RECEIVED');
    const logs = await db()
      .select()
      .from(orderLogs)
      .where(eq(orderLogs.serialNumber, order?.serialNumber ?? 0));
    expect(logs.map((log) => [log.fromStatus, log.toStatus])).toEqual([
      [null, 'NEW_ORDER'],
      ['NEW_ORDER', 'RECEIVED'],
    ]);

    const [ack] = await db()
      .select()
      .from(messages)
      .where(eq(messages.id, result.outcome?.acknowledgementIds[0] ?? 0));
    expect(ack?.documentType).toBe('997');
    expect(ack?.status).toBe('finish');
    const written = await readFile(join(x12.outbound, ack?.fileName ?? ''), 'utf8');
    expect(written).toBe(ack?.text);
    const parsed = parseX12(written);
    expect(parsed.valid).toBe(true);
    const segments = parsed.interchanges[0]?.groups[0]?.transactions[0]?.segments ?? [];
    expect(segments.find((segment) => segment.tag === 'AK1')?.elements).toEqual([['PO'], ['1011']]);
    expect(segments.find((segment) => segment.tag === 'AK9')?.elements[0]).toEqual(['A']);
    // Addressed back to the partner, from us.
    expect(parsed.interchanges[0]?.header.receiverId.trim()).toBe('RETAILCO');
    expect(parsed.interchanges[0]?.header.senderId.trim()).toBe('ACMESUPPLY');
  });

  it('records the same interchange again as a duplicate: no second order, no second 997, file in error/ with its reason', async () => {
    const before = await db().select().from(orders);
    const messagesBefore = await db().select().from(messages);
    await dropFile(x12.inbound, 'again.edi', await readFixture('x12-004010-850-single.edi'));
    const result = await readIn('RETAIL', 'again.edi');

    expect(result.outcome?.status).toBe('duplicate');
    expect(result.settledPath).toBe('error/again.edi');
    expect(await db().select().from(orders)).toHaveLength(before.length);
    expect(await db().select().from(messages)).toHaveLength(messagesBefore.length);
    const reason = await readFile(join(x12.error, 'again.edi.reason.txt'), 'utf8');
    expect(reason).toContain('Outcome: duplicate');
    expect(reason).toContain('already received');
    const recorded = await db()
      .select()
      .from(interchanges)
      .where(eq(interchanges.status, 'duplicate'));
    expect(recorded).toHaveLength(1);
    expect(recorded[0]?.duplicateOf).not.toBeNull();
  });

  it('takes in a file of three 850s as three orders', async () => {
    const text = (await readFixture('x12-004010-850-three-orders.edi')).toString('utf8');
    await dropFile(x12.inbound, 'three.edi', text);
    const result = await readIn('RETAIL', 'three.edi');
    expect(result.outcome?.status).toBe('accepted');
    expect(result.outcome?.documents).toBe(3);
    expect(result.outcome?.orders).toBe(3);
  });

  it.each([
    ['empty.edi', 'EMPTY_INPUT', false],
    ['not-edi.txt', 'NOT_EDI', false],
    ['truncated.edi', 'MISSING_TRAILER', true],
    ['iea-mismatch.edi', 'CONTROL_NUMBER_MISMATCH', true],
    ['wrong-se-count.edi', 'SEGMENT_COUNT_MISMATCH', true],
    ['unknown-transaction-999.edi', 'UNSUPPORTED_TRANSACTION_SET', true],
  ])(
    'quarantines bad/%s with the reason %s, and answers with a rejecting 997 when the envelope is readable (%s)',
    async (name, code, answered) => {
      const ordersBefore = await db().select().from(orders);
      const content = await readFixture(`bad/${name}`);
      await dropFile(x12.inbound, name, content);
      const result = await readIn('RETAIL', name);

      expect(result.outcome?.status).toBe('rejected');
      expect(result.settledPath).toBe(`error/${name}`);
      expect(await readFile(join(x12.error, name))).toEqual(content);
      const reason = await readFile(join(x12.error, `${name}.reason.txt`), 'utf8');
      expect(reason).toContain(`[${code}]`);
      expect(result.outcome?.problems.map((problem) => problem.code)).toContain(code);
      expect(await db().select().from(orders)).toHaveLength(ordersBefore.length);

      expect(result.outcome?.acknowledgementIds.length ?? 0).toBe(answered ? 1 : 0);
      if (answered) {
        const [ack] = await db()
          .select()
          .from(messages)
          .where(eq(messages.id, result.outcome?.acknowledgementIds[0] ?? 0));
        const parsed = parseX12(await readFile(join(x12.outbound, ack?.fileName ?? ''), 'utf8'));
        const segments = parsed.interchanges[0]?.groups[0]?.transactions[0]?.segments ?? [];
        expect(segments.find((segment) => segment.tag === 'AK9')?.elements[0]).toEqual(['R']);
      }
    },
  );

  it('quarantines bytes that are not UTF-8, naming the byte offset, and keeps them verbatim', async () => {
    const good = (await readFixture('x12-004010-850-single.edi')).toString('utf8');
    const text = renumberX12(good, 777, 'PO-LATIN1').replace(
      'RETAILCO DC 6094',
      'RETAILCO DC \u00ff',
    );
    const bytes = Buffer.from(text, 'utf8');
    const at = bytes.indexOf(Buffer.from([0xc3, 0xbf]));
    bytes[at] = 0xff; // a lone 0xff is never UTF-8
    bytes[at + 1] = 0x20;
    await dropFile(x12.inbound, 'latin1.edi', bytes);
    const result = await readIn('RETAIL', 'latin1.edi');
    expect(result.outcome?.status).toBe('rejected');
    expect(await readFile(join(x12.error, 'latin1.edi'))).toEqual(bytes);
    expect(result.outcome?.problems[0]?.message).toMatch(/UTF-8/);
  });

  it('refuses an EDIFACT file on an X12 project and an interchange addressed to someone else', async () => {
    await dropFile(x12.inbound, 'orders.edi', await readFixture('edifact-d96a-orders.edi'));
    const wrongStandard = await readIn('RETAIL', 'orders.edi');
    expect(wrongStandard.outcome?.problems[0]?.code).toBe('WRONG_STANDARD');

    const good = (await readFixture('x12-004010-850-single.edi')).toString('utf8');
    const elsewhere = renumberX12(good, 778, 'PO-ELSEWHERE').replace(
      'ZZ*ACMESUPPLY     ',
      'ZZ*OTHERSUPPLIER  ',
    );
    await dropFile(x12.inbound, 'elsewhere.edi', elsewhere);
    const result = await readIn('RETAIL', 'elsewhere.edi');
    expect(result.outcome?.status).toBe('rejected');
    expect(result.outcome?.problems.map((problem) => problem.code)).toContain('UNKNOWN_RECEIVER');
    expect(await db().select().from(orders).where(eq(orders.orderNumber, 'PO-ELSEWHERE'))).toEqual(
      [],
    );
  });

  it('quarantines a file over the size limit unread', async () => {
    const limited = await startTestPortal(kind, {
      dataDir: dir.path,
      ediMaxInboundBytes: 1024,
    });
    try {
      const paths = await createTestProject(limited.database.db, dir.path, 'SMALL', x12Connection);
      const big = renumberX12(
        (await readFixture('x12-004010-850-three-orders.edi')).toString('utf8'),
        1,
        'BIG',
      );
      expect(big.length).toBeGreaterThan(1024);
      await dropFile(paths.inbound, 'big.edi', big);
      const result = await limited.context.gateway.processFile('SMALL', 'big.edi');
      expect(result.outcome?.status).toBe('rejected');
      expect(result.outcome?.problems[0]?.code).toBe('TOO_LARGE');
      expect(result.settledPath).toBe('error/big.edi');
      const [receipt] = await limited.database.db
        .select()
        .from(inboundFiles)
        .where(eq(inboundFiles.id, result.outcome?.fileId ?? 0));
      expect(receipt?.originalText).toBeNull();
      expect(receipt?.sizeBytes).toBe(Buffer.byteLength(big));
    } finally {
      await limited.close();
    }
  });

  it('never overwrites an earlier file of the same name in processed/', async () => {
    const good = (await readFixture('x12-004010-850-single.edi')).toString('utf8');
    await dropFile(x12.inbound, 'daily.edi', renumberX12(good, 801, 'PO-DAY-1'));
    const first = await readIn('RETAIL', 'daily.edi');
    await dropFile(x12.inbound, 'daily.edi', renumberX12(good, 802, 'PO-DAY-2'));
    const second = await readIn('RETAIL', 'daily.edi');
    expect(first.settledPath).toBe('processed/daily.edi');
    expect(second.settledPath).toBe(`processed/${second.outcome?.fileId}-daily.edi`);
    expect(await readFile(join(x12.processed, 'daily.edi'), 'utf8')).toContain('PO-DAY-1');
  });

  it('finishes an interrupted move without reading the file in twice', async () => {
    const good = (await readFixture('x12-004010-850-single.edi')).toString('utf8');
    const text = renumberX12(good, 901, 'PO-CRASH');
    await dropFile(x12.inbound, 'crash.edi', text);
    // As if the process died right after the commit: the receipt exists, the file did not move.
    const outcome = await portal.context.gateway.receiver.receive({
      projectKey: 'RETAIL',
      connection: x12Connection,
      channel: 'file',
      fileName: 'crash.edi',
      bytes: Buffer.from(text),
    });
    expect(outcome.status).toBe('accepted');
    const result = await readIn('RETAIL', 'crash.edi');
    expect(result.outcome).toBeUndefined();
    expect(result.settledPath).toBe('processed/crash.edi');
    expect(await db().select().from(orders).where(eq(orders.orderNumber, 'PO-CRASH'))).toHaveLength(
      1,
    );
    expect(
      await db().select().from(inboundFiles).where(eq(inboundFiles.fileName, 'crash.edi')),
    ).toHaveLength(1);
  });

  it('reads EDIFACT ORDERS into an order and answers with a CONTRL', async () => {
    await dropFile(edifact.inbound, 'orders.edi', await readFixture('edifact-d96a-orders.edi'));
    const result = await readIn('EUROMART', 'orders.edi');
    expect(result.outcome?.status).toBe('accepted');
    const [order] = await db().select().from(orders).where(eq(orders.orderNumber, 'PO-EU-20001'));
    expect(order?.status).toBe('RECEIVED');
    const [ack] = await db()
      .select()
      .from(messages)
      .where(eq(messages.id, result.outcome?.acknowledgementIds[0] ?? 0));
    expect(ack?.documentType).toBe('CONTRL');
    const parsed = parseEdifact(
      await readFile(join(edifact.outbound, ack?.fileName ?? ''), 'latin1'),
    );
    expect(parsed.valid).toBe(true);
    const uci = parsed.interchanges[0]?.messages[0]?.segments.find(
      (segment) => segment.tag === 'UCI',
    );
    expect(uci?.elements[0]).toEqual(['EU0000201']);
    expect(uci?.elements[3]).toEqual(['7']);
  });

  it('reads a REMADV into a stored payment document', async () => {
    await dropFile(edifact.inbound, 'remadv.edi', await readFixture('edifact-d96a-remadv.edi'));
    const result = await readIn('EUROMART', 'remadv.edi');
    expect(result.outcome?.status).toBe('accepted');
    expect(result.outcome?.orders).toBe(0);
    const stored = await db().select().from(documents).where(eq(documents.documentType, 'REMADV'));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.canonical?.kind).toBe('paymentOrder');
  });
});
