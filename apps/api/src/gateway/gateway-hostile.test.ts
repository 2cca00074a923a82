import { ediInboundEndpoints, urlOf } from '@portal/contracts';
import { parseEdifact, parseX12 } from '@portal/edi';
import { desc, eq } from 'drizzle-orm';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  documents,
  inboundAttempts,
  inboundFiles,
  interchanges,
  messages,
  orders,
} from '../database';
import { makeTempDir, type TempDir } from '../testing/fixtures';
import { databaseKinds } from '../testing/test-database';
import { startTestPortal, type TestPortal } from '../testing/test-portal';
import { maxInboundAttempts } from './inbound/inbound-files';
import type { ProjectPaths } from './project-paths';
import {
  createTestProject,
  dropFile,
  edifactConnection,
  listNames,
  readFixture,
  renumberX12,
  testApiKey,
  x12Connection,
} from './testing/gateway-fixtures';

/**
 * Issue 15's reproductions: partner bytes that once crashed the process, answered 500 or left a
 * file in inbound/ forever. Each must end in a settled receipt, the file in error/ with its
 * reason, and the partner answered with a 997 / CONTRL that the writer could produce.
 */
describe.each(databaseKinds)('EDI gateway against hostile input (%s)', (kind) => {
  let portal: TestPortal;
  let dir: TempDir;
  let x12: ProjectPaths;
  let edifact: ProjectPaths;
  let single: string;
  let control = 5000;

  beforeAll(async () => {
    dir = await makeTempDir();
    portal = await startTestPortal(kind, { dataDir: dir.path, ediScanIntervalMs: 0 });
    x12 = await createTestProject(portal.database.db, dir.path, 'HOSTILE', x12Connection);
    edifact = await createTestProject(portal.database.db, dir.path, 'HOSTEU', edifactConnection);
    single = (await readFixture('x12-004010-850-single.edi')).toString('utf8');
  });
  afterAll(async () => {
    await portal.close();
    await dir.cleanup();
  });

  const db = () => portal.database.db;
  /** A fresh interchange of the single 850 (new ISA13 and PO number), so none is a duplicate. */
  const fresh = (po: string): string => renumberX12(single, (control += 1), po);
  const post = (body: Buffer, fileName: string) =>
    portal.app.inject({
      method: 'POST',
      url: urlOf(ediInboundEndpoints.receive, { params: { key: 'HOSTILE' }, query: { fileName } }),
      headers: { 'content-type': 'application/edi-x12', 'x-api-key': testApiKey },
      payload: body,
    });

  /** `text` with a lone NUL byte on its own line after the CUR segment. */
  const nulAfterCur = (text: string): Buffer => {
    const at = text.indexOf('CUR*BY*USD~\n') + 'CUR*BY*USD~\n'.length;
    return Buffer.concat([
      Buffer.from(text.slice(0, at)),
      Buffer.from([0x00, 0x0a]),
      Buffer.from(text.slice(at)),
    ]);
  };
  const nulInElement = (text: string): Buffer =>
    Buffer.from(text.replace('STAINLESS', 'STAIN\u0000LESS'), 'utf8');
  const st02WithoutTerminator = (text: string): Buffer =>
    Buffer.from(text.replace('ST*850*0001~', 'ST*850*0001'), 'utf8');

  describe.each([
    ['a NUL byte on its own line', nulAfterCur, 'PO-NUL-LINE'],
    ['a NUL byte inside an element', nulInElement, 'PO-NUL-ELEMENT'],
    ['ST02 without its segment terminator', st02WithoutTerminator, 'PO-ST02'],
  ] as const)('%s', (_name, spoil, po) => {
    it('as a file: rejected, moved to error/ with a reason, answered by a rejecting 997', async () => {
      const name = `${po}.edi`;
      await dropFile(x12.inbound, name, spoil(fresh(po)));
      const result = await portal.context.gateway.processFile('HOSTILE', name);
      expect(result.outcome?.status).toBe('rejected');
      expect(result.settledPath).toBe(`error/${name}`);
      expect(await listNames(x12.inbound)).not.toContain(name);
      const reason = await readFile(join(x12.error, `${name}.reason.txt`), 'utf8');
      expect(reason).toContain('Outcome: rejected');
      expect(reason).not.toContain('\u0000');
      const fileId = result.outcome?.fileId ?? 0;
      const [receipt] = await db().select().from(inboundFiles).where(eq(inboundFiles.id, fileId));
      expect(receipt?.settledAt).not.toBeNull();
      expect(await db().select().from(orders).where(eq(orders.orderNumber, po))).toHaveLength(0);
      // The partner is told which set failed: a 997 that parses, rejecting ST 0001.
      const [ackId] = result.outcome?.acknowledgementIds ?? [];
      const [ack] = await db()
        .select()
        .from(messages)
        .where(eq(messages.id, ackId ?? 0));
      expect(ack?.status).toBe('finish');
      const parsed = parseX12(await readFile(join(x12.outbound, ack?.fileName ?? ''), 'utf8'));
      expect(parsed.valid).toBe(true);
      const segments = parsed.interchanges[0]?.groups[0]?.transactions[0]?.segments ?? [];
      expect(segments.find((segment) => segment.tag === 'AK5')?.elements[0]).toEqual(['R']);
      expect(segments.find((segment) => segment.tag === 'AK9')?.elements[0]).toEqual(['R']);
    });

    it('over HTTP: a receipt saying rejected, with the place at fault', async () => {
      const response = await post(spoil(fresh(`${po}-H`)), `${po}-h.edi`);
      expect(response.statusCode).toBe(200);
      const body = response.json<{
        code: string;
        data: { status: string; problems: { code: string; segmentPosition?: number }[] };
      }>();
      expect(body.code).toBe('0000');
      expect(body.data.status).toBe('rejected');
      expect(body.data.problems.length).toBeGreaterThan(0);
      expect(JSON.stringify(body.data)).not.toContain('\\u0000');
      // Its 997 was made and written: the newest message, rejecting the set.
      const [latest] = await db().select().from(messages).orderBy(desc(messages.id)).limit(1);
      expect(latest?.documentType).toBe('997');
      expect(latest?.status).toBe('finish');
      expect(latest?.text).toMatch(/AK5\*R/);
    });
  });

  it('names the byte and the element of a NUL precisely (AK4 6, invalid character)', async () => {
    const response = await post(nulInElement(fresh('PO-NUL-AK4')), 'nul-ak4.edi');
    const receipt = response.json<{
      data: { problems: { code: string; message: string; segmentTag?: string }[] };
    }>().data;
    const problem = receipt.problems.find((found) => found.code === 'INVALID_CHARACTER');
    expect(problem?.segmentTag).toBe('PID');
    expect(problem?.message).toMatch(/0x00 at byte \d+ in segment \d+ \(PID\), PID05/);
  });

  it('keeps the good sets of an interchange when one set holds a NUL', async () => {
    const two = fresh('PO-GOOD-1')
      .replace(/ST\*850\*0001~[\s\S]*SE\*28\*0001~\n/, (set) => {
        const second = set
          .replaceAll('0001~', '0002~')
          .replace('PO-GOOD-1', 'PO-BAD-2')
          .replace('STAINLESS', 'STAIN\u0000LESS');
        return `${set}${second}`;
      })
      .replace('GE*1*', 'GE*2*');
    const response = await post(Buffer.from(two, 'utf8'), 'good-and-bad.edi');
    const receipt = response.json<{ data: { status: string; orders: number } }>().data;
    expect(receipt).toMatchObject({ status: 'partial', orders: 1 });
    // A rejected set is kept with its text (its number is unknown: it was never mapped).
    const stored = await db()
      .select()
      .from(documents)
      .where(eq(documents.controlNumber, '0002'))
      .orderBy(desc(documents.id))
      .limit(1);
    expect(stored[0]?.status).toBe('rejected');
    expect(stored[0]?.originalText).toContain('PO-BAD-2');
    expect(stored[0]?.originalText).not.toContain('\u0000');
  });

  it('answers an EDIFACT interchange with a NUL by a CONTRL rejecting the message', async () => {
    const orders = (await readFixture('edifact-d96a-orders.edi')).toString('latin1');
    const spoiled = Buffer.from(orders.replace(/IMD\+F\+\+:::/, 'IMD+F++:::\u0000'), 'latin1');
    expect(spoiled.includes(0)).toBe(true);
    await dropFile(edifact.inbound, 'nul.edi', spoiled);
    const result = await portal.context.gateway.processFile('HOSTEU', 'nul.edi');
    expect(result.outcome?.status).toBe('rejected');
    expect(result.settledPath).toBe('error/nul.edi');
    const [ack] = await db()
      .select()
      .from(messages)
      .where(eq(messages.id, result.outcome?.acknowledgementIds[0] ?? 0));
    const parsed = parseEdifact(
      await readFile(join(edifact.outbound, ack?.fileName ?? ''), 'latin1'),
    );
    expect(parsed.valid).toBe(true);
  });

  it('turns a failure at any step into a rejected receipt that keeps nothing half-stored', async () => {
    // The acknowledgement step fails after the order and documents were inserted in the ingest.
    const failing = vi
      .spyOn(portal.context.gateway.outbound, 'create')
      .mockRejectedValueOnce(new Error('disk on fire'));
    try {
      await dropFile(x12.inbound, 'step-fails.edi', fresh('PO-STEP'));
      const result = await portal.context.gateway.processFile('HOSTILE', 'step-fails.edi');
      expect(result.outcome?.status).toBe('rejected');
      expect(result.outcome?.problems[0]?.code).toBe('PROCESSING_FAILED');
      expect(result.outcome?.reason).not.toContain('disk on fire');
      expect(result.settledPath).toBe('error/step-fails.edi');
      expect(
        await db().select().from(orders).where(eq(orders.orderNumber, 'PO-STEP')),
      ).toHaveLength(0);
      expect(
        await db()
          .select()
          .from(interchanges)
          .where(eq(interchanges.fileId, result.outcome?.fileId ?? 0)),
      ).toHaveLength(0);
    } finally {
      failing.mockRestore();
    }
  });

  it('quarantines a file that keeps failing, after a bounded number of attempts', async () => {
    const name = 'crash-loop.edi';
    await dropFile(x12.inbound, name, fresh('PO-LOOP'));
    const sha = await readFile(join(x12.inbound, name));
    // As if the process had died while reading it, again and again.
    const { createHash } = await import('node:crypto');
    await db()
      .insert(inboundAttempts)
      .values({
        projectKey: 'HOSTILE',
        fileName: name,
        contentSha256: createHash('sha256').update(sha).digest('hex'),
        attempts: maxInboundAttempts,
        lastError: null,
        updatedAt: new Date(),
      });
    const result = await portal.context.gateway.processFile('HOSTILE', name);
    expect(result.outcome?.status).toBe('rejected');
    expect(result.outcome?.problems[0]?.code).toBe('QUARANTINED');
    expect(result.settledPath).toBe(`error/${name}`);
    expect(await db().select().from(orders).where(eq(orders.orderNumber, 'PO-LOOP'))).toHaveLength(
      0,
    );
    const reason = await readFile(join(x12.error, `${name}.reason.txt`), 'utf8');
    expect(reason).toContain(`${maxInboundAttempts} attempts`);
    expect(
      await db().select().from(inboundAttempts).where(eq(inboundAttempts.fileName, name)),
    ).toHaveLength(0);
  });

  it('does not scan a project whose outbound directory is its inbound one', async () => {
    const overlapping = {
      ...x12Connection,
      directories: {
        ...x12Connection.directories,
        exportInbox: x12Connection.directories.deliveryInbox,
      },
    };
    const paths = await createTestProject(db(), dir.path, 'LOOPBACK', overlapping);
    await dropFile(paths.inbound, 'own-997.edi', fresh('PO-LOOPBACK'));
    const ready = await portal.context.gateway.files.findReady();
    expect(ready.map((file) => file.projectKey)).not.toContain('LOOPBACK');
  });

  it('forgets the attempts of a file once it is settled', async () => {
    await dropFile(x12.inbound, 'fine.edi', fresh('PO-FINE'));
    const result = await portal.context.gateway.processFile('HOSTILE', 'fine.edi');
    expect(result.outcome?.status).toBe('accepted');
    expect(await db().select().from(inboundAttempts)).toHaveLength(0);
  });
});
