import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  invoiceEndpoints,
  messageEndpoints,
  orderEndpoints,
  orderExportEndpoints,
  screenPaths,
} from '@portal/contracts';
import { describeOrder } from '@portal/order-view';
import { contractTexts } from '@portal/shell-contract';
import {
  answer,
  answers,
  answerWith,
  failEverything,
  failWith,
  neverAnswer,
  projectAnswers,
  type PortalParameters,
  storyText,
  withPageSize,
} from '@portal/stories';
import { orderErrors, orderMessages } from '@portal/testing/fixtures';
import contract from '../contract';
import OrderScreen from '../screens/order-screen';
import {
  detail1001,
  detailFor,
  exportJob,
  hundredOrders,
  logs1001,
  longTextOrders,
  orders,
  pageOf,
} from './fixtures';

const portal: PortalParameters = { texts: contractTexts(contract), path: screenPaths.order };
/** Order 1001's own address: the list with its detail drawer over it. */
const detailPortal: PortalParameters = { ...portal, path: `${screenPaths.order}/1001` };

/** The list's total: ten rows on the first page of 3,480 orders. */
const total = 3480;

/** The calls of the detail drawer of order 1001, each tab's included. */
const detailAnswers = [
  answerWith(orderEndpoints.info, ({ params }) => {
    const order = orders.find((row) => String(row.serialNumber) === params['serial_number']);
    return order === undefined ? detail1001 : detailFor(order);
  }),
  answer(orderEndpoints.logs, logs1001),
  answer(orderEndpoints.errors, orderErrors),
  answer(messageEndpoints.forOrder, orderMessages),
  answer(invoiceEndpoints.orderTabs, null),
];

const meta = {
  title: 'Orders/Order information',
  component: OrderScreen,
  tags: ['screen', 'route:/space/order'],
  parameters: {
    layout: 'fullscreen',
    portal,
  },
  beforeEach: answers(
    ...projectAnswers(),
    answer(orderEndpoints.documentTypes, [
      { documentType: 'ORDER', setIds: ['850'] },
      { documentType: 'ORDER_CHANGE', setIds: ['860'] },
      { documentType: 'ORDER_PLAN', setIds: ['830'] },
    ]),
    answer(orderEndpoints.page, pageOf(orders, total)),
    ...detailAnswers,
  ),
} satisfies Meta<typeof OrderScreen>;

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

/** A page of 100 rows (the user's page size) of 12,480 orders. */
export const LongTable: Story = {
  beforeEach: [
    withPageSize(100),
    answers(answer(orderEndpoints.page, pageOf(hundredOrders, 12480, 100))),
  ],
};

/** Filter a list: type a PO number, press Search, only that order is listed. */
export const FilterByOrderNumber: Story = {
  beforeEach: answers(
    answerWith(orderEndpoints.page, ({ query }) => {
      const number = query.get('orderNumber');
      return number === null
        ? pageOf(orders, total)
        : pageOf(orders.filter((order) => order.orderNumber === number));
    }),
  ),
  play: async ({ canvasElement, loaded }) => {
    const t = storyText(loaded);
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'PO-4501001' });
    await userEvent.type(
      canvas.getByRole('textbox', { name: t('orders:order.filter.orderNumber') }),
      'PO-4501004',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('common:button.search') }));
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'PO-4501001' })).toBeNull());
    await waitFor(async () =>
      expect(canvas.getByRole('link', { name: 'PO-4501004' })).toBeVisible(),
    );
    // The header row and the one order found.
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
  },
};

/** Open a record: click an order's PO number, its drawer opens with the order's details. */
export const OpenOrder: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = storyText(loaded);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'PO-4501003' }));
    const drawer = within(
      await screen.findByRole('dialog', {
        name: t('order-view:order.detail.title', {
          serialNumber: 1003,
          orderNumber: 'PO-4501003',
        }),
      }),
    );
    await waitFor(async () =>
      expect(
        await drawer.findByRole('tab', { name: t('order-view:order.tab.details'), selected: true }),
      ).toBeVisible(),
    );
    await expect(await drawer.findAllByText('Blue widget, large')).not.toHaveLength(0);
  },
};

/** Export Excel of every order the filter matches: confirmed, then the server's progress. */
export const ExportProgress: Story = {
  beforeEach: answers(
    answer(orderExportEndpoints.start, exportJob('running', 0)),
    answer(orderExportEndpoints.status, exportJob('running', 1200)),
    answer(orderExportEndpoints.cancel, exportJob('cancelled', 1200)),
  ),
  play: async ({ canvasElement, loaded }) => {
    const t = storyText(loaded);
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'PO-4501001' });
    const exportLabel = t('common:button.exportExcel');
    await userEvent.click(
      canvas.getByRole('button', { name: t('common:rows.choose', { action: exportLabel }) }),
    );
    await userEvent.click(
      await screen.findByRole('menuitem', {
        name: t('common:rows.matching', { count: total }),
      }),
    );
    const confirm = within(await screen.findByRole('dialog', { name: t('common:confirm.title') }));
    await userEvent.click(confirm.getByRole('button', { name: t('common:button.export') }));
    const progress = within(
      await screen.findByRole('dialog', { name: t('orders:order.export.title') }),
    );
    await waitFor(async () =>
      expect(
        await progress.findByText(
          t('orders:order.export.written', { count: total, written: '1,200', total: '3,480' }),
        ),
      ).toBeVisible(),
    );
    await waitFor(async () =>
      expect(
        progress.getByRole('progressbar', { name: t('orders:order.export.progress') }),
      ).toBeVisible(),
    );
  },
};

/** The field settings: which columns the list shows. */
export const FieldSettings: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = storyText(loaded);
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'PO-4501001' });
    await userEvent.click(canvas.getByRole('button', { name: t('common:button.fieldSettings') }));
    await waitFor(async () =>
      expect(await screen.findByText(t('common:table.fieldSettingsHint'))).toBeVisible(),
    );
  },
};

/** Delete an order the project allows deleting: the dialog names it. */
export const DeleteDialog: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = storyText(loaded);
    const canvas = within(canvasElement);
    const [order] = orders.filter((row) => row.status === 'RECEIVED');
    if (order === undefined) throw new Error('No order to delete.');
    const actions = within(
      await canvas.findByRole('group', {
        name: t('orders:order.action.rowActions', { name: describeOrder(order) }),
      }),
    );
    await userEvent.click(actions.getByRole('button', { name: t('common:button.delete') }));
    const dialog = within(await screen.findByRole('dialog', { name: t('common:confirm.title') }));
    await waitFor(async () =>
      expect(
        dialog.getByText(t('orders:order.delete.confirm', { name: describeOrder(order) })),
      ).toBeVisible(),
    );
  },
};

/** Order 1001 opened by its own address: the drawer over the list, on its details. */
export const OrderDetail: Story = {
  parameters: { portal: detailPortal },
};

/** The drawer of an order that could not be read: why, and Retry. */
export const OrderDetailLoadError: Story = {
  parameters: { portal: detailPortal },
  beforeEach: answers(failWith(orderEndpoints.info, 'OPERATION_FAILED')),
};

/** An address naming an order that does not exist. */
export const OrderDetailNotFound: Story = {
  parameters: { portal: { ...portal, path: `${screenPaths.order}/99999` } },
  beforeEach: answers(failWith(orderEndpoints.info, 'ORDER_NOT_FOUND')),
};

export const OrderDetailLoading: Story = {
  parameters: { portal: detailPortal },
  beforeEach: answers(neverAnswer(orderEndpoints.info)),
};
