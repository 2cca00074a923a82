import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { createStore } from 'jotai';
import type { OptionDetail, Product } from '@portal/contracts';
import {
  ApiError,
  exportMatchingRows,
  exportRows,
  useOptionValues,
  useProjects,
} from '@portal/api-client';
import type * as ApiClientModule from '@portal/api-client';
import type * as UiModule from '@portal/ui';
import { choose, messagesOf, renderInPortal, rowOf, snackbarText } from '@portal/testing';
import { saveFile } from '@portal/ui';
import { texts } from '../../i18n/texts';
import { optionValue, project } from '../../testing/fixtures';
import { ProductManagementPanel } from './product-management-panel';
import { listProducts } from '../api/list-products';
import { createProduct } from '../api/create-product';
import { getProduct } from '../api/get-product';
import { updateProduct } from '../api/update-product';
import { deleteProduct } from '../api/delete-product';
import { downloadProductTemplate } from '../api/download-product-template';
import { importProducts } from '../api/import-products';
import { emptyProductFilters, productFiltersAtom } from '../state/product-list-query';

// The calls are replaced here; the API's own suites and the e2e walk test the real ones.
vi.mock('../api/list-products', () => ({ listProducts: vi.fn() }));
vi.mock('../api/create-product', () => ({ createProduct: vi.fn() }));
vi.mock('../api/get-product', () => ({ getProduct: vi.fn() }));
vi.mock('../api/update-product', () => ({ updateProduct: vi.fn() }));
vi.mock('../api/delete-product', () => ({ deleteProduct: vi.fn() }));
vi.mock('../api/download-product-template', () => ({ downloadProductTemplate: vi.fn() }));
vi.mock('../api/import-products', () => ({ importProducts: vi.fn() }));
vi.mock('@portal/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  useOptionValues: vi.fn(),
  useProjects: vi.fn(),
  exportRows: vi.fn(),
  exportMatchingRows: vi.fn(),
}));
vi.mock('@portal/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof UiModule>()),
  saveFile: vi.fn(),
}));

/** What GET /optionDetail/list would send; BX was disabled on the option screen. */
const optionLists: Record<string, OptionDetail[]> = {
  unit: [
    optionValue('unit', 'EA', '个'),
    optionValue('unit', 'CS', '箱'),
    { ...optionValue('unit', 'BX', '盒'), active: false },
  ],
  weight_unit: [optionValue('weight_unit', 'KG', '千克')],
};
const projects = [project('ACME', '艾克美'), project('EURO', '欧洲超市')];

const product = (id: number, vendorNumber: string, overrides: Partial<Product> = {}): Product => ({
  id,
  projectKey: 'ACME',
  vendorNumber,
  name: `Name of ${vendorNumber}`,
  description: '',
  color: 'Red',
  size: 'L',
  weight: 1.25,
  unitWeightBasis: 'KG',
  customerItemNumber: 'C-1',
  skuNumber: `SKU-${vendorNumber}`,
  upcNumber: '012345678905',
  unit: 'EA',
  nextAvailableDate: '2026-12-01',
  nextAvailableQuantity: 40,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
  ...overrides,
});
const widget = product(1, 'P-100');
const gadget = product(2, 'P-200', { unit: 'PK', weight: null, nextAvailableDate: null });

// Mantine's dialogs and selects are slow in jsdom; a busy machine runs them slower still.
vi.setConfig({ testTimeout: 30_000 });

beforeAll(() => {
  // jsdom has no layout: Mantine's combobox scrolls its selected option into view.
  Element.prototype.scrollIntoView = () => undefined;
});

beforeEach(() => {
  localStorage.clear();
  vi.mocked(listProducts).mockResolvedValue({
    records: [widget, gadget],
    total: 2,
    page: 1,
    size: 10,
  });
  vi.mocked(useProjects).mockReturnValue({ projects, loading: false });
  vi.mocked(useOptionValues).mockImplementation((typeKey) => ({
    values: optionLists[typeKey] ?? [],
    loading: false,
  }));
});

afterEach(() => {
  vi.clearAllMocks();
  act(() => notifications.clean());
});

/** The panel with the list filtered by a project, or by none. */
async function renderPanel(projectKey = 'ACME') {
  const store = createStore();
  store.set(productFiltersAtom, { ...emptyProductFilters, projectKey });
  const rendered = await renderInPortal(<ProductManagementPanel />, {
    namespace: 'master-data',
    texts,
    store,
  });
  await screen.findByText('P-200', { selector: 'td' });
  return rendered;
}

async function openDialog(name: string) {
  return within(await screen.findByRole('dialog', { name }));
}

/** The texts of the options a Mantine select offers, and which of them are disabled. */
async function optionsOf(select: HTMLElement) {
  fireEvent.click(select);
  const listbox = await waitFor(() => {
    const element = document.getElementById(select.getAttribute('aria-controls') ?? '');
    if (element === null) throw new Error('the select did not open');
    return element;
  });
  return within(listbox)
    .getAllByRole('option', { hidden: true })
    .map((option) => ({
      text: option.textContent ?? '',
      disabled: option.hasAttribute('data-combobox-disabled'),
    }));
}

describe('products', () => {
  it('lists the products of the chosen project with every field, and searches by the filters', async () => {
    await renderPanel();
    expect(vi.mocked(listProducts)).toHaveBeenLastCalledWith({
      page: 1,
      size: 10,
      projectKey: 'ACME',
    });
    expect(screen.getByText('共 2 条')).toBeTruthy();
    const row = rowOf('P-100');
    for (const cell of ['Name of P-100', 'Red', 'L', '1.25', 'KG', 'C-1', 'SKU-P-100']) {
      expect(row.getByText(cell)).toBeTruthy();
    }
    expect(row.getByText('012345678905')).toBeTruthy();
    expect(row.getByText('2026-12-01')).toBeTruthy();
    expect(row.getByText('40')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'SKU' }), {
      target: { value: ' SKU-P ' },
    });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(vi.mocked(listProducts)).toHaveBeenLastCalledWith({
        page: 1,
        size: 10,
        projectKey: 'ACME',
        skuNumber: 'SKU-P',
      }),
    );
  });

  it('creates a product in the chosen project with the body the contract asks for', async () => {
    vi.mocked(createProduct).mockResolvedValue(product(3, 'P-300'));
    await renderPanel();
    fireEvent.click(screen.getByRole('button', { name: '新增产品' }));
    const dialog = await openDialog('新增产品');
    const type = (name: string, value: string) =>
      fireEvent.change(dialog.getByRole('textbox', { name }), { target: { value } });

    expect((dialog.getByRole('combobox', { name: '项目' }) as HTMLInputElement).value).toBe(
      'ACME — 艾克美',
    );
    type('产品编号', ' P-300 ');
    type('名称', 'Steel bolt');
    type('颜色', 'Grey');
    type('重量', '2.5');
    await choose(dialog.getByRole('combobox', { name: '重量单位' }), 'KG — 千克');
    await choose(dialog.getByRole('combobox', { name: '计量单位' }), 'CS — 箱');
    type('UPC', '12345678');
    fireEvent.change(dialog.getByLabelText('下次可供日期'), { target: { value: '2026-12-24' } });
    type('下次可供数量', '120');
    fireEvent.click(dialog.getByRole('button', { name: '保存' }));

    await waitFor(() => expect(createProduct).toHaveBeenCalledTimes(1));
    expect(vi.mocked(createProduct).mock.calls[0]?.[0]).toEqual({
      projectKey: 'ACME',
      vendorNumber: 'P-300',
      name: 'Steel bolt',
      description: '',
      color: 'Grey',
      size: '',
      weight: 2.5,
      unitWeightBasis: 'KG',
      customerItemNumber: '',
      skuNumber: '',
      upcNumber: '12345678',
      unit: 'CS',
      nextAvailableDate: '2026-12-24',
      nextAvailableQuantity: 120,
    });
    expect(await snackbarText()).toContain('保存成功');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a missing required field without calling the API', async () => {
    await renderPanel('');
    fireEvent.click(screen.getByRole('button', { name: '新增产品' }));
    const dialog = await openDialog('新增产品');
    fireEvent.change(dialog.getByRole('textbox', { name: '名称' }), {
      target: { value: 'Steel bolt' },
    });
    fireEvent.change(dialog.getByRole('textbox', { name: 'UPC' }), {
      target: { value: '123' },
    });
    fireEvent.click(dialog.getByRole('button', { name: '保存' }));

    await waitFor(() =>
      expect(messagesOf(dialog.getByRole('textbox', { name: '产品编号' }))).toContain(
        '该字段不能为空',
      ),
    );
    expect(messagesOf(dialog.getByRole('textbox', { name: 'UPC' }))).toContain('信息输入错误');
    expect(createProduct).not.toHaveBeenCalled();
  });

  it('puts the server message on the field it names', async () => {
    vi.mocked(createProduct).mockRejectedValue(
      new ApiError('4002', '产品编号已存在', 409, { field: 'vendorNumber' }),
    );
    await renderPanel();
    fireEvent.click(screen.getByRole('button', { name: '新增产品' }));
    const dialog = await openDialog('新增产品');
    fireEvent.change(dialog.getByRole('textbox', { name: '产品编号' }), {
      target: { value: 'P-100' },
    });
    fireEvent.change(dialog.getByRole('textbox', { name: '名称' }), {
      target: { value: 'Again' },
    });
    fireEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(messagesOf(dialog.getByRole('textbox', { name: '产品编号' }))).toContain(
        '产品编号已存在',
      ),
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('edits the product as stored now, offering only enabled option values', async () => {
    vi.mocked(getProduct).mockResolvedValue(gadget);
    vi.mocked(updateProduct).mockResolvedValue(gadget);
    await renderPanel();
    fireEvent.click(rowOf('P-200').getByRole('button', { name: '编辑' }));
    const dialog = await openDialog('编辑产品：P-200');
    expect(getProduct).toHaveBeenCalledWith(2);

    // PK was disabled since the product was saved: shown, greyed out; BX is disabled: not offered.
    const unit = dialog.getByRole('combobox', { name: '计量单位' });
    expect(await optionsOf(unit)).toEqual([
      { text: 'EA — 个', disabled: false },
      { text: 'CS — 箱', disabled: false },
      { text: 'PK (已停用)', disabled: true },
    ]);
    fireEvent.click(unit);

    fireEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(updateProduct).toHaveBeenCalledTimes(1));
    const [id, body] = vi.mocked(updateProduct).mock.calls[0] ?? [];
    expect(id).toBe(2);
    expect(body).not.toHaveProperty('projectKey');
    expect(body).toMatchObject({ vendorNumber: 'P-200', unit: 'PK', weight: undefined });
  });

  it('deletes only after confirmation', async () => {
    vi.mocked(deleteProduct).mockResolvedValue(null);
    await renderPanel();
    fireEvent.click(rowOf('P-100').getByRole('button', { name: '删除' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('确定删除“P-100”吗？删除后无法恢复。')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: '删除' }));
    await waitFor(() => expect(deleteProduct).toHaveBeenCalledWith(1));
    expect(await snackbarText()).toContain('删除成功');
  });

  it('warns and exports nothing when no row is selected', async () => {
    await renderPanel();
    fireEvent.click(screen.getByRole('button', { name: '导出 Excel' }));
    expect(await snackbarText()).toContain('请先选择要导出的数据');
    expect(exportRows).not.toHaveBeenCalled();
    expect(saveFile).not.toHaveBeenCalled();
  });

  it('exports every product the filter matches, on all pages, once the count is confirmed', async () => {
    const workbook = { blob: new Blob(['xlsx']), fileName: 'products.xlsx' };
    vi.mocked(exportMatchingRows).mockResolvedValue(workbook);
    vi.mocked(listProducts).mockResolvedValue({
      records: [widget, gadget],
      total: 20,
      page: 1,
      size: 10,
    });
    await renderPanel();
    fireEvent.change(screen.getByRole('textbox', { name: 'SKU' }), {
      target: { value: 'SKU' },
    });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(vi.mocked(listProducts)).toHaveBeenLastCalledWith(
        expect.objectContaining({ skuNumber: 'SKU' }),
      ),
    );

    const target = screen.getByRole('button', { name: '导出 Excel：选择数据范围' });
    fireEvent.click(target);
    const menu = within(
      await waitFor(() => {
        const element = document.getElementById(target.getAttribute('aria-controls') ?? '');
        if (element === null) throw new Error('the choice of rows did not open');
        return element;
      }),
    );
    expect(menu.getByRole('menuitem', { name: '所选行（0 条）', hidden: true })).toBeTruthy();
    fireEvent.click(menu.getByRole('menuitem', { name: '符合筛选条件的全部 20 条', hidden: true }));
    const dialog = await openDialog('请确认');
    expect(dialog.getByText('导出符合筛选条件的全部 20 条数据吗？')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: '导出' }));

    await waitFor(() =>
      expect(exportMatchingRows).toHaveBeenCalledWith(
        'product',
        { projectKey: 'ACME', skuNumber: 'SKU' },
        expect.any(Function),
      ),
    );
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(workbook));
    expect(exportRows).not.toHaveBeenCalled();
  });

  it('exports the selected rows, shows the progress, and saves the workbook', async () => {
    let finish: () => void = () => undefined;
    let report: (fraction: number, bytes: number) => void = () => undefined;
    const workbook = { blob: new Blob(['xlsx']), fileName: 'products.xlsx' };
    vi.mocked(exportRows).mockImplementation((_resource, _ids, onProgress) => {
      report = onProgress ?? report;
      return new Promise((resolve) => {
        finish = () => resolve(workbook);
      });
    });
    await renderPanel();
    fireEvent.click(screen.getByRole('checkbox', { name: '选择 P-200' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '选择 P-100' }));
    fireEvent.click(screen.getByRole('button', { name: '导出 Excel' }));

    expect(exportRows).toHaveBeenCalledWith('product', [2, 1], expect.any(Function));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '导出 Excel' }).hasAttribute('data-loading')).toBe(
        true,
      ),
    );
    act(() => report(0.5, 1024));
    expect(
      (await screen.findByRole('progressbar', { name: '导出进度' })).getAttribute('aria-valuenow'),
    ).toBe('50');
    await act(async () => finish());
    expect(saveFile).toHaveBeenCalledWith(workbook);
  });

  it('asks for a project before importing', async () => {
    await renderPanel('');
    fireEvent.click(screen.getByRole('button', { name: '导入' }));
    expect(await snackbarText()).toContain('请先选择项目，再导入产品');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('preselects the lone project, so the import asks for none', async () => {
    vi.mocked(useProjects).mockReturnValue({
      projects: [project('ACME', '艾克美')],
      loading: false,
    });
    await renderPanel('');
    await waitFor(() =>
      expect(vi.mocked(listProducts)).toHaveBeenLastCalledWith(
        expect.objectContaining({ projectKey: 'ACME' }),
      ),
    );
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: '项目' }).value).toBe(
      'ACME — 艾克美',
    );
    fireEvent.click(screen.getByRole('button', { name: '导入' }));
    expect(await openDialog('导入产品到项目 ACME')).toBeTruthy();
  });

  it('imports into the chosen project and lists the rows a refused file has', async () => {
    const template = { blob: new Blob(['xlsx']), fileName: 'product-template.xlsx' };
    vi.mocked(downloadProductTemplate).mockResolvedValue(template);
    vi.mocked(importProducts).mockRejectedValueOnce(
      new ApiError('2014', '文件中有错误的行，未导入任何数据', 422, {
        field: 'rows',
        rows: [
          { row: 3, field: '产品编号', message: '该字段不能为空' },
          { row: 5, field: 'UPC', message: '信息输入错误' },
        ],
      }),
    );
    vi.mocked(importProducts).mockResolvedValueOnce({ rows: 4, created: 3, updated: 1 });
    await renderPanel();
    fireEvent.click(screen.getByRole('button', { name: '导入' }));
    const dialog = await openDialog('导入产品到项目 ACME');

    fireEvent.click(dialog.getByRole('button', { name: '下载导入模板' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(template));

    const file = new File(['PK'], 'products.xlsx');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (input === null) throw new Error('no file input');
    fireEvent.change(input, { target: { files: [file] } });
    fireEvent.click(dialog.getByRole('button', { name: '导入' }));

    await waitFor(() =>
      expect(importProducts).toHaveBeenCalledWith('ACME', file, expect.any(Function)),
    );
    const rejected = within(await dialog.findByRole('table'));
    expect(rejected.getAllByRole('row').map((row) => row.textContent)).toEqual([
      '行号列原因',
      '3产品编号该字段不能为空',
      '5UPC信息输入错误',
    ]);
    expect(dialog.getByText(/文件中有 2 处错误，未导入任何数据/)).toBeTruthy();

    const calls = vi.mocked(listProducts).mock.calls.length;
    fireEvent.click(dialog.getByRole('button', { name: '导入' }));
    expect(await snackbarText()).toContain('导入成功：共 4 行，新增 3 条，更新 1 条');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(vi.mocked(listProducts).mock.calls.length).toBeGreaterThan(calls));
  });
});
