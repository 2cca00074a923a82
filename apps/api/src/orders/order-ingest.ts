import { initialOrderStatus, type CanonicalOrder } from '@portal/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { documents, orders, type Executor } from '../database';
import { rawRows } from '../database/raw-rows';
import { orderListColumnsOf } from './order-columns';
import { logColumns, moveOrderIfAllowed, moveOrders } from './order-lifecycle';

/** What the inbound gateway hands over for one stored order document. */
export interface StoredOrderDocument {
  readonly documentId: number;
  readonly projectKey: string;
  readonly document: CanonicalOrder;
}

/**
 * Orders from 850 / ORDERS and plans from 830 / DELFOR, made in the ingest transaction as
 * NEW_ORDER with their "received" log rows; the written 997 / CONTRL releases them to RECEIVED
 * (decisions.md §3).
 *
 * One statement for the whole run, orders and log rows together: the list columns travel as one
 * JSON parameter, and each order's `data` is copied from its stored document's `canonical` (the
 * same mapped document the gateway just stored), so an order's JSON is not built or sent twice.
 * Serial numbers follow the run's order.
 */
export async function createOrders(
  tx: Executor,
  stored: readonly StoredOrderDocument[],
  now: Date,
): Promise<number> {
  if (stored.length === 0) return 0;
  const rows = stored.map(({ documentId, projectKey, document }) => ({
    documentId,
    projectKey,
    ...orderListColumnsOf(document),
  }));
  const received = logColumns({ event: 'received' });
  const at = now.toISOString();
  const [made] = await rawRows(
    tx,
    sql`with created as (
          insert into orders (project_key, document_id, status, document_type, document_number,
            order_number, document_version, quantity, amount, currency_code, order_date,
            buyer_name, ship_to_name, line_count, data, received_at, updated_at)
          select r."projectKey", r."documentId", ${initialOrderStatus}, r."documentType",
            r."documentNumber", r."orderNumber", r."documentVersion", r.quantity, r.amount,
            r."currencyCode", r."orderDate", r."buyerName", r."shipToName", r."lineCount",
            d.canonical, ${at}::timestamptz, ${at}::timestamptz
          from rows from (json_to_recordset(${JSON.stringify(rows)}::json) as (
            "projectKey" text, "documentId" bigint, "documentType" text, "documentNumber" text,
            "orderNumber" text, "documentVersion" integer, quantity numeric, amount numeric,
            "currencyCode" text, "orderDate" text, "buyerName" text, "shipToName" text,
            "lineCount" integer)) with ordinality as r
          join documents d on d.id = r."documentId" and d.canonical is not null
          order by r.ordinality
          returning serial_number
        ), logged as (
          insert into order_logs (serial_number, at, actor, from_status, to_status, event,
            params, message)
          select serial_number, ${at}::timestamptz, 'system', null, ${initialOrderStatus},
            ${received.event}, ${JSON.stringify(received.params)}::jsonb, ${received.message}
          from created
          returning serial_number
        )
        select (select count(*) from created)::integer as orders,
          (select count(*) from logged)::integer as logs`,
  );
  const orderCount = Number(made?.['orders']);
  if (orderCount !== stored.length || Number(made?.['logs']) !== stored.length) {
    throw new Error(`made ${orderCount} of ${stored.length} orders`);
  }
  return orderCount;
}

/**
 * An order change (860 / ORDCHG) applied to the order it names, through the lifecycle's
 * `change` move: the version before it is kept, the change is merged in and the version goes up
 * by one. A change the lifecycle refuses (decisions.md §3) changes nothing; the stored document
 * then shows up in the order's error record. Returns the changed order.
 */
export async function applyOrderChange(
  tx: Executor,
  change: StoredOrderDocument,
  now: Date,
): Promise<number | undefined> {
  const [order] = await tx
    .select({ serialNumber: orders.serialNumber })
    .from(orders)
    .where(
      and(
        eq(orders.projectKey, change.projectKey),
        eq(orders.orderNumber, change.document.orderNumber.slice(0, 64)),
        inArray(orders.documentType, ['ORDER', 'ORDER_CHANGE']),
      ),
    )
    .orderBy(desc(orders.serialNumber))
    .limit(1);
  if (order === undefined) return undefined;
  const moved = await moveOrderIfAllowed(
    tx,
    order.serialNumber,
    { move: 'change', documentId: change.documentId, change: change.document },
    { actor: 'system', now },
  );
  return moved?.order.serialNumber;
}

/**
 * decisions.md §3: an order leaves NEW_ORDER for RECEIVED once it is validated and acknowledged,
 * i.e. when the 997 / CONTRL answering its interchange has been written. The gateway calls this
 * in the transaction that marks those 997s written (registered by context.ts).
 */
export async function releaseAcknowledgedOrders(
  tx: Executor,
  interchangeIds: readonly number[],
  now: Date,
): Promise<void> {
  if (interchangeIds.length === 0) return;
  const acknowledged = tx
    .select({ id: documents.id })
    .from(documents)
    .where(inArray(documents.interchangeId, [...interchangeIds]));
  await moveOrders(
    tx,
    inArray(orders.documentId, acknowledged),
    { move: 'release' },
    { actor: 'system', now },
  );
}
