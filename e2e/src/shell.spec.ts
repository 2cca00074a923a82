import { expect, screenHeading, test } from './support/fixtures';

test('the spec redirects: / and /index.html to /space, /space and /space/home to orders', async ({
  page,
  portal,
}) => {
  for (const [from, to] of [
    ['/', '/space/order'],
    ['/index.html', '/space/order'],
    ['/space', '/space/order'],
    ['/space/home', '/space/order'],
  ] as const) {
    await page.goto(`${portal.url}${from}`);
    await expect(page, from).toHaveURL(`${portal.url}${to}`);
  }
});

test('an unknown path goes to /error with the 404 text; /error?code=500 shows the system error', async ({
  page,
  portal,
}) => {
  await page.goto(`${portal.url}/space/no-such-screen`);
  await expect(page).toHaveURL(`${portal.url}/error`);
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  await expect(page).toHaveTitle('页面不存在 - EDI 供应商门户');

  await page.goto(`${portal.url}/error?code=500`);
  await expect(page.getByRole('heading', { name: '系统错误' })).toBeVisible();
  await page.getByRole('button', { name: '返回首页' }).click();
  await expect(page).toHaveURL(`${portal.url}/space/order`);
});

test('the language switch stores English, reloads, and the texts and page title follow', async ({
  page,
  portal,
}) => {
  await page.goto(`${portal.url}/space/inventory`);
  await expect(screenHeading(page)).toHaveText('库存查询');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

  await page.getByRole('combobox', { name: '语言' }).click();
  await Promise.all([
    page.waitForEvent('load'),
    page.getByRole('option', { name: 'English' }).click(),
  ]);

  await expect(screenHeading(page)).toHaveText('Inventory Inquiry');
  await expect(page).toHaveTitle('Inventory Inquiry - EDI Supplier Portal');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(
    page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: /^Order Information/ }),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('portal.language'))).toBe('en-us');

  await page.goto(`${portal.url}/demo/report`);
  await expect(screenHeading(page)).toHaveText('Report');
});

test('the sidebar keeps its collapsed state and its groups, the demo entries follow demo mode, and /space opens the last chosen menu', async ({
  page,
  portal,
}) => {
  await page.goto(`${portal.url}/space/order`);
  const navigation = page.getByRole('navigation', { name: '主菜单' });
  await expect(navigation.getByRole('link', { name: /^库存查询/ })).toBeVisible();
  await expect(navigation.locator('[data-menu-id^="demo-"]')).toHaveCount(0);

  // The first tab stop skips header and menu: it moves the focus to the screen.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: '跳到正文' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  // Demo mode from the user menu: Settlement, Report and Partner appear, described on hover.
  await page.getByTestId('user-menu').click();
  const demoMode = page.getByRole('menuitem', { name: '演示模式' });
  await demoMode.click();
  await expect(demoMode).toHaveAttribute('data-checked', 'true');
  await page.keyboard.press('Escape');
  await expect(navigation.getByRole('link', { name: '结算', exact: true })).toHaveAttribute(
    'title',
    '结算单据与对账（演示）',
  );

  // The chosen entry is remembered: /space opens it again, also after a reload.
  await navigation.getByRole('link', { name: /^库存查询/ }).click();
  await expect(page).toHaveURL(`${portal.url}/space/inventory`);
  await page.goto(`${portal.url}/space`);
  await expect(page).toHaveURL(`${portal.url}/space/inventory`);

  // A closed menu group stays closed after a reload; the group of the current page opens again.
  const stockGroup = navigation.getByRole('button', { name: '库存与基础数据' });
  await navigation.getByRole('button', { name: '系统管理' }).click();
  await expect(navigation.getByRole('link', { name: '设置', exact: true })).toHaveCount(0);
  await stockGroup.click();
  await expect(stockGroup).toHaveAttribute('aria-expanded', 'false');
  await page.reload();
  await expect(navigation.getByRole('link', { name: /^库存查询/ })).toBeVisible();
  await expect(navigation.getByRole('button', { name: '系统管理' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(navigation.getByRole('link', { name: '设置', exact: true })).toHaveCount(0);

  // Collapsing the sidebar survives a reload; so does demo mode.
  await page.getByRole('button', { name: '展开或收起菜单' }).click();
  await expect(navigation).not.toBeInViewport();
  await page.reload();
  await expect(navigation).not.toBeInViewport();
  await page.getByRole('button', { name: '展开或收起菜单' }).click();
  await expect(navigation.getByRole('link', { name: /^报表/ })).toBeVisible();
});
