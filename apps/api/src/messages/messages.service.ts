import type { Message, MessageDetail, MessagePageQuery, Page } from '@portal/contracts';
import { and, count, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import {
  deliveries,
  invoices,
  messages,
  orders,
  projects,
  type Database,
  type Executor,
} from '../database';
import { ApiError } from '../errors';
import type { AuditActor, AuditService } from '../audit/audit.service';
import type { EdiGateway } from '../gateway/gateway';
import { outboundDocumentType } from '../gateway/outbound/outbound-documents';
import type { MessageRow } from '../gateway/outbound/outbound-messages';

/** 856 and DESADV: an order's ship notices, of which only the last may go again. */
const shipNoticeTypes = [
  outboundDocumentType('X12', 'shipNotice'),
  outboundDocumentType('EDIFACT', 'shipNotice'),
];

/**
 * Refuses to resend a ship notice that is not its order's latest: a copy of an older one would
 * announce again a shipment a later notice replaced. The order is locked first (the lifecycle's
 * order of locks), so a send of a new notice cannot slip in between.
 */
async function assertLatestShipNotice(tx: Executor, original: MessageRow): Promise<void> {
  const serialNumber = original.orderSerialNumber;
  if (serialNumber === null || !shipNoticeTypes.includes(original.documentType)) return;
  await tx
    .select({ serialNumber: orders.serialNumber })
    .from(orders)
    .where(eq(orders.serialNumber, serialNumber))
    .for('update');
  const [latest] = await tx
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.orderSerialNumber, serialNumber),
        inArray(messages.documentType, shipNoticeTypes),
      ),
    )
    .orderBy(desc(messages.id))
    .limit(1);
  if (latest?.id !== original.id) throw new ApiError('INVALID_STATUS', { field: 'status' });
}

/** 810 and INVOIC: an invoice's messages, of which only the one it points at may go again. */
const invoiceTypes = [
  outboundDocumentType('X12', 'invoice'),
  outboundDocumentType('EDIFACT', 'invoice'),
];

/**
 * Refuses to resend an invoice's message that is not the invoice's latest (docs/invoices.md): the
 * invoice points at the message it was last sent as, so an older one, superseded by a resend, is
 * not sent twice more. The order is locked first, then the invoice (the lifecycle's order).
 */
async function assertLatestInvoiceMessage(tx: Executor, original: MessageRow): Promise<void> {
  if (!invoiceTypes.includes(original.documentType)) return;
  if (original.orderSerialNumber !== null) {
    await tx
      .select({ serialNumber: orders.serialNumber })
      .from(orders)
      .where(eq(orders.serialNumber, original.orderSerialNumber))
      .for('update');
  }
  const [invoice] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.messageId, original.id))
    .for('update');
  if (invoice === undefined) throw new ApiError('INVALID_STATUS', { field: 'status' });
}

export function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    projectKey: row.projectKey,
    standard: row.standard,
    documentType: row.documentType,
    status: row.status,
    orderSerialNumber: row.orderSerialNumber,
    answersInterchangeId: row.answersInterchangeId,
    resendOf: row.resendOf,
    fileName: row.fileName,
    interchangeControlNumber: row.interchangeControlNumber,
    groupControlNumber: row.groupControlNumber,
    transactionControlNumber: row.transactionControlNumber,
    acknowledgementExpected: row.acknowledgementExpected,
    errors: row.errors as Message['errors'],
    attempts: row.attempts,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    writtenAt: row.writtenAt?.toISOString() ?? null,
    acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
  };
}

/** Outbound messages (decisions.md §2): the list, one message, an order's history, resend. */
export class MessagesService {
  constructor(
    private readonly db: Database,
    private readonly audit: AuditService,
    private readonly gateway: EdiGateway,
  ) {}

  async page(query: MessagePageQuery): Promise<Page<Message>> {
    const filters: SQL[] = [];
    if (query.projectKey) filters.push(eq(messages.projectKey, query.projectKey));
    if (query.status) filters.push(eq(messages.status, query.status));
    if (query.documentType) filters.push(eq(messages.documentType, query.documentType));
    if (query.orderSerialNumber !== undefined) {
      filters.push(eq(messages.orderSerialNumber, query.orderSerialNumber));
    }
    if (query.from) filters.push(gte(messages.createdAt, new Date(query.from)));
    if (query.to) filters.push(lte(messages.createdAt, new Date(query.to)));
    const where = filters.length === 0 ? undefined : and(...filters);
    const [total] = await this.db.select({ value: count() }).from(messages).where(where);
    const rows = await this.db
      .select()
      .from(messages)
      .where(where)
      .orderBy(desc(messages.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size);
    return {
      records: rows.map(toMessage),
      total: total?.value ?? 0,
      page: query.page,
      size: query.size,
    };
  }

  async info(id: number): Promise<MessageDetail> {
    const row = await this.row(id);
    return { ...toMessage(row), text: row.text, canonical: row.canonical };
  }

  /** Every message sent about one order, newest first; the order must exist. */
  async forOrder(serialNumber: number): Promise<Message[]> {
    const [order] = await this.db
      .select({ serialNumber: orders.serialNumber })
      .from(orders)
      .where(eq(orders.serialNumber, serialNumber));
    if (order === undefined) throw new ApiError('ORDER_NOT_FOUND', { field: 'serialNumber' });
    const rows = await this.db
      .select()
      .from(messages)
      .where(eq(messages.orderSerialNumber, serialNumber))
      .orderBy(desc(messages.id));
    return rows.map(toMessage);
  }

  /**
   * Sends a message again as a new interchange: same document, new control numbers (a partner
   * drops a repeated control number as a duplicate). A message still waiting to be written
   * cannot be resent. A ship notice's delivery that pointed at the original points at the new
   * message from then on, so it shows the status of what was sent last; so does an invoice. Only
   * an order's latest ship notice, and an invoice's latest message, may be resent.
   */
  async resend(id: number, actor: AuditActor & { account: string }): Promise<Message> {
    const original = await this.row(id);
    if (original.status === 'new') throw new ApiError('INVALID_STATUS', { field: 'status' });
    const created = await this.db.transaction(async (tx) => {
      await assertLatestShipNotice(tx, original);
      await assertLatestInvoiceMessage(tx, original);
      const [project] = await tx
        .select({ connection: projects.connection })
        .from(projects)
        .where(eq(projects.projectKey, original.projectKey));
      if (project === undefined) throw new ApiError('NOT_FOUND', { field: 'projectKey' });
      const message = await this.gateway.outbound.create(tx, {
        projectKey: original.projectKey,
        connection: project.connection,
        document: original.canonical,
        createdBy: actor.account,
        ...(original.orderSerialNumber === null
          ? {}
          : { orderSerialNumber: original.orderSerialNumber }),
        ...(original.answersInterchangeId === null
          ? {}
          : { answersInterchangeId: original.answersInterchangeId }),
        resendOf: original.id,
      });
      await tx
        .update(deliveries)
        .set({ messageId: message.id, updatedAt: message.createdAt })
        .where(eq(deliveries.messageId, original.id));
      await tx
        .update(invoices)
        .set({ messageId: message.id, updatedAt: message.createdAt })
        .where(eq(invoices.messageId, original.id));
      await this.audit.record(tx, actor, {
        action: 'message.resend',
        target: `message:${original.id}`,
        detail: { newMessageId: message.id },
      });
      return message;
    });
    await this.gateway.deliver([created.id]);
    return toMessage(await this.row(created.id));
  }

  private async row(id: number): Promise<MessageRow> {
    const [row] = await this.db.select().from(messages).where(eq(messages.id, id));
    if (row === undefined) throw new ApiError('NOT_FOUND', { field: 'id' });
    return row;
  }
}
