import {
  endpointKey,
  fileExportEndpoints,
  importResultSchema,
  inventoryEndpoints,
  inventoryLogPageSchema,
  inventoryPageSchema,
  inventoryReportResultSchema,
  inventorySchema,
  listFilterOf,
  validationMessages,
  xlsxMediaType,
  type EndpointDefinition,
  type ErrorName,
  type Inventory,
} from '@portal/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { inventories, inventoryLogs, messages, products, stores } from '../database';
import type { ProjectPaths } from '../gateway/project-paths';
import {
  createTestProject,
  edifactConnection,
  x12Connection,
} from '../gateway/testing/gateway-fixtures';
import { expectFailure, successData } from '../testing/envelope-assertions';
import { makeTempDir, type TempDir } from '../testing/fixtures';
import { databaseKinds, snapshotTables } from '../testing/test-database';
import { startTestPortal, type RequestOptions, type TestPortal } from '../testing/test-portal';
import { internalNamesIn } from '../testing/internal-names';
import { multipartFile, rowsOf, workbookOf } from '../testing/workbook-fixtures';

const english = 'en-US';
const importHeader = ['Product number *', 'Store ID *', 'Quantity *'];
const emptySchema = z.null();
const en = (key: keyof typeof validationMessages): string => validationMessages[key]['en-us'];

describe.each(databaseKinds)('inventory API on %s', (kind) => {
  let portal: TestPortal;
  let dir: TempDir;
  let acme: ProjectPaths;
  let euro: ProjectPaths;
  let token: string;
  let outsider: string;
  const storeIds = new Map<string, number>();

  beforeAll(async () => {
    dir = await makeTempDir();
    portal = await startTestPortal(kind, { dataDir: dir.path });
    const db = portal.database.db;
    acme = await createTestProject(db, dir.path, 'ACME', x12Connection);
    euro = await createTestProject(db, dir.path, 'EURO', edifactConnection);
    await createTestProject(db, dir.path, 'OTHER', x12Connection);
    await createTestProject(db, dir.path, 'LIST', x12Connection);
    for (const [storeCode, name] of [
      ['S001', 'Main street'],
      ['S002', 'North mall'],
      ['S003', 'Harbour'],
    ] as const) {
      const [row] = await db
        .insert(stores)
        .values({ storeCode, name })
        .returning({ id: stores.id });
      if (row === undefined) throw new Error('store not created');
      storeIds.set(storeCode, row.id);
    }
    const clerk = await portal.createUser({ account: 'stock', roles: ['INVENTORY'] });
    token = await portal.tokenFor(clerk.id);
    const other = await portal.createUser({ account: 'catalog', roles: ['PRODUCT', 'STORE'] });
    outsider = await portal.tokenFor(other.id);
  }, 60_000);
  afterAll(async () => {
    await portal.close();
    await dir.cleanup();
  });

  /** A call in English, as the inventory clerk unless another token is given. */
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

  const store = (storeCode: string): number => {
    const id = storeIds.get(storeCode);
    if (id === undefined) throw new Error(`no store ${storeCode}`);
    return id;
  };

  async function addProduct(
    projectKey: string,
    vendorNumber: string,
    extra: Partial<typeof products.$inferInsert> = {},
  ): Promise<number> {
    const [row] = await portal.database.db
      .insert(products)
      .values({ projectKey, vendorNumber, name: `Product ${vendorNumber}`, ...extra })
      .returning({ id: products.id });
    if (row === undefined) throw new Error('product not created');
    return row.id;
  }

  async function save(productId: number, storeCode: string, quantity: number): Promise<Inventory> {
    return successData(
      await call(inventoryEndpoints.save, {
        body: { productId, storeId: store(storeCode), quantity },
      }),
      inventorySchema,
    );
  }

  const update = (id: number, body: Record<string, unknown>) =>
    call(inventoryEndpoints.update, { params: { id }, body });

  /** Holds stock for an order the way accepting it does. */
  const hold = (serial: number, productId: number, quantity: number, storeCode?: string) =>
    portal.database.db.transaction((tx) =>
      portal.context.reservations.reserve(
        tx,
        serial,
        [
          {
            productId,
            quantity,
            ...(storeCode === undefined ? {} : { storeId: store(storeCode) }),
          },
        ],
        'orders',
      ),
    );
  const releaseHold = (serial: number) =>
    portal.database.db.transaction((tx) =>
      portal.context.reservations.release(tx, serial, 'orders'),
    );

  async function stockRow(productId: number, storeCode: string) {
    const [row] = await portal.database.db
      .select({ id: inventories.id, onHand: inventories.onHand, reserved: inventories.reserved })
      .from(inventories)
      .where(and(eq(inventories.productId, productId), eq(inventories.storeId, store(storeCode))));
    return row;
  }

  /** The logs of a product number of a project, oldest first, without ids and times. */
  async function logsOf(vendorNumber: string, projectKey = 'ACME') {
    return portal.database.db
      .select({
        inventoryId: inventoryLogs.inventoryId,
        storeCode: inventoryLogs.storeCode,
        type: inventoryLogs.type,
        quantity: inventoryLogs.quantity,
        onHandAfter: inventoryLogs.onHandAfter,
        reservedAfter: inventoryLogs.reservedAfter,
        orderSerialNumber: inventoryLogs.orderSerialNumber,
        note: inventoryLogs.note,
        actor: inventoryLogs.actor,
      })
      .from(inventoryLogs)
      .where(
        and(eq(inventoryLogs.projectKey, projectKey), eq(inventoryLogs.vendorNumber, vendorNumber)),
      )
      .orderBy(asc(inventoryLogs.id));
  }

  const importFile = async (
    rows: readonly (readonly (string | number | null)[])[],
    projectKey = 'ACME',
  ) =>
    call(inventoryEndpoints.import, {
      query: { projectKey },
      ...multipartFile(await workbookOf(rows)),
    });

  describe(endpointKey(inventoryEndpoints.save), () => {
    it('counts stock for the first time: available is on hand, a create log is written', async () => {
      const productId = await addProduct('ACME', 'SAVE-1', { name: 'Blue widget', unit: 'CS' });
      const created = await save(productId, 'S001', 25);
      expect(created).toMatchObject({
        projectKey: 'ACME',
        productId,
        vendorNumber: 'SAVE-1',
        productName: 'Blue widget',
        unit: 'CS',
        storeId: store('S001'),
        storeCode: 'S001',
        storeName: 'Main street',
        onHand: 25,
        reserved: 0,
        available: 25,
      });
      expect(await logsOf('SAVE-1')).toEqual([
        {
          inventoryId: created.id,
          storeCode: 'S001',
          type: 'create',
          quantity: 25,
          onHandAfter: 25,
          reservedAfter: 0,
          orderSerialNumber: null,
          note: '',
          actor: 'stock',
        },
      ]);
      // A quantity typed as text is read as the number it spells.
      const typed = successData(
        await call(inventoryEndpoints.save, {
          body: { productId, storeId: store('S002'), quantity: ' 12 ' },
        }),
        inventorySchema,
      );
      expect(typed).toMatchObject({ storeCode: 'S002', onHand: 12, available: 12 });
    });

    it('refuses a second record of the same product and store with 4005, changing nothing', async () => {
      const productId = await addProduct('ACME', 'SAVE-DUP');
      await save(productId, 'S001', 5);
      const response = await unchanged(() =>
        call(inventoryEndpoints.save, {
          body: { productId, storeId: store('S001'), quantity: 9 },
        }),
      );
      expectFailure(response, 'ALREADY_EXISTS', { field: 'storeId' });
      expect(await stockRow(productId, 'S001')).toMatchObject({ onHand: 5 });
    });

    it.each<{ label: string; quantity: unknown; name: ErrorName; message: string }>([
      { label: '0', quantity: 0, name: 'VALIDATION_FAILED', message: en('integer') },
      { label: '-3', quantity: -3, name: 'VALIDATION_FAILED', message: en('integer') },
      { label: '1.5', quantity: 1.5, name: 'VALIDATION_FAILED', message: en('integer') },
      { label: 'text 1.5', quantity: '1.5', name: 'VALIDATION_FAILED', message: en('integer') },
      { label: 'text abc', quantity: 'abc', name: 'VALIDATION_FAILED', message: en('integer') },
      // Empty is a missing value: the required rule answers, as for every field.
      { label: 'empty text', quantity: '', name: 'FIELD_REQUIRED', message: en('required') },
      { label: 'missing', quantity: undefined, name: 'FIELD_REQUIRED', message: en('required') },
    ])('refuses quantity $label with its rule in English, changing nothing', async (testCase) => {
      const productId = await addProduct('ACME', `SAVE-Q-${testCase.label.replace(/\W/g, '_')}`);
      const response = await unchanged(() =>
        call(inventoryEndpoints.save, {
          body: { productId, storeId: store('S001'), quantity: testCase.quantity },
        }),
      );
      const body = expectFailure(response, testCase.name, { field: 'quantity' });
      expect(body.data?.issues).toEqual([{ field: 'quantity', message: testCase.message }]);
    });

    it('gives the spec message "Value must be greater than 0" in the caller\'s language', async () => {
      expect(en('integer')).toBe('Value must be greater than 0');
      const productId = await addProduct('ACME', 'SAVE-ZH');
      const response = await unchanged(() =>
        call(inventoryEndpoints.save, {
          body: { productId, storeId: store('S001'), quantity: 0 },
          language: 'zh-CN',
        }),
      );
      const body = expectFailure(response, 'VALIDATION_FAILED', {
        field: 'quantity',
        language: 'zh-cn',
      });
      expect(body.data?.issues).toEqual([{ field: 'quantity', message: '值必须大于0' }]);
    });

    it('refuses an unknown product or store, changing nothing', async () => {
      const productId = await addProduct('ACME', 'SAVE-UNKNOWN');
      expectFailure(
        await unchanged(() =>
          call(inventoryEndpoints.save, {
            body: { productId: 999_999, storeId: store('S001'), quantity: 1 },
          }),
        ),
        'PRODUCT_NOT_FOUND',
        { field: 'productId' },
      );
      expectFailure(
        await unchanged(() =>
          call(inventoryEndpoints.save, {
            body: { productId, storeId: 999_999, quantity: 1 },
          }),
        ),
        'FIELD_INVALID',
        { field: 'storeId' },
      );
      expectFailure(
        await unchanged(() =>
          call(inventoryEndpoints.save, {
            body: { productId: 'x', storeId: store('S001'), quantity: 1 },
          }),
        ),
        'VALIDATION_FAILED',
        { field: 'productId' },
      );
    });
  });

  describe(endpointKey(inventoryEndpoints.get), () => {
    it('returns one record with on hand, reserved and available', async () => {
      const productId = await addProduct('ACME', 'GET-1');
      const created = await save(productId, 'S003', 30);
      await hold(100, productId, 12);
      const record = successData(
        await call(inventoryEndpoints.get, { params: { id: created.id } }),
        inventorySchema,
      );
      expect(record).toEqual({
        ...created,
        reserved: 12,
        available: 18,
        updatedAt: record.updatedAt,
      });
    });

    it('answers 3004 for an unknown id and 2001 for a malformed one', async () => {
      expectFailure(
        await call(inventoryEndpoints.get, { params: { id: 999999 } }),
        'INVENTORY_NOT_FOUND',
        { field: 'id' },
      );
      expectFailure(
        await call(inventoryEndpoints.get, { params: { id: 'abc' } }),
        'VALIDATION_FAILED',
        { field: 'id' },
      );
    });
  });

  describe(endpointKey(inventoryEndpoints.page), () => {
    const ids: Record<string, number> = {};

    beforeAll(async () => {
      const apple = await addProduct('LIST', 'L-APPLE', { name: 'Green apple' });
      const banana = await addProduct('LIST', 'L-BANANA', { name: 'Yellow banana' });
      const cherry = await addProduct('LIST', 'L-CHERRY', { name: 'Red cherry' });
      const foreign = await addProduct('OTHER', 'L-APPLE', { name: 'Green apple abroad' });
      ids['apple1'] = (await save(apple, 'S001', 10)).id;
      ids['apple2'] = (await save(apple, 'S002', 5)).id;
      ids['banana'] = (await save(banana, 'S001', 7)).id;
      ids['cherry'] = (await save(cherry, 'S002', 3)).id;
      ids['foreign'] = (await save(foreign, 'S001', 1)).id;
      await hold(200, cherry, 2);
    });

    async function page(query: Record<string, string>) {
      return successData(await call(inventoryEndpoints.page, { query }), inventoryPageSchema);
    }

    const keys = (records: readonly Inventory[]) =>
      records.map((record) => `${record.projectKey}/${record.vendorNumber}/${record.storeCode}`);

    it("lists a project's records by product number and store, with totals", async () => {
      const result = await page({ projectKey: 'LIST' });
      expect(result).toMatchObject({ total: 4, page: 1, size: 10 });
      expect(keys(result.records)).toEqual([
        'LIST/L-APPLE/S001',
        'LIST/L-APPLE/S002',
        'LIST/L-BANANA/S001',
        'LIST/L-CHERRY/S002',
      ]);
      expect(result.records[3]).toMatchObject({
        id: ids['cherry'],
        productName: 'Red cherry',
        storeName: 'North mall',
        onHand: 3,
        reserved: 2,
        available: 1,
      });
    });

    it('filters by product number, product name and store, partially and case-insensitively', async () => {
      expect(keys((await page({ vendorNumber: 'l-apple' })).records)).toEqual([
        'LIST/L-APPLE/S001',
        'LIST/L-APPLE/S002',
        'OTHER/L-APPLE/S001',
      ]);
      expect(await page({ projectKey: 'LIST', vendorNumber: 'APP' })).toMatchObject({ total: 2 });
      const yellow = await page({ productName: 'YELLOW' });
      expect(keys(yellow.records)).toEqual(['LIST/L-BANANA/S001']);
      expect(yellow.total).toBe(1);
      const north = await page({ projectKey: 'LIST', storeId: String(store('S002')) });
      expect(keys(north.records)).toEqual(['LIST/L-APPLE/S002', 'LIST/L-CHERRY/S002']);
      expect(north.total).toBe(2);
      const combined = await page({
        projectKey: 'LIST',
        productName: 'apple',
        storeId: String(store('S001')),
      });
      expect(keys(combined.records)).toEqual(['LIST/L-APPLE/S001']);
      expect(combined.total).toBe(1);
      expect(await page({ projectKey: 'LIST', productName: 'nothing like it' })).toEqual({
        records: [],
        total: 0,
        page: 1,
        size: 10,
      });
    });

    it('pages with the total of every page', async () => {
      const productIds: number[] = [];
      await createTestProject(portal.database.db, dir.path, 'MANY', x12Connection);
      for (let index = 0; index < 6; index += 1) {
        productIds.push(await addProduct('MANY', `M-${index}`));
      }
      for (const productId of productIds) {
        await save(productId, 'S001', 1);
        await save(productId, 'S002', 1);
      }
      const first = await page({ projectKey: 'MANY', size: '10' });
      const second = await page({ projectKey: 'MANY', size: '10', page: '2' });
      expect(first).toMatchObject({ total: 12, page: 1, size: 10 });
      expect(first.records).toHaveLength(10);
      expect(second).toMatchObject({ total: 12, page: 2, size: 10 });
      expect(keys(second.records)).toEqual(['MANY/M-5/S001', 'MANY/M-5/S002']);
      expectFailure(
        await call(inventoryEndpoints.page, { query: { size: 7 } }),
        'VALIDATION_FAILED',
        { field: 'size' },
      );
    });
  });

  describe(endpointKey(inventoryEndpoints.update), () => {
    it('sets, increases and decreases on hand, logging update / add / update with signed quantities', async () => {
      const productId = await addProduct('ACME', 'UPD-1');
      const created = await save(productId, 'S001', 10);

      const set = successData(
        await update(created.id, { adjustment: 'set', quantity: 15, note: 'Recount' }),
        inventorySchema,
      );
      expect(set).toMatchObject({ onHand: 15, reserved: 0, available: 15 });
      const raised = successData(
        await update(created.id, { adjustment: 'increase', quantity: '4' }),
        inventorySchema,
      );
      expect(raised).toMatchObject({ onHand: 19, available: 19 });
      const lowered = successData(
        await update(created.id, { adjustment: 'decrease', quantity: 6, note: 'Damaged' }),
        inventorySchema,
      );
      expect(lowered).toMatchObject({ onHand: 13, available: 13 });
      const setLower = successData(
        await update(created.id, { adjustment: 'set', quantity: 11 }),
        inventorySchema,
      );
      expect(setLower.onHand).toBe(11);

      const log = (type: string, quantity: number, onHandAfter: number, note = '') => ({
        inventoryId: created.id,
        storeCode: 'S001',
        type,
        quantity,
        onHandAfter,
        reservedAfter: 0,
        orderSerialNumber: null,
        note,
        actor: 'stock',
      });
      expect(await logsOf('UPD-1')).toEqual([
        log('create', 10, 10),
        log('update', 5, 15, 'Recount'),
        log('add', 4, 19),
        log('update', -6, 13, 'Damaged'),
        log('update', -2, 11),
      ]);
    });

    it('refuses to take on hand below what orders hold with 4002, changing nothing', async () => {
      const productId = await addProduct('ACME', 'UPD-HELD');
      const created = await save(productId, 'S001', 13);
      await hold(300, productId, 10);

      for (const body of [
        { adjustment: 'decrease', quantity: 4 },
        { adjustment: 'set', quantity: 9 },
      ]) {
        const response = await unchanged(() => update(created.id, body));
        expectFailure(response, 'INSUFFICIENT_INVENTORY', { field: 'quantity' });
      }
      expect(await stockRow(productId, 'S001')).toMatchObject({ onHand: 13, reserved: 10 });

      // Down to exactly what is held is allowed; the log carries what orders hold.
      const lowered = successData(
        await update(created.id, { adjustment: 'decrease', quantity: 3 }),
        inventorySchema,
      );
      expect(lowered).toMatchObject({ onHand: 10, reserved: 10, available: 0 });
      expect((await logsOf('UPD-HELD')).at(-1)).toMatchObject({
        type: 'update',
        quantity: -3,
        onHandAfter: 10,
        reservedAfter: 10,
      });
    });

    it('refuses a decrease below zero, a bad body or an unknown id, changing nothing', async () => {
      const productId = await addProduct('ACME', 'UPD-BAD');
      const created = await save(productId, 'S001', 2);
      // Below zero on hand is below the 0 orders hold.
      expectFailure(
        await unchanged(() => update(created.id, { adjustment: 'decrease', quantity: 3 })),
        'INSUFFICIENT_INVENTORY',
        { field: 'quantity' },
      );
      const zero = expectFailure(
        await unchanged(() => update(created.id, { adjustment: 'set', quantity: 0 })),
        'VALIDATION_FAILED',
        { field: 'quantity' },
      );
      expect(zero.data?.issues).toEqual([{ field: 'quantity', message: en('integer') }]);
      expectFailure(
        await unchanged(() => update(created.id, { adjustment: 'double', quantity: 1 })),
        'VALIDATION_FAILED',
        { field: 'adjustment' },
      );
      expectFailure(await unchanged(() => update(created.id, { quantity: 1 })), 'FIELD_REQUIRED', {
        field: 'adjustment',
      });
      expectFailure(
        await unchanged(() => update(999_999, { adjustment: 'set', quantity: 1 })),
        'INVENTORY_NOT_FOUND',
        { field: 'id' },
      );
    });
  });

  describe(endpointKey(inventoryEndpoints.remove), () => {
    it('deletes a record; its delete log stays after the record is gone', async () => {
      const productId = await addProduct('ACME', 'DEL-1');
      const created = await save(productId, 'S002', 8);
      successData(
        await call(inventoryEndpoints.remove, { params: { id: created.id } }),
        emptySchema,
      );

      expect(await stockRow(productId, 'S002')).toBeUndefined();
      expectFailure(
        await call(inventoryEndpoints.get, { params: { id: created.id } }),
        'INVENTORY_NOT_FOUND',
        { field: 'id' },
      );
      expect(await logsOf('DEL-1')).toEqual([
        expect.objectContaining({ inventoryId: created.id, type: 'create', quantity: 8 }),
        {
          inventoryId: null,
          storeCode: 'S002',
          type: 'delete',
          quantity: -8,
          onHandAfter: 0,
          reservedAfter: 0,
          orderSerialNumber: null,
          note: '',
          actor: 'stock',
        },
      ]);
      const records = successData(
        await call(inventoryEndpoints.record, {
          params: { vendorNumber: 'DEL-1' },
          query: { projectKey: 'ACME' },
        }),
        inventoryLogPageSchema,
      );
      expect(records.records.map((log) => log.type)).toEqual(['delete', 'create']);

      expectFailure(
        await unchanged(() => call(inventoryEndpoints.remove, { params: { id: created.id } })),
        'INVENTORY_NOT_FOUND',
        { field: 'id' },
      );
      // The product and store may be counted again.
      expect((await save(productId, 'S002', 1)).onHand).toBe(1);
    });

    it('refuses a record orders hold stock of with 4019, changing nothing', async () => {
      const productId = await addProduct('ACME', 'DEL-HELD');
      const created = await save(productId, 'S001', 8);
      await hold(400, productId, 1);
      expectFailure(
        await unchanged(() => call(inventoryEndpoints.remove, { params: { id: created.id } })),
        'INVENTORY_RESERVED',
        { field: 'id' },
      );
      await releaseHold(400);
      successData(
        await call(inventoryEndpoints.remove, { params: { id: created.id } }),
        emptySchema,
      );
      expect(await stockRow(productId, 'S001')).toBeUndefined();
    });
  });

  describe(endpointKey(inventoryEndpoints.record), () => {
    it("lists a project's product logs newest first, paged", async () => {
      const productId = await addProduct('ACME', 'REC-1');
      const created = await save(productId, 'S001', 1);
      for (let step = 1; step <= 10; step += 1) {
        successData(
          await update(created.id, { adjustment: 'increase', quantity: step }),
          inventorySchema,
        );
      }
      await hold(500, productId, 4);
      // The same product number in another project is another product.
      const foreign = await addProduct('OTHER', 'REC-1');
      await save(foreign, 'S001', 99);

      const first = successData(
        await call(inventoryEndpoints.record, {
          params: { vendorNumber: 'REC-1' },
          query: { projectKey: 'ACME', size: 10 },
        }),
        inventoryLogPageSchema,
      );
      expect(first).toMatchObject({ total: 12, page: 1, size: 10 });
      expect(first.records[0]).toMatchObject({
        projectKey: 'ACME',
        vendorNumber: 'REC-1',
        storeCode: 'S001',
        type: 'accept',
        quantity: 4,
        onHandAfter: 56,
        reservedAfter: 4,
        orderSerialNumber: 500,
        actor: 'orders',
        inventoryId: created.id,
      });
      expect(first.records.slice(1).map((log) => log.quantity)).toEqual([
        10, 9, 8, 7, 6, 5, 4, 3, 2,
      ]);
      const second = successData(
        await call(inventoryEndpoints.record, {
          params: { vendorNumber: 'REC-1' },
          query: { projectKey: 'ACME', size: 10, page: 2 },
        }),
        inventoryLogPageSchema,
      );
      expect(second).toMatchObject({ total: 12, page: 2, size: 10 });
      expect(second.records.map((log) => [log.type, log.quantity])).toEqual([
        ['add', 1],
        ['create', 1],
      ]);
      const ids = [...first.records, ...second.records].map((log) => log.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));

      const other = successData(
        await call(inventoryEndpoints.record, {
          params: { vendorNumber: 'REC-1' },
          query: { projectKey: 'OTHER' },
        }),
        inventoryLogPageSchema,
      );
      expect(other.records.map((log) => [log.type, log.quantity])).toEqual([['create', 99]]);
      expect(
        successData(
          await call(inventoryEndpoints.record, {
            params: { vendorNumber: 'NOTHING' },
            query: { projectKey: 'ACME' },
          }),
          inventoryLogPageSchema,
        ),
      ).toEqual({ records: [], total: 0, page: 1, size: 10 });
      expectFailure(
        await call(inventoryEndpoints.record, { params: { vendorNumber: 'REC-1' } }),
        'FIELD_REQUIRED',
        { field: 'projectKey' },
      );
    });
  });

  describe(endpointKey(inventoryEndpoints.template), () => {
    it("is an xlsx whose header row is in the caller's language", async () => {
      const inEnglish = await call(inventoryEndpoints.template);
      expect(inEnglish.statusCode, inEnglish.body).toBe(200);
      expect(inEnglish.headers['content-type']).toBe(xlsxMediaType);
      expect(inEnglish.headers['content-disposition']).toContain('inventory-import-template.xlsx');
      expect(await rowsOf(inEnglish.rawPayload)).toEqual([importHeader]);

      const chinese = await call(inventoryEndpoints.template, {
        language: 'zh-CN',
      });
      expect(chinese.statusCode, chinese.body).toBe(200);
      expect(await rowsOf(chinese.rawPayload)).toEqual([['产品编号 *', '门店ID *', '数量 *']]);
    });
  });

  describe('export', () => {
    it("writes units with their meaning and times in UTC, in the caller's language", async () => {
      const product = await addProduct('ACME', 'EXP-1', { unit: 'EA' });
      const record = await save(product, 'S002', 7);
      const exported = async (language: string) => {
        const response = await call(fileExportEndpoints.export, {
          language,
          body: { resource: 'inventory', ids: [record.id] },
        });
        expect(response.statusCode, response.body).toBe(200);
        return rowsOf(response.rawPayload);
      };
      const stamp = record.updatedAt.replace('T', ' ').slice(0, 19);
      const chinese = await exported('zh-CN');
      expect(chinese[0]?.slice(3, 4)).toEqual(['单位']);
      expect(chinese[0]?.at(-1)).toBe('更新时间（UTC）');
      expect(chinese[1]?.slice(3, 4)).toEqual(['EA · 个']);
      expect(chinese[1]?.at(-1)).toBe(stamp);
      const inEnglish = await exported(english);
      expect(inEnglish[0]?.at(-1)).toBe('Updated at (UTC)');
      expect(inEnglish[1]?.slice(3, 4)).toEqual(['EA · Each']);
      expect(internalNamesIn([...chinese, ...inEnglish])).toEqual([]);
    });
  });

  describe(endpointKey(inventoryEndpoints.import), () => {
    it('sets on hand of existing records and creates new ones, logging each', async () => {
      const a = await addProduct('ACME', 'IMP-A');
      const b = await addProduct('ACME', 'IMP-B');
      const existing = await save(a, 'S001', 5);
      await hold(600, a, 2);

      const result = successData(
        await importFile([
          importHeader,
          ['IMP-A', 'S001', 8],
          [null, null, null],
          ['IMP-A', 'S002', '4'],
          ['IMP-B', 'S001', 6],
        ]),
        importResultSchema,
      );
      expect(result).toEqual({ rows: 3, created: 2, updated: 1 });

      expect(await stockRow(a, 'S001')).toEqual({ id: existing.id, onHand: 8, reserved: 2 });
      expect(await stockRow(a, 'S002')).toMatchObject({ onHand: 4, reserved: 0 });
      expect(await stockRow(b, 'S001')).toMatchObject({ onHand: 6, reserved: 0 });
      const logsA = await logsOf('IMP-A');
      expect(logsA.slice(-2)).toEqual([
        expect.objectContaining({
          inventoryId: existing.id,
          storeCode: 'S001',
          type: 'update',
          quantity: 3,
          onHandAfter: 8,
          reservedAfter: 2,
          actor: 'stock',
        }),
        expect.objectContaining({
          storeCode: 'S002',
          type: 'create',
          quantity: 4,
          onHandAfter: 4,
          reservedAfter: 0,
          actor: 'stock',
        }),
      ]);
      expect(await logsOf('IMP-B')).toEqual([
        expect.objectContaining({ type: 'create', quantity: 6, storeCode: 'S001', actor: 'stock' }),
      ]);
    });

    it('reads a template filled in Chinese for a caller working in English', async () => {
      await addProduct('ACME', 'IMP-ZH');
      const result = successData(
        await importFile([
          ['产品编号 *', '门店ID *', '数量 *'],
          ['IMP-ZH', 'S003', 2],
        ]),
        importResultSchema,
      );
      expect(result).toEqual({ rows: 1, created: 1, updated: 0 });
    });

    it('refuses the whole file when a row is wrong, listing each with its sheet row', async () => {
      const c = await addProduct('ACME', 'IMP-C');
      const r = await addProduct('ACME', 'IMP-R');
      await addProduct('OTHER', 'IMP-OTHER');
      await save(r, 'S001', 5);
      await hold(700, r, 3);

      const response = await unchanged(() =>
        importFile([
          importHeader,
          ['IMP-C', 'S001', 5],
          ['NOPE-1', 'S001', 5],
          ['IMP-C', 'S999', 5],
          ['IMP-C', 'S002', 0],
          ['IMP-C', 'S003', 2],
          ['IMP-C', 'S001', 9],
          ['IMP-R', 'S001', 1],
          ['IMP-OTHER', 'S001', 1],
          ['IMP-C', 'S002', 1.5],
        ]),
      );
      const body = expectFailure(response, 'IMPORT_ROWS_INVALID');
      expect(body.data?.rows).toEqual([
        { row: 3, field: 'Product number', message: en('notFound') },
        { row: 4, field: 'Store ID', message: en('notFound') },
        { row: 5, field: 'Quantity', message: en('integer') },
        { row: 7, field: 'Store ID', message: en('duplicate') },
        { row: 8, field: 'Quantity', message: en('belowReserved') },
        { row: 9, field: 'Product number', message: en('notFound') },
        { row: 10, field: 'Quantity', message: en('integer') },
      ]);
      expect(await stockRow(c, 'S001')).toBeUndefined();
      expect(await stockRow(r, 'S001')).toMatchObject({ onHand: 5, reserved: 3 });
    });

    it("names the columns of rejected rows in the caller's language", async () => {
      const response = await unchanged(async () =>
        call(inventoryEndpoints.import, {
          query: { projectKey: 'ACME' },
          ...multipartFile(await workbookOf([importHeader, ['NOPE-2', 'S001', 1]])),
          language: 'zh-CN',
        }),
      );
      const body = expectFailure(response, 'IMPORT_ROWS_INVALID', { language: 'zh-cn' });
      expect(body.data?.rows).toEqual([
        { row: 2, field: '产品编号', message: validationMessages.notFound['zh-cn'] },
      ]);
    });

    it('refuses files that are not a filled-in template and requests without a file', async () => {
      expectFailure(
        await unchanged(() =>
          call(inventoryEndpoints.import, {
            query: { projectKey: 'ACME' },
            ...multipartFile(Buffer.from('vendor,store,qty\nA,S001,1\n'), 'stock.csv', 'text/csv'),
          }),
        ),
        'INVENTORY_IMPORT_FAILED',
      );
      expectFailure(
        await unchanged(async () =>
          call(inventoryEndpoints.import, {
            query: { projectKey: 'ACME' },
            ...multipartFile(
              await workbookOf([
                ['Number', 'Store', 'Count'],
                ['IMP-A', 'S001', 1],
              ]),
            ),
          }),
        ),
        'INVENTORY_IMPORT_FAILED',
      );
      expectFailure(await unchanged(() => importFile([importHeader])), 'IMPORT_EMPTY');
      expectFailure(
        await unchanged(() =>
          call(inventoryEndpoints.import, { query: { projectKey: 'ACME' }, body: { file: 'x' } }),
        ),
        'FILE_UPLOAD_FAILED',
        { field: 'file' },
      );
      expectFailure(
        await unchanged(() => importFile([importHeader, ['IMP-A', 'S001', 1]], 'NOPE')),
        'FIELD_INVALID',
        { field: 'projectKey' },
      );
    });
  });

  describe(endpointKey(inventoryEndpoints.report), () => {
    const report = (body: Record<string, unknown>) => call(inventoryEndpoints.report, { body });

    it('refuses an empty selection with 2012 and records of another project with 3004', async () => {
      expectFailure(
        await unchanged(() => report({ projectKey: 'ACME', ids: [] })),
        'INVENTORY_SELECTION_REQUIRED',
        { field: 'ids' },
      );
      const mine = await save(await addProduct('ACME', 'RPT-MINE'), 'S001', 1);
      const theirs = await save(await addProduct('OTHER', 'RPT-THEIRS'), 'S001', 1);
      expectFailure(
        await unchanged(() => report({ projectKey: 'ACME', ids: [mine.id, theirs.id] })),
        'INVENTORY_NOT_FOUND',
        { field: 'ids' },
      );
      expectFailure(
        await unchanged(() => report({ projectKey: 'ACME', ids: [999_999] })),
        'INVENTORY_NOT_FOUND',
        { field: 'ids' },
      );
      expectFailure(
        await unchanged(() => report({ projectKey: 'NOPE', ids: [mine.id] })),
        'FIELD_INVALID',
        { field: 'projectKey' },
      );
    });

    it("writes an 846 with each record's available quantity into the X12 project's outbound directory", async () => {
      const first = await addProduct('ACME', 'RPT-1', {
        name: 'Report one',
        unit: 'CS',
        customerItemNumber: 'BUY-1',
        upcNumber: '012345678905',
        nextAvailableDate: '2026-12-01',
        nextAvailableQuantity: 40,
      });
      const second = await addProduct('ACME', 'RPT-2', { name: 'Report two' });
      const a = await save(first, 'S001', 50);
      const b = await save(second, 'S002', 20);
      await hold(800, first, 8);

      const result = successData(
        await report({ projectKey: 'ACME', ids: [b.id, a.id, a.id] }),
        inventoryReportResultSchema,
      );
      expect(result).toMatchObject({ documentType: '846', items: 2 });
      expect(result.fileName).toMatch(/^ACME_846_\d{9}\.edi$/);

      const text = await readFile(join(acme.outbound, result.fileName), 'utf8');
      expect(text).toContain('ST*846*');
      expect(text).toContain('RPT-1');
      expect(text).toContain('RPT-2');
      expect(text).toContain('REF*WS*S001');
      expect(text).toContain('REF*WS*S002');
      // Available, not on hand: 50 - 8 held.
      expect(text).toMatch(/QTY\*33\*42\*CS\b/);
      expect(text).toMatch(/QTY\*33\*20\*EA\b/);
      expect(text).not.toMatch(/QTY\*33\*50\b/);
      expect(text.indexOf('RPT-1')).toBeLessThan(text.indexOf('RPT-2'));

      const [message] = await portal.database.db
        .select()
        .from(messages)
        .where(eq(messages.id, result.messageId));
      expect(message).toMatchObject({
        projectKey: 'ACME',
        standard: 'X12',
        documentType: '846',
        fileName: result.fileName,
        createdBy: 'stock',
        text,
      });
      expect(message?.status).not.toBe('new');
      expect(message?.writtenAt).not.toBeNull();
    });

    it('writes an INVRPT for an EDIFACT project', async () => {
      const productId = await addProduct('EURO', 'EU-1', { unit: 'PCE' });
      const record = await save(productId, 'S003', 9);
      await hold(900, productId, 4);
      const result = successData(
        await report({ projectKey: 'EURO', ids: [record.id] }),
        inventoryReportResultSchema,
      );
      expect(result).toMatchObject({ documentType: 'INVRPT', items: 1 });
      const text = await readFile(join(euro.outbound, result.fileName), 'utf8');
      expect(text).toMatch(/UNH\+[^']*INVRPT:D:96A/);
      expect(text).toContain('EU-1');
      expect(text).toContain('LOC+18+S003');
      expect(text).toMatch(/QTY\+145:5:PCE'/);
      const [message] = await portal.database.db
        .select({ documentType: messages.documentType, standard: messages.standard })
        .from(messages)
        .where(eq(messages.id, result.messageId));
      expect(message).toEqual({ documentType: 'INVRPT', standard: 'EDIFACT' });
    });

    it("reports every record of the project the list's filter matches, on all its pages", async () => {
      const paths = await createTestProject(portal.database.db, dir.path, 'SCOPE', x12Connection);
      const numbers = Array.from(
        { length: 20 },
        (_, index) => `FLT-${String(index).padStart(2, '0')}`,
      );
      for (const vendorNumber of numbers)
        await save(await addProduct('SCOPE', vendorNumber), 'S001', 3);
      // Another project's record matches the text too: the report stays within its project.
      await save(await addProduct('OTHER', 'FLT-OTHER'), 'S001', 3);

      // The list as the user sees it: page 1 of 10 rows, 20 in all.
      const listQuery = { page: 1, size: 10, projectKey: 'SCOPE', vendorNumber: 'FLT-' };
      const listed = successData(
        await call(inventoryEndpoints.page, { query: listQuery }),
        inventoryPageSchema,
      );
      expect([listed.total, listed.records.length]).toEqual([20, 10]);

      const result = successData(
        await report({
          projectKey: 'SCOPE',
          filter: listFilterOf({ ...listQuery, projectKey: 'OTHER' }),
        }),
        inventoryReportResultSchema,
      );
      expect(result).toMatchObject({ documentType: '846', items: 20 });
      const text = await readFile(join(paths.outbound, result.fileName), 'utf8');
      for (const vendorNumber of numbers) expect(text).toContain(vendorNumber);
      expect(text).not.toContain('FLT-OTHER');
    });

    it('refuses a filter matching nothing, and ids with a filter, changing nothing', async () => {
      expectFailure(
        await unchanged(() => report({ projectKey: 'ACME', filter: { vendorNumber: 'NO-SUCH' } })),
        'INVENTORY_SELECTION_REQUIRED',
        { field: 'ids' },
      );
      const both = await unchanged(() => report({ projectKey: 'ACME', ids: [1], filter: {} }));
      expect(both.statusCode, both.body).toBe(422);
    });
  });

  describe('access', () => {
    const one = { params: { id: 1 } };
    const routes = (
      [
        { route: inventoryEndpoints.page, input: {} },
        {
          route: inventoryEndpoints.save,
          input: { body: { productId: 1, storeId: 1, quantity: 1 } },
        },
        { route: inventoryEndpoints.get, input: one },
        {
          route: inventoryEndpoints.update,
          input: { ...one, body: { adjustment: 'set', quantity: 1 } },
        },
        { route: inventoryEndpoints.remove, input: one },
        {
          route: inventoryEndpoints.record,
          input: { params: { vendorNumber: 'X' }, query: { projectKey: 'ACME' } },
        },
        { route: inventoryEndpoints.template, input: {} },
        { route: inventoryEndpoints.import, input: { query: { projectKey: 'ACME' } } },
        { route: inventoryEndpoints.report, input: { body: { projectKey: 'ACME', ids: [1] } } },
      ] satisfies readonly { route: EndpointDefinition; input: RequestOptions }[]
    ).map((entry) => ({ ...entry, key: endpointKey(entry.route) }));

    it.each(routes)(
      '$key refuses a caller without INVENTORY (403) and one without a token (401)',
      async ({ route, input }) => {
        const before = await snapshotTables(portal.database);
        expectFailure(await call(route, { ...input, token: outsider }), 'NO_PERMISSION');
        expectFailure(await call(route, { ...input, token: undefined }), 'SESSION_INVALID');
        expect(await snapshotTables(portal.database)).toEqual(before);
      },
    );
  });
});
