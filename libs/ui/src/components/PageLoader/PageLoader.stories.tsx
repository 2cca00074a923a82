import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Paper } from '@mantine/core';
import { storyLocale, type StoryTexts } from '../../../.storybook/locale';
import { PageLoader } from './PageLoader';

const texts: StoryTexts<{ page: string; panel: string }> = {
  'zh-cn': { page: '正在加载订单…', panel: '正在加载交货计划…' },
  'en-us': { page: 'Loading orders…', panel: 'Loading the delivery schedule…' },
};

interface StoryArgs {
  inPanel: boolean;
}

const meta = {
  title: 'Kit/PageLoader',
  args: { inPanel: false },
  render: ({ inPanel }, { globals }) => {
    const text = texts[storyLocale(globals)];
    return inPanel ? (
      <Paper withBorder maw={480}>
        <PageLoader label={text.panel} />
      </Paper>
    ) : (
      <PageLoader label={text.page} />
    );
  },
} satisfies Meta<StoryArgs>;

export default meta;

type Story = StoryObj<typeof meta>;

export const FullPage: Story = { parameters: { layout: 'fullscreen' } };

export const InAPanel: Story = { args: { inPanel: true } };
