import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { storyLocale, type StoryTexts } from '../../../.storybook/locale';
import { LoadErrorPanel, type LoadErrorPanelProps } from './LoadErrorPanel';

const texts: StoryTexts<{ title: string; message: string; retryLabel: string; details: string }> = {
  'zh-cn': {
    title: '订单列表加载失败',
    message: '无法连接到服务器，请检查网络后重试。',
    retryLabel: '重试',
    details: 'HTTP 503 Service Unavailable · 请求编号 req-7f3a9c21',
  },
  'en-us': {
    title: 'The order list could not be loaded',
    message: 'The server could not be reached. Check your connection and try again.',
    retryLabel: 'Try again',
    details: 'HTTP 503 Service Unavailable · request id req-7f3a9c21',
  },
};

interface StoryArgs extends Pick<LoadErrorPanelProps, 'onRetry' | 'retrying'> {
  /** Story switch: show the technical details block. */
  withDetails: boolean;
}

const meta = {
  title: 'Kit/LoadErrorPanel',
  args: { onRetry: fn(), retrying: false, withDetails: false },
  argTypes: { withDetails: { control: 'boolean' } },
  render: ({ withDetails, ...args }, { globals }) => {
    const text = texts[storyLocale(globals)];
    return (
      <LoadErrorPanel
        {...args}
        title={text.title}
        message={text.message}
        retryLabel={text.retryLabel}
        details={withDetails ? text.details : undefined}
      />
    );
  },
} satisfies Meta<StoryArgs>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

export const Retrying: Story = { args: { retrying: true } };

export const WithDetails: Story = { args: { withDetails: true } };

export const RetryingWithDetails: Story = { args: { retrying: true, withDetails: true } };
