import {
  endpointKey,
  storeEndpoints,
  storePageSchema,
  storeSchema,
  type EndpointDefinition,
  type Role,
  type Store,
} from '@portal/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { inventories, products, projects } from '../database';
import { x12Connection } from '../gateway/testing/gateway-fixtures';
import { expectFailure, successData } from '../testing/envelope-assertions';
import { databaseKinds, snapshotTables } from '../testing/test-database';
import { startTestPortal, type RequestOptions, type TestPortal } from '../testing/test-portal';
import { rowsOf } from '../testing/workbook-fixtures';
import { storeColumns, StoresService } from './stores.service';

const english = 'en-US';
const listSchema = z.array(storeSchema);

/** A full store body; `overrides` replace or add fields. */
const storeBody = (
  storeCode: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> => ({
  storeCode,
  name: `Store ${storeCode}`,
  city: 'Columbus',
  state: 'OH',
  zip: '43004',
  ...overrides,
});

/** Texts sort by their bytes, as the server orders them. */
const byBytes = (a: string, b: string): number => Buffer.compare(Buffer.from(a), Buffer.from(b));

describe.each(databaseKinds)('stores API on %s', (kind) => {
  let portal: TestPortal;
  let token: string;
  let outsiderToken: string;
  let pickerTokens: string[];
  let productId: number;

  beforeAll(async () => {
    portal = await startTestPortal(kind);
    const tokenOf = async (account: string, roles: readonly Role[]) =>
      portal.tokenFor((await portal.createUser({ account, roles })).id);
    token = await tokenOf('store-clerk', ['STORE']);
    outsiderToken = await tokenOf('packer', ['PACKAGE']);
    pickerTokens = [
      await tokenOf('stock-keeper', ['INVENTORY']),
      await tokenOf('order-clerk', ['ORDER']),
      await tokenOf('buyer', ['PURCHASE']),
      await tokenOf('shipper', ['DELIVERY']),
    ];
    await portal.database.db.insert(projects).values({
      projectKey: 'ACME',
      nameZh: 'ACME',
      nameEn: 'ACME',
      connection: x12Connection,
    });
    const [product] = await portal.database.db
      .insert(products)
      .values({ projectKey: 'ACME', vendorNumber: 'P-100', name: 'Widget' })
      .returning();
    if (product === undefined) throw new Error('product not created');
    productId = product.id;
  }, 60_000);
  afterAll(() => portal.close());

  /** A call in English, as the STORE user unless another token is given. */
  const call = (
    definition: EndpointDefinition,
    options: RequestOptions = {},
  ): Promise<LightMyRequestResponse> =>
    portal.request(definition, { token, language: english, ...options });

  /** Runs a refused request and proves that no table changed. */
  async function unchanged(
    request: () => Promise<LightMyRequestResponse>,
  ): Promise<LightMyRequestResponse> {
    const before = await snapshotTables(portal.database);
    const response = await request();
    expect(await snapshotTables(portal.database)).toEqual(before);
    return response;
  }

  const save = (storeCode: string, overrides: Record<string, unknown> = {}) =>
    call(storeEndpoints.save, { body: storeBody(storeCode, overrides) });

  async function create(storeCode: string, overrides: Record<string, unknown> = {}) {
    return successData(await save(storeCode, overrides), storeSchema);
  }

  async function page(query: Record<string, string>) {
    return successData(await call(storeEndpoints.page, { query }), storePageSchema);
  }

  async function storedRow(id: number) {
    const [row] = await portal.database.sql.query<Record<string, unknown>>(
      'SELECT store_code, name, city, state, zip FROM stores WHERE id = $1',
      [id],
    );
    return row;
  }

  describe(endpointKey(storeEndpoints.save), () => {
    it('creates a store, trims its text and stores every value', async () => {
      const created = await create(' S-001 ', {
        name: ' Downtown ',
        city: ' Dayton ',
        state: ' OH ',
        zip: ' 45402 ',
      });
      const now = portal.clock.now().toISOString();
      expect(created.id).toBeGreaterThan(0);
      expect(created).toEqual({
        id: created.id,
        storeCode: 'S-001',
        name: 'Downtown',
        city: 'Dayton',
        state: 'OH',
        zip: '45402',
        createdAt: now,
        updatedAt: now,
      });
      expect(await storedRow(created.id)).toEqual({
        store_code: 'S-001',
        name: 'Downtown',
        city: 'Dayton',
        state: 'OH',
        zip: '45402',
      });
      expect(
        successData(await call(storeEndpoints.info, { params: { id: created.id } }), storeSchema),
      ).toEqual(created);
    });

    it('leaves the optional fields empty when they are not given', async () => {
      const created = successData(
        await call(storeEndpoints.save, { body: { storeCode: 'S_002', name: 'Mall' } }),
        storeSchema,
      );
      expect(created).toMatchObject({
        storeCode: 'S_002',
        name: 'Mall',
        city: '',
        state: '',
        zip: '',
      });
    });

    it('refuses a store ID another store has', async () => {
      await create('DUP-1');
      expectFailure(await unchanged(() => save('DUP-1', { name: 'Twin' })), 'ALREADY_EXISTS', {
        field: 'storeCode',
      });
      // The text is trimmed before it is compared.
      expectFailure(await unchanged(() => save(' DUP-1 ')), 'ALREADY_EXISTS', {
        field: 'storeCode',
      });
    });

    it('refuses a missing, blank or malformed store ID', async () => {
      const { storeCode, ...withoutCode } = storeBody('X');
      expect(storeCode).toBe('X');
      expectFailure(
        await unchanged(() => call(storeEndpoints.save, { body: withoutCode })),
        'FIELD_REQUIRED',
        { field: 'storeCode' },
      );
      expectFailure(await unchanged(() => save('   ')), 'FIELD_REQUIRED', { field: 'storeCode' });
      const malformed = expectFailure(await unchanged(() => save('S 003')), 'VALIDATION_FAILED', {
        field: 'storeCode',
      });
      expect(malformed.data?.issues).toEqual([
        {
          field: 'storeCode',
          message: 'Only letters, digits, hyphens and underscores are allowed',
        },
      ]);
      expectFailure(await unchanged(() => save('S-004', { name: '' })), 'FIELD_REQUIRED', {
        field: 'name',
      });
    });

    it('refuses text over its maximum length', async () => {
      for (const [field, length] of [
        ['storeCode', 32],
        ['name', 128],
        ['city', 32],
        ['state', 32],
        ['zip', 32],
      ] as const) {
        const body = expectFailure(
          await unchanged(() => save('S-005', { [field]: 'x'.repeat(length + 1) })),
          'VALIDATION_FAILED',
          { field },
        );
        expect(body.data?.issues).toEqual([{ field, message: `Max ${length} characters` }]);
      }
      const longest = await create('L'.repeat(32), { name: 'n'.repeat(128), zip: 'z'.repeat(32) });
      expect(longest.storeCode).toHaveLength(32);
    });
  });

  describe(endpointKey(storeEndpoints.page), () => {
    it('pages the stores by store ID, with their total', async () => {
      const codes = Array.from(
        { length: 12 },
        (_, index) => `PG-${String(index).padStart(2, '0')}`,
      );
      for (const code of [...codes].reverse()) await create(code, { city: 'Paging' });

      const first = await page({ city: 'paging', page: '1', size: '10' });
      expect(first).toMatchObject({ total: 12, page: 1, size: 10 });
      expect(first.records.map((record) => record.storeCode)).toEqual(codes.slice(0, 10));
      const second = await page({ city: 'paging', page: '2', size: '10' });
      expect(second).toMatchObject({ total: 12, page: 2, size: 10 });
      expect(second.records.map((record) => record.storeCode)).toEqual(codes.slice(10));
    });

    it('filters by part of the store ID, the name or the city', async () => {
      await create('FLT-1', { name: 'Riverside Outlet', city: 'Cincinnati' });
      await create('FLT-2', { name: 'Hilltop', city: 'Cleveland' });
      const byCode = await page({ storeCode: 'flt' });
      expect(byCode.records.map((record) => record.storeCode)).toEqual(['FLT-1', 'FLT-2']);
      const byName = await page({ name: 'OUTLET' });
      expect(byName.records.map((record) => record.storeCode)).toEqual(['FLT-1']);
      const byCity = await page({ city: 'cleve' });
      expect(byCity.records.map((record) => record.storeCode)).toEqual(['FLT-2']);
      const combined = await page({ storeCode: 'FLT', city: 'Cincinnati' });
      expect(combined.total).toBe(1);
      expect((await page({ storeCode: '%' })).total).toBe(0);
    });

    it('refuses a page size that is not offered', async () => {
      expectFailure(
        await call(storeEndpoints.page, { query: { size: 1000 } }),
        'VALIDATION_FAILED',
        { field: 'size' },
      );
    });
  });

  describe(endpointKey(storeEndpoints.list), () => {
    it('lists every store by store ID, for the screens that pick one', async () => {
      const listed = successData(await call(storeEndpoints.list), listSchema);
      const [counted] = await portal.database.sql.query<{ total: string | number }>(
        'SELECT count(*) AS total FROM stores',
      );
      expect(listed).toHaveLength(Number(counted?.total));
      const codes = listed.map((store) => store.storeCode);
      expect(codes).toEqual([...codes].sort(byBytes));
      expect(codes).toContain('S-001');
      for (const caller of pickerTokens) {
        expect(successData(await call(storeEndpoints.list, { token: caller }), listSchema)).toEqual(
          listed,
        );
      }
    });
  });

  describe(endpointKey(storeEndpoints.info), () => {
    it('refuses an id that names no store', async () => {
      expectFailure(await call(storeEndpoints.info, { params: { id: 999_999 } }), 'NOT_FOUND', {
        field: 'id',
      });
      expectFailure(
        await call(storeEndpoints.info, { params: { id: 2147483648 } }),
        'VALIDATION_FAILED',
        { field: 'id' },
      );
    });
  });

  describe(endpointKey(storeEndpoints.update), () => {
    it('changes every field, the store ID included', async () => {
      const created = await create('UPD-1');
      portal.clock.advance(60_000);
      const updated = successData(
        await call(storeEndpoints.update, {
          params: { id: created.id },
          body: { storeCode: ' UPD-2 ', name: 'Renamed', city: '', state: 'KY', zip: '' },
        }),
        storeSchema,
      );
      expect(updated).toEqual({
        id: created.id,
        storeCode: 'UPD-2',
        name: 'Renamed',
        city: '',
        state: 'KY',
        zip: '',
        createdAt: created.createdAt,
        updatedAt: portal.clock.now().toISOString(),
      });
      expect(updated.updatedAt).not.toBe(created.updatedAt);
      expect(
        successData(await call(storeEndpoints.info, { params: { id: created.id } }), storeSchema),
      ).toEqual(updated);
      // Keeping its own store ID is no conflict.
      const again = successData(
        await call(storeEndpoints.update, { params: { id: created.id }, body: storeBody('UPD-2') }),
        storeSchema,
      );
      expect(again).toMatchObject({ storeCode: 'UPD-2', name: 'Store UPD-2', city: 'Columbus' });
    });

    it('refuses the store ID of another store, bad input and an unknown id', async () => {
      await create('TAKEN');
      const mine = await create('MINE');
      const update = (body: unknown) =>
        call(storeEndpoints.update, { params: { id: mine.id }, body });
      expectFailure(await unchanged(() => update(storeBody('TAKEN'))), 'ALREADY_EXISTS', {
        field: 'storeCode',
      });
      expectFailure(
        await unchanged(() => update(storeBody('MINE', { name: undefined }))),
        'FIELD_REQUIRED',
        { field: 'name' },
      );
      expectFailure(
        await unchanged(() =>
          call(storeEndpoints.update, { params: { id: 999_999 }, body: storeBody('NEW') }),
        ),
        'NOT_FOUND',
        { field: 'id' },
      );
      expect(
        successData(await call(storeEndpoints.info, { params: { id: mine.id } }), storeSchema),
      ).toEqual(mine);
    });
  });

  describe(endpointKey(storeEndpoints.remove), () => {
    it('deletes a store no inventory record counts, and then it is not found', async () => {
      const created = await create('DEL-1');
      expect(
        successData(await call(storeEndpoints.remove, { params: { id: created.id } }), z.null()),
      ).toBeNull();
      expect(await storedRow(created.id)).toBeUndefined();
      expectFailure(await call(storeEndpoints.info, { params: { id: created.id } }), 'NOT_FOUND', {
        field: 'id',
      });
      expectFailure(
        await unchanged(() => call(storeEndpoints.remove, { params: { id: created.id } })),
        'NOT_FOUND',
        { field: 'id' },
      );
    });

    it('refuses to delete a store that an inventory record counts, changing nothing', async () => {
      const stocked: Store = await create('STOCKED');
      const [stock] = await portal.database.db
        .insert(inventories)
        .values({ productId, storeId: stocked.id, onHand: 5 })
        .returning();
      if (stock === undefined) throw new Error('inventory not created');
      expectFailure(
        await unchanged(() => call(storeEndpoints.remove, { params: { id: stocked.id } })),
        'RECORD_IN_USE',
        { field: 'id' },
      );
      expect(
        successData(await call(storeEndpoints.info, { params: { id: stocked.id } }), storeSchema),
      ).toEqual(stocked);
      // Once its stock is gone, the store may go too.
      await portal.database.db.delete(inventories).where(eq(inventories.id, stock.id));
      successData(await call(storeEndpoints.remove, { params: { id: stocked.id } }), z.null());
      expect(await storedRow(stocked.id)).toBeUndefined();
    });
  });

  describe('access', () => {
    it('refuses every call to a user without the STORE role', async () => {
      const created = await create('ACC-1');
      const params = { id: created.id };
      const calls: [EndpointDefinition, RequestOptions][] = [
        [storeEndpoints.page, {}],
        [storeEndpoints.list, {}],
        [storeEndpoints.save, { body: storeBody('ACC-2') }],
        [storeEndpoints.info, { params }],
        [storeEndpoints.update, { params, body: storeBody('ACC-1', { name: 'Hacked' }) }],
        [storeEndpoints.remove, { params }],
      ];
      for (const [definition, options] of calls) {
        expectFailure(
          await unchanged(() => call(definition, { ...options, token: outsiderToken })),
          'NO_PERMISSION',
        );
      }
      // The screens that pick a store may list them, nothing more.
      for (const caller of pickerTokens) {
        expectFailure(
          await unchanged(() =>
            call(storeEndpoints.remove, { params: { id: created.id }, token: caller }),
          ),
          'NO_PERMISSION',
        );
      }
    });

    it('answers a refusal in the language of the request', async () => {
      const response = await portal.request(storeEndpoints.page, {
        token: outsiderToken,
        language: 'zh-CN',
      });
      expectFailure(response, 'NO_PERMISSION', { language: 'zh-cn' });
    });
  });

  describe('export', () => {
    it('writes the selected stores to a workbook, headers in the language asked for', async () => {
      const zulu = await create('ZZ-EXP', {
        name: 'Zulu',
        city: 'Akron',
        state: 'OH',
        zip: '44308',
      });
      const alpha = await create('AA-EXP', { name: 'Alpha', city: '', state: '', zip: '' });
      const service = new StoresService(portal.database.db, portal.clock);
      expect((await service.byIds([zulu.id, alpha.id, 999_999])).map((row) => row.id)).toEqual([
        alpha.id,
        zulu.id,
      ]);
      const rows = await rowsOf(await service.export([zulu.id, alpha.id], 'en-us'));
      expect(rows).toEqual([
        ['Store ID', 'Store name', 'City', 'State', 'Zip code'],
        ['AA-EXP', 'Alpha', '', '', ''],
        ['ZZ-EXP', 'Zulu', 'Akron', 'OH', '44308'],
      ]);
      expect(rows[0]).toEqual(storeColumns.map((column) => column.header['en-us']));
      const chinese = await rowsOf(await service.export([alpha.id], 'zh-cn'));
      expect(chinese).toEqual([
        ['门店ID', '门店名称', '城市', '州/省', '邮政编码'],
        ['AA-EXP', 'Alpha', '', '', ''],
      ]);
      expect(await rowsOf(await service.export([], 'en-us'))).toHaveLength(1);
    });
  });
});
