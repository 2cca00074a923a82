import { expect, screenHeading, test } from './support/fixtures';
import { field, snackbar } from './support/ui';

test('basic parameters: a new site title shows in the header and the page title, and stays after a reload', async ({
  page,
  portal,
}) => {
  await page.goto(`${portal.url}/space/settings`);
  await expect(screenHeading(page)).toHaveText('设置');
  const row = page.locator('[data-setting="siteTitle"]');
  await row.getByRole('button', { name: /站点标题/ }).click();

  const dialog = page.getByRole('dialog');
  await field(dialog, '中文标题').fill('');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('该字段不能为空')).toBeVisible();

  await field(dialog, '中文标题').fill('华东供应商门户');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(snackbar(page, '保存成功')).toBeVisible();
  await expect(page.getByTestId('site-title')).toHaveText('华东供应商门户');
  await expect(page).toHaveTitle('设置 - 华东供应商门户');
  await expect(row).toContainText('admin');

  await page.reload();
  await expect(page.getByTestId('site-title')).toHaveText('华东供应商门户');
});

test('user management: delete asks first; cancel keeps the user, confirm removes them with a message', async ({
  page,
  portal,
}) => {
  await page.goto(`${portal.url}/space/settings?tab=users`);
  await page.getByRole('button', { name: '新增用户' }).click();
  const form = page.getByRole('dialog', { name: '新增用户' });
  await field(form, '账号').fill('temp-clerk');
  await field(form, '昵称').fill('Temporary');
  await field(form, '邮箱').fill('temp@example.com');
  await form.getByRole('button', { name: '保存' }).click();
  const row = page.getByRole('row').filter({ hasText: 'temp-clerk' });
  await expect(row).toBeVisible();
  await expect(page.getByText('共 2 条')).toBeVisible();

  await row.getByRole('button', { name: '删除' }).click();
  const confirm = page.getByRole('dialog', { name: '请确认' });
  await expect(confirm).toContainText('确定删除“temp-clerk”吗？');
  await confirm.getByRole('button', { name: '取消' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: '删除' }).click();
  await confirm.getByRole('button', { name: '删除' }).click();
  await expect(snackbar(page, '删除成功')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('共 1 条')).toBeVisible();

  // The signed-in admin cannot delete themself; the button says so by being disabled.
  const self = page.getByRole('row').filter({ hasText: 'admin' });
  await expect(self.getByRole('button', { name: '删除' })).toBeDisabled();
});
