import { expect, screenHeading, test } from './support/fixtures';

/**
 * Issue 20, assets: the built shell links a real favicon, served at /favicon.ico; a missing asset
 * is a 404 rather than the shell's page, while a page address still opens the portal.
 */
test('the shell’s favicon is linked and served; a missing script, style or image is a 404; a page address opens the portal', async ({
  page,
  portal,
}) => {
  await page.goto(`${portal.url}/space/order`);
  await expect(screenHeading(page)).toBeVisible();
  await expect(page.locator('head link[rel="icon"]')).toHaveAttribute('href', '/favicon.ico');

  const icon = await page.request.get(`${portal.url}/favicon.ico`);
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  // An ICO file: reserved 0, type 1 (icon), then at least one image.
  const bytes = await icon.body();
  expect([...bytes.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  expect(bytes.readUInt16LE(4)).toBeGreaterThan(0);

  for (const [path, accept] of [
    ['/main.0ld0ld00.js', '*/*'],
    ['/307.0ld0ld00.css', 'text/css,*/*;q=0.1'],
    ['/apple-touch-icon.png', 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'],
    ['/remotes/orders/remoteEntry.0ld.js', '*/*'],
  ] as const) {
    const missing = await page.request.get(`${portal.url}${path}`, { headers: { accept } });
    expect(missing.status(), path).toBe(404);
    expect(await missing.text(), path).not.toContain('<div id="root">');
  }

  const deepLink = await page.request.get(`${portal.url}/space/order-operation`, {
    headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
  });
  expect(deepLink.status()).toBe(200);
  expect(await deepLink.text()).toContain('<div id="root">');
});
