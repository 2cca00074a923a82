import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { messageEndpoints, screenPaths, type Message } from '@portal/contracts';
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
} from '@portal/stories';
import contract from '../contract';
import DeliveryScreen from '../screens/delivery-screen';
import {
  listShown,
  longTextMessages,
  manyMessages,
  message,
  messageDetail,
  messageRecords,
  pageOf,
} from './sending-fixtures';

const messagesPath = `${screenPaths.delivery}/messages`;
const portal: PortalParameters = { texts: contractTexts(contract), path: messagesPath };
const at = (path: string): { portal: PortalParameters } => ({ portal: { ...portal, path } });

/** Each message by its id, as GET /message/info/{id} answers. */
const detailOf = (records: readonly Message[]) =>
  answerWith(messageEndpoints.info, ({ params }) => {
    const id = Number(params['id']);
    return messageDetail(records.find((row) => row.id === id) ?? message(id));
  });

const meta = {
  title: 'Delivery/Message status',
  component: DeliveryScreen,
  tags: ['screen', 'route:/space/delivery'],
  parameters: { layout: 'fullscreen', portal },
  beforeEach: answers(
    ...projectAnswers(),
    answerWith(messageEndpoints.page, ({ query }) => {
      const status = query.get('status');
      return pageOf(
        status === null ? messageRecords : messageRecords.filter((row) => row.status === status),
      );
    }),
    detailOf(messageRecords),
  ),
} satisfies Meta<typeof DeliveryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every kind of outbound document with every status: sent, acknowledged, refused, failed. */
export const Filled: Story = {
  play: ({ canvasElement }) => listShown(canvasElement, 'ACME_856_1201.x12'),
};

export const Empty: Story = {
  beforeEach: answers(answer(messageEndpoints.page, pageOf([]))),
};

export const Loading: Story = {
  beforeEach: answers(neverAnswer(messageEndpoints.page)),
};

export const LoadError: Story = {
  beforeEach: answers(failWith(messageEndpoints.page, 'OPERATION_FAILED')),
};

export const NoPermission: Story = {
  beforeEach: answers(failEverything('NO_PERMISSION')),
};

export const LongTexts: Story = {
  beforeEach: answers(
    answer(messageEndpoints.page, pageOf(longTextMessages)),
    detailOf(longTextMessages),
  ),
  play: ({ canvasElement }) => listShown(canvasElement, longTextMessages[1]?.fileName ?? ''),
};

export const LongTable: Story = {
  beforeEach: answers(
    answerWith(messageEndpoints.page, ({ query }) =>
      pageOf(manyMessages, 2_846, Number(query.get('size') ?? 100)),
    ),
  ),
  play: ({ canvasElement }) => listShown(canvasElement, manyMessages[99]?.fileName ?? ''),
};

/** A link that asks for one status: the list opens on the refused and failed messages. */
export const FilteredByStatus: Story = {
  parameters: at(`${messagesPath}?status=failed`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'ACME_810_1207.x12' });
    await waitFor(() =>
      expect(canvas.queryByRole('link', { name: 'ACME_856_1201.x12' })).toBeNull(),
    );
  },
};

/** An 856 the partner's 997 accepted. */
export const AcceptedMessage: Story = {
  parameters: at(`${messagesPath}/1201`),
};

/** An 810 the partner's 997 refused: each reason with its AK4 code and where it was found. */
export const RejectedBy997: Story = {
  parameters: at(`${messagesPath}/1207`),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const errors = await body.findByRole('list');
    await expect(within(errors).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** A DESADV the partner's CONTRL refused (UCD code 12). */
export const RejectedByContrl: Story = {
  parameters: at(`${messagesPath}/1203`),
};

/** An 856 accepted with errors (997 AK5 E: partly accepted). */
export const PartlyAccepted: Story = {
  parameters: at(`${messagesPath}/1205`),
};

/** No acknowledgement arrived in the time the project allows. */
export const NoAcknowledgement: Story = {
  parameters: at(`${messagesPath}/1204`),
};

/** The gateway could not deliver the file (three attempts). */
export const WriteFailed: Story = {
  parameters: at(`${messagesPath}/1206`),
};

/** A message waiting to be written: Resend is not offered yet. */
export const NotWrittenYet: Story = {
  parameters: at(`${messagesPath}/1199`),
};

export const DetailLoading: Story = {
  parameters: at(`${messagesPath}/1207`),
  beforeEach: answers(neverAnswer(messageEndpoints.info)),
};

export const DetailLoadError: Story = {
  parameters: at(`${messagesPath}/1207`),
  beforeEach: answers(failWith(messageEndpoints.info, 'NOT_FOUND')),
};

export const DetailLongTexts: Story = {
  parameters: at(`${messagesPath}/2301`),
  beforeEach: LongTexts.beforeEach,
};

/** Resend asks first, naming the document and its interchange control number. */
export const ResendConfirm: Story = {
  parameters: at(`${messagesPath}/1207`),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const drawer = await body.findByRole('dialog');
    const resend = await within(drawer).findByRole('button', { name: /重新发送|Resend/ });
    await userEvent.click(resend);
    await waitFor(() => expect(body.getAllByRole('dialog')).toHaveLength(2));
  },
};
