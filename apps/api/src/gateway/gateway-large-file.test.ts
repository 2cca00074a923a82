import { healthEndpoints } from '@portal/contracts';
import { generateX12PurchaseOrders } from '@portal/edi';
import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir, type TempDir } from '../testing/fixtures';
import { startTestPortal, type TestPortal } from '../testing/test-portal';
import type { ProjectPaths } from './project-paths';
import { createTestProject, listNames, x12Connection } from './testing/gateway-fixtures';

const megabytes = 200;

describe('EDI gateway and a 200 MB file', () => {
  let portal: TestPortal;
  let dir: TempDir;
  let paths: ProjectPaths;

  beforeAll(async () => {
    dir = await makeTempDir();
    portal = await startTestPortal('pglite', { dataDir: dir.path });
    paths = await createTestProject(portal.database.db, dir.path, 'HUGE', x12Connection);
  }, 60_000);
  afterAll(async () => {
    await portal.close();
    await dir.cleanup();
  });

  it('quarantines it unread with the reason, keeps its bytes, and the server goes on answering', async () => {
    // About 440 bytes per generated 850: enough of them for 200 MB, written as a stream.
    const target = join(paths.inbound, 'huge.edi');
    await pipeline(
      Readable.from(
        generateX12PurchaseOrders({ count: Math.ceil((megabytes * 1024 * 1024) / 420) }),
      ),
      createWriteStream(target),
    );
    const size = (await stat(target)).size;
    expect(size).toBeGreaterThan(megabytes * 1024 * 1024 * 0.95);

    const memoryBefore = process.memoryUsage().rss;
    const result = await portal.context.gateway.processFile('HUGE', 'huge.edi');
    const grown = process.memoryUsage().rss - memoryBefore;

    expect(result.outcome?.status).toBe('rejected');
    expect(result.outcome?.reason).toBe('The file is larger than the 64 MB limit; it was not read');
    expect(result.settledPath).toBe('error/huge.edi');
    expect(await listNames(paths.inbound)).toEqual([]);
    expect((await stat(join(paths.error, 'huge.edi'))).size).toBe(size);
    expect(await listNames(paths.error)).toContain('huge.edi.reason.txt');
    // Hashed as a stream: nowhere near the file's size in memory.
    expect(grown).toBeLessThan(64 * 1024 * 1024);

    const health = await portal.request(healthEndpoints.health);
    expect(health.statusCode).toBe(200);
  }, 120_000);
});
