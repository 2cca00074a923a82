import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Group, Table, Text } from '@mantine/core';
import {
  orderStatusMeanings,
  orderStatuses,
  userStatusMeanings,
  userStatuses,
} from '@portal/contracts';
import { storyLocale, type StoryLocale, type StoryTexts } from '../../../.storybook/locale';
import { StatusBadge, statusTones, toneOf, type StatusTone } from './StatusBadge';
import { orderStatusTones, userStatusTones } from './status-tones';

/**
 * The story's own words; the status names come from the contracts' one wording
 * (status-labels.ts) and the colours from status-tones.ts, exactly what the product shows.
 */
const texts: StoryTexts<{ statusHeader: string; badgeHeader: string; unknownLabel: string }> = {
  'zh-cn': { statusHeader: '状态值', badgeHeader: '显示', unknownLabel: '未知状态' },
  'en-us': {
    statusHeader: 'Status value',
    badgeHeader: 'Shown as',
    unknownLabel: 'Unknown status',
  },
};

/** Every order status with the badge it shows as (a component, so a test can render it too). */
export function OrderStatusTable({ locale }: { locale: StoryLocale }) {
  const text = texts[locale];
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
                label={orderStatusMeanings[status][locale]}
                tone={toneOf(status, orderStatusTones)}
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

interface StoryArgs {
  status: string;
  tone: StatusTone;
}

const meta = {
  title: 'Data display/StatusBadge',
  excludeStories: ['OrderStatusTable'],
  args: { status: 'ACCEPTED', tone: 'teal' },
  argTypes: {
    status: { control: 'select', options: [...orderStatuses, ...userStatuses, 'ARCHIVED'] },
    tone: { control: 'select', options: statusTones },
  },
  render: ({ status, tone }, { globals }) => {
    const locale = storyLocale(globals);
    const meanings: Readonly<Record<string, Readonly<Record<typeof locale, string>>>> = {
      ...orderStatusMeanings,
      ...userStatusMeanings,
    };
    const label = Object.hasOwn(meanings, status)
      ? meanings[status]?.[locale]
      : texts[locale].unknownLabel;
    return <StatusBadge status={status} label={label} tone={tone} />;
  },
} satisfies Meta<StoryArgs>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Single: Story = {};

export const UnknownStatusFallsBackToGray: Story = { args: { status: 'ARCHIVED', tone: 'gray' } };

export const OrderStatuses: Story = {
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <OrderStatusTable locale={storyLocale(globals)} />,
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
