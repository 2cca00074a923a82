import {
  defaultProjectFeatures,
  errorCatalogue,
  errorEnvelopeSchema,
  orderActions,
  orderEndpoints,
  orderMoveTarget,
  orderOperateResultSchema,
  type OrderAction,
  type OrderLogEvent,
  type OrderStatus,
} from '@portal/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventories, inventoryReservations, messages, orderLogs, orders } from '../database';
import type { ProjectPaths } from '../gateway/project-paths';
import { createTestProject, readFixture, x12Connection } from '../gateway/testing/gateway-fixtures';
import { expectFailure, successData } from '../testing/envelope-assertions';
import { makeTempDir, type TempDir } from '../testing/fixtures';
import { databaseKinds, snapshotTables } from '../testing/test-database';
import { startTestPortal, type TestPortal } from '../testing/test-portal';
import { fixtureItems, receiveOrder, stockFixtureItems } from './testing/order-fixtures';

const plenty = 1_000_000;
const orderedTotal = fixtureItems.reduce((sum, item) => sum + item.ordered, 0);
/** What the log records each answer as. */
const answerEvents = {
  accept: 'accepted',
  reject: 'rejected',
  backorder: 'backordered',
  cancel: 'canceled',
} as const satisfies Record<OrderAction, OrderLogEvent>;
const noCancel = {
  ...x12Connection,
  features: { ...defaultProjectFeatures, allowCancel: false },
};

describe.each(databaseKinds)('order operation on %s', (kind) => {
  let portal: TestPortal;
  let dir: TempDir;
  let paths: ProjectPaths;
  let clerk: string;
  let stranger: string;
  let shortStock: Map<string, number>;
  let caseNumber = 0;

  beforeAll(async () => {
    dir = await makeTempDir();
    portal = await startTestPortal(kind, { dataDir: dir.path });
    const db = portal.database.db;
    paths = await createTestProject(db, dir.path, 'OPS', x12Connection);
    await stockFixtureItems(db, 'OPS', 'W-OPS', plenty);
    await createTestProject(db, dir.path, 'LOW', x12Connection);
    shortStock = await stockFixtureItems(db, 'LOW', 'W-LOW', 10);
    await createTestProject(db, dir.path, 'NONE', x12Connection);
    await createTestProject(db, dir.path, 'NOCXL', noCancel);
    await stockFixtureItems(db, 'NOCXL', 'W-NOCXL', plenty);
    const user = await portal.createUser({ account: 'orders', roles: ['ORDER'] });
    clerk = await portal.tokenFor(user.id);
    const other = await portal.createUser({ account: 'stock', roles: ['INVENTORY'] });
    stranger = await portal.tokenFor(other.id);
  }, 60_000);
  afterAll(async () => {
    await portal.close();
    await dir.cleanup();
  });

  const operate = (body: object, token = clerk) =>
    portal.request(orderEndpoints.operate, { token, body, language: 'en-US' });

  /** A fresh order of project `projectKey`, put straight into `status`. */
  async function orderIn(status: OrderStatus, projectKey = 'OPS'): Promise<number> {
    caseNumber += 1;
    const connection = projectKey === 'NOCXL' ? noCancel : x12Connection;
    const serialNumber = await receiveOrder(
      portal,
      projectKey,
      connection,
      `T${kind}${caseNumber}`,
    );
    await portal.database.db
      .update(orders)
      .set({ status })
      .where(eq(orders.serialNumber, serialNumber));
    return serialNumber;
  }

  const heldBy = async (serialNumber: number) =>
    portal.database.db
      .select()
      .from(inventoryReservations)
      .where(
        and(
          eq(inventoryReservations.orderSerialNumber, serialNumber),
          eq(inventoryReservations.status, 'reserved'),
        ),
      );

  const responsesTo = (serialNumber: number) =>
    portal.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.orderSerialNumber, serialNumber), eq(messages.documentType, '855')))
      .orderBy(asc(messages.id));

  // Every status × answer pair is order-lifecycle.test.ts's; here each answer goes over HTTP once.
  it.each(orderActions)(
    '%s answers a RECEIVED order over HTTP and writes its 855',
    async (action) => {
      const serialNumber = await orderIn('RECEIVED');
      const logsBefore = await portal.database.db
        .select()
        .from(orderLogs)
        .where(eq(orderLogs.serialNumber, serialNumber));
      const result = successData(
        await operate({ serialNumber, action, reason: 'over http' }),
        orderOperateResultSchema,
      );
      const to = orderMoveTarget(action, 'RECEIVED');
      expect(result.summary.status).toBe(to);

      // The 855 answers with the action, is written to the outbound directory and waits for a 997.
      const [response, ...more] = await responsesTo(serialNumber);
      expect(more).toHaveLength(0);
      expect(response?.id).toBe(result.messageId);
      expect(response?.status).toBe('doing');
      expect(response?.canonical).toMatchObject({ kind: 'orderResponse', responseType: action });
      const written = await readFile(join(paths.outbound, response?.fileName ?? ''), 'utf8');
      expect(written).toContain('ST*855*');

      // One log row: who, from, to, and the message sent.
      const logs = await portal.database.db
        .select()
        .from(orderLogs)
        .where(eq(orderLogs.serialNumber, serialNumber))
        .orderBy(asc(orderLogs.id));
      expect(logs).toHaveLength(logsBefore.length + 1);
      expect(logs.at(-1)).toMatchObject({
        actor: 'orders',
        fromStatus: 'RECEIVED',
        toStatus: to,
        event: answerEvents[action],
        params: {
          documentType: '855',
          controlNumber: response?.interchangeControlNumber,
          reason: 'over http',
        },
      });

      // Accepting holds the ordered quantity; every other answer holds nothing.
      const held = await heldBy(serialNumber);
      const heldTotal = held.reduce((sum, row) => sum + row.quantity, 0);
      expect(heldTotal).toBe(action === 'accept' ? orderedTotal : 0);
    },
  );

  it('answers a move the lifecycle refuses with "invalid status", changing nothing', async () => {
    const serialNumber = await orderIn('REJECTED');
    const before = await snapshotTables(portal.database);
    expectFailure(await operate({ serialNumber, action: 'accept' }), 'INVALID_STATUS');
    expect(await snapshotTables(portal.database)).toEqual(before);
  });

  it('refuses to accept when stock is short, changing nothing, and accepts after restocking', async () => {
    const serialNumber = await orderIn('RECEIVED', 'LOW');
    const before = await snapshotTables(portal.database);
    const refused = await operate({ serialNumber, action: 'accept' });
    expectFailure(refused, 'INSUFFICIENT_INVENTORY');
    // Every short item with what the order asks and what the stores have free, not just the
    // first; the item with enough stock (ACM-2001: 6 of 10) is not named.
    expect(errorEnvelopeSchema.parse(refused.json())).toEqual({
      code: errorCatalogue.INSUFFICIENT_INVENTORY.code,
      message: 'Insufficient inventory: restock, then accept again',
      data: {
        field: 'ACM-1001',
        shortages: [
          { item: 'ACM-1001', ordered: 24, available: 10, short: 14 },
          { item: 'ACM-1002', ordered: 12, available: 10, short: 2 },
        ],
      },
    });
    expect(await snapshotTables(portal.database)).toEqual(before);

    for (const [vendorNumber, inventoryId] of shortStock) {
      await portal.database.db
        .update(inventories)
        .set({ onHand: 100 })
        .where(eq(inventories.id, inventoryId));
      expect(vendorNumber).toMatch(/^ACM-/);
    }
    const accepted = successData(
      await operate({ serialNumber, action: 'accept' }),
      orderOperateResultSchema,
    );
    expect(accepted.summary.status).toBe('ACCEPTED');
    const stock = await portal.database.db
      .select({ id: inventories.id, reserved: inventories.reserved })
      .from(inventories)
      .orderBy(asc(inventories.id));
    for (const item of fixtureItems) {
      const row = stock.find((candidate) => candidate.id === shortStock.get(item.vendorNumber));
      expect(row?.reserved).toBe(item.ordered);
    }
  });

  it('names the items not in master data as short of all they order, with the short stock', async () => {
    // NONE has no products at all: every line is short of everything.
    const serialNumber = await orderIn('RECEIVED', 'NONE');
    const before = await snapshotTables(portal.database);
    const refused = await operate({ serialNumber, action: 'accept' });
    expectFailure(refused, 'INSUFFICIENT_INVENTORY', { field: 'ACM-1001' });
    expect(errorEnvelopeSchema.parse(refused.json()).data?.shortages).toEqual(
      fixtureItems.map((item) => ({
        item: item.vendorNumber,
        ordered: item.ordered,
        available: 0,
        short: item.ordered,
      })),
    );
    expect(await snapshotTables(portal.database)).toEqual(before);
  });

  it('gives the stock back when an accepted order is cancelled', async () => {
    const serialNumber = await orderIn('RECEIVED');
    successData(await operate({ serialNumber, action: 'accept' }), orderOperateResultSchema);
    expect(await heldBy(serialNumber)).toHaveLength(fixtureItems.length);
    const cancelled = successData(
      await operate({ serialNumber, action: 'cancel', reason: 'customer asked' }),
      orderOperateResultSchema,
    );
    expect(cancelled.summary.status).toBe('CANCELED');
    expect(await heldBy(serialNumber)).toHaveLength(0);
    const released = await portal.database.db
      .select()
      .from(inventoryReservations)
      .where(eq(inventoryReservations.orderSerialNumber, serialNumber));
    expect(released.every((row) => row.status === 'released')).toBe(true);
    const answers = await responsesTo(serialNumber);
    expect(answers.map((message) => message.canonical)).toMatchObject([
      { responseType: 'accept' },
      { responseType: 'cancel' },
    ]);
  });

  it('backorders with the expected date on every line of the 855', async () => {
    const serialNumber = await orderIn('RECEIVED');
    successData(
      await operate({ serialNumber, action: 'backorder', scheduledDate: '2026-12-24' }),
      orderOperateResultSchema,
    );
    const [answer] = await responsesTo(serialNumber);
    expect(answer?.canonical).toMatchObject({
      responseType: 'backorder',
      lines: fixtureItems.map(() => ({ status: 'backordered', scheduledDate: '2026-12-24' })),
    });
  });

  it('refuses to cancel in a project whose "allow cancel" switch is off', async () => {
    const serialNumber = await orderIn('RECEIVED', 'NOCXL');
    const before = await snapshotTables(portal.database);
    expectFailure(await operate({ serialNumber, action: 'cancel' }), 'CANCEL_ORDER_FAILED');
    expect(await snapshotTables(portal.database)).toEqual(before);
    successData(await operate({ serialNumber, action: 'reject' }), orderOperateResultSchema);
  });

  it('never answers an order plan (830)', async () => {
    const plan = await readFixture('x12-004010-830-plan.edi');
    const outcome = await portal.context.gateway.receiveBody(
      'OPS',
      x12Connection,
      'plan.edi',
      plan,
    );
    expect(outcome.orders).toBe(1);
    const [row] = await portal.database.db
      .select()
      .from(orders)
      .where(eq(orders.documentType, 'ORDER_PLAN'));
    expect(row?.status).toBe('RECEIVED');
    expectFailure(
      await operate({ serialNumber: row?.serialNumber ?? 0, action: 'accept' }),
      'INVALID_STATUS',
    );
  });

  it('answers unknown orders, bad input and other roles with clear errors', async () => {
    expectFailure(await operate({ serialNumber: 999_999, action: 'accept' }), 'ORDER_NOT_FOUND');
    expectFailure(await operate({ serialNumber: 1, action: 'ship' }), 'VALIDATION_FAILED');
    expectFailure(
      await operate({ serialNumber: 1, action: 'reject', reason: 'x'.repeat(129) }),
      'VALIDATION_FAILED',
    );
    expectFailure(await operate({ serialNumber: 1, action: 'accept' }, stranger), 'NO_PERMISSION');
  });
});
