import {
  defaultProjectFeatures,
  errorCatalogue,
  deliveryDetailSchema,
  deliveryEndpoints,
  deliveryFileEndpoints,
  deliveryPageSchema,
  deliverySendResultSchema,
  deliveryStatusSchema,
  deliveryTypeEntrySchema,
  isSscc,
  messageEndpoints,
  messageSchema,
  orderEndpoints,
  purchaseActionResultSchema,
  purchaseDetailSchema,
  purchaseEndpoints,
  recalculateShipNotice,
  shipNoticeProblemText,
  shipNoticeProblems,
  storedFileSchema,
  type DeliveryData,
  type DeliveryDetail,
  type ProjectConnection,
  type ProjectFeatures,
} from '@portal/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { deliveries, locations, messages, orderLogs, orders } from '../database';
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
import { databaseKinds } from '../testing/test-database';
import { shipNoticeStructureProblems } from '../testing/ship-notice-structure';
import { startTestPortal, type TestPortal } from '../testing/test-portal';
import { multipartFile } from '../testing/workbook-fixtures';

const prefix = '0614141';
const connectionWith = (
  base: ProjectConnection,
  features: Partial<ProjectFeatures>,
): ProjectConnection => ({
  ...base,
  features: { ...defaultProjectFeatures, gs1CompanyPrefix: prefix, ...features },
});
const projectConnections: Record<string, ProjectConnection> = {
  // Labels printed by fulfilment: the notice is prefilled with its SSCCs.
  DLV: connectionWith(x12Connection, {}),
  // No labels: delivered straight from accepted, the notice's packages are added by hand.
  DLNL: connectionWith(x12Connection, { printLabel: false }),
  // EDIFACT, its company prefix kept in the label prefix.
  DLEU: connectionWith(edifactConnection, {
    printLabel: false,
    gs1CompanyPrefix: '',
    labelPrefix: '4098765',
  }),
  DLNP: connectionWith(x12Connection, {
    printLabel: false,
    gs1CompanyPrefix: '',
    labelPrefix: 'AC',
  }),
  DLOFF: connectionWith(x12Connection, { printLabel: false, sendShipNotice: false }),
};

const routing = {
  carrierName: 'UPS Ground',
  scac: 'UPSN',
  transportMode: 'M',
  billOfLading: 'BOL-778',
  trackingNumber: '1Z999AA10123456784',
  pickupDate: '2025-12-02',
  scheduledDeliveryDate: '2025-12-05',
};

const pageOf = z.array(deliveryTypeEntrySchema);

describe.each(databaseKinds)('ship notices on %s', (kind) => {
  let portal: TestPortal;
  let dir: TempDir;
  let token: string;
  const paths = new Map<string, ProjectPaths>();
  let caseNumber = 0;
  let interchange = 9_000;

  beforeAll(async () => {
    dir = await makeTempDir();
    portal = await startTestPortal(kind, { dataDir: dir.path });
    const db = portal.database.db;
    for (const [key, connection] of Object.entries(projectConnections)) {
      paths.set(key, await createTestProject(db, dir.path, key, connection));
      await stockFixtureItems(db, key, `W-${key}`, 1_000);
    }
    // The ship-from of every notice whose PO names none (master data is shared by projects).
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
      account: 'shipper',
      roles: ['ORDER', 'PURCHASE', 'DELIVERY'],
    });
    token = await portal.tokenFor(user.id);
  }, 60_000);
  afterAll(async () => {
    await portal.close();
    await dir.cleanup();
  });

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
    const [order] = await portal.database.db
      .select({ serialNumber: orders.serialNumber })
      .from(orders)
      .where(eq(orders.orderNumber, po));
    if (order === undefined) throw new Error('order not stored');
    return order.serialNumber;
  }

  /** A fresh order of `projectKey`, received and accepted. */
  async function acceptedOrder(projectKey: string): Promise<{ serial: number; po: string }> {
    caseNumber += 1;
    const po = `D${kind.slice(0, 2)}${projectKey}${caseNumber}`;
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

  const act = async (action: string, body: object) =>
    successData(
      await portal.request(purchaseEndpoints.action, {
        token,
        params: { action },
        body,
        language: 'en-US',
      }),
      purchaseActionResultSchema,
    );

  /**
   * A delivered order: routed, packed as proposed, labelled and confirmed when the project prints
   * labels; confirmed straight away (with `lines` overriding what ships) when it does not.
   */
  async function deliveredOrder(projectKey: string, lines: object[] = []) {
    const order = await acceptedOrder(projectKey);
    let ssccs: string[] = [];
    if (projectConnections[projectKey]?.features.printLabel === true) {
      await act('route', { serialNumber: order.serial, routing });
      const { proposal } = await act('propose', { serialNumber: order.serial });
      await act('pack', { serialNumber: order.serial, plan: proposal });
      const printed = await act('print', { serialNumber: order.serial });
      ssccs = printed.detail.packages.map((unit) => unit.sscc ?? '');
    }
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
    return { ...order, ssccs };
  }

  const call = (
    endpoint: keyof typeof deliveryEndpoints,
    options: { params?: object; query?: object; body?: object } = {},
  ) =>
    portal.request(deliveryEndpoints[endpoint], {
      token,
      language: 'en-US',
      ...(options.params === undefined ? {} : { params: options.params }),
      ...(options.query === undefined ? {} : { query: options.query }),
      ...(options.body === undefined ? {} : { body: options.body }),
    } as Parameters<TestPortal['request']>[1]);
  const detailOf = async (
    endpoint: keyof typeof deliveryEndpoints,
    options: { params?: object; query?: object; body?: object },
  ): Promise<DeliveryDetail> => successData(await call(endpoint, options), deliveryDetailSchema);
  const info = (serial: number, projectKey: string) =>
    detailOf('info', { params: { serial_number: serial }, query: { project_key: projectKey } });
  const save = (serial: number, body: object) =>
    detailOf('save', { params: { serial_number: serial }, body });
  const send = (body: object) => call('send', { body });
  const sent = async (body: object) => successData(await send(body), deliverySendResultSchema);
  const statusOf = async (serial: number) =>
    (
      await portal.database.db
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.serialNumber, serial))
    )[0]?.status;
  /** The notice as written to the project's outbound directory, structurally sound. */
  const outboundText = async (projectKey: string, messageId: number): Promise<string> => {
    const [message] = await portal.database.db
      .select({ fileName: messages.fileName })
      .from(messages)
      .where(eq(messages.id, messageId));
    const text = await readFile(
      join(paths.get(projectKey)?.outbound ?? '', message?.fileName ?? ''),
      'utf8',
    );
    expect(shipNoticeStructureProblems(text)).toEqual([]);
    return text;
  };
  /** The partner's 997 rejecting one of our 856s (AK5 / AK9 R). */
  async function rejectNotice(projectKey: string, messageId: number): Promise<void> {
    const [message] = await portal.database.db
      .select()
      .from(messages)
      .where(eq(messages.id, messageId));
    interchange += 1;
    const isa13 = String(interchange).padStart(9, '0');
    const text = (await readFixture('x12-004010-997-accepts-856.edi'))
      .toString('utf8')
      .replace(/^(ISA(?:\*[^*]*){12}\*)\d{9}/, `$1${isa13}`)
      .replace(/(IEA\*\d+\*)\d{9}/, `$1${isa13}`)
      .replace(/AK1\*SH\*\d+/, `AK1*SH*${message?.groupControlNumber ?? ''}`)
      .replace(/AK2\*856\*\d+/, `AK2*856*${message?.transactionControlNumber ?? ''}`)
      .replace('AK5*A', 'AK5*R')
      .replace('AK9*A*1*1*1', 'AK9*R*1*1*0');
    await portal.context.gateway.receiveBody(
      projectKey,
      projectConnections[projectKey] ?? x12Connection,
      `997-${interchange}.edi`,
      Buffer.from(text),
    );
  }

  it('prefills from fulfilment, keeps drafts from being overwritten, checks, asks, then sends an 856', async () => {
    const order = await deliveredOrder('DLV');
    expect(order.ssccs.length).toBeGreaterThan(0);

    const types = successData(await call('types', { query: { project_key: 'DLV' } }), pageOf);
    expect(types).toEqual([{ type: 'shipNotice', documentType: '856', enabled: true }]);

    // Not stored until saved: the packages and SSCCs fulfilment printed, one row per content.
    const prefilled = await info(order.serial, 'DLV');
    expect(prefilled).toMatchObject({
      deliveryId: null,
      status: null,
      version: null,
      prefilledFrom: 'fulfilment',
      editable: true,
      canSend: true,
      orderStatus: 'DELIVERED',
    });
    const { data } = prefilled;
    expect(data.packages.map((unit) => unit.labelNumber)).toEqual(order.ssccs);
    const pallets = data.packages.filter((unit) => unit.level === 'pallet');
    expect(pallets).toHaveLength(1);
    for (const unit of data.packages.filter((candidate) => candidate.level === 'carton')) {
      expect(unit.parentKey).toBe(pallets[0]?.key);
      expect(unit.masterLabel).toBe(pallets[0]?.labelNumber);
      expect(unit.autoLabel).toBe(false);
    }
    expect(data.lines.every((line) => line.packageKey !== undefined)).toBe(true);
    expect(data.lines.reduce((sum, line) => sum + (line.quantity ?? 0), 0)).toBe(42);
    expect(data.lines.find((line) => line.lineNumber === '1')).toMatchObject({
      vendorItemNumber: 'ACM-1001',
      upc: '012345678905',
      description: 'STAINLESS WATER BOTTLE 750ML',
      unit: 'EA',
    });
    expect(data.shipment).toMatchObject({
      shipmentNumber: order.po,
      carrierName: 'UPS Ground',
      scac: 'UPSN',
      transportMode: 'M',
      billOfLading: 'BOL-778',
      trackingNumber: '1Z999AA10123456784',
      shippedDate: '2025-12-02',
      scheduledDeliveryDate: '2025-12-05',
      packageCount: data.packages.length,
      totalQuantity: 42,
      shipTo: { name: 'RETAILCO DC 6094', id: '6094', agencyCode: '92', postcode: '72712' },
      shipFrom: { name: 'ACME SUPPLY WAREHOUSE', id: 'WH1', address: '1 Dock Road' },
    });
    expect(
      prefilled.orderLines.map((line) => [line.lineNumber, line.ordered, line.shipped]),
    ).toEqual([
      ['1', 24, 24],
      ['2', 12, 12],
      ['3', 6, 6],
    ]);
    // The same by PO number; another project's key finds no order.
    const byPo = await detailOf('infoByPo', {
      params: { po_number: order.po },
      query: { project_key: 'DLV' },
    });
    expect(byPo.data).toEqual(data);
    expectFailure(
      await call('info', {
        params: { serial_number: order.serial },
        query: { project_key: 'DLNL' },
      }),
      'ORDER_NOT_FOUND',
      { field: 'serial_number' },
    );

    // Saved: a version to save from. A save from an older version, or a second "new" notice of
    // the same order, changes nothing.
    const draft = await save(order.serial, { data });
    expect(draft.deliveryId).not.toBeNull();
    expect(draft).toMatchObject({
      status: 'new',
      prefilledFrom: 'fulfilment',
      createdBy: 'shipper',
    });
    expect(draft.version).toBe(draft.updatedAt);
    portal.clock.advance(1_000);
    const broken: DeliveryData = {
      ...data,
      shipment: { ...data.shipment, shipFrom: undefined },
      packages: data.packages.map((unit, index) =>
        index === 1 ? { ...unit, labelNumber: '123' } : unit,
      ),
      lines: [
        ...data.lines,
        { key: 'X1', packageKey: data.packages[1]?.key, lineNumber: '9', quantity: 1 },
      ],
    };
    const edited = await save(order.serial, {
      deliveryId: draft.deliveryId,
      version: draft.version,
      data: broken,
    });
    expect(edited.version).not.toBe(draft.version);
    expectFailure(
      await call('save', {
        params: { serial_number: order.serial },
        body: { deliveryId: draft.deliveryId, version: draft.version, data },
      }),
      'NOTICE_CHANGED',
      { field: 'version' },
    );
    expectFailure(
      await call('save', { params: { serial_number: order.serial }, body: { data } }),
      'NOTICE_CHANGED',
      { field: 'version' },
    );
    expect((await info(order.serial, 'DLV')).data).toEqual(edited.data);

    // The checks refuse it, naming every field to fix; nothing is sent.
    const refused = await send({ deliveryId: draft.deliveryId });
    expect(refused.statusCode, refused.body).toBe(409);
    const body = refused.json<{
      code: string;
      message: string;
      data: { issues: { field: string; message: string }[] };
    }>();
    expect(body.code).toBe('4027');
    expect(body.message).toBe(
      'The ship notice cannot be sent yet: Enter the ship-from party (name or id)',
    );
    const badPackage = data.packages[1]?.key ?? '';
    expect(body.data.issues.map((issue) => issue.field)).toEqual(
      expect.arrayContaining([
        'shipment.shipFrom',
        `packages.${badPackage}.labelNumber`,
        'lines.X1.lineNumber',
      ]),
    );
    expect(body.data.issues).toContainEqual({
      field: 'lines.X1.lineNumber',
      message: 'Line item X1: the order has no line 9',
    });
    expect(await statusOf(order.serial)).toBe('DELIVERED');

    // Corrected, only the question is left: "continue?" (no gross weight was packed).
    const fixed = await save(order.serial, {
      deliveryId: draft.deliveryId,
      version: edited.version,
      data,
    });
    const asked = await sent({ deliveryId: draft.deliveryId, timeZone: 'Asia/Shanghai' });
    expect(asked.sent).toBe(false);
    expect(asked.problems).toEqual([
      expect.objectContaining({ rule: 'shippingInfoIncomplete', severity: 'ask' }),
    ]);
    expect(asked.detail).toMatchObject({ status: 'new', editable: true, version: fixed.version });
    expect(await statusOf(order.serial)).toBe('DELIVERED');

    const done = await sent({ deliveryId: draft.deliveryId, confirmIncomplete: true });
    expect(done.sent).toBe(true);
    expect(done.detail).toMatchObject({ editable: false, canSend: false, status: 'doing' });
    const [message] = done.detail.messages;
    expect(message).toMatchObject({ documentType: '856', status: 'doing' });
    const text = await outboundText('DLV', message?.id ?? 0);
    expect(text).toContain(`PRF*${order.po}`);
    for (const sscc of order.ssccs) expect(text).toContain(`MAN*GM*${sscc}`);
    expect(text).toContain('N1*SF*ACME SUPPLY WAREHOUSE*92*WH1');
    expect(text).toContain('N1*ST*RETAILCO DC 6094*92*6094');
    expect(text).toContain('TD5*B*2*UPSN*M*UPS Ground');
    // Written at once (no queue in tests): the order moved on to SENT_ASN, both moves logged.
    expect(await statusOf(order.serial)).toBe('SENT_ASN');
    const log = await portal.database.db
      .select()
      .from(orderLogs)
      .where(eq(orderLogs.serialNumber, order.serial))
      .orderBy(asc(orderLogs.id));
    const icn = message?.interchangeControlNumber;
    expect(
      log.slice(-2).map((row) => [row.fromStatus, row.toStatus, row.event, row.params, row.actor]),
    ).toEqual([
      [
        'DELIVERED',
        'SEND_ASN',
        'shipNoticeSent',
        { documentType: '856', controlNumber: icn },
        'shipper',
      ],
      [
        'SEND_ASN',
        'SENT_ASN',
        'shipNoticeWritten',
        { documentType: '856', controlNumber: icn },
        'system',
      ],
    ]);

    // Sent is locked.
    const id = draft.deliveryId;
    expectFailure(
      await call('saveData', { body: { deliveryId: id, version: done.detail.version, data } }),
      'DELIVERY_ALREADY_SENT',
      { field: 'deliveryId' },
    );
    expectFailure(await call('remove', { params: { delivery_id: id } }), 'DELIVERY_ALREADY_SENT', {
      field: 'delivery_id',
    });
    expectFailure(
      await send({ deliveryId: id, confirmIncomplete: true }),
      'DELIVERY_ALREADY_SENT',
      {
        field: 'deliveryId',
      },
    );

    const status = successData(
      await call('status', { params: { serial_number: order.serial } }),
      deliveryStatusSchema,
    );
    expect(status).toMatchObject({
      serialNumber: order.serial,
      deliveries: [{ deliveryId: id, status: 'doing', messageId: message?.id }],
      messages: [{ id: message?.id, documentType: '856' }],
    });

    // The list: the sent notice by its status and PO, on the day it was saved.
    const today = new Date(done.detail.updatedAt ?? '').toISOString().slice(0, 10);
    const listed = successData(
      await call('page', {
        query: {
          project_key: 'DLV',
          status: 'doing',
          poNumber: order.po.slice(1).toLowerCase(),
          from: today,
          to: today,
          timeZone: 'UTC',
        },
      }),
      deliveryPageSchema,
    );
    expect(listed.records).toEqual([
      expect.objectContaining({
        deliveryId: id,
        poNumber: order.po,
        orderStatus: 'SENT_ASN',
        status: 'doing',
        documentType: '856',
        interchangeControlNumber: message?.interchangeControlNumber,
        packageCount: data.packages.length,
        shipmentNumber: order.po,
      }),
    ]);
    const otherDays = successData(
      await call('page', { query: { project_key: 'DLV', poNumber: order.po, to: '2025-01-01' } }),
      deliveryPageSchema,
    );
    expect(otherDays.total).toBe(0);
  });

  it('copies a rejected notice to correct it, sending the copy only once the last one failed; deletes drafts', async () => {
    const order = await deliveredOrder('DLNL');
    // Labels off: the lines of the order with what shipped, no packages.
    const prefilled = await info(order.serial, 'DLNL');
    expect(prefilled.prefilledFrom).toBe('order');
    expect(prefilled.data.packages).toEqual([]);
    expect(
      prefilled.data.lines.map((line) => [line.lineNumber, line.quantity, line.packageKey]),
    ).toEqual([
      ['1', 24, undefined],
      ['2', 12, undefined],
      ['3', 6, undefined],
    ]);

    // Awaiting its first notice, with no draft yet; then with its draft.
    const awaiting = async () =>
      successData(
        await call('page', {
          query: { view: 'awaiting', project_key: 'DLNL', poNumber: order.po },
        }),
        deliveryPageSchema,
      ).records;
    expect(await awaiting()).toEqual([
      expect.objectContaining({
        deliveryId: null,
        status: null,
        serialNumber: order.serial,
        shippedDate: '2025-12-02',
      }),
    ]);

    // Packed by hand: a pallet with two cartons, numbered on save from the project's prefix.
    // Recalculated, as the builder does before sending: the package count and totals agree.
    const data: DeliveryData = recalculateShipNotice({
      shipment: {
        ...prefilled.data.shipment,
        grossWeight: 80,
        weightUnit: 'KG',
        carrierName: 'UPS',
        scac: 'UPSN',
        trackingNumber: 'T1',
        billOfLading: 'B1',
      },
      packages: [
        { key: 'P1', level: 'pallet', autoLabel: true },
        { key: 'C1', level: 'carton', parentKey: 'P1', autoLabel: true },
        { key: 'C2', level: 'carton', parentKey: 'P1', autoLabel: true },
      ],
      lines: prefilled.data.lines.map((line, index) => ({
        ...line,
        packageKey: index === 0 ? 'C1' : 'C2',
      })),
    }).data;
    const created = await detailOf('saveByPo', {
      params: { po_number: order.po },
      query: { project_key: 'DLNL' },
      body: { data },
    });
    const labels = created.data.packages.map((unit) => unit.labelNumber ?? '');
    expect(labels.every((label) => isSscc(label) && label.slice(1, 8) === prefix)).toBe(true);
    expect(new Set(labels).size).toBe(3);
    expect(created.data.packages[0]).toMatchObject({
      labelPrefix: prefix,
      labelLength: 18,
      labelStart: labels[0]?.slice(8, 17),
      labelEnd: labels[2]?.slice(8, 17),
    });
    expect(created.data.packages[0]?.masterLabel).toBeUndefined();
    expect(created.data.packages.slice(1).map((unit) => unit.masterLabel)).toEqual([
      labels[0],
      labels[0],
    ]);
    expect(await awaiting()).toEqual([
      expect.objectContaining({ deliveryId: created.deliveryId, status: 'new', packageCount: 3 }),
    ]);
    // Saved again, the numbers stay.
    portal.clock.advance(1_000);
    const again = await detailOf('saveData', {
      body: { deliveryId: created.deliveryId, version: created.version, data: created.data },
    });
    expect(again.data.packages.map((unit) => unit.labelNumber)).toEqual(labels);

    // A report file uploaded for the shipment is listed with the notice.
    const report = successData(
      await portal.request(deliveryFileEndpoints.uploadReport, {
        token,
        language: 'en-US',
        query: { serial_number: order.serial },
        ...multipartFile(Buffer.from('carton,weight\nC1,12\n'), 'weights.csv', 'text/csv'),
      }),
      storedFileSchema,
    );
    expect(report.tabular).toBe(true);
    expect((await info(order.serial, 'DLNL')).reportFiles).toEqual([report]);

    const first = await sent({ deliveryId: created.deliveryId });
    expect(first.sent).toBe(true);
    expect(first.problems).toEqual([]);
    const firstMessage = first.detail.messages[0];
    expect(await outboundText('DLNL', firstMessage?.id ?? 0)).toContain('HL*3*2*T*1~');
    expect(await awaiting()).toEqual([]);

    // A copy keeps the cartons and their numbers; it cannot go while the first is awaited.
    const copy = await detailOf('copy', { params: { delivery_id: created.deliveryId } });
    expect(copy).toMatchObject({ status: 'new', editable: true, canSend: false });
    expect(copy.deliveryId).not.toBe(created.deliveryId);
    expect(copy.data).toEqual(again.data);
    expectFailure(await send({ deliveryId: copy.deliveryId }), 'INVALID_STATUS', {
      field: 'status',
    });

    // The partner rejects the first: the corrected copy goes out as a new interchange.
    await rejectNotice('DLNL', firstMessage?.id ?? 0);
    const rejected = await detailOf('infoById', { params: { delivery_id: created.deliveryId } });
    expect(rejected.status).toBe('failed');
    const corrected = await detailOf('saveData', {
      body: {
        deliveryId: copy.deliveryId,
        version: copy.version,
        data: {
          ...copy.data,
          shipment: { ...copy.data.shipment, shipmentNumber: `${order.po}-2` },
        },
      },
    });
    expect(corrected.canSend).toBe(true);
    const second = await sent({ deliveryId: copy.deliveryId });
    expect(second.sent).toBe(true);
    const secondMessage = second.detail.messages[0];
    expect(secondMessage?.interchangeControlNumber).not.toBe(
      firstMessage?.interchangeControlNumber,
    );
    const text = await outboundText('DLNL', secondMessage?.id ?? 0);
    expect(text).toContain(`BSN*00*${order.po}-2*`);
    for (const label of labels) expect(text).toContain(`MAN*GM*${label}`);
    expect(await statusOf(order.serial)).toBe('SENT_ASN');
    const status = successData(
      await call('status', { params: { serial_number: order.serial } }),
      deliveryStatusSchema,
    );
    expect(status.deliveries.map((row) => [row.deliveryId, row.status])).toEqual([
      [copy.deliveryId, 'doing'],
      [created.deliveryId, 'failed'],
    ]);
    expect(status.messages.map((row) => row.id)).toEqual([secondMessage?.id, firstMessage?.id]);

    // Only the order's latest notice goes again: not the rejected first one, nor the second
    // once it was resent.
    const resend = (id: number | undefined) =>
      portal.request(messageEndpoints.resend, {
        token,
        params: { id: id ?? 0 },
        language: 'en-US',
      });
    expectFailure(await resend(firstMessage?.id), 'INVALID_STATUS', { field: 'status' });
    const resent = successData(await resend(secondMessage?.id), messageSchema);
    expect(resent.resendOf).toBe(secondMessage?.id);
    expectFailure(await resend(secondMessage?.id), 'INVALID_STATUS', { field: 'status' });

    // A draft may be deleted; then it is gone.
    const spare = await detailOf('copy', { params: { delivery_id: copy.deliveryId } });
    successData(await call('remove', { params: { delivery_id: spare.deliveryId } }), z.null());
    expectFailure(
      await call('infoById', { params: { delivery_id: spare.deliveryId } }),
      'DETAIL_FETCH_FAILED',
      { field: 'delivery_id' },
    );
    expectFailure(
      await call('remove', { params: { delivery_id: spare.deliveryId } }),
      'DETAIL_FETCH_FAILED',
      {
        field: 'delivery_id',
      },
    );
  });

  it('sends only the version seen, names a value X12 cannot carry, and keeps a send it could not queue', async () => {
    const order = await deliveredOrder('DLNL');
    const prefilled = await info(order.serial, 'DLNL');
    const data: DeliveryData = recalculateShipNotice({
      shipment: {
        ...prefilled.data.shipment,
        grossWeight: 10,
        weightUnit: 'KG',
        carrierName: 'A*B',
        scac: 'UPSN',
        trackingNumber: 'T1',
        billOfLading: 'B1',
      },
      packages: [{ key: 'C1', level: 'carton', autoLabel: true }],
      lines: prefilled.data.lines.map((line) => ({ ...line, packageKey: 'C1' })),
    }).data;
    const draft = await save(order.serial, { data });
    const messagesOf = () =>
      portal.database.db
        .select()
        .from(messages)
        .where(and(eq(messages.orderSerialNumber, order.serial), eq(messages.documentType, '856')));

    // Saved since the user looked: not sent unseen.
    expectFailure(
      await send({ deliveryId: draft.deliveryId, version: '2025-01-01T00:00:00.000Z' }),
      'NOTICE_CHANGED',
      { field: 'version' },
    );

    // "*" separates X12 elements: the user is told which field, nothing is stored.
    const refused = await portal.request(deliveryEndpoints.send, {
      token,
      body: { deliveryId: draft.deliveryId, version: draft.version, confirmIncomplete: true },
      language: 'zh-CN',
    });
    const sentence = '“A*B”含有EDI分隔符“*”，请删除该字符';
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual({
      code: '4027',
      message: errorCatalogue.SHIP_NOTICE_CHECKS_FAILED.message['zh-cn'].replace(
        '{value}',
        sentence,
      ),
      data: { issues: [{ field: 'shipment.carrierName', message: sentence }] },
    });
    expect(await statusOf(order.serial)).toBe('DELIVERED');
    expect(await messagesOf()).toEqual([]);
    expect((await info(order.serial, 'DLNL')).status).toBe('new');

    // Fixed; the file cannot be queued after the commit: the send stands, the message waits.
    const fixed = await save(order.serial, {
      deliveryId: draft.deliveryId,
      version: draft.version,
      data: { ...data, shipment: { ...data.shipment, carrierName: 'A B' } },
    });
    const gateway = portal.context.gateway;
    const deliver = gateway.deliver.bind(gateway);
    gateway.deliver = () => Promise.reject(new Error('queue down'));
    try {
      const done = await sent({ deliveryId: draft.deliveryId, version: fixed.version });
      expect(done.sent).toBe(true);
    } finally {
      gateway.deliver = deliver;
    }
    expect(await statusOf(order.serial)).toBe('SEND_ASN');
    expect((await messagesOf()).map((message) => message.status)).toEqual(['new']);
  });

  it('numbers an EDIFACT notice from the label prefix and writes a DESADV', async () => {
    const order = await deliveredOrder('DLEU', [{ lineNumber: '2', quantity: 20 }]);
    const types = successData(await call('types', { query: { project_key: 'DLEU' } }), pageOf);
    expect(types).toEqual([{ type: 'shipNotice', documentType: 'DESADV', enabled: true }]);
    const prefilled = await info(order.serial, 'DLEU');
    expect(prefilled.prefilledFrom).toBe('order');
    expect(prefilled.data.lines.map((line) => [line.lineNumber, line.quantity])).toEqual([
      ['1', 48],
      ['2', 20],
    ]);
    expect(prefilled.data.shipment.shipTo).toMatchObject({
      name: 'EUROMART LAGER NORD',
      id: '4012345000016',
    });
    // Recalculated, as the builder does before sending: the package count and totals agree.
    const data: DeliveryData = recalculateShipNotice({
      ...prefilled.data,
      packages: [
        { key: 'C1', level: 'carton', autoLabel: true, grossWeight: 12.5, weightUnit: 'KG' },
        { key: 'C2', level: 'carton', autoLabel: true, grossWeight: 6.25, weightUnit: 'KG' },
      ],
      lines: prefilled.data.lines.map((line, index) => ({
        ...line,
        packageKey: `C${index + 1}`,
        countryOfOrigin: 'CN',
      })),
    }).data;
    const draft = await save(order.serial, { data });
    const labels = draft.data.packages.map((unit) => unit.labelNumber ?? '');
    expect(labels.every((label) => isSscc(label) && label.slice(1, 8) === '4098765')).toBe(true);
    const done = await sent({ deliveryId: draft.deliveryId, confirmIncomplete: true });
    expect(done.sent).toBe(true);
    const message = done.detail.messages[0];
    expect(message?.documentType).toBe('DESADV');
    const text = await outboundText('DLEU', message?.id ?? 0);
    for (const label of labels) expect(text).toContain(`GIN+BJ+${label}'`);
    expect(text).toContain(`RFF+ON:${order.po}'`);
    expect(text).toContain("MEA+PD+AAB+KGM:12.5'");
    expect(text).toContain("ALI+CN'");
    expect(await statusOf(order.serial)).toBe('SENT_ASN');
  });

  it('refuses notices the project, the order or the label numbers do not allow', async () => {
    // The project sends none.
    const off = await deliveredOrder('DLOFF');
    const offTypes = successData(await call('types', { query: { project_key: 'DLOFF' } }), pageOf);
    expect(offTypes[0]?.enabled).toBe(false);
    const offInfo = await info(off.serial, 'DLOFF');
    expect(offInfo.canSend).toBe(false);
    expectFailure(
      await call('save', { params: { serial_number: off.serial }, body: { data: offInfo.data } }),
      'SHIP_NOTICES_OFF',
      { field: 'sendShipNotice' },
    );
    // Not delivered yet.
    const accepted = await acceptedOrder('DLNL');
    const early = await info(accepted.serial, 'DLNL');
    expect(early.canSend).toBe(false);
    expectFailure(
      await call('save', {
        params: { serial_number: accepted.serial },
        body: { data: early.data },
      }),
      'INVALID_STATUS',
      { field: 'status' },
    );
    // Auto numbers without a company prefix: refused, nothing stored.
    const bare = await deliveredOrder('DLNP');
    const bareInfo = await info(bare.serial, 'DLNP');
    expectFailure(
      await call('save', {
        params: { serial_number: bare.serial },
        body: {
          data: {
            ...bareInfo.data,
            packages: [{ key: 'C1', level: 'carton', autoLabel: true }],
          },
        },
      }),
      'GS1_PREFIX_MISSING',
      { field: 'gs1CompanyPrefix' },
    );
    expect(
      await portal.database.db
        .select()
        .from(deliveries)
        .where(eq(deliveries.serialNumber, bare.serial)),
    ).toEqual([]);
    // A typed number needs no prefix.
    const typed = await save(bare.serial, {
      data: {
        ...bareInfo.data,
        packages: [{ key: 'C1', level: 'carton', labelNumber: '006141410000000019' }],
      },
    });
    expect(typed.data.packages[0]?.labelNumber).toBe('006141410000000019');
    // Sent as it is, every finding of the contracts' checks, in the caller's language.
    const findings = shipNoticeProblems(typed.data, {
      orderLines: typed.orderLines,
      switches: typed.switches,
      today: portal.clock.now().toISOString().slice(0, 10),
      language: 'zh-cn',
    }).filter((problem) => problem.severity === 'block');
    expect(findings.map((problem) => problem.rule)).toEqual(
      expect.arrayContaining(['packageEmpty', 'itemWithoutPackage']),
    );
    const [firstFinding] = findings;
    if (firstFinding === undefined) throw new Error('no finding');
    const refused = await portal.request(deliveryEndpoints.send, {
      token,
      body: { deliveryId: typed.deliveryId },
      language: 'zh-CN',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: '4027',
      message: errorCatalogue.SHIP_NOTICE_CHECKS_FAILED.message['zh-cn'].replace(
        '{value}',
        shipNoticeProblemText(firstFinding, 'zh-cn'),
      ),
      data: {
        issues: findings.map((problem) => ({
          field: problem.field,
          message: shipNoticeProblemText(problem, 'zh-cn'),
        })),
      },
    });
    // Unknown notices and orders.
    expectFailure(
      await call('infoById', { params: { delivery_id: 999_999 } }),
      'DETAIL_FETCH_FAILED',
      {
        field: 'delivery_id',
      },
    );
    expectFailure(
      await call('saveData', { body: { deliveryId: 999_999, version: null, data: typed.data } }),
      'DETAIL_FETCH_FAILED',
      { field: 'deliveryId' },
    );
    // A notice named in the body must be the path's order's.
    expectFailure(
      await call('save', {
        params: { serial_number: off.serial },
        body: { deliveryId: typed.deliveryId, version: typed.version, data: typed.data },
      }),
      'DETAIL_FETCH_FAILED',
      { field: 'deliveryId' },
    );
    expectFailure(await call('copy', { params: { delivery_id: 999_999 } }), 'DETAIL_FETCH_FAILED', {
      field: 'delivery_id',
    });
    expectFailure(
      await call('infoByPo', {
        params: { po_number: 'NO-SUCH-PO' },
        query: { project_key: 'DLV' },
      }),
      'ORDER_NOT_FOUND',
      { field: 'po_number' },
    );
    expectFailure(await send({ deliveryId: 999_999 }), 'DETAIL_FETCH_FAILED', {
      field: 'deliveryId',
    });
  });
});
