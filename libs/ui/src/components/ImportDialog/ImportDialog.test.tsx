import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { renderWithTheme } from '../../testing/render';
import { portalTheme } from '../../theme';
import {
  ImportDialog,
  type ImportDialogLabels,
  type ImportDialogProps,
  type ImportDialogResult,
  type ImportRejectedRow,
} from './ImportDialog';

const labels: ImportDialogLabels = {
  downloadTemplate: '下载导入模板',
  file: 'Excel 文件',
  filePlaceholder: '选择 .xlsx 文件',
  fileHint: '仅支持 .xlsx',
  fileRequired: '请选择要导入的文件',
  fileType: '只能导入 .xlsx 文件',
  import: '导入',
  cancel: '取消',
  progress: '上传进度',
  uploading: '正在上传…',
  processing: '正在校验并导入…',
  rejected: (count) => `有 ${count} 处错误，未导入任何数据`,
  row: '行',
  column: '列',
  reason: '原因',
};

class RowsRefused extends Error {
  constructor(readonly rows: readonly ImportRejectedRow[]) {
    super('refused');
  }
}

const rowsOf = (error: unknown): readonly ImportRejectedRow[] =>
  error instanceof RowsRefused ? error.rows : [];

function renderDialog(props: Partial<ImportDialogProps> = {}) {
  const handlers = {
    onClose: vi.fn(),
    onDownloadTemplate: vi.fn(() => Promise.resolve()),
    onImport: vi.fn<ImportDialogProps['onImport']>(() =>
      Promise.resolve({ rows: 2, created: 1, updated: 1 }),
    ),
    onImported: vi.fn(),
  };
  const view = renderWithTheme(
    <ImportDialog
      opened
      title="导入产品"
      labels={labels}
      rowsOf={rowsOf}
      {...handlers}
      {...props}
    />,
  );
  return { ...view, ...handlers, ...props };
}

const workbook = (name = 'products.xlsx') =>
  new File(['PK'], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

function choose(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (input === null) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
}

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('ImportDialog', () => {
  it('offers the template, an .xlsx picker and the import button', () => {
    const { onDownloadTemplate } = renderDialog();
    const dialog = within(screen.getByRole('dialog', { name: '导入产品' }));
    fireEvent.click(dialog.getByRole('button', { name: '下载导入模板' }));
    expect(onDownloadTemplate).toHaveBeenCalledTimes(1);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    expect(input?.accept).toContain('.xlsx');
    expect(dialog.getByRole('button', { name: '导入' })).toBeTruthy();
  });

  it('asks for a file, and refuses one that is not .xlsx, without importing', async () => {
    const { onImport } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: '导入' }));
    expect(await screen.findByText('请选择要导入的文件')).toBeTruthy();

    choose(new File(['a,b'], 'products.csv', { type: 'text/csv' }));
    expect(await screen.findByText('只能导入 .xlsx 文件')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '导入' }));
    expect(onImport).not.toHaveBeenCalled();
  });

  it('shows the progress while the file uploads, then hands over the result', async () => {
    const upload = deferred<ImportDialogResult>();
    let report: (fraction: number) => void = () => undefined;
    const onImport = vi.fn<ImportDialogProps['onImport']>((_file, onProgress) => {
      report = onProgress;
      return upload.promise;
    });
    const { onImported, onClose } = renderDialog({ onImport });
    const file = workbook();
    choose(file);
    fireEvent.click(screen.getByRole('button', { name: '导入' }));

    expect(onImport).toHaveBeenCalledWith(file, expect.any(Function));
    act(() => report(0.4));
    const bar = await screen.findByRole('progressbar', { name: '上传进度' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByText('正在上传…')).toBeTruthy();
    // No way out while the file is on its way.
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onClose).not.toHaveBeenCalled();

    act(() => report(1));
    expect(await screen.findByText('正在校验并导入…')).toBeTruthy();
    await act(async () => upload.resolve({ rows: 3, created: 2, updated: 1 }));
    expect(onImported).toHaveBeenCalledWith({ rows: 3, created: 2, updated: 1 });
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('lists the rejected rows of a refused file and reports nothing imported', async () => {
    const onImport = vi.fn<ImportDialogProps['onImport']>(() =>
      Promise.reject(
        new RowsRefused([
          { row: 2, field: '产品编号', message: '该字段不能为空' },
          { row: 4, field: 'UPC', message: '信息输入错误' },
        ]),
      ),
    );
    const { onImported } = renderDialog({ onImport });
    choose(workbook());
    fireEvent.click(screen.getByRole('button', { name: '导入' }));

    expect((await screen.findByRole('alert')).textContent).toBe('有 2 处错误，未导入任何数据');
    const table = screen.getByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['行列原因', '2产品编号该字段不能为空', '4UPC信息输入错误']);
    expect(onImported).not.toHaveBeenCalled();
    // The import can be tried again with the corrected file.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '导入' }).hasAttribute('disabled')).toBe(false),
    );
  });

  it('shows no rows when the import failed for another reason', async () => {
    const onImport = vi.fn<ImportDialogProps['onImport']>(() =>
      Promise.reject(new Error('offline')),
    );
    renderDialog({ onImport });
    choose(workbook());
    fireEvent.click(screen.getByRole('button', { name: '导入' }));
    await waitFor(() => expect(onImport).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('starts from scratch when opened again', async () => {
    const onImport = vi.fn<ImportDialogProps['onImport']>(() =>
      Promise.reject(new RowsRefused([{ row: 2, field: 'UPC', message: '信息输入错误' }])),
    );
    const view = renderDialog({ onImport });
    choose(workbook());
    fireEvent.click(screen.getByRole('button', { name: '导入' }));
    expect(await screen.findByRole('table')).toBeTruthy();

    const props = {
      title: '导入产品',
      labels,
      rowsOf,
      onClose: vi.fn(),
      onDownloadTemplate: vi.fn(() => Promise.resolve()),
      onImport,
      onImported: vi.fn(),
    };
    const rerender = (opened: boolean) =>
      view.rerender(
        <MantineProvider theme={portalTheme}>
          <ImportDialog opened={opened} {...props} />
        </MantineProvider>,
      );
    rerender(false);
    rerender(true);
    await waitFor(() => expect(screen.queryByRole('table')).toBeNull());
    expect(screen.getByText('选择 .xlsx 文件')).toBeTruthy();
  });
});
