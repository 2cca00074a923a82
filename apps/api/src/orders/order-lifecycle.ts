import {
  fulfilmentMoveAllowed,
  orderLogParams,
  orderLogText,
  orderMoveSources,
  orderMoveTarget,
  type CanonicalOrder,
  type OrderLogEvent,
  type OrderLogNote,
  type OrderLogParams,
  type FulfilmentMove,
  type OrderMove,
  type OrderStatus,
  type InvoiceMove,
  type ShipNoticeMove,
} from '@portal/contracts';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { orderVersions, orders, type Executor } from '../database';
import { ApiError } from '../errors';
import { answerOrder, type AnswerRequest } from './order-answers';
import { mergeOrderChange } from './order-changes';
import { orderColumnsOf } from './order-columns';

export type { AnswerRequest, AnswerServices } from './order-answers';

type OrderRow = typeof orders.$inferSelect;
/** A locked order whose document is an order or a plan: the only rows the lifecycle moves. */
type MovingOrder = OrderRow & { readonly data: CanonicalOrder };

/** Who moves orders, and when. */
export interface MoveContext {
  readonly actor: string;
  readonly now: Date;
}

/** The 997 / CONTRL answering the order's interchange was written. */
export interface ReleaseRequest {
  readonly move: 'release';
}

/** An 860 / ORDCHG for the order: stored as `documentId`, merged into a new version. */
export interface ChangeRequest {
  readonly move: 'change';
  readonly documentId: number;
  readonly change: CanonicalOrder;
}

/**
 * A fulfilment move (route, print, deliver; docs/fulfilment.md): the project's `printLabel` switch
 * narrows where it may start (`fulfilmentMoveAllowed`), and `apply` does its work (store the
 * routing, number and print the labels, ship the stock) on the locked order, returning what the
 * log row says.
 */
export interface FulfilmentRequest {
  readonly move: FulfilmentMove;
  readonly printLabel: boolean;
  readonly apply: (tx: Executor, order: OrderRow) => Promise<OrderLogNote>;
}

/**
 * A log row's columns: the event and its facts, which screens say in the user's language, and
 * the same in English for `message` (what rows written before events existed hold alone).
 */
export function logColumns(note: OrderLogNote): {
  event: OrderLogEvent;
  params: OrderLogParams;
  message: string;
} {
  const params = orderLogParams(note);
  return {
    event: note.event,
    params,
    message: orderLogText({ event: note.event, params }, 'en-us').slice(0, 512),
  };
}

/**
 * A ship notice's move (docs/ship-notices.md): `sendNotice` makes the 856 / DESADV message in
 * `apply` (returning the log text and the message to deliver after commit); `noticeWritten` is the
 * system's once the message's file is written. The invoice's moves take the same shape
 * (docs/invoices.md): `sendInvoice` makes the 810 / INVOIC message, `invoiceWritten` follows its
 * file, `paymentReceived` ends the order once its invoices are paid (docs/payments.md).
 */
export interface ShipNoticeRequest {
  readonly move: ShipNoticeMove | InvoiceMove;
  readonly apply: (
    tx: Executor,
    order: OrderRow,
  ) => Promise<{ readonly note: OrderLogNote; readonly messageIds: readonly number[] }>;
}

/** A move and what it needs besides the order: one shape per row of `orderLifecycle`. */
export type OrderMoveRequest =
  ReleaseRequest | ChangeRequest | AnswerRequest | FulfilmentRequest | ShipNoticeRequest;

/** An order after a move. */
export interface OrderMoved {
  readonly order: OrderRow;
  readonly from: string;
  readonly to: OrderStatus;
  /** Outbound messages the move stored: the caller delivers them after its commit. */
  readonly messageIds: readonly number[];
}

/** What a move does besides setting the status and writing its log row. */
interface MoveStep {
  /** Columns the move replaces along with the status. */
  readonly set?: Partial<typeof orders.$inferInsert>;
  /** What the log row says. */
  readonly note: OrderLogNote;
  readonly messageIds: readonly number[];
}

/** One order's move, checked and stepped, waiting to be recorded. */
interface Move {
  readonly order: MovingOrder;
  readonly to: OrderStatus;
  readonly step: MoveStep;
}

/**
 * The order lifecycle (decisions.md §3, docs/architecture.md "The order lifecycle"): every
 * change of an order's status, in the caller's transaction. The order row is locked first (two
 * clerks, or a clerk and an 860, queue up), the move is checked against `orderLifecycle` in the
 * contracts (the table the screens offer buttons from), the move's own step runs (stock, the 855,
 * a new version), then the status is set and the log row written. A refused move changes
 * nothing and answers INVALID_STATUS (4001).
 */
export async function moveOrder(
  tx: Executor,
  serialNumber: number,
  request: OrderMoveRequest,
  context: MoveContext,
): Promise<OrderMoved> {
  const moved = await moveOrderIfAllowed(tx, serialNumber, request, context);
  if (moved === undefined) throw new ApiError('INVALID_STATUS', { field: 'status' });
  return moved;
}

/**
 * {@link moveOrder} for system moves that are refused quietly: an 860 for an order that can no
 * longer change is only kept as a document (it shows in the order's error record). Returns
 * undefined, having changed nothing, when the lifecycle refuses the move.
 */
export async function moveOrderIfAllowed(
  tx: Executor,
  serialNumber: number,
  request: OrderMoveRequest,
  context: MoveContext,
): Promise<OrderMoved | undefined> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(eq(orders.serialNumber, serialNumber))
    .for('update');
  if (order === undefined) throw new ApiError('ORDER_NOT_FOUND', { field: 'serialNumber' });
  const to = targetOf(order, request.move);
  if (to === undefined || !isOrder(order) || !switchesAllow(order, request)) return undefined;
  const [moved] = await record(
    tx,
    [{ order, to, step: await stepOf(tx, order, request, context) }],
    context,
  );
  return moved;
}

/**
 * Moves every order `which` selects that the lifecycle lets `request` start from, in a fixed
 * number of statements however many there are (one 997 may answer an interchange of hundreds of
 * orders): locked in serial-number order, one update per status reached, one insert of log
 * rows. Orders the table refuses are left as they are. Only for moves that need nothing per
 * order, so neither the lock nor the update reads an order's `data` back (an interchange's
 * orders are megabytes of JSON). Returns the serial numbers moved.
 */
export async function moveOrders(
  tx: Executor,
  which: SQL,
  request: ReleaseRequest,
  context: MoveContext,
): Promise<number[]> {
  const locked = await tx
    .select({
      serialNumber: orders.serialNumber,
      status: orders.status,
      documentType: orders.documentType,
      kind: sql<string>`${orders.data} ->> 'kind'`,
    })
    .from(orders)
    .where(and(which, inArray(orders.status, orderMoveSources(request.move))))
    .orderBy(asc(orders.serialNumber))
    .for('update');
  const note = releaseStep.note;
  const moves = locked.flatMap((order) => {
    const to =
      order.kind === 'order'
        ? orderMoveTarget(request.move, order.status, order.documentType)
        : undefined;
    return to === undefined ? [] : [{ serialNumber: order.serialNumber, from: order.status, to }];
  });
  if (moves.length === 0) return [];
  for (const to of new Set(moves.map((move) => move.to))) {
    const serialNumbers = moves.filter((move) => move.to === to).map((move) => move.serialNumber);
    // One array parameter rather than one parameter per order.
    await tx
      .update(orders)
      .set({ status: to, updatedAt: context.now })
      .where(sql`${orders.serialNumber} = any(${`{${serialNumbers.join(',')}}`}::bigint[])`);
  }
  await insertLogRows(
    tx,
    moves.map((move) => ({ ...move, note })),
    context,
  );
  return moves.map((move) => move.serialNumber);
}

/** Where the lifecycle table takes this order by `move`; undefined when it refuses. */
const targetOf = (order: OrderRow, move: OrderMove): OrderStatus | undefined =>
  orderMoveTarget(move, order.status, order.documentType);

/** The project's switches skip fulfilment steps (decisions.md §3); other moves have none. */
const switchesAllow = (order: OrderRow, request: OrderMoveRequest): boolean =>
  !isFulfilment(request) ||
  fulfilmentMoveAllowed(request.move, order.status, { printLabel: request.printLabel });

const isFulfilment = (request: OrderMoveRequest): request is FulfilmentRequest =>
  request.move === 'route' || request.move === 'print' || request.move === 'deliver';

/** Orders and plans move; a row holding another kind of document (none today) never does. */
const isOrder = (order: OrderRow): order is MovingOrder => order.data.kind === 'order';

const releaseStep: MoveStep = { note: { event: 'released' }, messageIds: [] };

/** Each move's own step: what it does besides the status and the log row. */
async function stepOf(
  tx: Executor,
  order: MovingOrder,
  request: OrderMoveRequest,
  context: MoveContext,
): Promise<MoveStep> {
  switch (request.move) {
    case 'release':
      return releaseStep;
    case 'change':
      return changeStep(tx, order, request, context);
    case 'route':
    case 'print':
    case 'deliver':
      return { note: await request.apply(tx, order), messageIds: [] };
    case 'sendNotice':
    case 'noticeWritten':
    case 'sendInvoice':
    case 'invoiceWritten':
    case 'paymentReceived':
      return request.apply(tx, order);
    default: {
      const { note, messageId } = await answerOrder(tx, order, request, context);
      return { note, messageIds: [messageId] };
    }
  }
}

/**
 * An 860 / ORDCHG: the version before it is kept in `order_versions`, the change is merged in
 * and the version goes up by one (docs/architecture.md, "Changes").
 */
async function changeStep(
  tx: Executor,
  order: MovingOrder,
  request: ChangeRequest,
  context: MoveContext,
): Promise<MoveStep> {
  await tx.insert(orderVersions).values({
    serialNumber: order.serialNumber,
    version: order.documentVersion,
    documentId: order.documentId,
    documentType: order.documentType,
    documentNumber: order.documentNumber,
    status: order.status,
    data: order.data,
    receivedAt: order.receivedAt,
    replacedAt: context.now,
  });
  const merged = mergeOrderChange(order.data, request.change, order.documentVersion + 1);
  return {
    set: { ...orderColumnsOf(merged), documentId: request.documentId },
    note: {
      event: 'changed',
      params: {
        documentNumber: request.change.documentNumber,
        version: merged.documentVersion,
      },
    },
    messageIds: [],
  };
}

/**
 * Sets each order's status (with the columns its step replaces) and writes the log rows. Moves
 * that set only the status share one statement per status reached.
 */
async function record(
  tx: Executor,
  moves: readonly Move[],
  context: MoveContext,
): Promise<OrderMoved[]> {
  if (moves.length === 0) return [];
  const { now } = context;
  const updated = new Map<number, OrderRow>();
  const statusOnly = moves.filter((move) => move.step.set === undefined);
  for (const to of new Set(statusOnly.map((move) => move.to))) {
    const serialNumbers = statusOnly
      .filter((move) => move.to === to)
      .map((move) => move.order.serialNumber);
    const rows = await tx
      .update(orders)
      .set({ status: to, updatedAt: now })
      .where(inArray(orders.serialNumber, serialNumbers))
      .returning();
    for (const row of rows) updated.set(row.serialNumber, row);
  }
  for (const { order, to, step } of moves) {
    if (step.set === undefined) continue;
    const [row] = await tx
      .update(orders)
      .set({ ...step.set, status: to, updatedAt: now })
      .where(eq(orders.serialNumber, order.serialNumber))
      .returning();
    if (row !== undefined) updated.set(row.serialNumber, row);
  }
  await insertLogRows(
    tx,
    moves.map(({ order, to, step }) => ({
      serialNumber: order.serialNumber,
      from: order.status,
      to,
      note: step.note,
    })),
    context,
  );
  return moves.map(({ order, to, step }) => {
    const row = updated.get(order.serialNumber);
    if (row === undefined) throw new Error(`order ${order.serialNumber} was not updated`);
    return { order: row, from: order.status, to, messageIds: step.messageIds };
  });
}

/**
 * One log row per move, in one statement whatever their number: the rows travel as one JSON
 * parameter (a release writes hundreds, whose parameters one by one cost more to assemble than
 * to store).
 */
async function insertLogRows(
  tx: Executor,
  moves: readonly {
    readonly serialNumber: number;
    readonly from: string;
    readonly to: OrderStatus;
    readonly note: OrderLogNote;
  }[],
  context: MoveContext,
): Promise<void> {
  const rows = moves.map(({ serialNumber, from, to, note }) => ({
    serialNumber,
    from,
    to,
    ...logColumns(note),
  }));
  await tx.execute(
    sql`insert into order_logs (serial_number, at, actor, from_status, to_status, event, params,
          message)
        select r."serialNumber", ${context.now.toISOString()}::timestamptz, ${context.actor},
          r."from", r."to", r.event, r.params, r.message
        from rows from (json_to_recordset(${JSON.stringify(rows)}::json) as ("serialNumber" bigint,
          "from" text, "to" text, event text, params jsonb, message text)) with ordinality as r
        order by r.ordinality`,
  );
}
