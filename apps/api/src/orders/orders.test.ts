import {
  defaultProjectFeatures,
  fileExportEndpoints,
  orderDetailSchema,
  orderDocumentTypeSchema,
  orderEndpoints,
  orderErrorSchema,
  orderLogSchema,
  orderOperateResultSchema,
  orderCountCap,
  orderPageSchema,
  xlsxMediaType,
  type EndpointDefinition,
  type OrderPage,
} from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messages, orders } from '../database';
import {
  createTestProject,
  edifactConnection,
  readFixture,
  x12Connection,
} from '../gateway/testing/gateway-fixtures';
import { expectFailure, successData } from '../testing/envelope-assertions';
import { makeTempDir, type TempDir } from '../testing/fixtures';
import { databaseKinds, snapshotTables } from '../testing/test-database';
import { startTestPortal, type RequestOptions, type TestPortal } from '../testing/test-portal';
import { internalNamesIn } from '../testing/internal-names';
import { rowsOf } from '../testing/workbook-fixtures';
import { receiveChange, receiveOrder, stockFixtureItems } from './testing/order-fixtures';

const deletable = {
  ...x12Connection,
  features: { ...defaultProjectFeatures, allowDelete: true, showTradeSettlement: false },
};

describe.each(databaseKinds)('order information API on %s', (kind) => {
  let portal: TestPortal;
  let dir: TempDir;
  let clerk: string;
  let reader: string;
  const serials = new Map<string, number>();

  beforeAll(async () => {
    dir = await makeTempDir();
    portal = await startTestPortal(kind, { dataDir: dir.path });
    const db = portal.database.db;
    await createTestProject(db, dir.path, 'SHOP', x12Connection);
    await createTestProject(db, dir.path, 'DEL', deletable);
    await createTestProject(db, dir.path, 'EURO', edifactConnection);
    await stockFixtureItems(db, 'SHOP', 'W-SHOP', 1000);
    const user = await portal.createUser({ account: 'orders', roles: ['ORDER'] });
    clerk = await portal.tokenFor(user.id);
    const other = await portal.createUser({ account: 'shipper', roles: ['DELIVERY'] });
    reader = await portal.tokenFor(other.id);
    // Five orders a minute apart, so the received time orders them.
    for (const [index, po] of ['PO-A1', 'PO-A2', 'PO-B1', 'PO-B2', 'PO-C1'].entries()) {
      serials.set(po, await receiveOrder(portal, 'SHOP', x12Connection, po));
      await receivedAt(po, new Date(Date.UTC(2026, 10, 20, 8, index)));
    }
    serials.set('PO-DEL', await receiveOrder(portal, 'DEL', deletable, 'PO-DEL'));
    await receivedAt('PO-DEL', new Date(Date.UTC(2026, 10, 21, 1, 0)));
  }, 60_000);
  afterAll(async () => {
    await portal.close();
    await dir.cleanup();
  });

  /** Moves an order's received time (the session clock stays where the tokens were issued). */
  async function receivedAt(orderNumber: string, at: Date): Promise<void> {
    await portal.database.db
      .update(orders)
      .set({ receivedAt: at })
      .where(eq(orders.orderNumber, orderNumber));
  }

  const get = (definition: EndpointDefinition, input: RequestOptions = {}, token = clerk) =>
    portal.request(definition, { ...input, token, language: 'en-US' });
  const serial = (po: string): number => {
    const found = serials.get(po);
    if (found === undefined) throw new Error(`no order ${po}`);
    return found;
  };
  const page = async (query: string): Promise<OrderPage> =>
    successData(
      await get(orderEndpoints.page, { query: Object.fromEntries(new URLSearchParams(query)) }),
      orderPageSchema,
    );

  it('lists a received 850 as RECEIVED with its buyer, ship-to, lines and totals', async () => {
    const found = await page('project_key=SHOP&orderNumber=PO-A1');
    expect(found.total).toBe(1);
    expect(found.records[0]).toMatchObject({
      serialNumber: serial('PO-A1'),
      documentType: 'ORDER',
      documentNumber: 'PO-A1',
      status: 'RECEIVED',
      documentVersion: 1,
      quantity: 42,
      amount: 675,
      currencyCode: 'USD',
      orderDate: '2025-11-20',
      shipToName: 'RETAILCO DC 6094',
      lineCount: 3,
    });
  });

  it('filters by status, number prefixes, received days in a time zone and order date', async () => {
    expect((await page('project_key=SHOP&orderNumber=PO-B')).total).toBe(2);
    expect((await page(`serialNumber=${serial('PO-C1')}`)).records).toHaveLength(1);
    expect((await page('project_key=SHOP&status=RECEIVED,CHANGED')).total).toBe(5);
    expect((await page('project_key=SHOP&status=ACCEPTED')).total).toBe(0);
    // 08:00 UTC on the 20th is still the 20th in Shanghai; 01:00 UTC on the 21st is the 21st.
    expect(
      (await page('receivedFrom=2026-11-20&receivedTo=2026-11-20&timeZone=Asia/Shanghai')).total,
    ).toBe(5);
    expect((await page('receivedFrom=2026-11-21&timeZone=Asia/Shanghai')).total).toBe(1);
    // In Los Angeles, 01:00 UTC on the 21st is still the 20th.
    expect(
      (await page('receivedFrom=2026-11-20&receivedTo=2026-11-20&timeZone=America/Los_Angeles'))
        .total,
    ).toBe(6);
    expect((await page('orderDateFrom=2025-11-20&orderDateTo=2025-11-20')).total).toBe(6);
    expect((await page('orderDateFrom=2025-11-21')).total).toBe(0);
    // A LIKE wildcard typed by the user is searched for, not expanded.
    expect((await page('orderNumber=PO-%')).total).toBe(0);
  });

  it('pages newest first by keyset: `next` leads to the following rows, with none repeated', async () => {
    const first = await page('project_key=SHOP&size=10&page=1');
    expect(first.records.map((row) => row.orderNumber)).toEqual([
      'PO-C1',
      'PO-B2',
      'PO-B1',
      'PO-A2',
      'PO-A1',
    ]);
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let pageNumber = 1; pageNumber <= 3; pageNumber += 1) {
      const after: string = cursor === null ? '' : `&after=${cursor}`;
      // Size 10 is the smallest page; two-row pages come from the order-number prefix filter.
      const current = await page(`project_key=SHOP&page=${pageNumber}&size=10${after}`);
      seen.push(...current.records.map((row) => row.orderNumber));
      cursor = current.next;
      if (cursor === null) break;
    }
    expect(seen).toEqual(['PO-C1', 'PO-B2', 'PO-B1', 'PO-A2', 'PO-A1']);
    const ascending = await page('project_key=SHOP&sort=orderNumber&direction=asc');
    expect(ascending.records.map((row) => row.orderNumber)).toEqual([
      'PO-A1',
      'PO-A2',
      'PO-B1',
      'PO-B2',
      'PO-C1',
    ]);
  });

  it('continues a keyset page exactly after the row the cursor names', async () => {
    const db = portal.database.db;
    // Eleven more orders make a second page of size 10.
    for (let index = 0; index < 11; index += 1) {
      const po = `PO-K${String(index).padStart(2, '0')}`;
      await receiveOrder(portal, 'EURO', x12Connection, po);
      await receivedAt(po, new Date(Date.UTC(2026, 10, 22, 9, index)));
    }
    const first = await page('project_key=EURO&size=10');
    expect(first.total).toBe(11);
    expect(first.next).not.toBeNull();
    const second = await page(`project_key=EURO&size=10&page=2&after=${first.next}`);
    expect(second.records.map((row) => row.orderNumber)).toEqual(['PO-K00']);
    expect(second.next).toBeNull();
    const byOffset = await page('project_key=EURO&size=10&page=2');
    expect(byOffset.records).toEqual(second.records);
    await db.delete(orders).where(eq(orders.projectKey, 'EURO'));
  });

  it('counts at most 10,000 matches and says when more match', async () => {
    const db = portal.database.db;
    const [template] = await db.select().from(orders).where(eq(orders.orderNumber, 'PO-A1'));
    if (template === undefined) throw new Error('no template order');
    // 10,001 copies of an order in a project of their own, made in SQL to stay quick.
    await db.execute(sql`
      insert into orders (project_key, document_id, document_type, document_number, order_number,
        status, data, received_at)
      select 'BULK', ${template.documentId}, 'ORDER', 'BULK' || n, 'BULK' || n, 'RECEIVED',
        ${JSON.stringify(template.data)}::jsonb, now() - n * interval '1 second'
      from generate_series(1, ${orderCountCap + 1}) as n`);
    const capped = await page('project_key=BULK');
    expect(capped).toMatchObject({ total: orderCountCap, totalCapped: true });
    expect(capped.records).toHaveLength(10);
    const exact = await page('project_key=BULK&orderNumber=BULK1000');
    // BULK1000, BULK10000 and BULK10001 start with it.
    expect(exact).toMatchObject({ total: 3, totalCapped: false });
    await db.delete(orders).where(eq(orders.projectKey, 'BULK'));
  });

  it('refuses bad filters with the field at fault', async () => {
    expectFailure(
      await get(orderEndpoints.page, { query: { status: 'SHIPPED' } }),
      'VALIDATION_FAILED',
    );
    expectFailure(
      await get(orderEndpoints.page, {
        query: { receivedFrom: '2026-11-21', receivedTo: '2026-11-20' },
      }),
      'VALIDATION_FAILED',
    );
    expectFailure(
      await get(orderEndpoints.page, { query: { timeZone: 'Mars/Olympus' } }),
      'VALIDATION_FAILED',
    );
    expectFailure(
      await get(orderEndpoints.page, { query: { after: 'bm90IGpzb24' } }),
      'FIELD_INVALID',
      { field: 'after' },
    );
    expectFailure(
      await get(orderEndpoints.page, { query: { sort: 'price' } }),
      'VALIDATION_FAILED',
    );
  });

  it('names the document types of a project’s standard', async () => {
    const x12 = successData(
      await get(orderEndpoints.documentTypes, { query: { project_key: 'SHOP' } }),
      z.array(orderDocumentTypeSchema),
    );
    expect(x12).toEqual([
      { documentType: 'ORDER', setIds: ['850'] },
      { documentType: 'ORDER_CHANGE', setIds: ['860'] },
      { documentType: 'ORDER_PLAN', setIds: ['830'] },
    ]);
    const edifact = successData(
      await get(orderEndpoints.documentTypes, { query: { project_key: 'EURO' } }),
      z.array(orderDocumentTypeSchema),
    );
    expect(edifact[0]).toEqual({ documentType: 'ORDER', setIds: ['ORDERS'] });
    expectFailure(
      await get(orderEndpoints.documentTypes, { query: { project_key: 'NOPE' } }),
      'FIELD_INVALID',
      { field: 'project_key' },
    );
  });

  it('shows one order with its original document verbatim, its switches and allowed answers', async () => {
    const detail = successData(
      await get(orderEndpoints.info, { params: { serial_number: serial('PO-A2') } }),
      orderDetailSchema,
    );
    expect(detail.summary.orderNumber).toBe('PO-A2');
    expect(detail.order.parties.map((party) => party.role)).toEqual(
      expect.arrayContaining(['shipTo', 'billTo']),
    );
    expect(detail.order.lines).toHaveLength(3);
    expect(detail.documents).toHaveLength(1);
    expect(detail.documents[0]).toMatchObject({ setId: '850', senderId: 'RETAILCO' });
    expect(detail.documents[0]?.originalText).toContain('BEG*00*SA*PO-A2*');
    expect(detail.allowedActions).toEqual(['accept', 'reject', 'backorder', 'cancel']);
    expect(detail.features.showTradeSettlement).toBe(true);
    expect(detail.versions).toEqual([]);
    expect(detail.changes).toEqual([]);
    // Other roles that open orders from their own work read them too.
    successData(
      await get(orderEndpoints.info, { params: { serial_number: serial('PO-A2') } }, reader),
      orderDetailSchema,
    );
    expectFailure(
      await get(orderEndpoints.info, { params: { serial_number: 987654 } }),
      'ORDER_NOT_FOUND',
    );
  });

  it('finds an order by its document number, order number, or either', async () => {
    for (const lookup of [
      orderEndpoints.byDocumentNumber,
      orderEndpoints.byOrderNumber,
      orderEndpoints.byEitherNumber,
    ]) {
      const found = successData(
        await get(lookup, { params: { number: 'PO-B1' }, query: { project_key: 'SHOP' } }),
        orderDetailSchema,
      );
      expect(found.summary.serialNumber).toBe(serial('PO-B1'));
    }
    expectFailure(
      await get(orderEndpoints.byOrderNumber, {
        params: { number: 'PO-B1' },
        query: { project_key: 'DEL' },
      }),
      'ORDER_NOT_FOUND',
    );
  });

  it('finds an order by its PO number without a project, in the one project that has it', async () => {
    const found = successData(
      await get(orderEndpoints.byEitherNumber, { params: { number: 'PO-DEL' } }),
      orderDetailSchema,
    );
    expect(found.summary).toMatchObject({ serialNumber: serial('PO-DEL'), projectKey: 'DEL' });
    expectFailure(
      await get(orderEndpoints.byOrderNumber, { params: { number: 'PO-NOWHERE' } }),
      'ORDER_NOT_FOUND',
      { field: 'number' },
    );
  });

  it('turns an 860 into CHANGED, keeping the version before it and showing what changed', async () => {
    const serialNumber = serial('PO-B2');
    await receiveChange(portal, 'SHOP', x12Connection, 'PO-B2');
    const detail = successData(
      await get(orderEndpoints.info, { params: { serial_number: serialNumber } }),
      orderDetailSchema,
    );
    expect(detail.summary).toMatchObject({
      status: 'CHANGED',
      documentVersion: 2,
      documentType: 'ORDER_CHANGE',
      lineCount: 2,
      quantity: 36,
    });
    expect(detail.versions).toHaveLength(1);
    expect(detail.versions[0]).toMatchObject({ version: 1, status: 'RECEIVED' });
    expect(detail.versions[0]?.order.lines).toHaveLength(3);
    expect(detail.documents.map((document) => document.setId)).toEqual(['850', '860']);
    expect(detail.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          scope: 'line',
          lineNumber: '3',
          change: 'delete',
          before: 'ACM-2001 6 CA',
        }),
        expect.objectContaining({
          scope: 'line',
          lineNumber: '1',
          change: 'change',
          field: 'quantities.outstanding',
          before: null,
          after: '12',
        }),
        expect.objectContaining({ scope: 'header', field: 'quantity', before: '42', after: '36' }),
      ]),
    );
    const logs = successData(
      await get(orderEndpoints.logs, { params: { serial_number: serialNumber } }),
      z.array(orderLogSchema),
    );
    expect(logs.map((log) => log.toStatus)).toEqual(['NEW_ORDER', 'RECEIVED', 'CHANGED']);
    // A changed order is answered again: accepting it reserves the changed quantities.
    const accepted = successData(
      await portal.request(orderEndpoints.operate, {
        token: clerk,
        language: 'en-US',
        body: { serialNumber, action: 'accept' },
      }),
      orderOperateResultSchema,
    );
    expect(accepted.summary.status).toBe('ACCEPTED');
  });

  it('applies an 860 that comes in the same interchange as its 850, before the 997', async () => {
    const order = (await readFixture('x12-004010-850-single.edi')).toString('utf8');
    const change = (await readFixture('x12-004010-860-change.edi')).toString('utf8');
    const group = (text: string) => text.slice(text.indexOf('GS*'), text.indexOf('IEA*'));
    const both =
      `${order.slice(0, order.indexOf('GS*'))}${group(order)}${group(change)}IEA*2*000000999~\n`
        .replace(/^(ISA(?:\*[^*]*){12}\*)\d{9}/, '$1000000999')
        .replaceAll('4500012345', 'PO-TOGETHER');
    const outcome = await portal.context.gateway.receiveBody(
      'SHOP',
      x12Connection,
      'together.edi',
      Buffer.from(both),
    );
    expect(outcome).toMatchObject({ status: 'accepted', documents: 2, orders: 1 });
    const [stored] = await portal.database.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, 'PO-TOGETHER'));
    const detail = successData(
      await get(orderEndpoints.info, { params: { serial_number: stored?.serialNumber ?? 0 } }),
      orderDetailSchema,
    );
    // The 997 was written: the changed order is released as the one to answer.
    expect(detail.summary).toMatchObject({
      status: 'RECEIVED',
      documentVersion: 2,
      documentType: 'ORDER_CHANGE',
      lineCount: 2,
      quantity: 36,
    });
    expect(detail.versions).toEqual([expect.objectContaining({ version: 1, status: 'NEW_ORDER' })]);
    const logs = successData(
      await get(orderEndpoints.logs, { params: { serial_number: stored?.serialNumber ?? 0 } }),
      z.array(orderLogSchema),
    );
    expect(logs.map((log) => [log.fromStatus, log.toStatus])).toEqual([
      [null, 'NEW_ORDER'],
      ['NEW_ORDER', 'NEW_ORDER'],
      ['NEW_ORDER', 'RECEIVED'],
    ]);
  });

  it('records a change that arrives when the order can no longer change, changing nothing', async () => {
    const serialNumber = serial('PO-C1');
    await portal.request(orderEndpoints.operate, {
      token: clerk,
      body: { serialNumber, action: 'reject' },
    });
    const before = await portal.database.db
      .select()
      .from(orders)
      .where(eq(orders.serialNumber, serialNumber));
    await receiveChange(portal, 'SHOP', x12Connection, 'PO-C1');
    const after = await portal.database.db
      .select()
      .from(orders)
      .where(eq(orders.serialNumber, serialNumber));
    expect(after).toEqual(before);
    const errors = successData(
      await get(orderEndpoints.errors, { params: { serial_number: serialNumber } }),
      z.array(orderErrorSchema),
    );
    // The status is named as the screens name it, in the caller's language, never REJECTED.
    expect(errors).toEqual([
      expect.objectContaining({
        source: 'change',
        message: 'The change was not applied: the order was "Rejected" when it arrived',
      }),
    ]);
    const errorsInChinese = successData(
      await portal.request(orderEndpoints.errors, {
        params: { serial_number: serialNumber },
        token: clerk,
        language: 'zh-CN',
      }),
      z.array(orderErrorSchema),
      'zh-cn',
    );
    expect(errorsInChinese.map((error) => error.message)).toEqual([
      '变更未应用：变更到达时订单状态为“已拒单”',
    ]);
  });

  it('deletes only where the project allows it, and only orders that hold nothing', async () => {
    const shop = serial('PO-A1');
    let before = await snapshotTables(portal.database);
    expectFailure(
      await portal.request(orderEndpoints.remove, {
        params: { serial_number: shop },
        token: clerk,
        language: 'en-US',
      }),
      'ORDER_DELETE_NOT_ALLOWED',
    );
    expect(await snapshotTables(portal.database)).toEqual(before);

    const own = serial('PO-DEL');
    await portal.database.db
      .update(orders)
      .set({ status: 'ACCEPTED' })
      .where(eq(orders.serialNumber, own));
    before = await snapshotTables(portal.database);
    expectFailure(
      await portal.request(orderEndpoints.remove, {
        params: { serial_number: own },
        token: clerk,
        language: 'en-US',
      }),
      'INVALID_STATUS',
    );
    expect(await snapshotTables(portal.database)).toEqual(before);
    await portal.database.db
      .update(orders)
      .set({ status: 'RECEIVED' })
      .where(eq(orders.serialNumber, own));
    const detail = successData(
      await get(orderEndpoints.info, { params: { serial_number: own } }),
      orderDetailSchema,
    );
    expect(detail.features.showTradeSettlement).toBe(false);
    successData(
      await portal.request(orderEndpoints.remove, {
        params: { serial_number: own },
        token: clerk,
        language: 'en-US',
      }),
      z.null(),
    );
    expectFailure(
      await get(orderEndpoints.info, { params: { serial_number: own } }),
      'ORDER_NOT_FOUND',
    );
    expectFailure(
      await portal.request(orderEndpoints.remove, {
        params: { serial_number: own },
        token: reader,
        language: 'en-US',
      }),
      'NO_PERMISSION',
    );
  });

  it('exports the selected orders one row per line, in the caller’s language', async () => {
    const response = await portal.request(fileExportEndpoints.export, {
      token: clerk,
      language: 'zh-CN',
      body: { resource: 'order', ids: [serial('PO-A1'), serial('PO-A2')] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain(xlsxMediaType);
    const rows = await rowsOf(response.rawPayload);
    expect(rows[0]?.slice(0, 3)).toEqual(['订单号', '采购订单号', '单据号']);
    expect(rows).toHaveLength(1 + 6);
    expect(rows.slice(1).map((row) => row[1])).toEqual([
      'PO-A2',
      'PO-A2',
      'PO-A2',
      'PO-A1',
      'PO-A1',
      'PO-A1',
    ]);
    // Document type and status in words, as the screens show them; no internal name anywhere.
    expect(rows[0]?.slice(3, 5)).toEqual(['单据类型', '状态']);
    expect(new Set(rows.slice(1).map((row) => `${row[3]} / ${row[4]}`))).toEqual(
      new Set(['订单 / 待接单']),
    );
    expect(internalNamesIn(rows)).toEqual([]);
    const english = await rowsOf(
      (
        await portal.request(fileExportEndpoints.export, {
          token: clerk,
          language: 'en-US',
          body: { resource: 'order', ids: [serial('PO-A1')] },
        })
      ).rawPayload,
    );
    expect(english[0]?.slice(3, 5)).toEqual(['Document type', 'Status']);
    expect(english[1]?.slice(3, 5)).toEqual(['Order', 'Awaiting acceptance']);
    expect(internalNamesIn(english)).toEqual([]);
    expectFailure(
      await portal.request(fileExportEndpoints.export, {
        token: clerk,
        language: 'en-US',
        body: { resource: 'order', ids: [] },
      }),
      'EXPORT_SELECTION_REQUIRED',
      { field: 'ids' },
    );
    expectFailure(
      await portal.request(fileExportEndpoints.export, {
        token: reader,
        language: 'en-US',
        body: { resource: 'order', ids: [serial('PO-A1')] },
      }),
      'NO_PERMISSION',
    );
  });

  it('keeps order plans (830) apart as ORDER_PLAN with their schedule', async () => {
    const plan = await readFixture('x12-004010-830-plan.edi');
    await portal.context.gateway.receiveBody('SHOP', x12Connection, 'plan.edi', plan);
    const plans = await page('project_key=SHOP&documentType=ORDER_PLAN');
    expect(plans.total).toBe(1);
    const detail = successData(
      await get(orderEndpoints.info, {
        params: { serial_number: plans.records[0]?.serialNumber ?? 0 },
      }),
      orderDetailSchema,
    );
    expect(detail.allowedActions).toEqual([]);
    expect(detail.order.lines.some((line) => (line.schedule ?? []).length > 0)).toBe(true);

    // Order operation asks for orders and order changes only: the plan is not among them.
    const answerable = await page('project_key=SHOP&documentType=ORDER,ORDER_CHANGE&size=100');
    expect(answerable.records.map((order) => order.documentType)).not.toContain('ORDER_PLAN');
    expect((await page('project_key=SHOP&size=100')).total).toBe(answerable.total + 1);
  });

  it('refuses a number that orders of several projects carry, naming the projects', async () => {
    serials.set('PO-TWICE', await receiveOrder(portal, 'SHOP', x12Connection, 'PO-TWICE'));
    await receiveOrder(portal, 'DEL', deletable, 'PO-TWICE');
    const refused = expectFailure(
      await get(orderEndpoints.byEitherNumber, { params: { number: 'PO-TWICE' } }),
      'ORDER_NUMBER_IN_SEVERAL_PROJECTS',
      { field: 'project_key' },
    );
    expect(refused.data?.projects).toEqual(['DEL', 'SHOP']);
    // With the project chosen, it is that project's.
    const found = successData(
      await get(orderEndpoints.byEitherNumber, {
        params: { number: 'PO-TWICE' },
        query: { project_key: 'SHOP' },
      }),
      orderDetailSchema,
    );
    expect(found.summary.serialNumber).toBe(serial('PO-TWICE'));
  });

  it('describes a message that went wrong without a reason by its status in words', async () => {
    const serialNumber = await receiveOrder(portal, 'SHOP', x12Connection, 'PO-MSG');
    await portal.request(orderEndpoints.operate, {
      token: clerk,
      body: { serialNumber, action: 'accept' },
    });
    await portal.database.db
      .update(messages)
      .set({ status: 'unknown', errors: [] })
      .where(eq(messages.orderSerialNumber, serialNumber));
    const errorsIn = async (language: 'zh-cn' | 'en-us') =>
      successData(
        await portal.request(orderEndpoints.errors, {
          params: { serial_number: serialNumber },
          token: clerk,
          language: language === 'zh-cn' ? 'zh-CN' : 'en-US',
        }),
        z.array(orderErrorSchema),
        language,
      ).map((error) => error.message);
    expect(await errorsIn('en-us')).toEqual(['Unknown (no acknowledgement in time)']);
    expect(await errorsIn('zh-cn')).toEqual(['未知（超时未确认）']);
  });
});
