import {
  optionTypeKeys,
  productInputSchema,
  validationMessage,
  type ImportResult,
  type Language,
  type Page,
  type Product,
  type ProductInput,
  type ProductPageQuery,
  type ProductSave,
} from '@portal/contracts';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Clock } from '../common/clock';
import { byBytes, containsText, measureText, numberOrNull, pageOf } from '../common/paging';
import { inventories, products, type Database, type Executor } from '../database';
import { ApiError } from '../errors';
import {
  readWorkbook,
  rejectRows,
  rowProblems,
  writeWorkbook,
  type RowProblem,
  type SheetColumn,
} from '../files/workbook';
import {
  checkOptionFields,
  enabledOptionValues,
  type OptionField,
} from '../options/options.service';
import { requireProject } from '../projects/projects.service';
import { isUniqueViolation } from '../users/users.service';

type ProductRow = typeof products.$inferSelect;

export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    projectKey: row.projectKey,
    vendorNumber: row.vendorNumber,
    name: row.name,
    description: row.description,
    color: row.color,
    size: row.size,
    weight: numberOrNull(row.weight),
    unitWeightBasis: row.unitWeightBasis,
    customerItemNumber: row.customerItemNumber,
    skuNumber: row.skuNumber,
    upcNumber: row.upcNumber,
    unit: row.unit,
    nextAvailableDate: row.nextAvailableDate,
    nextAvailableQuantity: row.nextAvailableQuantity,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const productValues = (input: ProductInput) => ({
  vendorNumber: input.vendorNumber,
  name: input.name,
  description: input.description ?? '',
  color: input.color ?? '',
  size: input.size ?? '',
  weight: measureText(input.weight),
  unitWeightBasis: input.unitWeightBasis ?? '',
  customerItemNumber: input.customerItemNumber ?? '',
  skuNumber: input.skuNumber ?? '',
  upcNumber: input.upcNumber ?? '',
  unit: input.unit ?? '',
  nextAvailableDate: input.nextAvailableDate ?? null,
  nextAvailableQuantity: input.nextAvailableQuantity ?? null,
});

type ProductColumnKey = keyof ProductInput;

const column = (
  key: ProductColumnKey,
  en: string,
  zh: string,
  required = false,
): SheetColumn<ProductColumnKey> => ({ key, header: { 'en-us': en, 'zh-cn': zh }, required });

/** The product import template, the export and the import read the same columns, in order. */
export const productColumns: readonly SheetColumn<ProductColumnKey>[] = [
  column('vendorNumber', 'Product number', '产品编号', true),
  column('name', 'Product name', '产品名称', true),
  column('description', 'Description', '描述'),
  column('color', 'Color', '颜色'),
  column('size', 'Size', '尺码'),
  column('weight', 'Weight', '重量'),
  column('unitWeightBasis', 'Unit weight basis', '重量单位'),
  column('customerItemNumber', 'Customer item number', '客户商品编号'),
  column('skuNumber', 'SKU number', 'SKU编号'),
  column('upcNumber', 'UPC number', 'UPC编号'),
  column('unit', 'Unit', '计量单位'),
  column('nextAvailableDate', 'Next available date', '下次可供日期'),
  column('nextAvailableQuantity', 'Next available quantity', '下次可供数量'),
];

const optionFieldsOf = (input: ProductInput, previous?: ProductRow): OptionField[] => [
  {
    field: 'unit',
    typeKey: optionTypeKeys.unit,
    value: input.unit,
    previous: previous?.unit,
  },
  {
    field: 'unitWeightBasis',
    typeKey: optionTypeKeys.weightUnit,
    value: input.unitWeightBasis,
    previous: previous?.unitWeightBasis,
  },
];

/** Rows written per INSERT of an import: large enough to be quick, small enough for PGlite. */
const importBatch = 500;

/** Products of a project (spec §3): the product number is unique within the project. */
export class ProductsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  private async row(executor: Executor, id: number): Promise<ProductRow> {
    const [row] = await executor.select().from(products).where(eq(products.id, id));
    if (row === undefined) throw new ApiError('PRODUCT_NOT_FOUND', { field: 'id' });
    return row;
  }

  async page(query: ProductPageQuery): Promise<Page<Product>> {
    const where = and(
      query.projectKey === undefined ? undefined : eq(products.projectKey, query.projectKey),
      containsText(products.vendorNumber, query.vendorNumber),
      containsText(products.name, query.name),
      containsText(products.skuNumber, query.skuNumber),
      containsText(products.upcNumber, query.upcNumber),
    );
    return pageOf(
      query,
      this.db.select({ total: count() }).from(products).where(where),
      (limit, offset) =>
        this.db
          .select()
          .from(products)
          .where(where)
          .orderBy(byBytes(products.projectKey), byBytes(products.vendorNumber))
          .limit(limit)
          .offset(offset),
      toProduct,
    );
  }

  /** Every product of a project, by product number (for dropdowns). */
  async list(projectKey: string): Promise<Product[]> {
    const rows = await this.db
      .select()
      .from(products)
      .where(eq(products.projectKey, projectKey))
      .orderBy(byBytes(products.vendorNumber));
    return rows.map(toProduct);
  }

  async info(id: number): Promise<Product> {
    return toProduct(await this.row(this.db, id));
  }

  async byIds(ids: readonly number[]): Promise<Product[]> {
    const rows = await this.db
      .select()
      .from(products)
      .where(inArray(products.id, [...ids]))
      .orderBy(byBytes(products.projectKey), byBytes(products.vendorNumber));
    return rows.map(toProduct);
  }

  async create(input: ProductSave, language: Language): Promise<Product> {
    await requireProject(this.db, input.projectKey);
    await checkOptionFields(this.db, optionFieldsOf(input), language);
    const now = this.clock.now();
    try {
      const [row] = await this.db
        .insert(products)
        .values({
          projectKey: input.projectKey,
          ...productValues(input),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (row === undefined) throw new ApiError('OPERATION_FAILED');
      return toProduct(row);
    } catch (error) {
      throw duplicateNumber(error);
    }
  }

  async update(id: number, input: ProductInput, language: Language): Promise<Product> {
    const previous = await this.row(this.db, id);
    await checkOptionFields(this.db, optionFieldsOf(input, previous), language);
    try {
      const [row] = await this.db
        .update(products)
        .set({ ...productValues(input), updatedAt: this.clock.now() })
        .where(eq(products.id, id))
        .returning();
      if (row === undefined) throw new ApiError('PRODUCT_NOT_FOUND', { field: 'id' });
      return toProduct(row);
    } catch (error) {
      throw duplicateNumber(error);
    }
  }

  /** Deletes a product that no inventory record counts (those are deleted first, with a log). */
  async remove(id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
      if (row === undefined) throw new ApiError('PRODUCT_NOT_FOUND', { field: 'id' });
      const [stock] = await tx
        .select({ total: count() })
        .from(inventories)
        .where(eq(inventories.productId, id));
      if (Number(stock?.total ?? 0) > 0) throw new ApiError('RECORD_IN_USE', { field: 'id' });
      await tx.delete(products).where(eq(products.id, id));
    });
  }

  /** The import template: the header row in the caller's language, required columns starred. */
  template(language: Language): Promise<Buffer> {
    return writeWorkbook(language === 'zh-cn' ? '产品' : 'Products', productColumns, [], language);
  }

  async export(ids: readonly number[], language: Language): Promise<Buffer> {
    const rows = await this.byIds(ids);
    return writeWorkbook(
      language === 'zh-cn' ? '产品' : 'Products',
      productColumns,
      rows,
      language,
    );
  }

  /**
   * Imports a filled-in template into a project: every row is checked first (its rules, its
   * option values, a product number repeated in the file) and one rejected row refuses the
   * whole file, listing each rejected row. Otherwise all rows go in, in one transaction: a new
   * product number is created, a known one updated.
   */
  async import(projectKey: string, bytes: Buffer, language: Language): Promise<ImportResult> {
    await requireProject(this.db, projectKey);
    const rows = await readWorkbook(bytes, productColumns);
    const enabled = await enabledOptionValues(this.db, [
      optionTypeKeys.unit,
      optionTypeKeys.weightUnit,
    ]);
    const existing = new Map(
      (
        await this.db
          .select({
            vendorNumber: products.vendorNumber,
            unit: products.unit,
            unitWeightBasis: products.unitWeightBasis,
          })
          .from(products)
          .where(eq(products.projectKey, projectKey))
      ).map((row) => [row.vendorNumber, row]),
    );
    const problems: RowProblem[] = [];
    const accepted: ProductInput[] = [];
    const seen = new Set<string>();
    const header = (key: ProductColumnKey) =>
      productColumns.find((candidate) => candidate.key === key)?.header[language] ?? key;
    for (const { row, values } of rows) {
      const parsed = productInputSchema.safeParse(values);
      if (!parsed.success) {
        problems.push(...rowProblems(row, parsed.error, productColumns, language));
        continue;
      }
      const product = parsed.data;
      if (seen.has(product.vendorNumber)) {
        problems.push({
          row,
          field: header('vendorNumber'),
          message: validationMessage('duplicate', language),
        });
        continue;
      }
      seen.add(product.vendorNumber);
      const known = existing.get(product.vendorNumber);
      for (const field of optionFieldsOf(product)) {
        const value = field.value ?? '';
        const previous = field.field === 'unit' ? known?.unit : known?.unitWeightBasis;
        if (value === '' || value === previous || enabled.get(field.typeKey)?.has(value)) continue;
        problems.push({
          row,
          field: header(field.field as ProductColumnKey),
          message: validationMessage('invalid', language),
        });
      }
      accepted.push(product);
    }
    rejectRows(problems);

    const now = this.clock.now();
    let created = 0;
    await this.db.transaction(async (tx) => {
      for (let start = 0; start < accepted.length; start += importBatch) {
        const batch = accepted.slice(start, start + importBatch);
        const written = await tx
          .insert(products)
          .values(
            batch.map((input) => ({
              projectKey,
              ...productValues(input),
              createdAt: now,
              updatedAt: now,
            })),
          )
          .onConflictDoUpdate({
            target: [products.projectKey, products.vendorNumber],
            set: { ...takeExcluded, updatedAt: now },
          })
          // xmax is 0 for a row this statement inserted, the updating transaction's id otherwise.
          .returning({ inserted: sql<boolean>`(xmax = 0)` });
        created += written.filter(
          (row) => row.inserted === true || String(row.inserted) === 'true',
        ).length;
      }
    });
    return { rows: accepted.length, created, updated: accepted.length - created };
  }
}

/** On a known product number, an import overwrites every field but the number itself. */
const takeExcluded = Object.fromEntries(
  productColumns
    .filter((column) => column.key !== 'vendorNumber')
    .map((column) => [column.key, sql.raw(`excluded."${products[column.key].name}"`)]),
);

/** A product number already used in the project. */
function duplicateNumber(error: unknown): unknown {
  return isUniqueViolation(error)
    ? new ApiError('ALREADY_EXISTS', { field: 'vendorNumber', cause: error })
    : error;
}
