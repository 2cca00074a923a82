import {
  endpointKey,
  packageEndpoints,
  packagePageSchema,
  packageSchema,
  type EndpointDefinition,
  type Package,
  type Role,
} from '@portal/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { projects } from '../database';
import { x12Connection } from '../gateway/testing/gateway-fixtures';
import { expectFailure, successData } from '../testing/envelope-assertions';
import { databaseKinds, snapshotTables } from '../testing/test-database';
import { startTestPortal, type RequestOptions, type TestPortal } from '../testing/test-portal';
import { rowsOf } from '../testing/workbook-fixtures';
import { packageColumns, PackagesService } from './packages.service';

const english = 'en-US';
const listSchema = z.array(packageSchema);
const invalidInput = 'Information input error';

/** A full package body; `overrides` replace or add fields. */
const packageBody = (
  projectKey: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> => ({
  projectKey,
  type: 'PLT',
  name: 'Standard pallet',
  agencyCode: '1',
  length: 120,
  width: 80,
  height: 14.4,
  dimensionUnit: 'CM',
  weight: 25.5,
  weightUnit: 'KG',
  ...overrides,
});

describe.each(databaseKinds)('packages API on %s', (kind) => {
  let portal: TestPortal;
  let token: string;
  let outsiderToken: string;
  let deliveryToken: string;
  let purchaseToken: string;

  beforeAll(async () => {
    portal = await startTestPortal(kind);
    const tokenOf = async (account: string, roles: readonly Role[]) =>
      portal.tokenFor((await portal.createUser({ account, roles })).id);
    token = await tokenOf('packer', ['PACKAGE']);
    outsiderToken = await tokenOf('address-clerk', ['LOCATION']);
    deliveryToken = await tokenOf('shipper', ['DELIVERY']);
    purchaseToken = await tokenOf('buyer', ['PURCHASE']);
    for (const projectKey of ['ACME', 'OTHER', 'PAGED', 'LISTED']) {
      await portal.database.db.insert(projects).values({
        projectKey,
        nameZh: projectKey,
        nameEn: projectKey,
        connection: x12Connection,
      });
    }
  }, 60_000);
  afterAll(() => portal.close());

  /** A call in English, as the PACKAGE user unless another token is given. */
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

  async function create(
    projectKey: string,
    overrides: Record<string, unknown> = {},
  ): Promise<Package> {
    return successData(
      await call(packageEndpoints.save, { body: packageBody(projectKey, overrides) }),
      packageSchema,
    );
  }

  async function page(query: Record<string, string>) {
    return successData(await call(packageEndpoints.page, { query }), packagePageSchema);
  }

  async function storedRow(id: number) {
    const [row] = await portal.database.sql.query<{
      project_key: string;
      type: string;
      name: string;
      agency_code: string;
      dimension_unit: string;
      weight_unit: string;
    }>(
      'SELECT project_key, type, name, agency_code, dimension_unit, weight_unit FROM packages WHERE id = $1',
      [id],
    );
    return row;
  }

  async function setOption(typeKey: string, value: string, active: boolean): Promise<void> {
    await portal.database.sql.query(
      `UPDATE option_details SET active = $3
       WHERE value = $2 AND option_type_id = (SELECT id FROM option_types WHERE key = $1)`,
      [typeKey, value, active],
    );
  }

  describe(endpointKey(packageEndpoints.save), () => {
    it('creates a package, trims its text and stores every value', async () => {
      const created = await create('ACME', {
        type: ' CTN ',
        name: '  Shipping carton  ',
        agencyCode: '92',
        length: '60.25',
        width: 40,
        height: 0,
        dimensionUnit: 'IN',
        weight: '1.5',
        weightUnit: 'LB',
      });
      const now = portal.clock.now().toISOString();
      expect(created.id).toBeGreaterThan(0);
      expect(created).toEqual({
        id: created.id,
        projectKey: 'ACME',
        type: 'CTN',
        name: 'Shipping carton',
        agencyCode: '92',
        length: 60.25,
        width: 40,
        height: 0,
        dimensionUnit: 'IN',
        weight: 1.5,
        weightUnit: 'LB',
        createdAt: now,
        updatedAt: now,
      });
      expect(await storedRow(created.id)).toEqual({
        project_key: 'ACME',
        type: 'CTN',
        name: 'Shipping carton',
        agency_code: '92',
        dimension_unit: 'IN',
        weight_unit: 'LB',
      });
      expect(
        successData(
          await call(packageEndpoints.info, { params: { id: created.id } }),
          packageSchema,
        ),
      ).toEqual(created);
    });

    it('leaves the optional fields empty when they are not given', async () => {
      const created = successData(
        await call(packageEndpoints.save, {
          body: { projectKey: 'ACME', type: 'BOX', name: 'x'.repeat(128), length: '' },
        }),
        packageSchema,
      );
      expect(created).toMatchObject({
        type: 'BOX',
        name: 'x'.repeat(128),
        agencyCode: '',
        length: null,
        width: null,
        height: null,
        dimensionUnit: '',
        weight: null,
        weightUnit: '',
      });
    });

    it('refuses a missing or blank required field, and saves nothing', async () => {
      const { type: _type, ...withoutType } = packageBody('ACME');
      expect(_type).toBe('PLT');
      const missing = expectFailure(
        await unchanged(() => call(packageEndpoints.save, { body: withoutType })),
        'FIELD_REQUIRED',
        { field: 'type' },
      );
      expect(missing.data?.issues).toContainEqual({
        field: 'type',
        message: 'This field cannot be empty',
      });
      expectFailure(
        await unchanged(() =>
          call(packageEndpoints.save, { body: packageBody('ACME', { name: '   ' }) }),
        ),
        'FIELD_REQUIRED',
        { field: 'name' },
      );
      expectFailure(
        await unchanged(() =>
          call(packageEndpoints.save, {
            body: packageBody('ACME', { projectKey: undefined }),
          }),
        ),
        'FIELD_REQUIRED',
        { field: 'projectKey' },
      );
    });

    it('refuses text over its maximum length', async () => {
      const name = expectFailure(
        await unchanged(() =>
          call(packageEndpoints.save, {
            body: packageBody('ACME', { name: 'n'.repeat(129) }),
          }),
        ),
        'VALIDATION_FAILED',
        { field: 'name' },
      );
      expect(name.data?.issues).toEqual([{ field: 'name', message: 'Max 128 characters' }]);
      const type = expectFailure(
        await unchanged(() =>
          call(packageEndpoints.save, {
            body: packageBody('ACME', { type: 'T'.repeat(33) }),
          }),
        ),
        'VALIDATION_FAILED',
        { field: 'type' },
      );
      expect(type.data?.issues).toEqual([{ field: 'type', message: 'Max 32 characters' }]);
    });

    it('refuses a negative or non-numeric measure', async () => {
      const negative = expectFailure(
        await unchanged(() =>
          call(packageEndpoints.save, { body: packageBody('ACME', { length: -1 }) }),
        ),
        'VALIDATION_FAILED',
        { field: 'length' },
      );
      expect(negative.data?.issues).toEqual([
        { field: 'length', message: 'Value must be greater than 0' },
      ]);
      expectFailure(
        await unchanged(() =>
          call(packageEndpoints.save, { body: packageBody('ACME', { weight: 'heavy' }) }),
        ),
        'VALIDATION_FAILED',
        { field: 'weight' },
      );
    });

    it('refuses a project that does not exist', async () => {
      expectFailure(
        await unchanged(() => call(packageEndpoints.save, { body: packageBody('NOBODY') })),
        'FIELD_INVALID',
        { field: 'projectKey' },
      );
    });

    it('refuses values that are not in their option list, naming every such field', async () => {
      const body = expectFailure(
        await unchanged(() =>
          call(packageEndpoints.save, {
            body: packageBody('ACME', { type: 'CRATE', weightUnit: 'STONE' }),
          }),
        ),
        'FIELD_INVALID',
        { field: 'type' },
      );
      expect(body.data?.issues).toEqual([
        { field: 'type', message: invalidInput },
        { field: 'weightUnit', message: invalidInput },
      ]);
      for (const [field, value] of [
        ['agencyCode', 'ZZ'],
        ['dimensionUnit', 'KG'],
      ] as const) {
        expectFailure(
          await unchanged(() =>
            call(packageEndpoints.save, { body: packageBody('ACME', { [field]: value }) }),
          ),
          'FIELD_INVALID',
          { field },
        );
      }
    });

    it('refuses a disabled option value, and keeps one a package already has', async () => {
      const bag = await create('ACME', { type: 'BAG', name: 'Poly bag', dimensionUnit: 'MR' });
      await setOption('package_type', 'BAG', false);
      await setOption('dimension_unit', 'MR', false);
      try {
        expectFailure(
          await unchanged(() =>
            call(packageEndpoints.save, { body: packageBody('ACME', { type: 'BAG' }) }),
          ),
          'FIELD_INVALID',
          { field: 'type' },
        );
        // The package keeps its disabled type and unit while another field changes.
        const kept = successData(
          await call(packageEndpoints.update, {
            params: { id: bag.id },
            body: {
              ...packageBody('ACME'),
              type: 'BAG',
              name: 'Large poly bag',
              dimensionUnit: 'MR',
            },
          }),
          packageSchema,
        );
        expect(kept).toMatchObject({ type: 'BAG', name: 'Large poly bag', dimensionUnit: 'MR' });
        // Another package cannot take them.
        const pallet = await create('ACME');
        const refused = expectFailure(
          await unchanged(() =>
            call(packageEndpoints.update, {
              params: { id: pallet.id },
              body: packageBody('ACME', { type: 'BAG', dimensionUnit: 'MR' }),
            }),
          ),
          'FIELD_INVALID',
          { field: 'type' },
        );
        expect(refused.data?.issues).toEqual([
          { field: 'type', message: invalidInput },
          { field: 'dimensionUnit', message: invalidInput },
        ]);
      } finally {
        await setOption('package_type', 'BAG', true);
        await setOption('dimension_unit', 'MR', true);
      }
    });
  });

  describe(endpointKey(packageEndpoints.page), () => {
    it('pages the packages by project, type and name, with their total', async () => {
      const names = Array.from(
        { length: 12 },
        (_, index) => `Pallet ${String(index).padStart(2, '0')}`,
      );
      for (const name of [...names].reverse()) await create('PAGED', { type: 'PLT', name });
      await create('PAGED', { type: 'CTN', name: 'Zeta carton' });
      await create('OTHER', { type: 'PLT', name: 'Pallet of another project' });

      const first = await page({ projectKey: 'PAGED', page: '1', size: '10' });
      expect(first).toMatchObject({ total: 13, page: 1, size: 10 });
      expect(first.records.map((record) => record.name)).toEqual([
        'Zeta carton',
        ...names.slice(0, 9),
      ]);
      const second = await page({ projectKey: 'PAGED', page: '2', size: '10' });
      expect(second).toMatchObject({ total: 13, page: 2, size: 10 });
      expect(second.records.map((record) => record.name)).toEqual(names.slice(9));
      expect(second.records.every((record) => record.projectKey === 'PAGED')).toBe(true);
      const beyond = await page({ projectKey: 'PAGED', page: '3', size: '10' });
      expect(beyond).toEqual({ records: [], total: 13, page: 3, size: 10 });
    });

    it('filters by type and by part of the name, case-insensitively', async () => {
      const byType = await page({ projectKey: 'PAGED', type: 'CTN' });
      expect(byType.records.map((record) => record.name)).toEqual(['Zeta carton']);
      const byName = await page({ projectKey: 'PAGED', name: 'LLET 1' });
      expect(byName.records.map((record) => record.name)).toEqual(['Pallet 10', 'Pallet 11']);
      // Without a project, every project's packages are searched.
      const everywhere = await page({ name: 'pallet', size: '100' });
      expect(everywhere.records.map((record) => record.projectKey)).toEqual(
        expect.arrayContaining(['PAGED', 'OTHER']),
      );
      expect(everywhere.records.every((record) => /pallet/i.test(record.name))).toBe(true);
      // A LIKE wildcard typed by the user is searched for, not expanded.
      expect((await page({ name: '%' })).total).toBe(0);
    });

    it('refuses a page size that is not offered', async () => {
      expectFailure(
        await call(packageEndpoints.page, { query: { size: 7 } }),
        'VALIDATION_FAILED',
        { field: 'size' },
      );
    });
  });

  describe(endpointKey(packageEndpoints.list), () => {
    it("lists a project's packages by type and name, for the screens that pick one", async () => {
      const carton = await create('LISTED', { type: 'CTN', name: 'Carton' });
      const pallet = await create('LISTED', { type: 'PLT', name: 'Pallet' });
      const bigCarton = await create('LISTED', { type: 'CTN', name: 'Big carton' });
      for (const caller of [token, deliveryToken, purchaseToken]) {
        const listed = successData(
          await call(packageEndpoints.list, { query: { projectKey: 'LISTED' }, token: caller }),
          listSchema,
        );
        expect(listed).toEqual([bigCarton, carton, pallet]);
      }
      expect(
        successData(
          await call(packageEndpoints.list, { query: { projectKey: 'NOBODY' } }),
          listSchema,
        ),
      ).toEqual([]);
    });

    it('requires the project', async () => {
      expectFailure(await call(packageEndpoints.list), 'FIELD_REQUIRED', { field: 'projectKey' });
    });
  });

  describe(endpointKey(packageEndpoints.info), () => {
    it('refuses an id that names no package', async () => {
      expectFailure(await call(packageEndpoints.info, { params: { id: 999_999 } }), 'NOT_FOUND', {
        field: 'id',
      });
      expectFailure(
        await call(packageEndpoints.info, { params: { id: 'pallet' } }),
        'VALIDATION_FAILED',
        { field: 'id' },
      );
    });

    it('answers in the language of the request', async () => {
      const response = await portal.request(packageEndpoints.info, {
        params: { id: 999_999 },
        token,
        language: 'zh-CN',
      });
      expectFailure(response, 'NOT_FOUND', { field: 'id', language: 'zh-cn' });
    });
  });

  describe(endpointKey(packageEndpoints.update), () => {
    it('changes every field but the project', async () => {
      const created = await create('ACME', { name: 'Before' });
      portal.clock.advance(60_000);
      const updated = successData(
        await call(packageEndpoints.update, {
          params: { id: created.id },
          body: {
            projectKey: 'OTHER',
            type: 'CAS',
            name: ' After ',
            agencyCode: '',
            length: 1.125,
            width: '',
            height: '3',
            dimensionUnit: 'IN',
            weight: 0.5,
            weightUnit: 'OZ',
          },
        }),
        packageSchema,
      );
      expect(updated).toEqual({
        id: created.id,
        projectKey: 'ACME',
        type: 'CAS',
        name: 'After',
        agencyCode: '',
        length: 1.125,
        width: null,
        height: 3,
        dimensionUnit: 'IN',
        weight: 0.5,
        weightUnit: 'OZ',
        createdAt: created.createdAt,
        updatedAt: portal.clock.now().toISOString(),
      });
      expect(updated.updatedAt).not.toBe(created.updatedAt);
      expect(
        successData(
          await call(packageEndpoints.info, { params: { id: created.id } }),
          packageSchema,
        ),
      ).toEqual(updated);
      expect((await storedRow(created.id))?.project_key).toBe('ACME');
    });

    it('refuses bad input and an unknown id, changing nothing', async () => {
      const created = await create('ACME');
      expectFailure(
        await unchanged(() =>
          call(packageEndpoints.update, {
            params: { id: created.id },
            body: packageBody('ACME', { name: '' }),
          }),
        ),
        'FIELD_REQUIRED',
        { field: 'name' },
      );
      expectFailure(
        await unchanged(() =>
          call(packageEndpoints.update, {
            params: { id: created.id },
            body: packageBody('ACME', { agencyCode: 'NOPE' }),
          }),
        ),
        'FIELD_INVALID',
        { field: 'agencyCode' },
      );
      expectFailure(
        await unchanged(() =>
          call(packageEndpoints.update, { params: { id: 999_999 }, body: packageBody('ACME') }),
        ),
        'NOT_FOUND',
        { field: 'id' },
      );
    });
  });

  describe(endpointKey(packageEndpoints.remove), () => {
    it('deletes a package, and then it is not found', async () => {
      const created = await create('ACME', { name: 'Doomed' });
      expect(
        successData(await call(packageEndpoints.remove, { params: { id: created.id } }), z.null()),
      ).toBeNull();
      expect(await storedRow(created.id)).toBeUndefined();
      expectFailure(
        await call(packageEndpoints.info, { params: { id: created.id } }),
        'NOT_FOUND',
        { field: 'id' },
      );
      expectFailure(
        await unchanged(() => call(packageEndpoints.remove, { params: { id: created.id } })),
        'NOT_FOUND',
        { field: 'id' },
      );
    });
  });

  describe('access', () => {
    it('refuses every call to a user without the PACKAGE role', async () => {
      const created = await create('ACME');
      const params = { id: created.id };
      const calls: [EndpointDefinition, RequestOptions][] = [
        [packageEndpoints.page, {}],
        [packageEndpoints.list, { query: { projectKey: 'ACME' } }],
        [packageEndpoints.save, { body: packageBody('ACME') }],
        [packageEndpoints.info, { params }],
        [packageEndpoints.update, { params, body: packageBody('ACME', { name: 'Hacked' }) }],
        [packageEndpoints.remove, { params }],
      ];
      for (const [definition, options] of calls) {
        expectFailure(
          await unchanged(() => call(definition, { ...options, token: outsiderToken })),
          'NO_PERMISSION',
        );
      }
      for (const caller of [deliveryToken, purchaseToken]) {
        expectFailure(await call(packageEndpoints.page, { token: caller }), 'NO_PERMISSION');
      }
    });
  });

  describe('export', () => {
    it('writes the selected packages to a workbook, headers in the language asked for', async () => {
      const pallet = await create('OTHER', { type: 'PLT', name: 'Export pallet' });
      const bag = await create('ACME', {
        type: 'BAG',
        name: 'Export bag',
        agencyCode: '',
        length: '',
        width: '',
        height: '',
        dimensionUnit: '',
        weight: 0.25,
        weightUnit: 'KG',
      });
      const service = new PackagesService(portal.database.db, portal.clock);
      expect((await service.byIds([pallet.id, bag.id, 999_999])).map((row) => row.id)).toEqual([
        bag.id,
        pallet.id,
      ]);
      const rows = await rowsOf(await service.export([pallet.id, bag.id], 'en-us'));
      expect(rows[0]).toEqual(packageColumns.map((column) => column.header['en-us']));
      expect(rows[0]).toEqual([
        'Project',
        'Package type',
        'Package name',
        'Agency code',
        'Length',
        'Width',
        'Height',
        'Dimension unit',
        'Weight',
        'Weight unit',
      ]);
      // An empty measure is an empty cell, an empty code an empty text.
      expect(rows.slice(1)).toEqual([
        ['ACME', 'BAG', 'Export bag', '', undefined, undefined, undefined, '', 0.25, 'KG'],
        ['OTHER', 'PLT', 'Export pallet', '1', 120, 80, 14.4, 'CM', 25.5, 'KG'],
      ]);
      const chinese = await rowsOf(await service.export([bag.id], 'zh-cn'));
      expect(chinese[0]?.slice(0, 3)).toEqual(['项目', '包装类型', '包装名称']);
      expect(chinese).toHaveLength(2);
    });
  });
});
