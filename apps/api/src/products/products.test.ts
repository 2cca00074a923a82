import {
  fileExportEndpoints,
  importResultSchema,
  productEndpoints,
  productPageSchema,
  productSchema,
  validationMessages,
  type EndpointDefinition,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { inventories, optionDetails, products, stores } from '../database';
import { createTestProject, x12Connection } from '../gateway/testing/gateway-fixtures';
import { expectFailure, successData } from '../testing/envelope-assertions';
import { makeTempDir, type TempDir } from '../testing/fixtures';
import { databaseKinds, snapshotTables } from '../testing/test-database';
import { startTestPortal, type RequestOptions, type TestPortal } from '../testing/test-portal';
import { multipartFile, rowsOf, workbookOf } from '../testing/workbook-fixtures';

const english = 'en-US';
const header = [
  'Product number *',
  'Product name *',
  'Description',
  'Color',
  'Size',
  'Weight',
  'Unit weight basis',
  'Customer item number',
  'SKU number',
  'UPC number',
  'Unit',
  'Next available date',
  'Next available quantity',
];

/** A product's fields as PUT /product/update takes them (no project). */
const productInput = (vendorNumber: string, overrides: Record<string, unknown> = {}) => ({
  vendorNumber,
  name: `Widget ${vendorNumber}`,
  description: 'Blue widget',
  color: 'Blue',
  size: 'L',
  weight: 1.25,
  unitWeightBasis: 'KG',
  customerItemNumber: `C-${vendorNumber}`,
  skuNumber: `SKU-${vendorNumber}`,
  upcNumber: '012345678905',
  unit: 'EA',
  nextAvailableDate: '2026-12-01',
  nextAvailableQuantity: 40,
  ...overrides,
});

/** A new product as POST /product/save takes it: the input with its project. */
const productBody = (vendorNumber: string, overrides: Record<string, unknown> = {}) => ({
  projectKey: 'ACME',
  ...productInput(vendorNumber, overrides),
});

describe.each(databaseKinds)('products API on %s', (kind) => {
  let portal: TestPortal;
  let token: string;
  let inventoryOnly: string;
  let dir: TempDir;

  beforeAll(async () => {
    dir = await makeTempDir();
    portal = await startTestPortal(kind, { dataDir: dir.path });
    const dataDir = dir.path;
    await createTestProject(portal.database.db, dataDir, 'ACME', x12Connection);
    await createTestProject(portal.database.db, dataDir, 'OTHER', x12Connection);
    const clerk = await portal.createUser({ account: 'clerk', roles: ['PRODUCT'] });
    token = await portal.tokenFor(clerk.id);
    const stock = await portal.createUser({ account: 'stock', roles: ['INVENTORY'] });
    inventoryOnly = await portal.tokenFor(stock.id);
  }, 60_000);
  afterAll(async () => {
    await portal.close();
    await dir.cleanup();
  });

  const call = (
    definition: EndpointDefinition,
    options: RequestOptions = {},
  ): Promise<LightMyRequestResponse> =>
    portal.request(definition, { token, language: english, ...options });

  /** Uploads a file (a multipart body and its headers) into a project's products. */
  const importInto = (projectKey: string, upload: RequestOptions) =>
    call(productEndpoints.import, { ...upload, query: { projectKey } });

  async function unchanged(request: () => Promise<LightMyRequestResponse>) {
    const before = await snapshotTables(portal.database);
    const response = await request();
    expect(await snapshotTables(portal.database)).toEqual(before);
    return response;
  }

  const create = async (vendorNumber: string, overrides: Record<string, unknown> = {}) =>
    successData(
      await call(productEndpoints.save, { body: productBody(vendorNumber, overrides) }),
      productSchema,
    );

  it('creates a product with every field and reads it back', async () => {
    const created = await create('P-100');
    expect(created).toMatchObject({
      projectKey: 'ACME',
      vendorNumber: 'P-100',
      name: 'Widget P-100',
      weight: 1.25,
      unitWeightBasis: 'KG',
      upcNumber: '012345678905',
      unit: 'EA',
      nextAvailableDate: '2026-12-01',
      nextAvailableQuantity: 40,
    });
    const info = successData(
      await call(productEndpoints.info, { params: { id: created.id } }),
      productSchema,
    );
    expect(info).toEqual(created);
  });

  it('keeps product numbers unique per project, not across projects', async () => {
    const response = await unchanged(() =>
      call(productEndpoints.save, { body: productBody('P-100') }),
    );
    expectFailure(response, 'ALREADY_EXISTS', { field: 'vendorNumber' });
    const other = await create('P-100', { projectKey: 'OTHER' });
    expect(other.projectKey).toBe('OTHER');
  });

  it('refuses bad input with the field and its rule, changing nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ vendorNumber: '' }, 'vendorNumber', validationMessages.required['en-us']],
      [{ name: '  ' }, 'name', validationMessages.required['en-us']],
      [{ name: 'x'.repeat(129) }, 'name', 'Max 128 characters'],
      [{ nextAvailableQuantity: 0 }, 'nextAvailableQuantity', validationMessages.integer['en-us']],
      [
        { nextAvailableQuantity: 2.5 },
        'nextAvailableQuantity',
        validationMessages.integer['en-us'],
      ],
      [
        { nextAvailableDate: '2026-02-30' },
        'nextAvailableDate',
        validationMessages.invalid['en-us'],
      ],
      [{ upcNumber: '12345' }, 'upcNumber', validationMessages.invalid['en-us']],
      [{ weight: -1 }, 'weight', validationMessages.quantity['en-us']],
      [{ projectKey: 'no such' }, 'projectKey', validationMessages.id['en-us']],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await unchanged(() =>
        call(productEndpoints.save, { body: productBody('P-BAD', overrides) }),
      );
      expect(response.statusCode, JSON.stringify(overrides)).toBe(422);
      const body = response.json<{ data: { field: string; issues: { message: string }[] } }>();
      expect(body.data.field).toBe(field);
      expect(body.data.issues[0]?.message).toBe(message);
    }
    expectFailure(
      await unchanged(() =>
        call(productEndpoints.save, { body: productBody('P-BAD', { projectKey: 'NOPE' }) }),
      ),
      'FIELD_INVALID',
      { field: 'projectKey' },
    );
  });

  it('offers only enabled option values, and keeps a stored value disabled since', async () => {
    const created = await create('P-OPT', { unit: 'CA' });
    await portal.database.db
      .update(optionDetails)
      .set({ active: false })
      .where(eq(optionDetails.value, 'CA'));
    try {
      const refused = await unchanged(() =>
        call(productEndpoints.save, { body: productBody('P-OPT2', { unit: 'CA' }) }),
      );
      expectFailure(refused, 'FIELD_INVALID', { field: 'unit' });
      expectFailure(
        await call(productEndpoints.save, { body: productBody('P-OPT3', { unit: 'ZZ' }) }),
        'FIELD_INVALID',
        { field: 'unit' },
      );
      const input = productInput('P-OPT', { unit: 'CA', name: 'Kept' });
      const kept = successData(
        await call(productEndpoints.update, { params: { id: created.id }, body: input }),
        productSchema,
      );
      expect(kept).toMatchObject({ unit: 'CA', name: 'Kept' });
    } finally {
      await portal.database.db
        .update(optionDetails)
        .set({ active: true })
        .where(eq(optionDetails.value, 'CA'));
    }
  });

  it('pages and filters by project, number, name, SKU and UPC', async () => {
    for (const number of ['Q-1', 'Q-2', 'Q-3']) await create(number, { name: `Gadget ${number}` });
    const page = async (query: Record<string, string>) =>
      successData(await call(productEndpoints.page, { query }), productPageSchema);
    const first = await page({ projectKey: 'ACME', name: 'gadget', size: '10' });
    expect(first.total).toBe(3);
    expect(first.records.map((product) => product.vendorNumber)).toEqual(['Q-1', 'Q-2', 'Q-3']);
    expect((await page({ vendorNumber: 'q-2' })).records.map((p) => p.vendorNumber)).toEqual([
      'Q-2',
    ]);
    expect((await page({ skuNumber: 'SKU-Q-3' })).total).toBe(1);
    expect((await page({ projectKey: 'OTHER' })).total).toBe(1);
    // A LIKE wildcard is searched for literally.
    expect((await page({ name: '%' })).total).toBe(0);
    const second = await page({ projectKey: 'ACME', name: 'gadget', size: '10', page: '2' });
    expect(second.records).toEqual([]);
    const list = successData(
      await call(productEndpoints.list, { query: { projectKey: 'OTHER' }, token: inventoryOnly }),
      z.array(productSchema),
    );
    expect(list.map((product) => product.vendorNumber)).toEqual(['P-100']);
  });

  it('updates and deletes, refusing a product that inventory counts', async () => {
    const product = await create('D-1');
    const input = productInput('D-1', { name: 'Renamed', weight: '' });
    const updated = successData(
      await call(productEndpoints.update, { params: { id: product.id }, body: input }),
      productSchema,
    );
    expect(updated).toMatchObject({ name: 'Renamed', weight: null, projectKey: 'ACME' });
    const [store] = await portal.database.db
      .insert(stores)
      .values({ storeCode: `S-${kind}`, name: 'Main' })
      .returning();
    if (store === undefined) throw new Error('no store');
    await portal.database.db
      .insert(inventories)
      .values({ productId: product.id, storeId: store.id, onHand: 5 });
    expectFailure(
      await unchanged(() => call(productEndpoints.remove, { params: { id: product.id } })),
      'RECORD_IN_USE',
      { field: 'id' },
    );
    await portal.database.db.delete(inventories).where(eq(inventories.productId, product.id));
    successData(await call(productEndpoints.remove, { params: { id: product.id } }), z.null());
    expectFailure(
      await call(productEndpoints.info, { params: { id: product.id } }),
      'PRODUCT_NOT_FOUND',
      { field: 'id' },
    );
    expectFailure(
      await call(productEndpoints.remove, { params: { id: product.id } }),
      'PRODUCT_NOT_FOUND',
      { field: 'id' },
    );
  });

  it('refuses callers without the PRODUCT role', async () => {
    expectFailure(await call(productEndpoints.page, { token: inventoryOnly }), 'NO_PERMISSION');
    expectFailure(
      await unchanged(() =>
        call(productEndpoints.save, { body: productBody('R-1'), token: inventoryOnly }),
      ),
      'NO_PERMISSION',
    );
  });

  describe('Excel', () => {
    it('offers a template with the header in the caller language', async () => {
      const english = await call(productEndpoints.template);
      expect(english.statusCode).toBe(200);
      expect(english.headers['content-type']).toContain('spreadsheetml');
      expect(english.headers['content-disposition']).toContain('product-import-template.xlsx');
      expect(await rowsOf(english.rawPayload)).toEqual([header]);
      const zh = await portal.request(productEndpoints.template, { token });
      expect((await rowsOf(zh.rawPayload))[0]?.[0]).toBe('产品编号 *');
    });

    it('imports all rows, creating new numbers and updating known ones', async () => {
      const file = await workbookOf([
        header,
        ['IMP-1', 'Imported one', '', 'Red', '', 2, 'KG', '', 'SKU-I1', '', 'EA', '2026-12-24', 5],
        ['P-100', 'Renamed by import', null, null, null, null, null, null, null, null, 'PK'],
        [],
        ['IMP-2', 'Imported two', '', '', '', '', '', '', '', '', '', new Date('2027-01-15'), ''],
      ]);
      const upload = multipartFile(file);
      const result = successData(await importInto('ACME', upload), importResultSchema);
      expect(result).toEqual({ rows: 3, created: 2, updated: 1 });
      const rows = await portal.database.db
        .select()
        .from(products)
        .where(eq(products.projectKey, 'ACME'));
      const byNumber = new Map(rows.map((row) => [row.vendorNumber, row]));
      expect(byNumber.get('IMP-1')).toMatchObject({
        name: 'Imported one',
        color: 'Red',
        weight: expect.stringMatching(/^2(\.0+)?$/),
        unit: 'EA',
        nextAvailableDate: '2026-12-24',
        nextAvailableQuantity: 5,
      });
      expect(byNumber.get('IMP-2')?.nextAvailableDate).toBe('2027-01-15');
      expect(byNumber.get('P-100')).toMatchObject({ name: 'Renamed by import', unit: 'PK' });
    });

    it('refuses the whole file when a row is wrong, listing each rejected row', async () => {
      const file = await workbookOf([
        header,
        ['OK-1', 'Fine'],
        ['', 'No number'],
        ['OK-1', 'Repeated'],
        ['BAD-2', 'Bad unit', '', '', '', '', '', '', '', '', 'XX'],
        ['BAD-3', 'Bad quantity', '', '', '', '', '', '', '', '', '', '', 0],
      ]);
      const response = await unchanged(() => importInto('ACME', multipartFile(file)));
      const body = expectFailure(response, 'IMPORT_ROWS_INVALID');
      expect(body.data?.rows).toEqual([
        { row: 3, field: 'Product number', message: validationMessages.required['en-us'] },
        { row: 4, field: 'Product number', message: validationMessages.duplicate['en-us'] },
        { row: 5, field: 'Unit', message: validationMessages.invalid['en-us'] },
        {
          row: 6,
          field: 'Next available quantity',
          message: validationMessages.integer['en-us'],
        },
      ]);
    });

    it('refuses files that are not a filled-in template', async () => {
      const notExcel = multipartFile(Buffer.from('vendor,name\nA,B\n'), 'products.csv', 'text/csv');
      expectFailure(await unchanged(() => importInto('ACME', notExcel)), 'IMPORT_FILE_INVALID');
      const wrongHeader = multipartFile(
        await workbookOf([
          ['Number', 'Name'],
          ['A', 'B'],
        ]),
      );
      expectFailure(await unchanged(() => importInto('ACME', wrongHeader)), 'IMPORT_FILE_INVALID');
      const empty = multipartFile(await workbookOf([header]));
      expectFailure(await unchanged(() => importInto('ACME', empty)), 'IMPORT_EMPTY');
      expectFailure(
        await unchanged(() => importInto('ACME', { body: { file: 'x' } })),
        'FILE_UPLOAD_FAILED',
      );
      expectFailure(
        await unchanged(() => importInto('NOPE', multipartFile(Buffer.from('x')))),
        'FIELD_INVALID',
        { field: 'projectKey' },
      );
    });

    it('exports the selected rows, readable as an import of the same columns', async () => {
      const [a, b] = [await create('EXP-1'), await create('EXP-2')];
      const response = await call(fileExportEndpoints.export, {
        body: { resource: 'product', ids: [b.id, a.id] },
      });
      expect(response.statusCode, response.body).toBe(200);
      const rows = await rowsOf(response.rawPayload);
      expect(rows[0]).toEqual(header);
      expect(rows.slice(1).map((row) => row[0])).toEqual(['EXP-1', 'EXP-2']);
      expectFailure(
        await call(fileExportEndpoints.export, { body: { resource: 'product', ids: [] } }),
        'EXPORT_SELECTION_REQUIRED',
        { field: 'ids' },
      );
      expectFailure(
        await call(fileExportEndpoints.export, {
          body: { resource: 'product', ids: [a.id] },
          token: inventoryOnly,
        }),
        'NO_PERMISSION',
      );
      const reimport = successData(
        await importInto('ACME', multipartFile(response.rawPayload)),
        importResultSchema,
      );
      expect(reimport).toEqual({ rows: 2, created: 0, updated: 2 });
    });
  });
});
