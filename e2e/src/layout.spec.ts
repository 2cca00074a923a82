import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { storageKeys, type Language } from '@portal/contracts';
import { expect, screenHeading, test } from './support/fixtures';
import { acceptOrder, stockOrderItems } from './support/fulfilment';
import { createPartnerProject, simulate, waitForOrders, type OrderRow } from './support/partner';

const projectKey = 'RETAIL';

/** The two order screens a clerk works in all day, with their headings and a row's actions. */
const screens = [
  {
    path: 'order',
    heading: { 'zh-cn': '订单信息', 'en-us': 'Order Information' },
    // A row's first action: the order's details (a link to its address) or accepting it.
    action: { role: 'link', name: { 'zh-cn': '详情', 'en-us': 'Details' } },
  },
  {
    path: 'order-operation',
    heading: { 'zh-cn': '订单操作', 'en-us': 'Order Operation' },
    action: { role: 'button', name: { 'zh-cn': '接单', 'en-us': 'Accept' } },
  },
] as const;

const languages: readonly Language[] = ['zh-cn', 'en-us'];

/** Where `SHOTS_DIR` asks for screenshots (a person comparing layouts); CI sets none. */
const shotsDir = process.env['SHOTS_DIR'];
/** `before` for a run on the old layout; the files are `<label>-<screen>-<zh|en>.png`. */
const shotsLabel = process.env['SHOTS_LABEL'] ?? 'after';

/** The row of an order, by its serial and PO numbers (both are shown). */
const orderRow = (page: Page, order: OrderRow) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ hasText: order.orderNumber })
    .filter({ hasText: String(order.serialNumber) });

/** Scrolls the element that scrolls the table sideways to its start (0) or its far end. */
async function scrollTable(table: Locator, to: 'start' | 'end') {
  await table.evaluate((element, end) => {
    let scroller = element.parentElement;
    while (scroller !== null && getComputedStyle(scroller).overflowX === 'visible') {
      scroller = scroller.parentElement;
    }
    if (scroller === null) throw new Error('the table has no horizontal scroller');
    scroller.scrollLeft = end ? scroller.scrollWidth : 0;
  }, to === 'end');
}

/** How wide the table's content is against the box that would scroll it sideways. */
async function tableOverflow(table: Locator) {
  return table.evaluate((element) => {
    let scroller = element.parentElement;
    while (scroller !== null && getComputedStyle(scroller).overflowX === 'visible') {
      scroller = scroller.parentElement;
    }
    if (scroller === null) throw new Error('the table has no horizontal scroller');
    return { content: scroller.scrollWidth, box: scroller.clientWidth };
  });
}

/**
 * At 1280 px the default columns fit whole: the table does not scroll sideways, every column
 * title lies inside the window, and the filter form's selects and fields show their values
 * whole (a select showing "Descendin" fails).
 */
async function expectDefaultColumnsFit(page: Page, label: string) {
  const table = page.getByRole('table');
  const overflow = await tableOverflow(table);
  expect
    .soft(overflow.content, `${label}: the table scrolls sideways (its box is ${overflow.box} px)`)
    .toBeLessThanOrEqual(overflow.box);
  const headers = table.getByRole('columnheader');
  const count = await headers.count();
  expect.soft(count, `${label}: column titles`).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const header = headers.nth(index);
    const title = ((await header.textContent()) ?? '').trim() || `column ${index + 1}`;
    await expectInsideWindow(page, header, `${label}: ${title}`);
  }
  const cutValues = await page
    .getByRole('search')
    .locator('input:not([type="hidden"])')
    .evaluateAll((inputs) =>
      inputs.flatMap((input) =>
        input instanceof HTMLInputElement &&
        input.value !== '' &&
        input.scrollWidth > input.clientWidth
          ? [input.value]
          : [],
      ),
    );
  expect.soft(cutValues, `${label}: filter values cut`).toEqual([]);
}

/** Fails unless `cell` lies wholly inside the window, left to right. */
async function expectInsideWindow(page: Page, cell: Locator, what: string) {
  const box = await cell.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect.soft(box, what).not.toBeNull();
  if (box === null) return;
  expect.soft(box.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect.soft(box.x + box.width, `${what}: right edge`).toBeLessThanOrEqual(width + 0.5);
}

/**
 * The screen fits: the page never scrolls sideways; the first (serial number) and last (actions)
 * cells of `row` stay in view wherever the table is scrolled; no status badge is cut.
 */
async function expectFits(page: Page, row: Locator, label: string) {
  const overflow = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect
    .soft(overflow.page, `${label}: the page is wider than the window`)
    .toBeLessThanOrEqual(overflow.window);

  const table = page.getByRole('table');
  const serialCell = row.getByRole('cell').nth(1);
  const actionsCell = row.getByRole('cell').last();
  for (const to of ['end', 'start'] as const) {
    await scrollTable(table, to);
    await expectInsideWindow(page, serialCell, `${label}, scrolled to the ${to}: serial number`);
    await expectInsideWindow(page, actionsCell, `${label}, scrolled to the ${to}: actions`);
  }

  const badges = await table.locator('.mantine-Badge-root').evaluateAll((elements) =>
    elements.map((badge) => ({
      text: badge.textContent ?? '',
      // A long status wraps in its cell: cut sideways or at the bottom is still cut.
      cut: [badge, ...Array.from(badge.children)].some(
        (part) => part.scrollWidth > part.clientWidth || part.scrollHeight > part.clientHeight,
      ),
    })),
  );
  expect.soft(badges.length, `${label}: status badges`).toBeGreaterThan(0);
  expect
    .soft(
      badges.filter((badge) => badge.cut).map((badge) => badge.text),
      `${label}: cut badges`,
    )
    .toEqual([]);
}

test('the order list and order operation fit at 1280 and 1024 px in both languages: at 1280 the default columns need no sideways scroll and the filters show their values whole; no sideways page scroll, serial number and actions always in view, badges whole', async ({
  page,
  portal,
  pageErrors,
}, testInfo) => {
  test.setTimeout(180_000);
  await createPartnerProject(portal, projectKey, '零售客户');
  await simulate(portal, projectKey, testInfo.outputPath('simulator'), 'send', [
    '--documents',
    '850:3',
    '--per-interchange',
    '3',
    '--seed',
    '11',
  ]);
  const [order, accepted] = await waitForOrders(portal, projectKey, 3);
  if (order === undefined || accepted === undefined) throw new Error('three orders expected');
  // An accepted order's status ("Accepted, waiting for shipping info") is long enough to wrap.
  await stockOrderItems(portal, projectKey, accepted.serialNumber, 0);
  await acceptOrder(portal, accepted.serialNumber);
  if (shotsDir !== undefined) await mkdir(shotsDir, { recursive: true });

  for (const language of languages) {
    await page.goto(`${portal.url}/space/order`);
    await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
      key: storageKeys.language,
      value: language,
    });
    for (const screen of screens) {
      for (const width of [1280, 1024]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`${portal.url}/space/${screen.path}`);
        await expect(screenHeading(page)).toHaveText(screen.heading[language]);
        const row = orderRow(page, order);
        const { role, name } = screen.action;
        await expect(row.getByRole(role, { name: name[language] })).toBeVisible();
        if (width === 1280 && shotsDir !== undefined) {
          await page.evaluate(() => document.fonts.ready);
          await page.screenshot({
            path: join(shotsDir, `${shotsLabel}-${screen.path}-${language.slice(0, 2)}.png`),
          });
        }
        if (width === 1280) {
          await expectDefaultColumnsFit(page, `${screen.path}, ${language}, 1280 px`);
        }
        await expectFits(page, row, `${screen.path}, ${language}, ${width} px`);
      }
    }
  }
  expect(pageErrors).toEqual([]);
});

test('Esc closes the order drawer and gives focus back to the link that opened it; a focused field shows a 2 px ring', async ({
  page,
  portal,
}, testInfo) => {
  await createPartnerProject(portal, projectKey, '零售客户');
  await simulate(portal, projectKey, testInfo.outputPath('simulator'), 'send', [
    '--documents',
    '850:1',
    '--seed',
    '5',
  ]);
  const [order] = await waitForOrders(portal, projectKey, 1);
  if (order === undefined) throw new Error('an order expected');

  await page.goto(`${portal.url}/space/order`);
  const details = orderRow(page, order).getByRole('link', { name: '详情' });
  await details.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('button', { name: '关闭' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(details).toBeFocused();

  // A text field reached by keyboard shows a visible ring, not just a 1 px border colour.
  const field = page.getByRole('main').getByRole('textbox').first();
  await field.focus();
  const ring = await field.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
  });
  expect(ring.style).not.toBe('none');
  expect(ring.width).toBeGreaterThanOrEqual(2);
});
