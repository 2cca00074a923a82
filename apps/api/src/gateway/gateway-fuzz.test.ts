import { ediInboundEndpoints, healthEndpoints, urlOf } from '@portal/contracts';
import { parseEdifact, parseX12 } from '@portal/edi';
import { applyMutations, ediMutationsArbitrary, fuzzSeed } from '@portal/edi/fuzz';
import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboundFiles, messages } from '../database';
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
  testApiKey,
  x12Connection,
} from './testing/gateway-fixtures';

/**
 * Issue 15's property for the whole inbound path, on both databases: whatever the partner's
 * bytes, by file or by HTTP, a receipt comes back, nothing throws outside the error model, the
 * server keeps answering, every file ends exactly once in processed/ or error/, and every
 * acknowledgement made is written whole and reads back valid.
 */
const receiptStatuses = ['accepted', 'partial', 'rejected', 'duplicate'];

describe.each(databaseKinds)('EDI inbound path under hostile bytes (%s)', (kind) => {
  let portal: TestPortal;
  let dir: TempDir;
  const projects: Record<'x12' | 'edifact', { key: string; paths?: ProjectPaths }> = {
    x12: { key: 'FUZZX' },
    edifact: { key: 'FUZZE' },
  };
  const seeds: Record<'x12' | 'edifact', Uint8Array[]> = { x12: [], edifact: [] };

  beforeAll(async () => {
    dir = await makeTempDir();
    portal = await startTestPortal(kind, { dataDir: dir.path, ediScanIntervalMs: 0 });
    projects.x12.paths = await createTestProject(
      portal.database.db,
      dir.path,
      'FUZZX',
      x12Connection,
    );
    projects.edifact.paths = await createTestProject(
      portal.database.db,
      dir.path,
      'FUZZE',
      edifactConnection,
    );
    for (const name of [
      'x12-004010-850-single.edi',
      'x12-004010-850-three-orders.edi',
      'x12-004010-860-change.edi',
      'x12-004010-830-plan.edi',
      'x12-004010-820-remittance.edi',
    ]) {
      seeds.x12.push(new Uint8Array(await readFixture(name)));
    }
    for (const name of ['edifact-d96a-orders.edi', 'edifact-d96a-remadv.edi']) {
      seeds.edifact.push(new Uint8Array(await readFixture(name)));
    }
  });
  afterAll(async () => {
    await portal.close();
    await dir.cleanup();
  });

  /** Every acknowledgement made for `fileId` was written and reads back valid. */
  async function expectAcknowledgementsWritten(
    standard: 'x12' | 'edifact',
    ids: readonly number[],
  ) {
    if (ids.length === 0) return;
    const made = await portal.database.db.select().from(messages).where(inArray(messages.id, ids));
    const outbound = projects[standard].paths?.outbound ?? '';
    for (const message of made) {
      expect(message.status).toBe('finish');
      const text = await readFile(join(outbound, message.fileName));
      const parsed = standard === 'x12' ? parseX12(text) : parseEdifact(text);
      expect(parsed.valid).toBe(true);
    }
  }

  it.each(['x12', 'edifact'] as const)(
    'settles every mutated %s interchange once, by file and by HTTP',
    async (standard) => {
      const { key } = projects[standard];
      const paths = projects[standard].paths;
      if (paths === undefined) throw new Error('project not made');
      const terminator = standard === 'x12' ? '~' : "'";
      let files = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...seeds[standard]),
          ediMutationsArbitrary,
          fc.boolean(),
          async (seed, mutations, byFile) => {
            const bytes = Buffer.from(applyMutations(seed, mutations, terminator));
            if (byFile) {
              files += 1;
              const name = `fuzz-${files}.edi`;
              await dropFile(paths.inbound, name, bytes);
              const result = await portal.context.gateway.processFile(key, name);
              expect(receiptStatuses).toContain(result.outcome?.status);
              // PROCESSING_FAILED is the safety net: reaching it means a step threw.
              expect(result.outcome?.problems.map((problem) => problem.code)).not.toContain(
                'PROCESSING_FAILED',
              );
              expect(result.settledPath).toMatch(/^(processed|error)\//);
              expect(await listNames(paths.inbound)).not.toContain(name);
              const [receipt] = await portal.database.db
                .select()
                .from(inboundFiles)
                .where(eq(inboundFiles.id, result.outcome?.fileId ?? 0));
              expect(receipt?.settledAt).not.toBeNull();
              await expectAcknowledgementsWritten(
                standard,
                result.outcome?.acknowledgementIds ?? [],
              );
            } else {
              const before = await portal.database.db.select({ id: messages.id }).from(messages);
              const response = await portal.app.inject({
                method: 'POST',
                url: urlOf(ediInboundEndpoints.receive, {
                  params: { key },
                  query: { fileName: 'fuzz.edi' },
                }),
                headers: { 'content-type': 'application/octet-stream', 'x-api-key': testApiKey },
                payload: bytes,
              });
              expect(response.statusCode).toBe(200);
              const body = response.json<{
                code: string;
                data: { status: string; problems: { code: string }[] };
              }>();
              expect(body.code).toBe('0000');
              expect(receiptStatuses).toContain(body.data.status);
              expect(body.data.problems.map((problem) => problem.code)).not.toContain(
                'PROCESSING_FAILED',
              );
              const known = new Set(before.map((row) => row.id));
              const after = await portal.database.db.select({ id: messages.id }).from(messages);
              await expectAcknowledgementsWritten(
                standard,
                after.map((row) => row.id).filter((id) => !known.has(id)),
              );
            }
          },
        ),
        { seed: fuzzSeed(), numRuns: 40 },
      );
      // Every file dropped is once in processed/ or error/ (reason files aside), none left.
      const settled = [...(await readdir(paths.processed)), ...(await readdir(paths.error))].filter(
        (name) => !name.endsWith('.reason.txt'),
      );
      expect(settled).toHaveLength(files);
      expect(await listNames(paths.inbound)).toEqual([]);
      // And the server still answers.
      const health = await portal.request(healthEndpoints.health);
      expect(health.statusCode).toBe(200);
    },
    120_000,
  );
});
