import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  deliveryEndpoints,
  messageEndpoints,
  screenPaths,
  storageKeys,
  type ProjectListItem,
} from '@portal/contracts';
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
} from '@portal/stories';
import contract from '../contract';
import DeliveryScreen from '../screens/delivery-screen';
import { texts } from '../i18n/texts';
import { awaitingSummary, deliveryPage, deliverySummary } from './notice-fixtures';

const portal: PortalParameters = { texts: contractTexts(contract), path: screenPaths.delivery };

const notices = Array.from({ length: 10 }, (_, index) => deliverySummary(index));

/** The failed and unknown messages the list counts above the table. */
const messageCounts = (failed: number, unknown: number) =>
  answerWith(messageEndpoints.page, ({ query }) => ({
    records: [],
    total:
      query.get('status') === 'failed' ? failed : query.get('status') === 'unknown' ? unknown : 0,
    page: 1,
    size: 10,
  }));

/** The language a play function runs in (the toolbar's). */
const localeOf = (globals: Record<string, unknown>): 'zh-cn' | 'en-us' =>
  globals['locale'] === 'en-us' ? 'en-us' : 'zh-cn';

const meta = {
  title: 'Delivery/Delivery list',
  component: DeliveryScreen,
  tags: ['screen', 'route:/space/delivery'],
  parameters: { layout: 'fullscreen', portal },
  beforeEach: answers(
    ...projectAnswers(),
    messageCounts(2, 1),
    answer(deliveryEndpoints.page, deliveryPage(notices, { total: 36 })),
  ),
} satisfies Meta<typeof DeliveryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const Empty: Story = {
  beforeEach: answers(messageCounts(0, 0), answer(deliveryEndpoints.page, deliveryPage([]))),
};

export const Loading: Story = {
  beforeEach: answers(neverAnswer(deliveryEndpoints.page), neverAnswer(messageEndpoints.page)),
};

export const LoadError: Story = {
  beforeEach: answers(failWith(deliveryEndpoints.page, 'OPERATION_FAILED')),
};

export const NoPermission: Story = {
  beforeEach: answers(failEverything('NO_PERMISSION')),
};

const longProject: ProjectListItem = {
  ...acmeProject,
  projectKey: 'ACME-APAC-SOURCING',
  nameZh: 'ACME 零售亚太区直采与跨境电商供应商协同项目（华东、华南及港澳仓配一体化）',
  nameEn:
    'ACME Retail Asia-Pacific direct sourcing and cross-border e-commerce supplier collaboration',
};

export const LongTexts: Story = {
  beforeEach: answers(
    ...projectAnswers([longProject]),
    messageCounts(1_284, 3_077),
    answer(
      deliveryEndpoints.page,
      deliveryPage(
        notices.map((row, index) => ({
          ...row,
          projectKey: longProject.projectKey,
          poNumber: `PO-ACME-APAC-2026-11-DROPSHIP-${4501001 + index}-REV${index + 2}`,
          shipmentNumber: `SH-NINGBO-BEILUN-202611-${String(index + 1).padStart(6, '0')}-CONSOL`,
          packageCount: 4_980 + index,
        })),
        { total: 12_480 },
      ),
    ),
  ),
};

/** The user chose 100 rows a page (kept in the browser; every story starts with it empty). */
const hundredRowsAPage = async () => {
  localStorage.setItem(storageKeys.pageSize, '100');
};

export const LongTable: Story = {
  beforeEach: async () => {
    await hundredRowsAPage();
    await answers(
      answerWith(deliveryEndpoints.page, ({ query }) =>
        deliveryPage(
          Array.from({ length: 100 }, (_, index) => deliverySummary(index)),
          { total: 3_482, size: Number(query.get('size') ?? 100) },
        ),
      ),
    )();
  },
};

/** The delivered orders still waiting for their first notice, one click away. */
export const AwaitingNotice: Story = {
  beforeEach: answers(
    answerWith(deliveryEndpoints.page, ({ query }) =>
      query.get('view') === 'awaiting'
        ? deliveryPage(Array.from({ length: 6 }, (_, index) => awaitingSummary(20 + index)))
        : deliveryPage(notices, { total: 36 }),
    ),
  ),
  play: async ({ canvasElement, globals }) => {
    const t = texts[localeOf(globals)];
    const canvas = within(canvasElement);
    await canvas.findByText('PO-4501001');
    await userEvent.click(canvas.getByText(t['list.view.awaiting']));
    await canvas.findByText('PO-4501021');
    await waitFor(() => expect(canvas.queryByText('PO-4501001')).toBeNull());
  },
};
