import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button, Stack, Text } from '@mantine/core';
import { fn } from 'storybook/test';
import { storyLocale, type StoryLocale, type StoryTexts } from '../../../.storybook/locale';
import {
  ImportDialog,
  type ImportDialogLabels,
  type ImportDialogResult,
  type ImportRejectedRow,
} from './ImportDialog';

interface Texts {
  title: string;
  open: string;
  done: (result: ImportDialogResult) => string;
  labels: ImportDialogLabels;
  rejected: readonly ImportRejectedRow[];
}

const texts: StoryTexts<Texts> = {
  'zh-cn': {
    title: '导入产品（ACME）',
    open: '导入…',
    done: (result) =>
      `导入成功：共 ${result.rows} 行，新增 ${result.created} 条，更新 ${result.updated} 条`,
    labels: {
      downloadTemplate: '下载导入模板',
      file: 'Excel 文件',
      filePlaceholder: '选择按模板填写的 .xlsx 文件',
      fileHint: '仅支持 .xlsx 格式，最大 10 MB',
      fileRequired: '请选择要导入的文件',
      fileType: '只能导入 .xlsx 格式的 Excel 文件',
      import: '导入',
      cancel: '取消',
      progress: '上传进度',
      uploading: '正在上传…',
      processing: '正在校验并导入数据…',
      rejected: (count) => `文件中有 ${count} 处错误，未导入任何数据：请修改后重新导入。`,
      row: '行号',
      column: '列',
      reason: '原因',
    },
    rejected: [
      { row: 3, field: '产品编号', message: '该字段不能为空' },
      { row: 5, field: 'UPC', message: '信息输入错误' },
      { row: 8, field: '单位', message: '信息输入错误' },
    ],
  },
  'en-us': {
    title: 'Import products (ACME)',
    open: 'Import…',
    done: (result) =>
      `Imported ${result.rows} rows: ${result.created} created, ${result.updated} updated`,
    labels: {
      downloadTemplate: 'Download import template',
      file: 'Excel file',
      filePlaceholder: 'Choose the .xlsx file filled in from the template',
      fileHint: '.xlsx only, at most 10 MB',
      fileRequired: 'Choose the file to import',
      fileType: 'Only .xlsx Excel workbooks can be imported',
      import: 'Import',
      cancel: 'Cancel',
      progress: 'Upload progress',
      uploading: 'Uploading…',
      processing: 'Checking and importing the rows…',
      rejected: (count) =>
        `${count} problems in the file, nothing was imported: correct them and import again.`,
      row: 'Row',
      column: 'Column',
      reason: 'Reason',
    },
    rejected: [
      { row: 3, field: 'Product number', message: 'This field cannot be empty' },
      { row: 5, field: 'UPC', message: 'Information input error' },
      { row: 8, field: 'Unit', message: 'Information input error' },
    ],
  },
};

interface StoryArgs {
  /** Whether the server refuses the file (its rows listed) or takes it. */
  refuse: boolean;
  /** How long the upload takes, in ms. */
  uploadTime: number;
  onDownloadTemplate: () => void;
  onImported: (result: ImportDialogResult) => void;
}

class RowsRefused extends Error {
  constructor(readonly rows: readonly ImportRejectedRow[]) {
    super('refused');
  }
}

/** A caller that uploads with simulated progress and closes the dialog once the file went in. */
function ImportDemo({
  locale,
  refuse,
  uploadTime,
  onDownloadTemplate,
  onImported,
}: StoryArgs & { locale: StoryLocale }) {
  const text = texts[locale];
  const [opened, setOpened] = useState(true);
  const [done, setDone] = useState<string | null>(null);

  const upload = (_file: File, onProgress: (fraction: number) => void) =>
    new Promise<ImportDialogResult>((resolve, reject) => {
      const steps = 10;
      let step = 0;
      const timer = setInterval(
        () => {
          step += 1;
          onProgress(step / steps);
          if (step < steps) return;
          clearInterval(timer);
          setTimeout(() => {
            if (refuse) reject(new RowsRefused(text.rejected));
            else resolve({ rows: 12, created: 9, updated: 3 });
          }, 600);
        },
        Math.max(50, uploadTime / steps),
      );
    });

  return (
    <Stack gap="sm" align="flex-start">
      <Button
        variant="light"
        onClick={() => {
          setDone(null);
          setOpened(true);
        }}
      >
        {text.open}
      </Button>
      {done === null ? null : <Text size="sm">{done}</Text>}
      <ImportDialog
        opened={opened}
        title={text.title}
        labels={text.labels}
        onClose={() => setOpened(false)}
        onDownloadTemplate={async () => {
          onDownloadTemplate();
          await new Promise((resolve) => setTimeout(resolve, 800));
        }}
        onImport={upload}
        rowsOf={(error) => (error instanceof RowsRefused ? error.rows : [])}
        onImported={(result) => {
          onImported(result);
          setDone(text.done(result));
          setOpened(false);
        }}
      />
    </Stack>
  );
}

const meta = {
  title: 'Feedback/ImportDialog',
  args: { refuse: false, uploadTime: 2000, onDownloadTemplate: fn(), onImported: fn() },
  argTypes: { uploadTime: { control: { type: 'number', min: 0, step: 500 } } },
  // Each story in its own frame: an open modal would otherwise cover the whole docs page.
  parameters: { docs: { story: { inline: false, height: '560px' } } },
  render: (args, { globals }) => <ImportDemo {...args} locale={storyLocale(globals)} />,
} satisfies Meta<StoryArgs>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Choose an .xlsx file and import it: the progress bar runs, then the dialog closes. */
export const Accepted: Story = {};

/** The server refuses the file: its rejected rows are listed and nothing was imported. */
export const RowsRejected: Story = { args: { refuse: true } };
