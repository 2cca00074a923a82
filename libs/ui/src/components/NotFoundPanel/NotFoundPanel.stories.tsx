import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { storyLocale, type StoryTexts } from '../../../.storybook/locale';
import { NotFoundPanel } from './NotFoundPanel';

interface PanelTexts {
  title: string;
  message: string;
  actionLabel: string;
}

const texts: Record<404 | 500, StoryTexts<PanelTexts>> = {
  404: {
    'zh-cn': {
      title: '页面不存在',
      message: '您访问的地址可能有误，或该页面已被移动。',
      actionLabel: '返回首页',
    },
    'en-us': {
      title: 'Page not found',
      message: 'The address may be mistyped, or the page has moved.',
      actionLabel: 'Back to home',
    },
  },
  500: {
    'zh-cn': {
      title: '服务器出错了',
      message: '我们已记录此问题，请稍后再试。',
      actionLabel: '重新加载',
    },
    'en-us': {
      title: 'Something went wrong on our side',
      message: 'The problem has been logged. Please try again in a moment.',
      actionLabel: 'Reload',
    },
  },
};

interface StoryArgs {
  code: 404 | 500;
  onAction: () => void;
}

const meta = {
  title: 'Kit/NotFoundPanel',
  args: { code: 404, onAction: fn() },
  argTypes: { code: { control: 'inline-radio', options: [404, 500] } },
  parameters: { layout: 'fullscreen' },
  render: ({ code, onAction }, { globals }) => (
    <NotFoundPanel code={code} {...texts[code][storyLocale(globals)]} onAction={onAction} />
  ),
} satisfies Meta<StoryArgs>;

export default meta;

type Story = StoryObj<typeof meta>;

export const NotFound: Story = {};

export const ServerError: Story = { args: { code: 500 } };
