import { fileExportEndpoints, type ExportResource, type Role } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations, packages, projects, stores } from '../database';
import { x12Connection } from '../gateway/testing/gateway-fixtures';
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
});
