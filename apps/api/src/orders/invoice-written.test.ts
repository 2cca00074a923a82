import {
  messageEndpoints,
  messageSchema,
  type CanonicalInvoice,
  type InvoiceKind,
  type ProjectConnection,
} from '@portal/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, messages, orderLogs, orders, type Executor } from '../database';
import {
  createTestProject,
  edifactConnection,
  x12Connection,
} from '../gateway/testing/gateway-fixtures';
import { expectFailure, successData } from '../testing/envelope-assertions';
import { makeTempDir, type TempDir } from '../testing/fixtures';
import { databaseKinds } from '../testing/test-database';
import { startTestPortal, type TestPortal } from '../testing/test-portal';
import { moveOrder } from './order-lifecycle';
import { receiveOrder } from './testing/order-fixtures';

/** One line of 24 at 12.50: enough for a file to be written. */
const invoiceOf = (orderNumber: string, kind: InvoiceKind): CanonicalInvoice => ({
  kind: 'invoice',
  purpose: kind,
  invoiceNumber: `${kind === 'creditMemo' ? 'CM' : 'IN'}-${orderNumber}`,
  ...(kind === 'creditMemo' ? { originalInvoiceNumber: `IN-${orderNumber}` } : {}),
  invoiceDate: '2025-12-03',
  orderNumber,
  currencyCode: 'USD',
  parties: [{ role: 'billTo', name: 'RETAILCO ACCOUNTS PAYABLE' }],
  lines: [{ lineNumber: '1', quantityInvoiced: 24, unit: 'EA', unitPrice: 12.5, amount: 300 }],
  serviceCharges: [],
  totals: {
    lineTotal: 300,
    chargeTotal: 0,
    allowanceTotal: 0,
    taxBasisTotal: 300,
    taxTotal: 0,
    grandTotal: 300,
    prepaid: 0,
    duePayable: 300,
  },
});

describe.each(databaseKinds)('invoice written → SENT_INV (%s)', (kind) => {
  let portal: TestPortal;
  let dir: TempDir;
  let token: string;
  let poCount = 0;

  beforeAll(async () => {
    dir = await makeTempDir();
    portal = await startTestPortal(kind, { dataDir: dir.path });
    await createTestProject(portal.database.db, dir.path, 'IWX', x12Connection);
    await createTestProject(portal.database.db, dir.path, 'IWE', edifactConnection);
    const user = await portal.createUser({ account: 'invoicer', roles: ['DELIVERY'] });
    token = await portal.tokenFor(user.id);
  }, 60_000);
  afterAll(async () => {
    await portal.close();
    await dir.cleanup();
  });

  const db = () => portal.database.db;

  /**
   * An order whose ship notice went out (SENT_ASN, put there directly: fulfilment and ship
   * notices are not this test's subject), and an invoice or credit memo of it made the way
   * sending makes one: its 810 / INVOIC stored (through `sendInvoice` for an invoice), the
   * invoice row pointing at it, nothing written yet.
   */
  async function sentInvoice(projectKey: 'IWX' | 'IWE', invoiceKind: InvoiceKind = 'invoice') {
    const connection: ProjectConnection = projectKey === 'IWX' ? x12Connection : edifactConnection;
    poCount += 1;
    const po = `IW${kind.slice(0, 2)}${poCount}`;
    const serial = await receiveOrder(portal, 'IWX', x12Connection, po);
    await db()
      .update(orders)
      .set({ status: 'SENT_ASN', projectKey })
      .where(eq(orders.serialNumber, serial));
    const now = portal.clock.now();
    return db().transaction(async (tx) => {
      const issue = async (inner: Executor) => {
        const message = await portal.context.gateway.outbound.create(inner, {
          projectKey,
          connection,
          document: invoiceOf(po, invoiceKind),
          createdBy: 'invoicer',
          orderSerialNumber: serial,
        });
        await inner.insert(invoices).values({
          projectKey,
          serialNumber: serial,
          direction: 'sent',
          kind: invoiceKind,
          invoiceNumber: `${invoiceKind}-${po}`,
          poNumber: po,
          invoiceDate: '2025-12-03',
          currencyCode: 'USD',
          grandTotal: '300.00',
          duePayable: '300.00',
          data: {
            invoiceNumber: `IN-${po}`,
            invoiceDate: '2025-12-03',
            currencyCode: 'USD',
            lines: [],
            charges: [],
          },
          messageId: message.id,
          createdBy: 'invoicer',
          createdAt: now,
          updatedAt: now,
          sentAt: now,
          sentBy: 'invoicer',
        });
        return message.id;
      };
      let messageId = 0;
      if (invoiceKind === 'creditMemo') {
        messageId = await issue(tx);
      } else {
        await moveOrder(
          tx,
          serial,
          {
            move: 'sendInvoice',
            apply: async (inner) => {
              messageId = await issue(inner);
              return { note: { event: 'invoiceSent' }, messageIds: [messageId] };
            },
          },
          { actor: 'invoicer', now },
        );
      }
      return { serial, po, messageId };
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
  const linkOf = async (serial: number) =>
    (await db().select().from(invoices).where(eq(invoices.serialNumber, serial)))[0]?.messageId;
  const resendCall = (id: number) =>
    portal.request(messageEndpoints.resend, { params: { id }, token, language: 'en-US' });

  it.each(['IWX', 'IWE'] as const)(
    'moves the order of a written %s invoice to SENT_INV once; a resend written then changes nothing but the invoice’s message',
    async (projectKey) => {
      const invoice = await sentInvoice(projectKey);
      expect(await statusOf(invoice.serial)).toBe('SEND_INV');

      await portal.context.gateway.deliver([invoice.messageId]);

      const written = await messageOf(invoice.messageId);
      expect(written?.documentType).toBe(projectKey === 'IWX' ? '810' : 'INVOIC');
      expect(written?.status).toBe('doing');
      expect(await statusOf(invoice.serial)).toBe('SENT_INV');
      const moves = (await logsOf(invoice.serial)).filter((log) => log.fromStatus === 'SEND_INV');
      expect(moves.map((log) => [log.actor, log.toStatus, log.event, log.params])).toEqual([
        [
          'system',
          'SENT_INV',
          'invoiceWritten',
          {
            documentType: written?.documentType,
            controlNumber: written?.interchangeControlNumber,
          },
        ],
      ]);

      const copy = successData(await resendCall(invoice.messageId), messageSchema);
      expect(copy.resendOf).toBe(invoice.messageId);
      expect(copy.status).toBe('doing');
      expect(await linkOf(invoice.serial)).toBe(copy.id);
      // Already SENT_INV: refused quietly, no second log row.
      expect(await statusOf(invoice.serial)).toBe('SENT_INV');
      const after = (await logsOf(invoice.serial)).filter((log) => log.fromStatus === 'SEND_INV');
      expect(after).toHaveLength(1);
      // The superseded message is not the invoice's any more: it goes no more.
      expectFailure(await resendCall(invoice.messageId), 'INVALID_STATUS', { field: 'status' });
    },
  );

  it('moves the order when an invoice that never got written is resent and written', async () => {
    const invoice = await sentInvoice('IWX');
    // Its five writes failed (outbound-messages.test.ts makes that happen for real).
    await db()
      .update(messages)
      .set({ status: 'failed', attempts: 5 })
      .where(eq(messages.id, invoice.messageId));

    const copy = successData(await resendCall(invoice.messageId), messageSchema);

    expect(copy.status).toBe('doing');
    expect(await linkOf(invoice.serial)).toBe(copy.id);
    expect(await statusOf(invoice.serial)).toBe('SENT_INV');
    const [move] = (await logsOf(invoice.serial)).filter((log) => log.toStatus === 'SENT_INV');
    expect(move).toMatchObject({
      event: 'invoiceWritten',
      params: { documentType: '810', controlNumber: copy.interchangeControlNumber },
      message: `Invoice file written: invoice 810 (control number ${copy.interchangeControlNumber})`,
    });
  });

  it('moves nothing for a credit memo, an 810 no invoice sent, or an order gone', async () => {
    const invoice = await sentInvoice('IWX');
    // The credit memo's order waits at SEND_INV too: its written memo must not move it.
    const memo = await sentInvoice('IWX', 'creditMemo');
    await db()
      .update(orders)
      .set({ status: 'SEND_INV' })
      .where(eq(orders.serialNumber, memo.serial));
    const stray = await db().transaction((tx) =>
      portal.context.gateway.outbound.create(tx, {
        projectKey: 'IWX',
        connection: x12Connection,
        document: invoiceOf(invoice.po, 'invoice'),
        createdBy: 'invoicer',
        orderSerialNumber: invoice.serial,
      }),
    );
    const orphan = await db().transaction((tx) =>
      portal.context.gateway.outbound.create(tx, {
        projectKey: 'IWX',
        connection: x12Connection,
        document: invoiceOf('GONE-1', 'invoice'),
        createdBy: 'invoicer',
        // The order was deleted since: the write is still recorded.
        orderSerialNumber: 987_654_321,
      }),
    );

    await portal.context.gateway.deliver([orphan.id, memo.messageId, stray.id]);

    for (const id of [orphan.id, memo.messageId, stray.id]) {
      expect((await messageOf(id))?.status).toBe('doing');
    }
    expect(await statusOf(memo.serial)).toBe('SEND_INV');
    expect(await statusOf(invoice.serial)).toBe('SEND_INV');
    // An 810 no invoice points at is no invoice's to resend.
    expectFailure(await resendCall(stray.id), 'INVALID_STATUS', { field: 'status' });

    await portal.context.gateway.deliver([invoice.messageId]);
    expect(await statusOf(invoice.serial)).toBe('SENT_INV');
  });
});
