import {
  endpointKey,
  locationEndpoints,
  locationPageSchema,
  locationSchema,
  type EndpointDefinition,
  type Location,
  type Role,
} from '@portal/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { expectFailure, successData } from '../testing/envelope-assertions';
import { databaseKinds, snapshotTables } from '../testing/test-database';
import { startTestPortal, type RequestOptions, type TestPortal } from '../testing/test-portal';
import { rowsOf } from '../testing/workbook-fixtures';
import { locationColumns, LocationsService } from './locations.service';

const english = 'en-US';
const listSchema = z.array(locationSchema);
const invalidInput = 'Information input error';
const requiredMessage = 'This field cannot be empty';

/** A full location body; `overrides` replace or add fields. */
const locationBody = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  type: 'ST',
  name: 'Main distribution centre',
  partyName: 'Retail Co DC 12',
  partyId: '0012345678',
  agencyCode: '1',
  address: '1 Warehouse Road',
  street: 'Building B',
  city: 'Columbus',
  stateCode: 'OH',
  postcode: '43004',
  countryCode: 'US',
  ...overrides,
});

/** Texts sort by their bytes, as the server orders them. */
const byBytes = (a: string, b: string): number => Buffer.compare(Buffer.from(a), Buffer.from(b));

describe.each(databaseKinds)('locations API on %s', (kind) => {
  let portal: TestPortal;
  let token: string;
  let outsiderToken: string;
  let pickerTokens: string[];

  beforeAll(async () => {
    portal = await startTestPortal(kind);
    const tokenOf = async (account: string, roles: readonly Role[]) =>
      portal.tokenFor((await portal.createUser({ account, roles })).id);
    token = await tokenOf('address-clerk', ['LOCATION']);
    outsiderToken = await tokenOf('store-clerk', ['STORE']);
    pickerTokens = [
      await tokenOf('order-clerk', ['ORDER']),
      await tokenOf('buyer', ['PURCHASE']),
      await tokenOf('shipper', ['DELIVERY']),
      await tokenOf('biller', ['INVOICE']),
    ];
  }, 60_000);
  afterAll(() => portal.close());

  /** A call in English, as the LOCATION user unless another token is given. */
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

  const save = (overrides: Record<string, unknown> = {}) =>
    call(locationEndpoints.save, { body: locationBody(overrides) });

  async function create(overrides: Record<string, unknown> = {}): Promise<Location> {
    return successData(await save(overrides), locationSchema);
  }

  async function page(query: Record<string, string>) {
    return successData(await call(locationEndpoints.page, { query }), locationPageSchema);
  }

  async function list(query: { type?: string } = {}, caller = token): Promise<Location[]> {
    return successData(await call(locationEndpoints.list, { query, token: caller }), listSchema);
  }

  async function storedRow(id: number) {
    const [row] = await portal.database.sql.query<Record<string, unknown>>(
      `SELECT type, name, party_name, party_id, agency_code, address, street, city, state_code,
         postcode, country_code FROM locations WHERE id = $1`,
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

  describe(endpointKey(locationEndpoints.save), () => {
    it('creates a location, trims its text and stores every value', async () => {
      const created = await create({
        type: ' SF ',
        name: ' Factory ',
        partyName: ' Acme Supply ',
        partyId: ' 4012345000009 ',
        agencyCode: 'UL',
        address: ' 88 Industrial Avenue ',
        street: ' Gate 3 ',
        city: ' Ningbo ',
        stateCode: ' ZJ ',
        postcode: ' 315000 ',
        countryCode: ' CN ',
      });
      const now = portal.clock.now().toISOString();
      expect(created.id).toBeGreaterThan(0);
      expect(created).toEqual({
        id: created.id,
        type: 'SF',
        name: 'Factory',
        partyName: 'Acme Supply',
        partyId: '4012345000009',
        agencyCode: 'UL',
        address: '88 Industrial Avenue',
        street: 'Gate 3',
        city: 'Ningbo',
        stateCode: 'ZJ',
        postcode: '315000',
        countryCode: 'CN',
        createdAt: now,
        updatedAt: now,
      });
      expect(await storedRow(created.id)).toEqual({
        type: 'SF',
        name: 'Factory',
        party_name: 'Acme Supply',
        party_id: '4012345000009',
        agency_code: 'UL',
        address: '88 Industrial Avenue',
        street: 'Gate 3',
        city: 'Ningbo',
        state_code: 'ZJ',
        postcode: '315000',
        country_code: 'CN',
      });
      expect(
        successData(
          await call(locationEndpoints.info, { params: { id: created.id } }),
          locationSchema,
        ),
      ).toEqual(created);
    });

    it('accepts a party named by its id only, or by its name only', async () => {
      const byId = successData(
        await call(locationEndpoints.save, {
          body: { type: 'ST', name: 'Store 7', partyId: 'STORE-7', address: '7 High Street' },
        }),
        locationSchema,
      );
      expect(byId).toMatchObject({
        partyId: 'STORE-7',
        partyName: '',
        agencyCode: '',
        street: '',
        city: '',
        stateCode: '',
        postcode: '',
        countryCode: '',
      });
      const byName = await create({ partyId: '', partyName: 'Retail Co', agencyCode: '' });
      expect(byName).toMatchObject({ partyId: '', partyName: 'Retail Co', agencyCode: '' });
    });

    it('refuses a location with neither party id nor party name, naming both', async () => {
      for (const party of [
        { partyId: undefined, partyName: undefined },
        { partyId: '  ', partyName: '' },
      ]) {
        const body = expectFailure(await unchanged(() => save(party)), 'FIELD_REQUIRED', {
          field: 'partyId',
        });
        expect(body.data?.issues).toEqual([
          { field: 'partyId', message: requiredMessage },
          { field: 'partyName', message: requiredMessage },
        ]);
      }
    });

    it('refuses a missing or blank required field', async () => {
      const { address, ...withoutAddress } = locationBody();
      expect(address).toBe('1 Warehouse Road');
      expectFailure(
        await unchanged(() => call(locationEndpoints.save, { body: withoutAddress })),
        'FIELD_REQUIRED',
        { field: 'address' },
      );
      expectFailure(await unchanged(() => save({ type: '' })), 'FIELD_REQUIRED', { field: 'type' });
      expectFailure(await unchanged(() => save({ name: ' ' })), 'FIELD_REQUIRED', {
        field: 'name',
      });
    });

    it('refuses text over its maximum length', async () => {
      for (const [field, length] of [
        ['name', 128],
        ['partyName', 128],
        ['address', 128],
        ['street', 128],
        ['city', 32],
        ['stateCode', 32],
        ['postcode', 32],
      ] as const) {
        const body = expectFailure(
          await unchanged(() => save({ [field]: 'x'.repeat(length + 1) })),
          'VALIDATION_FAILED',
          { field },
        );
        expect(body.data?.issues).toEqual([{ field, message: `Max ${length} characters` }]);
      }
      const longest = await create({
        name: 'n'.repeat(128),
        address: 'a'.repeat(128),
        city: 'c'.repeat(32),
        partyId: 'p'.repeat(32),
      });
      expect(longest.name).toHaveLength(128);
      expectFailure(await unchanged(() => save({ partyId: 'p'.repeat(33) })), 'VALIDATION_FAILED', {
        field: 'partyId',
      });
    });

    it('refuses a party id that is not an id', async () => {
      const body = expectFailure(
        await unchanged(() => save({ partyId: 'DUNS 0012345678' })),
        'VALIDATION_FAILED',
        { field: 'partyId' },
      );
      expect(body.data?.issues).toEqual([
        {
          field: 'partyId',
          message: 'Only letters, digits, hyphens and underscores are allowed',
        },
      ]);
    });

    it('refuses a country code that is not two uppercase letters', async () => {
      for (const countryCode of ['china', 'cn', 'USA', 'C1']) {
        const body = expectFailure(
          await unchanged(() => save({ countryCode })),
          'VALIDATION_FAILED',
          { field: 'countryCode' },
        );
        expect(body.data?.issues).toEqual([
          {
            field: 'countryCode',
            message: 'Enter a two-letter uppercase country or region code, such as CN, US or HK',
          },
        ]);
      }
    });

    it('refuses values that are not in their option list', async () => {
      const both = expectFailure(
        await unchanged(() => save({ type: 'BT', agencyCode: 'ZZ' })),
        'FIELD_INVALID',
        { field: 'type' },
      );
      expect(both.data?.issues).toEqual([
        { field: 'type', message: invalidInput },
        { field: 'agencyCode', message: invalidInput },
      ]);
      // A code of another list is not a location type.
      expectFailure(await unchanged(() => save({ type: 'PLT' })), 'FIELD_INVALID', {
        field: 'type',
      });
      expectFailure(await unchanged(() => save({ agencyCode: 'KG' })), 'FIELD_INVALID', {
        field: 'agencyCode',
      });
    });

    it('refuses a disabled option value, and keeps one a location already has', async () => {
      const remit = await create({ type: 'RI', name: 'Remittance office', agencyCode: '91' });
      await setOption('location_type', 'RI', false);
      await setOption('agency_code', '91', false);
      try {
        expectFailure(await unchanged(() => save({ type: 'RI' })), 'FIELD_INVALID', {
          field: 'type',
        });
        const kept = successData(
          await call(locationEndpoints.update, {
            params: { id: remit.id },
            body: locationBody({ type: 'RI', agencyCode: '91', name: 'Accounts receivable' }),
          }),
          locationSchema,
        );
        expect(kept).toMatchObject({ type: 'RI', agencyCode: '91', name: 'Accounts receivable' });
        const other = await create();
        const refused = expectFailure(
          await unchanged(() =>
            call(locationEndpoints.update, {
              params: { id: other.id },
              body: locationBody({ type: 'RI', agencyCode: '91' }),
            }),
          ),
          'FIELD_INVALID',
          { field: 'type' },
        );
        expect(refused.data?.issues).toEqual([
          { field: 'type', message: invalidInput },
          { field: 'agencyCode', message: invalidInput },
        ]);
      } finally {
        await setOption('location_type', 'RI', true);
        await setOption('agency_code', '91', true);
      }
    });
  });

  describe(endpointKey(locationEndpoints.page), () => {
    it('pages the locations by type and name, with their total', async () => {
      const names = Array.from(
        { length: 11 },
        (_, index) => `Paged ${String(index).padStart(2, '0')}`,
      );
      for (const name of [...names].reverse()) await create({ type: 'ST', name, partyId: 'PAGED' });
      await create({ type: 'SF', name: 'Paged origin', partyId: 'PAGED' });

      const first = await page({ name: 'paged', page: '1', size: '10' });
      expect(first).toMatchObject({ total: 12, page: 1, size: 10 });
      expect(first.records.map((record) => record.name)).toEqual([
        'Paged origin',
        ...names.slice(0, 9),
      ]);
      const second = await page({ name: 'paged', page: '2', size: '10' });
      expect(second).toMatchObject({ total: 12, page: 2, size: 10 });
      expect(second.records.map((record) => record.name)).toEqual(names.slice(9));
    });

    it('filters by type, by part of the name and by part of the party id', async () => {
      const byType = await page({ name: 'paged', type: 'SF' });
      expect(byType.records.map((record) => record.name)).toEqual(['Paged origin']);
      // The type is a code chosen from a list: it is matched whole.
      expect((await page({ name: 'paged', type: 'S' })).total).toBe(0);
      const byParty = await page({ partyId: 'aged', size: '20' });
      expect(byParty.total).toBe(12);
      const byName = await page({ name: 'GED 1' });
      expect(byName.records.map((record) => record.name)).toEqual(['Paged 10']);
      expect((await page({ name: '_' })).total).toBe(0);
    });

    it('refuses a page size that is not offered', async () => {
      expectFailure(
        await call(locationEndpoints.page, { query: { size: 15 } }),
        'VALIDATION_FAILED',
        { field: 'size' },
      );
    });
  });

  describe(endpointKey(locationEndpoints.list), () => {
    it('lists every location by name, or those of one type, for the screens that pick one', async () => {
      const [counted] = await portal.database.sql.query<{ total: string | number }>(
        'SELECT count(*) AS total FROM locations',
      );
      const everything = await list();
      expect(everything).toHaveLength(Number(counted?.total));
      const names = everything.map((location) => location.name);
      expect(names).toEqual([...names].sort(byBytes));
      expect(await list({ type: '' })).toEqual(everything);

      const shipFrom = await list({ type: 'SF' });
      expect(shipFrom.length).toBeGreaterThan(0);
      expect(shipFrom).toEqual(everything.filter((location) => location.type === 'SF'));
      for (const caller of pickerTokens) {
        expect(await list({ type: 'SF' }, caller)).toEqual(shipFrom);
      }
      expect(await list({ type: 'XX' })).toEqual([]);
    });
  });

  describe(endpointKey(locationEndpoints.info), () => {
    it('refuses an id that names no location', async () => {
      expectFailure(await call(locationEndpoints.info, { params: { id: 999_999 } }), 'NOT_FOUND', {
        field: 'id',
      });
      expectFailure(
        await call(locationEndpoints.info, { params: { id: 0 } }),
        'VALIDATION_FAILED',
        { field: 'id' },
      );
    });
  });

  describe(endpointKey(locationEndpoints.update), () => {
    it('changes every field', async () => {
      const created = await create({ name: 'Before' });
      portal.clock.advance(60_000);
      const input = {
        type: 'RI',
        name: 'After',
        partyName: '',
        partyId: 'REMIT-1',
        agencyCode: '92',
        address: 'PO Box 1',
        street: '',
        city: 'Hong Kong',
        stateCode: '',
        postcode: '',
        countryCode: 'HK',
      };
      const updated = successData(
        await call(locationEndpoints.update, { params: { id: created.id }, body: input }),
        locationSchema,
      );
      expect(updated).toEqual({
        id: created.id,
        ...input,
        createdAt: created.createdAt,
        updatedAt: portal.clock.now().toISOString(),
      });
      expect(updated.updatedAt).not.toBe(created.updatedAt);
      expect(
        successData(
          await call(locationEndpoints.info, { params: { id: created.id } }),
          locationSchema,
        ),
      ).toEqual(updated);
    });

    it('refuses bad input and an unknown id, changing nothing', async () => {
      const created = await create();
      const update = (body: unknown) =>
        call(locationEndpoints.update, { params: { id: created.id }, body });
      expectFailure(
        await unchanged(() => update(locationBody({ partyId: '', partyName: '' }))),
        'FIELD_REQUIRED',
        { field: 'partyId' },
      );
      expectFailure(
        await unchanged(() => update(locationBody({ countryCode: 'china' }))),
        'VALIDATION_FAILED',
        { field: 'countryCode' },
      );
      expectFailure(await unchanged(() => update(locationBody({ type: 'XX' }))), 'FIELD_INVALID', {
        field: 'type',
      });
      expectFailure(
        await unchanged(() =>
          call(locationEndpoints.update, { params: { id: 999_999 }, body: locationBody() }),
        ),
        'NOT_FOUND',
        { field: 'id' },
      );
    });
  });

  describe(endpointKey(locationEndpoints.remove), () => {
    it('deletes a location, and then it is not found', async () => {
      const created = await create({ name: 'Doomed' });
      expect(
        successData(await call(locationEndpoints.remove, { params: { id: created.id } }), z.null()),
      ).toBeNull();
      expect(await storedRow(created.id)).toBeUndefined();
      expectFailure(
        await call(locationEndpoints.info, { params: { id: created.id } }),
        'NOT_FOUND',
        { field: 'id' },
      );
      expectFailure(
        await unchanged(() => call(locationEndpoints.remove, { params: { id: created.id } })),
        'NOT_FOUND',
        { field: 'id' },
      );
    });
  });

  describe('access', () => {
    it('refuses every call to a user without the LOCATION role', async () => {
      const created = await create();
      const params = { id: created.id };
      const calls: [EndpointDefinition, RequestOptions][] = [
        [locationEndpoints.page, {}],
        [locationEndpoints.list, {}],
        [locationEndpoints.save, { body: locationBody() }],
        [locationEndpoints.info, { params }],
        [locationEndpoints.update, { params, body: locationBody({ name: 'Hacked' }) }],
        [locationEndpoints.remove, { params }],
      ];
      for (const [definition, options] of calls) {
        expectFailure(
          await unchanged(() => call(definition, { ...options, token: outsiderToken })),
          'NO_PERMISSION',
        );
      }
      // The screens that pick a location may list them, nothing more.
      for (const caller of pickerTokens) {
        expectFailure(
          await unchanged(() =>
            call(locationEndpoints.save, { token: caller, body: locationBody() }),
          ),
          'NO_PERMISSION',
        );
      }
    });
  });

  describe('export', () => {
    it('writes the selected locations to a workbook, headers in the language asked for', async () => {
      const zulu = await create({ type: 'ST', name: 'Zulu export' });
      const alpha = await create({
        type: 'ST',
        name: 'Alpha export',
        partyName: '',
        agencyCode: '',
        street: '',
        city: '',
        stateCode: '',
        postcode: '',
        countryCode: '',
      });
      const service = new LocationsService(portal.database.db, portal.clock);
      expect((await service.byIds([zulu.id, alpha.id, 999_999])).map((row) => row.id)).toEqual([
        alpha.id,
        zulu.id,
      ]);
      const rows = await rowsOf(await service.export([zulu.id, alpha.id], 'en-us'));
      expect(rows).toEqual([
        locationColumns.map((column) => column.header['en-us']),
        ['ST', 'Alpha export', '', '0012345678', '', '1 Warehouse Road', '', '', '', '', ''],
        [
          'ST',
          'Zulu export',
          'Retail Co DC 12',
          '0012345678',
          '1',
          '1 Warehouse Road',
          'Building B',
          'Columbus',
          'OH',
          '43004',
          'US',
        ],
      ]);
      expect(rows[0]).toEqual([
        'Location type',
        'Location name',
        'Party name',
        'Party ID',
        'Agency code',
        'Address',
        'Street',
        'City',
        'State code',
        'Postcode',
        'Country code',
      ]);
      const chinese = await rowsOf(await service.export([alpha.id], 'zh-cn'));
      expect(chinese[0]).toEqual(locationColumns.map((column) => column.header['zh-cn']));
      expect(chinese[0]?.[1]).toBe('地址名称');
      expect(chinese).toHaveLength(2);
    });
  });
});
