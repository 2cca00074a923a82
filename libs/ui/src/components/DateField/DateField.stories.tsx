import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Code, Group, Stack } from '@mantine/core';
import { fn } from 'storybook/test';
import { storyLocale, type StoryTexts } from '../../../.storybook/locale';
import { DateField } from './DateField';
import { PortalDatesProvider, type DateFieldLabels } from './date-field-settings';

interface RangeTexts {
  from: string;
  to: string;
  required: string;
  labels: DateFieldLabels;
}

const texts: StoryTexts<RangeTexts> = {
  'zh-cn': {
    from: '接收日期（起）',
    to: '接收日期（止）',
    required: '该字段不能为空',
    labels: {
      previousMonth: '上个月',
      nextMonth: '下个月',
      previousYear: '上一年',
      nextYear: '下一年',
      previousDecade: '前十年',
      nextDecade: '后十年',
      chooseMonth: '选择月份',
      chooseYear: '选择年份',
      clear: '清除日期',
    },
  },
  'en-us': {
    from: 'Received from',
    to: 'Received to',
    required: 'This field is required',
    labels: {
      previousMonth: 'Previous month',
      nextMonth: 'Next month',
      previousYear: 'Previous year',
      nextYear: 'Next year',
      previousDecade: 'Previous decade',
      nextDecade: 'Next decade',
      chooseMonth: 'Choose a month',
      chooseYear: 'Choose a year',
      clear: 'Clear the date',
    },
  },
};

/** The date parts of the date-time formats an admin can choose (system settings). */
const valueFormats = ['YYYY-MM-DD', 'YYYY/MM/DD', 'YYYYMMDD'] as const;

interface StoryArgs {
  valueFormat: (typeof valueFormats)[number];
  from: string;
  to: string;
  required: boolean;
  onChange: (field: 'from' | 'to', value: string) => void;
}

/** A date range as the list filters have it: two days, kept as YYYY-MM-DD. */
function Range({
  from,
  to,
  required,
  onChange,
  text,
}: Omit<StoryArgs, 'valueFormat'> & {
  text: RangeTexts;
}) {
  const [days, setDays] = useState({ from, to });
  const change = (field: 'from' | 'to') => (value: string) => {
    setDays((current) => ({ ...current, [field]: value }));
    onChange(field, value);
  };
  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-start">
        <DateField
          label={text.from}
          w={170}
          required={required}
          error={required && days.from === '' ? text.required : undefined}
          value={days.from}
          onChange={change('from')}
        />
        <DateField label={text.to} w={170} value={days.to} onChange={change('to')} />
      </Group>
      {/* What the form keeps and sends, whatever the shown format. */}
      <Code block>{JSON.stringify(days)}</Code>
    </Stack>
  );
}

const meta = {
  title: 'Kit/DateField',
  args: { valueFormat: 'YYYY-MM-DD', from: '2026-11-01', to: '', required: false, onChange: fn() },
  argTypes: { valueFormat: { control: 'inline-radio', options: valueFormats } },
  render: (args, { globals }) => {
    const language = storyLocale(globals);
    return (
      <PortalDatesProvider
        language={language}
        valueFormat={args.valueFormat}
        labels={texts[language].labels}
      >
        <Range key={`${args.from}|${args.to}`} {...args} text={texts[language]} />
      </PortalDatesProvider>
    );
  },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Iso: Story = {};
export const Slashes: Story = { args: { valueFormat: 'YYYY/MM/DD', to: '2026-11-30' } };
export const Compact: Story = { args: { valueFormat: 'YYYYMMDD' } };
export const RequiredAndEmpty: Story = { args: { from: '', required: true } };
