import {
  deliveryQuantityStatisticSchema,
  deliverySeriesStatisticSchema,
  endpointKey,
  messageStatuses,
  orderQuantityStatisticSchema,
  orderSeriesStatisticSchema,
  orderStatuses,
  statisticEndpoints,
  type CanonicalOrder,
  type MessageStatus,
  type OrderStatus,
} from '@portal/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { documents, inboundFiles, interchanges, messages, orders } from '../database';
import { expectFailure, successData } from '../testing/envelope-assertions';
import { databaseKinds } from '../testing/test-database';
import { startTestPortal, type TestPortal } from '../testing/test-portal';

const english = 'en-US';

type Statistic = (typeof statisticEndpoints)[keyof typeof statisticEndpoints];
const statistics: readonly Statistic[] = Object.values(statisticEndpoints);

/** The server's "now" in every test: noon UTC on 2024-03-10, the day New York moves to DST. */
const now = new Date('2024-03-10T12:00:00Z');

interface SeedOrder {
  readonly projectKey?: string;
  readonly at: string;
  readonly status: OrderStatus;
  readonly quantity: number;
  readonly amount: number;
  readonly currencyCode?: string | null;
}

/**
 * Orders at known instants. Comments give the wall-clock time where a zone moves the day:
 * Shanghai is UTC+8; New York is UTC-5 until 2024-03-10 07:00 UTC, then UTC-4.
 */
const seedOrders: readonly SeedOrder[] = [
  { at: '2024-03-08T10:15:00Z', status: 'RECEIVED', quantity: 10, amount: 100.5 },
  { at: '2024-03-08T10:45:00Z', status: 'ACCEPTED', quantity: 5, amount: 50 },
  // Shanghai: 2024-03-09 07:30.
  { at: '2024-03-08T23:30:00Z', status: 'CANCELED', quantity: 2, amount: 20, currencyCode: 'EUR' },
  // New York: 2024-03-09 19:30.
  { at: '2024-03-10T00:30:00Z', status: 'RECEIVED', quantity: 1, amount: 10 },
  { at: '2024-01-15T08:00:00Z', status: 'SENT_INV', quantity: 7, amount: 70 },
  { at: '2023-06-01T00:00:00Z', status: 'PAYMENT_ORDER', quantity: 3, amount: 30 },
  // Before the default 5 years of the year unit.
  { at: '2019-12-31T23:59:59Z', status: 'RECEIVED', quantity: 4, amount: 40 },
  {
    projectKey: 'OTHER',
    at: '2024-03-08T11:00:00Z',
    status: 'RECEIVED',
    quantity: 100,
    amount: 1000,
  },
];

interface SeedMessage {
  readonly projectKey?: string;
  readonly at: string;
  readonly documentType: string;
  readonly status: MessageStatus;
}

const seedMessages: readonly SeedMessage[] = [
  { at: '2024-03-08T10:00:00Z', documentType: '856', status: 'success' },
  { at: '2024-03-08T10:20:00Z', documentType: '856', status: 'failed' },
  { at: '2024-03-08T13:00:00Z', documentType: '997', status: 'finish' },
  { at: '2024-03-09T09:00:00Z', documentType: '810', status: 'doing' },
  // Shanghai: 2024-03-10 04:00.
  { at: '2024-03-09T20:00:00Z', documentType: '855', status: 'new' },
  { projectKey: 'OTHER', at: '2024-03-08T10:00:00Z', documentType: '997', status: 'finish' },
];

/** Every order status at zero, with the given counts. */
const orderCounts = (counts: Partial<Record<OrderStatus, number>>) => ({
  ...Object.fromEntries(orderStatuses.map((status) => [status, 0])),
  ...counts,
});

const messageCounts = (counts: Partial<Record<MessageStatus, number>>) => ({
  ...Object.fromEntries(messageStatuses.map((status) => [status, 0])),
  ...counts,
});

describe.each(databaseKinds)('statistics API on %s', (kind) => {
  let portal: TestPortal;
  let viewerToken: string;
  let orderClerkToken: string;
  let rolelessToken: string;

  beforeAll(async () => {
    portal = await startTestPortal(kind);
    portal.clock.advance(now.getTime() - portal.clock.now().getTime());
    const tokenOf = async (
      account: string,
      roles: Parameters<TestPortal['createUser']>[0]['roles'],
    ) => portal.tokenFor((await portal.createUser({ account, roles })).id);
    viewerToken = await tokenOf('viewer', ['USER']);
    orderClerkToken = await tokenOf('order-clerk', ['ORDER']);
    rolelessToken = await tokenOf('no-role', []);

    const { db } = portal.database;
    // An order always comes from an inbound document; one serves every seeded order.
    const [file] = await db
      .insert(inboundFiles)
      .values({
        projectKey: 'ACME',
        channel: 'file',
        fileName: 'orders.edi',
        contentSha256: '0'.repeat(64),
        sizeBytes: 1,
        format: 'X12',
        status: 'accepted',
      })
      .returning();
    if (file === undefined) throw new Error('inbound file not stored');
    const [interchange] = await db
      .insert(interchanges)
      .values({
        fileId: file.id,
        projectKey: 'ACME',
        standard: 'X12',
        senderId: 'RETAILCO',
        receiverId: 'ACMESUPPLY',
        controlNumber: '000000001',
        status: 'accepted',
      })
      .returning();
    if (interchange === undefined) throw new Error('interchange not stored');
    const [document] = await db
      .insert(documents)
      .values({
        interchangeId: interchange.id,
        projectKey: 'ACME',
        standard: 'X12',
        documentType: '850',
        controlNumber: '0001',
        status: 'accepted',
        originalText: 'ST*850*0001~',
      })
      .returning();
    if (document === undefined) throw new Error('document not stored');

    await db.insert(orders).values(
      seedOrders.map((order, index) => {
        const number = `PO-${index + 1}`;
        const data: CanonicalOrder = {
          kind: 'order',
          documentType: 'ORDER',
          documentNumber: number,
          orderNumber: number,
          documentVersion: 1,
          parties: [],
          lines: [],
          quantity: order.quantity,
          amount: order.amount,
        };
        return {
          projectKey: order.projectKey ?? 'ACME',
          documentId: document.id,
          documentType: 'ORDER',
          documentNumber: number,
          orderNumber: number,
          status: order.status,
          quantity: String(order.quantity),
          amount: String(order.amount),
          currencyCode: order.currencyCode === undefined ? 'USD' : order.currencyCode,
          data,
          receivedAt: new Date(order.at),
        };
      }),
    );
    await db.insert(messages).values(
      seedMessages.map((message, index) => {
        const control = String(index + 1).padStart(9, '0');
        return {
          projectKey: message.projectKey ?? 'ACME',
          standard: 'X12' as const,
          documentType: message.documentType,
          status: message.status,
          fileName: `ACME_${message.documentType}_${control}.edi`,
          interchangeControlNumber: control,
          transactionControlNumber: '0001',
          acknowledgementExpected: message.documentType !== '997',
          canonical: {
            kind: 'acknowledgement' as const,
            status: 'A' as const,
            codes: [],
            transactions: [],
          },
          text: `ISA*${control}~`,
          createdBy: 'system',
          createdAt: new Date(message.at),
        };
      }),
    );
  }, 60_000);
  afterAll(() => portal.close());

  /** Asks for a statistic as the USER viewer, as another caller, or (null) as nobody signed in. */
  const get = (
    statistic: Statistic,
    query: Record<string, string>,
    token: string | null = viewerToken,
  ): Promise<LightMyRequestResponse> =>
    portal.request(statistic, { query, token: token ?? undefined, language: english });

  const everyProject = { from: '2024-03-01', to: '2024-03-10' };
  const marchWeek = { project_key: 'ACME', ...everyProject };

  /** The non-empty buckets of a series as `bucket: count`. */
  const filled = (buckets: readonly { bucket: string; count: number }[]) =>
    Object.fromEntries(
      buckets.filter((bucket) => bucket.count > 0).map((bucket) => [bucket.bucket, bucket.count]),
    );

  describe(endpointKey(statisticEndpoints.orderQuantity), () => {
    it('counts a project’s orders per status, zeros included, with totals', async () => {
      const data = successData(
        await get(statisticEndpoints.orderQuantity, marchWeek),
        orderQuantityStatisticSchema,
      );
      expect(data).toEqual({
        range: { unit: 'day', from: '2024-03-01', to: '2024-03-10', timeZone: 'UTC' },
        count: 4,
        quantity: 18,
        amount: 180.5,
        byStatus: orderCounts({ RECEIVED: 2, ACCEPTED: 1, CANCELED: 1 }),
        amountByCurrency: [
          { currencyCode: 'USD', count: 3, amount: 160.5 },
          { currencyCode: 'EUR', count: 1, amount: 20 },
        ],
      });
    });

    it('counts every project without a project, and only that project with one', async () => {
      const all = successData(
        await get(statisticEndpoints.orderQuantity, everyProject),
        orderQuantityStatisticSchema,
      );
      expect(all).toMatchObject({ count: 5, quantity: 118, amount: 1180.5 });
      expect(all.byStatus.RECEIVED).toBe(3);
      const other = successData(
        await get(statisticEndpoints.orderQuantity, { ...marchWeek, project_key: 'OTHER' }),
        orderQuantityStatisticSchema,
      );
      expect(other).toMatchObject({ count: 1, quantity: 100, amount: 1000 });
      const none = successData(
        await get(statisticEndpoints.orderQuantity, { ...marchWeek, project_key: 'NOBODY' }),
        orderQuantityStatisticSchema,
      );
      expect(none).toMatchObject({ count: 0, quantity: 0, amount: 0, amountByCurrency: [] });
      expect(none.byStatus).toEqual(orderCounts({}));
    });

    it('counts the days of the range in the requested zone', async () => {
      // Shanghai's 2024-03-10 ends at 16:00 UTC; its 2024-03-09 starts at 2024-03-08 16:00 UTC.
      const data = successData(
        await get(statisticEndpoints.orderQuantity, {
          project_key: 'ACME',
          from: '2024-03-09',
          to: '2024-03-10',
          timeZone: 'Asia/Shanghai',
        }),
        orderQuantityStatisticSchema,
      );
      expect(data.count).toBe(2);
      expect(data.byStatus).toEqual(orderCounts({ CANCELED: 1, RECEIVED: 1 }));
    });
  });

  describe(endpointKey(statisticEndpoints.orderSeries), () => {
    it('gives every day of the range, empty days as zeros', async () => {
      const data = successData(
        await get(statisticEndpoints.orderSeries, {
          project_key: 'ACME',
          unit: 'day',
          from: '2024-03-06',
          to: '2024-03-10',
        }),
        orderSeriesStatisticSchema,
      );
      expect(data.buckets).toEqual([
        { bucket: '2024-03-06 00:00', count: 0, quantity: 0, amount: 0 },
        { bucket: '2024-03-07 00:00', count: 0, quantity: 0, amount: 0 },
        { bucket: '2024-03-08 00:00', count: 3, quantity: 17, amount: 170.5 },
        { bucket: '2024-03-09 00:00', count: 0, quantity: 0, amount: 0 },
        { bucket: '2024-03-10 00:00', count: 1, quantity: 1, amount: 10 },
      ]);
    });

    it('moves orders to the day they were received on in the requested zone', async () => {
      const week = { project_key: 'ACME', unit: 'day', from: '2024-03-06', to: '2024-03-10' };
      const shanghai = successData(
        await get(statisticEndpoints.orderSeries, { ...week, timeZone: 'Asia/Shanghai' }),
        orderSeriesStatisticSchema,
      );
      expect(shanghai.range.timeZone).toBe('Asia/Shanghai');
      expect(filled(shanghai.buckets)).toEqual({
        '2024-03-08 00:00': 2,
        '2024-03-09 00:00': 1,
        '2024-03-10 00:00': 1,
      });
      const newYork = successData(
        await get(statisticEndpoints.orderSeries, { ...week, timeZone: 'America/New_York' }),
        orderSeriesStatisticSchema,
      );
      expect(filled(newYork.buckets)).toEqual({ '2024-03-08 00:00': 3, '2024-03-09 00:00': 1 });
    });

    it('gives 24 hours a day, each at its wall-clock hour', async () => {
      const utc = successData(
        await get(statisticEndpoints.orderSeries, {
          project_key: 'ACME',
          unit: 'hour',
          from: '2024-03-08',
          to: '2024-03-08',
        }),
        orderSeriesStatisticSchema,
      );
      expect(utc.buckets.map((bucket) => bucket.bucket)).toEqual(
        Array.from({ length: 24 }, (_, hour) => `2024-03-08 ${String(hour).padStart(2, '0')}:00`),
      );
      expect(filled(utc.buckets)).toEqual({ '2024-03-08 10:00': 2, '2024-03-08 23:00': 1 });
      const shanghai = successData(
        await get(statisticEndpoints.orderSeries, {
          project_key: 'ACME',
          unit: 'hour',
          from: '2024-03-08',
          to: '2024-03-09',
          timeZone: 'Asia/Shanghai',
        }),
        orderSeriesStatisticSchema,
      );
      expect(shanghai.buckets).toHaveLength(48);
      expect(filled(shanghai.buckets)).toEqual({
        '2024-03-08 18:00': 2,
        '2024-03-09 07:00': 1,
      });
    });

    it('gives months from the first of the month, the empty ones as zeros', async () => {
      const data = successData(
        await get(statisticEndpoints.orderSeries, {
          project_key: 'ACME',
          unit: 'month',
          from: '2023-05-20',
          to: '2024-03-10',
        }),
        orderSeriesStatisticSchema,
      );
      expect(data.buckets).toHaveLength(11);
      expect(data.buckets[0]).toEqual({
        bucket: '2023-05-01 00:00',
        count: 0,
        quantity: 0,
        amount: 0,
      });
      expect(filled(data.buckets)).toEqual({
        '2023-06-01 00:00': 1,
        '2024-01-01 00:00': 1,
        '2024-03-01 00:00': 4,
      });
    });

    it('defaults to the last 5 years by year, and the last 30 days by day', async () => {
      const years = successData(
        await get(statisticEndpoints.orderSeries, { project_key: 'ACME', unit: 'year' }),
        orderSeriesStatisticSchema,
      );
      expect(years.range).toEqual({
        unit: 'year',
        from: '2020-01-01',
        to: '2024-03-10',
        timeZone: 'UTC',
      });
      // The order of 2019-12-31 lies before the range.
      expect(years.buckets).toEqual([
        { bucket: '2020-01-01 00:00', count: 0, quantity: 0, amount: 0 },
        { bucket: '2021-01-01 00:00', count: 0, quantity: 0, amount: 0 },
        { bucket: '2022-01-01 00:00', count: 0, quantity: 0, amount: 0 },
        { bucket: '2023-01-01 00:00', count: 1, quantity: 3, amount: 30 },
        { bucket: '2024-01-01 00:00', count: 5, quantity: 25, amount: 250.5 },
      ]);
      const days = successData(
        await get(statisticEndpoints.orderSeries, { project_key: 'ACME' }),
        orderSeriesStatisticSchema,
      );
      expect(days.range).toEqual({
        unit: 'day',
        from: '2024-02-10',
        to: '2024-03-10',
        timeZone: 'UTC',
      });
      expect(days.buckets).toHaveLength(30);
      // New York's today is 2024-03-10 too (08:00 local), so its range ends there as well.
      const hours = successData(
        await get(statisticEndpoints.orderSeries, {
          project_key: 'ACME',
          unit: 'hour',
          timeZone: 'America/New_York',
        }),
        orderSeriesStatisticSchema,
      );
      expect(hours.range).toMatchObject({ from: '2024-03-09', to: '2024-03-10' });
      expect(hours.buckets).toHaveLength(48);
      // 2024-03-10 02:00 does not exist in New York: the bucket is there, empty.
      expect(hours.buckets.find((bucket) => bucket.bucket === '2024-03-10 02:00')?.count).toBe(0);
      expect(filled(hours.buckets)).toEqual({ '2024-03-09 19:00': 1 });
    });
  });

  describe(endpointKey(statisticEndpoints.deliveryQuantity), () => {
    it('counts a project’s messages per status, zeros included, and per document type', async () => {
      const data = successData(
        await get(statisticEndpoints.deliveryQuantity, marchWeek),
        deliveryQuantityStatisticSchema,
      );
      expect(data).toEqual({
        range: { unit: 'day', from: '2024-03-01', to: '2024-03-10', timeZone: 'UTC' },
        count: 5,
        byStatus: messageCounts({ success: 1, failed: 1, finish: 1, doing: 1, new: 1 }),
        byDocumentType: [
          { documentType: '856', count: 2 },
          { documentType: '810', count: 1 },
          { documentType: '855', count: 1 },
          { documentType: '997', count: 1 },
        ],
      });
      const all = successData(
        await get(statisticEndpoints.deliveryQuantity, everyProject),
        deliveryQuantityStatisticSchema,
      );
      expect(all.count).toBe(6);
      expect(all.byDocumentType[0]).toEqual({ documentType: '856', count: 2 });
      expect(all.byStatus.finish).toBe(2);
    });
  });

  describe(endpointKey(statisticEndpoints.deliverySeries), () => {
    it('gives every bucket with its messages per status', async () => {
      const hours = successData(
        await get(statisticEndpoints.deliverySeries, {
          project_key: 'ACME',
          unit: 'hour',
          from: '2024-03-08',
          to: '2024-03-08',
        }),
        deliverySeriesStatisticSchema,
      );
      expect(hours.buckets).toHaveLength(24);
      expect(hours.buckets[10]).toEqual({
        bucket: '2024-03-08 10:00',
        count: 2,
        byStatus: messageCounts({ success: 1, failed: 1 }),
      });
      expect(hours.buckets[13]).toEqual({
        bucket: '2024-03-08 13:00',
        count: 1,
        byStatus: messageCounts({ finish: 1 }),
      });
      expect(hours.buckets[11]).toEqual({
        bucket: '2024-03-08 11:00',
        count: 0,
        byStatus: messageCounts({}),
      });
    });

    it('moves messages to the day they were made on in the requested zone', async () => {
      const week = { project_key: 'ACME', unit: 'day', from: '2024-03-07', to: '2024-03-10' };
      const utc = successData(
        await get(statisticEndpoints.deliverySeries, week),
        deliverySeriesStatisticSchema,
      );
      expect(filled(utc.buckets)).toEqual({ '2024-03-08 00:00': 3, '2024-03-09 00:00': 2 });
      const shanghai = successData(
        await get(statisticEndpoints.deliverySeries, { ...week, timeZone: 'Asia/Shanghai' }),
        deliverySeriesStatisticSchema,
      );
      expect(filled(shanghai.buckets)).toEqual({
        '2024-03-08 00:00': 3,
        '2024-03-09 00:00': 1,
        '2024-03-10 00:00': 1,
      });
      expect(shanghai.buckets.at(-1)?.byStatus).toEqual(messageCounts({ new: 1 }));
    });
  });

  describe('validation', () => {
    it('refuses an unknown unit on every call', async () => {
      for (const statistic of statistics) {
        expectFailure(await get(statistic, { unit: 'week' }), 'VALIDATION_FAILED', {
          field: 'unit',
        });
      }
    });

    it('refuses an end before the start, saying so', async () => {
      const body = expectFailure(
        await get(statisticEndpoints.orderSeries, { from: '2024-03-10', to: '2024-03-09' }),
        'VALIDATION_FAILED',
        { field: 'to' },
      );
      expect(body.data?.issues).toEqual([
        { field: 'to', message: 'The end time cannot be earlier than the start time' },
      ]);
    });

    it('refuses a range of too many buckets, given in full or ending today', async () => {
      expectFailure(
        await get(statisticEndpoints.deliverySeries, {
          unit: 'hour',
          from: '2024-01-01',
          to: '2024-03-01',
        }),
        'VALIDATION_FAILED',
        { field: 'to' },
      );
      // 2023-01-01 to today (2024-03-10) are 435 days: 10,440 hours.
      expectFailure(
        await get(statisticEndpoints.orderSeries, { unit: 'hour', from: '2023-01-01' }),
        'VALIDATION_FAILED',
        {
          field: 'to',
        },
      );
      successData(
        await get(statisticEndpoints.orderSeries, { unit: 'month', from: '2023-01-01' }),
        orderSeriesStatisticSchema,
      );
    });

    it('refuses bad days and unknown time zones', async () => {
      expectFailure(
        await get(statisticEndpoints.orderSeries, { from: '2024-02-30' }),
        'VALIDATION_FAILED',
        {
          field: 'from',
        },
      );
      expectFailure(
        await get(statisticEndpoints.orderSeries, { timeZone: 'Mars/Olympus_Mons' }),
        'VALIDATION_FAILED',
        {
          field: 'timeZone',
        },
      );
      expectFailure(
        await get(statisticEndpoints.orderSeries, { timeZone: '+08:00' }),
        'VALIDATION_FAILED',
        {
          field: 'timeZone',
        },
      );
    });
  });

  describe('access', () => {
    it('opens the dashboard to every signed-in user with a role, and to no one else', async () => {
      for (const statistic of statistics) {
        successData(await get(statistic, marchWeek, orderClerkToken), z.unknown());
        expectFailure(await get(statistic, marchWeek, rolelessToken), 'NO_PERMISSION');
        expectFailure(await get(statistic, marchWeek, null), 'SESSION_INVALID');
      }
    });
  });
});
