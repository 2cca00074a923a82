import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { storyLocale, type StoryTexts } from '../../../.storybook/locale';
import { ExportButton } from './ExportButton';

const texts: StoryTexts<{ label: string; progressLabel: string }> = {
  'zh-cn': { label: '导出Excel', progressLabel: '导出进度' },
  'en-us': { label: 'Export Excel', progressLabel: 'Export progress' },
};

interface StoryArgs {
  exporting: boolean;
  progress: number;
  onClick: () => void;
}

const meta = {
  title: 'Data/ExportButton',
  args: { exporting: false, progress: 0, onClick: fn() },
  argTypes: { progress: { control: { type: 'range', min: 0, max: 1, step: 0.05 } } },
  render: ({ exporting, progress, onClick }, { globals }) => {
    const text = texts[storyLocale(globals)];
    return (
      <ExportButton
        label={text.label}
        progressLabel={text.progressLabel}
        exporting={exporting}
        progress={progress}
        onClick={onClick}
      />
    );
  },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const WaitingForTheServer: Story = { args: { exporting: true, progress: 0 } };
export const Downloading: Story = { args: { exporting: true, progress: 0.6 } };
