import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, waitFor, screen, userEvent, within } from 'storybook/test';
import { purchaseEndpoints, screenPaths } from '@portal/contracts';
import { contractTexts } from '@portal/shell-contract';
import {
  answer,
  answers,
  failEverything,
  failWith,
  neverAnswer,
  projectAnswers,
  type PortalParameters,
  storyText,
  withPageSize,
} from '@portal/stories';
import contract from '../contract';
import PurchaseScreen from '../screens/purchase-screen';
import {
  purchaseDetail,
  purchaseLogs,
  purchasePageOf,
  purchaseRow,
  purchaseRows,
} from './fixtures';

const portal: PortalParameters = { texts: contractTexts(contract), path: screenPaths.purchase };
/** PO-4502001's fulfilment, opened by its address. */
const fulfilmentPortal: PortalParameters = {
  ...portal,
  path: `${screenPaths.purchase}?project=ACME&po=PO-4502001`,
};

const meta = {
  title: 'Orders/Purchase',
  component: PurchaseScreen,
  tags: ['screen', 'route:/space/purchase'],
  parameters: { layout: 'fullscreen', portal },
  beforeEach: answers(
    ...projectAnswers(),
    answer(purchaseEndpoints.orders, purchasePageOf(purchaseRows, 264)),
    answer(purchaseEndpoints.detail, purchaseDetail),
    answer(purchaseEndpoints.record, purchaseLogs),
  ),
} satisfies Meta<typeof PurchaseScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const Empty: Story = {
  beforeEach: answers(answer(purchaseEndpoints.orders, purchasePageOf([]))),
};

export const Loading: Story = {
  beforeEach: answers(neverAnswer(purchaseEndpoints.orders)),
};

export const LoadError: Story = {
  beforeEach: answers(failWith(purchaseEndpoints.orders, 'OPERATION_FAILED')),
};

export const NoPermission: Story = {
  beforeEach: answers(failEverything('NO_PERMISSION')),
};

export const LongTexts: Story = {
  beforeEach: answers(
    answer(
      purchaseEndpoints.orders,
      purchasePageOf(
        [
          purchaseRow(0, {
            orderNumber: 'PO-4502001-DROPSHIP-REPLENISHMENT-WEEK47-REGION-EAST-CHINA',
            shipToName:
              '华东配送中心（江苏省苏州市昆山市花桥经济开发区商务大道 1888 号 B 栋冷链仓）',
            carrierName: '中国远洋海运集团有限公司华东区域多式联运物流服务分公司',
          }),
          purchaseRow(1, {
            shipToName:
              'Northwind Traders Cross-Dock Facility 14, 2200 Industrial Parkway South, Seattle',
            carrierName: 'Old Dominion Freight Line Expedited Less-Than-Truckload Services',
          }),
          ...purchaseRows.slice(2),
        ],
        264,
      ),
    ),
  ),
};

export const LongTable: Story = {
  beforeEach: [
    withPageSize(100),
    answers(
      answer(
        purchaseEndpoints.orders,
        purchasePageOf(
          Array.from({ length: 100 }, (_, index) => purchaseRow(index)),
          3120,
        ),
      ),
    ),
  ],
};

/** One order's fulfilment: lines, routing, packing plan, labels and its log. */
export const Fulfilment: Story = {
  parameters: { portal: fulfilmentPortal },
};

export const FulfilmentLoadError: Story = {
  parameters: { portal: fulfilmentPortal },
  beforeEach: answers(failWith(purchaseEndpoints.detail, 'ORDER_NOT_FOUND')),
};

/** The routing dialog: carrier, SCAC and pick-up of the order. */
export const RoutingDialog: Story = {
  parameters: { portal: fulfilmentPortal },
  play: async ({ canvasElement, loaded }) => {
    const t = storyText(loaded);
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('orders:purchase.routing.enter') }),
    );
    await waitFor(async () =>
      expect(
        await screen.findByRole('dialog', {
          name: t('orders:purchase.routing.title', { orderNumber: 'PO-4502001' }),
        }),
      ).toBeVisible(),
    );
  },
};

/** Cancelling the order from its fulfilment asks first. */
export const CancelDialog: Story = {
  parameters: { portal: fulfilmentPortal },
  play: async ({ canvasElement, loaded }) => {
    const t = storyText(loaded);
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('orders:purchase.cancel.button') }),
    );
    await waitFor(async () => expect(await screen.findByRole('dialog')).toBeVisible());
  },
};
