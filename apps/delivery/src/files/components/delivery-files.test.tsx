import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { createStore } from 'jotai';
import { useProjects } from '@portal/api-client';
import { systemSettingsAtom } from '@portal/auth';
import { systemSettingDefaults, type ProjectListItem, type StoredFile } from '@portal/contracts';
import { choose, renderInPortal } from '@portal/testing';
import { saveFile } from '@portal/ui';
import { downloadFile } from '../api/download-file';
import { listFiles } from '../api/list-files';
import { showFileData } from '../api/show-file-data';
import { emptyFileFilters, fileFiltersAtom } from '../state/file-list-query';
import { fileTexts } from '../texts';
import { DeliveryFiles } from './delivery-files';

// The calls are replaced here; the API's own suites test the real ones.
vi.mock('../api/list-files', () => ({ listFiles: vi.fn() }));
vi.mock('../api/download-file', () => ({ downloadFile: vi.fn() }));
vi.mock('../api/show-file-data', () => ({ showFileData: vi.fn() }));
vi.mock('@portal/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useProjects: vi.fn(),
}));
vi.mock('@portal/ui', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  saveFile: vi.fn(),
}));

// Mantine's selects and dialogs are slow in jsdom; a busy machine runs them slower still.
vi.setConfig({ testTimeout: 30_000 });

const project = (projectKey: string): ProjectListItem => ({
  projectKey,
  nameZh: `${projectKey} 中文`,
  nameEn: `${projectKey} Retail`,
  features: { allowCancel: true, allowDelete: true, confirmBeforeAccept: false },
});

const storedFile = (id: string, overrides: Partial<StoredFile> = {}): StoredFile => ({
  id,
  kind: 'report',
  projectKey: 'ACME',
  serialNumber: 7001,
  poNumber: 'PO-7001',
  name: `${id.replace(':', '-')}.pdf`,
  path: `ACME/reports/${id.replace(':', '-')}.pdf`,
  size: 2_560,
  type: 'application/pdf',
  tabular: false,
  createdBy: 'alice',
  createdAt: '2026-03-12T08:00:00.000Z',
  ...overrides,
});

const report = storedFile('upload:12');
const workbook = storedFile('upload:13', {
  kind: 'deliveryItems',
  name: 'asn-items-PO-7001.xlsx',
  size: 3_355_443,
  type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  tabular: true,
});
const outbound = storedFile('message:31', {
  kind: 'outbound',
  name: 'ACME_856_31.x12',
  size: 512,
  type: 'text/plain',
  createdBy: null,
});

const texts = { 'zh-cn': fileTexts['zh-cn'], 'en-us': fileTexts['en-us'] };

beforeAll(() => {
  // jsdom has no layout: Mantine's combobox scrolls its selected option into view.
  Element.prototype.scrollIntoView = () => undefined;
});

beforeEach(() => {
  localStorage.clear();
  vi.mocked(useProjects).mockReturnValue({
    projects: [project('ACME'), project('EURO')],
    loading: false,
  });
  vi.mocked(listFiles).mockResolvedValue({
    records: [report, workbook, outbound],
    total: 3,
    page: 1,
    size: 10,
  });
});

afterEach(() => {
  vi.clearAllMocks();
  act(() => notifications.clean());
});

async function renderFiles() {
  const store = createStore();
  store.set(fileFiltersAtom, emptyFileFilters);
  store.set(systemSettingsAtom, {
    ...systemSettingDefaults,
    dateTimeFormat: 'YYYY/MM/DD HH:mm:ss',
  });
  await renderInPortal(<DeliveryFiles />, {
    namespace: 'delivery',
    texts,
    language: 'en-us',
    store,
  });
  await screen.findByText('asn-items-PO-7001.xlsx');
}

const rowOf = (name: string) => {
  const row = screen.getByText(name).closest('tr');
  if (row === null) throw new Error(`no row shows ${name}`);
  return within(row);
};

describe('delivery files', () => {
  it('lists the files with their kind and size in words, and asks for kind and PO', async () => {
    await renderFiles();
    expect(listFiles).toHaveBeenCalledWith({ page: 1, size: 10 });
    expect(rowOf('upload-12.pdf').getByText('Report file')).toBeTruthy();
    expect(rowOf('upload-12.pdf').getByText('2.5 KB')).toBeTruthy();
    expect(rowOf('asn-items-PO-7001.xlsx').getByText('Line-item workbook')).toBeTruthy();
    expect(rowOf('asn-items-PO-7001.xlsx').getByText('3.2 MB')).toBeTruthy();
    expect(rowOf('ACME_856_31.x12').getByText('Outbound document')).toBeTruthy();
    expect(rowOf('ACME_856_31.x12').getByText('512 B')).toBeTruthy();
    // Only a workbook or csv can be shown as a table.
    expect(screen.queryByRole('button', { name: 'Show the data of upload-12.pdf' })).toBeNull();

    await choose(screen.getByRole('combobox', { name: 'Kind' }), 'Line-item workbook');
    fireEvent.change(screen.getByLabelText('PO No.'), { target: { value: ' PO-7001 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(listFiles).toHaveBeenLastCalledWith({
        page: 1,
        size: 10,
        kind: 'deliveryItems',
        poNumber: 'PO-7001',
      }),
    );
  });

  it('starts in the one project of a user who has only one', async () => {
    vi.mocked(useProjects).mockReturnValue({ projects: [project('ACME')], loading: false });
    await renderFiles();
    await waitFor(() =>
      expect(listFiles).toHaveBeenLastCalledWith({ page: 1, size: 10, project_key: 'ACME' }),
    );
  });

  it('downloads a file, and shows a workbook as a table with how many rows it holds', async () => {
    const file = { blob: new Blob(['%PDF']), fileName: 'upload-12.pdf' };
    vi.mocked(downloadFile).mockResolvedValue(file);
    vi.mocked(showFileData).mockResolvedValue({
      name: 'asn-items-PO-7001.xlsx',
      columns: ['Line', 'Item', 'Quantity'],
      rows: [
        ['1', 'WID-100', '24'],
        ['2', 'GAD-200', '10'],
      ],
      total: 740,
    });
    await renderFiles();

    fireEvent.click(screen.getByRole('button', { name: 'Download upload-12.pdf' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(file));
    expect(vi.mocked(downloadFile).mock.calls[0]?.[0]).toBe('upload:12');

    fireEvent.click(
      screen.getByRole('button', { name: 'Show the data of asn-items-PO-7001.xlsx' }),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: 'File data: asn-items-PO-7001.xlsx' }),
    );
    expect(showFileData).toHaveBeenCalledWith('upload:13');
    expect(await dialog.findByText('Showing 2 of 740 rows')).toBeTruthy();
    const table = within(dialog.getByRole('table'));
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Line',
      'Item',
      'Quantity',
    ]);
    expect(table.getByText('GAD-200')).toBeTruthy();
  });
});
