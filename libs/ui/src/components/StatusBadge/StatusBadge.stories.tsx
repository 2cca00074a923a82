import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Group, Table, Text } from '@mantine/core';
import { orderStatuses, userStatuses } from '@portal/contracts';
import { storyLocale, type StoryTexts } from '../../../.storybook/locale';
import { StatusBadge, statusTones, toneOf, type StatusTone } from './StatusBadge';

type OrderStatus = (typeof orderStatuses)[number];
type UserStatus = (typeof userStatuses)[number];

/** An example of the tone table a feature keeps next to its status labels. */
const orderTones: Record<OrderStatus, StatusTone> = {
  NEW_ORDER: 'violet',
  RECEIVED: 'blue',
  CHANGED: 'orange',
  ACCEPTED: 'teal',
  REJECTED: 'red',
  BACKORDERED: 'yellow',
  CANCELED: 'gray',
  ROUTED: 'teal',
  PRINTED: 'teal',
  DELIVERED: 'blue',
  SEND_ASN: 'yellow',
  SENT_ASN: 'green',
  SEND_INV: 'yellow',
  SENT_INV: 'green',
  PAYMENT_ORDER: 'green',
  INVOICE: 'blue',
};

const userTones: Record<UserStatus, StatusTone> = { activated: 'green', deactivated: 'gray' };

const texts: StoryTexts<{
  order: Record<OrderStatus, string>;
  user: Record<UserStatus, string>;
  statusHeader: string;
  badgeHeader: string;
  unknownLabel: string;
}> = {
  'zh-cn': {
    order: {
      NEW_ORDER: '新订单',
      RECEIVED: '待接单',
      CHANGED: '已变更，待确认',
      ACCEPTED: '已接单，待上传发货信息',
      REJECTED: '已拒绝',
      BACKORDERED: '缺货',
      CANCELED: '已取消',
      ROUTED: '已上传发货信息，待打印标签',
      PRINTED: '已打印标签，待发货',
      DELIVERED: '已发货，待发送发货通知',
      SEND_ASN: '发货通知发送中',
      SENT_ASN: '发货通知已发送，待确认',
      SEND_INV: '发票发送中',
      SENT_INV: '发票已发送',
      PAYMENT_ORDER: '已收款，交易结束',
      INVOICE: '已收到发票',
    },
    user: { activated: '已激活', deactivated: '已停用' },
    statusHeader: '状态值',
    badgeHeader: '显示',
    unknownLabel: '未知状态',
  },
  'en-us': {
    order: {
      NEW_ORDER: 'New order',
      RECEIVED: 'Waiting for acceptance',
      CHANGED: 'Changed, waiting for confirmation',
      ACCEPTED: 'Accepted, waiting for shipping info',
      REJECTED: 'Rejected',
      BACKORDERED: 'Backordered',
      CANCELED: 'Cancelled',
      ROUTED: 'Shipping info uploaded, waiting for labels',
      PRINTED: 'Labels printed, waiting for shipment',
      DELIVERED: 'Shipped, waiting for ship notice',
      SEND_ASN: 'Ship notice sending',
      SENT_ASN: 'Ship notice sent, waiting for confirmation',
      SEND_INV: 'Invoice sending',
      SENT_INV: 'Invoice sent',
      PAYMENT_ORDER: 'Payment received, transaction ends',
      INVOICE: 'Invoice received',
    },
    user: { activated: 'Activated', deactivated: 'Deactivated' },
    statusHeader: 'Status value',
    badgeHeader: 'Shown as',
    unknownLabel: 'Unknown status',
  },
};

interface StoryArgs {
  status: string;
  tone: StatusTone;
}

const meta = {
  title: 'Data display/StatusBadge',
  args: { status: 'ACCEPTED', tone: 'teal' },
  argTypes: {
    status: { control: 'select', options: [...orderStatuses, ...userStatuses, 'INVOICE'] },
    tone: { control: 'select', options: statusTones },
  },
  render: ({ status, tone }, { globals }) => {
    const text = texts[storyLocale(globals)];
    const labels: Record<string, string> = { ...text.order, ...text.user };
    const label = Object.hasOwn(labels, status) ? labels[status] : text.unknownLabel;
    return <StatusBadge status={status} label={label} tone={tone} />;
  },
} satisfies Meta<StoryArgs>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Single: Story = {};

export const UnknownStatusFallsBackToGray: Story = { args: { status: 'INVOICE', tone: 'gray' } };

export const OrderStatuses: Story = {
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => {
    const text = texts[storyLocale(globals)];
    return (
      <Table withTableBorder verticalSpacing="xs" w="auto">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{text.statusHeader}</Table.Th>
            <Table.Th>{text.badgeHeader}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orderStatuses.map((status) => (
            <Table.Tr key={status}>
              <Table.Td>
                <Text ff="monospace" size="sm">
                  {status}
                </Text>
              </Table.Td>
              <Table.Td>
                <StatusBadge
                  status={status}
                  label={text.order[status]}
                  tone={toneOf(status, orderTones)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  },
};

export const UserStatuses: Story = {
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => {
    const text = texts[storyLocale(globals)];
    return (
      <Group gap="sm">
        {userStatuses.map((status) => (
          <StatusBadge
            key={status}
            status={status}
            label={text.user[status]}
            tone={toneOf(status, userTones)}
          />
        ))}
      </Group>
    );
  },
};
