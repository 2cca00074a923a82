import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Group, Table, Text } from '@mantine/core';
import {
  messageStatusMeanings,
  messageStatuses,
  orderStatusMeanings,
  orderStatuses,
  requestFieldLabel,
  userStatusMeanings,
  userStatuses,
  type StatusMeaning,
} from '@portal/contracts';
import { storyLocale, type StoryLocale } from '../../../.storybook/locale';
import { StatusBadge, statusTones, toneOf, type StatusTone } from './StatusBadge';
import { messageStatusTones, orderStatusTones, userStatusTones } from './status-tones';

/**
 * Every word here is the product's: the status names come from the contracts' one wording
 * (status-labels.ts), the column titles from the contracts' field labels, and the colours from
 * status-tones.ts, exactly what the screens show. A status the contracts do not know is the
 * order view's `OrderStatusBadge` story (Order view/OrderStatusBadge).
 */
function StatusTable<S extends string>({
  locale,
  statuses,
  meanings,
  tones,
}: {
  locale: StoryLocale;
  statuses: readonly S[];
  meanings: Readonly<Record<S, StatusMeaning>>;
  tones: Readonly<Record<S, StatusTone>>;
}) {
  return (
    <Table withTableBorder verticalSpacing="xs" w="auto">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{requestFieldLabel('code', locale)}</Table.Th>
          <Table.Th>{requestFieldLabel('status', locale)}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {statuses.map((status) => (
          <Table.Tr key={status}>
            <Table.Td>
              <Text ff="monospace" size="sm">
                {status}
              </Text>
            </Table.Td>
            <Table.Td>
              <StatusBadge
                status={status}
                label={meanings[status][locale]}
                tone={toneOf(status, tones)}
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Every order status with the badge it shows as (a component, so a test can render it too). */
export function OrderStatusTable({ locale }: { locale: StoryLocale }) {
  return (
    <StatusTable
      locale={locale}
      statuses={orderStatuses}
      meanings={orderStatusMeanings}
      tones={orderStatusTones}
    />
  );
}

/** Every status the kit's tone tables colour, with its wording, for the `status` control. */
const knownStatuses = [...orderStatuses, ...messageStatuses, ...userStatuses] as const;
type KnownStatus = (typeof knownStatuses)[number];

const meaningsOf: Readonly<Record<KnownStatus, StatusMeaning>> = {
  ...orderStatusMeanings,
  ...messageStatusMeanings,
  ...userStatusMeanings,
};

const tonesOf: Readonly<Record<KnownStatus, StatusTone>> = {
  ...orderStatusTones,
  ...messageStatusTones,
  ...userStatusTones,
};

interface StoryArgs {
  status: KnownStatus;
  /** Another colour to try; the product's colour of the status when unset. */
  tone?: StatusTone;
}

const meta = {
  title: 'Kit/StatusBadge',
  excludeStories: ['OrderStatusTable'],
  args: { status: 'ACCEPTED' },
  argTypes: {
    status: { control: 'select', options: knownStatuses },
    tone: { control: 'select', options: statusTones },
  },
  render: ({ status, tone }, { globals }) => (
    <StatusBadge
      status={status}
      label={meaningsOf[status][storyLocale(globals)]}
      tone={tone ?? tonesOf[status]}
    />
  ),
} satisfies Meta<StoryArgs>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Single: Story = {};

/** The longest order status, as a table cell wraps it (docs/ui-conventions.md). */
export const LongStatus: Story = {
  args: { status: 'ROUTED' },
};

export const OrderStatuses: Story = {
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <OrderStatusTable locale={storyLocale(globals)} />,
};

export const MessageStatuses: Story = {
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => (
    <StatusTable
      locale={storyLocale(globals)}
      statuses={messageStatuses}
      meanings={messageStatusMeanings}
      tones={messageStatusTones}
    />
  ),
};

export const UserStatuses: Story = {
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => {
    const locale = storyLocale(globals);
    return (
      <Group gap="sm">
        {userStatuses.map((status) => (
          <StatusBadge
            key={status}
            status={status}
            label={userStatusMeanings[status][locale]}
            tone={toneOf(status, userStatusTones)}
          />
        ))}
      </Group>
    );
  },
};
