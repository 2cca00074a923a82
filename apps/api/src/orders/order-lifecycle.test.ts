import {
  orderMoves,
  orderMoveTarget,
  orderStatuses,
  type CanonicalOrder,
  type OrderAction,
  type OrderLogEvent,
  type OrderMove,
  type OrderStatus,
} from '@portal/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  controlNumbers,
  inventories,
  inventoryLogs,
  inventoryReservations,
  messages,
  orderLogs,
  orderVersions,
  orders,
  products,
} from '../database';
import { ApiError } from '../errors';
import { createTestProject, readFixture, x12Connection } from '../gateway/testing/gateway-fixtures';
import { makeTempDir, type TempDir } from '../testing/fixtures';
import { databaseKinds } from '../testing/test-database';
import { startTestPortal, type TestPortal } from '../testing/test-portal';
import { orderColumnsOf } from './order-columns';
import { moveOrder, moveOrders, type OrderMoveRequest } from './order-lifecycle';
import { fixtureItems, receiveOrder, stockFixtureItems } from './testing/order-fixtures';

const orderedTotal = fixtureItems.reduce((sum, item) => sum + item.ordered, 0);

/** What the log records each answer as. */
const answerEvents = {
  accept: 'accepted',
  reject: 'rejected',
  backorder: 'backordered',
  cancel: 'canceled',
} as const satisfies Record<OrderAction, OrderLogEvent>;
const documentTypes = ['ORDER', 'ORDER_PLAN'] as const;
type OrderRow = typeof orders.$inferSelect;

/** Every document type × status × move: the whole of `orderLifecycle`, allowed pairs and refused. */
const cases = documentTypes.flatMap((documentType) =>
  orderStatuses.flatMap((status) =>
    orderMoves.map((move) => [documentType, status, move] as const),
  ),
);

describe.each(databaseKinds)('order lifecycle on %s', (kind) => {
  let portal: TestPortal;
  let dir: TempDir;
  const templates = new Map<string, OrderRow>();

  beforeAll(async () => {
    dir = await makeTempDir();
    portal = await startTestPortal(kind, { dataDir: dir.path });
    const db = portal.database.db;
    await createTestProject(db, dir.path, 'LIFE', x12Connection);
    await stockFixtureItems(db, 'LIFE', 'W-LIFE', 1_000_000);
    // One order and one plan received the way partners send them; each case starts from a copy.
    const serialNumber = await receiveOrder(portal, 'LIFE', x12Connection, 'PO-LIFE');
    const plan = await readFixture('x12-004010-830-plan.edi');
    await portal.context.gateway.receiveBody('LIFE', x12Connection, 'plan.edi', plan);
    const rows = await db.select().from(orders).where(eq(orders.projectKey, 'LIFE'));
    for (const row of rows) templates.set(row.documentType, row);
    expect(templates.get('ORDER')?.serialNumber).toBe(serialNumber);
    expect(templates.size).toBe(2);
  }, 60_000);
  afterAll(async () => {
    await portal.close();
    await dir.cleanup();
  });

  /**
   * A copy of the received order (or plan) put straight into `status`, holding its ordered stock:
   * every case holds some, so a move that must not touch the stock is seen not to.
   */
  async function orderIn(documentType: string, status: OrderStatus): Promise<OrderRow> {
    const template = templates.get(documentType);
    if (template === undefined) throw new Error(`no ${documentType} received`);
    const { projectKey, documentId, receivedAt } = template;
    const db = portal.database.db;
    const [row] = await db
      .insert(orders)
      .values({
        projectKey,
        documentId,
        status,
        ...orderColumnsOf(template.data as CanonicalOrder),
        receivedAt,
      })
      .returning();
    if (row === undefined) throw new Error('order not copied');
    const stocked = await db
      .select({ id: products.id, vendorNumber: products.vendorNumber })
      .from(products)
      .where(eq(products.projectKey, 'LIFE'));
    await db.transaction((tx) =>
      portal.context.reservations.reserve(
        tx,
        row.serialNumber,
        fixtureItems.map((item) => ({
          productId: stocked.find((product) => product.vendorNumber === item.vendorNumber)?.id ?? 0,
          quantity: item.ordered,
        })),
        'fixture',
      ),
    );
    return row;
  }

  /** What each move needs: the 860 deletes line 3; answers go through the portal's gateway. */
  function requestFor(move: OrderMove, order: OrderRow): OrderMoveRequest {
    switch (move) {
      case 'release':
        return { move };
      case 'change': {
        const data = order.data as CanonicalOrder;
        const change: CanonicalOrder = {
          ...data,
          documentType: 'ORDER_CHANGE',
          documentNumber: 'CHANGE-1',
          lines: data.lines
            .filter((line) => line.lineNumber === '3')
            .map((line) => ({ ...line, changeType: 'delete' as const })),
        };
        return { move, documentId: order.documentId, change };
      }
      case 'route':
      case 'print':
      case 'deliver':
        // The switch that lets each row of the table start: labels on for print and for a
        // delivery from PRINTED, off for a delivery straight from ACCEPTED or ROUTED.
        return {
          move,
          printLabel: move === 'print' || order.status === 'PRINTED',
          apply: async () => ({
            event: 'documentsNotPrinted',
            params: { reason: `${move}: table test` },
          }),
        };
      case 'sendNotice':
      case 'noticeWritten':
      case 'sendInvoice':
      case 'invoiceWritten':
      case 'paymentReceived':
        return {
          move,
          apply: async () => ({
            note: { event: 'documentsNotPrinted', params: { reason: `${move}: table test` } },
            messageIds: [],
          }),
        };
      default:
        return {
          move,
          reason: 'table test',
          services: {
            outbound: portal.context.gateway.outbound,
            reservations: portal.context.reservations,
          },
        };
    }
  }

  const move = (order: OrderRow, request: OrderMoveRequest) =>
    portal.database.db.transaction((tx) =>
      moveOrder(tx, order.serialNumber, request, { actor: 'lifecycle', now: portal.clock.now() }),
    );

  const logsOf = (serialNumber: number) =>
    portal.database.db
      .select()
      .from(orderLogs)
      .where(eq(orderLogs.serialNumber, serialNumber))
      .orderBy(asc(orderLogs.id));

  /**
   * Everything a move could change: every order's status and version, the log, the order's
   * versions, its stock and the stock records, messages and their control numbers. (A whole-table
   * snapshot per case would make this table slow to run.)
   */
  async function stateOf(serialNumber: number) {
    const db = portal.database.db;
    return {
      orders: await db
        .select({
          serialNumber: orders.serialNumber,
          status: orders.status,
          documentVersion: orders.documentVersion,
          documentId: orders.documentId,
          updatedAt: orders.updatedAt,
        })
        .from(orders)
        .orderBy(asc(orders.serialNumber)),
      logs: await db.select().from(orderLogs).orderBy(asc(orderLogs.id)),
      versions: await db.select().from(orderVersions).orderBy(asc(orderVersions.id)),
      reservations: await db
        .select()
        .from(inventoryReservations)
        .where(eq(inventoryReservations.orderSerialNumber, serialNumber))
        .orderBy(asc(inventoryReservations.id)),
      stock: await db.select().from(inventories).orderBy(asc(inventories.id)),
      stockLogs: await db
        .select()
        .from(inventoryLogs)
        .where(eq(inventoryLogs.orderSerialNumber, serialNumber))
        .orderBy(asc(inventoryLogs.id)),
      messages: await db.select({ id: messages.id }).from(messages).orderBy(asc(messages.id)),
      controlNumbers: await db.select().from(controlNumbers),
    };
  }

  const heldBy = async (serialNumber: number) => {
    const held = await portal.context.reservations.held(portal.database.db, serialNumber);
    return held.reduce((sum, hold) => sum + hold.quantity, 0);
  };

  it.each(cases)(
    '%s in %s + %s follows the lifecycle table',
    async (documentType, status, action) => {
      const order = await orderIn(documentType, status);
      const request = requestFor(action, order);
      const to = orderMoveTarget(action, status, documentType);

      if (to === undefined) {
        const before = await stateOf(order.serialNumber);
        const refused = await move(order, request).catch((error: unknown) => error);
        expect(refused).toBeInstanceOf(ApiError);
        expect(refused).toMatchObject({ errorName: 'INVALID_STATUS', field: 'status' });
        expect(await stateOf(order.serialNumber)).toEqual(before);
        return;
      }

      const moved = await move(order, request);
      expect(moved).toMatchObject({ from: status, to });
      const [stored] = await portal.database.db
        .select()
        .from(orders)
        .where(eq(orders.serialNumber, order.serialNumber));
      expect(stored?.status).toBe(to);
      expect(moved.order).toEqual(stored);

      const logs = await logsOf(order.serialNumber);
      expect(logs).toHaveLength(1);
      expect(logs[0]).toMatchObject({ actor: 'lifecycle', fromStatus: status, toStatus: to });

      const responses = await portal.database.db
        .select()
        .from(messages)
        .where(eq(messages.orderSerialNumber, order.serialNumber));
      const versions = await portal.database.db
        .select()
        .from(orderVersions)
        .where(eq(orderVersions.serialNumber, order.serialNumber));
      const held = await heldBy(order.serialNumber);
      switch (action) {
        case 'release':
          expect(logs[0]).toMatchObject({ event: 'released', params: {} });
          expect([responses, versions, held]).toEqual([[], [], orderedTotal]);
          expect(stored?.documentVersion).toBe(order.documentVersion);
          break;
        case 'change':
          // A new version, line 3 gone; the stock stays held until the order is answered again.
          expect(logs[0]).toMatchObject({
            event: 'changed',
            params: { documentNumber: 'CHANGE-1', version: '2' },
            message: 'Changed by order change CHANGE-1 (now version 2)',
          });
          expect(stored).toMatchObject({ documentVersion: 2, documentType: 'ORDER_CHANGE' });
          expect(stored?.lineCount).toBe(2);
          expect(versions).toEqual([expect.objectContaining({ version: 1, status })]);
          expect([responses, held]).toEqual([[], orderedTotal]);
          break;
        case 'route':
        case 'print':
        case 'deliver':
        case 'sendNotice':
        case 'noticeWritten':
        case 'sendInvoice':
        case 'invoiceWritten':
        case 'paymentReceived':
          // The step the caller hands the lifecycle runs on the locked order and names the log
          // row; the lifecycle itself sends nothing and leaves the stock to the step.
          expect(logs[0]).toMatchObject({
            event: 'documentsNotPrinted',
            params: { reason: `${action}: table test` },
          });
          expect([responses, versions, moved.messageIds]).toEqual([[], [], []]);
          expect(held).toBe(orderedTotal);
          break;
        default: {
          // The 855 answers with the action; accept holds the order's stock, the rest hold none.
          const [response, ...more] = responses;
          expect(more).toEqual([]);
          expect(moved.messageIds).toEqual([response?.id]);
          expect(response?.canonical).toMatchObject({ responseType: action });
          // The log keeps what happened as facts; the screen says it in the user's language.
          expect(logs[0]).toMatchObject({
            event: answerEvents[action],
            params: {
              documentType: '855',
              controlNumber: response?.interchangeControlNumber,
              reason: 'table test',
            },
          });
          expect(versions).toEqual([]);
          expect(held).toBe(action === 'accept' ? orderedTotal : 0);
        }
      }
    },
  );

  it('refuses a move for an order that does not exist', async () => {
    const missing = await portal.database.db
      .transaction((tx) =>
        moveOrder(tx, 987_654_321, { move: 'release' }, { actor: 'lifecycle', now: new Date() }),
      )
      .catch((error: unknown) => error);
    expect(missing).toMatchObject({ errorName: 'ORDER_NOT_FOUND' });
  });

  it('releases many orders at once, leaving those the table refuses as they are', async () => {
    const fresh = [
      await orderIn('ORDER', 'NEW_ORDER'),
      await orderIn('ORDER_PLAN', 'NEW_ORDER'),
      await orderIn('ORDER', 'NEW_ORDER'),
    ];
    const answered = await orderIn('ORDER', 'ACCEPTED');
    const all = [...fresh, answered].map((order) => order.serialNumber);
    const released = await portal.database.db.transaction((tx) =>
      moveOrders(
        tx,
        inArray(orders.serialNumber, all),
        { move: 'release' },
        { actor: 'system', now: portal.clock.now() },
      ),
    );
    expect(released).toEqual(fresh.map((order) => order.serialNumber));
    const rows = await portal.database.db
      .select({ serialNumber: orders.serialNumber, status: orders.status })
      .from(orders)
      .where(inArray(orders.serialNumber, all))
      .orderBy(asc(orders.serialNumber));
    expect(rows.map((row) => row.status)).toEqual(['RECEIVED', 'RECEIVED', 'RECEIVED', 'ACCEPTED']);
    const logs = await portal.database.db
      .select()
      .from(orderLogs)
      .where(inArray(orderLogs.serialNumber, all));
    expect(logs.map((log) => [log.serialNumber, log.fromStatus, log.toStatus])).toEqual(
      released.map((serialNumber) => [serialNumber, 'NEW_ORDER', 'RECEIVED']),
    );
    expect(
      await portal.database.db
        .select()
        .from(inventoryReservations)
        .where(
          and(
            eq(inventoryReservations.orderSerialNumber, answered.serialNumber),
            eq(inventoryReservations.status, 'reserved'),
          ),
        ),
    ).toHaveLength(fixtureItems.length);
  });
});
