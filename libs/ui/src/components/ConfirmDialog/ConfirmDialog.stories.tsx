import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button, Stack, Text } from '@mantine/core';
import { fn } from 'storybook/test';
import { storyLocale, type StoryLocale, type StoryTexts } from '../../../.storybook/locale';
import { ConfirmDialog } from './ConfirmDialog';

interface DialogTexts {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  openLabel: string;
  done: string;
}

/** An ordinary action and a destructive one, in both languages. */
const texts: StoryTexts<{ accept: DialogTexts; cancelOrder: DialogTexts }> = {
  'zh-cn': {
    accept: {
      title: '接单',
      message: '确定接受订单 PO-20240518-001 吗？接单后将预留库存。',
      confirmLabel: '接单',
      cancelLabel: '取消',
      openLabel: '接受订单…',
      done: '已接单。',
    },
    cancelOrder: {
      title: '取消订单',
      message: '确定取消订单 PO-20240518-001 吗？取消后交易结束，且无法恢复。',
      confirmLabel: '取消订单',
      cancelLabel: '返回',
      openLabel: '取消订单…',
      done: '订单已取消。',
    },
  },
  'en-us': {
    accept: {
      title: 'Accept order',
      message: 'Accept order PO-20240518-001? Its inventory will be reserved.',
      confirmLabel: 'Accept',
      cancelLabel: 'Cancel',
      openLabel: 'Accept order…',
      done: 'Order accepted.',
    },
    cancelOrder: {
      title: 'Cancel order',
      message: 'Cancel order PO-20240518-001? The transaction ends and this cannot be undone.',
      confirmLabel: 'Cancel order',
      cancelLabel: 'Go back',
      openLabel: 'Cancel order…',
      done: 'Order cancelled.',
    },
  },
};

interface StoryArgs {
  danger: boolean;
  /** How long the confirm action takes, in ms; 0 confirms at once (no loader). */
  confirmDelay: number;
  onConfirm: () => void;
  onCancel: () => void;
}

interface DemoProps extends StoryArgs {
  locale: StoryLocale;
}

/** A caller that opens the dialog, runs the action, and closes the dialog once it succeeded. */
function ConfirmDemo({ locale, danger, confirmDelay, onConfirm, onCancel }: DemoProps) {
  const text = texts[locale][danger ? 'cancelOrder' : 'accept'];
  const [opened, setOpened] = useState(true);
  const [done, setDone] = useState(false);

  const confirm = async () => {
    onConfirm();
    if (confirmDelay > 0) await new Promise((resolve) => setTimeout(resolve, confirmDelay));
    setOpened(false);
    setDone(true);
  };

  return (
    <Stack gap="sm" align="flex-start">
      <Button
        color={danger ? 'red' : undefined}
        variant="light"
        onClick={() => {
          setDone(false);
          setOpened(true);
        }}
      >
        {text.openLabel}
      </Button>
      {done ? <Text size="sm">{text.done}</Text> : null}
      <ConfirmDialog
        opened={opened}
        title={text.title}
        message={text.message}
        confirmLabel={text.confirmLabel}
        cancelLabel={text.cancelLabel}
        danger={danger}
        onConfirm={confirm}
        onCancel={() => {
          onCancel();
          setOpened(false);
        }}
      />
    </Stack>
  );
}

const meta = {
  title: 'Kit/ConfirmDialog',
  args: { danger: false, confirmDelay: 1500, onConfirm: fn(), onCancel: fn() },
  argTypes: { confirmDelay: { control: { type: 'number', min: 0, step: 500 } } },
  // Each story in its own frame: an open modal would otherwise cover the whole docs page.
  parameters: { docs: { story: { inline: false, height: '360px' } } },
  render: (args, { globals }) => <ConfirmDemo {...args} locale={storyLocale(globals)} />,
} satisfies Meta<StoryArgs>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Confirm: Story = {};

export const Danger: Story = { args: { danger: true } };

export const ConfirmsAtOnce: Story = { args: { confirmDelay: 0 } };

/** The action takes a minute: press confirm to see the loader and the disabled buttons. */
export const SlowAction: Story = { args: { danger: true, confirmDelay: 60_000 } };
