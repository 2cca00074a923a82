import {
  healthEndpoints,
  inventoryEndpoints,
  maxImportBytes,
  productEndpoints,
  urlOf,
  type Language,
} from '@portal/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestProject, x12Connection } from '../gateway/testing/gateway-fixtures';
import { inventoryImportColumns } from '../inventory/inventory.service';
import { productColumns } from '../products/products.service';
import { expectFailure } from '../testing/envelope-assertions';
import { makeTempDir, type TempDir } from '../testing/fixtures';
import { peakRss, resetPeak } from '../testing/peak-memory';
import { databaseKinds, snapshotTables } from '../testing/test-database';
import { startTestPortal, type TestPortal } from '../testing/test-portal';
import { multipartFile } from '../testing/workbook-fixtures';
import { sheetBomb } from '../testing/xlsx-zip';

const mebibyte = 1024 * 1024;
/**
 * What one bomb, or three at once, may add to the process's peak memory. Measured: the bounded
 * reader adds tens of MB; the old reader (`workbook.xlsx.load`) passed 4 GB on a 256 MiB sheet.
 */
const memoryBound = 300 * mebibyte;
/** The sheet of the bomb inflates to 2 GiB; the file is about 5 MB (under the 10 MB limit). */
const bombSheetBytes = 2048 * mebibyte;

/** Both imports, with their templates' header (in English) heading the bomb's sheet. */
const imports = {
  product: {
    url: urlOf(productEndpoints.import, { query: { projectKey: 'ACME' } }),
    header: productColumns.map((column) => column.header['en-us']),
  },
  inventory: {
    url: urlOf(inventoryEndpoints.import, { query: { projectKey: 'ACME' } }),
    header: inventoryImportColumns.map((column) => column.header['en-us']),
  },
} as const;

const megabytes = (bytes: number): string => `${(bytes / mebibyte).toFixed(0)} MiB`;

describe.each(databaseKinds)('workbook uploads on %s', (kind) => {
  let portal: TestPortal;
  let dir: TempDir;
  let token: string;

  beforeAll(async () => {
    dir = await makeTempDir();
    portal = await startTestPortal(kind, { dataDir: dir.path });
    await createTestProject(portal.database.db, dir.path, 'ACME', x12Connection);
    const clerk = await portal.createUser({ account: 'clerk', roles: ['PRODUCT', 'INVENTORY'] });
    token = await portal.tokenFor(clerk.id);
  }, 60_000);
  afterAll(async () => {
    await portal.close();
    await dir.cleanup();
  });

  const upload = (url: string, bytes: Buffer, language: string) =>
    portal.call('POST', url, { token, language, ...multipartFile(bytes) });

  /** Runs uploads, proves no table changed, and reports the memory they added at their peak. */
  async function measured<T>(label: string, run: () => Promise<T>) {
    const tables = await snapshotTables(portal.database);
    resetPeak();
    const before = process.memoryUsage();
    const result = await run();
    const growth = peakRss() - before.rss;
    const after = process.memoryUsage();
    console.info(
      `${kind} ${label}: rss ${megabytes(before.rss)} before, ${megabytes(after.rss)} after, ` +
        `peak +${megabytes(growth)}; heap used ${megabytes(before.heapUsed)} before, ` +
        `${megabytes(after.heapUsed)} after`,
    );
    expect(await snapshotTables(portal.database)).toEqual(tables);
    return { result, growth };
  }

  const expectTooLarge = (response: LightMyRequestResponse, language: Language) => {
    const body = expectFailure(response, 'IMPORT_TOO_LARGE', { language });
    expect(body.data).toEqual({ field: 'size' });
  };

  it(
    'answers a 2 GiB zip bomb to both imports with 2021 in the caller’s language, memory bounded',
    { timeout: 120_000 },
    async () => {
      const product = sheetBomb(imports.product.header, bombSheetBytes);
      const inventory = sheetBomb(imports.inventory.header, bombSheetBytes);
      expect(product.length).toBeLessThan(maxImportBytes);
      const { result, growth } = await measured('one bomb per import', async () => [
        await upload(imports.product.url, product, 'zh-CN'),
        await upload(imports.inventory.url, inventory, 'en-US'),
      ]);
      const [chinese, english] = result;
      if (chinese === undefined || english === undefined) throw new Error('no answers');
      expectTooLarge(chinese, 'zh-cn');
      expectTooLarge(english, 'en-us');
      expect(growth).toBeLessThan(memoryBound);
    },
  );

  it(
    'answers three bombs uploaded at once, each with 2021, and stays up',
    { timeout: 120_000 },
    async () => {
      const bomb = sheetBomb(imports.product.header, bombSheetBytes);
      const { result, growth } = await measured('three bombs at once', () =>
        Promise.all([1, 2, 3].map(() => upload(imports.product.url, bomb, 'en-US'))),
      );
      for (const response of result) expectTooLarge(response, 'en-us');
      expect(growth).toBeLessThan(memoryBound);
      const health = await portal.request(healthEndpoints.health);
      expect(health.statusCode).toBe(200);
    },
  );

  it('answers a 50 MB upload with 409 / 4016 naming the 10 MB limit, in either language', async () => {
    const large = Buffer.alloc(50 * mebibyte, 0x41);
    const limit = `${maxImportBytes / mebibyte} MB`;
    for (const language of ['en-us', 'zh-cn'] as const) {
      const response = await upload(imports.product.url, large, language);
      const body = expectFailure(response, 'FILE_UPLOAD_FAILED', { field: 'file', language });
      expect(body.message).toContain(limit);
    }
  });
});
