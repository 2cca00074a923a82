import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { SsccText } from './sscc-text';

/** The story texts per language of the toolbar's `locale` global (libs/ui's Storybook sets it). */
const texts = {
  'zh-cn': { copy: '复制 SSCC', copied: '已复制' },
  'en-us': { copy: 'Copy SSCC', copied: 'Copied' },
} as const satisfies Record<'zh-cn' | 'en-us', { copy: string; copied: string }>;

const localeOf = (globals: Readonly<Record<string, unknown>>) =>
  globals['locale'] === 'en-us' ? 'en-us' : 'zh-cn';

interface StoryArgs {
  sscc: string;
  copyable: boolean;
}

const meta = {
  title: 'Orders/SsccText',
  args: { sscc: '006141410000000018', copyable: false },
  render: ({ sscc, copyable }, { globals }) => {
    const text = texts[localeOf(globals)];
    return copyable ? (
      <SsccText sscc={sscc} copyLabel={text.copy} copiedLabel={text.copied} />
    ) : (
      <SsccText sscc={sscc} />
    );
  },
} satisfies Meta<StoryArgs>;

export default meta;

type Story = StoryObj<typeof meta>;

/** (00), extension digit, GS1 company prefix and serial reference, check digit. */
export const Readable: Story = {};

/** With a button that copies the bare 18 digits. */
export const Copyable: Story = { args: { copyable: true } };
