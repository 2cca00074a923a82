import type { Page } from '@playwright/test';
import { orderEndpoints } from '@portal/contracts';
import { expect, screenHeading, test } from './support/fixtures';
import {
  createInventory,
  createProduct,
  createStore,
  outboundDir,
  waitForFile,
} from './support/master-data';
import {
  createPartnerProject,
  orderLines,
  orderMessages,
  simulate,
  waitForOrders,
  type OrderRow,
} from './support/partner';
import type { Portal } from './support/portal';
import { cellOf } from './support/table';
import { snackbar } from './support/ui';

const projectKey = 'RETAIL';

/** The row of an order in a list, by its serial number and PO number (both are shown). */
const orderRow = (page: Page, order: OrderRow) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ hasText: order.orderNumber })
    .filter({ hasText: String(order.serialNumber) });

/** What an order asks for, item by item: whole units, an item on several lines added up. */
async function orderedItems(portal: Portal, order: OrderRow): Promise<Map<string, number>> {
  const wanted = new Map<string, number>();
  for (const line of await orderLines(portal, order.serialNumber)) {
    wanted.set(
      line.vendorItemNumber,
      (wanted.get(line.vendorItemNumber) ?? 0) + Math.ceil(line.ordered),
    );
  }
  return wanted;
}

/** Stock in one store for exactly what an order asks for, item by item. */
async function stockFor(portal: Portal, order: OrderRow) {
  const store = await createStore(portal, `DC-${order.serialNumber}`, 'Main warehouse');
  const wanted = new Map<string, { quantity: number; unit: string }>();
  for (const line of await orderLines(portal, order.serialNumber)) {
    const known = wanted.get(line.vendorItemNumber);
    wanted.set(line.vendorItemNumber, {
      quantity: (known?.quantity ?? 0) + Math.ceil(line.ordered),
      unit: line.unit,
    });
  }
  for (const [vendorNumber, { quantity, unit }] of wanted) {
    const product = await createProduct(portal, {
      projectKey,
      vendorNumber,
      name: `Item ${vendorNumber}`,
      unit,
    });
    await createInventory(portal, { productId: product.id, storeId: store.id, quantity });
  }
}

/** Polls the API until the order's 855 is acknowledged as `status` by the partner's 997. */
async function waitForResponseStatus(portal: Portal, serialNumber: number, status: string) {
  await expect
    .poll(
      async () =>
        (await orderMessages(portal, serialNumber)).find(
          (message) => message.documentType === '855',
        )?.status,
      { timeout: 30_000 },
    )
    .toBe(status);
}

test('order operation: accepting without stock is refused and keeps the status; with stock the order is ACCEPTED, its 855 goes out and the partner’s 997 marks it success', async ({
  page,
  portal,
  pageErrors,
}, testInfo) => {
  await createPartnerProject(portal, projectKey, '零售客户');
  const state = testInfo.outputPath('simulator');
  await simulate(portal, projectKey, state, 'send', [
    '--documents',
    '850:2',
    '--per-interchange',
    '2',
    '--seed',
    '7',
  ]);
  const [later, earlier] = await waitForOrders(portal, projectKey, 2);
  if (later === undefined || earlier === undefined) throw new Error('two orders expected');

  await page.goto(`${portal.url}/space/order-operation`);
  await expect(screenHeading(page)).toHaveText('订单操作');
  const table = page.getByRole('table');
  await expect(orderRow(page, later)).toBeVisible();
  await expect(orderRow(page, earlier)).toBeVisible();

  // No stock at all: the accept is refused and nothing moves. The refusal shows once, above the
  // list, naming every item the order is short of with its quantities; no snackbar repeats it.
  const laterActions = page.getByRole('group', {
    name: `订单“${later.serialNumber} / ${later.orderNumber}”的操作`,
  });
  await laterActions.getByRole('button', { name: '接单' }).click();
  const confirm = page.getByRole('dialog', { name: '请确认' });
  await confirm.getByRole('button', { name: '接单' }).click();
  const hint = page.getByRole('alert', { name: '库存不足，订单未接单' });
  await expect(hint).toBeVisible();
  await expect(hint).toContainText(
    `订单“${later.serialNumber} / ${later.orderNumber}”保持原状态，缺货：`,
  );
  for (const [item, ordered] of await orderedItems(portal, later)) {
    const quantity = new Intl.NumberFormat('zh-CN').format(ordered);
    await expect(hint).toContainText(`${item}：订购 ${quantity}，可用 0，缺少 ${quantity}`);
  }
  await expect(snackbar(page, '库存不足，请补充库存后重新接单')).toHaveCount(0);
  await expect(await cellOf(table, orderRow(page, later), '状态')).toHaveText('待接单');
  expect((await waitForOrders(portal, projectKey, 2)).map((order) => order.status)).toEqual([
    'RECEIVED',
    'RECEIVED',
  ]);

  // Stock exactly what the earlier order asks for, then accept it.
  await stockFor(portal, earlier);
  const earlierActions = page.getByRole('group', {
    name: `订单“${earlier.serialNumber} / ${earlier.orderNumber}”的操作`,
  });
  await earlierActions.getByRole('button', { name: '接单' }).click();
  await page.getByRole('dialog', { name: '请确认' }).getByRole('button', { name: '接单' }).click();
  await expect(page.getByText('操作成功，请等待处理')).toBeVisible();
  await expect(await cellOf(table, orderRow(page, earlier), '状态')).toHaveText(
    '已接单，待发运信息',
  );

  // The 855 is in the outbound directory; the simulator answers it with a 997.
  const [response] = (await orderMessages(portal, earlier.serialNumber)).filter(
    (message) => message.documentType === '855',
  );
  if (response === undefined) throw new Error('no 855 for the accepted order');
  const text = await waitForFile(outboundDir(portal, projectKey), response.fileName);
  expect(text).toContain('ST*855*');
  expect(text).toContain(`BAK*00*AD*${earlier.orderNumber}*`);
  await simulate(portal, projectKey, state, 'answer');
  await waitForResponseStatus(portal, earlier.serialNumber, 'success');
  expect(pageErrors).toEqual([]);
});

interface OrderDetailSeen {
  currencyCode?: string;
  parties: { role: string; name?: string }[];
  lines: { vendorItemNumber?: string }[];
  serviceCharges?: { description?: string; type: string }[];
}

/** The order as the API holds it: what the tabs must show. */
async function detailOf(portal: Portal, serialNumber: number): Promise<OrderDetailSeen> {
  const answer = await portal.api(orderEndpoints.info, {
    params: { serial_number: serialNumber },
  });
  if (answer.code !== '0000') throw new Error(`order info: ${JSON.stringify(answer)}`);
  return (answer.data as { order: OrderDetailSeen }).order;
}

const partyName = (order: OrderDetailSeen, role: string): string => {
  const name = order.parties.find((party) => party.role === role)?.name;
  if (name === undefined) throw new Error(`the order names no ${role}`);
  return name;
};

test('order information: an 850 from the partner appears as RECEIVED with every tab filled; an 860 then makes it CHANGED and shows what changed', async ({
  page,
  portal,
  pageErrors,
}, testInfo) => {
  await createPartnerProject(portal, projectKey, '零售客户');
  const state = testInfo.outputPath('simulator');
  await simulate(portal, projectKey, state, 'send', ['--documents', '850:1', '--seed', '11']);
  const [order] = await waitForOrders(portal, projectKey, 1);
  if (order === undefined) throw new Error('no order');
  const seen = await detailOf(portal, order.serialNumber);
  const firstItem = seen.lines[0]?.vendorItemNumber ?? '';
  const freight = seen.serviceCharges?.[0]?.description ?? '';
  expect(firstItem).not.toBe('');
  expect(freight).toBe('FREIGHT');

  await page.goto(`${portal.url}/space/order`);
  await expect(screenHeading(page)).toHaveText('订单信息');
  const table = page.getByRole('table');
  const row = orderRow(page, order);
  // The header is read once: wait for the list to be there first.
  await expect(row).toBeVisible();
  await expect(await cellOf(table, row, '状态')).toHaveText('待接单');
  // The order number is a real link to the order's own address.
  const link = row.getByRole('link', { name: String(order.serialNumber), exact: true });
  const orderPath = `/space/order/${order.serialNumber}`;
  await expect(link).toHaveAttribute('href', orderPath);
  await link.click();
  await expect(page).toHaveURL(`${portal.url}${orderPath}`);
  const drawer = page.getByRole('dialog', {
    name: `订单 ${order.serialNumber}（采购订单号 ${order.orderNumber}）`,
  });
  await expect(drawer).toBeVisible();

  // Each of the nine tabs shows what the order carries.
  const expectations: [string, string][] = [
    ['订单详情', partyName(seen, 'shipTo')],
    ['订单计划与零件清单', firstItem],
    ['发票信息', partyName(seen, 'billTo')],
    ['发票明细', firstItem],
    ['贸易结算', seen.currencyCode ?? ''],
    ['SPAC 信息', freight],
    ['交货详情', partyName(seen, 'shipTo')],
    // The release to RECEIVED once the 997 was written is logged.
    ['操作日志', '已向对方确认收到，订单待处理'],
    ['原始单据', `BEG*00*`],
  ];
  for (const [tab, text] of expectations) {
    await drawer.getByRole('tab', { name: tab, exact: true }).click();
    await expect(drawer.getByRole('tabpanel')).toContainText(text);
  }
  await expect(drawer.getByRole('tabpanel')).toContainText(order.orderNumber);

  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(`${portal.url}/space/order`);

  // The partner changes the order: it becomes CHANGED, version 2, with the change listed.
  await simulate(portal, projectKey, state, 'send', ['--documents', '860:1']);
  const [changed] = await waitForOrders(
    portal,
    projectKey,
    1,
    (candidate) => candidate.status === 'CHANGED',
  );
  expect(changed?.documentVersion).toBe(2);
  await page.reload();
  await expect(row).toBeVisible();
  await expect(await cellOf(table, row, '状态')).toHaveText('已变更，待确认');
  await row.getByRole('link', { name: '详情' }).click();
  await expect(drawer.getByText('变更内容')).toBeVisible();
  await expect(drawer.getByText('历史版本')).toBeVisible();
  await drawer.getByRole('tab', { name: '原始单据', exact: true }).click();
  await expect(drawer.getByRole('tabpanel')).toContainText('BCH*');
  expect(pageErrors).toEqual([]);
});

test('order addresses: an order’s link opens its drawer over the list, in a new tab and after a reload; an unknown one is "not found"', async ({
  page,
  portal,
  pageErrors,
}, testInfo) => {
  await createPartnerProject(portal, projectKey, '零售客户');
  await simulate(portal, projectKey, testInfo.outputPath('simulator'), 'send', [
    '--documents',
    '850:1',
    '--seed',
    '13',
  ]);
  const [order] = await waitForOrders(portal, projectKey, 1);
  if (order === undefined) throw new Error('no order');
  const orderPath = `/space/order/${order.serialNumber}`;
  const drawerName = `订单 ${order.serialNumber}（采购订单号 ${order.orderNumber}）`;

  await page.goto(`${portal.url}/space/order`);
  const row = orderRow(page, order);
  await expect(row).toBeVisible();
  // Both numbers are real links to the order's own address.
  for (const number of [String(order.serialNumber), order.orderNumber]) {
    await expect(row.getByRole('link', { name: number, exact: true })).toHaveAttribute(
      'href',
      orderPath,
    );
  }

  // As "open in new tab" or a shared link would: the drawer over the list, also after a reload.
  const tab = await page.context().newPage();
  await tab.goto(`${portal.url}${orderPath}`);
  const drawer = tab.getByRole('dialog', { name: drawerName });
  await expect(drawer.getByRole('tab', { name: '订单详情', exact: true })).toBeVisible();
  await tab.reload();
  await expect(drawer.getByRole('tab', { name: '订单详情', exact: true })).toBeVisible();
  await expect(orderRow(tab, order)).toBeVisible();
  // Closing goes back to the list.
  await tab.keyboard.press('Escape');
  await expect(tab).toHaveURL(`${portal.url}/space/order`);
  await expect(drawer).toHaveCount(0);

  // An order nobody has is "not found", in the drawer.
  await tab.goto(`${portal.url}/space/order/987654`);
  await expect(tab.getByRole('dialog', { name: '未找到订单' })).toContainText('没有这个订单');
  await tab.close();
  expect(pageErrors).toEqual([]);
});

test('dashboard: orders and messages of the partner are counted and drawn as charts', async ({
  page,
  portal,
  pageErrors,
}, testInfo) => {
  await createPartnerProject(portal, projectKey, '零售客户');
  await simulate(portal, projectKey, testInfo.outputPath('simulator'), 'send', [
    '--documents',
    '850:3',
    '--per-interchange',
    '3',
    '--seed',
    '5',
  ]);
  await waitForOrders(portal, projectKey, 3);

  await page.goto(`${portal.url}/space/dashboard`);
  await expect(screenHeading(page)).toHaveText('仪表盘');
  for (const chart of ['订单趋势', '订单状态分布', '报文发送趋势', '按单据类型的报文']) {
    const figure = page.getByRole('img', { name: chart, exact: true });
    await expect(figure).toBeVisible();
    // echarts draws into the container (SVG renderer): axes, bars and lines are paths.
    await expect(figure.locator('svg')).toBeVisible();
    await expect.poll(() => figure.locator('svg path').count()).toBeGreaterThan(3);
  }
  const ordersByStatus = page.getByRole('img', { name: '订单状态分布', exact: true });
  await expect(ordersByStatus).toContainText('待接单');

  // The days are the portal's date fields: a calendar in Chinese, and a typed day goes to the
  // API as YYYY-MM-DD, as before.
  const start = page.getByLabel('开始日期');
  await start.click();
  await expect(page.getByRole('button', { name: '选择月份' })).toHaveText(/月 \d{4}$/);
  const shown = new Date(`${await start.inputValue()}T00:00:00Z`);
  shown.setUTCDate(shown.getUTCDate() + 1);
  const day = shown.toISOString().slice(0, 10);
  const sent = page.waitForRequest(
    (request) => new URL(request.url()).searchParams.get('from') === day,
  );
  await start.fill(day);
  await page.getByRole('button', { name: '查询' }).click();
  await sent;
  await expect(start).toHaveValue(day);
  expect(pageErrors).toEqual([]);
});
