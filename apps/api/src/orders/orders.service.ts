import {
  allowedActions,
  deletableStatuses,
  elementCodeLabel,
  messageStatusMeaning,
  orderDocumentTypeMeaning,
  orderStatusMeaning,
  orderCountCap,
  unitCodes,
  type CanonicalOrder,
  type Language,
  type OrderDetail,
  type OrderDocumentTypeEntry,
  type OrderError,
  type OrderLog,
  type OrderNumberKind,
  type OrderPage,
  type OrderSummary,
  type orderPageQuerySchema,
} from '@portal/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  like,
  lt,
  lte,
  notInArray,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { z } from 'zod';
import { escapeLike } from '../common/paging';
import {
  documents,
  inboundFiles,
  interchanges,
  inventories,
  inventoryReservations,
  messages,
  orderLogs,
  orderVersions,
  orders,
  products,
  stores,
  type Database,
  type Executor,
} from '../database';
import { ApiError } from '../errors';
import {
  utcStamp,
  writeWorkbook,
  type CellValue,
  type SheetColumn,
  type SheetRecord,
} from '../files/workbook';
import { projectConnection } from '../projects/projects.service';
import { diffOrders } from './order-changes';
import { zonedMidnight } from './zoned-day';

export type OrderPageFilters = z.output<typeof orderPageQuerySchema>;
type OrderRow = typeof orders.$inferSelect;

/** The sort keys of the list; each is also the keyset's first column. */
const sortKeys = {
  receivedAt: { expression: sql`${orders.receivedAt}`, type: sql`timestamptz` },
  orderDate: { expression: sql`coalesce(${orders.orderDate}, '')`, type: sql`text` },
  orderNumber: { expression: sql`${orders.orderNumber}`, type: sql`text` },
  amount: { expression: sql`${orders.amount}`, type: sql`numeric` },
} as const;

type SortKey = (typeof sortKeys)[keyof typeof sortKeys];
/** A keyset position: the last row's sort value (as the database prints it) and serial number. */
export type OrderKeyset = readonly [string, number];

/** The rows after `position` in the list's order (sort key, then serial number). */
const keysetAfter = (key: SortKey, descending: boolean, [value, serialNumber]: OrderKeyset): SQL =>
  sql`(${key.expression}, ${orders.serialNumber}) ${descending ? sql`<` : sql`>`} (cast(${value} as ${key.type}), ${serialNumber})`;

/** What an export covers: the ticked orders (newest first), or the list's filter in its order. */
export type OrderExportSelection =
  { readonly ids: readonly number[] } | { readonly filters: OrderPageFilters };

const summaryColumns = {
  serialNumber: orders.serialNumber,
  projectKey: orders.projectKey,
  documentType: orders.documentType,
  documentNumber: orders.documentNumber,
  orderNumber: orders.orderNumber,
  status: orders.status,
  documentVersion: orders.documentVersion,
  quantity: orders.quantity,
  amount: orders.amount,
  currencyCode: orders.currencyCode,
  orderDate: orders.orderDate,
  receivedAt: orders.receivedAt,
  updatedAt: orders.updatedAt,
  buyerName: orders.buyerName,
  shipToName: orders.shipToName,
  lineCount: orders.lineCount,
};
type SummaryRow = Pick<OrderRow, keyof typeof summaryColumns>;

/** An operation log row as the screens read it. */
export const toOrderLog = (row: typeof orderLogs.$inferSelect): OrderLog => ({
  id: row.id,
  at: row.at.toISOString(),
  actor: row.actor,
  fromStatus: row.fromStatus,
  toStatus: row.toStatus,
  event: row.event,
  params: row.params,
  message: row.message,
});

export function toSummary(row: SummaryRow): OrderSummary {
  return {
    serialNumber: row.serialNumber,
    projectKey: row.projectKey,
    documentType: row.documentType as OrderSummary['documentType'],
    documentNumber: row.documentNumber,
    orderNumber: row.orderNumber,
    status: row.status as OrderSummary['status'],
    documentVersion: row.documentVersion,
    quantity: Number(row.quantity),
    amount: Number(row.amount),
    currencyCode: row.currencyCode,
    orderDate: row.orderDate,
    receivedAt: row.receivedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    buyerName: row.buyerName,
    shipToName: row.shipToName,
    lineCount: row.lineCount,
  };
}

/** The keyset cursor: the last row's sort value (as the database prints it) and serial number. */
const encodeCursor = (value: string, serialNumber: number): string =>
  Buffer.from(JSON.stringify([value, serialNumber])).toString('base64url');

function decodeCursor(cursor: string): [string, number] {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      typeof parsed[0] === 'string' &&
      Number.isSafeInteger(parsed[1])
    ) {
      return [parsed[0], parsed[1] as number];
    }
  } catch {
    // Falls through to the validation error below.
  }
  throw new ApiError('FIELD_INVALID', { field: 'after' });
}

const setIdsOf = {
  X12: { ORDER: ['850'], ORDER_CHANGE: ['860'], ORDER_PLAN: ['830'] },
  EDIFACT: { ORDER: ['ORDERS'], ORDER_CHANGE: ['ORDCHG'], ORDER_PLAN: ['DELFOR'] },
} as const;

/**
 * An order's inbound documents that a change could not be applied to (spec §8 wording). The
 * status is named as the screens name it, never by its internal name.
 */
const refusedChangeText: Readonly<Record<Language, (status: string) => string>> = {
  'en-us': (status) =>
    `The change was not applied: the order was "${orderStatusMeaning(status, 'en-us')}" when it arrived`,
  'zh-cn': (status) => `变更未应用：变更到达时订单状态为“${orderStatusMeaning(status, 'zh-cn')}”`,
};

export const orderColumns: readonly SheetColumn[] = [
  ['serialNumber', 'Order No.', '订单号'],
  ['orderNumber', 'PO number', '采购订单号'],
  ['documentNumber', 'Document number', '单据号'],
  ['documentType', 'Document type', '单据类型'],
  ['status', 'Status', '状态'],
  ['documentVersion', 'Version', '版本'],
  ['orderDate', 'Order date', '订单日期'],
  ['receivedAt', 'Received (UTC)', '接收时间（UTC）'],
  ['buyer', 'Buyer', '买方'],
  ['shipTo', 'Ship to', '收货方'],
  ['currencyCode', 'Currency', '币种'],
  ['lineNumber', 'Line', '行号'],
  ['buyerItemNumber', 'Buyer item', '买方物料号'],
  ['vendorItemNumber', 'Vendor item', '供应商物料号'],
  ['upc', 'UPC', 'UPC'],
  ['description', 'Description', '描述'],
  ['quantity', 'Quantity ordered', '订购数量'],
  ['unit', 'Unit', '单位'],
  ['unitPrice', 'Unit price', '单价'],
  ['amount', 'Amount', '金额'],
  ['requestDate', 'Requested delivery', '要求交货日期'],
].map(([key = '', en = '', zh = '']) => ({ key, header: { 'en-us': en, 'zh-cn': zh } }));

/** The export sheet's tab. */
export const orderSheetName = (language: Language): string =>
  language === 'zh-cn' ? '订单' : 'Orders';

/** Order information (spec §2, §7 /order/*): the list, one order, its records, delete, export. */
export class OrdersService {
  constructor(private readonly db: Database) {}

  private filters(query: OrderPageFilters): SQL | undefined {
    const zone = query.timeZone ?? 'UTC';
    const prefix = (column: AnyColumn, text: string | undefined) =>
      text ? like(column, `${escapeLike(text)}%`) : undefined;
    return and(
      query.project_key === undefined ? undefined : eq(orders.projectKey, query.project_key),
      query.documentType === undefined || query.documentType.length === 0
        ? undefined
        : inArray(orders.documentType, query.documentType),
      query.status === undefined || query.status.length === 0
        ? undefined
        : inArray(orders.status, query.status),
      query.serialNumber === undefined ? undefined : eq(orders.serialNumber, query.serialNumber),
      prefix(orders.documentNumber, query.documentNumber),
      prefix(orders.orderNumber, query.orderNumber),
      query.receivedFrom === undefined
        ? undefined
        : gte(orders.receivedAt, zonedMidnight(query.receivedFrom, zone, 0)),
      query.receivedTo === undefined
        ? undefined
        : lt(orders.receivedAt, zonedMidnight(query.receivedTo, zone, 1)),
      query.orderDateFrom === undefined ? undefined : gte(orders.orderDate, query.orderDateFrom),
      query.orderDateTo === undefined ? undefined : lte(orders.orderDate, query.orderDateTo),
    );
  }

  /**
   * One page of the list. With `after` (the previous page's `next`) the page starts after that
   * row by keyset, which stays as fast on page 100 000 as on page 2; without it, by offset.
   */
  async page(query: OrderPageFilters): Promise<OrderPage> {
    const where = this.filters(query);
    const key = sortKeys[query.sort];
    const descending = query.direction === 'desc';
    const direction = descending ? desc : asc;
    const keyset =
      query.after === undefined
        ? undefined
        : keysetAfter(key, descending, decodeCursor(query.after));
    // Counted up to the cap only: an exact count of 400,000 matches is most of a page's time.
    const matched = this.db
      .select({ one: sql`1` })
      .from(orders)
      .where(where)
      .limit(orderCountCap + 1)
      .as('matched');
    const [counted] = await this.db.select({ total: count() }).from(matched);
    const total = Number(counted?.total ?? 0);
    const rows = await this.db
      .select({ ...summaryColumns, sortValue: sql<string>`(${key.expression})::text` })
      .from(orders)
      .where(and(where, keyset))
      .orderBy(direction(key.expression), direction(orders.serialNumber))
      .limit(query.size + 1)
      .offset(keyset === undefined ? (query.page - 1) * query.size : 0);
    const pageRows = rows.slice(0, query.size);
    const last = pageRows.at(-1);
    return {
      records: pageRows.map(toSummary),
      total: Math.min(total, orderCountCap),
      totalCapped: total > orderCountCap,
      page: query.page,
      size: query.size,
      next:
        rows.length > query.size && last !== undefined
          ? encodeCursor(last.sortValue, last.serialNumber)
          : null,
    };
  }

  /** The order documents a project's standard sends (both standards' when no project). */
  async documentTypes(projectKey: string | undefined): Promise<OrderDocumentTypeEntry[]> {
    let standards: ('X12' | 'EDIFACT')[] = ['X12', 'EDIFACT'];
    if (projectKey !== undefined) {
      standards = [(await projectConnection(this.db, projectKey, 'project_key')).standard];
    }
    return (['ORDER', 'ORDER_CHANGE', 'ORDER_PLAN'] as const).map((documentType) => ({
      documentType,
      setIds: standards.flatMap((standard) => [...setIdsOf[standard][documentType]]),
    }));
  }

  private async row(executor: Executor, serialNumber: number, lock = false): Promise<OrderRow> {
    const query = executor.select().from(orders).where(eq(orders.serialNumber, serialNumber));
    const [row] = lock ? await query.for('update') : await query;
    if (row === undefined) throw new ApiError('ORDER_NOT_FOUND', { field: 'serial_number' });
    return row;
  }

  /** One order with everything its nine tabs show. */
  async info(serialNumber: number): Promise<OrderDetail> {
    const row = await this.row(this.db, serialNumber);
    if (row.data.kind !== 'order') throw new ApiError('ORDER_NOT_FOUND');
    const versions = await this.db
      .select()
      .from(orderVersions)
      .where(eq(orderVersions.serialNumber, serialNumber))
      .orderBy(asc(orderVersions.version));
    const documentIds = [...versions.map((version) => version.documentId), row.documentId];
    const sources = await this.db
      .select({
        id: documents.id,
        standard: documents.standard,
        setId: documents.documentType,
        controlNumber: documents.controlNumber,
        groupControlNumber: documents.groupControlNumber,
        interchangeControlNumber: interchanges.controlNumber,
        senderId: interchanges.senderId,
        receiverId: interchanges.receiverId,
        fileName: inboundFiles.fileName,
        receivedAt: documents.createdAt,
        originalText: documents.originalText,
      })
      .from(documents)
      .innerJoin(interchanges, eq(interchanges.id, documents.interchangeId))
      .innerJoin(inboundFiles, eq(inboundFiles.id, interchanges.fileId))
      .where(inArray(documents.id, documentIds))
      .orderBy(asc(documents.id));
    const reservations = await this.db
      .select({
        vendorNumber: products.vendorNumber,
        storeCode: stores.storeCode,
        status: inventoryReservations.status,
        quantity: sql<number>`sum(${inventoryReservations.quantity})::int`,
      })
      .from(inventoryReservations)
      .innerJoin(inventories, eq(inventories.id, inventoryReservations.inventoryId))
      .innerJoin(products, eq(products.id, inventories.productId))
      .innerJoin(stores, eq(stores.id, inventories.storeId))
      .where(eq(inventoryReservations.orderSerialNumber, serialNumber))
      .groupBy(products.vendorNumber, stores.storeCode, inventoryReservations.status)
      .orderBy(asc(products.vendorNumber), asc(stores.storeCode));
    const { features } = await projectConnection(this.db, row.projectKey);
    const previous = versions.at(-1);
    return {
      summary: toSummary(row),
      order: row.data,
      documents: sources.map((source) => ({
        ...source,
        receivedAt: source.receivedAt.toISOString(),
      })),
      versions: versions.flatMap((version) =>
        version.data.kind === 'order'
          ? [
              {
                version: version.version,
                documentType: version.documentType as CanonicalOrder['documentType'],
                documentNumber: version.documentNumber,
                status: version.status as OrderSummary['status'],
                receivedAt: version.receivedAt.toISOString(),
                replacedAt: version.replacedAt.toISOString(),
                order: version.data,
              },
            ]
          : [],
      ),
      changes:
        previous !== undefined && previous.data.kind === 'order'
          ? diffOrders(previous.data, row.data)
          : [],
      reservations: reservations.map((reservation) => ({
        ...reservation,
        quantity: Number(reservation.quantity),
      })),
      features,
      allowedActions: allowedActions(row.status, row.documentType).filter(
        (action) => action !== 'cancel' || features.allowCancel,
      ),
    };
  }

  /**
   * The latest order whose document or order number is `number`: in `projectKey`, or without one
   * in the one project that has the number. Numbers are unique only within a project, so a number
   * that orders of several projects carry is refused with those projects, to choose from.
   */
  async infoByNumber(kind: OrderNumberKind, number: string, projectKey: string | undefined) {
    const match =
      kind === 'document'
        ? eq(orders.documentNumber, number)
        : kind === 'order'
          ? eq(orders.orderNumber, number)
          : or(eq(orders.documentNumber, number), eq(orders.orderNumber, number));
    const inProject = projectKey === undefined ? undefined : eq(orders.projectKey, projectKey);
    // The latest match of each project that has the number.
    const found = await this.db
      .select({
        projectKey: orders.projectKey,
        serialNumber: sql<number>`max(${orders.serialNumber})`,
      })
      .from(orders)
      .where(and(inProject, match))
      .groupBy(orders.projectKey)
      .orderBy(asc(orders.projectKey));
    const [only, ...others] = found;
    if (only === undefined) throw new ApiError('ORDER_NOT_FOUND', { field: 'number' });
    if (others.length > 0) {
      throw new ApiError('ORDER_NUMBER_IN_SEVERAL_PROJECTS', {
        field: 'project_key',
        detail: { field: 'project_key', projects: found.map((row) => row.projectKey) },
      });
    }
    return this.info(Number(only.serialNumber));
  }

  /** The operation log, oldest first. */
  async logs(serialNumber: number): Promise<OrderLog[]> {
    await this.row(this.db, serialNumber);
    const rows = await this.db
      .select()
      .from(orderLogs)
      .where(eq(orderLogs.serialNumber, serialNumber))
      .orderBy(asc(orderLogs.at), asc(orderLogs.id));
    return rows.map(toOrderLog);
  }

  /**
   * What went wrong around an order: errors of its documents, messages about it that failed or
   * were rejected, and changes that arrived for it but could not be applied.
   */
  async errors(serialNumber: number, language: Language): Promise<OrderError[]> {
    const row = await this.row(this.db, serialNumber);
    const versionDocuments = await this.db
      .select({ documentId: orderVersions.documentId })
      .from(orderVersions)
      .where(eq(orderVersions.serialNumber, serialNumber));
    const own = [row.documentId, ...versionDocuments.map((version) => version.documentId)];
    const found: OrderError[] = [];
    const ownDocuments = await this.db
      .select({
        id: documents.id,
        setId: documents.documentType,
        controlNumber: documents.controlNumber,
        errors: documents.errors,
        createdAt: documents.createdAt,
      })
      .from(documents)
      .where(inArray(documents.id, own));
    for (const document of ownDocuments) {
      for (const error of document.errors) {
        found.push({
          at: document.createdAt.toISOString(),
          source: 'document',
          reference: `${document.setId} ${document.controlNumber}`,
          message: describeProblem(error),
        });
      }
    }
    const failedMessages = await this.db
      .select()
      .from(messages)
      .where(
        and(
          eq(messages.orderSerialNumber, serialNumber),
          or(
            inArray(messages.status, ['failed', 'pok', 'unknown']),
            sql`jsonb_array_length(${messages.errors}) > 0`,
          ),
        ),
      )
      .orderBy(asc(messages.id));
    for (const message of failedMessages) {
      // A message that failed without saying why is described by its status, in words.
      const problems =
        message.errors.length > 0
          ? message.errors
          : [messageStatusMeaning(message.status, language)];
      for (const problem of problems) {
        found.push({
          at: message.updatedAt.toISOString(),
          source: 'message',
          reference: `${message.documentType} ${message.interchangeControlNumber}`,
          message: describeProblem(problem),
        });
      }
    }
    const refused = await this.db
      .select({
        id: documents.id,
        setId: documents.documentType,
        controlNumber: documents.controlNumber,
        createdAt: documents.createdAt,
      })
      .from(documents)
      .where(
        and(
          eq(documents.projectKey, row.projectKey),
          inArray(documents.documentType, ['860', 'ORDCHG']),
          eq(documents.status, 'accepted'),
          sql`${documents.canonical}->>'orderNumber' = ${row.orderNumber}`,
          notInArray(documents.id, own),
          gte(documents.createdAt, row.receivedAt),
        ),
      )
      .orderBy(asc(documents.id));
    for (const document of refused) {
      const [log] = await this.db
        .select({ toStatus: orderLogs.toStatus })
        .from(orderLogs)
        .where(and(eq(orderLogs.serialNumber, serialNumber), lte(orderLogs.at, document.createdAt)))
        .orderBy(desc(orderLogs.at), desc(orderLogs.id))
        .limit(1);
      found.push({
        at: document.createdAt.toISOString(),
        source: 'change',
        reference: `${document.setId} ${document.controlNumber}`,
        message: refusedChangeText[language](log?.toStatus ?? row.status),
      });
    }
    return found.sort((a, b) => a.at.localeCompare(b.at));
  }

  /**
   * Deletes an order, when its project allows it (feature switch) and it holds nothing: only
   * new, received, changed, rejected and cancelled orders. Its logs and versions go with it.
   */
  async remove(serialNumber: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const row = await this.row(tx, serialNumber, true);
      const { features } = await projectConnection(tx, row.projectKey);
      if (!features.allowDelete) {
        throw new ApiError('ORDER_DELETE_NOT_ALLOWED');
      }
      if (!(deletableStatuses as readonly string[]).includes(row.status)) {
        throw new ApiError('INVALID_STATUS', { field: 'status' });
      }
      await tx.delete(orders).where(eq(orders.serialNumber, serialNumber));
    });
  }

  private exportOrder(selection: OrderExportSelection) {
    if ('ids' in selection) {
      return {
        where: inArray(orders.serialNumber, [...selection.ids]),
        key: sortKeys.receivedAt,
        descending: true,
      };
    }
    const { filters } = selection;
    return {
      where: this.filters(filters),
      key: sortKeys[filters.sort],
      descending: filters.direction === 'desc',
    };
  }

  /** How many orders an export covers, counted exactly: once per export, not per page. */
  async exportCount(selection: OrderExportSelection): Promise<number> {
    const [counted] = await this.db
      .select({ total: count() })
      .from(orders)
      .where(this.exportOrder(selection).where);
    return Number(counted?.total ?? 0);
  }

  /**
   * One page of an export after `position`, by keyset, so page 500 costs what page 1 does and no
   * cursor or transaction stays open between pages. An order that arrives during the export is
   * in it only if it sorts after the pages already written.
   */
  async exportPage(
    selection: OrderExportSelection,
    position: OrderKeyset | undefined,
    size: number,
  ): Promise<{ rows: OrderRow[]; next: OrderKeyset | undefined }> {
    const { where, key, descending } = this.exportOrder(selection);
    const direction = descending ? desc : asc;
    const rows = await this.db
      .select({ row: orders, sortValue: sql<string>`(${key.expression})::text` })
      .from(orders)
      .where(
        and(where, position === undefined ? undefined : keysetAfter(key, descending, position)),
      )
      .orderBy(direction(key.expression), direction(orders.serialNumber))
      .limit(size);
    const last = rows.at(-1);
    return {
      rows: rows.map(({ row }) => row),
      next:
        rows.length < size || last === undefined
          ? undefined
          : [last.sortValue, last.row.serialNumber],
    };
  }

  /** The selected orders as a workbook, one row per line (order columns repeated). */
  async export(serialNumbers: readonly number[], language: Language): Promise<Buffer> {
    const rows = await this.db
      .select()
      .from(orders)
      .where(inArray(orders.serialNumber, [...serialNumbers]))
      .orderBy(desc(orders.receivedAt), desc(orders.serialNumber));
    if (rows.length === 0) throw new ApiError('ORDER_NOT_FOUND', { field: 'ids' });
    const complete = rows.flatMap((row) => orderSheetRecords(row, language));
    return writeWorkbook(orderSheetName(language), orderColumns, complete, language);
  }
}

/**
 * An order as rows of the export sheet: one per line, the order's columns repeated, every column
 * present. Document type and status are written in words, as the screens show them.
 */
export function orderSheetRecords(row: OrderRow, language: Language): SheetRecord<string>[] {
  const order = row.data.kind === 'order' ? row.data : undefined;
  const header = {
    serialNumber: row.serialNumber,
    orderNumber: row.orderNumber,
    documentNumber: row.documentNumber,
    documentType: orderDocumentTypeMeaning(row.documentType, language),
    status: orderStatusMeaning(row.status, language),
    documentVersion: row.documentVersion,
    orderDate: row.orderDate,
    receivedAt: utcStamp(row.receivedAt),
    buyer: row.buyerName,
    shipTo: row.shipToName,
    currencyCode: row.currencyCode,
  };
  const lines = order?.lines ?? [];
  const records: Record<string, CellValue>[] =
    lines.length === 0
      ? [header]
      : lines.map((line) => ({
          ...header,
          lineNumber: line.lineNumber,
          buyerItemNumber: line.buyerItemNumber ?? null,
          vendorItemNumber: line.vendorItemNumber ?? null,
          upc: line.upc ?? null,
          description: line.description ?? null,
          quantity: line.quantities.ordered ?? null,
          unit: line.unit === undefined ? null : elementCodeLabel(unitCodes, line.unit, language),
          unitPrice: line.unitPrice ?? null,
          amount:
            line.unitPrice === undefined || line.quantities.ordered === undefined
              ? null
              : Math.round(line.unitPrice * line.quantities.ordered * 10_000) / 10_000,
          requestDate: line.dates.request ?? line.dates.delivery ?? null,
        }));
  return records.map((record) =>
    Object.fromEntries(orderColumns.map((column) => [column.key, record[column.key] ?? null])),
  );
}

/** A stored problem (receipt problem, message error or status word) as one line of text. */
function describeProblem(problem: unknown): string {
  if (typeof problem === 'string') return problem;
  if (problem !== null && typeof problem === 'object' && 'message' in problem) {
    const text = (problem as { message: unknown }).message;
    if (typeof text === 'string') return text;
  }
  return JSON.stringify(problem);
}
