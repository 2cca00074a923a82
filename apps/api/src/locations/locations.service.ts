import {
  optionTypeKeys,
  type Language,
  type Location,
  type LocationInput,
  type LocationPageQuery,
  type Page,
} from '@portal/contracts';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Clock } from '../common/clock';
import { byBytes, containsText, pageOf } from '../common/paging';
import { locations, type Database, type Executor } from '../database';
import { ApiError } from '../errors';
import { writeWorkbook, type SheetColumn } from '../files/workbook';
import { checkOptionFields, type OptionField } from '../options/options.service';

type LocationRow = typeof locations.$inferSelect;

export function toLocation(row: LocationRow): Location {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    partyName: row.partyName,
    partyId: row.partyId,
    agencyCode: row.agencyCode,
    address: row.address,
    street: row.street,
    city: row.city,
    stateCode: row.stateCode,
    postcode: row.postcode,
    countryCode: row.countryCode,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const locationValues = (input: LocationInput) => ({
  type: input.type,
  name: input.name,
  partyName: input.partyName ?? '',
  partyId: input.partyId ?? '',
  agencyCode: input.agencyCode ?? '',
  address: input.address,
  street: input.street ?? '',
  city: input.city ?? '',
  stateCode: input.stateCode ?? '',
  postcode: input.postcode ?? '',
  countryCode: input.countryCode ?? '',
});

type LocationColumnKey = keyof LocationInput;

const column = (
  key: LocationColumnKey,
  en: string,
  zh: string,
): SheetColumn<LocationColumnKey> => ({ key, header: { 'en-us': en, 'zh-cn': zh } });

/** The columns of a location export, in order. */
export const locationColumns: readonly SheetColumn<LocationColumnKey>[] = [
  column('type', 'Location type', '地址类型'),
  column('name', 'Location name', '地址名称'),
  column('partyName', 'Party name', '参与方名称'),
  column('partyId', 'Party ID', '参与方ID'),
  column('agencyCode', 'Agency code', '机构代码'),
  column('address', 'Address', '地址'),
  column('street', 'Street', '街道'),
  column('city', 'City', '城市'),
  column('stateCode', 'State code', '州/省代码'),
  column('postcode', 'Postcode', '邮政编码'),
  column('countryCode', 'Country code', '国家代码'),
];

const optionFieldsOf = (input: LocationInput, previous?: LocationRow): OptionField[] => [
  {
    field: 'type',
    typeKey: optionTypeKeys.locationType,
    value: input.type,
    previous: previous?.type,
  },
  {
    field: 'agencyCode',
    typeKey: optionTypeKeys.agencyCode,
    value: input.agencyCode,
    previous: previous?.agencyCode,
  },
];

const notFound = () => new ApiError('NOT_FOUND', { field: 'id' });

/** Addresses shared by every project (spec §3): ship to, ship from, remit to. */
export class LocationsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  private async row(executor: Executor, id: number): Promise<LocationRow> {
    const [row] = await executor.select().from(locations).where(eq(locations.id, id));
    if (row === undefined) throw notFound();
    return row;
  }

  async page(query: LocationPageQuery): Promise<Page<Location>> {
    const where = and(
      query.type ? eq(locations.type, query.type) : undefined,
      containsText(locations.name, query.name),
      containsText(locations.partyId, query.partyId),
    );
    return pageOf(
      query,
      this.db.select({ total: count() }).from(locations).where(where),
      (limit, offset) =>
        this.db
          .select()
          .from(locations)
          .where(where)
          .orderBy(byBytes(locations.type), byBytes(locations.name), asc(locations.id))
          .limit(limit)
          .offset(offset),
      toLocation,
    );
  }

  /** Every location, or those of one type, by name (for dropdowns). */
  async list(type: string | undefined): Promise<Location[]> {
    const rows = await this.db
      .select()
      .from(locations)
      .where(type ? eq(locations.type, type) : undefined)
      .orderBy(byBytes(locations.name), asc(locations.id));
    return rows.map(toLocation);
  }

  async info(id: number): Promise<Location> {
    return toLocation(await this.row(this.db, id));
  }

  async byIds(ids: readonly number[]): Promise<Location[]> {
    const rows = await this.db
      .select()
      .from(locations)
      .where(inArray(locations.id, [...ids]))
      .orderBy(byBytes(locations.type), byBytes(locations.name), asc(locations.id));
    return rows.map(toLocation);
  }

  async create(input: LocationInput, language: Language): Promise<Location> {
    await checkOptionFields(this.db, optionFieldsOf(input), language);
    const now = this.clock.now();
    const [row] = await this.db
      .insert(locations)
      .values({ ...locationValues(input), createdAt: now, updatedAt: now })
      .returning();
    if (row === undefined) throw new ApiError('OPERATION_FAILED');
    return toLocation(row);
  }

  async update(id: number, input: LocationInput, language: Language): Promise<Location> {
    const previous = await this.row(this.db, id);
    await checkOptionFields(this.db, optionFieldsOf(input, previous), language);
    const [row] = await this.db
      .update(locations)
      .set({ ...locationValues(input), updatedAt: this.clock.now() })
      .where(eq(locations.id, id))
      .returning();
    if (row === undefined) throw notFound();
    return toLocation(row);
  }

  async remove(id: number): Promise<void> {
    const deleted = await this.db
      .delete(locations)
      .where(eq(locations.id, id))
      .returning({ id: locations.id });
    if (deleted.length === 0) throw notFound();
  }

  async export(ids: readonly number[], language: Language): Promise<Buffer> {
    const rows = await this.byIds(ids);
    return writeWorkbook(
      language === 'zh-cn' ? '地址' : 'Locations',
      locationColumns,
      rows,
      language,
    );
  }
}
