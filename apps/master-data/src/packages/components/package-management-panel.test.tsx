import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import type { OptionDetail, Package } from '@portal/contracts';
import { exportRows, useOptionValues, useProjects } from '@portal/api-client';
import type * as ApiClientModule from '@portal/api-client';
import type * as UiModule from '@portal/ui';
import { choose, messagesOf, renderInPortal, rowOf, snackbarText } from '@portal/testing';
import { saveFile } from '@portal/ui';
import { texts } from '../../i18n/texts';
import { optionValue, project } from '../../testing/fixtures';
import { PackageManagementPanel } from './package-management-panel';
import { listPackages } from '../api/list-packages';
import { createPackage } from '../api/create-package';
import { getPackage } from '../api/get-package';
import { updatePackage } from '../api/update-package';
import { deletePackage } from '../api/delete-package';

// The calls are replaced here; the API's own suites and the e2e walk test the real ones.
vi.mock('../api/list-packages', () => ({ listPackages: vi.fn() }));
vi.mock('../api/create-package', () => ({ createPackage: vi.fn() }));
vi.mock('../api/get-package', () => ({ getPackage: vi.fn() }));
vi.mock('../api/update-package', () => ({ updatePackage: vi.fn() }));
vi.mock('../api/delete-package', () => ({ deletePackage: vi.fn() }));
vi.mock('@portal/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  useOptionValues: vi.fn(),
  useProjects: vi.fn(),
  exportRows: vi.fn(),
}));
vi.mock('@portal/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof UiModule>()),
  saveFile: vi.fn(),
}));

const optionLists: Record<string, OptionDetail[]> = {
  package_type: [
    optionValue('package_type', 'CTN', '纸箱'),
    optionValue('package_type', 'PLT', '托盘'),
  ],
  agency_code: [optionValue('agency_code', '9', 'GS1')],
  dimension_unit: [optionValue('dimension_unit', 'CM', '厘米')],
  weight_unit: [optionValue('weight_unit', 'KG', '千克')],
};
const projects = [project('ACME', '艾克美'), project('EURO', '欧洲超市')];

const pkg = (id: number, name: string, overrides: Partial<Package> = {}): Package => ({
  id,
  projectKey: 'ACME',
  type: 'CTN',
  name,
  agencyCode: '',
  length: 40,
  width: 30,
  height: 20,
  dimensionUnit: 'CM',
  weight: 1.5,
  weightUnit: 'KG',
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
  ...overrides,
});
const carton = pkg(1, 'Carton 40');
const pallet = pkg(2, 'Euro pallet', { type: 'PLT', projectKey: 'EURO', weight: null });

beforeAll(() => {
  // jsdom has no layout: Mantine's combobox scrolls its selected option into view.
  Element.prototype.scrollIntoView = () => undefined;
});

beforeEach(() => {
  localStorage.clear();
  vi.mocked(listPackages).mockResolvedValue({
    records: [carton, pallet],
    total: 2,
    page: 1,
    size: 10,
  });
  vi.mocked(useOptionValues).mockImplementation((typeKey) => ({
    values: optionLists[typeKey] ?? [],
    loading: false,
  }));
  vi.mocked(useProjects).mockReturnValue({ projects, loading: false });
});

afterEach(() => {
  vi.clearAllMocks();
  act(() => notifications.clean());
});

async function renderPanel() {
  const rendered = await renderInPortal(<PackageManagementPanel />, {
    namespace: 'master-data',
    texts,
  });
  await screen.findByRole('cell', { name: 'Euro pallet' });
  return rendered;
}

async function openDialog(name: string) {
  return within(await screen.findByRole('dialog', { name }));
}

describe('packages', { timeout: 30_000 }, () => {
  it('lists every field of a package and searches by project, type and name', async () => {
    await renderPanel();
    expect(screen.getByText('共 2 条')).toBeTruthy();
    for (const header of ['项目', '包装类型', '名称', '代码机构', '长', '宽', '高', '尺寸单位']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    }
    expect(screen.getByRole('columnheader', { name: '重量单位' })).toBeTruthy();
    expect(rowOf('Carton 40').getByText('1.5')).toBeTruthy();
    expect(rowOf('Euro pallet').getByText('PLT')).toBeTruthy();
    expect(vi.mocked(listPackages)).toHaveBeenLastCalledWith({ page: 1, size: 10 });

    const filters = within(screen.getByRole('search'));
    await choose(filters.getByRole('combobox', { name: '项目' }), 'EURO — 欧洲超市');
    await choose(filters.getByRole('combobox', { name: '包装类型' }), 'PLT — 托盘');
    fireEvent.change(filters.getByRole('textbox', { name: '名称' }), {
      target: { value: ' pallet ' },
    });
    fireEvent.click(filters.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(vi.mocked(listPackages)).toHaveBeenLastCalledWith({
        page: 1,
        size: 10,
        projectKey: 'EURO',
        type: 'PLT',
        name: 'pallet',
      }),
    );
  });

  it('asks for the package type before sending, then creates the package in the chosen project', async () => {
    vi.mocked(createPackage).mockResolvedValue(pkg(3, 'Carton 60'));
    await renderPanel();
    fireEvent.click(screen.getByRole('button', { name: '新增包装' }));
    const dialog = await openDialog('新增包装');
    const save = () => fireEvent.click(dialog.getByRole('button', { name: '保存' }));

    fireEvent.change(dialog.getByRole('textbox', { name: '名称' }), {
      target: { value: 'Carton 60' },
    });
    save();
    await waitFor(() =>
      expect(messagesOf(dialog.getByRole('combobox', { name: '包装类型' }))).toContain(
        '该字段不能为空',
      ),
    );
    expect(messagesOf(dialog.getByRole('combobox', { name: '项目' }))).toContain('该字段不能为空');
    expect(createPackage).not.toHaveBeenCalled();

    await choose(dialog.getByRole('combobox', { name: '项目' }), 'ACME — 艾克美');
    await choose(dialog.getByRole('combobox', { name: '包装类型' }), 'CTN — 纸箱');
    await choose(dialog.getByRole('combobox', { name: '代码机构' }), '9 — GS1');
    fireEvent.change(dialog.getByRole('textbox', { name: '长' }), { target: { value: '60' } });
    fireEvent.change(dialog.getByRole('textbox', { name: '宽' }), { target: { value: '40' } });
    fireEvent.change(dialog.getByRole('textbox', { name: '高' }), { target: { value: '35.5' } });
    await choose(dialog.getByRole('combobox', { name: '尺寸单位' }), 'CM — 厘米');
    fireEvent.change(dialog.getByRole('textbox', { name: '重量' }), { target: { value: '2.25' } });
    await choose(dialog.getByRole('combobox', { name: '重量单位' }), 'KG — 千克');
    save();
    await waitFor(() =>
      expect(createPackage).toHaveBeenCalledWith({
        projectKey: 'ACME',
        type: 'CTN',
        name: 'Carton 60',
        agencyCode: '9',
        length: 60,
        width: 40,
        height: 35.5,
        dimensionUnit: 'CM',
        weight: 2.25,
        weightUnit: 'KG',
      }),
    );
    expect(await snackbarText()).toContain('保存成功');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edits the package as stored now, keeping its project', async () => {
    vi.mocked(getPackage).mockResolvedValue(pkg(1, 'Carton 40 (new)'));
    vi.mocked(updatePackage).mockResolvedValue(pkg(1, 'Carton 45'));
    await renderPanel();
    fireEvent.click(rowOf('Carton 40').getByRole('button', { name: '编辑' }));
    const dialog = await openDialog('编辑包装：Carton 40 (new)');
    expect(getPackage).toHaveBeenCalledWith(1);
    expect((dialog.getByRole('combobox', { name: '项目' }) as HTMLInputElement).disabled).toBe(
      true,
    );
    fireEvent.change(dialog.getByRole('textbox', { name: '名称' }), {
      target: { value: 'Carton 45' },
    });
    fireEvent.change(dialog.getByRole('textbox', { name: '重量' }), { target: { value: '' } });
    fireEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(updatePackage).toHaveBeenCalledWith(1, {
        type: 'CTN',
        name: 'Carton 45',
        agencyCode: '',
        length: 40,
        width: 30,
        height: 20,
        dimensionUnit: 'CM',
        weightUnit: 'KG',
      }),
    );
    const body = vi.mocked(updatePackage).mock.calls[0]?.[1];
    expect(body === undefined ? 'none' : 'projectKey' in body).toBe(false);
    expect(body?.weight).toBeUndefined();
  });

  it('warns and exports nothing without a selection, then exports the selected rows', async () => {
    let progress: ((fraction: number, bytes: number) => void) | undefined;
    let finish: (() => void) | undefined;
    const file = { blob: new Blob(['xlsx']), fileName: 'package.xlsx' };
    vi.mocked(exportRows).mockImplementation((_resource, _ids, onProgress) => {
      progress = onProgress;
      return new Promise((resolve) => {
        finish = () => resolve(file);
      });
    });
    await renderPanel();

    fireEvent.click(screen.getByRole('button', { name: '导出 Excel' }));
    expect(await snackbarText()).toContain('请先选择要导出的数据');
    expect(exportRows).not.toHaveBeenCalled();
    expect(saveFile).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('checkbox', { name: '选择 Euro pallet' }));
    fireEvent.click(screen.getByRole('button', { name: '导出 Excel' }));
    await waitFor(() => expect(exportRows).toHaveBeenCalledTimes(1));
    expect(vi.mocked(exportRows).mock.calls[0]?.slice(0, 2)).toEqual(['package', [2]]);
    act(() => progress?.(0.5, 512));
    expect(await screen.findByText('50%')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: '导出进度' })).toBeTruthy();
    await act(async () => finish?.());
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(file));
    expect(screen.queryByText('50%')).toBeNull();
  });

  it('deletes a package only after the confirmation', async () => {
    vi.mocked(deletePackage).mockResolvedValue(null);
    await renderPanel();
    const calls = vi.mocked(listPackages).mock.calls.length;
    fireEvent.click(rowOf('Carton 40').getByRole('button', { name: '删除' }));
    const confirm = within(await screen.findByRole('dialog'));
    expect(confirm.getByText('确定删除“Carton 40”吗？删除后无法恢复。')).toBeTruthy();
    expect(deletePackage).not.toHaveBeenCalled();
    fireEvent.click(confirm.getByRole('button', { name: '删除' }));
    await waitFor(() => expect(deletePackage).toHaveBeenCalledWith(1));
    expect(await snackbarText()).toContain('删除成功');
    await waitFor(() => expect(vi.mocked(listPackages).mock.calls.length).toBeGreaterThan(calls));
  });
});
