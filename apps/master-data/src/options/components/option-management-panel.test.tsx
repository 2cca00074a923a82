import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import type { OptionDetail, OptionType } from '@portal/contracts';
import { exportRows } from '@portal/api-client';
import type * as ApiClientModule from '@portal/api-client';
import type * as UiModule from '@portal/ui';
import { messagesOf, renderInPortal, rowOf, snackbarText } from '@portal/testing';
import { saveFile } from '@portal/ui';
import { texts } from '../../i18n/texts';
import { OptionManagementPanel } from './option-management-panel';
import { listOptionTypes } from '../api/list-option-types';
import { createOptionType } from '../api/create-option-type';
import { deleteOptionType } from '../api/delete-option-type';
import { listOptionDetails } from '../api/list-option-details';
import { createOptionDetail } from '../api/create-option-detail';
import { updateOptionDetail } from '../api/update-option-detail';
import { setOptionDetailActive } from '../api/set-option-detail-active';

// The calls are replaced here; the API's own suites and the e2e walk test the real ones.
vi.mock('../api/list-option-types', () => ({ listOptionTypes: vi.fn() }));
vi.mock('../api/create-option-type', () => ({ createOptionType: vi.fn() }));
vi.mock('../api/update-option-type', () => ({ updateOptionType: vi.fn() }));
vi.mock('../api/delete-option-type', () => ({ deleteOptionType: vi.fn() }));
vi.mock('../api/list-option-details', () => ({ listOptionDetails: vi.fn() }));
vi.mock('../api/create-option-detail', () => ({ createOptionDetail: vi.fn() }));
vi.mock('../api/update-option-detail', () => ({ updateOptionDetail: vi.fn() }));
vi.mock('../api/set-option-detail-active', () => ({ setOptionDetailActive: vi.fn() }));
vi.mock('../api/delete-option-detail', () => ({ deleteOptionDetail: vi.fn() }));
vi.mock('@portal/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  exportRows: vi.fn(),
}));
vi.mock('@portal/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof UiModule>()),
  saveFile: vi.fn(),
}));

// Mantine's dialogs are slow in jsdom; a busy machine runs them slower still.
vi.setConfig({ testTimeout: 30_000 });

const stamp = '2026-11-20T08:00:00.000Z';

const optionType = (id: number, name: string, key: string): OptionType => ({
  id,
  name,
  key,
  detailCount: 3,
  activeCount: 2,
  createdAt: stamp,
  updatedAt: stamp,
});

const detail = (id: number, value: string, name: string, active = true): OptionDetail => ({
  id,
  optionTypeId: 1,
  optionTypeKey: 'unit',
  name,
  value,
  active,
  sort: id,
  description: '',
  createdAt: stamp,
  updatedAt: stamp,
});

const unit = optionType(1, '计量单位', 'unit');
const packageType = optionType(2, '包装类型', 'package_type');
const each = detail(11, 'EA', '个');
const carton = detail(12, 'CS', '箱');
const pack = detail(13, 'PK', '包', false);

beforeAll(() => {
  // jsdom has no layout: Mantine's combobox scrolls its selected option into view.
  Element.prototype.scrollIntoView = () => undefined;
});

beforeEach(() => {
  localStorage.clear();
  vi.mocked(listOptionTypes).mockResolvedValue({
    records: [unit, packageType],
    total: 2,
    page: 1,
    size: 10,
  });
  vi.mocked(listOptionDetails).mockResolvedValue({
    records: [each, carton, pack],
    total: 3,
    page: 1,
    size: 10,
  });
});

afterEach(() => {
  vi.clearAllMocks();
  act(() => notifications.clean());
});

async function renderPanel() {
  const rendered = await renderInPortal(<OptionManagementPanel />, {
    namespace: 'master-data',
    texts,
  });
  await screen.findByText('package_type', { selector: 'td' });
  return rendered;
}

/** Clicks a type's name and waits for its values. */
async function showValuesOf(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
  await screen.findByText('PK', { selector: 'td' });
}

const confirmDialog = async () => within(await screen.findByRole('dialog', { name: '请确认' }));

describe('options', () => {
  it('hints to click a type, then lists the values of the type clicked with their status', async () => {
    await renderPanel();
    expect(screen.getByText('点击左侧的选项类型，查看其选项值')).toBeTruthy();
    expect(listOptionDetails).not.toHaveBeenCalled();
    expect(rowOf('unit').getByText('2 / 3')).toBeTruthy();

    await showValuesOf('计量单位');
    expect(listOptionDetails).toHaveBeenLastCalledWith({ page: 1, size: 10, optionTypeId: 1 });
    expect(screen.getByRole('heading', { name: '“计量单位”（unit）的选项值' })).toBeTruthy();
    expect(screen.queryByText('点击左侧的选项类型，查看其选项值')).toBeNull();
    expect(rowOf('EA').getByText('已启用')).toBeTruthy();
    expect(rowOf('PK').getByText('已禁用')).toBeTruthy();
    expect(screen.getByRole('button', { name: '计量单位' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it.each([
    ['zh-cn', ['计量单位', '机构代码', '承运商']],
    ['en-us', ['Unit of measure', 'Agency code', '承运商']],
  ] as const)(
    'names the built-in types in %s, whatever language they were stored in',
    async (language, names) => {
      vi.mocked(listOptionTypes).mockResolvedValue({
        records: [
          optionType(1, 'Unit of measure', 'unit'),
          optionType(3, '机构代码', 'agency_code'),
          // An admin's own name stays as typed.
          optionType(4, '承运商', 'package_type'),
        ],
        total: 3,
        page: 1,
        size: 10,
      });
      await renderInPortal(<OptionManagementPanel />, {
        namespace: 'master-data',
        texts,
        language,
      });
      await screen.findByText('agency_code', { selector: 'td' });
      const shown = ['unit', 'agency_code', 'package_type'].map(
        (key) => rowOf(key).getAllByRole('button')[0]?.textContent,
      );
      expect(shown).toEqual(names);
    },
  );

  it('disables a value only after confirmation, with the active API and false', async () => {
    vi.mocked(setOptionDetailActive).mockResolvedValue({ ...each, active: false });
    await renderPanel();
    await showValuesOf('计量单位');

    fireEvent.click(rowOf('EA').getByRole('button', { name: '禁用' }));
    let dialog = await confirmDialog();
    expect(dialog.getByText('确定禁用“个”吗？')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(setOptionDetailActive).not.toHaveBeenCalled();

    const typeReads = vi.mocked(listOptionTypes).mock.calls.length;
    fireEvent.click(rowOf('EA').getByRole('button', { name: '禁用' }));
    dialog = await confirmDialog();
    fireEvent.click(dialog.getByRole('button', { name: '禁用' }));
    await waitFor(() => expect(setOptionDetailActive).toHaveBeenCalledWith(11, false));
    expect(await snackbarText()).toContain('已禁用');
    // The counts of the type changed: the type list is read again.
    await waitFor(() =>
      expect(vi.mocked(listOptionTypes).mock.calls.length).toBeGreaterThan(typeReads),
    );
  });

  it('enables a disabled value after confirmation', async () => {
    vi.mocked(setOptionDetailActive).mockResolvedValue({ ...pack, active: true });
    await renderPanel();
    await showValuesOf('计量单位');
    expect(rowOf('PK').queryByRole('button', { name: '禁用' })).toBeNull();
    fireEvent.click(rowOf('PK').getByRole('button', { name: '启用' }));
    const dialog = await confirmDialog();
    expect(dialog.getByText('确定启用“包”吗？')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: '启用' }));
    await waitFor(() => expect(setOptionDetailActive).toHaveBeenCalledWith(13, true));
    expect(await snackbarText()).toContain('已启用');
  });

  it('checks a new type before sending, then creates it', async () => {
    vi.mocked(createOptionType).mockResolvedValue(optionType(3, '国家', 'country'));
    await renderPanel();
    fireEvent.click(screen.getByRole('button', { name: '新增类型' }));
    const dialog = within(await screen.findByRole('dialog', { name: '新增选项类型' }));
    const field = (name: string) => dialog.getByRole('textbox', { name });
    fireEvent.change(field('类型键'), { target: { value: 'country code' } });
    fireEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(messagesOf(field('类型名称'))).toContain('该字段不能为空'));
    expect(messagesOf(field('类型键'))).toContain('只能包含字母、数字、连字符和下划线');
    expect(createOptionType).not.toHaveBeenCalled();

    fireEvent.change(field('类型名称'), { target: { value: '国家' } });
    fireEvent.change(field('类型键'), { target: { value: 'country' } });
    fireEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(createOptionType).toHaveBeenCalledWith({ name: '国家', key: 'country' }),
    );
    expect(await snackbarText()).toContain('保存成功');
  });

  it('adds a value to the type clicked', async () => {
    vi.mocked(createOptionDetail).mockResolvedValue(detail(14, 'BX', '盒'));
    await renderPanel();
    await showValuesOf('计量单位');
    fireEvent.click(screen.getByRole('button', { name: '新增选项值' }));
    const dialog = within(await screen.findByRole('dialog', { name: '新增选项值：计量单位' }));
    const field = (name: string) => dialog.getByRole('textbox', { name });
    fireEvent.change(field('选项代码'), { target: { value: 'BX' } });
    fireEvent.change(field('名称'), { target: { value: '盒' } });
    fireEvent.change(field('排序'), { target: { value: '' } });
    fireEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(messagesOf(field('排序'))).toContain('该字段不能为空'));
    expect(createOptionDetail).not.toHaveBeenCalled();

    fireEvent.change(field('排序'), { target: { value: '5' } });
    fireEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(createOptionDetail).toHaveBeenCalledWith({
        optionTypeId: 1,
        value: 'BX',
        name: '盒',
        active: true,
        sort: 5,
        description: '',
      }),
    );
    expect(await snackbarText()).toContain('保存成功');
  });

  it('edits a value, keeping whether it is enabled', async () => {
    vi.mocked(updateOptionDetail).mockResolvedValue(pack);
    await renderPanel();
    await showValuesOf('计量单位');
    fireEvent.click(rowOf('PK').getByRole('button', { name: '编辑' }));
    const dialog = within(await screen.findByRole('dialog', { name: '编辑选项值：包' }));
    expect(dialog.getByRole('switch', { name: '启用（下拉框中可选）' })).toHaveProperty(
      'checked',
      false,
    );
    fireEvent.change(dialog.getByRole('textbox', { name: '名称' }), {
      target: { value: '小包' },
    });
    fireEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(updateOptionDetail).toHaveBeenCalledWith(13, {
        optionTypeId: 1,
        value: 'PK',
        name: '小包',
        active: false,
        sort: 13,
        description: '',
      }),
    );
  });

  it('warns and exports nothing when no type or value is selected', async () => {
    await renderPanel();
    fireEvent.click(screen.getByRole('button', { name: '导出 Excel' }));
    expect(await snackbarText()).toContain('请先选择要导出的数据');
    expect(exportRows).not.toHaveBeenCalled();
  });

  it('exports the selected types and the selected values, each as its own resource', async () => {
    const workbook = { blob: new Blob(['xlsx']), fileName: 'options.xlsx' };
    vi.mocked(exportRows).mockResolvedValue(workbook);
    await renderPanel();
    await showValuesOf('计量单位');
    const [typeExport, detailExport] = screen.getAllByRole('button', { name: '导出 Excel' });
    if (typeExport === undefined || detailExport === undefined) throw new Error('two exports');

    fireEvent.click(screen.getByRole('checkbox', { name: '选择 包装类型' }));
    fireEvent.click(typeExport);
    await waitFor(() =>
      expect(exportRows).toHaveBeenLastCalledWith('optionType', [2], expect.any(Function)),
    );
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(workbook));

    fireEvent.click(screen.getByRole('checkbox', { name: '选择 EA' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '选择 PK' }));
    fireEvent.click(detailExport);
    await waitFor(() =>
      expect(exportRows).toHaveBeenLastCalledWith('optionDetail', [11, 13], expect.any(Function)),
    );
  });

  it('shows the hint again once the type shown is deleted', async () => {
    vi.mocked(deleteOptionType).mockResolvedValue(null);
    await renderPanel();
    await showValuesOf('计量单位');
    fireEvent.click(rowOf('unit').getByRole('button', { name: '删除' }));
    const dialog = await confirmDialog();
    expect(dialog.getByText('确定删除“计量单位”吗？删除后无法恢复。')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: '删除' }));
    await waitFor(() => expect(deleteOptionType).toHaveBeenCalledWith(1));
    expect(await screen.findByText('点击左侧的选项类型，查看其选项值')).toBeTruthy();
    expect(await snackbarText()).toContain('删除成功');
  });
});
