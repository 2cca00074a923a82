import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, within } from 'storybook/test';
import { deliveryFileEndpoints, screenPaths } from '@portal/contracts';
import { contractTexts } from '@portal/shell-contract';
import {
  answer,
  answerFile,
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
import {
  fileRecords,
  lineWorkbook,
  listShown,
  longTextFiles,
  manyFiles,
  pageOf,
  workbookData,
} from './sending-fixtures';

const portal: PortalParameters = {
  texts: contractTexts(contract),
  path: `${screenPaths.delivery}/file`,
};

/** Opens the data of the line-item workbook (the button's label in either language). */
const showWorkbook = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(
    await canvas.findByRole('button', {
      name: new RegExp(`(查看 ${lineWorkbook.name} 的数据|Show the data of ${lineWorkbook.name})`),
    }),
  );
  return within(canvasElement.ownerDocument.body).findByRole('dialog');
};

const meta = {
  title: 'Delivery/Delivery files',
  component: DeliveryScreen,
  tags: ['screen', 'route:/space/delivery'],
  parameters: { layout: 'fullscreen', portal },
  beforeEach: answers(
    ...projectAnswers(),
    answerWith(deliveryFileEndpoints.page, ({ query }) => {
      const kind = query.get('kind');
      return pageOf(kind === null ? fileRecords : fileRecords.filter((file) => file.kind === kind));
    }),
    answer(deliveryFileEndpoints.show, workbookData),
    answerFile(deliveryFileEndpoints.download, '%PDF-1.4\n%%EOF\n', 'application/pdf', 'file.pdf'),
  ),
} satisfies Meta<typeof DeliveryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Report files, a line-item workbook, an SSCC label and an outbound 856 of ACME's orders. */
export const Filled: Story = {
  play: ({ canvasElement }) => listShown(canvasElement, 'ACME_856_1201.x12'),
};

export const Empty: Story = {
  beforeEach: answers(answer(deliveryFileEndpoints.page, pageOf([]))),
};

export const Loading: Story = {
  beforeEach: answers(neverAnswer(deliveryFileEndpoints.page)),
};

export const LoadError: Story = {
  beforeEach: answers(failWith(deliveryFileEndpoints.page, 'OPERATION_FAILED')),
};

export const NoPermission: Story = {
  beforeEach: answers(failEverything('NO_PERMISSION')),
};

export const LongTexts: Story = {
  beforeEach: answers(answer(deliveryFileEndpoints.page, pageOf(longTextFiles))),
  play: ({ canvasElement }) => listShown(canvasElement, longTextFiles[0]?.name ?? ''),
};

export const LongTable: Story = {
  beforeEach: answers(
    answerWith(deliveryFileEndpoints.page, ({ query }) =>
      pageOf(manyFiles, 3_215, Number(query.get('size') ?? 100)),
    ),
  ),
  play: ({ canvasElement }) => listShown(canvasElement, manyFiles[99]?.name ?? ''),
};

/** A workbook shown as a table: its first rows, and how many it holds. */
export const WorkbookData: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await showWorkbook(canvasElement));
    await dialog.findByRole('table');
    await expect(dialog.getAllByRole('row')).toHaveLength(workbookData.rows.length + 1);
  },
};

export const WorkbookDataLoading: Story = {
  beforeEach: answers(neverAnswer(deliveryFileEndpoints.show)),
  play: async ({ canvasElement }) => {
    await showWorkbook(canvasElement);
  },
};

export const WorkbookDataFailed: Story = {
  beforeEach: answers(failWith(deliveryFileEndpoints.show, 'FILE_OPEN_FAILED')),
  play: async ({ canvasElement }) => {
    const dialog = within(await showWorkbook(canvasElement));
    await dialog.findByText(/文件数据无法显示|The file data cannot be shown/);
  },
};
