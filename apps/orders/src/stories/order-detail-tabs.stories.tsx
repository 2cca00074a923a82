import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, waitFor, screen, userEvent, within } from 'storybook/test';
import { invoiceEndpoints, messageEndpoints, orderEndpoints, screenPaths } from '@portal/contracts';
import type { OrderDetailTab } from '@portal/order-view';
import { contractTexts } from '@portal/shell-contract';
import { answer, answers, projectAnswers, type PortalParameters, storyText } from '@portal/stories';
import { orderErrors, orderMessages } from '@portal/testing/fixtures';
import contract from '../contract';
import OrderScreen from '../screens/order-screen';
import { detail1001, logs1001, orders, pageOf, planDetail, sentInvoice } from './fixtures';

/**
 * The detail drawer of order 1001 (`/space/order/1001`), one story per tab of spec §2: each play
 * function opens its tab as a user does, by clicking it.
 */
const portal: PortalParameters = {
  texts: contractTexts(contract),
  path: `${screenPaths.order}/1001`,
};

const meta = {
  title: 'Orders/Order information/Order detail',
  component: OrderScreen,
  tags: ['screen', 'route:/space/order'],
  parameters: { layout: 'fullscreen', portal },
  beforeEach: answers(
    ...projectAnswers(),
    answer(orderEndpoints.documentTypes, [
      { documentType: 'ORDER', setIds: ['850'] },
      { documentType: 'ORDER_CHANGE', setIds: ['860'] },
    ]),
    answer(orderEndpoints.page, pageOf(orders, 3480)),
    answer(orderEndpoints.info, detail1001),
    answer(orderEndpoints.logs, logs1001),
    answer(orderEndpoints.errors, orderErrors),
    answer(messageEndpoints.forOrder, orderMessages),
    answer(invoiceEndpoints.orderTabs, null),
  ),
} satisfies Meta<typeof OrderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A story that opens the drawer's tab `tab` and waits for it to be the selected one. */
const openTab = (tab: OrderDetailTab): Story['play'] =>
  async function play({ loaded }) {
    const t = storyText(loaded);
    const drawer = within(
      await screen.findByRole('dialog', {
        name: t('order-view:order.detail.title', { serialNumber: 1001, orderNumber: 'PO-4501001' }),
      }),
    );
    const name = t(`order-view:order.tab.${tab}`);
    await userEvent.click(await drawer.findByRole('tab', { name }));
    await waitFor(async () =>
      expect(drawer.getByRole('tab', { name, selected: true })).toBeVisible(),
    );
  };

export const OrderDetails: Story = { play: openTab('details') };

/** An 830 planning schedule opens on its part list. */
export const OrderPlan: Story = {
  beforeEach: answers(answer(orderEndpoints.info, planDetail)),
  parameters: { portal },
  play: async (context) => {
    const t = storyText(context.loaded);
    const drawer = within(
      await screen.findByRole('dialog', {
        name: t('order-view:order.detail.title', {
          serialNumber: 1001,
          orderNumber: 'FC-2026-W47',
        }),
      }),
    );
    await waitFor(async () =>
      expect(
        await drawer.findByRole('tab', { name: t('order-view:order.tab.plan'), selected: true }),
      ).toBeVisible(),
    );
  },
};

/** The part list of an order that is no plan. */
export const OrderPlanOfOrder: Story = { play: openTab('plan') };

/** No invoice sent yet: what the order would give one. */
export const InvoiceInfo: Story = { play: openTab('invoiceInfo') };

/** The invoice sent for the order. */
export const InvoiceInfoSent: Story = {
  beforeEach: answers(answer(invoiceEndpoints.orderTabs, sentInvoice)),
  play: openTab('invoiceInfo'),
};

export const InvoiceDetails: Story = { play: openTab('invoiceDetails') };

export const InvoiceDetailsSent: Story = {
  beforeEach: answers(answer(invoiceEndpoints.orderTabs, sentInvoice)),
  play: openTab('invoiceDetails'),
};

export const TradeSettlement: Story = { play: openTab('tradeSettlement') };

export const TradeSettlementSent: Story = {
  beforeEach: answers(answer(invoiceEndpoints.orderTabs, sentInvoice)),
  play: openTab('tradeSettlement'),
};

export const SpacInfo: Story = { play: openTab('spac') };

export const DeliveryDetails: Story = { play: openTab('delivery') };

export const OperationLogs: Story = { play: openTab('logs') };

export const OriginalDocument: Story = { play: openTab('original') };
