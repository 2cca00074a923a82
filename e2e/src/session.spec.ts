import { errorCatalogue, storageKeys, systemSettingDefaults } from '@portal/contracts';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { adminPassword, browserPasswordHash, testCaptchaAnswer } from './support/portal';

const E = errorCatalogue;

/** A form field by its label (Mantine adds " *" to required labels, not to the field's name). */
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

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
      await expect(page.getByTestId('login-failure')).toHaveText(expected.message['zh-cn']);
    }
    // Locked: even the right password is refused now.
    await signIn(page, 'admin', adminPassword);
    await expect(page.getByTestId('login-failure')).toHaveText(E.ACCOUNT_LOCKED.message['zh-cn']);
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

  test('a new user authorised for ORDER only must change the initial password, then sees only the order sections', async ({
    page,
    portal,
  }) => {
    const adminToken = await (async () => {
      const captcha = (await (await fetch(`${portal.url}/api/auth/captcha`)).json()) as {
        data: { captchaId: string };
      };
      const response = await fetch(`${portal.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          account: 'admin',
          password: browserPasswordHash(adminPassword),
          captchaId: captcha.data.captchaId,
          captchaCode: testCaptchaAnswer,
        }),
      });
      return ((await response.json()) as { data: { token: string } }).data.token;
    })();
    const created = await fetch(`${portal.url}/api/user/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({
        account: 'order-clerk',
        nickname: 'Order clerk',
        email: 'clerk@example.com',
        roles: ['ORDER'],
      }),
    });
    expect(((await created.json()) as { code: string }).code).toBe('0000');

    await page.goto(`${portal.url}/login`);
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
