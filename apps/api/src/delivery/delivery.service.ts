import type {
  DeliveryData,
  DeliveryDetail,
  DeliveryPage,
  DeliverySendResult,
  DeliveryStatusView,
  DeliverySummary,
  DeliveryTypeEntry,
  Language,
  ProjectConnection,
  ProjectFeatures,
  StoredFile,
  deliveryPageQuerySchema,
  deliverySaveSchema,
  deliverySendSchema,
} from '@portal/contracts';
import { and, asc, count, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Clock } from '../common/clock';
import { containsText } from '../common/paging';
import {
  deliveries,
  deliveryUploads,
  locations,
  messages,
  orders,
  projects,
  shipments,
  type Database,
  type Executor,
} from '../database';
import { ApiError } from '../errors';
import type { EdiGateway } from '../gateway/gateway';
import { outboundDocumentType } from '../gateway/outbound/outbound-documents';
import type { MessageRow } from '../gateway/outbound/outbound-messages';
import { projectPaths } from '../gateway/project-paths';
import { toMessage } from '../messages/messages.service';
import { zonedMidnight } from '../orders/zoned-day';
import { projectConnection } from '../projects/projects.service';
import { activePackages, shipmentOf, type ShipmentRow } from '../purchase/shipment-store';
import { numberLabels } from './delivery-labels';
import { prefillDelivery, type Prefilled } from './delivery-prefill';
import { sendNotice, type SendingLog } from './delivery-sending';
import {
  asDeliveryStatus,
  asOrderStatus,
  canonicalOrderOf,
  deliveryById,
  isOrderDocument,
  lockOrder,
  latestDelivery,
  noticeMessages,
  noticeOrderStatuses,
  orderByPo,
  orderBySerial,
  orderResponseTypes,
  sendAllowed,
  shipNoticeTypes,
  type DeliveryRow,
  type OrderRow,
} from './delivery-store';
import { uploadAsStoredFile } from './delivery-uploads';

type PageQuery = z.output<typeof deliveryPageQuerySchema>;
type SaveBody = z.output<typeof deliverySaveSchema>;
type SendBody = z.output<typeof deliverySendSchema>;

/** The messages the notice was sent as: its message and every resend of it, newest first. */
function messageChain(messageId: number | null, notices: readonly MessageRow[]): MessageRow[] {
  if (messageId === null) return [];
  const ids = new Set([messageId]);
  for (let size = 0; size !== ids.size;) {
    size = ids.size;
    for (const message of notices) {
      if (message.resendOf === null) continue;
      if (ids.has(message.resendOf)) ids.add(message.id);
      if (ids.has(message.id)) ids.add(message.resendOf);
    }
  }
  return notices.filter((message) => ids.has(message.id));
}

/**
 * Ship notices (docs/ship-notices.md): the delivery list, a notice prefilled from fulfilment,
 * drafts saved with their SSCCs, copies and deletion, the order's notices and messages, and
 * sending (delivery-sending.ts).
 */
export class DeliveryService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly gateway: EdiGateway,
    private readonly dataDir: string,
  ) {}

  // ---- reading ------------------------------------------------------------------------------

  async page(query: PageQuery): Promise<DeliveryPage> {
    return query.view === 'awaiting' ? this.awaitingPage(query) : this.noticePage(query);
  }

  /**
   * Saved notices, newest first. The PO filter matches a part of the number, case-insensitively
   * (a clerk types what the customer's e-mail quotes); the dates are the days the notice was
   * last saved, in the user's zone.
   */
  private async noticePage(query: PageQuery): Promise<DeliveryPage> {
    const zone = query.timeZone ?? 'UTC';
    const status = sql<string>`coalesce(${messages.status}, 'new')`;
    const where = and(
      query.project_key === undefined ? undefined : eq(deliveries.projectKey, query.project_key),
      query.status === undefined ? undefined : sql`${status} = ${query.status}`,
      containsText(orders.orderNumber, query.poNumber),
      query.from === undefined
        ? undefined
        : gte(deliveries.updatedAt, zonedMidnight(query.from, zone)),
      query.to === undefined
        ? undefined
        : lt(deliveries.updatedAt, zonedMidnight(query.to, zone, 1)),
    );
    const [counted] = await this.db
      .select({ total: count() })
      .from(deliveries)
      .innerJoin(orders, eq(orders.serialNumber, deliveries.serialNumber))
      .leftJoin(messages, eq(messages.id, deliveries.messageId))
      .where(where);
    const rows = await this.db
      .select({
        deliveryId: deliveries.id,
        projectKey: deliveries.projectKey,
        serialNumber: deliveries.serialNumber,
        poNumber: orders.orderNumber,
        orderStatus: orders.status,
        deliveryType: deliveries.deliveryType,
        status,
        shipmentNumber: sql<string | null>`${deliveries.data}->'shipment'->>'shipmentNumber'`,
        shippedDate: sql<string | null>`${deliveries.data}->'shipment'->>'shippedDate'`,
        packageCount: sql<number>`jsonb_array_length(${deliveries.data}->'packages')`,
        messageId: deliveries.messageId,
        documentType: messages.documentType,
        interchangeControlNumber: messages.interchangeControlNumber,
        updatedAt: deliveries.updatedAt,
        sentAt: deliveries.sentAt,
      })
      .from(deliveries)
      .innerJoin(orders, eq(orders.serialNumber, deliveries.serialNumber))
      .leftJoin(messages, eq(messages.id, deliveries.messageId))
      .where(where)
      .orderBy(desc(deliveries.updatedAt), desc(deliveries.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size);
    return {
      records: rows.map((row): DeliverySummary => ({
        ...row,
        orderStatus: asOrderStatus(row.orderStatus),
        status: asDeliveryStatus(row.status),
        packageCount: Number(row.packageCount),
        updatedAt: row.updatedAt.toISOString(),
        sentAt: row.sentAt?.toISOString() ?? null,
      })),
      total: Number(counted?.total ?? 0),
      page: query.page,
      size: query.size,
    };
  }

  /**
   * Delivered orders of projects that send ship notices, still waiting for their first one (a
   * sent notice moves the order on to SEND_ASN, so DELIVERED is exactly "none sent"), with their
   * draft when one was saved; most recently shipped first. Every such order is unsent: the status
   * filter keeps them all for `new` and none for any other status.
   */
  private async awaitingPage(query: PageQuery): Promise<DeliveryPage> {
    const empty = { records: [], total: 0, page: query.page, size: query.size };
    if (query.status !== undefined && query.status !== 'new') return empty;
    const zone = query.timeZone ?? 'UTC';
    const draft = alias(deliveries, 'draft');
    const where = and(
      eq(orders.status, 'DELIVERED'),
      isOrderDocument,
      sql`(${projects.connection}->'features'->>'sendShipNotice') = 'true'`,
      query.project_key === undefined ? undefined : eq(orders.projectKey, query.project_key),
      containsText(orders.orderNumber, query.poNumber),
      query.from === undefined
        ? undefined
        : gte(shipments.shippedAt, zonedMidnight(query.from, zone)),
      query.to === undefined
        ? undefined
        : lt(shipments.shippedAt, zonedMidnight(query.to, zone, 1)),
    );
    // The order's latest unsent draft, if there is one.
    const latestDraft = and(
      eq(draft.serialNumber, orders.serialNumber),
      sql`${draft.id} = (select max(d.id) from deliveries d where d.serial_number = ${orders.serialNumber} and d.message_id is null)`,
    );
    const [counted] = await this.db
      .select({ total: count() })
      .from(orders)
      .innerJoin(projects, eq(projects.projectKey, orders.projectKey))
      .leftJoin(shipments, eq(shipments.serialNumber, orders.serialNumber))
      .where(where);
    const rows = await this.db
      .select({
        deliveryId: draft.id,
        projectKey: orders.projectKey,
        serialNumber: orders.serialNumber,
        poNumber: orders.orderNumber,
        orderStatus: orders.status,
        shipmentNumber: sql<string | null>`${draft.data}->'shipment'->>'shipmentNumber'`,
        draftShippedDate: sql<string | null>`${draft.data}->'shipment'->>'shippedDate'`,
        shippedDate: shipments.shippedDate,
        draftPackages: sql<number | null>`jsonb_array_length(${draft.data}->'packages')`,
        shipmentPackages: sql<number>`(select count(*) from shipment_packages p where p.serial_number = ${orders.serialNumber} and p.voided_at is null)`,
        updatedAt: draft.updatedAt,
      })
      .from(orders)
      .innerJoin(projects, eq(projects.projectKey, orders.projectKey))
      .leftJoin(shipments, eq(shipments.serialNumber, orders.serialNumber))
      .leftJoin(draft, latestDraft)
      .where(where)
      .orderBy(sql`${shipments.shippedAt} desc nulls last`, desc(orders.serialNumber))
      .limit(query.size)
      .offset((query.page - 1) * query.size);
    return {
      records: rows.map((row): DeliverySummary => ({
        deliveryId: row.deliveryId,
        projectKey: row.projectKey,
        serialNumber: row.serialNumber,
        poNumber: row.poNumber,
        orderStatus: asOrderStatus(row.orderStatus),
        deliveryType: 'shipNotice',
        status: row.deliveryId === null ? null : 'new',
        shipmentNumber: row.shipmentNumber,
        shippedDate: row.draftShippedDate ?? row.shippedDate,
        packageCount: Number(row.draftPackages ?? row.shipmentPackages),
        messageId: null,
        documentType: null,
        interchangeControlNumber: null,
        updatedAt: row.updatedAt?.toISOString() ?? null,
        sentAt: null,
      })),
      total: Number(counted?.total ?? 0),
      page: query.page,
      size: query.size,
    };
  }

  async types(projectKey: string): Promise<DeliveryTypeEntry[]> {
    const connection = await projectConnection(this.db, projectKey, 'project_key');
    return [
      {
        type: 'shipNotice',
        documentType: outboundDocumentType(connection.standard, 'shipNotice'),
        enabled: connection.features.sendShipNotice,
      },
    ];
  }

  async info(serialNumber: number, projectKey: string): Promise<DeliveryDetail> {
    const order = await orderBySerial(this.db, serialNumber);
    if (order.projectKey !== projectKey) {
      throw new ApiError('ORDER_NOT_FOUND', { field: 'serial_number' });
    }
    return this.detailOf(this.db, order, await latestDelivery(this.db, serialNumber));
  }

  async infoByPo(poNumber: string, projectKey: string): Promise<DeliveryDetail> {
    const order = await orderByPo(this.db, poNumber, projectKey);
    return this.detailOf(this.db, order, await latestDelivery(this.db, order.serialNumber));
  }

  async infoById(deliveryId: number): Promise<DeliveryDetail> {
    const delivery = await deliveryById(this.db, deliveryId);
    const order = await orderBySerial(this.db, delivery.serialNumber);
    return this.detailOf(this.db, order, delivery);
  }

  async status(serialNumber: number): Promise<DeliveryStatusView> {
    const order = await orderBySerial(this.db, serialNumber);
    const notices = await noticeMessages(this.db, serialNumber);
    const statusOf = new Map(notices.map((message) => [message.id, message.status]));
    const rows = await this.db
      .select()
      .from(deliveries)
      .where(eq(deliveries.serialNumber, serialNumber))
      .orderBy(desc(deliveries.id));
    return {
      serialNumber,
      orderStatus: asOrderStatus(order.status),
      deliveries: rows.map((row) => ({
        deliveryId: row.id,
        status: asDeliveryStatus(
          row.messageId === null ? 'new' : (statusOf.get(row.messageId) ?? null),
        ),
        messageId: row.messageId,
        sentAt: row.sentAt?.toISOString() ?? null,
        updatedAt: row.updatedAt.toISOString(),
      })),
      messages: notices.map(toMessage),
    };
  }

  /** A notice as the builder edits it: saved, or prefilled (not stored) when `delivery` is none. */
  async detailOf(
    executor: Executor,
    order: OrderRow,
    delivery: DeliveryRow | undefined,
  ): Promise<DeliveryDetail> {
    const data = canonicalOrderOf(order);
    const connection = await projectConnection(executor, order.projectKey);
    const features = connection.features;
    const shipment = await shipmentOf(executor, order.serialNumber);
    const orderMessages = await executor
      .select()
      .from(messages)
      .where(eq(messages.orderSerialNumber, order.serialNumber))
      .orderBy(desc(messages.id));
    const notices = orderMessages.filter((message) =>
      shipNoticeTypes.includes(message.documentType),
    );
    const content: { data: DeliveryData; prefilledFrom: 'fulfilment' | 'order' | null } =
      delivery === undefined
        ? await prefillOf(executor, order, features, shipment)
        : { data: delivery.data, prefilledFrom: delivery.prefilledFrom };
    const sentAs = messageChain(delivery?.messageId ?? null, notices);
    const editable = delivery?.messageId == null;
    const shipped = shipment?.shippedQuantities ?? null;
    return {
      deliveryId: delivery?.id ?? null,
      projectKey: order.projectKey,
      serialNumber: order.serialNumber,
      poNumber: order.orderNumber,
      orderStatus: asOrderStatus(order.status),
      deliveryType: 'shipNotice',
      status:
        delivery === undefined
          ? null
          : asDeliveryStatus(
              delivery.messageId === null
                ? 'new'
                : (notices.find((message) => message.id === delivery.messageId)?.status ?? null),
            ),
      version: delivery?.updatedAt.toISOString() ?? null,
      data: content.data,
      prefilledFrom: content.prefilledFrom,
      orderLines: data.lines.map((line) => ({
        lineNumber: line.lineNumber,
        buyerItemNumber: line.buyerItemNumber ?? null,
        vendorItemNumber: line.vendorItemNumber ?? null,
        upc: line.upc ?? null,
        description: line.description ?? null,
        unit: line.unit ?? null,
        ordered: line.quantities.ordered ?? 0,
        shipped: shipped?.[line.lineNumber] ?? null,
      })),
      orderResponses: orderMessages
        .filter((message) => orderResponseTypes.includes(message.documentType))
        .map((message) => ({
          messageId: message.id,
          documentType: message.documentType,
          interchangeControlNumber: message.interchangeControlNumber,
          status: message.status,
          createdAt: message.createdAt.toISOString(),
        })),
      reportFiles: await this.reportFiles(executor, order, connection),
      messages: sentAs.map(toMessage),
      editable,
      canSend: editable && features.sendShipNotice && sendAllowed(order.status, notices[0]),
      switches: {
        sendShipNotice: features.sendShipNotice,
        hasOuterPackage: features.hasOuterPackage,
        hasInnerPackage: features.hasInnerPackage,
        hasNoPackage: features.hasNoPackage,
        autoLabelNumber: features.autoLabelNumber,
        allowOverShipment: features.allowOverShipment ?? false,
        allowAsnTemplateDownload: features.allowAsnTemplateDownload,
      },
      createdBy: delivery?.createdBy ?? null,
      updatedAt: delivery?.updatedAt.toISOString() ?? null,
      sentAt: delivery?.sentAt?.toISOString() ?? null,
    };
  }

  /** The report files uploaded for the order's shipment, newest first. */
  private async reportFiles(
    executor: Executor,
    order: OrderRow,
    connection: ProjectConnection,
  ): Promise<StoredFile[]> {
    const rows = await executor
      .select()
      .from(deliveryUploads)
      .where(
        and(
          eq(deliveryUploads.serialNumber, order.serialNumber),
          eq(deliveryUploads.kind, 'report'),
        ),
      )
      .orderBy(desc(deliveryUploads.createdAt), desc(deliveryUploads.id));
    if (rows.length === 0) return [];
    // Listed as the delivery files list them (delivery-files/): same id, path and table flag.
    const paths = projectPaths(this.dataDir, order.projectKey, connection);
    return rows.map((row) => uploadAsStoredFile(row, paths, order.orderNumber));
  }

  // ---- drafts -------------------------------------------------------------------------------

  async save(serialNumber: number, body: SaveBody, actor: string): Promise<DeliveryDetail> {
    return this.store({ serialNumber }, body, actor);
  }

  async saveByPo(
    poNumber: string,
    projectKey: string,
    body: SaveBody,
    actor: string,
  ): Promise<DeliveryDetail> {
    const order = await orderByPo(this.db, poNumber, projectKey);
    return this.store({ serialNumber: order.serialNumber }, body, actor);
  }

  async saveData(body: SaveBody & { deliveryId: number }, actor: string): Promise<DeliveryDetail> {
    return this.store({}, body, actor);
  }

  /**
   * Creates the order's draft (no `deliveryId`) or updates the one named, from the version it was
   * edited from: a draft saved meanwhile by someone else is never overwritten (4030), a sent
   * notice never changes (4028). Auto label numbers get their SSCCs and pallets' labels become
   * their cartons' master labels.
   */
  private async store(
    target: { serialNumber?: number },
    body: SaveBody,
    actor: string,
  ): Promise<DeliveryDetail> {
    return this.db.transaction(async (tx) => {
      const byId = { field: 'deliveryId' };
      const named =
        body.deliveryId == null ? undefined : await deliveryById(tx, body.deliveryId, byId);
      // A notice of another order than the one in the path is not this order's to save.
      if (
        named !== undefined &&
        target.serialNumber !== undefined &&
        named.serialNumber !== target.serialNumber
      ) {
        throw new ApiError('DETAIL_FETCH_FAILED', { field: 'deliveryId' });
      }
      const serialNumber = target.serialNumber ?? named?.serialNumber;
      if (serialNumber === undefined) {
        throw new ApiError('DETAIL_FETCH_FAILED', { field: 'deliveryId' });
      }
      // The order first, then its notice (as sending does): saves of one order queue up, so two
      // clerks never both create its draft.
      const order = await lockOrder(tx, serialNumber);
      const existing =
        named === undefined ? undefined : await deliveryById(tx, named.id, { ...byId, lock: true });
      const features = await this.mayHoldNotice(tx, order);
      if (existing !== undefined) {
        if (existing.messageId !== null) {
          throw new ApiError('DELIVERY_ALREADY_SENT', { field: 'deliveryId' });
        }
        if (body.version !== existing.updatedAt.toISOString()) {
          throw new ApiError('NOTICE_CHANGED', { field: 'version' });
        }
      } else {
        // Two clerks opened the prefilled notice: the second "create" would make a second draft.
        const [draft] = await tx
          .select({ id: deliveries.id })
          .from(deliveries)
          .where(and(eq(deliveries.serialNumber, serialNumber), isNull(deliveries.messageId)))
          .limit(1);
        if (draft !== undefined) throw new ApiError('NOTICE_CHANGED', { field: 'version' });
      }
      const data = await numberLabels(tx, body.data, features);
      const now = this.nextVersion(existing);
      let row: DeliveryRow | undefined;
      if (existing === undefined) {
        const prefilled = await prefillOf(tx, order, features, await shipmentOf(tx, serialNumber));
        [row] = await tx
          .insert(deliveries)
          .values({
            projectKey: order.projectKey,
            serialNumber,
            deliveryType: 'shipNotice',
            data,
            prefilledFrom: prefilled.prefilledFrom,
            createdBy: actor,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
      } else {
        [row] = await tx
          .update(deliveries)
          .set({ data, updatedAt: now })
          .where(eq(deliveries.id, existing.id))
          .returning();
      }
      if (row === undefined) throw new Error('delivery not stored');
      return this.detailOf(tx, order, row);
    });
  }

  /** Copies a notice (sent or not) into a new draft of its order: same cartons, same SSCCs. */
  async copy(deliveryId: number, actor: string): Promise<DeliveryDetail> {
    return this.db.transaction(async (tx) => {
      const source = await deliveryById(tx, deliveryId);
      const order = await orderBySerial(tx, source.serialNumber);
      await this.mayHoldNotice(tx, order);
      const now = this.clock.now();
      const [row] = await tx
        .insert(deliveries)
        .values({
          projectKey: source.projectKey,
          serialNumber: source.serialNumber,
          deliveryType: source.deliveryType,
          data: source.data,
          prefilledFrom: source.prefilledFrom,
          createdBy: actor,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (row === undefined) throw new Error('delivery not copied');
      return this.detailOf(tx, order, row);
    });
  }

  async remove(deliveryId: number): Promise<null> {
    await this.db.transaction(async (tx) => {
      const delivery = await deliveryById(tx, deliveryId, { lock: true });
      if (delivery.messageId !== null) {
        throw new ApiError('DELIVERY_ALREADY_SENT', { field: 'delivery_id' });
      }
      await tx.delete(deliveries).where(eq(deliveries.id, deliveryId));
    });
    return null;
  }

  async send(
    body: SendBody,
    actor: string,
    language: Language,
    log?: SendingLog,
  ): Promise<DeliverySendResult> {
    const outcome = await sendNotice(
      {
        db: this.db,
        clock: this.clock,
        gateway: this.gateway,
        ...(log === undefined ? {} : { log }),
      },
      body,
      actor,
      language,
    );
    const delivery = await deliveryById(this.db, body.deliveryId, { field: 'deliveryId' });
    const order = await orderBySerial(this.db, delivery.serialNumber);
    return {
      sent: outcome.sent,
      problems: outcome.problems,
      detail: await this.detailOf(this.db, order, delivery),
    };
  }

  /** The project sends ship notices, and the order is delivered (or was sent one already). */
  private async mayHoldNotice(tx: Executor, order: OrderRow): Promise<ProjectFeatures> {
    const { features } = await projectConnection(tx, order.projectKey);
    if (!features.sendShipNotice)
      throw new ApiError('SHIP_NOTICES_OFF', { field: 'sendShipNotice' });
    if (!noticeOrderStatuses.includes(order.status)) {
      throw new ApiError('INVALID_STATUS', { field: 'status' });
    }
    return features;
  }

  /** The new version: now, and always later than the one it replaces (one clock tick apart). */
  private nextVersion(existing: DeliveryRow | undefined): Date {
    const now = this.clock.now();
    if (existing === undefined || now > existing.updatedAt) return now;
    return new Date(existing.updatedAt.getTime() + 1);
  }
}

// ---- helpers --------------------------------------------------------------------------------

/** The notice prefilled from the order and its fulfilment (not stored). */
async function prefillOf(
  executor: Executor,
  order: OrderRow,
  features: ProjectFeatures,
  shipment: ShipmentRow | undefined,
): Promise<Prefilled> {
  // Ship-from master data is shared by every project (spec §3 Location): the first one counts.
  const [shipFromLocation] = await executor
    .select()
    .from(locations)
    .where(eq(locations.type, 'SF'))
    .orderBy(asc(locations.id))
    .limit(1);
  return prefillDelivery({
    orderNumber: order.orderNumber,
    order: canonicalOrderOf(order),
    features,
    shipment,
    packages: await activePackages(executor, order.serialNumber),
    shipFromLocation,
  });
}
