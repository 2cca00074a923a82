import { readdir } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, screenHeading, test } from './support/fixtures';
import {
  createInventory,
  createProduct,
  createStore,
  createX12Project,
  headerOf,
  outboundDir,
  rowFor,
  waitForFile,
  workbookOf,
} from './support/master-data';
import type { Portal } from './support/portal';
import { cellOf } from './support/table';
import { dismiss, snackbar } from './support/ui';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The row of the inventory list for a product in a store. */
const stockRow = (table: Locator, vendorNumber: string, storeCode: string) =>
  table.getByRole('row').filter({ hasText: vendorNumber }).filter({ hasText: storeCode });

/** Project ACME with two stores and two products, as master data leaves them. */
async function masterData(portal: Portal) {
  await createX12Project(portal, 'ACME', '艾克美');
  const stores = {
    S001: await createStore(portal, 'S001', 'Main street'),
    S002: await createStore(portal, 'S002', 'North mall'),
  };
  const products = {
    'INV-1': await createProduct(portal, {
      projectKey: 'ACME',
      vendorNumber: 'INV-1',
      name: 'Blue widget',
      unit: 'EA',
    }),
    'INV-2': await createProduct(portal, {
      projectKey: 'ACME',
      vendorNumber: 'INV-2',
      name: 'Red gadget',
      unit: 'CA',
    }),
  };
  return { stores, products };
}

/** Opens the inventory screen with project ACME chosen. */
async function openInventory(page: Page, portal: Portal) {
  await page.goto(`${portal.url}/space/inventory`);
  await expect(screenHeading(page)).toHaveText('库存查询');
  const project = page.getByRole('combobox', { name: '项目' });
  await project.click();
  await page.getByRole('option', { name: 'ACME — 艾克美', exact: true }).click();
  await expect(project).toHaveValue('ACME — 艾克美');
  return page.getByRole('table');
}

test('inventory import: a workbook of product number, store ID and quantity lists each record with on hand and available', async ({
  page,
  portal,
  pageErrors,
}, testInfo) => {
  await masterData(portal);
  const table = await openInventory(page, portal);
  await expect(page.getByText('共 0 条')).toBeVisible();

  await page.getByRole('button', { name: '库存导入' }).click();
  const dialog = page.getByRole('dialog', { name: '库存导入：ACME' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: '下载导入模板' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const templatePath = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(templatePath);
  const header = await headerOf(templatePath);
  expect(header).toEqual(['产品编号 *', '门店ID *', '数量 *']);

  const file = await workbookOf([
    header,
    rowFor(header, { 产品编号: 'INV-1', 门店ID: 'S001', 数量: 120 }),
    rowFor(header, { 产品编号: 'INV-2', 门店ID: 'S002', 数量: 35 }),
    rowFor(header, { 产品编号: 'INV-1', 门店ID: 'S002', 数量: 8 }),
  ]);
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'inventory.xlsx', mimeType: xlsxType, buffer: file });
  await dialog.getByRole('button', { name: '导入', exact: true }).click();
  await expect(snackbar(page, '导入成功')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await expect(page.getByText('共 3 条')).toBeVisible();
  for (const [vendorNumber, storeCode, name, unit, quantity] of [
    ['INV-1', 'S001', 'Blue widget', 'EA', '120'],
    ['INV-2', 'S002', 'Red gadget', 'CA', '35'],
    ['INV-1', 'S002', 'Blue widget', 'EA', '8'],
  ] as const) {
    const row = stockRow(table, vendorNumber, storeCode);
    await expect(row, `${vendorNumber} / ${storeCode}`).toHaveCount(1);
    await expect(await cellOf(table, row, '产品名称')).toHaveText(name);
    await expect(await cellOf(table, row, '单位')).toHaveText(unit);
    await expect(await cellOf(table, row, '在库数量')).toHaveText(quantity);
    await expect(await cellOf(table, row, '预留数量')).toHaveText('0');
    await expect(await cellOf(table, row, '可用数量')).toHaveText(quantity);
  }
  expect(pageErrors).toEqual([]);
});

test('inventory report: nothing selected asks for a selection; the selected records go out as an 846 file', async ({
  page,
  portal,
  pageErrors,
}) => {
  const { stores, products } = await masterData(portal);
  for (const [product, store, quantity] of [
    ['INV-1', 'S001', 50],
    ['INV-2', 'S002', 20],
  ] as const) {
    await createInventory(portal, {
      productId: products[product].id,
      storeId: stores[store].id,
      quantity,
    });
  }
  const table = await openInventory(page, portal);
  await expect(page.getByText('共 2 条')).toBeVisible();

  // With no row selected, the report and the export ask for one first and send nothing.
  await page.getByRole('button', { name: '发送库存报告', exact: true }).click();
  await dismiss(snackbar(page, '请选择库存记录'));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: '导出 Excel', exact: true }).click();
  await dismiss(snackbar(page, '请先选择要导出的数据'));
  const outbound = outboundDir(portal, 'ACME');
  expect(await readdir(outbound).catch(() => [])).toEqual([]);

  await page.getByRole('checkbox', { name: '选择 INV-1 / S001' }).check();
  await expect(stockRow(table, 'INV-1', 'S001')).toBeVisible();
  await page.getByRole('button', { name: '发送库存报告', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: '请确认' });
  await expect(confirm).toContainText('确定发送库存报告吗？');
  await confirm.getByRole('button', { name: '发送库存报告' }).click();

  const sent = snackbar(page, '库存报告已发送');
  await expect(sent).toContainText(/库存报告已发送：ACME_846_\d+\.edi/);
  await expect(confirm).toHaveCount(0);
  const fileName = /ACME_846_\d+\.edi/.exec((await sent.textContent()) ?? '')?.[0];
  if (fileName === undefined) throw new Error('the success message names no file');

  const text = await waitForFile(outbound, fileName);
  expect(text).toContain('ST*846');
  expect(text).toContain('INV-1');
  expect(text).toContain('REF*WS*S001');
  expect(text).toMatch(/QTY\*33\*50\*EA\b/);
  // Only the selected record is reported.
  expect(text).not.toContain('INV-2');
  expect(text).not.toContain('REF*WS*S002');
  expect(pageErrors).toEqual([]);
});
