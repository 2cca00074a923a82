import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  invoiceEndpoints,
  messageEndpoints,
  orderEndpoints,
  screenPaths,
  type OrderOperate,
  type OrderOperateResult,
  type OrderSummary,
} from '@portal/contracts';
import { describeOrder } from '@portal/order-view';
import { contractTexts } from '@portal/shell-contract';
import {
  acmeProject,
  answer,
  answers,
  answerWith,
  failEverything,
  failWith,
  neverAnswer,
  projectAnswers,
  type PortalParameters,
  storyText,
  type StoryText,
  withPageSize,
} from '@portal/stories';
import { orderErrors, orderMessages } from '@portal/testing/fixtures';
import contract from '../contract';
import OrderOperationScreen from '../screens/order-operation-screen';
import {
  detail1001,
  hundredOrders,
  logs1001,
  longTextOrders,
  pageOf,
  shortages,
  storyOrder,
} from './fixtures';

const portal: PortalParameters = {
  texts: contractTexts(contract),
  path: screenPaths.orderOperation,
};

/** ACME asks before accepting (spec §3 "confirm before accept") and allows cancelling. */
const acme = { ...acmeProject, features: { ...acmeProject.features, confirmBeforeAccept: true } };

/** Orders waiting for an answer: received, changed, accepted, backordered. */
const waiting: OrderSummary[] = Array.from({ length: 10 }, (_, index) =>
  storyOrder(index, {
    status: (['RECEIVED', 'RECEIVED', 'CHANGED', 'ACCEPTED', 'BACKORDERED'] as const)[index % 5],
  }),
);
const [first = storyOrder(0)] = waiting;
const total = 842;

/** The operate calls the story received, for the play function to read what they carried. */
const sent: Request[] = [];

const meta = {
  title: 'Orders/Order operation',
  component: OrderOperationScreen,
  tags: ['screen', 'route:/space/order-operation'],
  parameters: { layout: 'fullscreen', portal },
  beforeEach: answers(
    ...projectAnswers([acme]),
    answer(orderEndpoints.documentTypes, [
      { documentType: 'ORDER', setIds: ['850'] },
      { documentType: 'ORDER_CHANGE', setIds: ['860'] },
      { documentType: 'ORDER_PLAN', setIds: ['830'] },
    ]),
    answer(orderEndpoints.page, pageOf(waiting, total)),
    answer(orderEndpoints.info, detail1001),
    answer(orderEndpoints.logs, logs1001),
    answer(orderEndpoints.errors, orderErrors),
    answer(messageEndpoints.forOrder, orderMessages),
    answer(invoiceEndpoints.orderTabs, null),
  ),
} satisfies Meta<typeof OrderOperationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const Empty: Story = {
  beforeEach: answers(answer(orderEndpoints.page, pageOf([]))),
};

export const Loading: Story = {
  beforeEach: answers(neverAnswer(orderEndpoints.page)),
};

export const LoadError: Story = {
  beforeEach: answers(failWith(orderEndpoints.page, 'OPERATION_FAILED')),
};

export const NoPermission: Story = {
  beforeEach: answers(failEverything('NO_PERMISSION')),
};

export const LongTexts: Story = {
  beforeEach: answers(answer(orderEndpoints.page, pageOf(longTextOrders, total))),
};

export const LongTable: Story = {
  beforeEach: [
    withPageSize(100),
    answers(answer(orderEndpoints.page, pageOf(hundredOrders, 6215, 100))),
  ],
};

/** 830 plans listed beside orders: a forecast is never answered, and the row says why. */
export const ForecastNotice: Story = {
  beforeEach: answers(
    answer(
      orderEndpoints.page,
      pageOf(
        waiting.map((order, index) =>
          index % 3 === 1
            ? {
                ...order,
                documentType: 'ORDER_PLAN',
                orderNumber: `FC-2026-W${40 + index}`,
                documentNumber: `FC-2026-W${40 + index}`,
              }
            : order,
        ),
        total,
      ),
    ),
  ),
  play: async ({ canvasElement, loaded }) => {
    const t = storyText(loaded);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findAllByText(t('orders:orderOperation.forecast.note')),
    ).not.toHaveLength(0);
  },
};

/** The row's answers of `order`. */
async function rowActions(canvasElement: HTMLElement, t: StoryText, order: OrderSummary) {
  return within(
    await within(canvasElement).findByRole('group', {
      name: t('orders:orderOperation.rowActions', { name: describeOrder(order) }),
    }),
  );
}

/** Answer an order: select it, Accept, confirm; the answer is sent and the user told so. */
export const AcceptOrder: Story = {
  beforeEach: [
    () => {
      sent.length = 0;
    },
    answers(
      answerWith(orderEndpoints.operate, ({ request }): OrderOperateResult => {
        sent.push(request.clone());
        return {
          summary: { ...first, status: 'ACCEPTED' },
          messageId: 9017,
        };
      }),
    ),
  ],
  play: async ({ canvasElement, loaded }) => {
    const t = storyText(loaded);
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('checkbox', {
        name: t('common:table.selectRow', { name: describeOrder(first) }),
      }),
    );
    await userEvent.click(
      canvas.getByRole('button', { name: t('orders:orderOperation.batch.accept', { count: 1 }) }),
    );
    const confirm = within(await screen.findByRole('dialog', { name: t('common:confirm.title') }));
    await waitFor(async () =>
      expect(
        confirm.getByText(
          t('orders:orderOperation.confirm.accept', { name: describeOrder(first) }),
        ),
      ).toBeVisible(),
    );
    await userEvent.click(confirm.getByRole('button', { name: t('orders:action.accept') }));
    await waitFor(async () =>
      expect(await screen.findByText(t('common:success.operation'))).toBeVisible(),
    );
    await waitFor(() => expect(sent).toHaveLength(1));
    const bodies: OrderOperate[] = await Promise.all(sent.map((request) => request.json()));
    await expect(bodies).toEqual([{ serialNumber: 1001, action: 'accept' }]);
  },
};

/** Accepting is refused for want of stock: the hint names every item short. */
export const StockShortage: Story = {
  beforeEach: answers(failWith(orderEndpoints.operate, 'INSUFFICIENT_INVENTORY', { shortages })),
  play: async ({ canvasElement, loaded }) => {
    const t = storyText(loaded);
    const canvas = within(canvasElement);
    const actions = await rowActions(canvasElement, t, first);
    await userEvent.click(actions.getByRole('button', { name: t('orders:action.accept') }));
    const confirm = within(await screen.findByRole('dialog', { name: t('common:confirm.title') }));
    await userEvent.click(confirm.getByRole('button', { name: t('orders:action.accept') }));
    await waitFor(async () =>
      expect(await canvas.findByText(t('orders:orderOperation.restock.title'))).toBeVisible(),
    );
    for (const shortage of shortages) {
      await waitFor(async () =>
        expect(
          canvas.getByText(
            t('orders:orderOperation.restock.item', {
              item: shortage.item,
              ordered: String(shortage.ordered),
              available: String(shortage.available),
              short: String(shortage.short),
            }),
          ),
        ).toBeVisible(),
      );
    }
  },
};

/** The dialog of an answer that asks first: reject, cancel (a reason) or backorder (a date). */
const answerDialog = (action: 'reject' | 'cancel' | 'backorder'): Story['play'] =>
  async function play({ canvasElement, loaded }) {
    const t = storyText(loaded);
    const actions = await rowActions(canvasElement, t, first);
    const label = t(`orders:action.${action}`);
    await userEvent.click(actions.getByRole('button', { name: label }));
    await waitFor(async () =>
      expect(await screen.findByRole('dialog', { name: label })).toBeVisible(),
    );
  };

export const RejectDialog: Story = { play: answerDialog('reject') };

export const CancelDialog: Story = { play: answerDialog('cancel') };

export const BackorderDialog: Story = { play: answerDialog('backorder') };

/** An order's detail at its own address, over the list. */
export const OrderDetail: Story = {
  parameters: { portal: { ...portal, path: `${screenPaths.orderOperation}/1001` } },
};
