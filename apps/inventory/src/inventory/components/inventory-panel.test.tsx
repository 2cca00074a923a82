import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { createStore } from 'jotai';
import {
  type Inventory,
  type InventoryLog,
  type Product,
  type ProjectListItem,
  type Store,
  type User,
} from '@portal/contracts';
import { ApiError, useProjects } from '@portal/api-client';
import { currentUserAtom, rememberProject } from '@portal/auth';
import { choose, renderInPortal, rowOf, snackbarText } from '@portal/testing';
import { saveFile } from '@portal/ui';
import { texts } from '../../i18n/texts';
import { InventoryPanel } from './inventory-panel';
import { listInventory } from '../api/list-inventory';
import { createInventory } from '../api/create-inventory';
import { getInventory } from '../api/get-inventory';
import { updateInventory } from '../api/update-inventory';
import { deleteInventory } from '../api/delete-inventory';
import { listInventoryLogs } from '../api/list-inventory-logs';
import { downloadInventoryTemplate } from '../api/download-inventory-template';
import { importInventory } from '../api/import-inventory';
import { sendInventoryReport } from '../api/send-inventory-report';
import { exportInventory, exportMatchingInventory } from '../api/export-inventory';
import { listProducts } from '../api/list-products';
import { listStores } from '../api/list-stores';
import { emptyInventoryFilters, inventoryFiltersAtom } from '../state/inventory-list-query';

// The calls are replaced here; the API's own suites and the e2e walk test the real ones.
vi.mock('../api/list-inventory', () => ({ listInventory: vi.fn() }));
vi.mock('../api/create-inventory', () => ({ createInventory: vi.fn() }));
vi.mock('../api/get-inventory', () => ({ getInventory: vi.fn() }));
vi.mock('../api/update-inventory', () => ({ updateInventory: vi.fn() }));
vi.mock('../api/delete-inventory', () => ({ deleteInventory: vi.fn() }));
vi.mock('../api/list-inventory-logs', () => ({ listInventoryLogs: vi.fn() }));
vi.mock('../api/download-inventory-template', () => ({ downloadInventoryTemplate: vi.fn() }));
vi.mock('../api/import-inventory', () => ({ importInventory: vi.fn() }));
vi.mock('../api/send-inventory-report', () => ({ sendInventoryReport: vi.fn() }));
vi.mock('../api/export-inventory', () => ({
  exportInventory: vi.fn(),
  exportMatchingInventory: vi.fn(),
}));
vi.mock('../api/list-products', () => ({ listProducts: vi.fn() }));
vi.mock('../api/list-stores', () => ({ listStores: vi.fn() }));
// String paths, not import(): a dynamic import would read as a lazy-loaded lib to Nx's lint.
vi.mock('@portal/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useProjects: vi.fn(),
}));
vi.mock('@portal/ui', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  saveFile: vi.fn(),
}));

const stamp = '2026-11-20T08:00:00.000Z';

/** A project as GET /project/config/list sends it: key, names and three switches. */
const project = (projectKey: string, nameZh: string): ProjectListItem => ({
  projectKey,
  nameZh,
  nameEn: `${projectKey} English`,
  features: { allowCancel: true, allowDelete: false, confirmBeforeAccept: true },
});

const store = (id: number, storeCode: string, name: string): Store => ({
  id,
  storeCode,
  name,
  city: 'Shanghai',
  state: 'SH',
  zip: '200000',
  createdAt: stamp,
  updatedAt: stamp,
});

const product = (id: number, vendorNumber: string, name: string): Product => ({
  id,
  projectKey: 'ACME',
  vendorNumber,
  name,
  description: `About ${name}`,
  color: 'Red',
  size: 'L',
  weight: 1.25,
  unitWeightBasis: 'KG',
  customerItemNumber: `C-${vendorNumber}`,
  skuNumber: `SKU-${vendorNumber}`,
  upcNumber: '012345678905',
  unit: 'EA',
  nextAvailableDate: null,
  nextAvailableQuantity: null,
  createdAt: stamp,
  updatedAt: stamp,
});

const inventory = (
  id: number,
  item: Product,
  where: Store,
  overrides: Partial<Inventory> = {},
): Inventory => ({
  id,
  projectKey: 'ACME',
  productId: item.id,
  vendorNumber: item.vendorNumber,
  productName: item.name,
  unit: item.unit,
  storeId: where.id,
  storeCode: where.storeCode,
  storeName: where.name,
  onHand: 50,
  reserved: 10,
  available: 40,
  createdAt: stamp,
  updatedAt: stamp,
  ...overrides,
});

const log = (id: number, overrides: Partial<InventoryLog>): InventoryLog => ({
  id,
  inventoryId: 1,
  projectKey: 'ACME',
  vendorNumber: 'P-100',
  storeCode: 'S01',
  type: 'create',
  quantity: 50,
  onHandAfter: 50,
  reservedAfter: 0,
  orderSerialNumber: null,
  note: '',
  actor: 'admin',
  at: stamp,
  ...overrides,
});

const projects = [project('ACME', '艾克美'), project('EURO', '欧洲超市')];

/** A signed-in user with the inventory role: the account the last project choice is kept for. */
const clerk = {
  id: 5,
  account: 'clerk',
  nickname: 'Clerk',
  email: 'clerk@example.com',
  phone: '',
  status: 'activated',
  roles: ['INVENTORY'],
  mustChangePassword: false,
  lockedUntil: null,
  createdAt: stamp,
  updatedAt: stamp,
} satisfies User;
const mainStore = store(3, 'S01', 'Main Store');
const northStore = store(4, 'S02', 'North Store');
const widget = product(7, 'P-100', 'Widget');
const gadget = product(8, 'P-200', 'Gadget');
const widgetMain = inventory(1, widget, mainStore);
const gadgetNorth = inventory(2, gadget, northStore, { onHand: 5, reserved: 0, available: 5 });

// Mantine's dialogs and selects are slow in jsdom; a busy machine runs them slower still.
vi.setConfig({ testTimeout: 30_000 });

beforeAll(() => {
  // jsdom has no layout: Mantine's combobox scrolls its selected option into view.
  Element.prototype.scrollIntoView = () => undefined;
});

beforeEach(() => {
  localStorage.clear();
  vi.mocked(useProjects).mockReturnValue({ projects, loading: false });
  vi.mocked(listInventory).mockResolvedValue({
    records: [widgetMain, gadgetNorth],
    total: 2,
    page: 1,
    size: 10,
  });
  vi.mocked(listStores).mockResolvedValue([mainStore, northStore]);
  vi.mocked(listProducts).mockResolvedValue([widget, gadget]);
});

afterEach(() => {
  vi.clearAllMocks();
  act(() => notifications.clean());
});

/** The panel with the list filtered by a project, or by none. */
async function renderPanel(projectKey = 'ACME') {
  const portalStore = createStore();
  portalStore.set(inventoryFiltersAtom, { ...emptyInventoryFilters, projectKey });
  const rendered = await renderInPortal(<InventoryPanel />, {
    namespace: 'inventory',
    texts,
    store: portalStore,
  });
  await screen.findByRole('cell', { name: 'Gadget' });
  return rendered;
}

async function openDialog(name: string | RegExp) {
  return within(await screen.findByRole('dialog', { name }));
}

describe('inventory inquiry', () => {
  it('lists stock per product and store, and filters by the chosen project', async () => {
    await renderPanel('');
    expect(vi.mocked(listInventory)).toHaveBeenLastCalledWith({ page: 1, size: 10 });
    const row = rowOf('Widget');
    for (const cell of ['P-100', 'EA', 'S01', 'Main Store', '50', '10', '40']) {
      expect(row.getByText(cell)).toBeTruthy();
    }
    expect(screen.getByText('共 2 条')).toBeTruthy();

    await choose(screen.getByRole('combobox', { name: '项目' }), 'ACME — 艾克美');
    await waitFor(() =>
      expect(vi.mocked(listInventory)).toHaveBeenLastCalledWith({
        page: 1,
        size: 10,
        projectKey: 'ACME',
      }),
    );

    fireEvent.change(screen.getByRole('textbox', { name: '产品编号' }), {
      target: { value: ' P-1 ' },
    });
    await choose(screen.getByRole('combobox', { name: '门店' }), 'S02 — North Store');
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(vi.mocked(listInventory)).toHaveBeenLastCalledWith({
        page: 1,
        size: 10,
        projectKey: 'ACME',
        vendorNumber: 'P-1',
        storeId: 4,
      }),
    );
  });

  it('creates a record of a product of the project in a store with the quantity', async () => {
    vi.mocked(createInventory).mockResolvedValue(widgetMain);
    await renderPanel();
    const calls = vi.mocked(listInventory).mock.calls.length;

    fireEvent.click(screen.getByRole('button', { name: '新增库存' }));
    const dialog = await openDialog('新增库存');
    await waitFor(() => expect(listProducts).toHaveBeenCalledWith('ACME'));
    await choose(dialog.getByRole('combobox', { name: '产品' }), 'P-200 — Gadget');
    await choose(dialog.getByRole('combobox', { name: '门店' }), 'S01 — Main Store');
    fireEvent.change(dialog.getByRole('textbox', { name: '数量' }), { target: { value: '12' } });
    fireEvent.click(dialog.getByRole('button', { name: '保存' }));

    await waitFor(() =>
      expect(createInventory).toHaveBeenCalledWith({ productId: 8, storeId: 3, quantity: 12 }),
    );
    expect(await snackbarText()).toContain('保存成功');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(vi.mocked(listInventory).mock.calls.length).toBeGreaterThan(calls));
  });

  it.each(['0', '1.5'])(
    'refuses a quantity of %s with the spec message and sends nothing',
    async (quantity) => {
      await renderPanel();
      fireEvent.click(screen.getByRole('button', { name: '新增库存' }));
      const dialog = await openDialog('新增库存');
      await waitFor(() => expect(listProducts).toHaveBeenCalledWith('ACME'));
      await choose(dialog.getByRole('combobox', { name: '产品' }), 'P-100 — Widget');
      await choose(dialog.getByRole('combobox', { name: '门店' }), 'S01 — Main Store');
      fireEvent.change(dialog.getByRole('textbox', { name: '数量' }), {
        target: { value: quantity },
      });
      fireEvent.click(dialog.getByRole('button', { name: '保存' }));

      expect(await dialog.findByText('值必须大于0')).toBeTruthy();
      expect(createInventory).not.toHaveBeenCalled();
    },
  );

  it('asks for a product and a store before creating', async () => {
    await renderPanel();
    fireEvent.click(screen.getByRole('button', { name: '新增库存' }));
    const dialog = await openDialog('新增库存');
    fireEvent.change(dialog.getByRole('textbox', { name: '数量' }), { target: { value: '3' } });
    fireEvent.click(dialog.getByRole('button', { name: '保存' }));
    expect(await dialog.findAllByText('该字段不能为空')).toHaveLength(2);
    expect(createInventory).not.toHaveBeenCalled();
  });

  it('asks for a project before creating or importing', async () => {
    await renderPanel('');
    fireEvent.click(screen.getByRole('button', { name: '新增库存' }));
    expect(await snackbarText()).toContain('请先选择项目');
    fireEvent.click(screen.getByRole('button', { name: '库存导入' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: '项目' }).value).toBe('');
  });

  it('preselects the lone project, so adding and importing stock ask for none', async () => {
    vi.mocked(useProjects).mockReturnValue({
      projects: [project('ACME', '艾克美')],
      loading: false,
    });
    await renderPanel('');
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('combobox', { name: '项目' }).value).toBe(
        'ACME — 艾克美',
      ),
    );
    expect(vi.mocked(listInventory)).toHaveBeenLastCalledWith({
      page: 1,
      size: 10,
      projectKey: 'ACME',
    });
    fireEvent.click(screen.getByRole('button', { name: '库存导入' }));
    expect(await openDialog(/ACME/)).toBeTruthy();
  });

  it('preselects the project the user chose last when there are several', async () => {
    rememberProject('clerk', 'EURO');
    const portalStore = createStore();
    portalStore.set(currentUserAtom, clerk);
    await renderInPortal(<InventoryPanel />, { namespace: 'inventory', texts, store: portalStore });
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('combobox', { name: '项目' }).value).toBe(
        'EURO — 欧洲超市',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: '新增库存' }));
    expect(await openDialog('新增库存')).toBeTruthy();
    await waitFor(() => expect(listProducts).toHaveBeenCalledWith('EURO'));
  });

  it('adjusts on hand down by a quantity with a note, and refuses 0', async () => {
    vi.mocked(updateInventory).mockResolvedValue({ ...widgetMain, onHand: 45, available: 35 });
    await renderPanel();
    fireEvent.click(rowOf('Widget').getByRole('button', { name: '调整' }));
    const dialog = await openDialog('调整库存：P-100 / S01');
    expect(dialog.getByText('当前在库 50，预留 10，可用 40')).toBeTruthy();

    fireEvent.click(dialog.getByRole('radio', { name: '减少' }));
    fireEvent.change(dialog.getByRole('textbox', { name: '数量' }), { target: { value: '0' } });
    fireEvent.click(dialog.getByRole('button', { name: '保存' }));
    expect(await dialog.findByText('值必须大于0')).toBeTruthy();
    expect(updateInventory).not.toHaveBeenCalled();

    fireEvent.change(dialog.getByRole('textbox', { name: '数量' }), { target: { value: '5' } });
    fireEvent.change(dialog.getByRole('textbox', { name: '备注' }), {
      target: { value: 'damaged' },
    });
    fireEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(updateInventory).toHaveBeenCalledWith(1, {
        adjustment: 'decrease',
        quantity: 5,
        note: 'damaged',
      }),
    );
    expect(await snackbarText()).toContain('保存成功');
  });

  it('deletes a record only after confirmation', async () => {
    vi.mocked(deleteInventory).mockResolvedValue(null);
    await renderPanel();
    fireEvent.click(rowOf('Widget').getByRole('button', { name: '删除' }));
    const dialog = await openDialog('请确认');
    expect(dialog.getByText('确定删除“P-100 / S01”吗？删除后无法恢复。')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleteInventory).not.toHaveBeenCalled();

    fireEvent.click(rowOf('Widget').getByRole('button', { name: '删除' }));
    fireEvent.click((await openDialog('请确认')).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(deleteInventory).toHaveBeenCalledWith(1));
    expect(await snackbarText()).toContain('删除成功');
  });

  it('keeps the delete dialog open when the server refuses (stock reserved)', async () => {
    vi.mocked(deleteInventory).mockRejectedValue(
      new ApiError('4019', '该库存部分已被已接订单预留，不能删除', 409),
    );
    await renderPanel();
    fireEvent.click(rowOf('Widget').getByRole('button', { name: '删除' }));
    const dialog = await openDialog('请确认');
    fireEvent.click(dialog.getByRole('button', { name: '删除' }));
    await waitFor(() => expect(deleteInventory).toHaveBeenCalledWith(1));
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: '删除' }).hasAttribute('disabled')).toBe(false),
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.queryByText('删除成功')).toBeNull();
  });

  it('warns and sends no inventory report while no record is selected', async () => {
    await renderPanel();
    fireEvent.click(screen.getByRole('button', { name: '发送库存报告' }));
    expect(await snackbarText()).toContain('请选择库存记录');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sendInventoryReport).not.toHaveBeenCalled();
  });

  it('sends the inventory report of the selected records after confirmation', async () => {
    vi.mocked(sendInventoryReport).mockResolvedValue({
      messageId: 91,
      documentType: '846',
      fileName: 'INVRPT_ACME_0091.edi',
      items: 2,
    });
    await renderPanel();
    fireEvent.click(screen.getByRole('checkbox', { name: '选择 P-100 / S01' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '选择 P-200 / S02' }));
    fireEvent.click(screen.getByRole('button', { name: '发送库存报告' }));

    const dialog = await openDialog('请确认');
    expect(dialog.getByText('确定发送库存报告吗？')).toBeTruthy();
    expect(sendInventoryReport).not.toHaveBeenCalled();
    fireEvent.click(dialog.getByRole('button', { name: '发送库存报告' }));

    await waitFor(() =>
      expect(sendInventoryReport).toHaveBeenCalledWith({ projectKey: 'ACME', ids: [1, 2] }),
    );
    expect(await snackbarText()).toContain('库存报告已发送：INVRPT_ACME_0091.edi');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('warns and exports nothing while no record is selected, then exports the selection', async () => {
    const workbook = { blob: new Blob(['xlsx']), fileName: 'inventory.xlsx' };
    vi.mocked(exportInventory).mockResolvedValue(workbook);
    await renderPanel();
    fireEvent.click(screen.getByRole('button', { name: '导出 Excel' }));
    expect(await snackbarText()).toContain('请先选择要导出的数据');
    expect(exportInventory).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('checkbox', { name: '选择 P-200 / S02' }));
    fireEvent.click(screen.getByRole('button', { name: '导出 Excel' }));
    await waitFor(() => expect(exportInventory).toHaveBeenCalledTimes(1));
    const [ids, onProgress] = vi.mocked(exportInventory).mock.calls[0] ?? [];
    expect(ids).toEqual([2]);
    expect(typeof onProgress).toBe('function');
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(workbook));
  });

  describe('all rows matching the filter', () => {
    /** The list says 20 records match, of which it shows the first page. */
    const twentyMatch = () =>
      vi.mocked(listInventory).mockResolvedValue({
        records: [widgetMain, gadgetNorth],
        total: 20,
        page: 1,
        size: 10,
      });

    /** Opens the choice of rows beside an action's button and picks one. */
    async function chooseRows(action: string, choice: string) {
      const target = screen.getByRole('button', { name: `${action}：选择数据范围` });
      fireEvent.click(target);
      // This button's own menu (one opened before may still be closing).
      const menu = await waitFor(() => {
        const element = document.getElementById(target.getAttribute('aria-controls') ?? '');
        if (element === null) throw new Error('the choice of rows did not open');
        return element;
      });
      fireEvent.click(within(menu).getByRole('menuitem', { name: choice, hidden: true }));
    }

    it('exports every matching record after naming the count, not just the ticked ones', async () => {
      const workbook = { blob: new Blob(['xlsx']), fileName: 'inventory.xlsx' };
      vi.mocked(exportMatchingInventory).mockResolvedValue(workbook);
      twentyMatch();
      await renderPanel();
      fireEvent.click(screen.getByRole('checkbox', { name: '选择 P-200 / S02' }));

      await chooseRows('导出 Excel', '符合筛选条件的全部 20 条');
      const dialog = await openDialog('请确认');
      expect(dialog.getByText('导出符合筛选条件的全部 20 条数据吗？')).toBeTruthy();
      expect(exportMatchingInventory).not.toHaveBeenCalled();
      fireEvent.click(dialog.getByRole('button', { name: '导出' }));

      await waitFor(() => expect(exportMatchingInventory).toHaveBeenCalledTimes(1));
      const [filter] = vi.mocked(exportMatchingInventory).mock.calls[0] ?? [];
      expect(filter).toEqual({ projectKey: 'ACME' });
      expect(exportInventory).not.toHaveBeenCalled();
      await waitFor(() => expect(saveFile).toHaveBeenCalledWith(workbook));
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('exports nothing when the question is cancelled, and the ticked rows as the first choice', async () => {
      vi.mocked(exportInventory).mockResolvedValue({ blob: new Blob(['x']), fileName: 'i.xlsx' });
      twentyMatch();
      await renderPanel();
      await chooseRows('导出 Excel', '符合筛选条件的全部 20 条');
      fireEvent.click((await openDialog('请确认')).getByRole('button', { name: '取消' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(exportMatchingInventory).not.toHaveBeenCalled();

      fireEvent.click(screen.getByRole('checkbox', { name: '选择 P-100 / S01' }));
      await chooseRows('导出 Excel', '所选行（1 条）');
      await waitFor(() => expect(exportInventory).toHaveBeenCalledTimes(1));
      expect(vi.mocked(exportInventory).mock.calls[0]?.[0]).toEqual([1]);
    });

    it('says to narrow the filter above 10,000 records, asking and exporting nothing', async () => {
      vi.mocked(listInventory).mockResolvedValue({
        records: [widgetMain, gadgetNorth],
        total: 10_001,
        page: 1,
        size: 10,
      });
      await renderPanel();
      await chooseRows('导出 Excel', '符合筛选条件的超过 10,000 条');
      expect(await snackbarText()).toContain(
        '符合筛选条件的数据超过10,000行，请缩小筛选范围后重试',
      );
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(exportMatchingInventory).not.toHaveBeenCalled();
    });

    it('sends the inventory report of every matching record of the project after confirmation', async () => {
      vi.mocked(sendInventoryReport).mockResolvedValue({
        messageId: 92,
        documentType: '846',
        fileName: 'INVRPT_ACME_0092.edi',
        items: 20,
      });
      twentyMatch();
      await renderPanel();
      fireEvent.change(screen.getByRole('textbox', { name: '产品编号' }), {
        target: { value: 'P-' },
      });
      fireEvent.click(screen.getByRole('button', { name: '查询' }));
      await waitFor(() =>
        expect(vi.mocked(listInventory)).toHaveBeenLastCalledWith(
          expect.objectContaining({ vendorNumber: 'P-' }),
        ),
      );

      await chooseRows('发送库存报告', '符合筛选条件的全部 20 条');
      const dialog = await openDialog('请确认');
      expect(dialog.getByText('为符合筛选条件的全部 20 条库存记录发送库存报告吗？')).toBeTruthy();
      fireEvent.click(dialog.getByRole('button', { name: '发送库存报告' }));

      await waitFor(() =>
        expect(sendInventoryReport).toHaveBeenCalledWith({
          projectKey: 'ACME',
          filter: { projectKey: 'ACME', vendorNumber: 'P-' },
        }),
      );
      expect(await snackbarText()).toContain('库存报告已发送：INVRPT_ACME_0092.edi');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it('asks for a project before reporting every matching record', async () => {
      twentyMatch();
      await renderPanel('');
      await chooseRows('发送库存报告', '符合筛选条件的全部 20 条');
      expect(await snackbarText()).toContain('请先选择项目');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(sendInventoryReport).not.toHaveBeenCalled();
    });
  });

  it('shows the product details and its inventory logs with localized types', async () => {
    vi.mocked(getInventory).mockResolvedValue({ ...widgetMain, onHand: 48, available: 38 });
    vi.mocked(listInventoryLogs).mockResolvedValue({
      records: [
        log(12, {
          type: 'accept',
          quantity: 10,
          onHandAfter: 48,
          reservedAfter: 10,
          orderSerialNumber: 5001,
          note: 'PO 4500',
          actor: 'system',
        }),
        log(11, { type: 'update', quantity: -2, onHandAfter: 48, note: 'damaged' }),
        log(10, { type: 'create' }),
      ],
      total: 3,
      page: 1,
      size: 10,
    });
    await renderPanel();
    fireEvent.click(rowOf('Widget').getByRole('button', { name: '详情' }));

    const drawer = await openDialog('库存详情：P-100 / S01');
    await waitFor(() => expect(getInventory).toHaveBeenCalledWith(1));
    expect(await drawer.findByText('48', { selector: 'p' })).toBeTruthy();
    expect(await drawer.findByText('SKU-P-100')).toBeTruthy();
    expect(drawer.getByText('About Widget')).toBeTruthy();

    await waitFor(() =>
      expect(listInventoryLogs).toHaveBeenCalledWith('P-100', {
        projectKey: 'ACME',
        page: 1,
        size: 10,
      }),
    );
    const logs = within(drawer.getByRole('region', { name: '库存日志' }));
    const accepted = (await logs.findByText('接单预留')).closest('tr');
    if (accepted === null) throw new Error('no row for the accept log');
    expect(within(accepted).getByText('+10')).toBeTruthy();
    expect(within(accepted).getByText('5001')).toBeTruthy();
    expect(within(accepted).getByText('PO 4500')).toBeTruthy();
    // A machine actor is named in words, never by its internal name.
    expect(within(accepted).getByText('系统')).toBeTruthy();
    expect(accepted.textContent).not.toContain('system');
    expect(logs.getByText('更新').closest('tr')?.textContent).toContain('-2');
    expect(logs.getByText('创建')).toBeTruthy();
    expect(logs.getByText('共 3 条')).toBeTruthy();
  });

  it('imports into the chosen project, lists the rows of a refused file, then says so', async () => {
    const template = { blob: new Blob(['xlsx']), fileName: 'inventory-template.xlsx' };
    vi.mocked(downloadInventoryTemplate).mockResolvedValue(template);
    vi.mocked(importInventory).mockRejectedValueOnce(
      new ApiError('2014', '文件中有错误的行，未导入任何数据', 422, {
        rows: [{ row: 3, field: '数量', message: '值必须大于0' }],
      }),
    );
    vi.mocked(importInventory).mockResolvedValueOnce({ rows: 2, created: 1, updated: 1 });
    await renderPanel();
    const calls = vi.mocked(listInventory).mock.calls.length;

    fireEvent.click(screen.getByRole('button', { name: '库存导入' }));
    const dialog = await openDialog('库存导入：ACME');
    fireEvent.click(dialog.getByRole('button', { name: '下载导入模板' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(template));

    const file = new File(['PK'], 'inventory.xlsx');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (input === null) throw new Error('no file input');
    fireEvent.change(input, { target: { files: [file] } });
    fireEvent.click(dialog.getByRole('button', { name: '导入' }));
    await waitFor(() => expect(importInventory).toHaveBeenCalledTimes(1));
    const [projectKey, sent, onProgress] = vi.mocked(importInventory).mock.calls[0] ?? [];
    expect([projectKey, sent]).toEqual(['ACME', file]);
    expect(typeof onProgress).toBe('function');
    const rejected = within(await dialog.findByRole('table'));
    expect(rejected.getAllByRole('row').map((row) => row.textContent)).toEqual([
      '行号列原因',
      '3数量值必须大于0',
    ]);

    fireEvent.click(dialog.getByRole('button', { name: '导入' }));
    expect(await snackbarText()).toContain('导入成功');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(vi.mocked(listInventory).mock.calls.length).toBeGreaterThan(calls));
  });
});
