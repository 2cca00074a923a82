import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { storyLocale, type StoryTexts } from '../../../.storybook/locale';
import { ExportButton } from './ExportButton';

const texts: StoryTexts<{
  label: string;
  progressLabel: string;
  menuLabel: string;
  selectedLabel: string;
  matchingLabel: string;
}> = {
  'zh-cn': {
    label: '导出Excel',
    progressLabel: '导出进度',
    menuLabel: '选择数据范围',
    selectedLabel: '所选行（2 条）',
    matchingLabel: '符合筛选条件的全部 20 条',
  },
  'en-us': {
    label: 'Export Excel',
    progressLabel: 'Export progress',
    menuLabel: 'Choose the rows',
    selectedLabel: 'Selected rows (2)',
    matchingLabel: 'All 20 rows matching the filter',
  },
};

interface StoryArgs {
  exporting: boolean;
  progress: number;
  onClick: () => void;
  /** The arrow offering "all rows matching the filter" besides the ticked rows. */
  withScopes: boolean;
  onMatching: () => void;
}

const meta = {
  title: 'Kit/ExportButton',
  args: { exporting: false, progress: 0, onClick: fn(), withScopes: false, onMatching: fn() },
  argTypes: { progress: { control: { type: 'range', min: 0, max: 1, step: 0.05 } } },
  render: ({ exporting, progress, onClick, withScopes, onMatching }, { globals }) => {
    const text = texts[storyLocale(globals)];
    return (
      <ExportButton
        label={text.label}
        progressLabel={text.progressLabel}
        exporting={exporting}
        progress={progress}
        onClick={onClick}
        scopes={
          withScopes
            ? {
                menuLabel: text.menuLabel,
                selectedLabel: text.selectedLabel,
                matchingLabel: text.matchingLabel,
                onMatching,
              }
            : undefined
        }
      />
    );
  },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const WaitingForTheServer: Story = { args: { exporting: true, progress: 0 } };
export const Downloading: Story = { args: { exporting: true, progress: 0.6 } };
export const WithAChoiceOfRows: Story = { args: { withScopes: true } };
