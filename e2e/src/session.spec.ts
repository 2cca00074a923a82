import { errorCatalogue, storageKeys, systemSettingDefaults } from '@portal/contracts';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { adminPassword, testCaptchaAnswer } from './support/portal';
import { dismiss, field, snackbar } from './support/ui';

const E = errorCatalogue;

async function signIn(page: Page, account: string, password: string): Promise<void> {
  await field(page, '账号').fill(account);
  await field(page, '密码').fill(password);
  await field(page, '验证码').fill(testCaptchaAnswer);
  await page.getByRole('button', { name: '登录' }).click();
}

test.describe('a fresh system', () => {
  test.use({ system: 'fresh' });

  test('sign-in leads to /init; the admin password is set, then sign-in works and three wrong passwords lock', async ({
    page,
    portal,
  }) => {
    await page.goto(`${portal.url}/login`);
    await expect(page).toHaveURL(`${portal.url}/init`);
    await expect(page.getByRole('heading', { name: '系统初始化' })).toBeVisible();

    // The two entries must match (spec §5), checked before anything is sent.
    await field(page, '管理员密码').fill(adminPassword);
    await field(page, '确认密码').fill('Different#1');
    await page.getByRole('button', { name: '完成初始化' }).click();
    await expect(page.getByText('两次输入的密码不一致')).toBeVisible();

    await field(page, '确认密码').fill(adminPassword);
    await page.getByRole('button', { name: '完成初始化' }).click();
    await expect(page).toHaveURL(`${portal.url}/login`);
    await expect(page.getByText('系统初始化成功，请登录')).toBeVisible();

    // Wrong password three times: the catalogue messages, the third one the lock.
    for (const expected of [
      E.ACCOUNT_OR_PASSWORD_WRONG,
      E.ACCOUNT_OR_PASSWORD_WRONG,
      E.ACCOUNT_LOCKED,
    ]) {
      await signIn(page, 'admin', 'not-the-password');
      await dismiss(snackbar(page, expected.message['zh-cn']));
    }
    // Locked: even the right password is refused now.
    await signIn(page, 'admin', adminPassword);
    await expect(snackbar(page, E.ACCOUNT_LOCKED.message['zh-cn'])).toBeVisible();
    await expect(page).toHaveURL(`${portal.url}/login`);
    // /init is closed once the system is initialised.
    await page.goto(`${portal.url}/init`);
    await expect(page).toHaveURL(`${portal.url}/login`);
  });
});

test.describe('an initialised system, signed out', () => {
  test.use({ system: 'initialized' });

  test('/register and /forgot go to /login; a guarded page goes to /login and back after sign-in', async ({
    page,
    portal,
  }) => {
    for (const from of ['/register', '/forgot']) {
      await page.goto(`${portal.url}${from}`);
      await expect(page, from).toHaveURL(`${portal.url}/login`);
    }
    await page.goto(`${portal.url}/space/inventory`);
    await expect(page).toHaveURL(`${portal.url}/login?redirect=%2Fspace%2Finventory`);
    await expect(page.getByRole('img', { name: '验证码图片' })).toBeVisible();

    await signIn(page, 'admin', adminPassword);
    await expect(page).toHaveURL(`${portal.url}/space/inventory`);
    await expect(page.getByTestId('user-menu')).toHaveText('admin');

    // Log out from the user menu: back to sign-in, and guarded pages stay closed.
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.goto(`${portal.url}/space/order`);
    await expect(page).toHaveURL(/\/login\?redirect=/);
  });

  test('the admin creates a user and authorises ORDER only in the settings; that user must change the initial password, then sees only the order sections', async ({
    page,
    portal,
  }) => {
    await page.goto(`${portal.url}/space/settings?tab=users`);
    await signIn(page, 'admin', adminPassword);
    await expect(page).toHaveURL(`${portal.url}/space/settings?tab=users`);

    await page.getByRole('button', { name: '新增用户' }).click();
    let dialog = page.getByRole('dialog', { name: '新增用户' });
    await field(dialog, '账号').fill('order-clerk');
    await field(dialog, '昵称').fill('Order clerk');
    await field(dialog, '邮箱').fill('clerk@example');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog.getByText('邮箱格式不正确')).toBeVisible();
    await field(dialog, '邮箱').fill('clerk@example.com');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(snackbar(page, '保存成功')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: 'order-clerk' });
    await expect(row.getByText('待修改初始密码')).toBeVisible();

    // Authorise ORDER only: USER off, ORDER on, then confirm.
    await row.getByRole('button', { name: '授权' }).click();
    dialog = page.getByRole('dialog', { name: '为“order-clerk”授权' });
    await dialog.getByRole('checkbox', { name: '普通用户' }).uncheck();
    await dialog.getByRole('checkbox', { name: '订单' }).check();
    await dialog.getByRole('button', { name: '授权' }).click();
    const confirm = page.getByRole('dialog', { name: '请确认' });
    await expect(confirm).toContainText('确定将“order-clerk”的角色设为：订单？');
    await confirm.getByRole('button', { name: '授权' }).click();
    await expect(snackbar(page, '授权成功')).toBeVisible();
    await expect(row.locator('[data-role]')).toHaveText(['订单']);

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await expect(page).toHaveURL(/\/login/);

    await signIn(page, 'order-clerk', systemSettingDefaults.initialPassword);
    await expect(page.getByRole('heading', { name: '修改密码' })).toBeVisible();
    await expect(page.getByText('首次登录请先修改初始密码。')).toBeVisible();

    await field(page, '旧密码').fill(systemSettingDefaults.initialPassword);
    await field(page, '新密码').fill(systemSettingDefaults.initialPassword);
    await field(page, '确认密码').fill(systemSettingDefaults.initialPassword);
    await page.getByRole('button', { name: '修改密码' }).click();
    await expect(page.getByText('新密码不能与旧密码相同')).toBeVisible();

    await field(page, '新密码').fill('Clerk#2026');
    await field(page, '确认密码').fill('Clerk#2026');
    await page.getByRole('button', { name: '修改密码' }).click();

    const navigation = page.getByRole('navigation', { name: '主菜单' });
    await expect(navigation.getByRole('link', { name: /订单信息/ })).toBeVisible();
    const entries = await navigation
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('data-menu-id')));
    expect(entries.sort()).toEqual(['dashboard', 'order', 'order-operation']);
  });
});

test('an expired or revoked token returns to /login with the "log in again" message', async ({
  page,
  portal,
}) => {
  await page.goto(`${portal.url}/space/order`);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  // The server no longer knows this token (as after expiry or revocation).
  await page.evaluate(({ key }) => localStorage.setItem(key, JSON.stringify('A'.repeat(43))), {
    key: storageKeys.token,
  });
  await page.reload();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fspace%2Forder/);
  await expect(page.getByTestId('session-notice')).toHaveText(E.LOGIN_EXPIRED.message['zh-cn']);
});
