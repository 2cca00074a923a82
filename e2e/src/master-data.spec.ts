import type { Locator, Page } from '@playwright/test';
import { expect, screenHeading, test } from './support/fixtures';
import {
  createX12Project,
  headerOf,
  productNumbers,
  rowFor,
  workbookOf,
} from './support/master-data';
import { cellOf } from './support/table';
import { dismiss, field, snackbar } from './support/ui';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Picks `option` from a Mantine select (its list opens in a portal, outside the dialog). */
async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(select).toHaveValue(option);
}

/** The row of a table whose cell reads exactly `text`. */
const rowWith = (table: Locator, text: string) =>
  table
    .getByRole('row')
    .filter({ has: table.page().getByRole('cell', { name: text, exact: true }) });

/** The table of a screen with a column titled `column`. */
const tableWith = (page: Page, column: string) =>
  page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: column }) });

test('products: a new product with a unit from the option list is saved and listed; an empty required field saves nothing', async ({
  page,
  portal,
  pageErrors,
}) => {
  await createX12Project(portal, 'ACME', '艾克美');
  await page.goto(`${portal.url}/space/product`);
  await expect(screenHeading(page)).toHaveText('产品');
  await expect(page.getByText('共 0 条')).toBeVisible();

  // Export with nothing selected says what to do first.
  await page.getByRole('button', { name: '导出 Excel', exact: true }).click();
  await dismiss(snackbar(page, '请先选择要导出的数据'));

  await page.getByRole('button', { name: '新增产品' }).click();
  const dialog = page.getByRole('dialog', { name: '新增产品' });
  await choose(page, dialog.getByRole('combobox', { name: '项目' }), 'ACME — 艾克美');
  await field(dialog, '产品编号').fill('WIDGET-1');
  await field(dialog, '颜色').fill('Blue');
  await choose(page, dialog.getByRole('combobox', { name: '计量单位' }), 'EA — Each');

  // The name is required: left empty, it is marked and nothing reaches the server.
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('该字段不能为空')).toHaveCount(1);
  await expect(field(dialog, '名称')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog).toBeVisible();
  expect(await productNumbers(portal, 'ACME')).toEqual([]);

  await field(dialog, '名称').fill('Blue widget');
  await expect(dialog.getByText('该字段不能为空')).toHaveCount(0);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(snackbar(page, '保存成功')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const table = page.getByRole('table');
  const row = rowWith(table, 'WIDGET-1');
  await expect(row).toHaveCount(1);
  await expect(await cellOf(table, row, '名称')).toHaveText('Blue widget');
  await expect(await cellOf(table, row, '项目')).toHaveText('ACME');
  await expect(await cellOf(table, row, '颜色')).toHaveText('Blue');
  await expect(await cellOf(table, row, '计量单位')).toHaveText('EA');
  await expect(page.getByText('共 1 条')).toBeVisible();
  expect(await productNumbers(portal, 'ACME')).toEqual(['WIDGET-1']);
  expect(pageErrors).toEqual([]);
});

test('products: import from the downloaded template adds the rows; a file with a bad row lists it and adds nothing', async ({
  page,
  portal,
  pageErrors,
}, testInfo) => {
  await createX12Project(portal, 'ACME', '艾克美');
  await page.goto(`${portal.url}/space/product`);
  await expect(screenHeading(page)).toHaveText('产品');

  // Import belongs to a project: the only one there is is chosen for the user, so nothing asks.
  const filters = page.getByRole('search', { name: '产品' });
  await expect(filters.getByRole('combobox', { name: '项目' })).toHaveValue('ACME — 艾克美');
  await page.getByRole('button', { name: '导入', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '导入产品到项目 ACME' });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: '下载导入模板' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const templatePath = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(templatePath);
  const header = await headerOf(templatePath);
  expect(header.slice(0, 2)).toEqual(['产品编号 *', '产品名称 *']);
  expect(header).toContain('计量单位');

  const good = await workbookOf([
    header,
    rowFor(header, { 产品编号: 'IMP-1', 产品名称: 'Imported one', 颜色: 'Red', 计量单位: 'EA' }),
    rowFor(header, { 产品编号: 'IMP-2', 产品名称: 'Imported two', 计量单位: 'CA' }),
  ]);
  const fileInput = dialog.locator('input[type="file"]');
  await fileInput.setInputFiles({ name: 'products.xlsx', mimeType: xlsxType, buffer: good });
  await dialog.getByRole('button', { name: '导入', exact: true }).click();
  await expect(snackbar(page, '导入成功：共 2 行，新增 2 条，更新 0 条')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const table = page.getByRole('table');
  await expect(rowWith(table, 'IMP-1')).toHaveCount(1);
  await expect(rowWith(table, 'IMP-2')).toHaveCount(1);
  await expect(await cellOf(table, rowWith(table, 'IMP-1'), '名称')).toHaveText('Imported one');
  await expect(await cellOf(table, rowWith(table, 'IMP-2'), '计量单位')).toHaveText('CA');
  await expect(page.getByText('共 2 条')).toBeVisible();

  // Row 3 of the sheet has a unit no option list offers: the whole file is refused.
  await page.getByRole('button', { name: '导入', exact: true }).click();
  const bad = await workbookOf([
    header,
    rowFor(header, { 产品编号: 'IMP-3', 产品名称: 'Would be fine' }),
    rowFor(header, { 产品编号: 'IMP-4', 产品名称: 'Bad unit', 计量单位: 'XX' }),
  ]);
  await fileInput.setInputFiles({ name: 'products-bad.xlsx', mimeType: xlsxType, buffer: bad });
  await dialog.getByRole('button', { name: '导入', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    '文件中有 1 处错误，未导入任何数据：请修改以下各行后重新导入。',
  );
  const rejected = dialog.getByRole('table');
  const rejectedRow = rejected.getByRole('row').filter({ hasText: '信息输入错误' });
  await expect(rejectedRow).toHaveCount(1);
  await expect(await cellOf(rejected, rejectedRow, '行号')).toHaveText('3');
  await expect(await cellOf(rejected, rejectedRow, '列')).toHaveText('计量单位');
  await expect(await cellOf(rejected, rejectedRow, '原因')).toHaveText('信息输入错误');

  expect(await productNumbers(portal, 'ACME')).toEqual(['IMP-1', 'IMP-2']);
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(rowWith(table, 'IMP-3')).toHaveCount(0);
  await expect(page.getByText('共 2 条')).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('options: a disabled unit is no longer offered by the product form, and is again once enabled', async ({
  page,
  portal,
  pageErrors,
}) => {
  await createX12Project(portal, 'ACME', '艾克美');

  /** Opens the values of the option type `unit` and returns the values' list. */
  const openUnits = async () => {
    await page.goto(`${portal.url}/space/option`);
    await expect(screenHeading(page)).toHaveText('选项');
    await rowWith(tableWith(page, '类型键'), 'unit')
      .getByRole('button', { name: '计量单位' })
      .click();
    await expect(page.getByRole('heading', { name: '“计量单位”（unit）的选项值' })).toBeVisible();
    return page
      .getByRole('table')
      .filter({ has: page.getByRole('columnheader', { name: '状态' }) });
  };

  /** The unit values the product form's dropdown offers now. */
  const offeredUnits = async () => {
    await page.goto(`${portal.url}/space/product`);
    await page.getByRole('button', { name: '新增产品' }).click();
    const dialog = page.getByRole('dialog', { name: '新增产品' });
    await dialog.getByRole('combobox', { name: '计量单位' }).click();
    const listbox = page.getByRole('listbox');
    await expect(listbox.getByRole('option', { name: 'EA — Each' })).toBeVisible();
    const offered = await listbox.getByRole('option').allTextContents();
    await page.keyboard.press('Escape');
    return offered;
  };

  expect(await offeredUnits()).toContain('CA — Case');

  let values = await openUnits();
  const ca = rowWith(values, 'CA');
  await expect(await cellOf(values, ca, '状态')).toHaveText('已启用');
  await ca.getByRole('button', { name: '禁用' }).click();
  const confirm = page.getByRole('dialog', { name: '请确认' });
  await expect(confirm).toContainText('确定禁用“Case”吗？');
  await confirm.getByRole('button', { name: '禁用' }).click();
  await expect(snackbar(page, '已禁用')).toBeVisible();
  await expect(confirm).toHaveCount(0);
  await expect(await cellOf(values, ca, '状态')).toHaveText('已禁用');
  // The type's count of enabled values follows (ten seeded units, EDIFACT's PCE and CT among them).
  await expect(rowWith(tableWith(page, '类型键'), 'unit')).toContainText('9 / 10');

  const withoutCa = await offeredUnits();
  expect(withoutCa).toContain('EA — Each');
  expect(withoutCa.some((option) => option.startsWith('CA'))).toBe(false);

  values = await openUnits();
  await rowWith(values, 'CA').getByRole('button', { name: '启用' }).click();
  await expect(confirm).toContainText('确定启用“Case”吗？');
  await confirm.getByRole('button', { name: '启用' }).click();
  await expect(snackbar(page, '已启用')).toBeVisible();
  await expect(await cellOf(values, rowWith(values, 'CA'), '状态')).toHaveText('已启用');

  expect(await offeredUnits()).toContain('CA — Case');
  expect(pageErrors).toEqual([]);
});
