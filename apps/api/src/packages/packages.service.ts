import {
  optionTypeKeys,
  type Language,
  type Package,
  type PackageInput,
  type PackagePageQuery,
  type PackageSave,
  type Page,
} from '@portal/contracts';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Clock } from '../common/clock';
import { byBytes, containsText, measureText, numberOrNull, pageOf } from '../common/paging';
import { packages, type Database, type Executor } from '../database';
import { ApiError } from '../errors';
import { writeWorkbook, type SheetColumn } from '../files/workbook';
import { checkOptionFields, type OptionField } from '../options/options.service';
import { requireProject } from '../projects/projects.service';

type PackageRow = typeof packages.$inferSelect;

export function toPackage(row: PackageRow): Package {
  return {
    id: row.id,
    projectKey: row.projectKey,
    type: row.type,
    name: row.name,
    agencyCode: row.agencyCode,
    length: numberOrNull(row.length),
    width: numberOrNull(row.width),
    height: numberOrNull(row.height),
    dimensionUnit: row.dimensionUnit,
    weight: numberOrNull(row.weight),
    weightUnit: row.weightUnit,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const packageValues = (input: PackageInput) => ({
  type: input.type,
  name: input.name,
  agencyCode: input.agencyCode ?? '',
  length: measureText(input.length),
  width: measureText(input.width),
  height: measureText(input.height),
  dimensionUnit: input.dimensionUnit ?? '',
  weight: measureText(input.weight),
  weightUnit: input.weightUnit ?? '',
});

type PackageColumnKey = keyof PackageSave;

const column = (key: PackageColumnKey, en: string, zh: string): SheetColumn<PackageColumnKey> => ({
  key,
  header: { 'en-us': en, 'zh-cn': zh },
});

/** The columns of a package export, in order (the project first: an export may mix projects). */
export const packageColumns: readonly SheetColumn<PackageColumnKey>[] = [
  column('projectKey', 'Project', '项目'),
  column('type', 'Package type', '包装类型'),
  column('name', 'Package name', '包装名称'),
  column('agencyCode', 'Agency code', '机构代码'),
  column('length', 'Length', '长度'),
  column('width', 'Width', '宽度'),
  column('height', 'Height', '高度'),
  column('dimensionUnit', 'Dimension unit', '尺寸单位'),
  column('weight', 'Weight', '重量'),
  column('weightUnit', 'Weight unit', '重量单位'),
];

const optionFieldsOf = (input: PackageInput, previous?: PackageRow): OptionField[] => [
  {
    field: 'type',
    typeKey: optionTypeKeys.packageType,
    value: input.type,
    previous: previous?.type,
  },
  {
    field: 'agencyCode',
    typeKey: optionTypeKeys.agencyCode,
    value: input.agencyCode,
    previous: previous?.agencyCode,
  },
  {
    field: 'dimensionUnit',
    typeKey: optionTypeKeys.dimensionUnit,
    value: input.dimensionUnit,
    previous: previous?.dimensionUnit,
  },
  {
    field: 'weightUnit',
    typeKey: optionTypeKeys.weightUnit,
    value: input.weightUnit,
    previous: previous?.weightUnit,
  },
];

const notFound = () => new ApiError('NOT_FOUND', { field: 'id' });

/** The package kinds of a project (spec §3): pallet, carton… with their size and weight. */
export class PackagesService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  private async row(executor: Executor, id: number): Promise<PackageRow> {
    const [row] = await executor.select().from(packages).where(eq(packages.id, id));
    if (row === undefined) throw notFound();
    return row;
  }

  async page(query: PackagePageQuery): Promise<Page<Package>> {
    const where = and(
      query.projectKey === undefined ? undefined : eq(packages.projectKey, query.projectKey),
      query.type ? eq(packages.type, query.type) : undefined,
      containsText(packages.name, query.name),
    );
    return pageOf(
      query,
      this.db.select({ total: count() }).from(packages).where(where),
      (limit, offset) =>
        this.db
          .select()
          .from(packages)
          .where(where)
          .orderBy(
            byBytes(packages.projectKey),
            byBytes(packages.type),
            byBytes(packages.name),
            asc(packages.id),
          )
          .limit(limit)
          .offset(offset),
      toPackage,
    );
  }

  /** Every package of a project, by type and name (for dropdowns). */
  async list(projectKey: string): Promise<Package[]> {
    const rows = await this.db
      .select()
      .from(packages)
      .where(eq(packages.projectKey, projectKey))
      .orderBy(byBytes(packages.type), byBytes(packages.name), asc(packages.id));
    return rows.map(toPackage);
  }

  async info(id: number): Promise<Package> {
    return toPackage(await this.row(this.db, id));
  }

  async byIds(ids: readonly number[]): Promise<Package[]> {
    const rows = await this.db
      .select()
      .from(packages)
      .where(inArray(packages.id, [...ids]))
      .orderBy(
        byBytes(packages.projectKey),
        byBytes(packages.type),
        byBytes(packages.name),
        asc(packages.id),
      );
    return rows.map(toPackage);
  }

  async create(input: PackageSave, language: Language): Promise<Package> {
    await requireProject(this.db, input.projectKey);
    await checkOptionFields(this.db, optionFieldsOf(input), language);
    const now = this.clock.now();
    const [row] = await this.db
      .insert(packages)
      .values({
        projectKey: input.projectKey,
        ...packageValues(input),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (row === undefined) throw new ApiError('OPERATION_FAILED');
    return toPackage(row);
  }

  async update(id: number, input: PackageInput, language: Language): Promise<Package> {
    const previous = await this.row(this.db, id);
    await checkOptionFields(this.db, optionFieldsOf(input, previous), language);
    const [row] = await this.db
      .update(packages)
      .set({ ...packageValues(input), updatedAt: this.clock.now() })
      .where(eq(packages.id, id))
      .returning();
    if (row === undefined) throw notFound();
    return toPackage(row);
  }

  async remove(id: number): Promise<void> {
    const deleted = await this.db
      .delete(packages)
      .where(eq(packages.id, id))
      .returning({ id: packages.id });
    if (deleted.length === 0) throw notFound();
  }

  async export(ids: readonly number[], language: Language): Promise<Buffer> {
    const rows = await this.byIds(ids);
    return writeWorkbook(
      language === 'zh-cn' ? '包装' : 'Packages',
      packageColumns,
      rows,
      language,
    );
  }
}
