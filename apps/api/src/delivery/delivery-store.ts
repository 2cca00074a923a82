import {
  deliveryStatuses,
  orderStatuses,
  type CanonicalOrder,
  type DeliveryStatus,
  type OrderStatus,
} from '@portal/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { deliveries, messages, orders, type Executor } from '../database';
import { ApiError } from '../errors';
import { outboundDocumentType } from '../gateway/outbound/outbound-documents';
import type { MessageRow } from '../gateway/outbound/outbound-messages';

// Reading ship notices and their orders (docs/ship-notices.md): shared by the service and sending.

export type OrderRow = typeof orders.$inferSelect;
export type DeliveryRow = typeof deliveries.$inferSelect;

/** Orders and order changes carry ship notices; plans (830 / DELFOR) never ship. */
export const isOrderDocument = inArray(orders.documentType, ['ORDER', 'ORDER_CHANGE']);

/** The order statuses a notice may be saved in: delivered, and after a notice was sent. */
export const noticeOrderStatuses: readonly string[] = ['DELIVERED', 'SEND_ASN', 'SENT_ASN'];

/** The document types of ship notices and of order responses, in both standards. */
export const shipNoticeTypes = [
  outboundDocumentType('X12', 'shipNotice'),
  outboundDocumentType('EDIFACT', 'shipNotice'),
];
export const orderResponseTypes = [
  outboundDocumentType('X12', 'orderResponse'),
  outboundDocumentType('EDIFACT', 'orderResponse'),
];

export const canonicalOrderOf = (row: OrderRow): CanonicalOrder => {
  if (row.data.kind !== 'order') throw new ApiError('ORDER_NOT_FOUND', { field: 'serial_number' });
  return row.data;
};

export const asOrderStatus = (status: string): OrderStatus =>
  (orderStatuses as readonly string[]).includes(status) ? (status as OrderStatus) : 'DELIVERED';

export const asDeliveryStatus = (status: string | null): DeliveryStatus =>
  status !== null && (deliveryStatuses as readonly string[]).includes(status)
    ? (status as DeliveryStatus)
    : 'new';

/**
 * Whether the lifecycle lets a notice be sent for an order now: a delivered order, or one whose
 * last ship notice the partner rejected (or that could not be written): the corrected copy
 * (docs/ship-notices.md, "A rejected notice").
 */
export function sendAllowed(status: string, latestNotice: MessageRow | undefined): boolean {
  if (status === 'DELIVERED') return true;
  return (status === 'SEND_ASN' || status === 'SENT_ASN') && latestNotice?.status === 'failed';
}

export async function orderBySerial(executor: Executor, serialNumber: number): Promise<OrderRow> {
  const [row] = await executor
    .select()
    .from(orders)
    .where(and(eq(orders.serialNumber, serialNumber), isOrderDocument));
  if (row === undefined) throw new ApiError('ORDER_NOT_FOUND', { field: 'serial_number' });
  return row;
}

/** The project's order with this PO number: the one being delivered wins over a newer repeat. */
export async function orderByPo(
  executor: Executor,
  poNumber: string,
  projectKey: string,
): Promise<OrderRow> {
  const [row] = await executor
    .select()
    .from(orders)
    .where(
      and(eq(orders.projectKey, projectKey), eq(orders.orderNumber, poNumber), isOrderDocument),
    )
    .orderBy(
      desc(sql`${orders.status} in ('DELIVERED', 'SEND_ASN', 'SENT_ASN')`),
      desc(orders.serialNumber),
    )
    .limit(1);
  if (row === undefined) throw new ApiError('ORDER_NOT_FOUND', { field: 'po_number' });
  return row;
}

/**
 * A notice by its id; 3007 naming `field` (the path's `delivery_id`, or the body's `deliveryId`)
 * when there is none. `lock` holds it for the rest of the transaction.
 */
export async function deliveryById(
  executor: Executor,
  deliveryId: number,
  { lock = false, field = 'delivery_id' }: { lock?: boolean; field?: string } = {},
): Promise<DeliveryRow> {
  const query = executor.select().from(deliveries).where(eq(deliveries.id, deliveryId));
  const [row] = lock ? await query.for('update') : await query;
  if (row === undefined) throw new ApiError('DETAIL_FETCH_FAILED', { field });
  return row;
}

/** Locks an order (the lifecycle's first lock: the order, then what hangs on it). */
export async function lockOrder(executor: Executor, serialNumber: number): Promise<OrderRow> {
  const [row] = await executor
    .select()
    .from(orders)
    .where(and(eq(orders.serialNumber, serialNumber), isOrderDocument))
    .for('update');
  if (row === undefined) throw new ApiError('ORDER_NOT_FOUND', { field: 'serial_number' });
  return row;
}

export async function latestDelivery(
  executor: Executor,
  serialNumber: number,
): Promise<DeliveryRow | undefined> {
  const [row] = await executor
    .select()
    .from(deliveries)
    .where(eq(deliveries.serialNumber, serialNumber))
    .orderBy(desc(deliveries.id))
    .limit(1);
  return row;
}

/** The order's ship-notice messages, newest first. */
export function noticeMessages(executor: Executor, serialNumber: number): Promise<MessageRow[]> {
  return executor
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.orderSerialNumber, serialNumber),
        inArray(messages.documentType, shipNoticeTypes),
      ),
    )
    .orderBy(desc(messages.id));
}
