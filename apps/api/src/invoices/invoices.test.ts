import {
  defaultProjectFeatures,
  deliveryDetailSchema,
  deliveryEndpoints,
  deliverySendResultSchema,
  invoiceDetailSchema,
  invoiceEndpoints,
  invoicePageSchema,
  invoiceProblemText,
  invoiceSendResultSchema,
  messageEndpoints,
  messageSchema,
  orderEndpoints,
  purchaseDetailSchema,
  purchaseEndpoints,
  recalculateInvoice,
  recalculateShipNotice,
  subtractAmounts,
  type InvoiceData,
  type InvoiceDetail,
  type ProjectConnection,
  type ProjectFeatures,
} from '@portal/contracts';
import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { invoices, locations, messages, orderLogs, orders } from '../database';
import { x12Remittance } from '../payments/testing/payment-fixtures';
import {
  createTestProject,
  edifactConnection,
  readFixture,
  x12Connection,
} from '../gateway/testing/gateway-fixtures';
import type { ProjectPaths } from '../gateway/project-paths';
import { receiveOrder, stockFixtureItems } from '../orders/testing/order-fixtures';
import { expectFailure, successData } from '../testing/envelope-assertions';
import { makeTempDir, type TempDir } from '../testing/fixtures';
import { invoiceStructureProblems } from '../testing/invoice-structure';
import { databaseKinds } from '../testing/test-database';
import { startTestPortal, type TestPortal } from '../testing/test-portal';
import { rowsOf } from '../testing/workbook-fixtures';

const connectionWith = (
  base: ProjectConnection,
  features: Partial<ProjectFeatures>,
): ProjectConnection => ({
  ...base,
  // No labels: delivered straight from accepted; the ship notice's cartons are numbered on save.
  features: {
    ...defaultProjectFeatures,
    printLabel: false,
    gs1CompanyPrefix: '0614141',
    ...features,
  },
});
const projectConnections: Record<string, ProjectConnection> = {
  // X12, ship notices first, numbers typed by the user.
  IVX: connectionWith(x12Connection, {}),
  // X12, numbered by the project: AC-000001, AC-000002…
  IVP: connectionWith(x12Connection, { invoiceNumberPrefix: 'AC-' }),
  // EDIFACT without ship notices: invoiced straight from DELIVERED.
  IVE: connectionWith(edifactConnection, { sendShipNotice: false }),
  IVOFF: connectionWith(x12Connection, { sendInvoice: false }),
};

/** The worked totals of the fixture order's lines with freight, a 2 % discount and 8.25 % tax. */
const chargesAndTax = (data: InvoiceData, invoiceNumber: string): InvoiceData =>
  recalculateInvoice({
    ...data,
    invoiceNumber,
    charges: [
      { key: 'C1', indicator: 'C', code: 'D240', amount: '12.50' },
      { key: 'C2', indicator: 'A', code: 'C310', percent: '2' },
    ],
    tax: { ratePercent: '8.25', categoryCode: 'S' },
  });

describe.each(databaseKinds)('invoices on %s', (kind) => {
  let portal: TestPortal;
  let dir: TempDir;
  let token: string;
  const paths = new Map<string, ProjectPaths>();
  let caseNumber = 0;
  let interchange = 70_000;

  beforeAll(async () => {
    dir = await makeTempDir();
    portal = await startTestPortal(kind, { dataDir: dir.path });
    const db = portal.database.db;
    for (const [key, connection] of Object.entries(projectConnections)) {
      paths.set(key, await createTestProject(db, dir.path, key, connection));
      await stockFixtureItems(db, key, `W-${key}`, 1_000);
    }
    // The ship-from of every ship notice (master data is shared by projects).
    await db.insert(locations).values({
      type: 'SF',
      name: 'Main warehouse',
      partyName: 'ACME SUPPLY WAREHOUSE',
      partyId: 'WH1',
      agencyCode: '92',
      address: '1 Dock Road',
      city: 'Ningbo',
      countryCode: 'CN',
    });
    const user = await portal.createUser({
      account: 'biller',
      roles: ['ORDER', 'PURCHASE', 'DELIVERY', 'INVOICE'],
    });
    token = await portal.tokenFor(user.id);
  }, 60_000);
  afterAll(async () => {
    await portal.close();
    await dir.cleanup();
  });

  const db = () => portal.database.db;

  /** An EDIFACT ORDERS with its own PO number, received like a partner's file. */
  async function receiveEdifactOrder(projectKey: string, po: string): Promise<number> {
    interchange += 1;
    const text = (await readFixture('edifact-d96a-orders.edi'))
      .toString('utf8')
      .replaceAll('EU0000201', `EU${interchange}`)
      .replace('PO-EU-20001', po);
    await portal.context.gateway.receiveBody(
      projectKey,
      projectConnections[projectKey] ?? edifactConnection,
      `${po}.edi`,
      Buffer.from(text),
    );
    const [order] = await db()
      .select({ serialNumber: orders.serialNumber })
      .from(orders)
      .where(eq(orders.orderNumber, po));
    if (order === undefined) throw new Error('order not stored');
    return order.serialNumber;
  }

  /** A fresh order of `projectKey`, received and accepted. */
  async function acceptedOrder(projectKey: string): Promise<{ serial: number; po: string }> {
    caseNumber += 1;
    const po = `I${kind.slice(0, 2)}${projectKey}${caseNumber}`;
    const connection = projectConnections[projectKey] ?? x12Connection;
    const serial =
      connection.standard === 'EDIFACT'
        ? await receiveEdifactOrder(projectKey, po)
        : await receiveOrder(portal, projectKey, connection, po);
    const answer = await portal.request(orderEndpoints.operate, {
      token,
      body: { serialNumber: serial, action: 'accept' },
      language: 'en-US',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return { serial, po };
  }

  /** An accepted order confirmed as shipped (`lines` overriding what ships). */
  async function deliveredOrder(projectKey: string, lines: object[] = []) {
    const order = await acceptedOrder(projectKey);
    successData(
      await portal.request(purchaseEndpoints.delivery, {
        token,
        params: { action: 'confirm' },
        body: {
          serialNumber: order.serial,
          shippedDate: '2025-12-02',
          shippedTime: '10:15',
          lines,
        },
        language: 'en-US',
      }),
      purchaseDetailSchema,
    );
    return order;
  }

  /** A delivered order whose ship notice (one carton) was sent and written: SENT_ASN. */
  async function noticeSentOrder(projectKey: string, lines: object[] = []) {
    const order = await deliveredOrder(projectKey, lines);
    const prefilled = successData(
      await portal.request(deliveryEndpoints.info, {
        token,
        params: { serial_number: order.serial },
        query: { project_key: projectKey },
        language: 'en-US',
      }),
      deliveryDetailSchema,
    );
    const data = recalculateShipNotice({
      shipment: {
        ...prefilled.data.shipment,
        grossWeight: 10,
        weightUnit: 'KG',
        carrierName: 'UPS',
        scac: 'UPSN',
        trackingNumber: 'T1',
        billOfLading: 'B1',
      },
      packages: [{ key: 'C1', level: 'carton', autoLabel: true }],
      lines: prefilled.data.lines.map((line) => ({ ...line, packageKey: 'C1' })),
    }).data;
    const draft = successData(
      await portal.request(deliveryEndpoints.save, {
        token,
        params: { serial_number: order.serial },
        body: { data },
        language: 'en-US',
      }),
      deliveryDetailSchema,
    );
    const sent = successData(
      await portal.request(deliveryEndpoints.send, {
        token,
        body: { deliveryId: draft.deliveryId, confirmIncomplete: true },
        language: 'en-US',
      }),
      deliverySendResultSchema,
    );
    expect(sent.sent).toBe(true);
    expect(await statusOf(order.serial)).toBe('SENT_ASN');
    return order;
  }

  const call = (
    endpoint: keyof typeof invoiceEndpoints,
    options: { params?: object; query?: object; body?: object; language?: string } = {},
  ) =>
    portal.request(invoiceEndpoints[endpoint], {
      token,
      language: options.language ?? 'en-US',
      ...(options.params === undefined ? {} : { params: options.params }),
      ...(options.query === undefined ? {} : { query: options.query }),
      ...(options.body === undefined ? {} : { body: options.body }),
    } as Parameters<TestPortal['request']>[1]);
  const detailOf = async (
    endpoint: keyof typeof invoiceEndpoints,
    options: { params?: object; query?: object; body?: object },
  ): Promise<InvoiceDetail> => successData(await call(endpoint, options), invoiceDetailSchema);
  const ofOrder = (serial: number, projectKey: string) =>
    detailOf('ofOrder', { params: { serial_number: serial }, query: { project_key: projectKey } });
  const info = (invoiceId: number | null) =>
    detailOf('info', { params: { invoice_id: invoiceId ?? 0 } });
  const save = (serial: number, body: object) =>
    detailOf('save', { params: { serial_number: serial }, body });
  const send = (body: object) => call('send', { body });
  const sent = async (body: object) => successData(await send(body), invoiceSendResultSchema);
  /** A 4031: the first finding in the message, every finding's field and text in `issues`. */
  const checksRefused = (response: LightMyRequestResponse, first: string) => {
    expect(response.statusCode, response.body).toBe(409);
    const body = response.json<{
      code: string;
      message: string;
      data: { issues: { field: string; message: string }[] };
    }>();
    expect(body.code).toBe('4031');
    expect(body.message).toBe(`The invoice cannot be sent yet: ${first}`);
    return body.data.issues;
  };
  const statusOf = async (serial: number) =>
    (
      await db()
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.serialNumber, serial))
    )[0]?.status;
  const logsOf = (serial: number) =>
    db()
      .select()
      .from(orderLogs)
      .where(eq(orderLogs.serialNumber, serial))
      .orderBy(asc(orderLogs.id));
  const messageRow = async (id: number | undefined) =>
    (
      await db()
        .select()
        .from(messages)
        .where(eq(messages.id, id ?? 0))
    )[0];
  /** The invoice as written to the project's outbound directory. */
  const outboundText = async (projectKey: string, messageId: number | undefined) => {
    const message = await messageRow(messageId);
    return readFile(join(paths.get(projectKey)?.outbound ?? '', message?.fileName ?? ''), 'utf8');
  };

  /** The partner's 997 answering one of our 810s: accepted, or rejected (AK5 / AK9 R). */
  async function acknowledgeX12(
    projectKey: string,
    messageId: number | undefined,
    verdict: 'A' | 'R',
  ) {
    const message = await messageRow(messageId);
    interchange += 1;
    const isa13 = String(interchange).padStart(9, '0');
    const text = (await readFixture('x12-004010-997-accepts-856.edi'))
      .toString('utf8')
      .replace(/^(ISA(?:\*[^*]*){12}\*)\d{9}/, `$1${isa13}`)
      .replace(/(IEA\*\d+\*)\d{9}/, `$1${isa13}`)
      .replace(/AK1\*SH\*\d+/, `AK1*IN*${message?.groupControlNumber ?? ''}`)
      .replace(/AK2\*856\*\d+/, `AK2*810*${message?.transactionControlNumber ?? ''}`)
      .replace('AK5*A', `AK5*${verdict}`)
      .replace('AK9*A*1*1*1', verdict === 'A' ? 'AK9*A*1*1*1' : 'AK9*R*1*1*0');
    await portal.context.gateway.receiveBody(
      projectKey,
      projectConnections[projectKey] ?? x12Connection,
      `997-${interchange}.edi`,
      Buffer.from(text),
    );
  }

  const expectedTotals = {
    // 24 × 12.50 + 10 × 8.75 + 6 × 45.00
    lineTotal: '657.50',
    chargeTotal: '12.50',
    // 2 % of 657.50
    allowanceTotal: '13.15',
    taxBasisTotal: '656.85',
    // 8.25 % of 656.85 = 54.190125
    taxTotal: '54.19',
    grandTotal: '711.04',
    prepaid: '0.00',
    duePayable: '711.04',
  };

  it('prefills from the ship notice and the order, checks, asks, then sends an 810 that moves the order to SENT_INV', async () => {
    const order = await noticeSentOrder('IVX', [{ lineNumber: '2', quantity: 10 }]);

    // Not stored until saved: what shipped, at the order's prices, with its terms and parties.
    const prefilled = await ofOrder(order.serial, 'IVX');
    expect(prefilled).toMatchObject({
      invoiceId: null,
      version: null,
      kind: 'invoice',
      direction: 'sent',
      status: 'draft',
      orderStatus: 'SENT_ASN',
      poNumber: order.po,
      editable: true,
      canSend: true,
      canCredit: false,
      switches: { sendInvoice: true, numberPrefix: null },
    });
    const { data } = prefilled;
    expect(
      data.lines.map((line) => [line.lineNumber, line.quantity, line.unitPrice, line.unit]),
    ).toEqual([
      ['1', 24, '12.50', 'EA'],
      ['2', 10, '8.75', 'EA'],
      ['3', 6, '45.00', 'CA'],
    ]);
    expect(data.lines[0]).toMatchObject({
      vendorItemNumber: 'ACM-1001',
      upc: '012345678905',
      description: 'STAINLESS WATER BOTTLE 750ML',
    });
    expect(data).toMatchObject({
      invoiceNumber: '',
      invoiceDate: portal.clock.now().toISOString().slice(0, 10),
      currencyCode: 'USD',
      shipNoticeNumber: order.po,
      billTo: { name: 'RETAILCO ACCOUNTS PAYABLE', id: '0001' },
      remitTo: { name: 'ACME SUPPLY CO', id: '554433' },
      terms: { typeCode: '01', discountPercent: '2', discountDays: 30, netDays: 60 },
      charges: [],
    });
    expect(data.totals).toMatchObject({ lineTotal: '657.50', grandTotal: '657.50' });
    expect(prefilled.lineAmounts).toEqual({ L1: '300.00', L2: '87.50', L3: '270.00' });
    expect(
      prefilled.orderLines.map((line) => [
        line.lineNumber,
        line.ordered,
        line.shipped,
        line.invoiced,
      ]),
    ).toEqual([
      ['1', 24, 24, 0],
      ['2', 12, 10, 0],
      ['3', 6, 6, 0],
    ]);

    // Saved without a number (the project has no prefix: the user types one).
    const draft = await save(order.serial, { data });
    expect(draft).toMatchObject({ status: 'draft', createdBy: 'biller', editable: true });
    expect(draft.invoiceId).not.toBeNull();
    expect(draft.version).toBe(draft.updatedAt);
    expect(draft.data.invoiceNumber).toBe('');
    // A second "new" invoice, or a save from an older version, changes nothing.
    expectFailure(
      await call('save', { params: { serial_number: order.serial }, body: { data } }),
      'INVOICE_CHANGED',
      { field: 'version' },
    );
    portal.clock.advance(1_000);
    const unpriced: InvoiceData = {
      ...data,
      lines: data.lines.map((line) =>
        line.key === 'L1'
          ? { ...line, unitPrice: undefined }
          : line.key === 'L2'
            ? { ...line, quantity: 12 }
            : line,
      ),
    };
    const edited = await save(order.serial, {
      invoiceId: draft.invoiceId,
      version: draft.version,
      data: unpriced,
    });
    expect(edited.version).not.toBe(draft.version);
    expectFailure(
      await call('save', {
        params: { serial_number: order.serial },
        body: { invoiceId: draft.invoiceId, version: draft.version, data },
      }),
      'INVOICE_CHANGED',
      { field: 'version' },
    );

    // The checks refuse it, naming every field to fix; nothing is sent.
    const refused = await send({ invoiceId: draft.invoiceId });
    expect(checksRefused(refused, 'Enter the invoice number')).toEqual([
      { field: 'invoiceNumber', message: 'Enter the invoice number' },
      { field: 'lines.L1.unitPrice', message: 'Line 1 has no unit price: enter one' },
      {
        field: 'lines.L2.quantity',
        message: 'Line 2 invoices 12, more than the 10 shipped and not yet invoiced',
      },
      { field: 'totals', message: 'The totals do not match the lines: press Recalculate' },
    ]);
    expect(await statusOf(order.serial)).toBe('SENT_ASN');

    // Corrected and recalculated, without a remit-to: only the question is left.
    const number = `INV-${order.po}`;
    const fixed = await save(order.serial, {
      invoiceId: draft.invoiceId,
      version: edited.version,
      data: { ...chargesAndTax(data, number), remitTo: undefined },
    });
    expect(fixed.data.totals).toEqual(expectedTotals);
    expect(fixed.chargeAmounts).toEqual({ C1: '12.50', C2: '13.15' });
    const asked = await sent({ invoiceId: draft.invoiceId, version: fixed.version });
    expect(asked.sent).toBe(false);
    expect(asked.problems).toEqual([
      expect.objectContaining({ rule: 'remitToMissing', severity: 'ask', field: 'remitTo.name' }),
    ]);
    expect(asked.invoice).toMatchObject({
      status: 'draft',
      editable: true,
      version: fixed.version,
    });
    expect(await statusOf(order.serial)).toBe('SENT_ASN');

    const done = await sent({ invoiceId: draft.invoiceId, confirmIncomplete: true });
    expect(done.sent).toBe(true);
    expect(done.invoice).toMatchObject({
      editable: false,
      canSend: false,
      canCredit: true,
      status: 'doing',
      orderStatus: 'SENT_INV',
    });
    const [message] = done.invoice.messages;
    expect(message).toMatchObject({ documentType: '810', status: 'doing' });

    // The written file is a sound 810 whose totals are the ones computed here.
    const text = await outboundText('IVX', message?.id);
    expect(
      invoiceStructureProblems(text, { totals: expectedTotals, lines: 3, creditMemo: false }),
    ).toEqual([]);
    expect(text).toContain(`*${number}*`);
    expect(text).toContain('TDS*71104');
    expect(text).toContain('N1*BT*RETAILCO ACCOUNTS PAYABLE*92*0001');

    // Written at once (no queue in tests): both moves logged.
    expect(await statusOf(order.serial)).toBe('SENT_INV');
    const icn = message?.interchangeControlNumber;
    expect(
      (await logsOf(order.serial))
        .slice(-2)
        .map((row) => [row.fromStatus, row.toStatus, row.message, row.actor]),
    ).toEqual([
      ['SENT_ASN', 'SEND_INV', `Invoice sent: invoice 810 (control number ${icn})`, 'biller'],
      [
        'SEND_INV',
        'SENT_INV',
        `Invoice file written: invoice 810 (control number ${icn})`,
        'system',
      ],
    ]);

    // Sent is locked.
    const id = draft.invoiceId;
    expectFailure(
      await call('save', {
        params: { serial_number: order.serial },
        body: { invoiceId: id, version: done.invoice.version, data: fixed.data },
      }),
      'INVOICE_ALREADY_SENT',
      { field: 'invoiceId' },
    );
    expectFailure(await call('delete', { params: { invoice_id: id } }), 'INVOICE_ALREADY_SENT', {
      field: 'invoice_id',
    });
    expectFailure(await send({ invoiceId: id, confirmIncomplete: true }), 'INVOICE_ALREADY_SENT', {
      field: 'invoiceId',
    });

    // The partner's 997 accepts it.
    await acknowledgeX12('IVX', message?.id, 'A');
    expect((await info(id)).status).toBe('success');
    expect((await ofOrder(order.serial, 'IVX')).invoiceId).toBe(id);

    // Listed: by status, number (from its start, any case) and PO; unpaid.
    const listed = successData(
      await call('page', {
        query: {
          project_key: 'IVX',
          status: 'success',
          invoiceNumber: number.slice(0, 6).toLowerCase(),
          poNumber: order.po,
          unpaidOnly: 'true',
        },
      }),
      invoicePageSchema,
    );
    expect(listed.records).toEqual([
      expect.objectContaining({
        invoiceId: id,
        invoiceNumber: number,
        kind: 'invoice',
        direction: 'sent',
        serialNumber: order.serial,
        grandTotal: '711.04',
        currencyCode: 'USD',
        status: 'success',
        documentType: '810',
        paidAmount: '0.00',
        paidState: 'unpaid',
      }),
    ]);
    const drafts = successData(
      await call('page', { query: { project_key: 'IVX', status: 'draft', poNumber: order.po } }),
      invoicePageSchema,
    );
    expect(drafts.total).toBe(0);

    // The order view's tabs show it.
    const tabs = successData(
      await call('orderTabs', { params: { serial_number: order.serial } }),
      invoiceDetailSchema.nullable(),
    );
    expect(tabs?.invoiceId).toBe(id);

    // Resent as a new interchange: the invoice follows the copy; the superseded one goes no more.
    const resend = (messageId: number | undefined) =>
      portal.request(messageEndpoints.resend, {
        token,
        params: { id: messageId ?? 0 },
        language: 'en-US',
      });
    const copy = successData(await resend(message?.id), messageSchema);
    expect(copy.resendOf).toBe(message?.id);
    const after = await info(id);
    expect(after.messages.map((row) => row.id)).toEqual([copy.id, message?.id]);
    expect(after.status).toBe('doing');
    expectFailure(await resend(message?.id), 'INVALID_STATUS', { field: 'status' });
    expect(await statusOf(order.serial)).toBe('SENT_INV');
  });

  it('numbers invoices from the project sequence and keeps a number to one invoice', async () => {
    const first = await noticeSentOrder('IVP');
    const second = await noticeSentOrder('IVP');
    const third = await noticeSentOrder('IVP');

    const a = await save(first.serial, { data: (await ofOrder(first.serial, 'IVP')).data });
    expect(a.switches.numberPrefix).toBe('AC-');
    expect(a.data.invoiceNumber).toBe('AC-000001');
    const b = await save(second.serial, { data: (await ofOrder(second.serial, 'IVP')).data });
    expect(b.data.invoiceNumber).toBe('AC-000002');
    // Saved again without a number, it keeps its own.
    portal.clock.advance(1_000);
    const again = await save(second.serial, {
      invoiceId: b.invoiceId,
      version: b.version,
      data: { ...b.data, invoiceNumber: '' },
    });
    expect(again.data.invoiceNumber).toBe('AC-000002');

    // A number another invoice of the project carries: 4035 naming it, nothing stored.
    expectFailure(
      await call('save', {
        params: { serial_number: second.serial },
        body: {
          invoiceId: b.invoiceId,
          version: again.version,
          data: { ...b.data, invoiceNumber: 'AC-000001' },
        },
      }),
      'INVOICE_NUMBER_TAKEN',
      { field: 'AC-000001' },
    );
    expect((await info(b.invoiceId)).data.invoiceNumber).toBe('AC-000002');

    // A number typed by hand ahead of the sequence is skipped by it.
    const thirdData = (await ofOrder(third.serial, 'IVP')).data;
    const typed = await save(third.serial, { data: { ...thirdData, invoiceNumber: 'AC-000003' } });
    expect(typed.data.invoiceNumber).toBe('AC-000003');
    const fourth = await noticeSentOrder('IVP');
    const d = await save(fourth.serial, { data: (await ofOrder(fourth.serial, 'IVP')).data });
    expect(d.data.invoiceNumber).toBe('AC-000004');

    // Two saves racing for one typed number: one keeps it, the other is told (never a 5xx).
    const fifth = await noticeSentOrder('IVP');
    const sixth = await noticeSentOrder('IVP');
    const race = await Promise.all(
      [fifth, sixth].map(async (order) =>
        call('save', {
          params: { serial_number: order.serial },
          body: { data: { ...(await ofOrder(order.serial, 'IVP')).data, invoiceNumber: 'RACE-1' } },
        }),
      ),
    );
    expect(race.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const lost = race.find((response) => response.statusCode === 409);
    if (lost === undefined) throw new Error('no refusal');
    expectFailure(lost, 'INVOICE_NUMBER_TAKEN', { field: 'RACE-1' });
  });

  it('bills a partial shipment in two invoices and credits the first, within what it billed', async () => {
    const order = await noticeSentOrder('IVX');
    const prefilled = await ofOrder(order.serial, 'IVX');
    const line1 = prefilled.data.lines[0];
    if (line1 === undefined) throw new Error('no line');
    const billed = (lines: InvoiceData['lines'], invoiceNumber: string): InvoiceData =>
      recalculateInvoice({ ...prefilled.data, invoiceNumber, lines });

    // The first invoice bills 10 of line 1's 24.
    const first = await save(order.serial, {
      data: billed([{ ...line1, quantity: 10 }], `P1-${order.po}`),
    });
    expect((await sent({ invoiceId: first.invoiceId })).sent).toBe(true);
    expect(await statusOf(order.serial)).toBe('SENT_INV');

    // A further invoice of what is left: 14 of line 1, no more.
    const second = await save(order.serial, {
      data: billed([{ ...line1, quantity: 15 }], `P2-${order.po}`),
    });
    expect(second.orderLines[0]).toMatchObject({ lineNumber: '1', shipped: 24, invoiced: 10 });
    expect(
      checksRefused(
        await send({ invoiceId: second.invoiceId }),
        'Line 1 invoices 15, more than the 14 shipped and not yet invoiced',
      ),
    ).toEqual([
      {
        field: 'lines.L1.quantity',
        message: 'Line 1 invoices 15, more than the 14 shipped and not yet invoiced',
      },
    ]);
    const fixed = await save(order.serial, {
      invoiceId: second.invoiceId,
      version: second.version,
      data: billed([{ ...line1, quantity: 14 }], `P2-${order.po}`),
    });
    expect((await sent({ invoiceId: fixed.invoiceId })).sent).toBe(true);
    expect(await statusOf(order.serial)).toBe('SENT_INV');
    expect(
      (await logsOf(order.serial))
        .filter((row) => row.toStatus === 'SEND_INV')
        .map((row) => row.fromStatus),
    ).toEqual(['SENT_ASN', 'SENT_INV']);

    // A credit memo of the first: its lines as billed, to reduce; the original named.
    const memo = await detailOf('creditMemo', { params: { invoice_id: first.invoiceId } });
    expect(memo).toMatchObject({
      kind: 'creditMemo',
      status: 'draft',
      editable: true,
      canSend: true,
      data: { invoiceNumber: '', originalInvoiceNumber: `P1-${order.po}` },
    });
    expect(memo.data.lines.map((line) => [line.lineNumber, line.quantity])).toEqual([['1', 10]]);
    expect(memo.related.map((row) => row.invoiceId)).toEqual([first.invoiceId]);
    // Asked again, the same draft.
    const same = await detailOf('creditMemo', { params: { invoice_id: first.invoiceId } });
    expect(same.invoiceId).toBe(memo.invoiceId);

    const reduced = await save(order.serial, {
      invoiceId: memo.invoiceId,
      version: memo.version,
      data: recalculateInvoice({
        ...memo.data,
        invoiceNumber: `CM-${order.po}`,
        lines: memo.data.lines.map((line) => ({ ...line, quantity: 4 })),
      }),
    });
    expect(reduced.data.totals?.grandTotal).toBe('50.00');
    const credited = await sent({ invoiceId: reduced.invoiceId, confirmIncomplete: true });
    expect(credited.sent).toBe(true);
    const [memoMessage] = credited.invoice.messages;
    const memoText = await outboundText('IVX', memoMessage?.id);
    expect(
      invoiceStructureProblems(memoText, {
        totals: reduced.data.totals ?? expectedTotals,
        lines: 1,
        creditMemo: true,
      }),
    ).toEqual([]);
    expect(memoText).toContain(`REF*OI*P1-${order.po}`);
    // A credit memo moves no status; its order's log says it was sent.
    expect(await statusOf(order.serial)).toBe('SENT_INV');
    const [last] = (await logsOf(order.serial)).slice(-1);
    expect(last).toMatchObject({
      fromStatus: 'SENT_INV',
      toStatus: 'SENT_INV',
      event: 'creditMemoSent',
      params: { documentType: '810', controlNumber: memoMessage?.interchangeControlNumber },
    });
    // The original lists it; what is due drops by it.
    const original = await info(first.invoiceId);
    expect(original.related.map((row) => [row.invoiceId, row.kind, row.grandTotal])).toEqual([
      [reduced.invoiceId, 'creditMemo', '50.00'],
    ]);

    // A second credit memo may not credit more than is left (125.00 − 50.00).
    const more = await detailOf('creditMemo', { params: { invoice_id: first.invoiceId } });
    expect(more.invoiceId).not.toBe(memo.invoiceId);
    const full = await save(order.serial, {
      invoiceId: more.invoiceId,
      version: more.version,
      data: { ...more.data, invoiceNumber: `CM2-${order.po}` },
    });
    const exceeds = invoiceProblemText(
      { rule: 'creditExceedsOriginal', values: { amount: '125.00', allowed: '75.00' } },
      'en-us',
    );
    expect(checksRefused(await send({ invoiceId: full.invoiceId }), exceeds)).toEqual([
      { field: 'totals.grandTotal', message: exceeds },
    ]);
    // A credit memo is not credited in turn, and a draft cannot be credited.
    expectFailure(
      await call('creditMemo', { params: { invoice_id: reduced.invoiceId } }),
      'INVALID_STATUS',
      { field: 'invoice_id' },
    );
    expectFailure(
      await call('creditMemo', { params: { invoice_id: full.invoiceId } }),
      'INVALID_STATUS',
      { field: 'invoice_id' },
    );
    // Drafts may be deleted; then they are gone.
    successData(await call('delete', { params: { invoice_id: full.invoiceId } }), z.null());
    expectFailure(
      await call('info', { params: { invoice_id: full.invoiceId } }),
      'INVOICE_NOT_FOUND',
      {
        field: 'invoice_id',
      },
    );
  });

  it('invoices a delivered order of a project without ship notices as an INVOIC; the CONTRL settles it', async () => {
    const order = await deliveredOrder('IVE', [{ lineNumber: '2', quantity: 20 }]);
    expect(await statusOf(order.serial)).toBe('DELIVERED');
    const prefilled = await ofOrder(order.serial, 'IVE');
    expect(prefilled).toMatchObject({ canSend: true, orderStatus: 'DELIVERED' });
    // Fulfilment's shipped quantities, at the order's euro prices.
    expect(prefilled.data.currencyCode).toBe('EUR');
    expect(
      prefilled.data.lines.map((line) => [line.lineNumber, line.quantity, line.unitPrice]),
    ).toEqual([
      ['1', 48, '11.20'],
      ['2', 20, '7.90'],
    ]);
    expect(prefilled.data.shipNoticeNumber).toBeUndefined();
    // The buyer names no bill-to: the user must.
    const draft = await save(order.serial, {
      data: { ...prefilled.data, invoiceNumber: `EU-${order.po}` },
    });
    expect(
      (await send({ invoiceId: draft.invoiceId })).json<{ data: { issues: { field: string }[] } }>()
        .data.issues,
    ).toEqual([expect.objectContaining({ field: 'billTo.name' })]);
    const ready = await save(order.serial, {
      invoiceId: draft.invoiceId,
      version: draft.version,
      data: recalculateInvoice({
        ...draft.data,
        billTo: { ...draft.data.billTo, name: 'EUROMART EINKAUF' },
        remitTo: { name: 'ACME SUPPLY GMBH' },
        tax: { ratePercent: '19', categoryCode: 'S' },
        settlement: { iban: 'DE89370400440532013000', paymentMeansCode: '58' },
      }),
    });
    // 48 × 11.20 + 20 × 7.90 = 695.60; 19 % tax 132.164 → 132.16.
    expect(ready.data.totals).toMatchObject({
      lineTotal: '695.60',
      taxTotal: '132.16',
      grandTotal: '827.76',
    });
    const done = await sent({ invoiceId: ready.invoiceId, version: ready.version });
    expect(done.sent).toBe(true);
    expect(done.problems).toEqual([]);
    const [message] = done.invoice.messages;
    expect(message?.documentType).toBe('INVOIC');
    const text = await outboundText('IVE', message?.id);
    expect(
      invoiceStructureProblems(text, {
        totals: ready.data.totals ?? expectedTotals,
        lines: 2,
        creditMemo: false,
      }),
    ).toEqual([]);
    expect(text).toContain(`BGM+380+EU-${order.po}`);
    expect(await statusOf(order.serial)).toBe('SENT_INV');

    // The partner's CONTRL accepts our interchange.
    const reference = /UNB\+(?:[^+']*\+){4}([^+':']+)/.exec(text)?.[1] ?? '';
    interchange += 1;
    const contrl = [
      "UNA:+.? '",
      `UNB+UNOC:3+4012345000009:14+4098765000002:14+251203:1200+CT${interchange}'`,
      "UNH+1+CONTRL:D:3:UN'",
      `UCI+${reference}+4098765000002:14+4012345000009:14+7'`,
      "UNT+3+1'",
      `UNZ+1+CT${interchange}'`,
      '',
    ].join('\n');
    await portal.context.gateway.receiveBody(
      'IVE',
      edifactConnection,
      `contrl-${interchange}.edi`,
      Buffer.from(contrl),
    );
    expect((await info(ready.invoiceId)).status).toBe('success');

    // Its credit memo is an INVOIC 381 naming the original; the order stays SENT_INV.
    const memo = await detailOf('creditMemo', { params: { invoice_id: ready.invoiceId } });
    const credit = await save(order.serial, {
      invoiceId: memo.invoiceId,
      version: memo.version,
      data: recalculateInvoice({
        ...memo.data,
        invoiceNumber: `EUCM-${order.po}`,
        lines: memo.data.lines.filter((line) => line.lineNumber === '2'),
      }),
    });
    // 20 × 7.90 = 158.00, and 19 % of it.
    expect(credit.data.totals).toMatchObject({ taxTotal: '30.02', grandTotal: '188.02' });
    const credited = await sent({ invoiceId: credit.invoiceId, version: credit.version });
    expect(credited.sent).toBe(true);
    const memoText = await outboundText('IVE', credited.invoice.messages[0]?.id);
    expect(
      invoiceStructureProblems(memoText, {
        totals: credit.data.totals ?? expectedTotals,
        lines: 1,
        creditMemo: true,
      }),
    ).toEqual([]);
    expect(memoText).toContain(`BGM+381+EUCM-${order.po}`);
    expect(memoText).toContain(`RFF+OI:EU-${order.po}`);
    expect(await statusOf(order.serial)).toBe('SENT_INV');
  });

  it('refuses invoices the project, the order or the data do not allow', async () => {
    // The project sends none.
    const off = await noticeSentOrder('IVOFF');
    const offInfo = await ofOrder(off.serial, 'IVOFF');
    expect(offInfo).toMatchObject({ canSend: false, switches: { sendInvoice: false } });
    expectFailure(
      await call('save', { params: { serial_number: off.serial }, body: { data: offInfo.data } }),
      'INVOICES_OFF',
      { field: 'sendInvoice' },
    );
    // A draft saved while the switch was on is not sent once it is off.
    const now = portal.clock.now();
    const [stored] = await db()
      .insert(invoices)
      .values({
        projectKey: 'IVOFF',
        serialNumber: off.serial,
        direction: 'sent',
        kind: 'invoice',
        invoiceNumber: `OFF-${off.po}`,
        poNumber: off.po,
        invoiceDate: '2025-12-03',
        currencyCode: 'USD',
        grandTotal: '657.50',
        duePayable: '657.50',
        data: { ...offInfo.data, invoiceNumber: `OFF-${off.po}` },
        createdBy: 'biller',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    expectFailure(await send({ invoiceId: stored?.id }), 'INVOICES_OFF', { field: 'sendInvoice' });

    // Not shipped yet, or shipped but its ship notice not sent.
    const accepted = await acceptedOrder('IVX');
    const early = await ofOrder(accepted.serial, 'IVX');
    expect(early.canSend).toBe(false);
    expectFailure(
      await call('save', {
        params: { serial_number: accepted.serial },
        body: { data: early.data },
      }),
      'INVALID_STATUS',
      { field: 'status' },
    );
    const delivered = await deliveredOrder('IVX');
    expectFailure(
      await call('save', {
        params: { serial_number: delivered.serial },
        body: { data: (await ofOrder(delivered.serial, 'IVX')).data },
      }),
      'INVALID_STATUS',
      { field: 'status' },
    );

    // Another project's key finds no order; unknown invoices are 3003.
    const order = await noticeSentOrder('IVX');
    expectFailure(
      await call('ofOrder', {
        params: { serial_number: order.serial },
        query: { project_key: 'IVP' },
      }),
      'ORDER_NOT_FOUND',
      { field: 'serial_number' },
    );
    expectFailure(await call('info', { params: { invoice_id: 999_999 } }), 'INVOICE_NOT_FOUND', {
      field: 'invoice_id',
    });
    expectFailure(await send({ invoiceId: 999_999 }), 'INVOICE_NOT_FOUND', { field: 'invoiceId' });
    expectFailure(await call('delete', { params: { invoice_id: 999_999 } }), 'INVOICE_NOT_FOUND', {
      field: 'invoice_id',
    });
    expectFailure(
      await call('creditMemo', { params: { invoice_id: 999_999 } }),
      'INVOICE_NOT_FOUND',
      { field: 'invoice_id' },
    );
    expect(
      successData(
        await call('orderTabs', { params: { serial_number: order.serial } }),
        invoiceDetailSchema.nullable(),
      ),
    ).toBeNull();

    // An invoice named in the body must be the path's order's.
    const data = (await ofOrder(order.serial, 'IVX')).data;
    const mine = await save(order.serial, { data });
    expectFailure(
      await call('save', {
        params: { serial_number: off.serial },
        body: { invoiceId: mine.invoiceId, version: mine.version, data },
      }),
      'INVOICE_SAVE_FAILED',
      { field: 'invoiceId' },
    );
    // Totals no amount column can hold are refused, nothing stored.
    expectFailure(
      await call('save', {
        params: { serial_number: order.serial },
        body: {
          invoiceId: mine.invoiceId,
          version: mine.version,
          data: {
            ...data,
            lines: [
              { key: 'L1', lineNumber: '1', quantity: 1_000_000_000, unitPrice: '999999999999' },
            ],
          },
        },
      }),
      'FIELD_INVALID',
      { field: 'totals.grandTotal' },
    );
    expect((await info(mine.invoiceId)).version).toBe(mine.version);
    // Float noise in a quantity is no server error: it is read to six decimals.
    portal.clock.advance(1_000);
    const noisy = await save(order.serial, {
      invoiceId: mine.invoiceId,
      version: mine.version,
      data: {
        ...data,
        lines: [{ key: 'L1', lineNumber: '1', quantity: 0.1 + 0.2, unitPrice: '10' }],
      },
    });
    expect(noisy.lineAmounts).toEqual({ L1: '3.00' });
  });

  it('keeps a received 810 as a received invoice of the order its PO names', async () => {
    const order = await noticeSentOrder('IVX');
    /** A partner's 810 as its own interchange; a credit memo says BIG07 CR and names the original. */
    const received = (number: string, original?: string) => {
      interchange += 1;
      const isa13 = String(interchange).padStart(9, '0');
      const set = [
        'ST*810*0001',
        `BIG*20251203*${number}*20251120*${order.po}${original === undefined ? '' : '***CR'}`,
        'CUR*SE*USD',
        ...(original === undefined ? [] : [`REF*OI*${original}`]),
        'N1*BT*RETAILCO ACCOUNTS PAYABLE*92*0001',
        'IT1*1*2*EA*12.5**VN*ACM-1001',
        'IT1*2*3*EA*0.335**VN*ACM-1002',
        'TDS*2601',
        'CTT*2',
      ];
      const text = [
        `ISA*00*          *00*          *ZZ*RETAILCO       *ZZ*ACMESUPPLY     *251203*1200*U*00401*${isa13}*0*P*>`,
        `GS*IN*RETAILCO*ACMESUPPLY*20251203*1200*${interchange}*X*004010`,
        ...set,
        `SE*${set.length + 1}*0001`,
        `GE*1*${interchange}`,
        `IEA*1*${isa13}`,
      ]
        .map((segment) => `${segment}~\n`)
        .join('');
      return portal.context.gateway.receiveBody(
        'IVX',
        x12Connection,
        `810-${interchange}.edi`,
        Buffer.from(text),
      );
    };
    const outcome = await received(`RC-${order.po}`);
    expect(outcome.status).toBe('accepted');
    const [row] = await db()
      .select()
      .from(invoices)
      .where(eq(invoices.invoiceNumber, `RC-${order.po}`));
    expect(row).toMatchObject({
      direction: 'received',
      kind: 'invoice',
      serialNumber: order.serial,
      poNumber: order.po,
      currencyCode: 'USD',
      invoiceDate: '2025-12-03',
      messageId: null,
      createdBy: 'system',
    });
    expect(Number(row?.grandTotal)).toBe(26.01);
    const detail = await info(row?.id ?? 0);
    expect(detail).toMatchObject({
      direction: 'received',
      status: 'received',
      editable: false,
      canSend: false,
      canCredit: false,
      orderStatus: 'SENT_ASN',
    });
    // Amounts as exact texts in the currency's digits; the partner's totals as it sent them.
    expect(
      detail.data.lines.map((line) => [line.lineNumber, line.quantity, line.unitPrice]),
    ).toEqual([
      ['1', 2, '12.50'],
      ['2', 3, '0.335'],
    ]);
    expect(detail.data.totals?.grandTotal).toBe('26.01');
    expect(detail.lineAmounts).toEqual({ L1: '25.00', L2: '1.01' });
    const listed = successData(
      await call('page', {
        query: { project_key: 'IVX', direction: 'received', poNumber: order.po },
      }),
      invoicePageSchema,
    );
    expect(listed.records).toEqual([
      expect.objectContaining({
        invoiceId: row?.id,
        status: 'received',
        documentType: '810',
        grandTotal: '26.01',
      }),
    ]);
    // A received invoice is the partner's: not ours to change, delete, send or credit.
    expectFailure(await call('delete', { params: { invoice_id: row?.id } }), 'INVALID_STATUS', {
      field: 'invoice_id',
    });
    expectFailure(await send({ invoiceId: row?.id }), 'INVALID_STATUS', { field: 'invoiceId' });
    expectFailure(await call('creditMemo', { params: { invoice_id: row?.id } }), 'INVALID_STATUS', {
      field: 'invoice_id',
    });

    // The partner's credit memo stays one, naming the invoice it corrects.
    expect((await received(`RCM-${order.po}`, `RC-${order.po}`)).status).toBe('accepted');
    const [memo] = await db()
      .select()
      .from(invoices)
      .where(eq(invoices.invoiceNumber, `RCM-${order.po}`));
    expect(memo).toMatchObject({
      direction: 'received',
      kind: 'creditMemo',
      serialNumber: order.serial,
    });
    expect(memo?.data.originalInvoiceNumber).toBe(`RC-${order.po}`);
  });

  it('prints the invoice as a PDF and exports the list as a workbook in the caller’s language', async () => {
    const order = await noticeSentOrder('IVX');
    const prefilled = await ofOrder(order.serial, 'IVX');
    const draft = await save(order.serial, {
      data: chargesAndTax(prefilled.data, `PDF-${order.po}`),
    });
    const pdf = await call('pdf', {
      params: { invoice_id: draft.invoiceId },
      query: { lang: 'zh-cn' },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.headers['content-disposition']).toContain(
      encodeURIComponent(`发票-PDF-${order.po}.pdf`),
    );
    expectFailure(
      await call('pdf', { params: { invoice_id: 999_999 }, query: { lang: 'en-us' } }),
      'INVOICE_NOT_FOUND',
      { field: 'invoice_id' },
    );

    const exported = async (language: string) => {
      const response = await call('export', {
        query: { project_key: 'IVX', poNumber: order.po },
        language,
      });
      expect(response.statusCode).toBe(200);
      return rowsOf(response.rawPayload);
    };
    const english = await exported('en-US');
    expect(english[0]).toEqual([
      'Invoice number',
      'Kind',
      'Direction',
      'Project',
      'PO number',
      'Order serial number',
      'Invoice date',
      'Currency',
      'Grand total',
      'Paid amount',
      'Payment state',
      'Status',
      'Document type',
      'Sent at (UTC)',
    ]);
    expect(english.slice(1)).toEqual([
      [
        `PDF-${order.po}`,
        'Invoice',
        'Issued by us',
        'IVX',
        order.po,
        order.serial,
        draft.data.invoiceDate,
        'USD',
        // 675.00 of lines + 12.50 − 13.50 = 674.00, and 8.25 % of it (55.605 → 55.61).
        729.61,
        0,
        'Unpaid',
        'Draft (not sent)',
      ],
    ]);
    const chinese = await exported('zh-CN');
    expect(chinese[0]?.slice(0, 3)).toEqual(['发票号', '类型', '方向']);
    expect(chinese[1]?.slice(1, 3)).toEqual(['发票', '已开具']);
    expect(chinese[1]?.[11]).toBe('草稿（未发送）');
  });

  /** The customer's 820 paying `amount` of our invoice `invoiceNumber`, as the partner sends it. */
  async function pay(invoiceNumber: string, amount: string) {
    interchange += 1;
    const outcome = await portal.context.gateway.receiveBody(
      'IVX',
      projectConnections.IVX ?? x12Connection,
      `820-${interchange}.edi`,
      Buffer.from(
        x12Remittance({
          control: interchange,
          paymentOrderNumber: `PAY${interchange}`,
          total: amount,
          paymentDate: '2025-12-30',
          lines: [{ invoiceNumber, amount }],
        }),
      ),
    );
    expect(outcome.status, JSON.stringify(outcome.problems)).toBe('accepted');
  }
  const grandTotalOf = (detail: InvoiceDetail): string => detail.data.totals?.grandTotal ?? '';

  it('keeps an order billed in part open when its invoice is paid; the rest is invoiced, paid, and ends it', async () => {
    const order = await noticeSentOrder('IVX');
    const prefilled = await ofOrder(order.serial, 'IVX');
    const [line1, ...others] = prefilled.data.lines;
    if (line1 === undefined) throw new Error('no line');
    const billed = (lines: InvoiceData['lines'], invoiceNumber: string): InvoiceData =>
      recalculateInvoice({ ...prefilled.data, invoiceNumber, lines });

    // 10 of line 1's 24, paid in full: the rest of the shipment is still to be billed.
    const first = await save(order.serial, {
      data: billed([{ ...line1, quantity: 10 }], `Q1-${order.po}`),
    });
    expect((await sent({ invoiceId: first.invoiceId, confirmIncomplete: true })).sent).toBe(true);
    await pay(`Q1-${order.po}`, grandTotalOf(first));
    expect((await info(first.invoiceId)).paidState).toBe('paid');
    expect(await statusOf(order.serial)).toBe('SENT_INV');

    // So the second invoice can still be sent; once it is paid too, the order ends.
    const second = await save(order.serial, {
      data: billed([{ ...line1, quantity: 14 }, ...others], `Q2-${order.po}`),
    });
    expect((await sent({ invoiceId: second.invoiceId, confirmIncomplete: true })).sent).toBe(true);
    expect(await statusOf(order.serial)).toBe('SENT_INV');
    await pay(`Q2-${order.po}`, grandTotalOf(second));
    expect(await statusOf(order.serial)).toBe('PAYMENT_ORDER');

    // A paid order takes no invoice draft (it could never be sent), a credit memo it does.
    expectFailure(
      await call('save', {
        params: { serial_number: order.serial },
        body: { data: billed([{ ...line1, quantity: 1 }], `Q3-${order.po}`) },
      }),
      'INVALID_STATUS',
      { field: 'status' },
    );
    const memo = await detailOf('creditMemo', { params: { invoice_id: first.invoiceId } });
    expect(memo).toMatchObject({ kind: 'creditMemo', status: 'draft' });

    // Payments are finance data: a DELIVERY-only caller sees the invoice without them.
    const firstId = first.invoiceId ?? 0;
    const packer = await portal.createUser({ account: `packer${kind}`, roles: ['DELIVERY'] });
    const packerToken = await portal.tokenFor(packer.id);
    const asPacker = successData(
      await portal.request(invoiceEndpoints.info, {
        token: packerToken,
        params: { invoice_id: firstId },
        language: 'en-US',
      }),
      invoiceDetailSchema,
    );
    expect(asPacker).toMatchObject({ payments: [], paidAmount: '0.00', paidState: 'paid' });
    const asBiller = await info(first.invoiceId);
    expect(asBiller.payments).toHaveLength(1);
    expect(asBiller.paidAmount).toBe(grandTotalOf(first));
    const pdf = await portal.request(invoiceEndpoints.pdf, {
      token: packerToken,
      params: { invoice_id: firstId },
      query: { lang: 'en-us' },
      language: 'en-US',
    });
    expect(pdf.statusCode).toBe(200);
  });

  it('ends an order paid short once a credit memo for the difference is written', async () => {
    const order = await noticeSentOrder('IVX');
    const prefilled = await ofOrder(order.serial, 'IVX');
    const whole = await save(order.serial, {
      data: recalculateInvoice({ ...prefilled.data, invoiceNumber: `W-${order.po}` }),
    });
    expect((await sent({ invoiceId: whole.invoiceId, confirmIncomplete: true })).sent).toBe(true);
    // The credit: one unit of line 1; the customer paid the invoice less exactly that.
    const draft = await detailOf('creditMemo', { params: { invoice_id: whole.invoiceId } });
    const memo = await save(order.serial, {
      invoiceId: draft.invoiceId,
      version: draft.version,
      data: recalculateInvoice({
        ...draft.data,
        invoiceNumber: `WC-${order.po}`,
        lines: draft.data.lines.slice(0, 1).map((line) => ({ ...line, quantity: 1 })),
      }),
    });
    await pay(`W-${order.po}`, subtractAmounts(grandTotalOf(whole), grandTotalOf(memo), 2));
    expect(await statusOf(order.serial)).toBe('SENT_INV');
    expect((await info(whole.invoiceId)).paidState).toBe('partial');

    expect((await sent({ invoiceId: memo.invoiceId, confirmIncomplete: true })).sent).toBe(true);
    expect((await info(whole.invoiceId)).paidState).toBe('paid');
    expect(await statusOf(order.serial)).toBe('PAYMENT_ORDER');
    const [last] = (await logsOf(order.serial)).slice(-1);
    expect(last).toMatchObject({
      fromStatus: 'SENT_INV',
      toStatus: 'PAYMENT_ORDER',
      actor: 'system',
      event: 'paidOnceCredited',
    });
  });
});
