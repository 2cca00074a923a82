import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Stack } from '@mantine/core';
import { ShipWindow } from './ship-window';

/** The story texts per language of the toolbar's `locale` global (libs/ui's Storybook sets it). */
const texts = {
  'zh-cn': { dueSoon: '即将到期' },
  'en-us': { dueSoon: 'Due soon' },
} as const satisfies Record<'zh-cn' | 'en-us', { dueSoon: string }>;

const localeOf = (globals: Readonly<Record<string, unknown>>) =>
  globals['locale'] === 'en-us' ? 'en-us' : 'zh-cn';

/** The portal's default date format (YYYY/MM/DD) from an ISO day. */
const portalDay = (day: string) => day.replaceAll('-', '/');

interface StoryArgs {
  start: string | null;
  end: string | null;
  dueSoon: boolean;
}

const meta = {
  title: 'Orders/ShipWindow',
  args: { start: '2026-03-10', end: '2026-03-14', dueSoon: false },
  render: (args, { globals }) => (
    <ShipWindow {...args} dueSoonLabel={texts[localeOf(globals)].dueSoon} formatDay={portalDay} />
  ),
} satisfies Meta<StoryArgs>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Window: Story = {};

/** The window ends within two days (or has ended) and nothing shipped. */
export const DueSoon: Story = { args: { dueSoon: true } };

/** Ship-not-before and cancel-after on the same day. */
export const OneDay: Story = { args: { start: '2026-03-12', end: '2026-03-12' } };

/** The order names only a cancel-after date. */
export const OpenStart: Story = { args: { start: null, end: '2026-03-14', dueSoon: true } };

/** Several rows as the purchase list shows them. */
export const InAList: Story = {
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => (
    <Stack gap="xs" w={260}>
      <ShipWindow
        start="2026-03-10"
        end="2026-03-14"
        dueSoonLabel={texts[localeOf(globals)].dueSoon}
        formatDay={portalDay}
      />
      <ShipWindow
        start="2026-03-01"
        end="2026-03-03"
        dueSoon
        dueSoonLabel={texts[localeOf(globals)].dueSoon}
        formatDay={portalDay}
      />
      <ShipWindow
        start={null}
        end={null}
        dueSoonLabel={texts[localeOf(globals)].dueSoon}
        openEnd="—"
      />
    </Stack>
  ),
};
