import {
  messageEndpoints,
  messageSchema,
  type CanonicalShipNotice,
  type ProjectConnection,
} from '@portal/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveries, messages, orderLogs, orders } from '../database';
import {
  createTestProject,
  edifactConnection,
  readFixture,
  x12Connection,
} from '../gateway/testing/gateway-fixtures';
import { successData } from '../testing/envelope-assertions';
import { makeTempDir, type TempDir } from '../testing/fixtures';
import { databaseKinds } from '../testing/test-database';
import { startTestPortal, type TestPortal } from '../testing/test-portal';
import { moveOrder } from './order-lifecycle';
import { receiveOrder } from './testing/order-fixtures';

/** One carton of one line: enough for a file to be written. */
const noticeOf = (orderNumber: string): CanonicalShipNotice => ({
  kind: 'shipNotice',
  shipmentNumber: orderNumber,
  noticeDate: '2025-12-02',
  shippedDate: '2025-12-02',
  parties: [{ role: 'shipFrom', name: 'ACME SUPPLY' }],
  orders: [
    {
      orderNumber,
      tares: [],
      packs: [
        {
          sscc: '006141410000000018',
          items: [
            { lineNumber: '1', vendorItemNumber: 'ACM-1001', quantityShipped: 24, unit: 'EA' },
          ],
        },
      ],
      items: [],
    },
  ],
});

describe.each(databaseKinds)('ship notice written → SENT_ASN (%s)', (kind) => {
  let portal: TestPortal;
  let dir: TempDir;
  let token: string;
  let interchange = 61_000;

  beforeAll(async () => {
    dir = await makeTempDir();
    portal = await startTestPortal(kind, { dataDir: dir.path });
    await createTestProject(portal.database.db, dir.path, 'SNX', x12Connection);
    await createTestProject(portal.database.db, dir.path, 'SNE', edifactConnection);
    const user = await portal.createUser({ account: 'notices', roles: ['DELIVERY'] });
    token = await portal.tokenFor(user.id);
  }, 60_000);
  afterAll(async () => {
    await portal.close();
    await dir.cleanup();
  });

  const db = () => portal.database.db;

  /** A received order of `projectKey` with its own PO number. */
  async function receivedOrder(projectKey: 'SNX' | 'SNE'): Promise<{ serial: number; po: string }> {
    interchange += 1;
    const po = `SN${kind.slice(0, 2)}${interchange}`;
    if (projectKey === 'SNX') {
      return { serial: await receiveOrder(portal, projectKey, x12Connection, po), po };
    }
    const text = (await readFixture('edifact-d96a-orders.edi'))
      .toString('utf8')
      .replaceAll('EU0000201', `EU${interchange}`)
      .replace('PO-EU-20001', po);
    await portal.context.gateway.receiveBody(
      projectKey,
      edifactConnection,
      `${po}.edi`,
      Buffer.from(text),
    );
    const [order] = await db().select().from(orders).where(eq(orders.orderNumber, po));
    if (order === undefined) throw new Error('order not stored');
    return { serial: order.serialNumber, po };
  }

  /**
   * A delivered order sent through the lifecycle's `sendNotice` the way the delivery screen does
   * (the 856 / DESADV made in the move, the delivery pointing at it), not yet written.
   */
  async function sentNotice(projectKey: 'SNX' | 'SNE') {
    const connection: ProjectConnection = projectKey === 'SNX' ? x12Connection : edifactConnection;
    const { serial, po } = await receivedOrder(projectKey);
    // Fulfilment is not this test's subject: the order is put straight at DELIVERED.
    await db().update(orders).set({ status: 'DELIVERED' }).where(eq(orders.serialNumber, serial));
    const now = portal.clock.now();
    return db().transaction(async (tx) => {
      let messageId = 0;
      await moveOrder(
        tx,
        serial,
        {
          move: 'sendNotice',
          apply: async (inner, order) => {
            const message = await portal.context.gateway.outbound.create(inner, {
              projectKey,
              connection,
              document: noticeOf(order.orderNumber),
              createdBy: 'notices',
              orderSerialNumber: serial,
            });
            messageId = message.id;
            return { note: { event: 'shipNoticeSent' }, messageIds: [message.id] };
          },
        },
        { actor: 'notices', now },
      );
      const [delivery] = await tx
        .insert(deliveries)
        .values({
          projectKey,
          serialNumber: serial,
          deliveryType: 'shipNotice',
          data: { shipment: {}, packages: [], lines: [] },
          messageId,
          createdBy: 'notices',
          sentAt: now,
          sentBy: 'notices',
        })
        .returning();
      if (delivery === undefined) throw new Error('delivery not stored');
      return { serial, po, messageId, deliveryId: delivery.id };
    });
  }

  const statusOf = async (serial: number) =>
    (await db().select().from(orders).where(eq(orders.serialNumber, serial)))[0]?.status;
  const logsOf = (serial: number) =>
    db()
      .select()
      .from(orderLogs)
      .where(eq(orderLogs.serialNumber, serial))
      .orderBy(asc(orderLogs.id));
  const messageOf = async (id: number) =>
    (await db().select().from(messages).where(eq(messages.id, id)))[0];
  const linkOf = async (deliveryId: number) =>
    (await db().select().from(deliveries).where(eq(deliveries.id, deliveryId)))[0]?.messageId;
  const resend = async (id: number) =>
    successData(
      await portal.request(messageEndpoints.resend, { params: { id }, token, language: 'en-US' }),
      messageSchema,
    );

  it.each(['SNX', 'SNE'] as const)(
    'moves the order of a written %s notice to SENT_ASN once; a resend written then changes nothing but the delivery’s message',
    async (projectKey) => {
      const notice = await sentNotice(projectKey);
      expect(await statusOf(notice.serial)).toBe('SEND_ASN');

      await portal.context.gateway.deliver([notice.messageId]);

      const written = await messageOf(notice.messageId);
      expect(written?.documentType).toBe(projectKey === 'SNX' ? '856' : 'DESADV');
      expect(written?.status).toBe('doing');
      expect(await statusOf(notice.serial)).toBe('SENT_ASN');
      const moves = (await logsOf(notice.serial)).filter((log) => log.fromStatus === 'SEND_ASN');
      expect(moves.map((log) => [log.actor, log.toStatus, log.event, log.params])).toEqual([
        [
          'system',
          'SENT_ASN',
          'shipNoticeWritten',
          {
            documentType: written?.documentType,
            controlNumber: written?.interchangeControlNumber,
          },
        ],
      ]);

      const copy = await resend(notice.messageId);
      expect(copy.resendOf).toBe(notice.messageId);
      expect(copy.status).toBe('doing');
      expect(await linkOf(notice.deliveryId)).toBe(copy.id);
      // Already SENT_ASN: refused quietly, no second log row.
      expect(await statusOf(notice.serial)).toBe('SENT_ASN');
      const after = (await logsOf(notice.serial)).filter((log) => log.fromStatus === 'SEND_ASN');
      expect(after).toHaveLength(1);
    },
  );

  it('moves the order when a notice that never got written is resent and written', async () => {
    const notice = await sentNotice('SNX');
    // Its five writes failed (outbound-messages.test.ts makes that happen for real).
    await db()
      .update(messages)
      .set({ status: 'failed', attempts: 5 })
      .where(eq(messages.id, notice.messageId));

    const copy = await resend(notice.messageId);

    expect(copy.status).toBe('doing');
    expect(await linkOf(notice.deliveryId)).toBe(copy.id);
    expect(await statusOf(notice.serial)).toBe('SENT_ASN');
    const [move] = (await logsOf(notice.serial)).filter((log) => log.toStatus === 'SENT_ASN');
    expect(move).toMatchObject({
      event: 'shipNoticeWritten',
      params: { documentType: '856', controlNumber: copy.interchangeControlNumber },
      message: `Ship notice file written: ship notice 856 (control number ${copy.interchangeControlNumber})`,
    });
  });

  it('leaves other messages’ orders, unrelated deliveries and vanished orders alone', async () => {
    const notice = await sentNotice('SNX');
    const other = await sentNotice('SNX');
    const orphan = await db().transaction((tx) =>
      portal.context.gateway.outbound.create(tx, {
        projectKey: 'SNX',
        connection: x12Connection,
        document: noticeOf('GONE-1'),
        createdBy: 'notices',
        // The order was deleted since: the write is still recorded.
        orderSerialNumber: 987_654_321,
      }),
    );

    await portal.context.gateway.deliver([orphan.id, notice.messageId]);

    expect((await messageOf(orphan.id))?.status).toBe('doing');
    expect(await statusOf(notice.serial)).toBe('SENT_ASN');
    expect(await statusOf(other.serial)).toBe('SEND_ASN');
    // Resending a message no delivery points at leaves every delivery as it was.
    await resend(orphan.id);
    expect(await linkOf(notice.deliveryId)).toBe(notice.messageId);
    expect(await linkOf(other.deliveryId)).toBe(other.messageId);
    const written = await db()
      .select()
      .from(orderLogs)
      .where(and(eq(orderLogs.serialNumber, other.serial), eq(orderLogs.toStatus, 'SENT_ASN')));
    expect(written).toEqual([]);
  });
});
