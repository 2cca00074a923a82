import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import {
  acceptOrder,
  createLabellingPartnerProject,
  fulfilmentOf,
  stockOrderItems,
} from './support/fulfilment';
import { outboundDir, waitForFile } from './support/master-data';
import { simulate, waitForOrders } from './support/partner';
import { deliveryStatusOf, fulfilThroughApi } from './support/ship-notice';
import { accessibilityProblems } from './support/ui';

const projectKey = 'ASNWALK';
const gs1CompanyPrefix = '0614141';

/** The delivery list's row of an order, by its PO number. */
const listRow = (page: Page, orderNumber: string) =>
  page.getByRole('table').getByRole('row').filter({ hasText: orderNumber });

test('ship notice: a delivered order → the prefilled notice → a failed rule shown and fixed → sent → SENT_ASN → the partner’s 997 makes it a success', async ({
  page,
  portal,
  pageErrors,
}, testInfo) => {
  // An order accepted and fulfilled (route, pack, SSCC labels, ship confirmation) through the API.
  await createLabellingPartnerProject(portal, projectKey, '发货通知客户', gs1CompanyPrefix);
  const state = testInfo.outputPath('simulator');
  await simulate(portal, projectKey, state, 'send', ['--documents', '850:1', '--seed', '18']);
  const [order] = await waitForOrders(portal, projectKey, 1);
  if (order === undefined) throw new Error('no order');
  const { orderNumber, serialNumber } = order;
  await stockOrderItems(portal, projectKey, serialNumber, 0);
  await acceptOrder(portal, serialNumber);
  await fulfilThroughApi(portal, serialNumber, {
    carrierName: 'Blue Line Freight',
    scac: 'BLFX',
    trackingNumber: 'PRO-7781',
    billOfLading: 'BOL-5521',
  });

  // The list: the delivered order waits for its notice; its PO opens the prefilled notice.
  await page.goto(`${portal.url}/space/delivery`);
  await page.getByText('待发货通知').click();
  const row = listRow(page, orderNumber);
  await expect(row).toBeVisible();
  await row.getByRole('link', { name: orderNumber }).click();
  await expect(page).toHaveURL(new RegExp(`/space/delivery/order/${serialNumber}\\?project=`));
  await expect(page.getByText('已根据履约信息（发运信息、装箱方案和标签）预填')).toBeVisible();
  // Nothing is stored before the first save; the SSCCs printed by fulfilment are its labels.
  expect((await deliveryStatusOf(portal, serialNumber)).deliveries).toEqual([]);
  const [firstPackage] = (await fulfilmentOf(portal, projectKey, orderNumber)).packages;
  const sscc = firstPackage?.sscc;
  if (sscc === undefined || sscc === null) throw new Error('fulfilment printed no label');
  await expect(
    page
      .getByText(sscc)
      .or(page.locator(`input[value="${sscc}"]`))
      .first(),
  ).toBeVisible();
  const fieldset = page.getByRole('group', { name: '发货地' });

  // The PO names no ship-from: the check says so at the field, and sending is not possible.
  const shipFromRule = '请填写发货地（名称或编号）';
  await expect(fieldset.getByText(shipFromRule)).toBeVisible();
  await expect(page.getByRole('button', { name: '发送' })).toBeDisabled();
  expect(await accessibilityProblems(page)).toEqual([]);

  // Fixed: the finding goes, the draft is saved and gets its own address.
  await fieldset.getByLabel('名称').fill('ACME SUPPLY DC');
  await expect(fieldset.getByText(shipFromRule)).toHaveCount(0);
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByText('发货通知已保存')).toBeVisible();
  await expect(page).toHaveURL(/\/space\/delivery\/notice\/\d+$/);

  // Sent: the order moves to SEND_ASN and, once the file is written, to SENT_ASN.
  await page.getByRole('button', { name: '发送' }).click();
  const question = page.getByRole('dialog', { name: '发货信息不完整' });
  // Fulfilment weighs nothing: the gross weight is missing, which only asks.
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: '继续发送' }).click();
  await expect(page.getByText('发货通知已发送', { exact: true })).toBeVisible();
  await expect
    .poll(async () => (await deliveryStatusOf(portal, serialNumber)).orderStatus)
    .toBe('SENT_ASN');
  const [sent] = (await deliveryStatusOf(portal, serialNumber)).messages;
  if (sent === undefined) throw new Error('no ship notice message');
  expect(sent.documentType).toBe('856');
  const text = await waitForFile(outboundDir(portal, projectKey), sent.fileName);
  expect(text).toContain(`PRF*${orderNumber}`);
  expect(text).toMatch(/MAN\*GM\*00614141\d{10}/);
  expect(text).toContain('N1*SF*ACME SUPPLY DC');

  // The partner answers with a 997 that accepts it: the message, and the notice, are a success.
  await simulate(portal, projectKey, state, 'answer');
  await expect
    .poll(async () => (await deliveryStatusOf(portal, serialNumber)).messages[0]?.status, {
      timeout: 30_000,
    })
    .toBe('success');
  await page.reload();
  await expect(page.getByText('该发货通知已发送，不能再修改')).toBeVisible();
  await expect(page.getByText('成功').first()).toBeVisible();
  await page.goto(`${portal.url}/space/delivery`);
  await expect(listRow(page, orderNumber)).toContainText('成功');
  expect(await accessibilityProblems(page)).toEqual([]);
  expect(pageErrors).toEqual([]);
});
