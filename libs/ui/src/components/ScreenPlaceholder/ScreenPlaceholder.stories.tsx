import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { storyLocale, type StoryTexts } from '../../../.storybook/locale';
import { ScreenPlaceholder } from './ScreenPlaceholder';

interface ScreenTexts {
  title: string;
  description: string;
  note: string;
}

const screens: Record<'invoices' | 'inventory', StoryTexts<ScreenTexts>> = {
  invoices: {
    'zh-cn': {
      title: '发票与付款',
      description: '已开具的发票及其付款状态。',
      note: '此页面正在建设中，上线后可在这里提交发票并查看付款进度。',
    },
    'en-us': {
      title: 'Invoices and payments',
      description: 'Invoices you issued and their payment status.',
      note: 'This screen is being built. Once ready, you will submit invoices and follow payments here.',
    },
  },
  inventory: {
    'zh-cn': {
      title: '寄售库存',
      description: '客户仓库中的寄售库存及消耗记录。',
      note: '此页面尚未开放。',
    },
    'en-us': {
      title: 'Consignment stock',
      description: 'Your consignment stock at customer warehouses and what was consumed.',
      note: 'This screen is not available yet.',
    },
  },
};

interface StoryArgs {
  screen: keyof typeof screens;
}

const meta = {
  title: 'Kit/ScreenPlaceholder',
  args: { screen: 'invoices' },
  argTypes: { screen: { control: 'inline-radio', options: Object.keys(screens) } },
  render: ({ screen }, { globals }) => (
    <ScreenPlaceholder {...screens[screen][storyLocale(globals)]} />
  ),
} satisfies Meta<StoryArgs>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Invoices: Story = {};

export const ShortNote: Story = { args: { screen: 'inventory' } };
