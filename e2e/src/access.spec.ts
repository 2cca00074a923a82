import {
  allEndpoints,
  apiPrefix,
  authEndpoints,
  browserPasswordHash,
  endpointKey,
  rolesAllow,
  storageKeys,
  systemSettingDefaults,
  urlOf,
  userEndpoints,
  type EndpointDefinition,
  type Role,
} from '@portal/contracts';
import { expect, test } from './support/fixtures';
import { testCaptchaAnswer, type Portal } from './support/portal';

test.use({ system: 'initialized' });

const clerkRoles: Role[] = ['ORDER'];
const clerkPassword = 'Clerk#2026';

/** Signs the new user in over the API and changes the initial password, as they would at once. */
async function signInClerk(portal: Portal, account: string): Promise<string> {
  const created = await portal.api(userEndpoints.create, {
    body: { account, nickname: 'Order clerk', email: 'clerk@example.com', roles: clerkRoles },
  });
  expect(created.code).toBe('0000');
  const send = async (definition: EndpointDefinition, body: unknown, token?: string) => {
    const response = await fetch(`${portal.url}${urlOf(definition)}`, {
      method: definition.method,
      headers: {
        'content-type': 'application/json',
        ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { code: string; data: { token: string } };
  };
  const captcha = (await (await fetch(`${portal.url}${urlOf(authEndpoints.captcha)}`)).json()) as {
    data: { captchaId: string };
  };
  const login = await send(authEndpoints.login, {
    account,
    password: browserPasswordHash(systemSettingDefaults.initialPassword),
    captchaId: captcha.data.captchaId,
    captchaCode: testCaptchaAnswer,
  });
  expect(login.code).toBe('0000');
  const changed = await send(
    userEndpoints.changePassword,
    {
      oldPassword: browserPasswordHash(systemSettingDefaults.initialPassword),
      newPassword: browserPasswordHash(clerkPassword),
    },
    login.data.token,
  );
  expect(changed.code).toBe('0000');
  return changed.data.token;
}

/** The endpoint contract a browser request calls, by method and path pattern. */
function endpointOf(method: string, path: string): EndpointDefinition | undefined {
  return allEndpoints.find(
    (definition) =>
      definition.method === method &&
      new RegExp(`^${definition.path.replace(/:[A-Za-z_]\w*/g, '[^/]+')}$`).test(path),
  );
}

test('a user with only ORDER gets the no-permission page at every screen of another role, and no call for it', async ({
  page,
  portal,
}) => {
  const token = await signInClerk(portal, 'order-clerk');
  await page.addInitScript(({ key, value }) => localStorage.setItem(key, JSON.stringify(value)), {
    key: storageKeys.token,
    value: token,
  });
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith(`${apiPrefix}/`)) calls.push(`${request.method()} ${url.pathname}`);
  });

  const refused = [
    ['/space/product', '产品'],
    ['/space/inventory', '库存查询'],
    ['/space/store', '门店'],
    ['/space/settings', '设置'],
    ['/config', '系统配置'],
  ] as const;
  const main = page.getByRole('main');
  for (const [path, screen] of refused) {
    await page.goto(`${portal.url}${path}`);
    await expect(main.getByRole('heading', { level: 1 }), path).toHaveText('没有权限');
    await expect(main, path).toContainText(`你的账号没有打开“${screen}”的权限。`);
    await expect(main).toContainText('如需使用，请联系管理员为你的账号授权。');
    await expect(main.getByRole('link', { name: '前往“仪表盘”' })).toHaveAttribute(
      'href',
      '/space/dashboard',
    );
    // Nothing of the screen is there: no add, import or edit button to try.
    await expect(main.locator('[data-remote]')).toHaveCount(0);
    await expect(main.getByRole('button')).toHaveCount(0);
  }

  // The shell's own calls were seen, so the recording works; none of them is one ORDER may not make.
  expect(calls).toContain(endpointKey(userEndpoints.current));
  const notAllowed = calls.filter((call) => {
    const [method = '', path = ''] = call.split(' ');
    const definition = endpointOf(method, path);
    return (
      definition === undefined ||
      ('roles' in definition.access && !rolesAllow(clerkRoles, definition.access.roles))
    );
  });
  expect(notAllowed).toEqual([]);
});
