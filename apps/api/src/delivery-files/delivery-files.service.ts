import {
  maxShownRows,
  type deliveryItemUploadQuerySchema,
  type filePageQuerySchema,
  type DeliveryItemUploadResult,
  type Language,
  type Page,
  type ProjectConnection,
  type ShownData,
  type StoredFile,
  type StoredFileKind,
} from '@portal/contracts';
import { and, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { posix } from 'node:path';
import type { z } from 'zod';
import type { Clock } from '../common/clock';
import { escapeLike } from '../common/paging';
import {
  deliveryUploads,
  messages,
  orders,
  projects,
  shipmentDocuments,
  shipments,
  type Database,
} from '../database';
import {
  canonicalOrderOf,
  deliveryById,
  orderBySerial,
  type OrderRow,
} from '../delivery/delivery-store';
import {
  projectRelativePath,
  tabularMediaTypes,
  uploadAsStoredFile,
} from '../delivery/delivery-uploads';
import { ApiError } from '../errors';
import { projectPaths, type ProjectPaths } from '../gateway/project-paths';
import { projectConnection } from '../projects/projects.service';
import { shipmentOf } from '../purchase/shipment-store';
import { readAsnUpload, writeAsnTemplate, type AsnTemplateLine } from './asn-workbook';
import { readCsvTable } from './csv-table';
import { readSheetTable } from './sheet-table';
import {
  cleanFileName,
  readStoredUpload,
  reportTypeOf,
  storeUpload,
  xlsxType,
  type ReportType,
  type UploadedFile,
} from './stored-uploads';

type ItemUploadQuery = z.output<typeof deliveryItemUploadQuerySchema>;
type FilePageQuery = z.output<typeof filePageQuerySchema>;
type UploadRow = typeof deliveryUploads.$inferSelect;

/** A file to send: its bytes, the name to save it under and its media type. */
export interface FileDownload {
  readonly content: Buffer;
  readonly name: string;
  readonly mediaType: string;
}

/** Outbound documents are sent as the text they were written as. */
const messageMediaType = 'text/plain';
/** Labels, packing slips and bills of lading are kept in the database, not on disk. */
const labelFolder = 'labels';

/** `upload:12` → where the file is kept and its id there. */
function parseFileId(id: string): { source: 'upload' | 'label' | 'message'; id: number } {
  const match = /^(upload|label|message):(\d{1,12})$/.exec(id);
  if (match === null) throw new ApiError('FILE_NOT_FOUND', { field: 'id' });
  return { source: match[1] as 'upload' | 'label' | 'message', id: Number(match[2]) };
}

/** One row of the files list, whichever table it comes from. */
interface FileListRow {
  source: string;
  id: number;
  kind: string;
  projectKey: string;
  serialNumber: number | null;
  poNumber: string | null;
  name: string;
  storedName: string;
  size: number;
  mediaType: string;
  createdBy: string | null;
  createdAt: Date;
}

/**
 * The files of the delivery screen (spec §7 /file/*, docs/ship-notices.md "Files"): report files
 * and line-item workbooks uploaded for an order's shipment, the ASN template, downloads and the
 * table view of stored uploads, and the project's list of files: uploads, the labels and
 * documents fulfilment printed, and the outbound EDI documents.
 */
export class DeliveryFilesService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly dataDir: string,
  ) {}

  private async pathsOf(projectKey: string, connection?: ProjectConnection): Promise<ProjectPaths> {
    return projectPaths(
      this.dataDir,
      projectKey,
      connection ?? (await projectConnection(this.db, projectKey)),
    );
  }

  // ---- uploads ------------------------------------------------------------------------------

  /** A report file for the order's shipment (PDF, image, xlsx, csv or text, told by content). */
  async uploadReport(serialNumber: number, file: UploadedFile, actor: string): Promise<StoredFile> {
    const order = await orderBySerial(this.db, serialNumber);
    const type = reportTypeOf(file.bytes, file.fileName);
    return this.keep(order, 'report', file, type, actor);
  }

  /**
   * Line items from a filled-in ASN template: all rows or none. The workbook is kept (it is
   * listed and can be shown) but nothing goes into the notice: the screen replaces its lines
   * and saves. A named notice must be the order's and still a draft.
   */
  async uploadItems(
    query: ItemUploadQuery,
    file: UploadedFile,
    actor: string,
    language: Language,
  ): Promise<DeliveryItemUploadResult> {
    const order = await orderBySerial(this.db, query.serial_number);
    if (query.delivery_id !== undefined) {
      const delivery = await deliveryById(this.db, query.delivery_id);
      if (delivery.serialNumber !== order.serialNumber) {
        throw new ApiError('DETAIL_FETCH_FAILED', { field: 'delivery_id' });
      }
      if (delivery.messageId !== null) {
        throw new ApiError('DELIVERY_ALREADY_SENT', { field: 'delivery_id' });
      }
    }
    const lineNumbers = new Set(canonicalOrderOf(order).lines.map((line) => line.lineNumber));
    const lines = await readAsnUpload(file.bytes, lineNumbers, language);
    return { lines, file: await this.keep(order, 'deliveryItems', file, xlsxType, actor) };
  }

  /** Writes the bytes first, then the row that lists them; a failed insert removes the file. */
  private async keep(
    order: OrderRow,
    kind: 'report' | 'deliveryItems',
    file: UploadedFile,
    type: ReportType,
    actor: string,
  ): Promise<StoredFile> {
    const paths = await this.pathsOf(order.projectKey);
    const stored = await storeUpload(paths, file.bytes, type.extension);
    let row: UploadRow | undefined;
    try {
      [row] = await this.db
        .insert(deliveryUploads)
        .values({
          projectKey: order.projectKey,
          serialNumber: order.serialNumber,
          kind,
          name: cleanFileName(file.fileName, `${kind}.${type.extension}`),
          storedName: stored.storedName,
          size: file.bytes.length,
          mediaType: type.mediaType,
          createdBy: actor,
          createdAt: this.clock.now(),
        })
        .returning();
    } catch (error) {
      await stored.discard();
      throw error;
    }
    if (row === undefined) throw new Error('the upload row was not inserted');
    return uploadAsStoredFile(row, paths, order.orderNumber);
  }

  // ---- the template -------------------------------------------------------------------------

  /**
   * The ASN template, with the order's lines (the quantity fulfilment confirmed, else the
   * quantity ordered) when one is named. The project's `allowAsnTemplateDownload` switched off
   * refuses it ("invalid status", 4001, naming the switch).
   */
  async template(
    projectKey: string,
    serialNumber: number | undefined,
    language: Language,
  ): Promise<{ content: Buffer; poNumber: string | null }> {
    const { features } = await projectConnection(this.db, projectKey, 'project_key');
    if (!features.allowAsnTemplateDownload) {
      throw new ApiError('INVALID_STATUS', { field: 'allowAsnTemplateDownload' });
    }
    let lines: AsnTemplateLine[] = [];
    let poNumber: string | null = null;
    if (serialNumber !== undefined) {
      const order = await orderBySerial(this.db, serialNumber);
      if (order.projectKey !== projectKey) {
        throw new ApiError('ORDER_NOT_FOUND', { field: 'serial_number' });
      }
      poNumber = order.orderNumber;
      const shipped = (await shipmentOf(this.db, serialNumber))?.shippedQuantities ?? null;
      lines = canonicalOrderOf(order).lines.map((line) => ({
        lineNumber: line.lineNumber,
        buyerItemNumber: line.buyerItemNumber ?? null,
        vendorItemNumber: line.vendorItemNumber ?? null,
        upc: line.upc ?? null,
        description: line.description ?? null,
        unit: line.unit ?? null,
        quantity: shipped?.[line.lineNumber] ?? line.quantities.ordered ?? null,
      }));
    }
    try {
      return { content: await writeAsnTemplate(lines, language), poNumber };
    } catch (cause) {
      throw new ApiError('TEMPLATE_DOWNLOAD_FAILED', { cause });
    }
  }

  // ---- downloads and the table view ---------------------------------------------------------

  private async uploadRow(id: number): Promise<UploadRow> {
    const [row] = await this.db.select().from(deliveryUploads).where(eq(deliveryUploads.id, id));
    if (row === undefined) throw new ApiError('FILE_NOT_FOUND', { field: 'id' });
    return row;
  }

  /** A stored file by its id: an upload from disk, a label or an outbound document. */
  async download(fileId: string): Promise<FileDownload> {
    const { source, id } = parseFileId(fileId);
    if (source === 'upload') {
      const row = await this.uploadRow(id);
      const paths = await this.pathsOf(row.projectKey);
      return {
        content: await readStoredUpload(paths, row.storedName),
        name: row.name,
        mediaType: row.mediaType,
      };
    }
    if (source === 'label') {
      const [row] = await this.db
        .select()
        .from(shipmentDocuments)
        .where(eq(shipmentDocuments.id, id));
      if (row === undefined) throw new ApiError('FILE_NOT_FOUND', { field: 'id' });
      return { content: row.content, name: row.fileName, mediaType: row.mediaType };
    }
    const [row] = await this.db
      .select({ fileName: messages.fileName, text: messages.text })
      .from(messages)
      .where(eq(messages.id, id));
    if (row === undefined) throw new ApiError('FILE_NOT_FOUND', { field: 'id' });
    return {
      content: Buffer.from(row.text, 'utf8'),
      name: row.fileName,
      mediaType: `${messageMediaType}; charset=utf-8`,
    };
  }

  /**
   * A stored xlsx or csv upload as a table (the first `maxShownRows` rows). Asking for a file that
   * is no table (a label, a message, a PDF report) is the caller's mistake (2005, naming `id`); a
   * stored table that cannot be read is the server's (5008).
   */
  async show(fileId: string): Promise<ShownData> {
    const { source, id } = parseFileId(fileId);
    if (source !== 'upload') throw new ApiError('FIELD_INVALID', { field: 'id' });
    const row = await this.uploadRow(id);
    if (!tabularMediaTypes.has(row.mediaType)) {
      throw new ApiError('FIELD_INVALID', { field: 'id' });
    }
    const bytes = await readStoredUpload(await this.pathsOf(row.projectKey), row.storedName);
    const table =
      row.mediaType === xlsxType.mediaType
        ? await readSheetTable(bytes, maxShownRows)
        : readCsvTable(bytes, maxShownRows);
    return { name: row.name, ...table };
  }

  // ---- the list -----------------------------------------------------------------------------

  /**
   * Delivery Information (File): the project's uploads, printed documents and outbound
   * documents in one list, newest first, each with the PO number of its order when it has one.
   */
  async page(query: FilePageQuery): Promise<Page<StoredFile>> {
    const uploads = this.db
      .select({
        source: sql<string>`'upload'::varchar`.as('source'),
        id: sql<number>`${deliveryUploads.id}`.as('id'),
        kind: sql<string>`${deliveryUploads.kind}::varchar`.as('kind'),
        projectKey: sql<string>`${deliveryUploads.projectKey}::varchar`.as('project_key'),
        serialNumber: sql<number | null>`${deliveryUploads.serialNumber}`.as('serial_number'),
        poNumber: sql<string | null>`${orders.orderNumber}::varchar`.as('po_number'),
        name: sql<string>`${deliveryUploads.name}::varchar`.as('name'),
        storedName: sql<string>`${deliveryUploads.storedName}::varchar`.as('stored_name'),
        size: sql<number>`${deliveryUploads.size}`.as('size'),
        mediaType: sql<string>`${deliveryUploads.mediaType}::varchar`.as('media_type'),
        createdBy: sql<string | null>`${deliveryUploads.createdBy}::varchar`.as('created_by'),
        createdAt: sql<Date>`${deliveryUploads.createdAt}`.as('created_at'),
      })
      .from(deliveryUploads)
      .leftJoin(orders, eq(orders.serialNumber, deliveryUploads.serialNumber));
    const labels = this.db
      .select({
        source: sql<string>`'label'::varchar`.as('source'),
        id: sql<number>`${shipmentDocuments.id}`.as('id'),
        kind: sql<string>`'label'::varchar`.as('kind'),
        projectKey: sql<string>`${shipments.projectKey}::varchar`.as('project_key'),
        serialNumber: sql<number | null>`${shipmentDocuments.serialNumber}`.as('serial_number'),
        poNumber: sql<string | null>`${orders.orderNumber}::varchar`.as('po_number'),
        name: sql<string>`${shipmentDocuments.fileName}::varchar`.as('name'),
        storedName: sql<string>`${shipmentDocuments.fileName}::varchar`.as('stored_name'),
        size: sql<number>`octet_length(${shipmentDocuments.content})::bigint`.as('size'),
        mediaType: sql<string>`${shipmentDocuments.mediaType}::varchar`.as('media_type'),
        createdBy: sql<string | null>`null::varchar`.as('created_by'),
        createdAt: sql<Date>`${shipmentDocuments.createdAt}`.as('created_at'),
      })
      .from(shipmentDocuments)
      .innerJoin(shipments, eq(shipments.serialNumber, shipmentDocuments.serialNumber))
      .leftJoin(orders, eq(orders.serialNumber, shipmentDocuments.serialNumber));
    const outbound = this.db
      .select({
        source: sql<string>`'message'::varchar`.as('source'),
        id: sql<number>`${messages.id}`.as('id'),
        kind: sql<string>`'outbound'::varchar`.as('kind'),
        projectKey: sql<string>`${messages.projectKey}::varchar`.as('project_key'),
        serialNumber: sql<number | null>`${messages.orderSerialNumber}`.as('serial_number'),
        poNumber: sql<string | null>`${orders.orderNumber}::varchar`.as('po_number'),
        name: sql<string>`${messages.fileName}::varchar`.as('name'),
        storedName: sql<string>`${messages.fileName}::varchar`.as('stored_name'),
        size: sql<number>`octet_length(${messages.text})::bigint`.as('size'),
        mediaType: sql<string>`${messageMediaType}::varchar`.as('media_type'),
        createdBy: sql<string | null>`${messages.createdBy}::varchar`.as('created_by'),
        createdAt: sql<Date>`${messages.createdAt}`.as('created_at'),
      })
      .from(messages)
      .leftJoin(orders, eq(orders.serialNumber, messages.orderSerialNumber));
    const files = uploads.unionAll(labels).unionAll(outbound).as('files');
    const where = and(
      query.project_key === undefined ? undefined : eq(files.projectKey, query.project_key),
      query.kind === undefined ? undefined : eq(files.kind, query.kind),
      query.poNumber ? ilike(files.poNumber, `%${escapeLike(query.poNumber)}%`) : undefined,
    );
    const [counted] = await this.db.select({ total: count() }).from(files).where(where);
    const rows: FileListRow[] = (
      await this.db
        .select()
        .from(files)
        .where(where)
        .orderBy(desc(files.createdAt), desc(files.source), desc(files.id))
        .limit(query.size)
        .offset((query.page - 1) * query.size)
    ).map((row) => ({
      ...row,
      id: Number(row.id),
      serialNumber: row.serialNumber === null ? null : Number(row.serialNumber),
      size: Number(row.size),
      createdAt: row.createdAt instanceof Date ? row.createdAt : new Date(row.createdAt),
    }));
    const keys = [...new Set(rows.map((row) => row.projectKey))];
    const connections = new Map(
      keys.length === 0
        ? []
        : (
            await this.db
              .select({ key: projects.projectKey, connection: projects.connection })
              .from(projects)
              .where(inArray(projects.projectKey, keys))
          ).map((project) => [
            project.key,
            projectPaths(this.dataDir, project.key, project.connection),
          ]),
    );
    return {
      records: rows.map((row) => this.listed(row, connections.get(row.projectKey))),
      total: Number(counted?.total ?? 0),
      page: query.page,
      size: query.size,
    };
  }

  private listed(row: FileListRow, paths: ProjectPaths | undefined): StoredFile {
    const where = (directory: keyof Pick<ProjectPaths, 'upload' | 'outbound'>): string =>
      paths === undefined
        ? posix.join(directory, row.storedName)
        : projectRelativePath(paths, paths[directory], row.storedName);
    return {
      id: `${row.source}:${row.id}`,
      kind: row.kind as StoredFileKind,
      projectKey: row.projectKey,
      serialNumber: row.serialNumber,
      poNumber: row.poNumber,
      name: row.name,
      path:
        row.source === 'label'
          ? posix.join(labelFolder, row.storedName)
          : where(row.source === 'upload' ? 'upload' : 'outbound'),
      size: row.size,
      type: row.mediaType,
      tabular: row.source === 'upload' && tabularMediaTypes.has(row.mediaType),
      createdBy: row.createdBy,
      createdAt: row.createdAt.toISOString(),
    };
  }
}
