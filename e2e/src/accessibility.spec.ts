import type { Page } from '@playwright/test';
import { screenPaths, storageKeys, type Language } from '@portal/contracts';
import { expect, screenHeading, test } from './support/fixtures';
import { acceptOrder, createLabellingPartnerProject, stockOrderItems } from './support/fulfilment';
import { simulate, waitForOrders } from './support/partner';
import { adminPassword, testCaptchaAnswer, type Portal } from './support/portal';
import { fulfilThroughApi } from './support/ship-notice';
import { seriousAccessibilityProblems } from './support/ui';

/**
 * Issue 20, accessibility "done when": axe finds no serious or critical WCAG 2.1 AA violation on
 * any screen, in either language, with data on the screens. One sign-in per language, then every
 * screen of the role table, the order drawer, a dialog and the builders in the same page.
 */
const projectKey = 'A11Y';

/** What the walk reads or clicks, in each language (the shell's and remotes' texts). */
const texts: Record<
  Language,
  { account: string; password: string; captcha: string; signIn: string; addProduct: string }
> = {
  'zh-cn': {
    account: '账号',
    password: '密码',
    captcha: '验证码',
    signIn: '登录',
    addProduct: '新增产品',
  },
  'en-us': {
    account: 'Account',
    password: 'Password',
    captcha: 'Captcha',
    signIn: 'Sign in',
    addProduct: 'Add product',
  },
};

interface Seeded {
  /** An order as received: its drawer. */
  received: number;
  /** An order accepted and fulfilled: its ship notice and invoice builders. */
  delivered: number;
}

/**
 * Data on every list: a partner project with orders, a forecast and a payment from the simulator;
 * one order stocked (products, a store, inventory), accepted and fulfilled, so it is delivered.
 */
async function seed(portal: Portal, simulatorState: string): Promise<Seeded> {
  await createLabellingPartnerProject(portal, projectKey, '无障碍客户', '0614141');
  await simulate(portal, projectKey, simulatorState, 'send', [
    '--documents',
    '850:3',
    '--seed',
    '20',
  ]);
  const orders = await waitForOrders(portal, projectKey, 3);
  const [delivered, received] = orders.map((order) => order.serialNumber);
  if (delivered === undefined || received === undefined) throw new Error('orders expected');
  await simulate(portal, projectKey, simulatorState, 'send', ['--documents', '830:1,820:1']);
  await stockOrderItems(portal, projectKey, delivered, 5);
  await acceptOrder(portal, delivered);
  await fulfilThroughApi(portal, delivered, {
    carrierName: 'Blue Line Freight',
    scac: 'BLFX',
    trackingNumber: 'PRO-2001',
    billOfLading: 'BOL-2001',
  });
  return { received, delivered };
}

/** The screen is drawn with its data: its heading shown and no list still loading. */
async function screenReady(page: Page): Promise<void> {
  await expect(screenHeading(page)).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

/**
 * Moves to `path` inside the running portal, as a menu link does (the router follows the history
 * entry): one page load for the whole walk. Done once the new screen's heading replaced the old.
 */
async function openInPage(page: Page, path: string): Promise<void> {
  const here = new URL(page.url());
  if (`${here.pathname}${here.search}` === path) return;
  const previous = (await screenHeading(page).textContent()) ?? '';
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
  await expect(screenHeading(page)).not.toHaveText(previous);
}

/** Collects the page's problems under a name, so one run lists every screen that has some. */
async function audit(page: Page, name: string, found: string[]): Promise<void> {
  for (const problem of await seriousAccessibilityProblems(page)) found.push(`${name}: ${problem}`);
}

test.use({ system: 'initialized' });
// About twenty screens on a portal of its own, axe on each (the builders take the longest).
test.describe.configure({ timeout: 480_000 });

for (const language of ['zh-cn', 'en-us'] as const) {
  test(`no serious or critical accessibility violation on any screen, in ${language}`, async ({
    page,
    portal,
    pageErrors,
  }, testInfo) => {
    const { received, delivered } = await seed(portal, testInfo.outputPath('simulator'));
    const text = texts[language];
    const found: string[] = [];

    // The sign-in page, in the language chosen on it before.
    await page.goto(`${portal.url}/login`);
    await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
      key: storageKeys.language,
      value: language,
    });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute(
      'lang',
      language === 'zh-cn' ? 'zh-CN' : 'en-US',
    );
    const signIn = page.getByRole('button', { name: text.signIn, exact: true });
    await expect(signIn).toBeVisible();
    await audit(page, '/login', found);

    await page.getByRole('textbox', { name: text.account, exact: true }).fill('admin');
    await page.getByRole('textbox', { name: text.password, exact: true }).fill(adminPassword);
    await page.getByRole('textbox', { name: text.captcha, exact: true }).fill(testCaptchaAnswer);
    await signIn.click();
    await expect(page).not.toHaveURL(/\/login/);

    const screens = [
      ...Object.values(screenPaths),
      '/space/delivery/file',
      `/space/delivery/order/${delivered}?project=${projectKey}`,
      `/space/delivery/invoice/order/${delivered}?project=${projectKey}`,
    ];
    for (const path of screens) {
      await openInPage(page, path);
      await screenReady(page);
      await audit(page, path, found);
    }

    // The order drawer, at the order's own address.
    await openInPage(page, `${screenPaths.order}/${received}`);
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('tab').first()).toBeVisible();
    await expect(drawer.getByRole('tabpanel')).toBeVisible();
    await audit(page, 'order drawer', found);

    // A form dialog: a new product.
    await openInPage(page, screenPaths.product);
    await screenReady(page);
    await page.getByRole('button', { name: text.addProduct, exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await audit(page, 'product dialog', found);

    expect(found).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
}
