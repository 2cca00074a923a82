import {
  builtInOptionTypesNamed,
  enabledStateMeanings,
  optionTypeName,
  validationMessage,
  type Language,
  type OptionDetail,
  type OptionDetailInput,
  type OptionDetailPageQuery,
  type OptionType,
  type OptionTypeInput,
  type OptionTypeKey,
  type OptionTypePageQuery,
  type Page,
} from '@portal/contracts';
import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import type { Clock } from '../common/clock';
import { byBytes, containsText, pageOf } from '../common/paging';
import { optionDetails, optionTypes, type Database, type Executor } from '../database';
import { ApiError } from '../errors';
import { writeWorkbook, type SheetColumn } from '../files/workbook';
import { isUniqueViolation } from '../users/users.service';

type TypeRow = typeof optionTypes.$inferSelect;
type DetailRow = typeof optionDetails.$inferSelect;

const counts = {
  detailCount: sql<number>`(select count(*) from ${optionDetails} where ${optionDetails.optionTypeId} = "option_types"."id")`,
  activeCount: sql<number>`(select count(*) from ${optionDetails} where ${optionDetails.optionTypeId} = "option_types"."id" and ${optionDetails.active})`,
};

const toOptionType = (row: TypeRow & { detailCount: number; activeCount: number }): OptionType => ({
  id: row.id,
  name: row.name,
  key: row.key,
  detailCount: Number(row.detailCount),
  activeCount: Number(row.activeCount),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const toOptionDetail = (row: DetailRow, optionTypeKey: string): OptionDetail => ({
  id: row.id,
  optionTypeId: row.optionTypeId,
  optionTypeKey,
  name: row.name,
  value: row.value,
  active: row.active,
  sort: row.sort,
  description: row.description,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const optionTypeColumns: readonly SheetColumn<'key' | 'name' | 'detailCount' | 'activeCount'>[] = [
  { key: 'key', header: { 'en-us': 'Option code', 'zh-cn': '选项编码' } },
  { key: 'name', header: { 'en-us': 'Name', 'zh-cn': '名称' } },
  { key: 'detailCount', header: { 'en-us': 'Values', 'zh-cn': '选项值数' } },
  { key: 'activeCount', header: { 'en-us': 'Enabled values', 'zh-cn': '启用的选项值数' } },
];

const optionDetailColumns: readonly SheetColumn<
  'optionTypeKey' | 'value' | 'name' | 'active' | 'sort' | 'description'
>[] = [
  { key: 'optionTypeKey', header: { 'en-us': 'Option type', 'zh-cn': '选项类型' } },
  { key: 'value', header: { 'en-us': 'Value', 'zh-cn': '选项值' } },
  { key: 'name', header: { 'en-us': 'Name', 'zh-cn': '名称' } },
  { key: 'active', header: { 'en-us': 'Status', 'zh-cn': '状态' } },
  { key: 'sort', header: { 'en-us': 'Sort', 'zh-cn': '排序' } },
  { key: 'description', header: { 'en-us': 'Description', 'zh-cn': '描述' } },
];

/** A field whose value comes from an option list, as a save gives it. */
export interface OptionField {
  /** The field's name in the request (`unit`, `type`…). */
  readonly field: string;
  readonly typeKey: OptionTypeKey;
  readonly value: string | undefined;
  /** The stored value: keeping it is allowed even when it has been disabled since. */
  readonly previous?: string;
}

/**
 * Refuses a value that is not an enabled value of its option list (spec §4: a disabled value
 * cannot be selected), naming every such field at once. An empty value is "not chosen" and left
 * to the field's own rule; an unchanged value is kept even if it was disabled meanwhile.
 */
export async function checkOptionFields(
  executor: Executor,
  fields: readonly OptionField[],
  language: Language,
): Promise<void> {
  const chosen = fields.filter(
    (field) => field.value !== undefined && field.value !== '' && field.value !== field.previous,
  );
  if (chosen.length === 0) return;
  const enabled = await enabledOptionValues(
    executor,
    chosen.map((field) => field.typeKey),
  );
  const refused = chosen.filter(
    (field) => field.value === undefined || !enabled.get(field.typeKey)?.has(field.value),
  );
  const [first] = refused;
  if (first === undefined) return;
  const message = validationMessage('invalid', language);
  throw new ApiError('FIELD_INVALID', {
    field: first.field,
    detail: {
      field: first.field,
      issues: refused.map((field) => ({ field: field.field, message })),
    },
  });
}

/** The enabled values of some option lists, by list key (to check many rows at once). */
export async function enabledOptionValues(
  executor: Executor,
  typeKeys: readonly OptionTypeKey[],
): Promise<Map<string, Set<string>>> {
  const rows = await executor
    .select({ key: optionTypes.key, value: optionDetails.value })
    .from(optionDetails)
    .innerJoin(optionTypes, eq(optionTypes.id, optionDetails.optionTypeId))
    .where(and(eq(optionDetails.active, true), inArray(optionTypes.key, [...typeKeys])));
  const values = new Map<string, Set<string>>(typeKeys.map((key) => [key, new Set<string>()]));
  for (const row of rows) values.get(row.key)?.add(row.value);
  return values;
}

/** Option types and their values (spec §3): the lists every dropdown of the portal offers. */
export class OptionsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  private async typeRow(executor: Executor, id: number): Promise<TypeRow> {
    const [row] = await executor.select().from(optionTypes).where(eq(optionTypes.id, id));
    if (row === undefined) throw new ApiError('NOT_FOUND', { field: 'id' });
    return row;
  }

  private async typeWithCounts(id: number): Promise<OptionType> {
    const [row] = await this.db
      .select({ ...this.typeColumns(), ...counts })
      .from(optionTypes)
      .where(eq(optionTypes.id, id));
    if (row === undefined) throw new ApiError('NOT_FOUND', { field: 'id' });
    return toOptionType(row);
  }

  private typeColumns() {
    return {
      id: optionTypes.id,
      key: optionTypes.key,
      name: optionTypes.name,
      createdAt: optionTypes.createdAt,
      updatedAt: optionTypes.updatedAt,
    };
  }

  async typePage(query: OptionTypePageQuery): Promise<Page<OptionType>> {
    // A built-in type is found by its name in either language, as the screen shows it.
    const builtIn = builtInOptionTypesNamed(query.name ?? '').map(({ key, names }) =>
      and(eq(optionTypes.key, key), inArray(optionTypes.name, [...names])),
    );
    const where = and(
      builtIn.length === 0
        ? containsText(optionTypes.name, query.name)
        : or(containsText(optionTypes.name, query.name), ...builtIn),
      containsText(optionTypes.key, query.key),
    );
    return pageOf(
      query,
      this.db.select({ total: count() }).from(optionTypes).where(where),
      (limit, offset) =>
        this.db
          .select({ ...this.typeColumns(), ...counts })
          .from(optionTypes)
          .where(where)
          .orderBy(byBytes(optionTypes.key))
          .limit(limit)
          .offset(offset),
      toOptionType,
    );
  }

  async typeList(): Promise<OptionType[]> {
    const rows = await this.db
      .select({ ...this.typeColumns(), ...counts })
      .from(optionTypes)
      .orderBy(byBytes(optionTypes.key));
    return rows.map(toOptionType);
  }

  async typeInfo(id: number): Promise<OptionType> {
    return this.typeWithCounts(id);
  }

  async createType(input: OptionTypeInput): Promise<OptionType> {
    const now = this.clock.now();
    try {
      const [row] = await this.db
        .insert(optionTypes)
        .values({ key: input.key, name: input.name, createdAt: now, updatedAt: now })
        .returning({ id: optionTypes.id });
      if (row === undefined) throw new ApiError('OPERATION_FAILED');
      return await this.typeWithCounts(row.id);
    } catch (error) {
      if (isUniqueViolation(error))
        throw new ApiError('ALREADY_EXISTS', { field: 'key', cause: error });
      throw error;
    }
  }

  async updateType(id: number, input: OptionTypeInput): Promise<OptionType> {
    try {
      const [row] = await this.db
        .update(optionTypes)
        .set({ key: input.key, name: input.name, updatedAt: this.clock.now() })
        .where(eq(optionTypes.id, id))
        .returning({ id: optionTypes.id });
      if (row === undefined) throw new ApiError('NOT_FOUND', { field: 'id' });
      return await this.typeWithCounts(row.id);
    } catch (error) {
      if (isUniqueViolation(error))
        throw new ApiError('ALREADY_EXISTS', { field: 'key', cause: error });
      throw error;
    }
  }

  /** Deletes a type with its values (the screen asks for confirmation first). */
  async removeType(id: number): Promise<void> {
    const deleted = await this.db
      .delete(optionTypes)
      .where(eq(optionTypes.id, id))
      .returning({ id: optionTypes.id });
    if (deleted.length === 0) throw new ApiError('NOT_FOUND', { field: 'id' });
  }

  private async detailRow(
    executor: Executor,
    id: number,
  ): Promise<DetailRow & { typeKey: string }> {
    const [row] = await executor
      .select({ detail: optionDetails, typeKey: optionTypes.key })
      .from(optionDetails)
      .innerJoin(optionTypes, eq(optionTypes.id, optionDetails.optionTypeId))
      .where(eq(optionDetails.id, id));
    if (row === undefined) throw new ApiError('NOT_FOUND', { field: 'id' });
    return { ...row.detail, typeKey: row.typeKey };
  }

  async detailPage(query: OptionDetailPageQuery): Promise<Page<OptionDetail>> {
    const where = and(
      query.optionTypeId === undefined
        ? undefined
        : eq(optionDetails.optionTypeId, query.optionTypeId),
      containsText(optionDetails.name, query.name),
      containsText(optionDetails.value, query.value),
    );
    return pageOf(
      query,
      this.db.select({ total: count() }).from(optionDetails).where(where),
      (limit, offset) =>
        this.db
          .select({ detail: optionDetails, typeKey: optionTypes.key })
          .from(optionDetails)
          .innerJoin(optionTypes, eq(optionTypes.id, optionDetails.optionTypeId))
          .where(where)
          .orderBy(
            asc(optionDetails.optionTypeId),
            asc(optionDetails.sort),
            byBytes(optionDetails.value),
          )
          .limit(limit)
          .offset(offset),
      (row) => toOptionDetail(row.detail, row.typeKey),
    );
  }

  /** The values of one list for a dropdown: enabled ones only, unless `all`. */
  async detailList(typeKey: string, all: boolean): Promise<OptionDetail[]> {
    const rows = await this.db
      .select({ detail: optionDetails, typeKey: optionTypes.key })
      .from(optionDetails)
      .innerJoin(optionTypes, eq(optionTypes.id, optionDetails.optionTypeId))
      .where(and(eq(optionTypes.key, typeKey), all ? undefined : eq(optionDetails.active, true)))
      .orderBy(asc(optionDetails.sort), byBytes(optionDetails.value));
    return rows.map((row) => toOptionDetail(row.detail, row.typeKey));
  }

  async detailInfo(id: number): Promise<OptionDetail> {
    const row = await this.detailRow(this.db, id);
    return toOptionDetail(row, row.typeKey);
  }

  async createDetail(input: OptionDetailInput): Promise<OptionDetail> {
    const type = await this.typeRow(this.db, input.optionTypeId).catch((error: unknown) => {
      throw error instanceof ApiError
        ? new ApiError('FIELD_INVALID', { field: 'optionTypeId' })
        : error;
    });
    const now = this.clock.now();
    try {
      const [row] = await this.db
        .insert(optionDetails)
        .values({ ...this.detailValues(input), createdAt: now, updatedAt: now })
        .returning();
      if (row === undefined) throw new ApiError('OPERATION_FAILED');
      return toOptionDetail(row, type.key);
    } catch (error) {
      if (isUniqueViolation(error))
        throw new ApiError('ALREADY_EXISTS', { field: 'value', cause: error });
      throw error;
    }
  }

  async updateDetail(id: number, input: OptionDetailInput): Promise<OptionDetail> {
    const type = await this.typeRow(this.db, input.optionTypeId).catch((error: unknown) => {
      throw error instanceof ApiError
        ? new ApiError('FIELD_INVALID', { field: 'optionTypeId' })
        : error;
    });
    try {
      const [row] = await this.db
        .update(optionDetails)
        .set({ ...this.detailValues(input), updatedAt: this.clock.now() })
        .where(eq(optionDetails.id, id))
        .returning();
      if (row === undefined) throw new ApiError('NOT_FOUND', { field: 'id' });
      return toOptionDetail(row, type.key);
    } catch (error) {
      if (isUniqueViolation(error))
        throw new ApiError('ALREADY_EXISTS', { field: 'value', cause: error });
      throw error;
    }
  }

  /** Enables or disables a value; a disabled one disappears from every dropdown. */
  async setDetailActive(id: number, active: boolean): Promise<OptionDetail> {
    const [row] = await this.db
      .update(optionDetails)
      .set({ active, updatedAt: this.clock.now() })
      .where(eq(optionDetails.id, id))
      .returning();
    if (row === undefined)
      throw new ApiError(active ? 'ENABLE_FAILED' : 'DISABLE_FAILED', { field: 'id' });
    const type = await this.typeRow(this.db, row.optionTypeId);
    return toOptionDetail(row, type.key);
  }

  async removeDetail(id: number): Promise<void> {
    const deleted = await this.db
      .delete(optionDetails)
      .where(eq(optionDetails.id, id))
      .returning({ id: optionDetails.id });
    if (deleted.length === 0) throw new ApiError('NOT_FOUND', { field: 'id' });
  }

  /** The rows of an export, in the order of the screen's list. */
  async typesByIds(ids: readonly number[]): Promise<OptionType[]> {
    const rows = await this.db
      .select({ ...this.typeColumns(), ...counts })
      .from(optionTypes)
      .where(inArray(optionTypes.id, [...ids]))
      .orderBy(byBytes(optionTypes.key));
    return rows.map(toOptionType);
  }

  async detailsByIds(ids: readonly number[]): Promise<OptionDetail[]> {
    const rows = await this.db
      .select({ detail: optionDetails, typeKey: optionTypes.key })
      .from(optionDetails)
      .innerJoin(optionTypes, eq(optionTypes.id, optionDetails.optionTypeId))
      .where(inArray(optionDetails.id, [...ids]))
      .orderBy(
        asc(optionDetails.optionTypeId),
        asc(optionDetails.sort),
        byBytes(optionDetails.value),
      );
    return rows.map((row) => toOptionDetail(row.detail, row.typeKey));
  }

  async exportTypes(ids: readonly number[], language: Language): Promise<Buffer> {
    return writeWorkbook(
      language === 'zh-cn' ? '选项类型' : 'Option types',
      optionTypeColumns,
      (await this.typesByIds(ids)).map((type) => ({
        ...type,
        name: optionTypeName(type, language),
      })),
      language,
    );
  }

  async exportDetails(ids: readonly number[], language: Language): Promise<Buffer> {
    const rows = await this.db
      .select({ detail: optionDetails, typeKey: optionTypes.key, typeName: optionTypes.name })
      .from(optionDetails)
      .innerJoin(optionTypes, eq(optionTypes.id, optionDetails.optionTypeId))
      .where(inArray(optionDetails.id, [...ids]))
      .orderBy(
        asc(optionDetails.optionTypeId),
        asc(optionDetails.sort),
        byBytes(optionDetails.value),
      );
    // The type by its name and the state in words, as the screen shows them.
    return writeWorkbook(
      language === 'zh-cn' ? '选项值' : 'Option values',
      optionDetailColumns,
      rows.map(({ detail, typeKey, typeName }) => ({
        ...toOptionDetail(detail, typeKey),
        optionTypeKey: optionTypeName({ key: typeKey, name: typeName }, language),
        active: enabledStateMeanings[detail.active ? 'enabled' : 'disabled'][language],
      })),
      language,
    );
  }

  private detailValues(input: OptionDetailInput) {
    return {
      optionTypeId: input.optionTypeId,
      name: input.name,
      value: input.value,
      active: input.active,
      sort: input.sort,
      description: input.description ?? '',
    };
  }
}
