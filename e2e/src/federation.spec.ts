import { remoteAreaNames, remoteScreenPaths } from '@portal/contracts';
import { expect, screenHeading, test } from './support/fixtures';
import { freePort } from './support/free-port';
import { alternateBuildId, alternateOrdersBuild, brokenRemoteDir } from './support/paths';
import { serveElsewhere } from './support/static-server';

const siteTitle = 'EDI 供应商门户';

test('every remote screen renders through the manifest, sharing one React, router, Mantine and i18n', async ({
  page,
  portal,
  pageErrors,
}) => {
  for (const area of remoteAreaNames) {
    for (const path of remoteScreenPaths(area)) {
      await page.goto(`${portal.url}${path}`);
      await expect(page.locator(`[data-remote="${area}"]`), path).toBeVisible();
      const heading = (await screenHeading(page).textContent()) ?? '';
      // The remote's title, translated by the shell's i18n instance, is also the page title.
      expect(heading.trim(), path).not.toBe('');
      await expect(page).toHaveTitle(`${heading} - ${siteTitle}`);
    }
  }
  await page.goto(`${portal.url}/space/order`);
  await expect(screenHeading(page)).toHaveText('订单信息');

  // One copy of each singleton: provided by the shell, used by the remotes that asked for it.
  const singletons = await page.evaluate(() => {
    type Versions = Record<string, { from: string }>;
    const federation = (
      globalThis as {
        __FEDERATION__?: { __SHARE__: Record<string, Record<string, Record<string, Versions>>> };
      }
    ).__FEDERATION__;
    const result: Record<string, { versions: number; from: string[] }> = {};
    for (const scopes of Object.values(federation?.__SHARE__ ?? {})) {
      for (const packages of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(packages)) {
          result[name] = {
            versions: Object.keys(versions).length,
            from: Object.values(versions).map((v) => v.from),
          };
        }
      }
    }
    return result;
  });
  for (const name of [
    'react',
    'react-dom',
    'react-router',
    '@mantine/core',
    'jotai',
    'i18next',
    'react-i18next',
    '@portal/i18n',
  ]) {
    expect(singletons[name], name).toEqual({ versions: 1, from: ['shell'] });
  }
  expect(pageErrors).toEqual([]);
});

test('the menu moves between remotes inside the page, without reloading it', async ({
  page,
  portal,
}) => {
  await page.goto(`${portal.url}/space/dashboard`);
  await expect(screenHeading(page)).toHaveText('仪表盘');
  await page.evaluate(() => ((window as { stillSamePage?: boolean }).stillSamePage = true));
  const menu = page.getByRole('navigation', { name: '主菜单' });
  for (const [label, path] of [
    ['产品', '/space/product'],
    ['库存查询', '/space/inventory'],
    ['付款单', '/space/payment'],
    ['发货信息（文件）', '/space/delivery/file'],
    ['系统配置', '/config'],
  ] as const) {
    await menu.getByRole('link', { name: new RegExp(`^${label}`) }).click();
    await expect(page).toHaveURL(`${portal.url}${path}`);
    await expect(screenHeading(page)).toHaveText(label);
  }
  expect(await page.evaluate(() => (window as { stillSamePage?: boolean }).stillSamePage)).toBe(
    true,
  );
});

test('pointing one manifest entry at another build switches that remote, with no shell rebuild', async ({
  page,
  portal,
}) => {
  await page.goto(`${portal.url}/space/order`);
  const orders = page.locator('[data-remote="orders"]');
  await expect(orders).toBeVisible();
  await expect(orders).not.toHaveAttribute('data-build', alternateBuildId);

  const elsewhere = await serveElsewhere(alternateOrdersBuild);
  try {
    const fetchedElsewhere: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(elsewhere.origin)) fetchedElsewhere.push(request.url());
    });
    await portal.setRemoteEntry('orders', `${elsewhere.origin}/mf-manifest.json`);
    await page.reload();
    await expect(orders).toHaveAttribute('data-build', alternateBuildId);
    await expect(screenHeading(page)).toHaveText('订单信息');
    expect(fetchedElsewhere.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);

    // The other remotes still come from the portal's own build.
    await page
      .getByRole('navigation', { name: '主菜单' })
      .getByRole('link', { name: /^产品/ })
      .click();
    await expect(page.locator('[data-remote="master-data"]')).toBeVisible();
  } finally {
    await elsewhere.close();
  }
});

test('an unreachable remote shows an error with retry inside the layout; the rest keeps working', async ({
  page,
  portal,
}) => {
  const closedPort = await freePort();
  await portal.setRemoteEntry('delivery', `http://127.0.0.1:${closedPort}/mf-manifest.json`);
  await page.goto(`${portal.url}/space/delivery`);

  const failure = page.getByRole('alert');
  await expect(failure).toContainText('“发货”模块加载失败');
  await expect(failure.getByRole('button', { name: '重试' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: '主菜单' });
  await expect(menu.getByRole('link', { name: /^订单信息/ })).toBeVisible();
  await expect(menu.getByRole('link', { name: /^发货信息/ })).toHaveCount(0);

  await menu.getByRole('link', { name: /^订单信息/ }).click();
  await expect(screenHeading(page)).toHaveText('订单信息');
  await menu.getByRole('link', { name: /^库存查询/ }).click();
  await expect(screenHeading(page)).toHaveText('库存查询');

  // The operator re-points the manifest; the user's retry picks it up without a reload.
  await page.evaluate(() => ((window as { stillSamePage?: boolean }).stillSamePage = true));
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(`${portal.url}/space/delivery`);
  await expect(failure).toBeVisible();
  await portal.setRemoteEntry('delivery', '/remotes/delivery/mf-manifest.json');
  await failure.getByRole('button', { name: '重试' }).click();
  await expect(screenHeading(page)).toHaveText('发货信息');
  await expect(menu.getByRole('link', { name: /^发货信息（文件）/ })).toBeVisible();
  expect(await page.evaluate(() => (window as { stillSamePage?: boolean }).stillSamePage)).toBe(
    true,
  );
});

test('a remote that answers 404 or whose script throws fails alone, with retry', async ({
  page,
  portal,
}) => {
  const broken = await serveElsewhere(brokenRemoteDir);
  try {
    await portal.setRemoteEntry('inventory', '/remotes/inventory/no-such-manifest.json');
    await portal.setRemoteEntry('master-data', `${broken.origin}/remoteEntry.js`);
    for (const [path, area] of [
      ['/space/inventory', '库存'],
      ['/space/product', '基础数据'],
    ] as const) {
      await page.goto(`${portal.url}${path}`);
      const failure = page.getByRole('alert');
      await expect(failure).toContainText(`“${area}”模块加载失败`);
      await expect(failure.getByRole('button', { name: '重试' })).toBeEnabled();
    }
    await page
      .getByRole('navigation', { name: '主菜单' })
      .getByRole('link', { name: /^付款单/ })
      .click();
    await expect(screenHeading(page)).toHaveText('付款单');
  } finally {
    await broken.close();
  }
});
