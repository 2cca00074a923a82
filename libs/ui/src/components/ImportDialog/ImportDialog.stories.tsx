import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { requestFieldLabel, validationMessage } from '@portal/contracts';
import { common, useImportDialogLabels } from '@portal/i18n';
import { storyLocale, type StoryLocale } from '../../../.storybook/locale';
import { ImportDialog, type ImportDialogResult, type ImportRejectedRow } from './ImportDialog';

/**
 * The kit's import dialog as the inventory import uses it. Its texts are the `common`
 * namespace's (`useImportDialogLabels`); the story supplies only what the server answers: the
 * rows of a refused file, named as the server names them (the contracts' field labels and
 * validation messages, in the caller's language).
 */
function rejectedRows(locale: StoryLocale): readonly ImportRejectedRow[] {
  return [
    {
      row: 3,
      field: requestFieldLabel('upc', locale),
      message: validationMessage('required', locale),
    },
    {
      row: 5,
      field: requestFieldLabel('quantity', locale),
      message: validationMessage('quantity', locale),
    },
    {
      row: 8,
      field: requestFieldLabel('storeId', locale),
      message: validationMessage('maxLength', locale, { maximum: 32 }),
    },
    {
      row: 12,
      field: requestFieldLabel('upc', locale),
      message: validationMessage('duplicate', locale),
    },
  ];
}

/** The file a clerk picks: the inventory template, filled in. */
const filledTemplate = () =>
  new File(['PK'], 'ACME-inventory-2026-11-20.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

interface StoryArgs {
  /** Whether the server refuses the file (its rows listed) or takes it. */
  refuse: boolean;
  /** How long the upload takes, in ms (0: at once). */
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
  const { t } = useTranslation('common');
  const labels = useImportDialogLabels();
  const [opened, setOpened] = useState(true);
  const [done, setDone] = useState<string | null>(null);

  const accepted: ImportDialogResult = { rows: 12, created: 9, updated: 3 };
  const answer = () =>
    refuse ? Promise.reject(new RowsRefused(rejectedRows(locale))) : Promise.resolve(accepted);

  const upload = (_file: File, onProgress: (fraction: number) => void) => {
    if (uploadTime <= 0) {
      onProgress(1);
      return answer();
    }
    return new Promise<void>((resolve) => {
      const steps = 10;
      let step = 0;
      const timer = setInterval(() => {
        step += 1;
        onProgress(step / steps);
        if (step < steps) return;
        clearInterval(timer);
        setTimeout(resolve, 600);
      }, uploadTime / steps);
    }).then(answer);
  };

  return (
    <Stack gap="sm" align="flex-start">
      <Button
        variant="light"
        onClick={() => {
          setDone(null);
          setOpened(true);
        }}
      >
        {t('button.inventoryImport')}
      </Button>
      {done === null ? null : <Text size="sm">{done}</Text>}
      <ImportDialog
        opened={opened}
        title={t('button.inventoryImport')}
        labels={labels}
        onClose={() => setOpened(false)}
        onDownloadTemplate={async () => {
          onDownloadTemplate();
          await Promise.resolve();
        }}
        onImport={upload}
        rowsOf={(error) => (error instanceof RowsRefused ? error.rows : [])}
        onImported={(result) => {
          onImported(result);
          setDone(t('import.done', { ...result }));
          setOpened(false);
        }}
      />
    </Stack>
  );
}

const meta = {
  title: 'Kit/ImportDialog',
  args: { refuse: false, uploadTime: 2000, onDownloadTemplate: fn(), onImported: fn() },
  argTypes: { uploadTime: { control: { type: 'number', min: 0, step: 500 } } },
  // Each story in its own frame: an open modal would otherwise cover the whole docs page.
  parameters: { docs: { story: { inline: false, height: '620px' } } },
  render: (args, { globals }) => <ImportDemo {...args} locale={storyLocale(globals)} />,
} satisfies Meta<StoryArgs>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Choose an .xlsx file and import it: the progress bar runs, then the dialog closes. */
export const Accepted: Story = {};

/**
 * The server refuses the file: the story picks the filled-in template and imports it, and the
 * dialog lists every rejected row with its column and reason; nothing was imported.
 */
export const RowsRejected: Story = {
  args: { refuse: true, uploadTime: 0 },
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog'));
    const input = canvasElement.ownerDocument.body.querySelector<HTMLInputElement>(
      '[role="dialog"] input[type="file"]',
    );
    if (input === null) throw new Error('the dialog has no file input');
    await userEvent.upload(input, filledTemplate(), { applyAccept: false });
    await userEvent.click(dialog.getByRole('button', { name: common[locale]['import.submit'] }));

    const rows = rejectedRows(locale);
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent(String(rows.length));
    await waitFor(() => expect(dialog.getAllByRole('row')).toHaveLength(rows.length + 1));
    for (const [index, rejected] of rows.entries()) {
      const cells = within(dialog.getAllByRole('row')[index + 1] ?? document.body).getAllByRole(
        'cell',
      );
      await expect(cells.map((cell) => cell.textContent)).toEqual([
        String(rejected.row),
        rejected.field,
        rejected.message,
      ]);
    }
  },
};
