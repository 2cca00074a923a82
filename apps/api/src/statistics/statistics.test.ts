import {
  deliveryQuantityStatisticSchema,
  deliverySeriesStatisticSchema,
  endpointKey,
  messageStatuses,
  moneyStatisticSchema,
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
import {
  documents,
  inboundFiles,
  interchanges,
  messages,
  orders,
  paymentLines,
  paymentOrders,
} from '../database';
import { insertInvoice } from '../payments/testing/payment-fixtures';
import { expectFailure, successData } from '../testing/envelope-assertions';
import { databaseKinds } from '../testing/test-database';
import { startTestPortal, type TestPortal } from '../testing/test-portal';

const english = 'en-US';

type Statistic = (typeof statisticEndpoints)[keyof typeof statisticEndpoints];
const statistics: readonly Statistic[] = Object.values(statisticEndpoints);
/** Every statistic but the finance figures, which are the INVOICE and PAYMENT roles' only. */
const dashboardStatistics = statistics.filter(
  (statistic) => statistic !== statisticEndpoints.money,
);

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
  // One day of a project whose orders are in two currencies and in none.
  { projectKey: 'MIXED', at: '2022-02-02T09:00:00Z', status: 'RECEIVED', quantity: 1, amount: 100 },
  {
    projectKey: 'MIXED',
    at: '2022-02-02T10:00:00Z',
    status: 'RECEIVED',
    quantity: 2,
    amount: 50,
    currencyCode: 'CAD',
  },
  {
    projectKey: 'MIXED',
    at: '2022-02-02T11:00:00Z',
    status: 'RECEIVED',
    quantity: 3,
    amount: 7,
    currencyCode: null,
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
  let financeToken: string;
  let billerToken: string;

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
    financeToken = await tokenOf('finance', ['PAYMENT']);
    billerToken = await tokenOf('biller', ['INVOICE']);

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
      expect(all).toMatchObject({ count: 5, quantity: 118 });
      expect(all.byStatus.RECEIVED).toBe(3);
      const other = successData(
        await get(statisticEndpoints.orderQuantity, { ...marchWeek, project_key: 'OTHER' }),
        orderQuantityStatisticSchema,
      );
      expect(other).toMatchObject({
        count: 1,
        quantity: 100,
        amountByCurrency: [{ currencyCode: 'USD', count: 1, amount: 1000 }],
      });
      const none = successData(
        await get(statisticEndpoints.orderQuantity, { ...marchWeek, project_key: 'NOBODY' }),
        orderQuantityStatisticSchema,
      );
      expect(none).toMatchObject({ count: 0, quantity: 0, amountByCurrency: [] });
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
        { bucket: '2024-03-06 00:00', count: 0, quantity: 0, byCurrency: [] },
        { bucket: '2024-03-07 00:00', count: 0, quantity: 0, byCurrency: [] },
        {
          bucket: '2024-03-08 00:00',
          count: 3,
          quantity: 17,
          // Never one sum of USD and EUR: each currency apart.
          byCurrency: [
            { currencyCode: 'EUR', count: 1, amount: 20 },
            { currencyCode: 'USD', count: 2, amount: 150.5 },
          ],
        },
        { bucket: '2024-03-09 00:00', count: 0, quantity: 0, byCurrency: [] },
        {
          bucket: '2024-03-10 00:00',
          count: 1,
          quantity: 1,
          byCurrency: [{ currencyCode: 'USD', count: 1, amount: 10 }],
        },
      ]);
    });

    it('keeps each currency of a bucket apart, the orders naming none counted last', async () => {
      const data = successData(
        await get(statisticEndpoints.orderSeries, {
          project_key: 'MIXED',
          unit: 'day',
          from: '2022-02-02',
          to: '2022-02-02',
        }),
        orderSeriesStatisticSchema,
      );
      expect(data.buckets).toEqual([
        {
          bucket: '2022-02-02 00:00',
          count: 3,
          quantity: 6,
          byCurrency: [
            { currencyCode: 'CAD', count: 1, amount: 50 },
            { currencyCode: 'USD', count: 1, amount: 100 },
            { currencyCode: null, count: 1, amount: 7 },
          ],
        },
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
        byCurrency: [],
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
        { bucket: '2020-01-01 00:00', count: 0, quantity: 0, byCurrency: [] },
        { bucket: '2021-01-01 00:00', count: 0, quantity: 0, byCurrency: [] },
        { bucket: '2022-01-01 00:00', count: 0, quantity: 0, byCurrency: [] },
        {
          bucket: '2023-01-01 00:00',
          count: 1,
          quantity: 3,
          byCurrency: [{ currencyCode: 'USD', count: 1, amount: 30 }],
        },
        {
          bucket: '2024-01-01 00:00',
          count: 5,
          quantity: 25,
          byCurrency: [
            { currencyCode: 'EUR', count: 1, amount: 20 },
            { currencyCode: 'USD', count: 4, amount: 230.5 },
          ],
        },
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

  describe(endpointKey(statisticEndpoints.money), () => {
    /**
     * Invoices and payments of known amounts, on known days (today is 2024-03-10). Their 810
     * messages date from 2021, out of every range the delivery figures above count.
     */
    beforeAll(async () => {
      const { db } = portal.database;
      const messageAt = new Date('2021-01-01T00:00:00Z');
      const invoice = (
        invoiceNumber: string,
        invoiceDate: string,
        grandTotal: string,
        more: Partial<Parameters<typeof insertInvoice>[1]> = {},
      ) =>
        insertInvoice(db, {
          projectKey: 'ACME',
          invoiceNumber,
          invoiceDate,
          grandTotal,
          messageAt,
          ...more,
        });
      const paidInFull = await invoice('M-A', '2024-03-08', '100.10');
      const paidShort = await invoice('M-B', '2024-03-09', '200.20');
      await invoice('M-B-CM', '2024-03-10', '0.20', {
        kind: 'creditMemo',
        originalInvoiceId: paidShort,
      });
      await invoice('M-C', '2024-01-05', '50.00');
      await invoice('M-D', '2023-11-01', '10.01');
      const euro = await invoice('M-E', '2024-03-08', '30.00', { currencyCode: 'EUR' });
      // Neither a draft nor another project's invoice counts.
      await invoice('M-DRAFT', '2024-03-08', '999.00', { sent: false });
      await invoice('M-OTHER', '2024-03-08', '1000.00', { projectKey: 'OTHER' });

      const [document] = await db.select({ id: documents.id }).from(documents).limit(1);
      if (document === undefined) throw new Error('no document');
      const payment = async (
        paymentDate: string | null,
        receivedAt: string,
        lines: readonly { amount: string; invoiceId: number | null }[],
      ) => {
        const [order] = await db
          .insert(paymentOrders)
          .values({
            projectKey: 'ACME',
            documentId: document.id,
            documentType: '820',
            paymentOrderNumber: `M-PAY-${receivedAt}`,
            totalAmount: '0',
            paymentDate,
            receivedAt: new Date(receivedAt),
          })
          .returning({ id: paymentOrders.id });
        if (order === undefined) throw new Error('payment order not stored');
        await db.insert(paymentLines).values(
          lines.map((line, index) => ({
            paymentOrderId: order.id,
            projectKey: 'ACME',
            position: index + 1,
            invoiceNumber: `REM-${index}`,
            amount: line.amount,
            invoiceId: line.invoiceId,
            matchedBy: line.invoiceId === null ? null : ('invoiceNumber' as const),
          })),
        );
      };
      await payment('2024-03-09', '2024-03-09T08:00:00Z', [
        { amount: '100.10', invoiceId: paidInFull },
        // Unmatched: paid to no invoice of ours, so not counted.
        { amount: '999.00', invoiceId: null },
      ]);
      // No payment date: counted on the day it came, in the zone asked (Shanghai: the 10th).
      await payment(null, '2024-03-09T20:00:00Z', [{ amount: '150.00', invoiceId: paidShort }]);
      await payment('2024-03-08', '2024-03-08T09:00:00Z', [{ amount: '10.00', invoiceId: euro }]);
    });

    const week = { project_key: 'ACME', unit: 'day', from: '2024-03-06', to: '2024-03-10' };
    const money = (query: Record<string, string>) =>
      get(statisticEndpoints.money, query, financeToken).then((response) =>
        successData(response, moneyStatisticSchema),
      );
    /** The buckets with something in them, as `bucket: [invoiced, paid]`. */
    const filledMoney = (buckets: readonly { bucket: string; invoiced: string; paid: string }[]) =>
      Object.fromEntries(
        buckets
          .filter((bucket) => bucket.invoiced !== '0.00' || bucket.paid !== '0.00')
          .map((bucket) => [bucket.bucket, [bucket.invoiced, bucket.paid]]),
      );

    it('adds up invoiced and paid per bucket and currency, exactly, credit memos subtracted', async () => {
      const data = await money(week);
      expect(data.range).toEqual({
        unit: 'day',
        from: '2024-03-06',
        to: '2024-03-10',
        timeZone: 'UTC',
      });
      expect(data.currencies.map((currency) => currency.currencyCode)).toEqual(['EUR', 'USD']);
      const [eur, usd] = data.currencies;
      expect(usd).toMatchObject({ invoiced: '300.10', paid: '250.10' });
      expect(usd?.buckets).toHaveLength(5);
      expect(usd?.buckets[0]).toEqual({
        bucket: '2024-03-06 00:00',
        invoiced: '0.00',
        paid: '0.00',
      });
      expect(filledMoney(usd?.buckets ?? [])).toEqual({
        '2024-03-08 00:00': ['100.10', '0.00'],
        '2024-03-09 00:00': ['200.20', '250.10'],
        '2024-03-10 00:00': ['-0.20', '0.00'],
      });
      expect(eur).toMatchObject({ invoiced: '30.00', paid: '10.00' });
      expect(filledMoney(eur?.buckets ?? [])).toEqual({ '2024-03-08 00:00': ['30.00', '10.00'] });
    });

    it('dates a payment without a payment date by its arrival in the zone asked', async () => {
      const data = await money({ ...week, timeZone: 'Asia/Shanghai' });
      const usd = data.currencies.find((currency) => currency.currencyCode === 'USD');
      expect(filledMoney(usd?.buckets ?? [])).toEqual({
        '2024-03-08 00:00': ['100.10', '0.00'],
        '2024-03-09 00:00': ['200.20', '100.10'],
        '2024-03-10 00:00': ['-0.20', '150.00'],
      });
    });

    it('puts dates in the month they fall in, and counts only the project asked', async () => {
      const months = await money({
        project_key: 'ACME',
        unit: 'month',
        from: '2023-11-01',
        to: '2024-03-10',
      });
      const usd = months.currencies.find((currency) => currency.currencyCode === 'USD');
      expect(usd?.buckets).toHaveLength(5);
      expect(filledMoney(usd?.buckets ?? [])).toEqual({
        '2023-11-01 00:00': ['10.01', '0.00'],
        '2024-01-01 00:00': ['50.00', '0.00'],
        '2024-03-01 00:00': ['300.10', '250.10'],
      });
      const other = await money({ ...week, project_key: 'OTHER' });
      expect(other.currencies).toHaveLength(1);
      expect(other.currencies[0]).toMatchObject({ currencyCode: 'USD', invoiced: '1000.00' });
      const all = await money({ ...week, project_key: '' });
      expect(all.currencies.find((currency) => currency.currencyCode === 'USD')?.invoiced).toBe(
        '1300.10',
      );
    });

    it('ages what sent invoices leave open by days since their invoice date', async () => {
      const data = await money(week);
      const [eur, usd] = data.currencies;
      // M-A is paid; M-B leaves 200.00 − 150.00; M-C is 65 days old, M-D 130.
      expect(usd?.receivables).toEqual({
        '0-30': '50.00',
        '31-60': '0.00',
        '61-90': '50.00',
        '90+': '10.01',
      });
      expect(eur?.receivables).toEqual({
        '0-30': '20.00',
        '31-60': '0.00',
        '61-90': '0.00',
        '90+': '0.00',
      });
      // Receivables are as of today whatever the range: a range without invoices still has them.
      const quiet = await money({ ...week, from: '2022-01-01', to: '2022-01-31' });
      expect(quiet.currencies.find((currency) => currency.currencyCode === 'USD')).toMatchObject({
        invoiced: '0.00',
        paid: '0.00',
        receivables: { '0-30': '50.00', '61-90': '50.00', '90+': '10.01' },
      });
    });
  });

  describe('validation', () => {
    it('refuses an unknown unit on every call', async () => {
      for (const statistic of statistics) {
        const token = statistic === statisticEndpoints.money ? financeToken : viewerToken;
        expectFailure(await get(statistic, { unit: 'week' }, token), 'VALIDATION_FAILED', {
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
      for (const statistic of dashboardStatistics) {
        successData(await get(statistic, marchWeek, orderClerkToken), z.unknown());
        expectFailure(await get(statistic, marchWeek, rolelessToken), 'NO_PERMISSION');
        expectFailure(await get(statistic, marchWeek, null), 'SESSION_INVALID');
      }
    });

    it('shows the finance figures to the invoice and payment roles only', async () => {
      const money = statisticEndpoints.money;
      successData(await get(money, marchWeek, financeToken), moneyStatisticSchema);
      successData(await get(money, marchWeek, billerToken), moneyStatisticSchema);
      for (const token of [viewerToken, orderClerkToken, rolelessToken]) {
        expectFailure(await get(money, marchWeek, token), 'NO_PERMISSION');
      }
      expectFailure(await get(money, marchWeek, null), 'SESSION_INVALID');
    });
  });
});
