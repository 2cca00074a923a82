import {
  ediInboundEndpoints,
  inboundReceiptSchema,
  paymentCandidateSchema,
  paymentEndpoints,
  paymentLineSchema,
  paymentOrderDetailSchema,
  paymentPageSchema,
  sumAmounts,
  urlOf,
  type PaymentCandidateQuery,
  type PaymentPageQuery,
} from '@portal/contracts';
import { and, asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  auditEvents,
  documents,
  invoices,
  messages,
  orderLogs,
  orders,
  paymentLines,
  paymentOrders,
} from '../database';
import { ApiError } from '../errors';
import {
  createTestProject,
  edifactConnection,
  readFixture,
  testApiKey,
  x12Connection,
} from '../gateway/testing/gateway-fixtures';
import { invoicesWritten } from '../orders/invoice-written';
import { receiveOrder } from '../orders/testing/order-fixtures';
import { expectFailure, successData } from '../testing/envelope-assertions';
import { makeTempDir, type TempDir } from '../testing/fixtures';
import { databaseKinds } from '../testing/test-database';
import { startTestPortal, type TestPortal } from '../testing/test-portal';
import { settleWrittenInvoices } from './payment-matching';
import { PaymentsService } from './payments.service';
import {
  edifactRemittance,
  insertInvoice,
  x12Remittance,
  type RemittanceSeed,
} from './testing/payment-fixtures';

const english = 'en-US';

describe.each(databaseKinds)('payment orders on %s', (kind) => {
  let portal: TestPortal;
  let dir: TempDir;
  let token: string;
  let caseNumber = 0;
  let control = 90_000;

  beforeAll(async () => {
    dir = await makeTempDir();
    portal = await startTestPortal(kind, { dataDir: dir.path });
    const db = portal.database.db;
    await createTestProject(db, dir.path, 'PAYX', x12Connection);
    await createTestProject(db, dir.path, 'PAYL', x12Connection);
    await createTestProject(db, dir.path, 'PAYE', edifactConnection);
    const user = await portal.createUser({ account: 'cashier', roles: ['PAYMENT'] });
    token = await portal.tokenFor(user.id);
  }, 60_000);
  afterAll(async () => {
    await portal.close();
    await dir.cleanup();
  });

  const db = () => portal.database.db;

  /** A fresh PO number of this run. */
  const nextPo = (prefix: string): string => {
    caseNumber += 1;
    return `${prefix}${kind.slice(0, 2).toUpperCase()}${caseNumber}`;
  };

  /** An order received through the gateway; its invoicing is not this test's subject. */
  async function orderAt(
    projectKey: 'PAYX' | 'PAYL' | 'PAYE',
    status: 'SENT_INV' | 'SEND_INV' = 'SENT_INV',
  ): Promise<{ serial: number; po: string }> {
    const po = nextPo('PO');
    let serial: number;
    if (projectKey === 'PAYE') {
      const text = (await readFixture('edifact-d96a-orders.edi'))
        .toString('utf8')
        .replaceAll('EU0000201', `EO${caseNumber}${kind.slice(0, 2)}`)
        .replace('PO-EU-20001', po);
      await portal.context.gateway.receiveBody(
        projectKey,
        edifactConnection,
        `${po}.edi`,
        Buffer.from(text),
      );
      const [order] = await db().select().from(orders).where(eq(orders.orderNumber, po));
      if (order === undefined) throw new Error('order not stored');
      serial = order.serialNumber;
    } else {
      serial = await receiveOrder(portal, projectKey, x12Connection, po);
    }
    await db().update(orders).set({ status }).where(eq(orders.serialNumber, serial));
    return { serial, po };
  }

  /** Posts an 820 on the partner's HTTP channel, as the partner would. */
  async function post820(
    projectKey: string,
    paymentOrderNumber: string,
    lines: readonly RemittanceSeed[],
    paymentDate = '2025-12-30',
    currencyCode?: string,
  ) {
    control += 1;
    const total = sumAmounts(
      lines.map((line) => line.amount),
      2,
    );
    const response = await portal.app.inject({
      method: 'POST',
      url: urlOf(ediInboundEndpoints.receive, {
        params: { key: projectKey },
        query: { fileName: `${paymentOrderNumber}.edi` },
      }),
      headers: {
        'content-type': 'application/edi-x12',
        'x-api-key': testApiKey,
        'accept-language': english,
      },
      payload: x12Remittance({
        control,
        paymentOrderNumber,
        total,
        paymentDate,
        lines,
        ...(currencyCode === undefined ? {} : { currencyCode }),
      }),
    });
    const receipt = successData(response, inboundReceiptSchema);
    expect(receipt.status, JSON.stringify(receipt.problems)).toBe('accepted');
    return receipt;
  }

  /** The payment order stored for a number, with its lines in order. */
  async function storedPayment(paymentOrderNumber: string) {
    const [order] = await db()
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.paymentOrderNumber, paymentOrderNumber));
    if (order === undefined) throw new Error(`${paymentOrderNumber} not stored`);
    const lines = await db()
      .select()
      .from(paymentLines)
      .where(eq(paymentLines.paymentOrderId, order.id))
      .orderBy(asc(paymentLines.position));
    return { order, lines };
  }

  const detail = async (paymentId: number) =>
    successData(
      await portal.request(paymentEndpoints.info, {
        token,
        params: { payment_id: paymentId },
        language: english,
      }),
      paymentOrderDetailSchema,
    );

  const list = async (query: PaymentPageQuery) =>
    successData(
      await portal.request(paymentEndpoints.orders, {
        token,
        query: Object.fromEntries(
          Object.entries(query).map(([key, value]) => [key, String(value)]),
        ),
        language: english,
      }),
      paymentPageSchema,
    );

  const statusOf = async (serial: number) =>
    (await db().select().from(orders).where(eq(orders.serialNumber, serial)))[0]?.status;

  const moveLogs = (serial: number) =>
    db()
      .select()
      .from(orderLogs)
      .where(and(eq(orderLogs.serialNumber, serial), eq(orderLogs.toStatus, 'PAYMENT_ORDER')));

  const matchByHand = (lineId: number, invoiceId: number, language = english) =>
    portal.request(paymentEndpoints.match, {
      token,
      params: { line_id: lineId },
      body: { invoiceId },
      language,
    });

  describe('an 820 received', () => {
    it('is stored with exact amounts; a full payment ends the order (logged)', async () => {
      const { serial, po } = await orderAt('PAYX');
      const invoiceNumber = nextPo('INV');
      const invoiceId = await insertInvoice(db(), {
        projectKey: 'PAYX',
        invoiceNumber,
        invoiceDate: '2025-12-15',
        grandTotal: '1234.56',
        poNumber: po,
        serialNumber: serial,
      });
      const number = nextPo('PAY');
      const receipt = await post820('PAYX', number, [
        { invoiceNumber, amount: '1234.56', poNumber: po },
      ]);
      expect(receipt.documents).toBe(1);

      const { order, lines } = await storedPayment(number);
      expect(order).toMatchObject({
        projectKey: 'PAYX',
        documentType: '820',
        creditDebit: 'C',
        paymentMethod: 'CHK',
        currencyCode: null,
        paymentDate: '2025-12-30',
        assignedVendorNumber: 'V-7788',
      });
      expect(Number(order.totalAmount)).toBe(1234.56);
      const [document] = await db()
        .select()
        .from(documents)
        .where(eq(documents.id, order.documentId));
      expect(document?.documentType).toBe('820');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({
        invoiceNumber,
        poNumber: po,
        invoiceId,
        matchedBy: 'invoiceNumber',
        position: 1,
      });

      const shown = await detail(order.id);
      expect(shown).toMatchObject({
        paymentOrderNumber: number,
        totalAmount: '1234.56',
        paymentTime: '2025-12-30',
        documentType: '820',
      });
      expect(shown.lines[0]).toMatchObject({
        amount: '1234.56',
        invoiceId,
        matchedInvoiceNumber: invoiceNumber,
        serialNumber: serial,
        matchState: 'paid',
        invoiceDue: '1234.56',
        difference: '0.00',
        matchedBy: 'invoiceNumber',
      });

      expect(await statusOf(serial)).toBe('PAYMENT_ORDER');
      const logs = await moveLogs(serial);
      expect(logs).toHaveLength(1);
      expect(logs[0]).toMatchObject({
        actor: 'system',
        fromStatus: 'SENT_INV',
        event: 'paymentReceived',
        params: { documentType: '820', paymentNumber: number },
        message: `Paid in full by payment ${number} (payment order / remittance advice 820)`,
      });
    });

    it('a short payment with an ADX reason is short by the exact difference; the order waits', async () => {
      const { serial, po } = await orderAt('PAYX');
      const invoiceNumber = nextPo('INV');
      await insertInvoice(db(), {
        projectKey: 'PAYX',
        invoiceNumber,
        invoiceDate: '2025-12-15',
        grandTotal: '500.00',
        poNumber: po,
        serialNumber: serial,
      });
      const number = nextPo('PAY');
      await post820('PAYX', number, [
        {
          invoiceNumber,
          amount: '487.35',
          invoiceAmount: '500.00',
          adjustment: { amount: '-12.65', reason: '06' },
        },
      ]);
      const { order } = await storedPayment(number);
      const [line] = (await detail(order.id)).lines;
      expect(line).toMatchObject({
        amount: '487.35',
        adjustmentAmount: '-12.65',
        adjustmentReason: '06',
        matchState: 'short',
        invoiceDue: '500.00',
        difference: '12.65',
      });
      expect(await statusOf(serial)).toBe('SENT_INV');
      expect(await moveLogs(serial)).toHaveLength(0);
    });

    it('a payment split over two payment orders ends the order with the second, in exact sums', async () => {
      const { serial } = await orderAt('PAYX');
      const invoiceNumber = nextPo('INV');
      // 0.1 + 0.2 is not 0.3 in floating point: the sum must be exact to end the order.
      await insertInvoice(db(), {
        projectKey: 'PAYX',
        invoiceNumber,
        invoiceDate: '2025-12-15',
        grandTotal: '0.30',
        serialNumber: serial,
      });
      const first = nextPo('PAY');
      await post820('PAYX', first, [{ invoiceNumber, amount: '0.10' }]);
      const before = await storedPayment(first);
      expect((await detail(before.order.id)).lines[0]).toMatchObject({
        matchState: 'short',
        difference: '0.20',
      });
      expect(await statusOf(serial)).toBe('SENT_INV');

      const second = nextPo('PAY');
      await post820('PAYX', second, [{ invoiceNumber, amount: '0.20' }]);
      expect(await statusOf(serial)).toBe('PAYMENT_ORDER');
      // Both lines now read as paying the invoice in full.
      for (const number of [first, second]) {
        const { order } = await storedPayment(number);
        expect((await detail(order.id)).lines[0]).toMatchObject({
          matchState: 'paid',
          difference: '0.00',
        });
      }
      expect((await moveLogs(serial))[0]).toMatchObject({
        event: 'paymentReceived',
        params: { documentType: '820', paymentNumber: second },
      });
    });

    it('ends an order only when every sent invoice of it is paid; a draft does not count', async () => {
      const { serial, po } = await orderAt('PAYX');
      const firstNumber = nextPo('INV');
      const secondNumber = nextPo('INV');
      for (const invoiceNumber of [firstNumber, secondNumber]) {
        await insertInvoice(db(), {
          projectKey: 'PAYX',
          invoiceNumber,
          invoiceDate: '2025-12-16',
          grandTotal: '40.00',
          poNumber: po,
          serialNumber: serial,
        });
      }
      await insertInvoice(db(), {
        projectKey: 'PAYX',
        invoiceNumber: nextPo('DRAFT'),
        invoiceDate: '2025-12-16',
        grandTotal: '99.00',
        serialNumber: serial,
        sent: false,
      });
      await post820('PAYX', nextPo('PAY'), [{ invoiceNumber: firstNumber, amount: '40.00' }]);
      expect(await statusOf(serial)).toBe('SENT_INV');
      await post820('PAYX', nextPo('PAY'), [{ invoiceNumber: secondNumber, amount: '40.00' }]);
      expect(await statusOf(serial)).toBe('PAYMENT_ORDER');
    });

    it('subtracts the credit memos sent against an invoice from what is due', async () => {
      const { serial } = await orderAt('PAYX');
      const invoiceNumber = nextPo('INV');
      const invoiceId = await insertInvoice(db(), {
        projectKey: 'PAYX',
        invoiceNumber,
        invoiceDate: '2025-12-10',
        grandTotal: '300.00',
        serialNumber: serial,
      });
      await insertInvoice(db(), {
        projectKey: 'PAYX',
        invoiceNumber: nextPo('CM'),
        invoiceDate: '2025-12-12',
        grandTotal: '45.50',
        kind: 'creditMemo',
        originalInvoiceId: invoiceId,
        serialNumber: serial,
      });
      // A credit memo not sent yet credits nothing.
      await insertInvoice(db(), {
        projectKey: 'PAYX',
        invoiceNumber: nextPo('CM'),
        invoiceDate: '2025-12-12',
        grandTotal: '10.00',
        kind: 'creditMemo',
        originalInvoiceId: invoiceId,
        serialNumber: serial,
        sent: false,
      });
      const number = nextPo('PAY');
      await post820('PAYX', number, [{ invoiceNumber, amount: '254.50' }]);
      const { order } = await storedPayment(number);
      expect((await detail(order.id)).lines[0]).toMatchObject({
        invoiceDue: '254.50',
        matchState: 'paid',
      });
      expect(await statusOf(serial)).toBe('PAYMENT_ORDER');
    });

    it('leaves an order still at SEND_INV where it is, then ends it once its 810 is written', async () => {
      const { serial } = await orderAt('PAYX', 'SEND_INV');
      const invoiceNumber = nextPo('INV');
      const invoiceId = await insertInvoice(db(), {
        projectKey: 'PAYX',
        invoiceNumber,
        invoiceDate: '2025-12-20',
        grandTotal: '75.00',
        serialNumber: serial,
      });
      const number = nextPo('PAY');
      await post820('PAYX', number, [{ invoiceNumber, amount: '75.00' }]);
      const { lines } = await storedPayment(number);
      expect(lines[0]?.matchedBy).toBe('invoiceNumber');
      expect(await statusOf(serial)).toBe('SEND_INV');

      // The gateway's written hooks, as context.ts runs them: SENT_INV, and paid, so ended.
      const [invoice] = await db().select().from(invoices).where(eq(invoices.id, invoiceId));
      const [message] = await db()
        .select()
        .from(messages)
        .where(eq(messages.id, invoice?.messageId ?? 0));
      if (message === undefined) throw new Error('no invoice message');
      await db().transaction(async (tx) => {
        await invoicesWritten(tx, [message], new Date());
        await settleWrittenInvoices(tx, [message], new Date());
      });
      expect(await statusOf(serial)).toBe('PAYMENT_ORDER');
    });
  });

  describe('matching by PO', () => {
    it('pays the oldest open invoice of the PO when the invoice number is unknown', async () => {
      const { serial, po } = await orderAt('PAYX');
      const older = nextPo('INV');
      const newer = nextPo('INV');
      const olderId = await insertInvoice(db(), {
        projectKey: 'PAYX',
        invoiceNumber: older,
        invoiceDate: '2025-12-01',
        grandTotal: '60.00',
        poNumber: po,
        serialNumber: serial,
      });
      const newerId = await insertInvoice(db(), {
        projectKey: 'PAYX',
        invoiceNumber: newer,
        invoiceDate: '2025-12-05',
        grandTotal: '60.00',
        poNumber: po,
        serialNumber: serial,
      });
      const number = nextPo('PAY');
      // Two lines naming numbers we never issued: the first pays the oldest, which is then paid
      // in full, so the second goes to the next one.
      await post820('PAYX', number, [
        { invoiceNumber: 'THEIRS-1', amount: '60.00', poNumber: po },
        { invoiceNumber: 'THEIRS-2', amount: '60.00', poNumber: po },
      ]);
      const { lines } = await storedPayment(number);
      expect(lines.map((line) => [line.invoiceId, line.matchedBy])).toEqual([
        [olderId, 'poNumber'],
        [newerId, 'poNumber'],
      ]);
      expect(await statusOf(serial)).toBe('PAYMENT_ORDER');
    });

    it('leaves a line unmatched when open invoices of the PO cannot be told apart', async () => {
      const { serial, po } = await orderAt('PAYX');
      for (const invoiceNumber of [nextPo('INV'), nextPo('INV')]) {
        await insertInvoice(db(), {
          projectKey: 'PAYX',
          invoiceNumber,
          invoiceDate: '2025-12-03',
          grandTotal: '25.00',
          poNumber: po,
          serialNumber: serial,
        });
      }
      const number = nextPo('PAY');
      await post820('PAYX', number, [
        { invoiceNumber: 'THEIRS-3', amount: '25.00', poNumber: po },
        { invoiceNumber: 'THEIRS-4', amount: '10.00', poNumber: nextPo('NOPO') },
      ]);
      const { order, lines } = await storedPayment(number);
      expect(lines.map((line) => line.invoiceId)).toEqual([null, null]);
      const shown = await detail(order.id);
      expect(shown.lines.map((line) => line.matchState)).toEqual(['unmatched', 'unmatched']);
      expect(shown.lines[0]).toMatchObject({ invoiceDue: null, difference: null, matchedBy: null });
      expect(await statusOf(serial)).toBe('SENT_INV');
    });

    it('tells same-day invoices apart by the one whose open amount the line pays', async () => {
      const { po } = await orderAt('PAYX');
      await insertInvoice(db(), {
        projectKey: 'PAYX',
        invoiceNumber: nextPo('INV'),
        invoiceDate: '2025-12-04',
        grandTotal: '30.00',
        poNumber: po,
      });
      const exactId = await insertInvoice(db(), {
        projectKey: 'PAYX',
        invoiceNumber: nextPo('INV'),
        invoiceDate: '2025-12-04',
        grandTotal: '31.00',
        poNumber: po,
      });
      const number = nextPo('PAY');
      await post820('PAYX', number, [{ invoiceNumber: 'THEIRS-5', amount: '31.00', poNumber: po }]);
      expect((await storedPayment(number)).lines[0]?.invoiceId).toBe(exactId);
    });
  });

  describe('matching by hand', () => {
    it('matches an unmatched line once, audit-logged, ending the order; refuses the rest', async () => {
      const { serial } = await orderAt('PAYX');
      const invoiceNumber = nextPo('INV');
      const invoiceId = await insertInvoice(db(), {
        projectKey: 'PAYX',
        invoiceNumber,
        invoiceDate: '2025-12-15',
        grandTotal: '88.80',
        serialNumber: serial,
      });
      const draftId = await insertInvoice(db(), {
        projectKey: 'PAYX',
        invoiceNumber: nextPo('DRAFT'),
        invoiceDate: '2025-12-15',
        grandTotal: '88.80',
        sent: false,
      });
      const otherProjectId = await insertInvoice(db(), {
        projectKey: 'PAYL',
        invoiceNumber: nextPo('INV'),
        invoiceDate: '2025-12-15',
        grandTotal: '88.80',
      });
      const number = nextPo('PAY');
      await post820('PAYX', number, [{ invoiceNumber: 'TYPO-123', amount: '88.80' }]);
      const { order, lines } = await storedPayment(number);
      const lineId = lines[0]?.id ?? 0;

      const unmatched = await list({ project_key: 'PAYX', matchState: 'unmatched' });
      expect(unmatched.records.map((line) => line.paymentLineId)).toContain(lineId);

      for (const wrong of [draftId, otherProjectId, 999_999_999]) {
        expectFailure(await matchByHand(lineId, wrong), 'INVOICE_NOT_FOUND', {
          field: 'invoiceId',
        });
      }
      expectFailure(await matchByHand(999_999_999, invoiceId), 'PAYMENT_NOT_FOUND', {
        field: 'line_id',
      });
      expect(await statusOf(serial)).toBe('SENT_INV');

      const matched = successData(await matchByHand(lineId, invoiceId), paymentLineSchema);
      expect(matched).toMatchObject({
        paymentLineId: lineId,
        paymentId: order.id,
        invoiceId,
        matchedInvoiceNumber: invoiceNumber,
        matchedBy: 'hand',
        matchState: 'paid',
        difference: '0.00',
      });
      const [stored] = await db().select().from(paymentLines).where(eq(paymentLines.id, lineId));
      expect(stored).toMatchObject({ matchedBy: 'hand', matchedByUser: 'cashier' });
      expect(stored?.matchedAt).toBeInstanceOf(Date);
      expect(await statusOf(serial)).toBe('PAYMENT_ORDER');
      expect((await moveLogs(serial))[0]).toMatchObject({
        actor: 'cashier',
        event: 'paymentMatchedByHand',
        params: { documentType: '820', paymentNumber: number },
      });
      const audit = await db()
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.target, `payment line ${lineId}`));
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ action: 'payment.match', actorAccount: 'cashier' });
      expect(audit[0]?.detail).toMatchObject({ invoiceId, invoiceNumber });

      // Matched now: a second match is refused, in the user's language, and changes nothing.
      const again = expectFailure(
        await matchByHand(lineId, otherProjectId, 'zh-CN'),
        'PAYMENT_ALREADY_MATCHED',
        { field: 'line_id', language: 'zh-cn' },
      );
      expect(again.message).toBe('该付款明细已匹配发票');
      const [unchanged] = await db().select().from(paymentLines).where(eq(paymentLines.id, lineId));
      expect(unchanged?.invoiceId).toBe(invoiceId);
    });

    const candidatesOf = (lineId: number, query: PaymentCandidateQuery = {}) =>
      portal.request(paymentEndpoints.candidates, {
        token,
        params: { line_id: lineId },
        query,
        language: english,
      });
    const candidates = async (lineId: number, query: PaymentCandidateQuery = {}) =>
      successData(await candidatesOf(lineId, query), z.array(paymentCandidateSchema));

    it('offers the line’s project’s open sent invoices, newest first, with exact due and paid', async () => {
      const po = nextPo('CPO');
      // Dated after every other invoice of this file: the newest of the project.
      const partlyPaid = nextPo('CAND');
      const partlyPaidId = await insertInvoice(db(), {
        projectKey: 'PAYX',
        invoiceNumber: partlyPaid,
        invoiceDate: '2026-01-02',
        grandTotal: '100.00',
        poNumber: po,
      });
      const credited = nextPo('CAND');
      const creditedId = await insertInvoice(db(), {
        projectKey: 'PAYX',
        invoiceNumber: credited,
        invoiceDate: '2026-01-05',
        grandTotal: '50.30',
        poNumber: po,
      });
      // A credit memo is not an invoice a payment names; what it credits leaves 50.00 due.
      await insertInvoice(db(), {
        projectKey: 'PAYX',
        invoiceNumber: nextPo('CAND'),
        invoiceDate: '2026-01-06',
        grandTotal: '0.30',
        poNumber: po,
        kind: 'creditMemo',
        originalInvoiceId: creditedId,
      });
      const paidInFull = nextPo('CAND');
      const paidInFullId = await insertInvoice(db(), {
        projectKey: 'PAYX',
        invoiceNumber: paidInFull,
        invoiceDate: '2026-01-06',
        grandTotal: '20.00',
        poNumber: po,
      });
      const draftId = await insertInvoice(db(), {
        projectKey: 'PAYX',
        invoiceNumber: nextPo('CAND'),
        invoiceDate: '2026-01-07',
        grandTotal: '5.00',
        poNumber: po,
        sent: false,
      });
      const otherProjectId = await insertInvoice(db(), {
        projectKey: 'PAYL',
        invoiceNumber: nextPo('CAND'),
        invoiceDate: '2026-01-07',
        grandTotal: '5.00',
        poNumber: po,
      });
      // 0.1 + 0.2 + 0.1: exact sums, or 40.40 would not read as paid.
      const number = nextPo('PAY');
      await post820('PAYX', number, [
        { invoiceNumber: partlyPaid, amount: '40.10' },
        { invoiceNumber: partlyPaid, amount: '0.20' },
        { invoiceNumber: paidInFull, amount: '20.00' },
        { invoiceNumber: 'NOT-OURS-7', amount: '50.00' },
      ]);
      const { lines } = await storedPayment(number);
      expect(lines.map((line) => line.invoiceId)).toEqual([
        partlyPaidId,
        partlyPaidId,
        paidInFullId,
        null,
      ]);
      const lineId = lines[3]?.id ?? 0;

      const byPo = await candidates(lineId, { poNumber: po.toLowerCase() });
      expect(byPo).toEqual([
        {
          invoiceId: creditedId,
          invoiceNumber: credited,
          poNumber: po,
          invoiceDate: '2026-01-05',
          currencyCode: 'USD',
          due: '50.00',
          paid: '0.00',
        },
        {
          invoiceId: partlyPaidId,
          invoiceNumber: partlyPaid,
          poNumber: po,
          invoiceDate: '2026-01-02',
          currencyCode: 'USD',
          due: '100.00',
          paid: '40.30',
        },
      ]);
      // Unfiltered, the same two lead (the project's newest); none refused is among the rest.
      const all = await candidates(lineId);
      expect(all.length).toBeLessThanOrEqual(20);
      expect(all.slice(0, 2).map((candidate) => candidate.invoiceId)).toEqual([
        creditedId,
        partlyPaidId,
      ]);
      const offered = all.map((candidate) => candidate.invoiceId);
      for (const refused of [paidInFullId, draftId, otherProjectId]) {
        expect(offered).not.toContain(refused);
      }
      // A part of the number, either case; with the PO too, both must hold.
      const byNumber = await candidates(lineId, { invoiceNumber: partlyPaid.slice(1) });
      expect(byNumber.map((candidate) => candidate.invoiceId)).toEqual([partlyPaidId]);
      expect(
        await candidates(lineId, { invoiceNumber: ` ${credited} `, poNumber: po }),
      ).toHaveLength(1);
      expect(await candidates(lineId, { invoiceNumber: paidInFull })).toEqual([]);
      expect(await candidates(lineId, { invoiceNumber: credited, poNumber: 'NO-SUCH-PO' })).toEqual(
        [],
      );

      // What is offered is what the match takes.
      const matched = successData(await matchByHand(lineId, creditedId), paymentLineSchema);
      expect(matched).toMatchObject({ invoiceId: creditedId, matchState: 'paid' });
      expect((await candidates(lineId, { poNumber: po })).map((c) => c.invoiceId)).toEqual([
        partlyPaidId,
      ]);
    });

    it('offers only invoices in the payment’s currency (a match across currencies is 4037)', async () => {
      const po = nextPo('CCUR');
      const inEuro = await insertInvoice(db(), {
        projectKey: 'PAYX',
        invoiceNumber: nextPo('CEUR'),
        invoiceDate: '2026-01-03',
        grandTotal: '70.00',
        poNumber: po,
        currencyCode: 'EUR',
      });
      await insertInvoice(db(), {
        projectKey: 'PAYX',
        invoiceNumber: nextPo('CUSD'),
        invoiceDate: '2026-01-04',
        grandTotal: '70.00',
        poNumber: po,
      });
      const number = nextPo('PAY');
      await post820(
        'PAYX',
        number,
        [{ invoiceNumber: 'NOT-OURS-EUR', amount: '70.00' }],
        '2025-12-30',
        'EUR',
      );
      const { lines } = await storedPayment(number);
      const offered = await candidates(lines[0]?.id ?? 0, { poNumber: po });
      expect(offered.map((candidate) => [candidate.invoiceId, candidate.currencyCode])).toEqual([
        [inEuro, 'EUR'],
      ]);
    });

    it('refuses candidates of a missing line and a bad search clearly', async () => {
      expectFailure(await candidatesOf(999_999_999), 'PAYMENT_NOT_FOUND', { field: 'line_id' });
      const number = nextPo('PAY');
      await post820('PAYX', number, [{ invoiceNumber: 'NOT-OURS-8', amount: '1.00' }]);
      const lineId = (await storedPayment(number)).lines[0]?.id ?? 0;
      expectFailure(
        await candidatesOf(lineId, { invoiceNumber: 'N'.repeat(33) }),
        'VALIDATION_FAILED',
        { field: 'invoiceNumber' },
      );
      expectFailure(await candidatesOf(lineId, { poNumber: 'P'.repeat(65) }), 'VALIDATION_FAILED', {
        field: 'poNumber',
      });
    });

    it('refuses to re-match a line the server matched itself', async () => {
      const invoiceNumber = nextPo('INV');
      const invoiceId = await insertInvoice(db(), {
        projectKey: 'PAYX',
        invoiceNumber,
        invoiceDate: '2025-12-15',
        grandTotal: '10.00',
      });
      const number = nextPo('PAY');
      await post820('PAYX', number, [{ invoiceNumber, amount: '10.00' }]);
      const lineId = (await storedPayment(number)).lines[0]?.id ?? 0;
      expectFailure(await matchByHand(lineId, invoiceId), 'PAYMENT_ALREADY_MATCHED');
    });
  });

  describe('a REMADV received', () => {
    it('is stored in its currency and ends the order it pays', async () => {
      const { serial, po } = await orderAt('PAYE');
      const invoiceNumber = nextPo('INV');
      await insertInvoice(db(), {
        projectKey: 'PAYE',
        invoiceNumber,
        invoiceDate: '2025-12-15',
        grandTotal: '727.20',
        currencyCode: 'EUR',
        poNumber: po,
        serialNumber: serial,
      });
      const number = nextPo('REM');
      const outcome = await portal.context.gateway.receiveBody(
        'PAYE',
        edifactConnection,
        `${number}.edi`,
        Buffer.from(
          edifactRemittance({
            reference: `RM${caseNumber}${kind.slice(0, 2)}`,
            paymentOrderNumber: number,
            paymentDate: '2025-12-29',
            currencyCode: 'EUR',
            lines: [
              { invoiceNumber, amount: '727.20', poNumber: po },
              {
                invoiceNumber: 'UNKNOWN-9',
                amount: '15.05',
                invoiceAmount: '20.00',
                adjustment: { amount: '4.95', reason: '04' },
              },
            ],
          }),
        ),
      );
      expect(outcome.status, JSON.stringify(outcome.problems)).toBe('accepted');
      const { order, lines } = await storedPayment(number);
      expect(order).toMatchObject({
        documentType: 'REMADV',
        currencyCode: 'EUR',
        paymentDate: '2025-12-29',
      });
      const shown = await detail(order.id);
      expect(shown.totalAmount).toBe('742.25');
      expect(shown.lines).toHaveLength(2);
      expect(shown.lines[0]).toMatchObject({ amount: '727.20', matchState: 'paid', poNumber: po });
      expect(shown.lines[1]).toMatchObject({
        amount: '15.05',
        adjustmentAmount: '4.95',
        adjustmentReason: '04',
        matchState: 'unmatched',
      });
      expect(lines[0]?.matchedBy).toBe('invoiceNumber');
      expect(await statusOf(serial)).toBe('PAYMENT_ORDER');
      expect((await moveLogs(serial))[0]).toMatchObject({
        event: 'paymentReceived',
        params: { documentType: 'REMADV', paymentNumber: number },
      });
    });
  });

  describe('what must hold before an order ends', () => {
    it('keeps an order billed in part at SENT_INV, paid or not, until the rest is billed and paid', async () => {
      const { serial } = await orderAt('PAYX');
      const part = nextPo('INV');
      // Line 1 only, 10 of its 24: the rest of what shipped is still to be invoiced.
      await insertInvoice(db(), {
        projectKey: 'PAYX',
        invoiceNumber: part,
        invoiceDate: '2025-12-15',
        grandTotal: '125.00',
        serialNumber: serial,
        lines: [{ lineNumber: '1', quantity: 10 }],
      });
      await post820('PAYX', nextPo('PAY'), [{ invoiceNumber: part, amount: '125.00' }]);
      expect(await statusOf(serial)).toBe('SENT_INV');
      expect(await moveLogs(serial)).toHaveLength(0);
      const rest = nextPo('INV');
      await insertInvoice(db(), {
        projectKey: 'PAYX',
        invoiceNumber: rest,
        invoiceDate: '2025-12-16',
        grandTotal: '550.00',
        serialNumber: serial,
        lines: [
          { lineNumber: '1', quantity: 14 },
          { lineNumber: '2', quantity: 12 },
          { lineNumber: '3', quantity: 6 },
        ],
      });
      await post820('PAYX', nextPo('PAY'), [{ invoiceNumber: rest, amount: '550.00' }]);
      expect(await statusOf(serial)).toBe('PAYMENT_ORDER');
    });

    it('counts the terms discount a line took (RMR06) as paid', async () => {
      const { serial } = await orderAt('PAYX');
      const invoiceNumber = nextPo('INV');
      await insertInvoice(db(), {
        projectKey: 'PAYX',
        invoiceNumber,
        invoiceDate: '2025-12-15',
        grandTotal: '1000.00',
        serialNumber: serial,
      });
      const number = nextPo('PAY');
      // 2 % 10 net 30 taken: 980.00 paid, 20.00 discount.
      await post820('PAYX', number, [{ invoiceNumber, amount: '980.00', discount: '20.00' }]);
      const { order, lines } = await storedPayment(number);
      expect(lines[0]?.discountAmount).not.toBeNull();
      expect((await detail(order.id)).lines[0]).toMatchObject({
        amount: '980.00',
        invoiceDue: '1000.00',
        difference: '0.00',
        matchState: 'paid',
      });
      expect(await statusOf(serial)).toBe('PAYMENT_ORDER');
    });

    it('matches only invoices of the payment’s currency, or any when it names none', async () => {
      const { serial, po } = await orderAt('PAYX');
      const invoiceNumber = nextPo('INV');
      const invoiceId = await insertInvoice(db(), {
        projectKey: 'PAYX',
        invoiceNumber,
        invoiceDate: '2025-12-15',
        grandTotal: '80.00',
        currencyCode: 'EUR',
        poNumber: po,
        serialNumber: serial,
      });
      // In USD: neither its number nor its PO places the line on the EUR invoice.
      const dollars = nextPo('PAY');
      await post820(
        'PAYX',
        dollars,
        [{ invoiceNumber, amount: '80.00', poNumber: po }],
        '2025-12-30',
        'USD',
      );
      const usdLine = (await storedPayment(dollars)).lines[0];
      expect(usdLine?.invoiceId).toBeNull();
      expect(await statusOf(serial)).toBe('SENT_INV');
      // By hand across currencies: 4037 in the user's language, nothing matched.
      const refused = expectFailure(
        await matchByHand(usdLine?.id ?? 0, invoiceId),
        'PAYMENT_CURRENCY_MISMATCH',
        { field: 'invoiceId' },
      );
      expect(refused.code).toBe('4037');
      expectFailure(
        await matchByHand(usdLine?.id ?? 0, invoiceId, 'zh-CN'),
        'PAYMENT_CURRENCY_MISMATCH',
        { field: 'invoiceId', language: 'zh-cn' },
      );
      expect((await storedPayment(dollars)).lines[0]?.invoiceId).toBeNull();

      // In EUR it matches; a payment naming no currency matches as well.
      const euros = nextPo('PAY');
      await post820('PAYX', euros, [{ invoiceNumber, amount: '50.00' }], '2025-12-30', 'EUR');
      expect((await storedPayment(euros)).lines[0]?.invoiceId).toBe(invoiceId);
      const plain = nextPo('PAY');
      await post820('PAYX', plain, [{ invoiceNumber, amount: '30.00' }]);
      expect((await storedPayment(plain)).lines[0]?.invoiceId).toBe(invoiceId);
      expect(await statusOf(serial)).toBe('PAYMENT_ORDER');
    });
  });

  describe('the list, the detail and the export', () => {
    let lists: { paid: string; short: string; unmatched: string; po: string } | undefined;

    /** PAYL: three payment orders on known dates: paid, short, unmatched. */
    async function listSet() {
      if (lists !== undefined) return lists;
      const { serial, po } = await orderAt('PAYL');
      const paid = nextPo('LINV');
      const short = nextPo('LINV');
      for (const [invoiceNumber, total] of [
        [paid, '100.00'],
        [short, '200.00'],
      ] as const) {
        await insertInvoice(db(), {
          projectKey: 'PAYL',
          invoiceNumber,
          invoiceDate: '2025-11-01',
          grandTotal: total,
          poNumber: po,
          serialNumber: serial,
        });
      }
      const unmatched = nextPo('LPAY');
      await post820(
        'PAYL',
        nextPo('LPAY'),
        [{ invoiceNumber: paid, amount: '100.00' }],
        '2025-11-10',
      );
      await post820(
        'PAYL',
        nextPo('LPAY'),
        [
          {
            invoiceNumber: short,
            amount: '150.00',
            adjustment: { amount: '-50.00', reason: '53' },
          },
        ],
        '2025-11-20',
      );
      await post820(
        'PAYL',
        unmatched,
        [{ invoiceNumber: 'NOBODY-1', amount: '5.00' }],
        '2025-11-30',
      );
      lists = { paid, short, unmatched, po };
      return lists;
    }

    it('lists newest first, filtered by dates, numbers and state, paged', async () => {
      const set = await listSet();
      const all = await list({ project_key: 'PAYL' });
      expect(all.total).toBe(3);
      expect(all.records.map((line) => line.paymentTime)).toEqual([
        '2025-11-30',
        '2025-11-20',
        '2025-11-10',
      ]);
      expect(all.records.map((line) => line.matchState)).toEqual(['unmatched', 'short', 'paid']);

      const november = await list({ project_key: 'PAYL', from: '2025-11-15', to: '2025-11-20' });
      expect(november.records.map((line) => line.invoiceNumber)).toEqual([set.short]);
      const byInvoice = await list({ project_key: 'PAYL', invoiceNumber: set.paid.toLowerCase() });
      expect(byInvoice.records.map((line) => line.invoiceNumber)).toEqual([set.paid]);
      // The PO is found through the invoice a line was matched to.
      const byPo = await list({ project_key: 'PAYL', poNumber: set.po });
      expect(byPo.total).toBe(2);
      const short = await list({ project_key: 'PAYL', matchState: 'short' });
      expect(short.records).toHaveLength(1);
      expect(short.records[0]).toMatchObject({
        invoiceNumber: set.short,
        difference: '50.00',
        adjustmentReason: '53',
      });
      const page = await list({ project_key: 'PAYL', page: 2, size: 10 });
      expect(page).toMatchObject({ total: 3, page: 2, size: 10, records: [] });
      const none = await list({ project_key: 'PAYL', from: '2026-01-01' });
      expect(none).toMatchObject({ total: 0, records: [] });
    });

    it('refuses bad filters and a missing payment order clearly', async () => {
      expectFailure(
        await portal.request(paymentEndpoints.orders, {
          token,
          query: { matchState: 'lost' },
          language: english,
        }),
        'VALIDATION_FAILED',
        { field: 'matchState' },
      );
      expectFailure(
        await portal.request(paymentEndpoints.info, {
          token,
          params: { payment_id: 999_999_999 },
          language: english,
        }),
        'PAYMENT_NOT_FOUND',
        { field: 'payment_id' },
      );
    });

    /** The workbook's rows as text, header first. */
    async function exported(query: Record<string, string>, language: string) {
      const response = await portal.request(paymentEndpoints.export, { token, query, language });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toContain('spreadsheetml');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      if (sheet === undefined) throw new Error('no sheet');
      const rows: string[][] = [];
      sheet.eachRow((row) => {
        const cells: string[] = [];
        for (let column = 1; column <= sheet.columnCount; column += 1) {
          const value = row.getCell(column).value;
          cells.push(value === null || value === undefined ? '' : String(value));
        }
        rows.push(cells);
      });
      return { name: sheet.name, rows };
    }

    it('exports every line of the filter with translated headers and codes with meanings', async () => {
      const set = await listSet();
      const inEnglish = await exported({ project_key: 'PAYL' }, 'en-US');
      expect(inEnglish.name).toBe('Payment orders');
      const header = inEnglish.rows[0] ?? [];
      expect(header.slice(0, 3)).toEqual([
        'Payment order number',
        'Project',
        'Payment date (UTC arrival time when none)',
      ]);
      const cell = (row: string[] | undefined, name: string) => row?.[header.indexOf(name)];
      expect(inEnglish.rows).toHaveLength(4);
      const [, unmatched, short, paid] = inEnglish.rows;
      expect(cell(unmatched, 'Payment order number')).toBe(set.unmatched);
      expect(cell(unmatched, 'Match state')).toBe('No invoice matched');
      expect(cell(short, 'Adjustment reason')).toBe('Unauthorised deduction (53)');
      expect(cell(short, 'Difference (due − paid)')).toBe('50.00');
      expect(cell(short, 'Match state')).toBe('Short-paid');
      expect(cell(paid, 'Payment method')).toBe('Check (CHK)');
      expect(cell(paid, 'Credit / debit')).toBe('Credit');
      expect(cell(paid, 'Matched by')).toBe('By invoice number');
      expect(cell(paid, 'Amount paid')).toBe('100.00');

      const chinese = await exported({ project_key: 'PAYL', matchState: 'paid' }, 'zh-CN');
      expect(chinese.name).toBe('付款单');
      expect(chinese.rows[0]?.slice(0, 2)).toEqual(['付款单号', '项目']);
      expect(chinese.rows).toHaveLength(2);
      expect(chinese.rows[1]).toContain('已付清');
      expect(chinese.rows[1]).toContain('支票 (CHK)');
    });

    it('stops an export past its deadline with 5007', async () => {
      await listSet();
      // The test clock stands still: a deadline of 0 seconds has passed at the first check.
      const service = new PaymentsService(db(), portal.clock, portal.context.audit, {
        exportSeconds: 0,
      });
      const failure = await service.export({ project_key: 'PAYL' }, 'en-us').then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(ApiError);
      expect((failure as ApiError).errorName).toBe('PAYMENT_EXPORT_TIMEOUT');
      // The same export with time to spare succeeds.
      const spared = new PaymentsService(db(), portal.clock, portal.context.audit, {
        exportSeconds: 60,
      });
      const bytes = await spared.export({ project_key: 'PAYL' }, 'en-us');
      expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    });
  });

  describe('access', () => {
    it('is the PAYMENT role’s only', async () => {
      const clerk = await portal.createUser({ account: 'pay-clerk', roles: ['ORDER', 'INVOICE'] });
      const clerkToken = await portal.tokenFor(clerk.id);
      expectFailure(
        await portal.request(paymentEndpoints.orders, { token: clerkToken, language: english }),
        'NO_PERMISSION',
      );
      expectFailure(
        await portal.request(paymentEndpoints.match, {
          token: clerkToken,
          params: { line_id: 1 },
          body: { invoiceId: 1 },
          language: english,
        }),
        'NO_PERMISSION',
      );
      expectFailure(
        await portal.request(paymentEndpoints.candidates, {
          token: clerkToken,
          params: { line_id: 1 },
          language: english,
        }),
        'NO_PERMISSION',
      );
      expectFailure(
        await portal.request(paymentEndpoints.orders, { language: english }),
        'SESSION_INVALID',
      );
    });
  });
});
