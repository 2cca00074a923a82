import {
  defaultProjectFeatures,
  formatSscc,
  isSscc,
  orderEndpoints,
  purchaseActionResultSchema,
  purchaseDetailSchema,
  purchaseEndpoints,
  purchasePageSchema,
  purchaseRecordSchema,
  routeUploadResultSchema,
  type PackingPlan,
  type ProjectConnection,
  type PurchaseDetail,
  type RoutingInput,
} from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  inventories,
  inventoryLogs,
  inventoryReservations,
  orders,
  ssccCounters,
} from '../database';
import { createTestProject, x12Connection } from '../gateway/testing/gateway-fixtures';
import { fixtureItems, receiveOrder, stockFixtureItems } from '../orders/testing/order-fixtures';
import { expectFailure, successData } from '../testing/envelope-assertions';
import { makeTempDir, type TempDir } from '../testing/fixtures';
import { databaseKinds } from '../testing/test-database';
import { startTestPortal, type TestPortal } from '../testing/test-portal';
import { multipartFile, rowsOf } from '../testing/workbook-fixtures';

const prefix = '0614141';
const withFeatures = (features: Partial<ProjectConnection['features']>): ProjectConnection => ({
  ...x12Connection,
  features: { ...defaultProjectFeatures, gs1CompanyPrefix: prefix, ...features },
});
const labelled = withFeatures({});
const unlabelled = withFeatures({ printLabel: false });
const noPrefix = withFeatures({ gs1CompanyPrefix: '' });
const stocked = 1_000;

const routing: RoutingInput = {
  carrierName: 'UPS Ground',
  scac: 'upsn',
  transportMode: 'M',
  billOfLading: 'BOL-778',
  trackingNumber: '1Z999AA10123456784',
  pickupDate: '2025-12-02',
  pickupTime: '09:30',
  scheduledDeliveryDate: '2025-12-05',
  loadNumber: 'APPT-55',
};

describe.each(databaseKinds)('fulfilment on %s', (kind) => {
  let portal: TestPortal;
  let dir: TempDir;
  let token: string;
  let orderOnly: string;
  let caseNumber = 0;
  const stock = new Map<string, Map<string, number>>();

  beforeAll(async () => {
    dir = await makeTempDir();
    portal = await startTestPortal(kind, { dataDir: dir.path });
    const db = portal.database.db;
    for (const [key, connection] of [
      ['FUL', labelled],
      ['NOLBL', unlabelled],
      ['NOPFX', noPrefix],
      // A second customer of the same supplier, labelled under the same GS1 prefix.
      ['TWIN', labelled],
    ] as const) {
      await createTestProject(db, dir.path, key, connection);
      stock.set(key, await stockFixtureItems(db, key, `W-${key}`, stocked));
    }
    const user = await portal.createUser({ account: 'shipper', roles: ['ORDER', 'PURCHASE'] });
    token = await portal.tokenFor(user.id);
    const clerk = await portal.createUser({ account: 'clerk', roles: ['ORDER'] });
    orderOnly = await portal.tokenFor(clerk.id);
  }, 60_000);
  afterAll(async () => {
    await portal.close();
    await dir.cleanup();
  });

  const connectionOf = (projectKey: string) =>
    projectKey === 'NOLBL' ? unlabelled : projectKey === 'NOPFX' ? noPrefix : labelled;

  /** A fresh order of `projectKey`, received through the gateway and accepted by a clerk. */
  async function acceptedOrder(projectKey = 'FUL'): Promise<{ serial: number; po: string }> {
    caseNumber += 1;
    const po = `F${kind.slice(0, 2)}${caseNumber}`;
    const serial = await receiveOrder(portal, projectKey, connectionOf(projectKey), po);
    const answer = await portal.request(orderEndpoints.operate, {
      token,
      body: { serialNumber: serial, action: 'accept' },
      language: 'en-US',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return { serial, po };
  }

  const act = (action: string, body: object) =>
    portal.request(purchaseEndpoints.action, {
      token,
      params: { action },
      body,
      language: 'en-US',
    });
  const acted = async (action: string, body: object) =>
    successData(await act(action, body), purchaseActionResultSchema);
  const detail = async (po: string, projectKey = 'FUL'): Promise<PurchaseDetail> =>
    successData(
      await portal.request(purchaseEndpoints.detail, {
        token,
        params: { po_number: po },
        query: { project_key: projectKey },
        language: 'en-US',
      }),
      purchaseDetailSchema,
    );
  const confirm = (body: object) =>
    portal.request(purchaseEndpoints.delivery, {
      token,
      params: { action: 'confirm' },
      body,
      language: 'en-US',
    });
  const stockOf = async (projectKey: string, vendorNumber: string) => {
    const id = stock.get(projectKey)?.get(vendorNumber) ?? 0;
    const [row] = await portal.database.db
      .select({ onHand: inventories.onHand, reserved: inventories.reserved })
      .from(inventories)
      .where(eq(inventories.id, id));
    return row;
  };
  const statusOf = async (serial: number) =>
    (
      await portal.database.db
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.serialNumber, serial))
    )[0]?.status;
  /** Routes, packs the proposal and prints: the order is PRINTED with labels. */
  async function printedOrder(projectKey = 'FUL') {
    const order = await acceptedOrder(projectKey);
    await acted('route', { serialNumber: order.serial, routing });
    const { proposal } = await acted('propose', { serialNumber: order.serial });
    if (proposal === undefined) throw new Error('no proposal');
    await acted('pack', { serialNumber: order.serial, plan: proposal });
    const printed = await acted('print', { serialNumber: order.serial });
    return { ...order, proposal, printed: printed.detail };
  }

  it('takes an accepted order through routing, packing, labels and ship confirmation', async () => {
    const { serial, po } = await acceptedOrder();
    const before = await stockOf('FUL', 'ACM-1001');
    expect(before).toEqual({ onHand: stocked, reserved: 24 });

    const page = successData(
      await portal.request(purchaseEndpoints.orders, {
        token,
        query: { project_key: 'FUL', orderNumber: po },
        language: 'en-US',
      }),
      purchasePageSchema,
    );
    expect(page.records).toHaveLength(1);
    expect(page.records[0]).toMatchObject({
      serialNumber: serial,
      status: 'ACCEPTED',
      shipWindow: { start: '2025-12-01', end: '2025-12-15' },
      // The window ended long before the test clock's today.
      dueSoon: true,
      shipToPostcode: '72712',
    });

    const routed = await acted('route', { serialNumber: serial, routing });
    expect(routed.detail.summary.status).toBe('ROUTED');
    expect(routed.detail.routing).toMatchObject({ scac: 'UPSN', carrierName: 'UPS Ground' });

    const { proposal } = await acted('propose', { serialNumber: serial });
    if (proposal === undefined) throw new Error('no proposal');
    // Nothing is stored by a proposal.
    expect((await detail(po)).packages).toEqual([]);
    const packed = await acted('pack', { serialNumber: serial, plan: proposal });
    expect(packed.detail.lines.map((line) => [line.lineNumber, line.ordered, line.packed])).toEqual(
      fixtureItems.map((item, index) => [String(index + 1), item.ordered, item.ordered]),
    );
    expect(packed.detail.packages.every((unit) => unit.sscc === null)).toBe(true);
    expect(packed.detail.allowedMoves).toEqual(['print']);

    const printed = await acted('print', { serialNumber: serial, labelSize: 'a6' });
    expect(printed.detail.summary.status).toBe('PRINTED');
    const numbers = printed.detail.packages.map((unit) => unit.sscc ?? '');
    expect(numbers.every((sscc) => isSscc(sscc) && sscc.slice(1, 8) === prefix)).toBe(true);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(printed.detail.documents.map((document) => document.kind).sort()).toEqual([
      'bill-of-lading',
      'labels-pdf',
      'labels-zpl',
      'packing-slip',
    ]);
    const pdf = await portal.request(purchaseEndpoints.document, {
      token,
      params: { action: 'labels-pdf' },
      query: { serialNumber: serial },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const zpl = await portal.request(purchaseEndpoints.document, {
      token,
      params: { action: 'labels-zpl' },
      query: { serialNumber: serial },
    });
    expect(zpl.body.match(/\^XA/g)?.length).toBe(numbers.length);
    for (const sscc of numbers) expect(zpl.body).toContain(sscc);

    // A reprint keeps every number.
    const again = await acted('print', { serialNumber: serial });
    expect(again.detail.packages.map((unit) => unit.sscc)).toEqual(numbers);
    expect(again.detail.summary.status).toBe('PRINTED');

    // Quantities must match the cartons; then the order is delivered and the stock ships.
    const wrong = await confirm({
      serialNumber: serial,
      shippedDate: '2025-12-02',
      shippedTime: '10:15',
      lines: [{ lineNumber: '1', quantity: 23 }],
    });
    expectFailure(wrong, 'PACKED_QUANTITY_MISMATCH', { field: '1' });
    expect(await statusOf(serial)).toBe('PRINTED');
    const delivered = successData(
      await confirm({
        serialNumber: serial,
        shippedDate: '2025-12-02',
        shippedTime: '10:15',
        timeZone: 'America/Chicago',
        lines: [],
      }),
      purchaseDetailSchema,
    );
    expect(delivered.summary.status).toBe('DELIVERED');
    expect(delivered.shippedAt).toBe('2025-12-02T16:15:00.000Z');
    expect(delivered.lines.map((line) => line.shipped)).toEqual(
      fixtureItems.map((item) => item.ordered),
    );
    expect(delivered.editable).toBe(false);
    expect(await stockOf('FUL', 'ACM-1001')).toEqual({ onHand: stocked - 24, reserved: 0 });
    const logs = await portal.database.db
      .select({ type: inventoryLogs.type, quantity: inventoryLogs.quantity })
      .from(inventoryLogs)
      .where(and(eq(inventoryLogs.orderSerialNumber, serial), eq(inventoryLogs.type, 'deliver')));
    expect(logs.map((log) => log.quantity).sort((a, b) => a - b)).toEqual([-24, -12, -6]);
    const holds = await portal.database.db
      .select({ status: inventoryReservations.status })
      .from(inventoryReservations)
      .where(eq(inventoryReservations.orderSerialNumber, serial));
    expect(holds.every((hold) => hold.status === 'delivered')).toBe(true);

    // The shipment is locked.
    expectFailure(await act('pack', { serialNumber: serial, plan: proposal }), 'INVALID_STATUS', {
      field: 'status',
    });
    expectFailure(await act('route', { serialNumber: serial, routing }), 'INVALID_STATUS', {
      field: 'status',
    });
    const record = successData(
      await portal.request(purchaseEndpoints.record, {
        token,
        params: { po_number: po },
        query: { project_key: 'FUL' },
        language: 'en-US',
      }),
      purchaseRecordSchema,
    );
    expect(record.map((row) => row.toStatus).slice(-6)).toEqual([
      'ACCEPTED',
      'ROUTED',
      'ROUTED',
      'PRINTED',
      'PRINTED',
      'DELIVERED',
    ]);
    expect(record.at(-1)).toMatchObject({
      event: 'shipped',
      params: { shipped: '42', ordered: '42' },
      message: 'Shipment confirmed: 42 of 42 shipped',
    });
    expect(formatSscc(numbers[0] ?? '')).toMatch(/^\(00\) 0 \d{16} \d$/);
  });

  it('ships less than ordered: marked short, the rest of the hold released', async () => {
    const { serial, po } = await acceptedOrder();
    const plan: PackingPlan = {
      packages: [
        { key: 'C1', level: 'carton', contents: [{ lineNumber: '1', quantity: 20 }] },
        { key: 'C2', level: 'carton', contents: [{ lineNumber: '2', quantity: 12 }] },
      ],
    };
    await acted('pack', { serialNumber: serial, plan });
    const printed = await acted('print', { serialNumber: serial });
    expect(printed.detail.summary.status).toBe('PRINTED');
    const before = await stockOf('FUL', 'ACM-1001');
    const unshipped = await stockOf('FUL', 'ACM-2001');
    const delivered = successData(
      await confirm({
        serialNumber: serial,
        shippedDate: '2025-12-03',
        shippedTime: '08:00',
        lines: [],
      }),
      purchaseDetailSchema,
    );
    expect(delivered.lines.map((line) => line.shipped)).toEqual([20, 12, 0]);
    const after = await stockOf('FUL', 'ACM-1001');
    expect(after?.onHand).toBe((before?.onHand ?? 0) - 20);
    expect(after?.reserved).toBe((before?.reserved ?? 0) - 24);
    // Line 3 did not ship: its 6 go back to available, on hand unchanged.
    expect(await stockOf('FUL', 'ACM-2001')).toEqual({
      onHand: unshipped?.onHand,
      reserved: (unshipped?.reserved ?? 0) - 6,
    });
    const record = successData(
      await portal.request(purchaseEndpoints.record, {
        token,
        params: { po_number: po },
        query: { project_key: 'FUL' },
        language: 'en-US',
      }),
      purchaseRecordSchema,
    );
    expect(record.at(-1)).toMatchObject({
      event: 'shippedShort',
      params: { shipped: '32', ordered: '42' },
    });
  });

  it('refuses moves the lifecycle or the project does not allow, changing nothing', async () => {
    // Routing a received order, and anything for an unknown one.
    caseNumber += 1;
    const received = await receiveOrder(portal, 'FUL', labelled, `R${kind}${caseNumber}`);
    expectFailure(await act('route', { serialNumber: received, routing }), 'INVALID_STATUS', {
      field: 'status',
    });
    expectFailure(await act('propose', { serialNumber: 999_999 }), 'ORDER_NOT_FOUND', {
      field: 'serialNumber',
    });
    // A bad SCAC is refused by validation before anything runs.
    const { serial, po } = await acceptedOrder();
    const badScac = await act('route', {
      serialNumber: serial,
      routing: { ...routing, scac: 'U1' },
    });
    expect(badScac.statusCode).toBe(422);
    expect(await statusOf(serial)).toBe('ACCEPTED');
    // Labels need a plan, and with labels on the shipment cannot skip them.
    expectFailure(await act('print', { serialNumber: serial }), 'PACKAGE_PARAMETERS_INVALID', {
      field: 'plan',
    });
    expectFailure(
      await confirm({
        serialNumber: serial,
        shippedDate: '2025-12-02',
        shippedTime: '10:00',
        lines: [],
      }),
      'INVALID_STATUS',
      { field: 'status' },
    );
    // Over-shipment is refused unless the project allows it; an unknown line is named.
    expectFailure(
      await act('pack', {
        serialNumber: serial,
        plan: {
          packages: [{ key: 'C1', level: 'carton', contents: [{ lineNumber: '1', quantity: 25 }] }],
        },
      }),
      'OVER_SHIPMENT_REFUSED',
      { field: '1' },
    );
    expectFailure(
      await act('pack', {
        serialNumber: serial,
        plan: {
          packages: [{ key: 'C1', level: 'carton', contents: [{ lineNumber: '7', quantity: 1 }] }],
        },
      }),
      'ORDER_LINE_NOT_FOUND',
      { field: '7' },
    );
    expect((await detail(po)).packages).toEqual([]);

    // An empty plan is no plan.
    expectFailure(
      await act('pack', { serialNumber: serial, plan: { packages: [] } }),
      'PACKAGE_PARAMETERS_INVALID',
      { field: 'plan' },
    );

    // A project without a GS1 prefix cannot print, and hands out no number.
    const bare = await acceptedOrder('NOPFX');
    const countersBefore = await portal.database.db.select().from(ssccCounters);
    const { proposal } = await acted('propose', { serialNumber: bare.serial });
    await acted('pack', { serialNumber: bare.serial, plan: proposal });
    expectFailure(await act('print', { serialNumber: bare.serial }), 'GS1_PREFIX_MISSING', {
      field: 'gs1CompanyPrefix',
    });
    expect(await statusOf(bare.serial)).toBe('ACCEPTED');
    expect(await portal.database.db.select().from(ssccCounters)).toEqual(countersBefore);

    // Only purchase may fulfil.
    const refused = await portal.request(purchaseEndpoints.orders, { token: orderOnly });
    expect(refused.statusCode).toBe(403);
  });

  it('skips labels when the project prints none: delivered straight from accepted', async () => {
    const { serial, po } = await acceptedOrder('NOLBL');
    const info = await detail(po, 'NOLBL');
    expect(info.allowedMoves).toEqual(['route', 'deliver']);
    expectFailure(await act('print', { serialNumber: serial }), 'INVALID_STATUS', {
      field: 'status',
    });
    const delivered = successData(
      await confirm({
        serialNumber: serial,
        shippedDate: '2025-12-04',
        shippedTime: '14:00',
        lines: [{ lineNumber: '3', quantity: 5 }],
      }),
      purchaseDetailSchema,
    );
    expect(delivered.summary.status).toBe('DELIVERED');
    expect(delivered.lines.map((line) => line.shipped)).toEqual([24, 12, 5]);
    // Without labels, the packing slip and the bill of lading are still printed.
    expect(delivered.documents.map((document) => document.kind).sort()).toEqual([
      'bill-of-lading',
      'packing-slip',
    ]);
    expect(await stockOf('NOLBL', 'ACM-2001')).toEqual({ onHand: stocked - 5, reserved: 0 });
  });

  it('cancels a printed order: stock released, labels voided, their numbers never reused', async () => {
    const first = await printedOrder();
    const numbers = first.printed.packages.map((unit) => unit.sscc);
    const held = await stockOf('FUL', 'ACM-1001');
    const cancelled = await acted('cancel', {
      serialNumber: first.serial,
      reason: 'buyer cancelled',
    });
    expect(cancelled.detail.summary.status).toBe('CANCELED');
    expect(cancelled.detail.packages).toEqual([]);
    expect(await stockOf('FUL', 'ACM-1001')).toEqual({
      onHand: held?.onHand,
      reserved: (held?.reserved ?? 0) - 24,
    });
    const next = await printedOrder();
    const fresh = next.printed.packages.map((unit) => unit.sscc);
    expect(fresh.some((sscc) => numbers.includes(sscc))).toBe(false);
    // A printed package taken out of the plan is voided too: its number is not handed out again.
    const smaller: PackingPlan = { packages: next.proposal.packages.slice(0, -1) };
    const repacked = await acted('pack', { serialNumber: next.serial, plan: smaller });
    const kept = repacked.detail.packages.map((unit) => unit.sscc);
    expect(kept).toEqual(
      next.printed.packages
        .filter((unit) => smaller.packages.some((candidate) => candidate.key === unit.key))
        .map((unit) => unit.sscc),
    );
  });

  it('never gives two projects of one GS1 prefix the same SSCC', async () => {
    const first = await printedOrder('FUL');
    const twin = await printedOrder('TWIN');
    const numbers = [...first.printed.packages, ...twin.printed.packages].map((unit) => unit.sscc);
    expect(numbers.every((sscc) => sscc !== null && isSscc(sscc))).toBe(true);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('wants labels printed again after the plan changed, keeping the numbers it can', async () => {
    const order = await printedOrder();
    portal.clock.advance(1_000);
    const smaller: PackingPlan = { packages: order.proposal.packages.slice(0, -1) };
    const repacked = await acted('pack', { serialNumber: order.serial, plan: smaller });
    const kept = repacked.detail.packages.map((unit) => unit.sscc);
    const ship = () =>
      confirm({
        serialNumber: order.serial,
        shippedDate: '2025-12-02',
        shippedTime: '09:00',
        lines: [],
      });
    // The plan no longer matches its labels.
    const stale = await ship();
    expectFailure(stale, 'PACKAGE_PARAMETERS_INVALID', { field: 'labels' });
    portal.clock.advance(1_000);
    const reprinted = await acted('print', { serialNumber: order.serial });
    expect(reprinted.detail.packages.map((unit) => unit.sscc)).toEqual(kept);
    const delivered = successData(await ship(), purchaseDetailSchema);
    expect(delivered.summary.status).toBe('DELIVERED');
  });

  it('refuses a plan saved from an older version, and takes plans larger than 1 MiB', async () => {
    const { serial, po } = await acceptedOrder();
    const { proposal } = await acted('propose', { serialNumber: serial });
    if (proposal === undefined) throw new Error('no proposal');
    // Two clerks open the order before any plan exists.
    const opened = (await detail(po)).planVersion;
    expect(opened).toBeNull();
    portal.clock.advance(1_000);
    const first = await acted('pack', {
      serialNumber: serial,
      plan: proposal,
      planVersion: opened,
    });
    const smaller: PackingPlan = { packages: proposal.packages.slice(0, -1) };
    portal.clock.advance(1_000);
    expectFailure(
      await act('pack', { serialNumber: serial, plan: smaller, planVersion: opened }),
      'PLAN_CHANGED',
      { field: 'planVersion' },
    );
    expect((await detail(po)).packages).toHaveLength(proposal.packages.length);
    // From the version it saw, the save goes through.
    const second = await acted('pack', {
      serialNumber: serial,
      plan: smaller,
      planVersion: first.detail.planVersion,
    });
    expect(second.detail.packages).toHaveLength(smaller.packages.length);

    // 5,000 packages of six lines (about 1.4 MB) reach the plan checks: no 413 before them.
    const big: PackingPlan = {
      packages: Array.from({ length: 5_000 }, (_, index) => ({
        key: `C${index + 1}`,
        level: 'carton' as const,
        contents: ['1', '2', '3', '1', '2', '3'].map((lineNumber) => ({ lineNumber, quantity: 1 })),
      })),
    };
    expect(JSON.stringify(big).length).toBeGreaterThan(1024 * 1024);
    expectFailure(await act('pack', { serialNumber: serial, plan: big }), 'OVER_SHIPMENT_REFUSED', {
      field: '1',
    });
  });

  /** The route template of FUL with `fill` applied to the row of each PO it names. */
  async function filledTemplate(
    fill: Record<string, (string | null)[]>,
    extraRows: (string | null)[][] = [],
  ): Promise<Buffer> {
    const template = await portal.request(purchaseEndpoints.routeTemplate, {
      token,
      query: { project_key: 'FUL' },
      language: 'en-US',
    });
    expect(template.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (sheet === undefined) throw new Error('no sheet');
    sheet.eachRow((row, index) => {
      const po = String(row.getCell(1).value ?? '');
      const values = fill[po];
      if (index === 1 || values === undefined) return;
      // Columns 4 to 13: carrier, SCAC, mode, equipment, BOL, PRO, pickup date and time,
      // scheduled delivery, load number (columns 2 and 3 only help find the order).
      values.forEach((value, offset) => {
        row.getCell(4 + offset).value = value;
      });
    });
    for (const extra of extraRows) sheet.addRow(extra);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }
  const upload = async (bytes: Buffer) =>
    portal.request(purchaseEndpoints.routeUpload, {
      token,
      query: { project_key: 'FUL' },
      language: 'en-US',
      ...multipartFile(bytes),
    });

  it('route upload: all rows or none, every bad row named', async () => {
    const first = await acceptedOrder();
    const second = await acceptedOrder();
    const good = [
      'FedEx Freight',
      'fxfe',
      'M',
      null,
      'BOL-1',
      'PRO-1',
      '2025-12-03',
      '13:00',
      null,
      null,
    ];
    const bad = await upload(
      await filledTemplate(
        {
          [first.po]: good,
          [second.po]: ['FedEx Freight', 'F1', 'M', null, null, null, '2025-13-40'],
        },
        [['NO-SUCH-PO', null, null, 'UPS', 'UPSN', 'M', null, null, null, '2025-12-03']],
      ),
    );
    const body = expectFailure(bad, 'IMPORT_ROWS_INVALID');
    const problems = JSON.stringify(body.data);
    // The second order's row: a bad SCAC and a bad date; the added row: an unknown PO.
    expect(problems).toMatch(/"field":"SCAC","message":"Information input error"/);
    expect(problems).toMatch(/"field":"Pickup date[^"]*","message":"Information input error"/);
    expect(problems).toMatch(/"field":"PO number","message":"Does not exist or has been deleted"/);
    // Nothing was stored: the good row of the bad file did not route its order.
    expect(await statusOf(first.serial)).toBe('ACCEPTED');

    const done = successData(
      await upload(await filledTemplate({ [first.po]: good, [second.po]: good })),
      routeUploadResultSchema,
    );
    expect(done.moved).toBe(2);
    expect(await statusOf(first.serial)).toBe('ROUTED');
    expect((await detail(second.po)).routing).toMatchObject({
      carrierName: 'FedEx Freight',
      scac: 'FXFE',
      transportMode: 'M',
      pickupDate: '2025-12-03',
      pickupTime: '13:00',
    });
    // The template lists the routed orders with their routing: uploading it again is harmless.
    const again = successData(await upload(await filledTemplate({})), routeUploadResultSchema);
    expect(again.moved).toBe(0);
    expect(await statusOf(second.serial)).toBe('ROUTED');

    expectFailure(await upload(Buffer.from('carrier,scac\nUPS,UPSN\n')), 'IMPORT_FILE_INVALID');
  });

  it('reports the fulfilment state of a filter or a selection as a workbook', async () => {
    const printed = await printedOrder();
    const report = await portal.request(purchaseEndpoints.report, {
      token,
      query: { serialNumbers: String(printed.serial) },
      language: 'en-US',
    });
    expect(report.statusCode).toBe(200);
    const rows = await rowsOf(report.rawPayload);
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.slice(1).every((row) => row.includes(printed.po))).toBe(true);
    // Statuses carry their meaning, never the bare code.
    expect(JSON.stringify(rows)).toContain('Labels generated, waiting for shipment');
    expect(JSON.stringify(rows)).not.toContain('PRINTED');
  });
});
