import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Stack } from '@mantine/core';
import { requestFieldLabel } from '@portal/contracts';
import { currentLanguage } from '@portal/i18n';
import { useTranslation } from 'react-i18next';
import { useOrderFormat } from '../hooks/use-order-format';
import { orderViewTexts } from '../texts';
import { ShipWindow } from './ship-window';

/**
 * The ship window as the purchase list shows it: days through the portal's day formatter (the
 * system setting's date format), "due soon" in the contracts' wording, in the toolbar's language.
 */
function Window({ start, end, dueSoon }: StoryArgs) {
  const { i18n } = useTranslation();
  const format = useOrderFormat();
  return (
    <ShipWindow
      start={start}
      end={end}
      dueSoon={dueSoon}
      dueSoonLabel={requestFieldLabel('dueSoon', currentLanguage(i18n))}
      formatDay={format.day}
    />
  );
}

interface StoryArgs {
  start: string | null;
  end: string | null;
  dueSoon: boolean;
}

const meta = {
  title: 'Order view/ShipWindow',
  args: { start: '2026-11-24', end: '2026-11-28', dueSoon: false },
  parameters: { portal: { texts: [orderViewTexts] } },
  render: (args) => <Window {...args} />,
} satisfies Meta<StoryArgs>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Range: Story = {};

/** The window ends within two days (or has ended) and nothing shipped. */
export const DueSoon: Story = { args: { start: '2026-11-18', end: '2026-11-21', dueSoon: true } };

/** Ship-not-before and cancel-after on the same day. */
export const OneDay: Story = { args: { start: '2026-11-26', end: '2026-11-26' } };

/** The order names only a cancel-after date. */
export const OpenStart: Story = { args: { start: null, end: '2026-11-21', dueSoon: true } };

/** Several rows as the purchase list shows them. */
export const InAList: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <Stack gap="xs" w={260}>
      <Window start="2026-11-24" end="2026-11-28" dueSoon={false} />
      <Window start="2026-11-18" end="2026-11-21" dueSoon />
      <Window start={null} end={null} dueSoon={false} />
    </Stack>
  ),
};
