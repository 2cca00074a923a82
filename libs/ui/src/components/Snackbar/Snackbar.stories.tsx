import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { storyLocale, type StoryTexts } from '../../../.storybook/locale';
import {
  showSnackbar,
  snackbarContent,
  snackbarDefaults,
  snackbarLevels,
  type SnackbarLevel,
} from './Snackbar';

const texts: StoryTexts<{
  hint: string;
  buttons: Record<SnackbarLevel, string>;
  messages: Record<SnackbarLevel, string>;
  defaultButton: string;
  defaultMessage: string;
  localButton: string;
  /** What the `local-` keys the server may send translate to. */
  local: Record<string, string>;
}> = {
  'zh-cn': {
    hint: '每个按钮发出一条全局提示；未指定级别时为警告，默认显示 5000 毫秒。',
    buttons: { success: '成功', info: '信息', warning: '警告', error: '错误' },
    messages: {
      success: '操作成功，请等待处理',
      info: '上传中，请稍候',
      warning: '请选择要导出的数据',
      error: '操作失败，请稍后重试或联系管理员',
    },
    defaultButton: '默认级别',
    defaultMessage: '库存不足，请补充库存后重新接单',
    localButton: 'local- 消息',
    local: { saved: '保存成功' },
  },
  'en-us': {
    hint: 'Each button raises a global snackbar; without a level it is a warning, shown for 5000 ms.',
    buttons: { success: 'Success', info: 'Info', warning: 'Warning', error: 'Error' },
    messages: {
      success: 'Operation succeeded, please wait for processing',
      info: 'Uploading, please wait',
      warning: 'Please select the data to export',
      error: 'Operation failed, please retry later or contact the administrator',
    },
    defaultButton: 'Default level',
    defaultMessage: 'Insufficient inventory: restock, then accept again',
    localButton: 'local- message',
    local: { saved: 'Saved' },
  },
};

interface StoryArgs {
  /** Milliseconds before a snackbar hides itself. */
  autoClose: number;
}

const meta = {
  title: 'Kit/Snackbar',
  args: { autoClose: snackbarDefaults.autoClose },
  argTypes: { autoClose: { control: { type: 'number', min: 500, step: 500 } } },
  // Each story in its own frame, so the docs page holds one notification stack per story.
  parameters: { docs: { story: { inline: false, height: '320px' } } },
  render: ({ autoClose }, { globals }) => {
    const text = texts[storyLocale(globals)];
    const translate = (key: string): string => text.local[key] ?? key;
    return (
      <Stack gap="md" align="flex-start">
        <Notifications position="top-right" />
        <Text size="sm" c="dimmed">
          {text.hint}
        </Text>
        <Group gap="sm">
          {snackbarLevels.map((level) => (
            <Button
              key={level}
              variant="light"
              color={snackbarContent('', { level }).color}
              onClick={() => showSnackbar(text.messages[level], { level, autoClose })}
            >
              {text.buttons[level]}
            </Button>
          ))}
        </Group>
        <Group gap="sm">
          <Button
            variant="default"
            onClick={() => showSnackbar(text.defaultMessage, { autoClose })}
          >
            {text.defaultButton}
          </Button>
          <Button
            variant="default"
            onClick={() => showSnackbar('local-saved', { level: 'success', autoClose, translate })}
          >
            {text.localButton}
          </Button>
        </Group>
      </Stack>
    );
  },
} satisfies Meta<StoryArgs>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Levels: Story = {};

export const StaysLonger: Story = { args: { autoClose: 15000 } };
