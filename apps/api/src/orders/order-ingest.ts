import { initialOrderStatus, type CanonicalOrder } from '@portal/contracts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { documents, orderLogs, orders, type Executor } from '../database';
import { orderColumnsOf } from './order-columns';
import { logColumns, moveOrderIfAllowed, moveOrders } from './order-lifecycle';

/** What the inbound gateway hands over for one stored order document. */
export interface StoredOrderDocument {
  readonly documentId: number;
  readonly projectKey: string;
  readonly document: CanonicalOrder;
}

/**
 * Orders from 850 / ORDERS and plans from 830 / DELFOR, made in the ingest transaction as
 * NEW_ORDER; the written 997 / CONTRL releases them to RECEIVED (decisions.md §3).
 */
export async function createOrders(
  tx: Executor,
  stored: readonly StoredOrderDocument[],
  now: Date,
): Promise<number> {
  if (stored.length === 0) return 0;
  const created = await tx
    .insert(orders)
    .values(
      stored.map(({ documentId, projectKey, document }) => ({
        projectKey,
        documentId,
        status: initialOrderStatus,
        ...orderColumnsOf(document),
        receivedAt: now,
        updatedAt: now,
      })),
    )
    .returning({ serialNumber: orders.serialNumber });
  await tx.insert(orderLogs).values(
    created.map(({ serialNumber }) => ({
      serialNumber,
      at: now,
      actor: 'system',
      fromStatus: null,
      toStatus: initialOrderStatus,
      ...logColumns({ event: 'received' }),
    })),
  );
  return created.length;
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
