import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import type { Location, OptionDetail } from '@portal/contracts';
import { ApiError, exportRows, useOptionValues } from '@portal/api-client';
import type * as ApiClientModule from '@portal/api-client';
import type * as UiModule from '@portal/ui';
import { choose, messagesOf, renderInPortal, rowOf, snackbarText } from '@portal/testing';
import { saveFile } from '@portal/ui';
import { texts } from '../../i18n/texts';
import { optionValue } from '../../testing/fixtures';
import { LocationManagementPanel } from './location-management-panel';
import { listLocations } from '../api/list-locations';
import { createLocation } from '../api/create-location';
import { getLocation } from '../api/get-location';
import { updateLocation } from '../api/update-location';
import { deleteLocation } from '../api/delete-location';

// The calls are replaced here; the API's own suites and the e2e walk test the real ones.
vi.mock('../api/list-locations', () => ({ listLocations: vi.fn() }));
vi.mock('../api/create-location', () => ({ createLocation: vi.fn() }));
vi.mock('../api/get-location', () => ({ getLocation: vi.fn() }));
vi.mock('../api/update-location', () => ({ updateLocation: vi.fn() }));
vi.mock('../api/delete-location', () => ({ deleteLocation: vi.fn() }));
vi.mock('@portal/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  useOptionValues: vi.fn(),
  exportRows: vi.fn(),
}));
vi.mock('@portal/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof UiModule>()),
  saveFile: vi.fn(),
}));

const optionLists: Record<string, OptionDetail[]> = {
  location_type: [
    optionValue('location_type', 'ST', '收货方'),
    optionValue('location_type', 'SF', '发货方'),
    optionValue('location_type', 'RI', '收款方'),
  ],
  agency_code: [optionValue('agency_code', '1', 'DUNS'), optionValue('agency_code', '9', 'GLN')],
};

const location = (id: number, name: string, overrides: Partial<Location> = {}): Location => ({
  id,
  type: 'ST',
  name,
  partyName: 'Retail DC',
  partyId: '123456789',
  agencyCode: '1',
  address: '1 Harbour Road',
  street: 'Dock 4',
  city: 'Hong Kong',
  stateCode: 'HK',
  postcode: '999077',
  countryCode: 'HK',
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
  ...overrides,
});
const dc = location(1, 'Harbour DC');
const factory = location(2, 'Shenzhen factory', {
  type: 'SF',
  partyId: '',
  partyName: 'Shenzhen Works',
  agencyCode: '',
  city: 'Shenzhen',
  stateCode: 'GD',
  postcode: '518000',
  countryCode: 'CN',
});

beforeAll(() => {
  // jsdom has no layout: Mantine's combobox scrolls its selected option into view.
  Element.prototype.scrollIntoView = () => undefined;
});

beforeEach(() => {
  localStorage.clear();
  vi.mocked(listLocations).mockResolvedValue({
    records: [dc, factory],
    total: 2,
    page: 1,
    size: 10,
  });
  vi.mocked(useOptionValues).mockImplementation((typeKey) => ({
    values: optionLists[typeKey] ?? [],
    loading: false,
  }));
});

afterEach(() => {
  vi.clearAllMocks();
  act(() => notifications.clean());
});

async function renderPanel() {
  const rendered = await renderInPortal(<LocationManagementPanel />, {
    namespace: 'master-data',
    texts,
  });
  await screen.findByRole('cell', { name: 'Shenzhen factory' });
  return rendered;
}

async function openCreateDialog() {
  fireEvent.click(screen.getByRole('button', { name: '新增地址' }));
  const dialog = within(await screen.findByRole('dialog', { name: '新增地址' }));
  const field = (name: string) => dialog.getByRole('textbox', { name });
  const type = (name: string, value: string) =>
    fireEvent.change(field(name), { target: { value } });
  const save = () => fireEvent.click(dialog.getByRole('button', { name: '保存' }));
  return { dialog, field, type, save };
}

describe('locations', { timeout: 30_000 }, () => {
  it('lists every field of a location and searches by type, name and party id', async () => {
    await renderPanel();
    expect(screen.getByText('共 2 条')).toBeTruthy();
    for (const header of [
      '地址类型',
      '名称',
      '参与方名称',
      '参与方 ID',
      '代码机构',
      '地址',
      '街道',
      '城市',
      '州/省代码',
      '邮政编码',
      '国家/地区代码',
    ]) {
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    }
    expect(rowOf('Shenzhen factory').getByText('Shenzhen Works')).toBeTruthy();
    expect(rowOf('Shenzhen factory').getByText('518000')).toBeTruthy();
    expect(rowOf('Harbour DC').getByText('123456789')).toBeTruthy();

    const filters = within(screen.getByRole('search'));
    await choose(filters.getByRole('combobox', { name: '地址类型' }), 'SF — 发货方');
    fireEvent.change(filters.getByRole('textbox', { name: '参与方 ID' }), {
      target: { value: ' 42 ' },
    });
    fireEvent.click(filters.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(vi.mocked(listLocations)).toHaveBeenLastCalledWith({
        page: 1,
        size: 10,
        type: 'SF',
        partyId: '42',
      }),
    );
  });

  it('asks for the party id or the party name before sending, then creates the location', async () => {
    vi.mocked(createLocation).mockResolvedValue(location(3, 'Remit office'));
    await renderPanel();
    const { dialog, field, type, save } = await openCreateDialog();
    expect(messagesOf(field('国家/地区代码'))).toContain('请使用 CN、US、HK 等代码');

    save();
    await waitFor(() => expect(messagesOf(field('参与方 ID'))).toContain('该字段不能为空'));
    expect(messagesOf(field('参与方名称'))).toContain('该字段不能为空');
    expect(messagesOf(dialog.getByRole('combobox', { name: '地址类型' }))).toContain(
      '该字段不能为空',
    );
    expect(messagesOf(field('名称'))).toContain('该字段不能为空');
    expect(messagesOf(field('地址'))).toContain('该字段不能为空');
    expect(createLocation).not.toHaveBeenCalled();

    // A party name alone names the party: the error leaves both fields.
    type('参与方名称', 'Acme Remittance');
    expect(messagesOf(field('参与方 ID'))).not.toContain('该字段不能为空');
    expect(messagesOf(field('参与方名称'))).not.toContain('该字段不能为空');

    await choose(dialog.getByRole('combobox', { name: '地址类型' }), 'RI — 收款方');
    type('名称', 'Remit office');
    type('地址', '88 Queen Street');
    type('城市', 'Auckland');
    type('国家/地区代码', 'nz');
    save();
    await waitFor(() =>
      expect(messagesOf(field('国家/地区代码'))).toContain('请输入两位大写字母的国家或地区代码'),
    );
    expect(createLocation).not.toHaveBeenCalled();

    type('国家/地区代码', 'NZ');
    save();
    await waitFor(() =>
      expect(createLocation).toHaveBeenCalledWith({
        type: 'RI',
        name: 'Remit office',
        partyName: 'Acme Remittance',
        partyId: '',
        agencyCode: '',
        address: '88 Queen Street',
        street: '',
        city: 'Auckland',
        stateCode: '',
        postcode: '',
        countryCode: 'NZ',
      }),
    );
    expect(await snackbarText()).toContain('保存成功');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the issues the server names on their fields and keeps the dialog open', async () => {
    vi.mocked(createLocation).mockRejectedValue(
      new ApiError('2001', '信息输入错误', 400, {
        issues: [{ field: 'partyId', message: '只能包含字母、数字、连字符和下划线' }],
      }),
    );
    await renderPanel();
    const { dialog, field, type, save } = await openCreateDialog();
    await choose(dialog.getByRole('combobox', { name: '地址类型' }), 'ST — 收货方');
    type('名称', 'Store 7');
    type('参与方 ID', 'ST-7');
    await choose(dialog.getByRole('combobox', { name: '代码机构' }), '9 — GLN');
    type('地址', '7 Main Street');
    save();
    await waitFor(() => expect(createLocation).toHaveBeenCalledTimes(1));
    expect(vi.mocked(createLocation).mock.calls[0]?.[0]).toMatchObject({
      partyId: 'ST-7',
      agencyCode: '9',
    });
    await waitFor(() =>
      expect(messagesOf(field('参与方 ID'))).toContain('只能包含字母、数字、连字符和下划线'),
    );
    expect(screen.getByRole('dialog', { name: '新增地址' })).toBeTruthy();
  });

  it('edits the location as stored now', async () => {
    vi.mocked(getLocation).mockResolvedValue(factory);
    vi.mocked(updateLocation).mockResolvedValue(factory);
    await renderPanel();
    fireEvent.click(rowOf('Shenzhen factory').getByRole('button', { name: '编辑' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: '编辑地址：Shenzhen factory' }),
    );
    expect(getLocation).toHaveBeenCalledWith(2);
    fireEvent.change(dialog.getByRole('textbox', { name: '邮政编码' }), {
      target: { value: '518001' },
    });
    fireEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(updateLocation).toHaveBeenCalledWith(2, {
        type: 'SF',
        name: 'Shenzhen factory',
        partyName: 'Shenzhen Works',
        partyId: '',
        agencyCode: '',
        address: '1 Harbour Road',
        street: 'Dock 4',
        city: 'Shenzhen',
        stateCode: 'GD',
        postcode: '518001',
        countryCode: 'CN',
      }),
    );
  });

  it('warns and exports nothing without a selection, then exports the selected rows', async () => {
    const file = { blob: new Blob(['xlsx']), fileName: 'location.xlsx' };
    vi.mocked(exportRows).mockResolvedValue(file);
    await renderPanel();

    fireEvent.click(screen.getByRole('button', { name: '导出 Excel' }));
    expect(await snackbarText()).toContain('请先选择要导出的数据');
    expect(exportRows).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('checkbox', { name: '选择本页全部行' }));
    fireEvent.click(screen.getByRole('button', { name: '导出 Excel' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(file));
    expect(vi.mocked(exportRows).mock.calls[0]?.slice(0, 2)).toEqual(['location', [1, 2]]);
  });

  it('deletes a location only after the confirmation', async () => {
    vi.mocked(deleteLocation).mockResolvedValue(null);
    await renderPanel();
    fireEvent.click(rowOf('Harbour DC').getByRole('button', { name: '删除' }));
    const confirm = within(await screen.findByRole('dialog'));
    expect(confirm.getByText('确定删除“Harbour DC”吗？删除后无法恢复。')).toBeTruthy();
    expect(deleteLocation).not.toHaveBeenCalled();
    fireEvent.click(confirm.getByRole('button', { name: '删除' }));
    await waitFor(() => expect(deleteLocation).toHaveBeenCalledWith(1));
    expect(await snackbarText()).toContain('删除成功');
  });
});
