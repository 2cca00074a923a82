import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '@mantine/core';
import { IconDownload, IconPlus } from '@tabler/icons-react';
import { fn } from 'storybook/test';
import { storyLocale, type StoryTexts } from '../../../.storybook/locale';
import { PageHeader } from './PageHeader';

const texts: StoryTexts<{
  title: string;
  description: string;
  exportLabel: string;
  createLabel: string;
}> = {
  'zh-cn': {
    title: '采购订单',
    description: '查看客户通过 EDI 下达的订单，确认交期并跟踪执行状态。',
    exportLabel: '导出',
    createLabel: '新建发货通知',
  },
  'en-us': {
    title: 'Purchase orders',
    description:
      'Orders your customers sent over EDI: confirm delivery dates and follow their progress.',
    exportLabel: 'Export',
    createLabel: 'New dispatch advice',
  },
};

interface StoryArgs {
  withDescription: boolean;
  withActions: boolean;
  onExport: () => void;
  onCreate: () => void;
}

const meta = {
  title: 'Kit/PageHeader',
  args: { withDescription: true, withActions: true, onExport: fn(), onCreate: fn() },
  render: ({ withDescription, withActions, onExport, onCreate }, { globals }) => {
    const text = texts[storyLocale(globals)];
    return (
      <PageHeader
        title={text.title}
        description={withDescription ? text.description : undefined}
        actions={
          withActions ? (
            <>
              <Button
                variant="default"
                leftSection={<IconDownload size={16} stroke={1.6} />}
                onClick={onExport}
              >
                {text.exportLabel}
              </Button>
              <Button leftSection={<IconPlus size={16} stroke={1.6} />} onClick={onCreate}>
                {text.createLabel}
              </Button>
            </>
          ) : undefined
        }
      />
    );
  },
} satisfies Meta<StoryArgs>;

export default meta;

type Story = StoryObj<typeof meta>;

export const WithActions: Story = {};

export const TitleAndDescription: Story = { args: { withActions: false } };

export const TitleOnly: Story = { args: { withActions: false, withDescription: false } };
