import {
  fileExportEndpoints,
  listFilterOf,
  maxExportRows,
  storeEndpoints,
  storePageSchema,
  type ExportResource,
  type Role,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations, packages, projects, stores } from '../database';
import { createTestProject, x12Connection } from '../gateway/testing/gateway-fixtures';
import { receiveOrder } from '../orders/testing/order-fixtures';
import { makeTempDir, type TempDir } from '../testing/fixtures';
import { expectFailure } from '../testing/envelope-assertions';
import { databaseKinds } from '../testing/test-database';
import { startTestPortal, type TestPortal } from '../testing/test-portal';
import { rowsOf } from '../testing/workbook-fixtures';

/** The export of the lists whose services are tested elsewhere: route, roles, names. */
describe.each(databaseKinds)('Excel export on %s', (kind) => {
  let portal: TestPortal;
  const ids: Partial<Record<ExportResource, number>> = {};
  const tokens = new Map<Role, string>();

  beforeAll(async () => {
    portal = await startTestPortal(kind);
    const db = portal.database.db;
    await db.insert(projects).values({
      projectKey: 'ACME',
      nameZh: 'ACME',
      nameEn: 'ACME',
      connection: x12Connection,
    });
    const [pallet] = await db
      .insert(packages)
      .values({ projectKey: 'ACME', type: 'PLT', name: 'Euro pallet' })
      .returning();
    const [dock] = await db
      .insert(locations)
      .values({ type: 'ST', name: 'Dock 4', partyId: '0614141000012', address: '1 Quay' })
      .returning();
    const [store] = await db
      .insert(stores)
      .values({ storeCode: 'S-77', name: 'Harbour' })
      .returning();
    ids.package = pallet?.id;
    ids.location = dock?.id;
    ids.store = store?.id;
    for (const role of ['PACKAGE', 'LOCATION', 'STORE', 'PRODUCT'] as const) {
      const user = await portal.createUser({ account: role.toLowerCase(), roles: [role] });
      tokens.set(role, await portal.tokenFor(user.id));
    }
  }, 60_000);
  afterAll(() => portal.close());

  const exportAs = (role: Role, resource: ExportResource, language = 'en-US') =>
    portal.request(fileExportEndpoints.export, {
      token: tokens.get(role),
      language,
      body: { resource, ids: [ids[resource]] },
    });

  it.each([
    ['package', 'PACKAGE', 'Euro pallet'],
    ['location', 'LOCATION', 'Dock 4'],
    ['store', 'STORE', 'Harbour'],
  ] as const)('exports the selected %s rows to the %s role', async (resource, role, name) => {
    const response = await exportAs(role, resource);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`filename="${resource}-\\d{4}-\\d{2}-\\d{2}\\.xlsx"`),
    );
    const rows = await rowsOf(response.rawPayload);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(name);
    // Another list's role does not open this one.
    expectFailure(await exportAs('PRODUCT', resource), 'NO_PERMISSION');
  });

  it('names its columns in the caller language', async () => {
    const rows = await rowsOf((await exportAs('STORE', 'store', 'zh-CN')).rawPayload);
    expect(rows[0]?.[0]).toBe('门店ID');
  });

  it('refuses an unknown list and a selection that is not a list of ids', async () => {
    for (const body of [
      { resource: 'payment', ids: [1] },
      { resource: 'store', ids: ['a'] },
      { resource: 'store' },
    ]) {
      const response = await portal.request(fileExportEndpoints.export, {
        token: tokens.get('STORE'),
        language: 'en-US',
        body,
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
    }
  });

  describe('every row matching the filter', () => {
    /** The store codes of the 20 Rotterdam stores: two pages of 10 on the list. */
    const rotterdam = Array.from(
      { length: 20 },
      (_, index) => `R-${String(index).padStart(2, '0')}`,
    );

    beforeAll(async () => {
      await portal.database.db.insert(stores).values(
        rotterdam.map((storeCode) => ({
          storeCode,
          name: `Pier ${storeCode}`,
          city: 'Rotterdam',
        })),
      );
    });

    const exportWith = (body: unknown, role: Role = 'STORE') =>
      portal.request(fileExportEndpoints.export, {
        token: tokens.get(role),
        language: 'en-US',
        body,
      });

    it('covers every page of the list, whatever page it shows', async () => {
      // The list as the user sees it: page 2 of 10 rows, 20 in all.
      const listQuery = { page: 2, size: 10, city: 'Rotterdam' };
      const page = await portal.request(storeEndpoints.page, {
        token: tokens.get('STORE'),
        query: listQuery,
      });
      expect(page.statusCode, page.body).toBe(200);
      const listed = storePageSchema.parse(page.json<{ data: unknown }>().data);
      expect([listed.total, listed.records.length]).toEqual([20, 10]);

      const response = await exportWith({ resource: 'store', filter: listFilterOf(listQuery) });
      expect(response.statusCode, response.body).toBe(200);
      const rows = await rowsOf(response.rawPayload);
      expect(rows).toHaveLength(21);
      expect(
        rows
          .slice(1)
          .map((row) => row[0])
          .sort(),
      ).toEqual(rotterdam);
    });

    it('refuses a filter the list would refuse, and ids and a filter together', async () => {
      const tooLong = await exportWith({ resource: 'store', filter: { city: 'x'.repeat(40) } });
      expectFailure(tooLong, 'VALIDATION_FAILED', { field: 'filter.city' });
      const both = await exportWith({ resource: 'store', ids: [ids.store], filter: {} });
      expect(both.statusCode, both.body).toBe(422);
      expect(both.headers['content-type']).not.toContain('spreadsheetml');
    });

    it('asks for rows when the filter matches none', async () => {
      const response = await exportWith({ resource: 'store', filter: { city: 'Atlantis' } });
      expectFailure(response, 'EXPORT_SELECTION_REQUIRED', { field: 'ids' });
    });

    it("checks the list's role before reading any row", async () => {
      const response = await exportWith({ resource: 'store', filter: {} }, 'PRODUCT');
      expectFailure(response, 'NO_PERMISSION');
    });

    it('refuses more rows than one export may hold, so the user narrows the filter', async () => {
      const db = portal.database.db;
      const codes = Array.from({ length: maxExportRows + 1 }, (_, index) => `H-${index}`);
      for (let start = 0; start < codes.length; start += 2000) {
        await db
          .insert(stores)
          .values(
            codes
              .slice(start, start + 2000)
              .map((storeCode) => ({ storeCode, name: storeCode, city: 'Hamburg' })),
          );
      }
      const response = await exportWith({ resource: 'store', filter: { city: 'Hamburg' } });
      expectFailure(response, 'EXPORT_TOO_MANY_ROWS', { field: 'filter' });
    }, 60_000);
  });
});

/** Orders by their filter: the order list's own query (sort, keyset) decides the rows. */
describe.each(databaseKinds)('order export of the filter on %s', (kind) => {
  let portal: TestPortal;
  let dir: TempDir;
  let clerk: string;
  const poNumbers = Array.from(
    { length: 12 },
    (_, index) => `PO-F${String(index).padStart(2, '0')}`,
  );

  beforeAll(async () => {
    dir = await makeTempDir();
    portal = await startTestPortal(kind, { dataDir: dir.path });
    await createTestProject(portal.database.db, dir.path, 'SHOP', x12Connection);
    for (const poNumber of [...poNumbers, 'PO-OTHER']) {
      await receiveOrder(portal, 'SHOP', x12Connection, poNumber);
    }
    const user = await portal.createUser({ account: 'orders', roles: ['ORDER'] });
    clerk = await portal.tokenFor(user.id);
  }, 120_000);
  afterAll(async () => {
    await portal.close();
    await dir.cleanup();
  });

  it('exports every order the filter matches, from the first, whatever page the list shows', async () => {
    // Page 2 of 10, reached by keyset: the export still starts at the first order.
    const listQuery = { page: 2, size: 10, orderNumber: 'PO-F', after: 'c29tZXdoZXJl' };
    const response = await portal.request(fileExportEndpoints.export, {
      token: clerk,
      language: 'en-US',
      body: { resource: 'order', filter: { ...listFilterOf(listQuery), after: listQuery.after } },
    });
    expect(response.statusCode, response.body).toBe(200);
    const rows = await rowsOf(response.rawPayload);
    // One row per line: three lines per order of the fixture.
    expect(rows).toHaveLength(1 + poNumbers.length * 3);
    expect([...new Set(rows.slice(1).map((row) => row[1]))].sort()).toEqual(poNumbers);
  });
});
