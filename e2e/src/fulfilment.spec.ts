import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, screenHeading, test } from './support/fixtures';
import {
  acceptOrder,
  createLabellingPartnerProject,
  fillRouteTemplate,
  fulfilmentOf,
  pdfPageCount,
  stockOf,
  stockOrderItems,
} from './support/fulfilment';
import { orderLines, simulate, waitForOrders } from './support/partner';
import { cellOf } from './support/table';
import { accessibilityProblems, snackbar } from './support/ui';

const projectKey = 'FULFIL';
const gs1CompanyPrefix = '0614141';
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Stock beyond what the order asks for, so what is left after shipping is not just zero. */
const spare = 3;

/** The purchase list's row of an order, by its PO number. */
const purchaseRow = (page: Page, orderNumber: string) =>
  page.getByRole('table').getByRole('row').filter({ hasText: orderNumber });

test('fulfilment: an accepted order is routed by upload, packed, labelled with SSCCs and ship-confirmed to DELIVERED, and its stock ships', async ({
  page,
  portal,
  pageErrors,
}, testInfo) => {
  // Two lines of 28 (packs of 4): 14 single-pack cartons on 2 pallets, a small label PDF.
  await createLabellingPartnerProject(portal, projectKey, '履约客户', gs1CompanyPrefix);
  await simulate(portal, projectKey, testInfo.outputPath('simulator'), 'send', [
    '--documents',
    '850:1',
    '--seed',
    '23',
  ]);
  const [order] = await waitForOrders(portal, projectKey, 1);
  if (order === undefined) throw new Error('no order');
  const { orderNumber, serialNumber } = order;
  const stocked = await stockOrderItems(portal, projectKey, serialNumber, spare);
  await acceptOrder(portal, serialNumber);
  const ordered = new Map<string, number>();
  for (const line of await orderLines(portal, serialNumber)) {
    ordered.set(line.vendorItemNumber, (ordered.get(line.vendorItemNumber) ?? 0) + line.ordered);
  }
  const accepted = await stockOf(portal, projectKey);
  expect([...accepted.keys()].sort()).toEqual([...ordered.keys()].sort());
  for (const [item, held] of accepted) {
    expect(held, item).toEqual({ onHand: stocked.get(item), reserved: ordered.get(item) });
  }

  // The list: the admin's one project is chosen for them, the order waits for routing.
  await page.goto(`${portal.url}/space/purchase`);
  await expect(screenHeading(page)).toHaveText('采购订单');
  const table = page.getByRole('table');
  const row = purchaseRow(page, orderNumber);
  await expect(row).toBeVisible();
  await expect(await cellOf(table, row, '状态')).toHaveText('已接单，待发运信息');
  // The list is clean under axe (WCAG 2.1 AA) at the configured 1280 px.
  expect(await accessibilityProblems(page)).toEqual([]);

  // Route upload: the template lists the order; its row is filled in and uploaded.
  const [template] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '下载路由模板' }).click(),
  ]);
  expect(template.suggestedFilename()).toMatch(/\.xlsx$/);
  const templatePath = testInfo.outputPath(template.suggestedFilename());
  await template.saveAs(templatePath);
  const pickupDate = new Date().toISOString().slice(0, 10);
  const routed = await fillRouteTemplate(templatePath, orderNumber, {
    carrierName: 'Blue Line Freight',
    scac: 'BLFX',
    transportModeCode: 'M',
    pickupDate,
  });
  await page.getByRole('button', { name: '上传路由' }).click();
  const upload = page.getByRole('dialog', { name: `上传路由（${projectKey}）` });
  await upload
    .locator('input[type="file"]')
    .setInputFiles({ name: 'route.xlsx', mimeType: xlsxType, buffer: routed });
  await upload.getByRole('button', { name: '上传', exact: true }).click();
  await expect(
    snackbar(page, '路由已上传：更新 1 个订单，其中 1 个变为已上传发运信息'),
  ).toBeVisible();
  await expect(upload).toHaveCount(0);
  await expect(await cellOf(table, row, '状态')).toHaveText('已上传发运信息，待打印标签');
  await expect(await cellOf(table, row, '承运人 / SCAC · 发货')).toContainText('BLFX');

  // The order's fulfilment, opened from its PO number.
  await row.getByRole('link', { name: orderNumber, exact: true }).click();
  await expect(page.getByRole('heading', { name: `采购订单 ${orderNumber}` })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`po=${orderNumber}`));
  const header = page.getByRole('main').locator('header').filter({ hasText: '采购订单号' });
  await expect(header).toContainText('已上传发运信息，待打印标签');
  await expect(page.getByRole('region', { name: '发运信息' })).toContainText('Blue Line Freight');

  // Packing plan: the proposal, with one carton split in two, saved.
  const plan = page.getByRole('region', { name: '装箱方案' });
  const packages = plan.getByRole('table', { name: '包装' });
  await plan.getByRole('button', { name: '生成建议方案' }).click();
  await expect(plan.getByText('这是系统建议的方案，尚未保存：可修改后保存。')).toBeVisible();
  // The count covers every page; all 16 fit on the first (a header row and one per package).
  await expect(plan.getByText('共 16 个包装', { exact: true })).toBeVisible();
  await expect(packages.getByRole('row')).toHaveCount(17);
  await expect(packages.getByRole('row', { name: 'C1 · 纸箱（内包装）' })).toContainText(
    '尚未贴标',
  );
  await plan.getByRole('button', { name: 'C1 的操作' }).click();
  await page.getByRole('menuitem', { name: '拆分' }).click();
  const split = page.getByRole('dialog', { name: '拆分 C1' });
  await split.getByRole('textbox', { name: /^第 1 行（现有 4）/ }).fill('2');
  await split.getByRole('button', { name: '拆分', exact: true }).click();
  await expect(split).toHaveCount(0);
  await expect(plan.getByText('共 17 个包装', { exact: true })).toBeVisible();
  await expect(packages.getByRole('row')).toHaveCount(18);
  // At 1280 px the table fits its section: nothing scrolls sideways.
  const [tableBox, planBox] = await Promise.all([packages.boundingBox(), plan.boundingBox()]);
  if (tableBox === null || planBox === null) throw new Error('the plan is not laid out');
  expect(tableBox.x + tableBox.width).toBeLessThanOrEqual(planBox.x + planBox.width);
  const totals = plan.getByRole('table', { name: '各行装箱合计' });
  await expect(totals.getByText('一致')).toHaveCount(2);
  await plan.getByRole('button', { name: '保存方案' }).click();
  await expect(snackbar(page, '装箱方案已保存')).toBeVisible();
  await expect(plan.getByText('这是系统建议的方案，尚未保存：可修改后保存。')).toHaveCount(0);
  expect((await fulfilmentOf(portal, projectKey, orderNumber)).packages).toHaveLength(17);

  // Labels: every package gets an SSCC of the project's prefix; the PDF has a page for each.
  const labels = page.getByRole('region', { name: '标签与单据' });
  await labels.getByRole('button', { name: '打印标签' }).click();
  await expect(snackbar(page, '标签已生成')).toBeVisible();
  await expect(header).toContainText('已生成标签，待发货');
  const ssccPattern = new RegExp(`^\\(00\\) 0 ${gs1CompanyPrefix}\\d{9} \\d$`);
  await expect(packages.getByText(ssccPattern)).toHaveCount(17);
  const labelled = (await fulfilmentOf(portal, projectKey, orderNumber)).packages;
  expect(new Set(labelled.map((found) => found.sscc)).size).toBe(17);
  for (const found of labelled)
    expect(found.sscc).toMatch(new RegExp(`^0${gs1CompanyPrefix}\\d{10}$`));
  const [labelPdf] = await Promise.all([
    page.waitForEvent('download'),
    labels.getByRole('button', { name: '标签（PDF）' }).click(),
  ]);
  expect(labelPdf.suggestedFilename()).toMatch(/\.pdf$/);
  const pdf = await readFile(await labelPdf.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdfPageCount(pdf)).toBe(17);

  // The order's page, with its plan, labels and log, is clean under axe too.
  expect(await accessibilityProblems(page)).toEqual([]);

  // Ship confirmation as prefilled (now, what was packed): DELIVERED and locked.
  await header.getByRole('button', { name: '确认发货' }).click();
  const confirm = page.getByRole('dialog', { name: `确认发货（${orderNumber}）` });
  await expect(confirm.getByRole('textbox', { name: '第 1 行发货数量' })).toHaveValue('28');
  await confirm.getByRole('button', { name: '确认发货' }).click();
  // The lock notice starts with the same words: the snackbar is the alert saying only them.
  await expect(page.getByRole('alert').filter({ hasText: /^已确认发货$/ })).toBeVisible();
  await expect(confirm).toHaveCount(0);
  await expect(header).toContainText('已发货，待发送发货通知');
  await expect(page.getByText('已确认发货：发运信息、装箱方案和标签已锁定。')).toBeVisible();
  await expect(plan.getByRole('button', { name: '保存方案' })).toHaveCount(0);
  await expect(labels.getByRole('button', { name: '打印标签' })).toHaveCount(0);
  await expect(header.getByRole('button', { name: '确认发货' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: '操作日志' })).toContainText(
    '已发货，待发送发货通知',
  );

  // Every line shipped what it ordered; that left on-hand stock, and nothing stays held.
  const delivered = await fulfilmentOf(portal, projectKey, orderNumber);
  expect(delivered.summary.status).toBe('DELIVERED');
  expect(delivered.lines.map((line) => line.shipped)).toEqual(
    delivered.lines.map((line) => line.ordered),
  );
  const shipped = await stockOf(portal, projectKey);
  expect([...shipped.keys()].sort()).toEqual([...ordered.keys()].sort());
  for (const [item, held] of shipped) {
    expect(held, item).toEqual({ onHand: spare, reserved: 0 });
  }
  expect(pageErrors).toEqual([]);
});
