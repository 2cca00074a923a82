import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { acceptOrder, stockOrderItems } from './support/fulfilment';
import { outboundDir, waitForFile } from './support/master-data';
import {
  cashStandards,
  createCashProject,
  invoiceOfOrder,
  sendShipNoticeThroughApi,
  shownAmountInMinor,
  writtenGrandTotalInMinor,
} from './support/order-to-cash';
import { orderMessages, payInvoice, simulate, waitForOrders } from './support/partner';
import { deliveryStatusOf, fulfilThroughApi } from './support/ship-notice';
import type { Portal } from './support/portal';
import { accessibilityProblems } from './support/ui';

/** A table's row holding `text` (a PO or invoice number). */
const rowWith = (page: Page, text: string) =>
  page.getByRole('table').getByRole('row').filter({ hasText: text });

/** Opens a screen from the main menu, as a user moves on (no reload of the portal). */
async function openFromMenu(page: Page, screen: string, path: string): Promise<void> {
  await page
    .getByRole('navigation', { name: '主菜单' })
    .getByRole('link', { name: screen, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** "855 success": each message sent about the order with the partner's verdict, sorted. */
async function messageVerdicts(portal: Portal, serialNumber: number): Promise<string[]> {
  const messages = await orderMessages(portal, serialNumber);
  return messages.map((message) => `${message.documentType} ${message.status}`).sort();
}

// The whole cycle on its own portal, with four simulator runs: about 30 s on a quiet machine,
// more than the default 60 s when the machine is busy (the portal's start alone then takes 20 s).
test.describe.configure({ timeout: 120_000 });

for (const standard of cashStandards) {
  const projectKey = `O2C${standard.simulator.toUpperCase()}`;
  const invoiceNumber = `INV-${standard.simulator.toUpperCase()}-0001`;

  const { order: po, orderResponse, shipNotice, invoice, payment, acknowledgement: ack } = standard;
  test(`order to cash in ${standard.standard} ${standard.version}: ${po} → accept (${orderResponse}) → route → labels → ship → ${shipNotice} → ${ack} → ${invoice} on screen → ${ack} → ${payment} pays it → PAYMENT_ORDER; the invoice, payment and dashboard screens show it`, async ({
    page,
    portal,
    pageErrors,
  }, testInfo) => {
    // The partner's order, accepted (855 / ORDRSP) and fulfilled (route, pack, SSCC labels,
    // ship confirmation) through the API: fulfilment.spec and orders.spec walk those screens.
    await createCashProject(portal, projectKey, '回款客户', standard, '0614141');
    const state = testInfo.outputPath('simulator');
    await simulate(portal, projectKey, state, 'send', [
      '--standard',
      standard.simulator,
      '--documents',
      `${standard.order}:1`,
      '--seed',
      '19',
    ]);
    const [order] = await waitForOrders(portal, projectKey, 1);
    if (order === undefined) throw new Error('no order');
    const { orderNumber, serialNumber } = order;
    await stockOrderItems(portal, projectKey, serialNumber, 0);
    await acceptOrder(portal, serialNumber);
    await fulfilThroughApi(portal, serialNumber, {
      carrierName: 'Blue Line Freight',
      scac: 'BLFX',
      trackingNumber: 'PRO-1901',
      billOfLading: 'BOL-1901',
    });

    // The ship notice (856 / DESADV) through the API, as ship-notice.spec sends it on screen;
    // the partner's 997 / CONTRL accepts it.
    await sendShipNoticeThroughApi(portal, serialNumber, projectKey, 'ACME SUPPLY DC');
    await expect
      .poll(async () => (await deliveryStatusOf(portal, serialNumber)).orderStatus)
      .toBe('SENT_ASN');
    await simulate(portal, projectKey, state, 'answer');
    await expect
      .poll(() => messageVerdicts(portal, serialNumber))
      .toEqual([`${orderResponse} success`, `${shipNotice} success`].sort());

    // The invoice on screen: opened from the order's row of the delivery list, prefilled from
    // the notice and the order.
    await page.goto(`${portal.url}/space/delivery`);
    const orderRow = rowWith(page, orderNumber);
    await orderRow.getByRole('link', { name: '开具发票' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/space/delivery/invoice/order/${serialNumber}\\?project=${projectKey}$`),
    );
    await expect(page.getByText(`采购订单 ${orderNumber} 的发票`)).toBeVisible();

    // The checks at their fields: the number is typed (the project gives none), and the bill-to
    // named where the order named none; each refusal goes once answered. The remit-to stays
    // empty: that only asks, and is answered when sending.
    const checks = (blocking: number) =>
      page.getByRole('list', { name: `发送前检查：${blocking} 项需更正，1 项需确认` });
    await expect(checks(standard.orderNamesBillTo ? 1 : 2)).toBeVisible();
    const numberRule = page.getByText('请填写发票号', { exact: true });
    await expect(numberRule.first()).toBeVisible();
    await page.getByRole('textbox', { name: '发票号', exact: true }).fill(invoiceNumber);
    await expect(numberRule).toHaveCount(0);
    const billTo = page.getByRole('group', { name: '收票方', exact: true });
    const billToName = billTo.getByRole('textbox', { name: '名称', exact: true });
    const billToRule = billTo.getByText('请填写收票方名称');
    if (standard.orderNamesBillTo) {
      await expect(billToName).not.toHaveValue('');
    } else {
      await expect(billToRule).toBeVisible();
      await billToName.fill('EUROMART ACCOUNTS PAYABLE');
    }
    await expect(billToRule).toHaveCount(0);
    const remitToQuestion = '未填写收款方（汇款地址），是否继续？';
    await expect(
      page.getByRole('group', { name: '收款方（汇款地址）' }).getByText(remitToQuestion),
    ).toBeVisible();
    // Recalculated, only the question is left before sending.
    const totals = page.getByRole('region', { name: '合计' });
    await totals.getByRole('button', { name: '重新计算' }).click();
    await expect(totals.getByText('合计与明细不一致，请点击“重新计算”')).toHaveCount(0);
    await expect(checks(0)).toContainText(remitToQuestion);
    expect(await accessibilityProblems(page)).toEqual([]);

    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expect(page.getByText('发票已保存')).toBeVisible();
    await expect(page).toHaveURL(/\/space\/delivery\/invoice\/\d+$/);
    const grandTotal = (await page.locator('[data-total="grandTotal"]').textContent()) ?? '';
    const shown = shownAmountInMinor(grandTotal);
    expect(shown.minor).toBeGreaterThan(0n);

    // Sent, once the incomplete-info question is answered: SEND_INV, SENT_INV once written.
    await page.getByRole('button', { name: '发送' }).click();
    const question = page.getByRole('dialog', { name: '发票信息不完整' });
    await expect(question).toContainText(remitToQuestion);
    await question.getByRole('button', { name: '继续发送' }).click();
    // The snackbar's words (the order's status badge now says the same).
    await expect(page.getByRole('alert').getByText('发票已发送', { exact: true })).toBeVisible();
    await expect(
      page.getByText('该发票已发送，不能再修改。如需更正，请开具贷项通知单。'),
    ).toBeVisible();
    await expect
      .poll(async () => (await deliveryStatusOf(portal, serialNumber)).orderStatus)
      .toBe('SENT_INV');
    const [written] = (await invoiceOfOrder(portal, serialNumber, projectKey)).messages;
    if (written === undefined) throw new Error('no invoice message');
    expect(written.documentType).toBe(invoice);
    const file = await waitForFile(outboundDir(portal, projectKey), written.fileName);
    expect(file).toContain(invoiceNumber);
    // The file states the total the screen showed, to the cent.
    expect(writtenGrandTotalInMinor(file, standard, shown.currencyCode)).toBe(shown.minor);

    // The partner's 997 / CONTRL accepts the invoice, then its 820 / REMADV pays it in full:
    // the order ends as PAYMENT_ORDER.
    await simulate(portal, projectKey, state, 'answer');
    await expect
      .poll(() => messageVerdicts(portal, serialNumber))
      .toEqual([`${orderResponse} success`, `${shipNotice} success`, `${invoice} success`].sort());
    // The simulator dates a payment the day after its document: a document of yesterday pays
    // today, inside the dashboard's range.
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000);
    const paid = await payInvoice(
      portal,
      projectKey,
      state,
      invoiceNumber,
      { way: 'full' },
      yesterday,
    );
    expect(paid).toContain(`invoice ${invoiceNumber}`);
    await expect
      .poll(async () => (await deliveryStatusOf(portal, serialNumber)).orderStatus, {
        timeout: 30_000,
      })
      .toBe('PAYMENT_ORDER');

    // The invoice list: sent, accepted, paid in full; its detail lists the payment.
    await openFromMenu(page, '发票信息', '/space/invoice');
    const invoiceRow = rowWith(page, invoiceNumber);
    await expect(invoiceRow).toContainText('已付清');
    await expect(invoiceRow).toContainText('成功');
    await expect(invoiceRow).toContainText(grandTotal);
    await invoiceRow.getByRole('link', { name: invoiceNumber }).click();
    await expect(page).toHaveURL(/\/space\/invoice\/\d+$/);
    const payments = page.getByRole('table', { name: '已匹配的付款' });
    await expect(payments.getByRole('row')).toHaveCount(2);
    await expect(payments).toContainText(grandTotal);
    await expect(payments).toContainText('按发票号匹配');
    expect(await accessibilityProblems(page)).toEqual([]);

    // The payment list: the remittance line pays the invoice in full, with its amount.
    await openFromMenu(page, '付款单', '/space/payment');
    const paymentRow = rowWith(page, invoiceNumber);
    await expect(paymentRow).toContainText('已付清');
    await expect(paymentRow).toContainText(grandTotal);
    await expect(paymentRow).toContainText(`已匹配发票 ${invoiceNumber}`);
    expect(await accessibilityProblems(page)).toEqual([]);

    // The dashboard's money panel: what was invoiced and paid today.
    await openFromMenu(page, '仪表盘', '/space/dashboard');
    const money = page.getByRole('region', { name: '开票与收款' });
    await expect(money.getByRole('group', { name: '范围内开票' })).toContainText(grandTotal);
    await expect(money.getByRole('group', { name: '范围内收款' })).toContainText(grandTotal);
    expect(pageErrors).toEqual([]);
  });
}
