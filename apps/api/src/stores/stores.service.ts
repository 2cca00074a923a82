import type { Language, Page, Store, StoreInput, StorePageQuery } from '@portal/contracts';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Clock } from '../common/clock';
import { byBytes, containsText, pageOf } from '../common/paging';
import { inventories, stores, type Database, type Executor } from '../database';
import { ApiError } from '../errors';
import { writeWorkbook, type SheetColumn } from '../files/workbook';
import { isUniqueViolation } from '../users/users.service';

type StoreRow = typeof stores.$inferSelect;

export function toStore(row: StoreRow): Store {
  return {
    id: row.id,
    storeCode: row.storeCode,
    name: row.name,
    city: row.city,
    state: row.state,
    zip: row.zip,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const storeValues = (input: StoreInput) => ({
  storeCode: input.storeCode,
  name: input.name,
  city: input.city ?? '',
  state: input.state ?? '',
  zip: input.zip ?? '',
});

type StoreColumnKey = keyof StoreInput;

const column = (key: StoreColumnKey, en: string, zh: string): SheetColumn<StoreColumnKey> => ({
  key,
  header: { 'en-us': en, 'zh-cn': zh },
});

/** The columns of a store export, in order. */
export const storeColumns: readonly SheetColumn<StoreColumnKey>[] = [
  column('storeCode', 'Store ID', '门店ID'),
  column('name', 'Store name', '门店名称'),
  column('city', 'City', '城市'),
  column('state', 'State', '州/省'),
  column('zip', 'Zip code', '邮政编码'),
];

const notFound = () => new ApiError('NOT_FOUND', { field: 'id' });

/** Stores and warehouses (spec §3), shared by every project; the store ID is unique. */
export class StoresService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  private async row(executor: Executor, id: number): Promise<StoreRow> {
    const [row] = await executor.select().from(stores).where(eq(stores.id, id));
    if (row === undefined) throw notFound();
    return row;
  }

  async page(query: StorePageQuery): Promise<Page<Store>> {
    const where = and(
      containsText(stores.storeCode, query.storeCode),
      containsText(stores.name, query.name),
      containsText(stores.city, query.city),
    );
    return pageOf(
      query,
      this.db.select({ total: count() }).from(stores).where(where),
      (limit, offset) =>
        this.db
          .select()
          .from(stores)
          .where(where)
          .orderBy(byBytes(stores.storeCode))
          .limit(limit)
          .offset(offset),
      toStore,
    );
  }

  /** Every store, by store ID (for dropdowns). */
  async list(): Promise<Store[]> {
    const rows = await this.db.select().from(stores).orderBy(byBytes(stores.storeCode));
    return rows.map(toStore);
  }

  async info(id: number): Promise<Store> {
    return toStore(await this.row(this.db, id));
  }

  async byIds(ids: readonly number[]): Promise<Store[]> {
    const rows = await this.db
      .select()
      .from(stores)
      .where(inArray(stores.id, [...ids]))
      .orderBy(byBytes(stores.storeCode));
    return rows.map(toStore);
  }

  async create(input: StoreInput): Promise<Store> {
    const now = this.clock.now();
    try {
      const [row] = await this.db
        .insert(stores)
        .values({ ...storeValues(input), createdAt: now, updatedAt: now })
        .returning();
      if (row === undefined) throw new ApiError('OPERATION_FAILED');
      return toStore(row);
    } catch (error) {
      throw duplicateCode(error);
    }
  }

  async update(id: number, input: StoreInput): Promise<Store> {
    try {
      const [row] = await this.db
        .update(stores)
        .set({ ...storeValues(input), updatedAt: this.clock.now() })
        .where(eq(stores.id, id))
        .returning();
      if (row === undefined) throw notFound();
      return toStore(row);
    } catch (error) {
      throw duplicateCode(error);
    }
  }

  /** Deletes a store that no inventory record counts. */
  async remove(id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      // The row lock makes an inventory record being added for this store wait for us.
      const [row] = await tx.select().from(stores).where(eq(stores.id, id)).for('update');
      if (row === undefined) throw notFound();
      const [stock] = await tx
        .select({ total: count() })
        .from(inventories)
        .where(eq(inventories.storeId, id));
      if (Number(stock?.total ?? 0) > 0) throw new ApiError('RECORD_IN_USE', { field: 'id' });
      await tx.delete(stores).where(eq(stores.id, id));
    });
  }

  async export(ids: readonly number[], language: Language): Promise<Buffer> {
    const rows = await this.byIds(ids);
    return writeWorkbook(language === 'zh-cn' ? '门店' : 'Stores', storeColumns, rows, language);
  }
}

/** A store ID another store already has. */
function duplicateCode(error: unknown): unknown {
  return isUniqueViolation(error)
    ? new ApiError('ALREADY_EXISTS', { field: 'storeCode', cause: error })
    : error;
}
