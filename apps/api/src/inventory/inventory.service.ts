import type { inventoryUpdateSchema } from '@portal/contracts';
import {
  elementCodeLabel,
  positiveIntegerRule,
  requiredText,
  validationMessage,
  type CanonicalInventoryReport,
  type ImportResult,
  type Inventory,
  type InventoryLog,
  type InventoryLogType,
  type InventoryReportResult,
  type Language,
  type Page,
  unitCodes,
} from '@portal/contracts';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Clock } from '../common/clock';
import { byBytes, containsText, pageOf } from '../common/paging';
import {
  inventories,
  inventoryLogs,
  products,
  stores,
  type Database,
  type Executor,
} from '../database';
import { ApiError } from '../errors';
import {
  readWorkbook,
  rejectRows,
  rowProblems,
  utcStamp,
  writeWorkbook,
  type RowProblem,
  type SheetColumn,
} from '../files/workbook';
import type { EdiGateway } from '../gateway/gateway';
import { projectConnection, requireProject } from '../projects/projects.service';
import { isUniqueViolation } from '../users/users.service';

type InventoryUpdateInput = z.output<typeof inventoryUpdateSchema>;

const inventoryColumns = {
  id: inventories.id,
  projectKey: products.projectKey,
  productId: inventories.productId,
  vendorNumber: products.vendorNumber,
  productName: products.name,
  unit: products.unit,
  storeId: inventories.storeId,
  storeCode: stores.storeCode,
  storeName: stores.name,
  onHand: inventories.onHand,
  reserved: inventories.reserved,
  createdAt: inventories.createdAt,
  updatedAt: inventories.updatedAt,
};

type InventoryRow = {
  [K in keyof typeof inventoryColumns]: (typeof inventoryColumns)[K]['_']['data'];
};

const toInventory = (row: InventoryRow): Inventory => ({
  ...row,
  available: row.onHand - row.reserved,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const toInventoryLog = (row: typeof inventoryLogs.$inferSelect): InventoryLog => ({
  id: row.id,
  inventoryId: row.inventoryId,
  projectKey: row.projectKey,
  vendorNumber: row.vendorNumber,
  storeCode: row.storeCode,
  type: row.type,
  quantity: row.quantity,
  onHandAfter: row.onHandAfter,
  reservedAfter: row.reservedAfter,
  orderSerialNumber: row.orderSerialNumber,
  note: row.note,
  actor: row.actor,
  at: row.at.toISOString(),
});

/** An import row: the stock counted for a product in a store. */
const importRowSchema = z.object({
  vendorNumber: requiredText(32),
  storeCode: requiredText(32),
  quantity: positiveIntegerRule,
});
type ImportColumnKey = keyof z.input<typeof importRowSchema>;

/** The inventory import template and the import read these columns, in this order. */
export const inventoryImportColumns: readonly SheetColumn<ImportColumnKey>[] = [
  {
    key: 'vendorNumber',
    header: { 'en-us': 'Product number', 'zh-cn': '产品编号' },
    required: true,
  },
  { key: 'storeCode', header: { 'en-us': 'Store ID', 'zh-cn': '门店ID' }, required: true },
  { key: 'quantity', header: { 'en-us': 'Quantity', 'zh-cn': '数量' }, required: true },
];

type ExportKey =
  | 'projectKey'
  | 'vendorNumber'
  | 'productName'
  | 'unit'
  | 'storeCode'
  | 'storeName'
  | 'onHand'
  | 'reserved'
  | 'available'
  | 'updatedAt';

const exportColumns: readonly SheetColumn<ExportKey>[] = [
  { key: 'projectKey', header: { 'en-us': 'Project', 'zh-cn': '项目' } },
  { key: 'vendorNumber', header: { 'en-us': 'Product number', 'zh-cn': '产品编号' } },
  { key: 'productName', header: { 'en-us': 'Product name', 'zh-cn': '产品名称' } },
  { key: 'unit', header: { 'en-us': 'Unit', 'zh-cn': '单位' } },
  { key: 'storeCode', header: { 'en-us': 'Store ID', 'zh-cn': '门店ID' } },
  { key: 'storeName', header: { 'en-us': 'Store name', 'zh-cn': '门店名称' } },
  { key: 'onHand', header: { 'en-us': 'On hand', 'zh-cn': '在库数量' } },
  { key: 'reserved', header: { 'en-us': 'Reserved', 'zh-cn': '预留数量' } },
  { key: 'available', header: { 'en-us': 'Available', 'zh-cn': '可用数量' } },
  {
    key: 'updatedAt',
    header: { 'en-us': 'Updated at (UTC)', 'zh-cn': '更新时间（UTC）' },
    width: 22,
  },
];

/** How an update moves on hand, and the log type it is recorded as. */
function adjusted(
  onHand: number,
  update: InventoryUpdateInput,
): { onHand: number; type: InventoryLogType } {
  switch (update.adjustment) {
    case 'set':
      return { onHand: update.quantity, type: 'update' };
    case 'increase':
      return { onHand: onHand + update.quantity, type: 'add' };
    case 'decrease':
      return { onHand: onHand - update.quantity, type: 'update' };
  }
}

/**
 * Inventory (spec §3): stock per product and store, with a log row for every change (create,
 * update, delete, add; accept, release and deliver come from reservations). Each change locks its
 * record, so on hand never drops below what accepted orders hold.
 */
export class InventoryService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly gateway: EdiGateway,
  ) {}

  private select(executor: Executor) {
    return executor
      .select(inventoryColumns)
      .from(inventories)
      .innerJoin(products, eq(products.id, inventories.productId))
      .innerJoin(stores, eq(stores.id, inventories.storeId));
  }

  private async locked(tx: Executor, id: number): Promise<InventoryRow> {
    const [row] = await this.select(tx)
      .where(eq(inventories.id, id))
      .for('update', { of: inventories });
    if (row === undefined) throw new ApiError('INVENTORY_NOT_FOUND', { field: 'id' });
    return row;
  }

  private async log(
    tx: Executor,
    row: InventoryRow,
    entry: { type: InventoryLogType; quantity: number; onHand: number; note?: string },
    actor: string,
  ): Promise<void> {
    await tx.insert(inventoryLogs).values({
      inventoryId: entry.type === 'delete' ? null : row.id,
      projectKey: row.projectKey,
      vendorNumber: row.vendorNumber,
      storeCode: row.storeCode,
      type: entry.type,
      quantity: entry.quantity,
      onHandAfter: entry.onHand,
      reservedAfter: entry.type === 'delete' ? 0 : row.reserved,
      note: entry.note ?? '',
      actor,
      at: this.clock.now(),
    });
  }

  async page(query: {
    page: number;
    size: number;
    projectKey?: string | undefined;
    vendorNumber?: string | undefined;
    productName?: string | undefined;
    storeId?: number | undefined;
  }): Promise<Page<Inventory>> {
    const where = and(
      query.projectKey === undefined ? undefined : eq(products.projectKey, query.projectKey),
      containsText(products.vendorNumber, query.vendorNumber),
      containsText(products.name, query.productName),
      query.storeId === undefined ? undefined : eq(inventories.storeId, query.storeId),
    );
    return pageOf(
      query,
      this.db
        .select({ total: count() })
        .from(inventories)
        .innerJoin(products, eq(products.id, inventories.productId))
        .where(where),
      (limit, offset) =>
        this.select(this.db)
          .where(where)
          .orderBy(...this.order())
          .limit(limit)
          .offset(offset),
      toInventory,
    );
  }

  private order(): SQL[] {
    return [
      byBytes(products.projectKey),
      byBytes(products.vendorNumber),
      byBytes(stores.storeCode),
    ];
  }

  async get(id: number): Promise<Inventory> {
    const [row] = await this.select(this.db).where(eq(inventories.id, id));
    if (row === undefined) throw new ApiError('INVENTORY_NOT_FOUND', { field: 'id' });
    return toInventory(row);
  }

  async create(
    input: { productId: number; storeId: number; quantity: number },
    actor: string,
  ): Promise<Inventory> {
    try {
      const id = await this.db.transaction(async (tx) => {
        const [product] = await tx
          .select({ id: products.id })
          .from(products)
          .where(eq(products.id, input.productId));
        if (product === undefined) throw new ApiError('PRODUCT_NOT_FOUND', { field: 'productId' });
        const [store] = await tx
          .select({ id: stores.id })
          .from(stores)
          .where(eq(stores.id, input.storeId));
        if (store === undefined) throw new ApiError('FIELD_INVALID', { field: 'storeId' });
        const now = this.clock.now();
        const [created] = await tx
          .insert(inventories)
          .values({ ...input, onHand: input.quantity, createdAt: now, updatedAt: now })
          .returning({ id: inventories.id });
        if (created === undefined) throw new ApiError('OPERATION_FAILED');
        const row = await this.locked(tx, created.id);
        await this.log(
          tx,
          row,
          { type: 'create', quantity: input.quantity, onHand: row.onHand },
          actor,
        );
        return created.id;
      });
      return await this.get(id);
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new ApiError('ALREADY_EXISTS', { field: 'storeId', cause: error });
      }
      throw error;
    }
  }

  /** Sets, raises or lowers on hand; it may not drop below what accepted orders hold. */
  async update(id: number, update: InventoryUpdateInput, actor: string): Promise<Inventory> {
    await this.db.transaction(async (tx) => {
      const row = await this.locked(tx, id);
      const next = adjusted(row.onHand, update);
      if (next.onHand < row.reserved) {
        throw new ApiError('INSUFFICIENT_INVENTORY', { field: 'quantity' });
      }
      await tx
        .update(inventories)
        .set({ onHand: next.onHand, updatedAt: this.clock.now() })
        .where(eq(inventories.id, id));
      await this.log(
        tx,
        row,
        {
          type: next.type,
          quantity: next.onHand - row.onHand,
          onHand: next.onHand,
          ...(update.note === undefined ? {} : { note: update.note }),
        },
        actor,
      );
    });
    return this.get(id);
  }

  /** Deletes a record nobody holds stock of; the log keeps its product number and store. */
  async remove(id: number, actor: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const row = await this.locked(tx, id);
      if (row.reserved > 0) throw new ApiError('INVENTORY_RESERVED', { field: 'id' });
      await this.log(tx, row, { type: 'delete', quantity: -row.onHand, onHand: 0 }, actor);
      await tx.delete(inventories).where(eq(inventories.id, id));
    });
  }

  /** The logs of a product of a project, newest first. */
  async records(
    vendorNumber: string,
    query: { projectKey: string; page: number; size: number },
  ): Promise<Page<InventoryLog>> {
    const where = and(
      eq(inventoryLogs.projectKey, query.projectKey),
      eq(inventoryLogs.vendorNumber, vendorNumber),
    );
    return pageOf(
      query,
      this.db.select({ total: count() }).from(inventoryLogs).where(where),
      (limit, offset) =>
        this.db
          .select()
          .from(inventoryLogs)
          .where(where)
          .orderBy(desc(inventoryLogs.id))
          .limit(limit)
          .offset(offset),
      toInventoryLog,
    );
  }

  template(language: Language): Promise<Buffer> {
    return writeWorkbook(
      language === 'zh-cn' ? '库存' : 'Inventory',
      inventoryImportColumns,
      [],
      language,
    );
  }

  async export(ids: readonly number[], language: Language): Promise<Buffer> {
    const rows = await this.select(this.db)
      .where(inArray(inventories.id, [...ids]))
      .orderBy(...this.order());
    return writeWorkbook(
      language === 'zh-cn' ? '库存' : 'Inventory',
      exportColumns,
      // The unit with its meaning, the time as people write it (UTC, as the header says).
      rows.map((row) => ({
        ...toInventory(row),
        unit: elementCodeLabel(unitCodes, row.unit, language),
        updatedAt: utcStamp(row.updatedAt),
      })),
      language,
    );
  }

  /**
   * Imports a stock count into a project: each row sets on hand of a product in a store (a new
   * pair is created). Rows are checked first — their rules, a product number or store ID that
   * does not exist, a pair repeated in the file, a count below what orders hold — and a single
   * rejected row refuses the whole file. The check of held stock and the writes happen in one
   * transaction over locked records, so nothing can slip in between.
   */
  async import(
    projectKey: string,
    bytes: Buffer,
    actor: string,
    language: Language,
  ): Promise<ImportResult> {
    await requireProject(this.db, projectKey);
    const rows = await readWorkbook(bytes, inventoryImportColumns, 'INVENTORY_IMPORT_FAILED');
    const header = (key: ImportColumnKey) =>
      inventoryImportColumns.find((column) => column.key === key)?.header[language] ?? key;
    const problems: RowProblem[] = [];
    const parsed: { row: number; vendorNumber: string; storeCode: string; quantity: number }[] = [];
    for (const { row, values } of rows) {
      const result = importRowSchema.safeParse(values);
      if (result.success) parsed.push({ row, ...result.data });
      else problems.push(...rowProblems(row, result.error, inventoryImportColumns, language));
    }
    return this.db.transaction(async (tx) => {
      const productIds = new Map(
        (
          await tx
            .select({ id: products.id, vendorNumber: products.vendorNumber })
            .from(products)
            .where(
              and(
                eq(products.projectKey, projectKey),
                inArray(products.vendorNumber, [
                  ...new Set(parsed.map((row) => row.vendorNumber)),
                  '',
                ]),
              ),
            )
        ).map((row) => [row.vendorNumber, row.id]),
      );
      const storeIds = new Map(
        (
          await tx
            .select({ id: stores.id, storeCode: stores.storeCode })
            .from(stores)
            .where(inArray(stores.storeCode, [...new Set(parsed.map((row) => row.storeCode)), '']))
        ).map((row) => [row.storeCode, row.id]),
      );
      const current = new Map(
        (
          await this.select(tx)
            .where(inArray(inventories.productId, [...productIds.values(), 0]))
            .orderBy(inventories.id)
            .for('update', { of: inventories })
        ).map((row) => [`${row.productId}/${row.storeId}`, row]),
      );
      const seen = new Set<string>();
      const writes: {
        productId: number;
        storeId: number;
        quantity: number;
        existing?: InventoryRow;
      }[] = [];
      for (const line of parsed) {
        const productId = productIds.get(line.vendorNumber);
        const storeId = storeIds.get(line.storeCode);
        const notFound = validationMessage('notFound', language);
        if (productId === undefined)
          problems.push({ row: line.row, field: header('vendorNumber'), message: notFound });
        if (storeId === undefined)
          problems.push({ row: line.row, field: header('storeCode'), message: notFound });
        if (productId === undefined || storeId === undefined) continue;
        const key = `${productId}/${storeId}`;
        if (seen.has(key)) {
          problems.push({
            row: line.row,
            field: header('storeCode'),
            message: validationMessage('duplicate', language),
          });
          continue;
        }
        seen.add(key);
        const existing = current.get(key);
        if (existing !== undefined && line.quantity < existing.reserved) {
          problems.push({
            row: line.row,
            field: header('quantity'),
            message: validationMessage('belowReserved', language),
          });
          continue;
        }
        writes.push({
          productId,
          storeId,
          quantity: line.quantity,
          ...(existing ? { existing } : {}),
        });
      }
      problems.sort((a, b) => a.row - b.row);
      rejectRows(problems);

      const now = this.clock.now();
      let created = 0;
      for (const write of writes) {
        if (write.existing === undefined) {
          const [inserted] = await tx
            .insert(inventories)
            .values({
              productId: write.productId,
              storeId: write.storeId,
              onHand: write.quantity,
              createdAt: now,
              updatedAt: now,
            })
            .returning({ id: inventories.id });
          if (inserted === undefined) throw new ApiError('OPERATION_FAILED');
          const row = await this.locked(tx, inserted.id);
          await this.log(
            tx,
            row,
            { type: 'create', quantity: write.quantity, onHand: write.quantity },
            actor,
          );
          created += 1;
        } else {
          const row = write.existing;
          await tx
            .update(inventories)
            .set({ onHand: write.quantity, updatedAt: now })
            .where(eq(inventories.id, row.id));
          await this.log(
            tx,
            row,
            { type: 'update', quantity: write.quantity - row.onHand, onHand: write.quantity },
            actor,
          );
        }
      }
      return { rows: writes.length, created, updated: writes.length - created };
    });
  }

  /**
   * Sends the selected records to the project's partner as one inventory report (846 / INVRPT):
   * per record the product, its store as the warehouse, the quantity available (on hand less
   * what orders hold) and the product's next available date and quantity. The message is stored
   * in the same transaction as nothing else, then written to the outbound directory.
   */
  async report(
    projectKey: string,
    ids: readonly number[],
    actor: string,
  ): Promise<InventoryReportResult> {
    if (ids.length === 0) throw new ApiError('INVENTORY_SELECTION_REQUIRED', { field: 'ids' });
    const unique = [...new Set(ids)];
    const message = await this.db.transaction(async (tx) => {
      const connection = await projectConnection(tx, projectKey);
      const rows = await tx
        .select({
          ...inventoryColumns,
          customerItemNumber: products.customerItemNumber,
          upcNumber: products.upcNumber,
          nextAvailableDate: products.nextAvailableDate,
          nextAvailableQuantity: products.nextAvailableQuantity,
        })
        .from(inventories)
        .innerJoin(products, eq(products.id, inventories.productId))
        .innerJoin(stores, eq(stores.id, inventories.storeId))
        .where(and(inArray(inventories.id, unique), eq(products.projectKey, projectKey)))
        .orderBy(...this.order());
      if (rows.length !== unique.length)
        throw new ApiError('INVENTORY_NOT_FOUND', { field: 'ids' });
      const now = this.clock.now();
      const document: CanonicalInventoryReport = {
        kind: 'inventoryReport',
        reportNumber: `INV${now.toISOString().replace(/\D/g, '').slice(0, 14)}`,
        reportDate: now.toISOString().slice(0, 10),
        parties: [],
        items: rows.map((row) => ({
          vendorItemNumber: row.vendorNumber,
          ...(row.customerItemNumber === '' ? {} : { buyerItemNumber: row.customerItemNumber }),
          ...(row.upcNumber === '' ? {} : { upc: row.upcNumber }),
          description: row.productName,
          quantityOnHand: row.onHand - row.reserved,
          unit: row.unit === '' ? 'EA' : row.unit,
          ...(row.nextAvailableDate === null ? {} : { nextAvailableDate: row.nextAvailableDate }),
          ...(row.nextAvailableQuantity === null
            ? {}
            : { nextAvailableQuantity: row.nextAvailableQuantity }),
          warehouseCode: row.storeCode,
        })),
      };
      return this.gateway.outbound.create(tx, {
        projectKey,
        connection,
        document,
        createdBy: actor,
      });
    });
    try {
      await this.gateway.deliver([message.id]);
    } catch (cause) {
      // Stored but not written yet: the gateway's sweep writes it later; the user is told.
      throw new ApiError('INVENTORY_REPORT_FAILED', { cause });
    }
    return {
      messageId: message.id,
      documentType: message.documentType,
      fileName: message.fileName,
      items: unique.length,
    };
  }
}
