import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import type { Store } from '@portal/contracts';
import { ApiError, exportRows } from '@portal/api-client';
import type * as ApiClientModule from '@portal/api-client';
import type * as UiModule from '@portal/ui';
import { messagesOf, renderInPortal, rowOf, snackbarText } from '@portal/testing';
import { saveFile } from '@portal/ui';
import { texts } from '../../i18n/texts';
import { StoreManagementPanel } from './store-management-panel';
import { listStores } from '../api/list-stores';
import { createStore } from '../api/create-store';
import { getStore } from '../api/get-store';
import { updateStore } from '../api/update-store';
import { deleteStore } from '../api/delete-store';

// The calls are replaced here; the API's own suites and the e2e walk test the real ones.
vi.mock('../api/list-stores', () => ({ listStores: vi.fn() }));
vi.mock('../api/create-store', () => ({ createStore: vi.fn() }));
vi.mock('../api/get-store', () => ({ getStore: vi.fn() }));
vi.mock('../api/update-store', () => ({ updateStore: vi.fn() }));
vi.mock('../api/delete-store', () => ({ deleteStore: vi.fn() }));
vi.mock('@portal/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  exportRows: vi.fn(),
}));
vi.mock('@portal/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof UiModule>()),
  saveFile: vi.fn(),
}));

const store = (id: number, storeCode: string, overrides: Partial<Store> = {}): Store => ({
  id,
  storeCode,
  name: `Store ${storeCode}`,
  city: 'Seattle',
  state: 'WA',
  zip: '98101',
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
  ...overrides,
});
const seattle = store(1, 'S-0001');
const portland = store(2, 'S-0002', { city: 'Portland', state: 'OR', zip: '97201' });

beforeAll(() => {
  // jsdom has no layout: Mantine's combobox scrolls its selected option into view.
  Element.prototype.scrollIntoView = () => undefined;
});

beforeEach(() => {
  localStorage.clear();
  vi.mocked(listStores).mockResolvedValue({
    records: [seattle, portland],
    total: 2,
    page: 1,
    size: 10,
  });
});

afterEach(() => {
  vi.clearAllMocks();
  act(() => notifications.clean());
});

async function renderPanel() {
  const rendered = await renderInPortal(<StoreManagementPanel />, {
    namespace: 'master-data',
    texts,
  });
  await screen.findByText('S-0002', { selector: 'td' });
  return rendered;
}

async function openCreateDialog() {
  fireEvent.click(screen.getByRole('button', { name: '新增门店' }));
  const dialog = within(await screen.findByRole('dialog', { name: '新增门店' }));
  const field = (name: string) => dialog.getByRole('textbox', { name });
  const type = (name: string, value: string) =>
    fireEvent.change(field(name), { target: { value } });
  const save = () => fireEvent.click(dialog.getByRole('button', { name: '保存' }));
  return { field, type, save };
}

describe('stores', { timeout: 30_000 }, () => {
  it('lists every field of a store and searches by store ID, name and city', async () => {
    await renderPanel();
    expect(screen.getByText('共 2 条')).toBeTruthy();
    for (const header of ['门店 ID', '门店名称', '城市', '州/省', '邮政编码']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    }
    expect(rowOf('S-0002').getByText('Portland')).toBeTruthy();
    expect(rowOf('S-0002').getByText('97201')).toBeTruthy();

    const filters = within(screen.getByRole('search'));
    fireEvent.change(filters.getByRole('textbox', { name: '门店 ID' }), {
      target: { value: ' S-00 ' },
    });
    fireEvent.change(filters.getByRole('textbox', { name: '城市' }), {
      target: { value: 'Portland' },
    });
    fireEvent.click(filters.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(vi.mocked(listStores)).toHaveBeenLastCalledWith({
        page: 1,
        size: 10,
        storeCode: 'S-00',
        city: 'Portland',
      }),
    );
  });

  it('asks for a valid store ID before sending, then creates the store', async () => {
    vi.mocked(createStore).mockResolvedValue(store(3, 'S-0003'));
    await renderPanel();
    const { field, type, save } = await openCreateDialog();

    type('门店名称', 'Tacoma Mall');
    save();
    await waitFor(() => expect(messagesOf(field('门店 ID'))).toContain('该字段不能为空'));
    expect(createStore).not.toHaveBeenCalled();

    type('门店 ID', 'S 0003');
    save();
    await waitFor(() =>
      expect(messagesOf(field('门店 ID'))).toContain('只能包含字母、数字、连字符和下划线'),
    );
    expect(createStore).not.toHaveBeenCalled();

    type('门店 ID', 'S-0003');
    type('城市', 'Tacoma');
    type('州/省', 'WA');
    type('邮政编码', '98409');
    save();
    await waitFor(() =>
      expect(createStore).toHaveBeenCalledWith({
        storeCode: 'S-0003',
        name: 'Tacoma Mall',
        city: 'Tacoma',
        state: 'WA',
        zip: '98409',
      }),
    );
    expect(await snackbarText()).toContain('保存成功');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a store ID the server already has on its field and keeps the dialog open', async () => {
    vi.mocked(createStore).mockRejectedValue(
      new ApiError('4005', '记录已存在', 409, { field: 'storeCode' }),
    );
    await renderPanel();
    const { field, type, save } = await openCreateDialog();
    type('门店 ID', 'S-0001');
    type('门店名称', 'Seattle again');
    save();
    await waitFor(() => expect(messagesOf(field('门店 ID'))).toContain('记录已存在'));
    expect(messagesOf(field('门店名称'))).not.toContain('记录已存在');
    expect(screen.getByRole('dialog', { name: '新增门店' })).toBeTruthy();
    expect(screen.queryByText('保存成功')).toBeNull();

    // Typing a new ID clears the server's message.
    type('门店 ID', 'S-0009');
    expect(messagesOf(field('门店 ID'))).not.toContain('记录已存在');
  });

  it('edits the store as stored now, its store ID too', async () => {
    vi.mocked(getStore).mockResolvedValue(store(2, 'S-0002', { name: 'Portland Pearl' }));
    vi.mocked(updateStore).mockResolvedValue(store(2, 'S-0020'));
    await renderPanel();
    fireEvent.click(rowOf('S-0002').getByRole('button', { name: '编辑' }));
    const dialog = within(await screen.findByRole('dialog', { name: '编辑门店：Portland Pearl' }));
    expect(getStore).toHaveBeenCalledWith(2);
    fireEvent.change(dialog.getByRole('textbox', { name: '门店 ID' }), {
      target: { value: 'S-0020' },
    });
    fireEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(updateStore).toHaveBeenCalledWith(2, {
        storeCode: 'S-0020',
        name: 'Portland Pearl',
        city: 'Seattle',
        state: 'WA',
        zip: '98101',
      }),
    );
  });

  it('warns and exports nothing without a selection, then exports the selected rows', async () => {
    const file = { blob: new Blob(['xlsx']), fileName: 'store.xlsx' };
    vi.mocked(exportRows).mockResolvedValue(file);
    await renderPanel();

    fireEvent.click(screen.getByRole('button', { name: '导出 Excel' }));
    expect(await snackbarText()).toContain('请先选择要导出的数据');
    expect(exportRows).not.toHaveBeenCalled();
    expect(saveFile).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('checkbox', { name: '选择 S-0001 Store S-0001' }));
    fireEvent.click(screen.getByRole('button', { name: '导出 Excel' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(file));
    expect(vi.mocked(exportRows).mock.calls[0]?.slice(0, 2)).toEqual(['store', [1]]);
  });

  it('deletes a store only after the confirmation', async () => {
    vi.mocked(deleteStore).mockResolvedValue(null);
    await renderPanel();
    const calls = vi.mocked(listStores).mock.calls.length;
    fireEvent.click(rowOf('S-0001').getByRole('button', { name: '删除' }));
    const confirm = within(await screen.findByRole('dialog'));
    expect(confirm.getByText('确定删除“S-0001 Store S-0001”吗？删除后无法恢复。')).toBeTruthy();
    expect(deleteStore).not.toHaveBeenCalled();
    fireEvent.click(confirm.getByRole('button', { name: '删除' }));
    await waitFor(() => expect(deleteStore).toHaveBeenCalledWith(1));
    expect(await snackbarText()).toContain('删除成功');
    await waitFor(() => expect(vi.mocked(listStores).mock.calls.length).toBeGreaterThan(calls));
  });

  it('closes the confirmation when inventory uses the store', async () => {
    vi.mocked(deleteStore).mockRejectedValue(
      new ApiError('4018', '该记录正被其他数据使用，不能删除', 409),
    );
    await renderPanel();
    fireEvent.click(rowOf('S-0002').getByRole('button', { name: '删除' }));
    const confirm = within(await screen.findByRole('dialog'));
    fireEvent.click(confirm.getByRole('button', { name: '删除' }));
    await waitFor(() => expect(deleteStore).toHaveBeenCalledWith(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('删除成功')).toBeNull();
  });
});
