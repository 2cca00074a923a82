import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Group } from '@mantine/core';
import { expect, within } from 'storybook/test';
import { messageStatuses, orderStatuses } from '@portal/contracts';
import { orderViewTexts } from '../texts';
import { MessageStatusBadge, OrderStatusBadge } from './order-status-badge';

/**
 * The order view's status badges: the words are the order view's texts (built from the
 * contracts' one wording), the colours the kit's tone tables. A status this build does not know
 * reads "Unknown status", grey, with its code only in the badge's title.
 */
interface StoryArgs {
  status: string;
}

const meta = {
  title: 'Order view/OrderStatusBadge',
  args: { status: 'RECEIVED' },
  argTypes: { status: { control: 'select', options: [...orderStatuses, 'ON_HOLD'] } },
  parameters: { portal: { texts: [orderViewTexts] } },
  render: ({ status }) => <OrderStatusBadge status={status} />,
} satisfies Meta<StoryArgs>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Known: Story = {};

/** A status a newer server sends: the product's "unknown" wording, never the raw code. */
export const UnknownStatus: Story = {
  args: { status: 'ON_HOLD' },
  play: async ({ canvasElement }) => {
    const badge = canvasElement.querySelector('[data-status="ON_HOLD"]');
    await expect(badge).not.toBeNull();
    await expect(badge?.getAttribute('data-tone')).toBe('gray');
    await expect(badge?.getAttribute('title')).toContain('ON_HOLD');
    await expect(within(canvasElement).queryByText('ON_HOLD')).toBeNull();
  },
};

export const EveryOrderStatus: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <Group gap="xs" maw={900}>
      {orderStatuses.map((status) => (
        <OrderStatusBadge key={status} status={status} />
      ))}
    </Group>
  ),
};

export const EveryMessageStatus: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <Group gap="xs">
      {messageStatuses.map((status) => (
        <MessageStatusBadge key={status} status={status} />
      ))}
    </Group>
  ),
};
