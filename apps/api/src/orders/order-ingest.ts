import {
  changeableStatuses,
  type CanonicalOrder,
  type OrderLine,
  type Party,
} from '@portal/contracts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { orderLogs, orderVersions, orders, type Executor } from '../database';

/** What the inbound gateway hands over for one stored order document. */
export interface StoredOrderDocument {
  readonly documentId: number;
  readonly projectKey: string;
  readonly document: CanonicalOrder;
}

type OrderInsert = typeof orders.$inferInsert;

const partyName = (parties: readonly Party[], role: Party['role']): string | null =>
  parties.find((party) => party.role === role)?.name?.slice(0, 128) ?? null;

/** The list columns copied out of the canonical order (the list never reads the jsonb). */
export function orderColumnsOf(document: CanonicalOrder) {
  return {
    documentType: document.documentType,
    documentNumber: document.documentNumber.slice(0, 64),
    orderNumber: document.orderNumber.slice(0, 64),
    documentVersion: document.documentVersion,
    quantity: String(document.quantity),
    amount: String(document.amount),
    currencyCode: document.currencyCode?.slice(0, 3) ?? null,
    orderDate: document.orderDate ?? null,
    buyerName: partyName(document.parties, 'buyer'),
    shipToName: partyName(document.parties, 'shipTo'),
    lineCount: document.lines.length,
    data: document,
  } satisfies Partial<OrderInsert>;
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
        status: 'NEW_ORDER',
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
      toStatus: 'NEW_ORDER',
      message: 'received',
    })),
  );
  return created.length;
}

/**
 * An order change (860 / ORDCHG) applied to the order it names: the version before it is kept,
 * the change is merged in, the version goes up by one and the order becomes CHANGED. A change
 * for an order that is not RECEIVED, ACCEPTED or BACKORDERED changes nothing (decisions.md §3);
 * the stored document then shows up in the order's error record. Returns the changed order.
 */
export async function applyOrderChange(
  tx: Executor,
  change: StoredOrderDocument,
  now: Date,
): Promise<number | undefined> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.projectKey, change.projectKey),
        eq(orders.orderNumber, change.document.orderNumber.slice(0, 64)),
        inArray(orders.documentType, ['ORDER', 'ORDER_CHANGE']),
      ),
    )
    .orderBy(desc(orders.serialNumber))
    .limit(1)
    .for('update');
  if (order === undefined) return undefined;
  // Partners send an 860 in the same interchange as its 850, or seconds after it, before our 997
  // has released the order. The change is applied at once (a new version) and the order stays
  // NEW_ORDER: the 997 then releases the changed order to RECEIVED, the first version the
  // supplier answers (docs/architecture.md, "Changes").
  const beforeRelease = order.status === 'NEW_ORDER';
  if (!beforeRelease && !(changeableStatuses as readonly string[]).includes(order.status)) {
    return undefined;
  }
  if (order.data.kind !== 'order') return undefined;
  await tx.insert(orderVersions).values({
    serialNumber: order.serialNumber,
    version: order.documentVersion,
    documentId: order.documentId,
    documentType: order.documentType,
    documentNumber: order.documentNumber,
    status: order.status,
    data: order.data,
    receivedAt: order.receivedAt,
    replacedAt: now,
  });
  const merged = mergeOrderChange(order.data, change.document, order.documentVersion + 1);
  await tx
    .update(orders)
    .set({
      ...orderColumnsOf(merged),
      documentId: change.documentId,
      status: beforeRelease ? 'NEW_ORDER' : 'CHANGED',
      receivedAt: order.receivedAt,
      updatedAt: now,
    })
    .where(eq(orders.serialNumber, order.serialNumber));
  await tx.insert(orderLogs).values({
    serialNumber: order.serialNumber,
    at: now,
    actor: 'system',
    fromStatus: order.status,
    toStatus: beforeRelease ? 'NEW_ORDER' : 'CHANGED',
    message: `change ${change.document.documentNumber} (version ${merged.documentVersion})`.slice(
      0,
      512,
    ),
  });
  return order.serialNumber;
}

/** Header fields a change may replace; numbers that identify the document are its own. */
const replaceableHeader = [
  'originalDocumentNumber',
  'businessNumber',
  'documentTime',
  'orderDate',
  'effectiveFrom',
  'effectiveTo',
  'horizonStart',
  'horizonEnd',
  'currencyCode',
  'description',
  'purchaseOrderTypeCode',
  'forecastOrderNumber',
  'salesOrderNumber',
  'releaseNumber',
  'contractNumbers',
  'priceQuoteNumber',
  'paymentMethod',
  'transportationTerms',
  'taxRatePercent',
  'saleTerms',
  'serviceCharges',
] as const satisfies readonly (keyof CanonicalOrder)[];

/**
 * The order after a change: header values the change sends replace the order's, parties are
 * replaced by role, and lines follow their change type (add, change: merged field by field,
 * delete: removed, unchanged: kept). Totals are counted again from the lines.
 */
export function mergeOrderChange(
  order: CanonicalOrder,
  change: CanonicalOrder,
  version: number,
): CanonicalOrder {
  const header: Partial<CanonicalOrder> = {};
  for (const key of replaceableHeader) {
    if (change[key] !== undefined) Object.assign(header, { [key]: change[key] });
  }
  const changedRoles = new Set(change.parties.map((party) => party.role));
  const parties = [
    ...order.parties.filter((party) => !changedRoles.has(party.role)),
    ...change.parties,
  ];
  const lines = order.lines.map((line) => ({ ...line }));
  for (const line of change.lines) {
    const index = lines.findIndex((existing) => existing.lineNumber === line.lineNumber);
    const type = line.changeType ?? 'change';
    if (type === 'delete') {
      if (index >= 0) lines.splice(index, 1);
    } else if (type === 'unchanged') {
      continue;
    } else if (index < 0) {
      lines.push(withoutChangeType(line));
    } else {
      const current = lines[index];
      if (current !== undefined) lines[index] = mergeLine(current, line);
    }
  }
  const quantity = lines.reduce((sum, line) => sum + (line.quantities.ordered ?? 0), 0);
  const amount = lines.reduce(
    (sum, line) => sum + (line.quantities.ordered ?? 0) * (line.unitPrice ?? 0),
    0,
  );
  return {
    ...order,
    ...header,
    documentType: 'ORDER_CHANGE',
    documentNumber: change.documentNumber,
    purposeCode: change.purposeCode ?? order.purposeCode,
    documentVersion: version,
    parties,
    lines,
    lineCount: lines.length,
    quantity,
    amount: Math.round(amount * 10_000) / 10_000,
  } as CanonicalOrder;
}

/** A line as the order keeps it: what the change did to it belongs to the change. */
export function withoutChangeType(line: OrderLine): OrderLine {
  const copy = { ...line };
  delete copy.changeType;
  return copy;
}

function mergeLine(current: OrderLine, change: OrderLine): OrderLine {
  const { quantities, dates, ...rest } = withoutChangeType(change);
  return {
    ...current,
    ...definedOnly(rest),
    quantities: { ...current.quantities, ...definedOnly(quantities) },
    dates: { ...current.dates, ...definedOnly(dates) },
  };
}

/** The entries that have a value: a change that does not mention a field leaves it as it was. */
function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, inner]) => inner !== undefined),
  ) as Partial<T>;
}
