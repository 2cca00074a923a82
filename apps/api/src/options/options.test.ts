import {
  fileExportEndpoints,
  optionDetailPageSchema,
  optionDetailSchema,
  optionTypePageSchema,
  optionEndpoints,
  optionTypeSchema,
  optionValueEndpoints,
  validationMessages,
  type EndpointDefinition,
} from '@portal/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { expectFailure, successData } from '../testing/envelope-assertions';
import { databaseKinds, snapshotTables } from '../testing/test-database';
import { startTestPortal, type RequestOptions, type TestPortal } from '../testing/test-portal';
import { rowsOf } from '../testing/workbook-fixtures';

const english = 'en-US';
const detailList = z.array(optionDetailSchema);

describe.each(databaseKinds)('options API on %s', (kind) => {
  let portal: TestPortal;
  let token: string;
  let plainUser: string;

  beforeAll(async () => {
    portal = await startTestPortal(kind);
    const keeper = await portal.createUser({ account: 'keeper', roles: ['OPTION'] });
    token = await portal.tokenFor(keeper.id);
    const plain = await portal.createUser({ account: 'plain', roles: ['USER'] });
    plainUser = await portal.tokenFor(plain.id);
  }, 60_000);
  afterAll(() => portal.close());

  const call = (
    definition: EndpointDefinition,
    options: RequestOptions = {},
  ): Promise<LightMyRequestResponse> =>
    portal.request(definition, { token, language: english, ...options });

  async function unchanged(request: () => Promise<LightMyRequestResponse>) {
    const before = await snapshotTables(portal.database);
    const response = await request();
    expect(await snapshotTables(portal.database)).toEqual(before);
    return response;
  }

  const values = async (typeKey: string, all = false, as = plainUser) =>
    successData(
      await call(optionValueEndpoints.list, {
        query: { typeKey, all: all ? 'true' : undefined },
        token: as,
      }),
      detailList,
    ).map((detail) => detail.value);

  it('starts with the EDI code lists the dropdowns read', async () => {
    const types = successData(await call(optionEndpoints.list), z.array(optionTypeSchema));
    expect(types.map((type) => type.key)).toEqual([
      'agency_code',
      'dimension_unit',
      'location_type',
      'package_type',
      'unit',
      'weight_unit',
    ]);
    expect(await values('location_type')).toEqual(['ST', 'SF', 'RI']);
    expect(await values('package_type')).toEqual(['PLT', 'CTN', 'BOX', 'BAG', 'CAS']);
  });

  it('creates, renames and deletes an option type with its values', async () => {
    const created = successData(
      await call(optionEndpoints.save, { body: { name: 'Carrier', key: 'carrier' } }),
      optionTypeSchema,
    );
    expect(created).toMatchObject({ key: 'carrier', detailCount: 0, activeCount: 0 });
    expectFailure(
      await unchanged(() =>
        call(optionEndpoints.save, { body: { name: 'Again', key: 'carrier' } }),
      ),
      'ALREADY_EXISTS',
      { field: 'key' },
    );
    const detail = successData(
      await call(optionValueEndpoints.save, {
        body: { optionTypeId: created.id, name: 'UPS', value: 'UPSN', active: true, sort: 1 },
      }),
      optionDetailSchema,
    );
    expect(detail).toMatchObject({ optionTypeKey: 'carrier', value: 'UPSN', description: '' });
    const renamed = successData(
      await call(optionEndpoints.update, {
        params: { id: created.id },
        body: { name: 'Carriers', key: 'carrier_scac' },
      }),
      optionTypeSchema,
    );
    expect(renamed).toMatchObject({ name: 'Carriers', detailCount: 1, activeCount: 1 });
    expect(await values('carrier_scac')).toEqual(['UPSN']);
    const page = successData(
      await call(optionEndpoints.page, { query: { key: 'carrier' } }),
      optionTypePageSchema,
    );
    expect(page.records.map((type) => type.key)).toEqual(['carrier_scac']);
    successData(await call(optionEndpoints.remove, { params: { id: created.id } }), z.null());
    expectFailure(
      await call(optionValueEndpoints.info, { params: { id: detail.id } }),
      'NOT_FOUND',
      { field: 'id' },
    );
    expectFailure(await call(optionEndpoints.info, { params: { id: created.id } }), 'NOT_FOUND', {
      field: 'id',
    });
  });

  it('refuses bad option input with the rule of the field, changing nothing', async () => {
    const type = successData(
      await call(optionEndpoints.save, { body: { name: 'Colour', key: 'colour' } }),
      optionTypeSchema,
    );
    const cases: [Record<string, unknown>, string, string][] = [
      [{ optionTypeId: undefined }, 'optionTypeId', validationMessages.required['en-us']],
      [{ name: '' }, 'name', validationMessages.required['en-us']],
      [{ value: '' }, 'value', validationMessages.required['en-us']],
      [{ value: 'x'.repeat(33) }, 'value', 'Max 32 characters'],
      [{ sort: -1 }, 'sort', validationMessages.invalid['en-us']],
    ];
    for (const [overrides, field, message] of cases) {
      const body = { optionTypeId: type.id, name: 'Red', value: 'RED', active: true, sort: 0 };
      const response = await unchanged(() =>
        call(optionValueEndpoints.save, { body: { ...body, ...overrides } }),
      );
      expect(response.statusCode, JSON.stringify(overrides)).toBe(422);
      const data = response.json<{ data: { field: string; issues: { message: string }[] } }>();
      expect(data.data.field).toBe(field);
      expect(data.data.issues[0]?.message).toBe(message);
    }
    expectFailure(
      await unchanged(() => call(optionEndpoints.save, { body: { name: 'A', key: 'a b' } })),
      'VALIDATION_FAILED',
      { field: 'key' },
    );
    expectFailure(
      await unchanged(() =>
        call(optionValueEndpoints.save, {
          body: { optionTypeId: 999_999, name: 'Red', value: 'RED', active: true, sort: 0 },
        }),
      ),
      'FIELD_INVALID',
      { field: 'optionTypeId' },
    );
    successData(
      await call(optionValueEndpoints.save, {
        body: { optionTypeId: type.id, name: 'Red', value: 'RED', active: true, sort: 0 },
      }),
      optionDetailSchema,
    );
    expectFailure(
      await unchanged(() =>
        call(optionValueEndpoints.save, {
          body: { optionTypeId: type.id, name: 'Red again', value: 'RED', active: true, sort: 1 },
        }),
      ),
      'ALREADY_EXISTS',
      { field: 'value' },
    );
  });

  it('disables a value: no dropdown offers it until it is enabled again', async () => {
    const [kg] = successData(
      await call(optionValueEndpoints.page, { query: { value: 'KG', size: 10 } }),
      optionDetailPageSchema,
    ).records.filter((detail) => detail.optionTypeKey === 'weight_unit');
    if (kg === undefined) throw new Error('no KG weight unit');
    const disabled = successData(
      await call(optionValueEndpoints.active, { params: { id: kg.id }, body: { active: false } }),
      optionDetailSchema,
    );
    expect(disabled.active).toBe(false);
    expect(await values('weight_unit')).not.toContain('KG');
    expect(await values('weight_unit', true, token)).toContain('KG');
    const type = successData(
      await call(optionEndpoints.info, { params: { id: kg.optionTypeId } }),
      optionTypeSchema,
    );
    expect(type.activeCount).toBe(type.detailCount - 1);
    successData(
      await call(optionValueEndpoints.active, { params: { id: kg.id }, body: { active: true } }),
      optionDetailSchema,
    );
    expect(await values('weight_unit')).toContain('KG');
    expectFailure(
      await call(optionValueEndpoints.active, { params: { id: 999_999 }, body: { active: false } }),
      'DISABLE_FAILED',
      { field: 'id' },
    );
    expectFailure(
      await call(optionValueEndpoints.active, { params: { id: 999_999 }, body: { active: true } }),
      'ENABLE_FAILED',
      { field: 'id' },
    );
  });

  it('edits and deletes a value', async () => {
    const unit = successData(
      await call(optionEndpoints.page, { query: { key: 'unit' } }),
      optionTypePageSchema,
    ).records.find((type) => type.key === 'unit');
    if (unit === undefined) throw new Error('no unit list');
    const created = successData(
      await call(optionValueEndpoints.save, {
        body: { optionTypeId: unit.id, name: 'Gross', value: 'GR', active: true, sort: 9 },
      }),
      optionDetailSchema,
    );
    const edited = successData(
      await call(optionValueEndpoints.update, {
        params: { id: created.id },
        body: {
          optionTypeId: unit.id,
          name: 'Gross (144)',
          value: 'GRO',
          active: true,
          sort: 9,
          description: 'twelve dozen',
        },
      }),
      optionDetailSchema,
    );
    expect(edited).toMatchObject({
      name: 'Gross (144)',
      value: 'GRO',
      description: 'twelve dozen',
    });
    expect(await values('unit')).toContain('GRO');
    successData(await call(optionValueEndpoints.remove, { params: { id: created.id } }), z.null());
    expect(await values('unit')).not.toContain('GRO');
    expectFailure(
      await call(optionValueEndpoints.remove, { params: { id: created.id } }),
      'NOT_FOUND',
      { field: 'id' },
    );
  });

  it('exports selected types and values to Excel', async () => {
    const types = successData(await call(optionEndpoints.list), z.array(optionTypeSchema));
    const unit = types.find((type) => type.key === 'unit');
    if (unit === undefined) throw new Error('no unit list');
    const typeExport = await call(fileExportEndpoints.export, {
      body: { resource: 'optionType', ids: [unit.id] },
    });
    expect(typeExport.statusCode, typeExport.body).toBe(200);
    expect(await rowsOf(typeExport.rawPayload)).toEqual([
      ['Option code', 'Name', 'Values', 'Enabled values'],
      ['unit', 'Unit of measure', unit.detailCount, unit.activeCount],
    ]);
    const details = successData(
      await call(optionValueEndpoints.page, { query: { optionTypeId: unit.id, size: 10 } }),
      optionDetailPageSchema,
    ).records.slice(0, 2);
    const detailExport = await call(fileExportEndpoints.export, {
      body: { resource: 'optionDetail', ids: details.map((detail) => detail.id) },
    });
    const rows = await rowsOf(detailExport.rawPayload);
    expect(rows.slice(1).map((row) => row[1])).toEqual(['EA', 'CA']);
    // The type by its name and the state in words, never `unit` or a bare Y / true.
    expect(rows[0]?.[3]).toBe('Status');
    expect(rows.slice(1).map((row) => [row[0], row[3]])).toEqual([
      ['Unit of measure', 'Enabled'],
      ['Unit of measure', 'Enabled'],
    ]);

    const chinese = async (resource: 'optionType' | 'optionDetail', ids: number[]) =>
      rowsOf(
        (
          await call(fileExportEndpoints.export, {
            language: 'zh-CN',
            body: { resource, ids },
          })
        ).rawPayload,
      );
    expect((await chinese('optionType', [unit.id]))[1]?.slice(0, 2)).toEqual(['unit', '计量单位']);
    const chineseDetails = await chinese(
      'optionDetail',
      details.map((detail) => detail.id),
    );
    expect(chineseDetails[1]?.[0]).toBe('计量单位');
    expect(chineseDetails[1]?.[3]).toBe('已启用');
  });

  it("names the built-in types in the reader's language and finds them by either name", async () => {
    const named = async (name: string) =>
      successData(
        await call(optionEndpoints.page, { query: { name } }),
        optionTypePageSchema,
      ).records.map((type) => type.key);
    expect(await named('计量')).toEqual(['unit']);
    expect(await named('agency')).toEqual(['agency_code']);
    expect(await named('机构代码')).toEqual(['agency_code']);
  });

  it('keeps option management to the OPTION role, dropdown values to everyone', async () => {
    expectFailure(await call(optionEndpoints.page, { token: plainUser }), 'NO_PERMISSION');
    expectFailure(
      await unchanged(() =>
        call(optionEndpoints.save, { body: { name: 'X', key: 'x' }, token: plainUser }),
      ),
      'NO_PERMISSION',
    );
    expect(await values('unit', false, plainUser)).toContain('EA');
    expectFailure(
      await call(optionValueEndpoints.list, { query: { typeKey: 'unit' }, token: '' }),
      'SESSION_INVALID',
    );
  });
});
