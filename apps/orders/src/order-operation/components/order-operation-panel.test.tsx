import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import {
  actionAllowed,
  orderActions,
  orderStatuses,
  type OrderAction,
  type OrderOperateResult,
  type OrderStatus,
  type OrderSummary,
} from '@portal/contracts';
import { Route, Routes } from 'react-router';
import { ApiError, useProjects } from '@portal/api-client';
import { choose, orderDetail, orderPage, orderSummary, renderInPortal } from '@portal/testing';
import { orderViewTexts } from '@portal/order-view';
import { getOrder } from '@portal/order-view/api';
import { texts } from '../../i18n/texts';
import { listOrders } from '../../order/api/list-orders';
import { listOrderDocumentTypes } from '../../order/api/list-order-document-types';
import { operateOrder } from '../../order/api/operate-order';
import OrderOperationScreen from '../../screens/order-operation-screen';
import { AddressShown, StartAt } from '../../testing/address';
import { project } from '../../testing/test-support';
import { OrderOperationPanel } from './order-operation-panel';

// The calls are replaced here; the API's own suites and the e2e walk test the real ones.
vi.mock('../../order/api/list-orders', () => ({ listOrders: vi.fn() }));
vi.mock('../../order/api/list-order-document-types', () => ({
  listOrderDocumentTypes: vi.fn(),
}));
vi.mock('../../order/api/operate-order', () => ({ operateOrder: vi.fn() }));
// The order view's calls (the detail drawer).
vi.mock('@portal/order-view/api', () => ({
  findOrderByNumber: vi.fn(),
  getOrder: vi.fn(),
  listOrderLogs: vi.fn(),
  listOrderErrors: vi.fn(),
  listOrderMessages: vi.fn(),
}));
// String paths, not import(): a dynamic import would read as a lazy-loaded lib to Nx's lint.
vi.mock('@portal/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useProjects: vi.fn(),
}));

/** Asks before accepting and allows cancelling. */
const acme = project('ACME', { features: { confirmBeforeAccept: true, allowCancel: true } });
/** Accepts at once and never cancels. */
const euro = project('EURO', { features: { confirmBeforeAccept: false, allowCancel: false } });

/** A list row named by its serial number: PO-<serial>, document DOC-<serial>. */
const order = (
  serialNumber: number,
  status: OrderStatus,
  overrides: Partial<OrderSummary> = {},
): OrderSummary =>
  orderSummary(serialNumber, {
    status,
    documentNumber: `DOC-${serialNumber}`,
    orderNumber: `PO-${serialNumber}`,
    ...overrides,
  });

const operated = (summary: OrderSummary, status: OrderStatus): OrderOperateResult => ({
  summary: { ...summary, status },
  messageId: summary.serialNumber + 500,
});

const answerableStatuses = ['RECEIVED', 'CHANGED', 'ACCEPTED', 'BACKORDERED'];
const firstQuery = { page: 1, size: 10, sort: 'receivedAt', direction: 'desc' };
/** The list's documents unless a type is chosen: orders and order changes, never plans. */
const answerableTypes = ['ORDER', 'ORDER_CHANGE'];

const acmeReceived = order(1001, 'RECEIVED');
const acmeChanged = order(1002, 'CHANGED', { documentType: 'ORDER_CHANGE', documentVersion: 2 });
const euroReceived = order(2001, 'RECEIVED', { projectKey: 'EURO' });

/** A promise the test settles when it chooses. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((settle, fail) => {
    resolve = settle;
    reject = fail;
  });
  return { promise, resolve, reject };
}

// Mantine's dialogs and selects are slow in jsdom; a busy machine runs them slower still.
vi.setConfig({ testTimeout: 30_000 });

beforeAll(() => {
  // jsdom has no layout: Mantine's combobox scrolls its selected option into view.
  Element.prototype.scrollIntoView = () => undefined;
});

beforeEach(() => {
  localStorage.clear();
  vi.mocked(useProjects).mockReturnValue({ projects: [acme, euro], loading: false });
  vi.mocked(listOrders).mockResolvedValue(orderPage([acmeReceived, acmeChanged, euroReceived]));
  vi.mocked(listOrderDocumentTypes).mockResolvedValue([
    { documentType: 'ORDER', setIds: ['850'] },
    { documentType: 'ORDER_CHANGE', setIds: ['860'] },
    { documentType: 'ORDER_PLAN', setIds: ['830'] },
  ]);
});

afterEach(() => {
  vi.clearAllMocks();
  act(() => notifications.clean());
});

/** The panel once its first page is on screen. */
async function renderPanel() {
  const rendered = await renderInPortal(<OrderOperationPanel />, {
    namespace: 'orders',
    texts,
    features: [orderViewTexts],
  });
  await screen.findAllByText('ACME Retail Inc.');
  return rendered;
}

/** The table row of an order, found by its PO number (a link to the order's detail). */
function rowElement(orderNumber: string): HTMLElement {
  const row = screen.getByRole('link', { name: orderNumber }).closest('tr');
  if (row === null) throw new Error(`no row shows ${orderNumber}`);
  return row;
}

/** The titles of the list's columns, left to right (the selection boxes' column has none). */
const columnTitles = () =>
  screen
    .getAllByRole('columnheader')
    .map((header) => header.textContent)
    .filter(Boolean);

/** The list row of an order, found by its PO number. */
const rowOf = (orderNumber: string) => within(rowElement(orderNumber));

/** The answer button of a row, by the action it gives. */
const answerButton = (orderNumber: string, action: OrderAction): HTMLButtonElement | null =>
  rowElement(orderNumber).querySelector<HTMLButtonElement>(`button[data-action="${action}"]`);

async function openDialog(name: string | RegExp) {
  return within(await screen.findByRole('dialog', { name }));
}

describe('order operation: query', () => {
  it('opens on the orders waiting for an answer and sends the filters on Query', async () => {
    await renderPanel();
    expect(listOrders).toHaveBeenLastCalledWith({
      ...firstQuery,
      documentType: answerableTypes,
      status: answerableStatuses,
    });
    const row = rowOf('PO-1002');
    for (const cell of ['1002', '订单变更', 'ACME Retail Inc.']) {
      expect(row.getByText(cell)).toBeTruthy();
    }
    expect(row.getByText('已变更，待确认')).toBeTruthy();

    await choose(screen.getByRole('combobox', { name: '项目' }), 'ACME — ACME 中文');
    await waitFor(() => expect(listOrderDocumentTypes).toHaveBeenCalledWith('ACME'));
    const documentType = screen.getByRole('combobox', { name: '单据类型' });
    fireEvent.click(documentType);
    const options = await waitFor(() => {
      const listbox = document.getElementById(documentType.getAttribute('aria-controls') ?? '');
      if (listbox === null) throw new Error('the select did not open');
      const names = within(listbox)
        .getAllByRole('option', { hidden: true })
        .map((option) => option.textContent);
      expect(names).toContain('订单变更 (860)');
      return names;
    });
    // Plans are forecasts: left out unless asked for by their type.
    expect(options).toEqual(['订单和订单变更', '订单 (850)', '订单变更 (860)', '订单计划 (830)']);
    fireEvent.click(screen.getByRole('option', { name: '订单变更 (860)', hidden: true }));

    fireEvent.change(screen.getByRole('textbox', { name: 'PO号' }), {
      target: { value: ' PO-77 ' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: '流水号' }), {
      target: { value: '1002' },
    });
    fireEvent.change(screen.getByLabelText('接收日期（起）'), {
      target: { value: '2026-11-01' },
    });
    fireEvent.change(screen.getByLabelText('接收日期（止）'), {
      target: { value: '2026-11-30' },
    });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));

    await waitFor(() =>
      expect(listOrders).toHaveBeenLastCalledWith({
        ...firstQuery,
        project_key: 'ACME',
        orderNumber: 'PO-77',
        serialNumber: 1002,
        documentType: ['ORDER_CHANGE'],
        status: answerableStatuses,
        receivedFrom: '2026-11-01',
        receivedTo: '2026-11-30',
      }),
    );
  });

  it('shows what answering needs at a glance, named as its filters name the fields', async () => {
    await renderPanel();
    expect(columnTitles()).toEqual([
      '流水号',
      'PO号',
      '单据类型',
      '状态',
      '买方',
      '接收时间',
      '操作',
    ]);
  });

  it('offers the other columns in the field settings, never the order date', async () => {
    await renderPanel();
    fireEvent.click(screen.getByRole('button', { name: '字段设置' }));
    const settings = await screen.findByRole('dialog', { name: '字段设置' });
    expect(within(settings).queryByRole('checkbox', { name: '订单日期' })).toBeNull();
    for (const title of ['单据号', '版本', '收货方', '数量', '金额']) {
      fireEvent.click(within(settings).getByRole('checkbox', { name: title }));
    }
    fireEvent.click(within(settings).getByRole('button', { name: '确认' }));

    await waitFor(() => expect(columnTitles()).toContain('金额'));
    const row = rowOf('PO-1002');
    for (const cell of ['DOC-1002', '2', 'ACME DC Dallas', '150', '1,987.50 USD']) {
      expect(row.getByText(cell)).toBeTruthy();
    }
    expect(columnTitles()).toEqual([
      '流水号',
      'PO号',
      '单据号',
      '单据类型',
      '状态',
      '版本',
      '买方',
      '收货方',
      '数量',
      '金额',
      '接收时间',
      '操作',
    ]);
  });

  it('refuses a received end date before the start and does not query', async () => {
    await renderPanel();
    const calls = vi.mocked(listOrders).mock.calls.length;
    fireEvent.change(screen.getByLabelText('接收日期（起）'), {
      target: { value: '2026-11-20' },
    });
    fireEvent.change(screen.getByLabelText('接收日期（止）'), {
      target: { value: '2026-11-19' },
    });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('结束时间不能早于开始时间')).toBeTruthy();
    expect(listOrders).toHaveBeenCalledTimes(calls);
  });

  it('refuses a serial number that is not a number', async () => {
    await renderPanel();
    const calls = vi.mocked(listOrders).mock.calls.length;
    fireEvent.change(screen.getByRole('textbox', { name: '流水号' }), {
      target: { value: '12a' },
    });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('信息输入错误')).toBeTruthy();
    expect(listOrders).toHaveBeenCalledTimes(calls);
  });
});

describe('order operation: what may be answered', () => {
  it('enables each answer exactly where the status machine lets it start', async () => {
    const everyStatus = orderStatuses.map((status, index) =>
      order(3000 + index, status, { orderNumber: `PO-${status}` }),
    );
    vi.mocked(listOrders).mockResolvedValue(orderPage(everyStatus));
    await renderPanel();

    const enabled = (status: OrderStatus, action: OrderAction) => {
      const button = answerButton(`PO-${status}`, action);
      if (button === null) throw new Error(`no ${action} button for ${status}`);
      return !button.disabled;
    };
    const table = (decide: (status: OrderStatus, action: OrderAction) => boolean) =>
      Object.fromEntries(
        orderStatuses.map((status) => [
          status,
          Object.fromEntries(orderActions.map((action) => [action, decide(status, action)])),
        ]),
      );
    expect(table(enabled)).toEqual(table((status, action) => actionAllowed(action, status)));
  });

  it('enables an answer for the selection only when every selected order allows it', async () => {
    const accepted = order(1003, 'ACCEPTED');
    vi.mocked(listOrders).mockResolvedValue(orderPage([acmeReceived, accepted]));
    await renderPanel();
    const selection = (action: string) =>
      screen.getByRole('button', { name: new RegExp(`^${action}`) }) as HTMLButtonElement;
    expect(selection('批量接单').disabled).toBe(true);

    fireEvent.click(screen.getByRole('checkbox', { name: '选择 1001 / PO-1001' }));
    expect(selection('批量接单（1）').disabled).toBe(false);
    expect(selection('批量拒单（1）').disabled).toBe(false);

    fireEvent.click(screen.getByRole('checkbox', { name: '选择 1003 / PO-1003' }));
    // ACCEPTED may only be cancelled.
    expect(selection('批量接单（2）').disabled).toBe(true);
    expect(selection('批量拒单（2）').disabled).toBe(true);
    expect(selection('批量延期交货（2）').disabled).toBe(true);
    expect(selection('批量取消（2）').disabled).toBe(false);
  });

  it('offers cancel only for orders of projects that allow it', async () => {
    await renderPanel();
    expect(answerButton('PO-1001', 'cancel')).not.toBeNull();
    expect(answerButton('PO-2001', 'cancel')).toBeNull();
    expect(rowOf('PO-2001').queryByRole('button', { name: '取消订单' })).toBeNull();

    await choose(screen.getByRole('combobox', { name: '项目' }), 'EURO — EURO 中文');
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(listOrders).toHaveBeenLastCalledWith(expect.objectContaining({ project_key: 'EURO' })),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: /^批量取消/ })).toBeNull());
    expect(screen.getByRole('button', { name: /^批量接单/ })).toBeTruthy();
  });
});

describe('order operation: forecasts', () => {
  const plan = order(1005, 'RECEIVED', { documentType: 'ORDER_PLAN', orderNumber: 'PLAN-1005' });

  it('shows a forecast asked for by its type with why it is not answered, not four dead buttons', async () => {
    vi.mocked(listOrders).mockResolvedValue(orderPage([acmeReceived, plan]));
    await renderPanel();

    const documentType = screen.getByRole('combobox', { name: '单据类型' });
    fireEvent.click(documentType);
    fireEvent.click(await screen.findByRole('option', { name: '订单计划', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(listOrders).toHaveBeenLastCalledWith({
        ...firstQuery,
        documentType: ['ORDER_PLAN'],
        status: answerableStatuses,
      }),
    );

    const row = rowOf('PLAN-1005');
    const note = row.getByText('预测计划，无需答复');
    for (const action of orderActions) expect(answerButton('PLAN-1005', action)).toBeNull();
    fireEvent.mouseEnter(note);
    expect(
      await screen.findByText(
        '计划单（830 / DELFOR）是客户的需求预测，不发送订单响应，因此不能接单、拒单、延期交货或取消。',
      ),
    ).toBeTruthy();
    // An order beside it is answered as ever.
    expect(answerButton('PO-1001', 'accept')?.disabled).toBe(false);
  });

  it('says why the selection cannot be answered while it holds a forecast', async () => {
    vi.mocked(listOrders).mockResolvedValue(orderPage([acmeReceived, plan]));
    await renderPanel();
    const note = '所选包含预测计划，预测计划无需答复：取消选择后再答复其余订单';
    fireEvent.click(screen.getByRole('checkbox', { name: '选择 1001 / PO-1001' }));
    expect(screen.queryByText(note)).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: '选择 1005 / PLAN-1005' }));
    expect(screen.getByText(note)).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: '批量接单（2）' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});

describe('order operation: answers', () => {
  it('asks before accepting when the project says so, and accepts only after confirming', async () => {
    vi.mocked(operateOrder).mockResolvedValue(operated(acmeReceived, 'ACCEPTED'));
    await renderPanel();

    fireEvent.click(rowOf('PO-1001').getByRole('button', { name: '接单' }));
    let dialog = await openDialog('请确认');
    expect(
      dialog.getByText('确定接单“1001 / PO-1001”吗？接单将预留库存并向客户发送订单响应。'),
    ).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(operateOrder).not.toHaveBeenCalled();

    fireEvent.click(rowOf('PO-1001').getByRole('button', { name: '接单' }));
    dialog = await openDialog('请确认');
    fireEvent.click(dialog.getByRole('button', { name: '接单' }));
    await waitFor(() =>
      expect(operateOrder).toHaveBeenCalledWith({ serialNumber: 1001, action: 'accept' }),
    );
    expect(await screen.findByText('操作成功，请等待处理')).toBeTruthy();
  });

  it('accepts at once when the project does not ask first', async () => {
    vi.mocked(operateOrder).mockResolvedValue(operated(euroReceived, 'ACCEPTED'));
    await renderPanel();
    const calls = vi.mocked(listOrders).mock.calls.length;

    fireEvent.click(rowOf('PO-2001').getByRole('button', { name: '接单' }));
    await waitFor(() =>
      expect(operateOrder).toHaveBeenCalledWith({ serialNumber: 2001, action: 'accept' }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    // The statuses changed: the list is read again.
    await waitFor(() => expect(vi.mocked(listOrders).mock.calls.length).toBeGreaterThan(calls));
  });

  it('shows the in-progress notice while the accept runs, then the success', async () => {
    const call = deferred<OrderOperateResult>();
    vi.mocked(operateOrder).mockReturnValue(call.promise);
    await renderPanel();

    fireEvent.click(rowOf('PO-2001').getByRole('button', { name: '接单' }));
    expect(await screen.findByText('正在接单“2001 / PO-2001”…正在预留库存')).toBeTruthy();
    // No second answer while one is on its way.
    expect(answerButton('PO-1001', 'accept')?.disabled).toBe(true);
    expect(screen.queryByText('操作成功，请等待处理')).toBeNull();

    await act(async () => call.resolve(operated(euroReceived, 'ACCEPTED')));
    expect(await screen.findByText('操作成功，请等待处理')).toBeTruthy();
    expect(screen.queryByText('正在接单“2001 / PO-2001”…正在预留库存')).toBeNull();
    await waitFor(() => expect(answerButton('PO-1001', 'accept')?.disabled).toBe(false));
  });

  it('names each short item and quantity once, in the hint above the list, when stock is short', async () => {
    vi.mocked(operateOrder).mockRejectedValue(
      new ApiError('4002', '库存不足，请补充库存后重新接单', 409, {
        field: 'ACM-1001',
        shortages: [
          { item: 'ACM-1001', ordered: 1200, available: 10, short: 1190 },
          { item: 'ACM-1002', ordered: 12, available: 0, short: 12 },
        ],
      }),
    );
    await renderPanel();
    const calls = vi.mocked(listOrders).mock.calls.length;

    fireEvent.click(rowOf('PO-2001').getByRole('button', { name: '接单' }));
    const hint = within(await screen.findByRole('alert', { name: '库存不足，订单未接单' }));
    expect(hint.getByText('订单“2001 / PO-2001”保持原状态，缺货：')).toBeTruthy();
    expect(hint.getByText('ACM-1001：订购 1,200，可用 10，缺少 1,190')).toBeTruthy();
    expect(hint.getByText('ACM-1002：订购 12，可用 0，缺少 12')).toBeTruthy();
    expect(hint.getByText('请在“库存查询”中补充库存后重新接单。')).toBeTruthy();
    expect(hint.getByRole('link', { name: '前往库存查询' }).getAttribute('href')).toBe(
      '/space/inventory',
    );
    await waitFor(() => expect(vi.mocked(listOrders).mock.calls.length).toBeGreaterThan(calls));
    expect(rowOf('PO-2001').getByText('待接单')).toBeTruthy();
    expect(answerButton('PO-2001', 'accept')?.disabled).toBe(false);
    // Once, where the user acted: no notice repeats the refusal, and the progress notice is gone.
    expect(screen.queryByText(/库存不足，请补充库存后重新接单/)).toBeNull();
    expect(screen.queryByText('正在接单“2001 / PO-2001”…正在预留库存')).toBeNull();
    expect(screen.queryByText('操作成功，请等待处理')).toBeNull();
  });

  it('says in its notice why one order was refused for another reason, once', async () => {
    vi.mocked(operateOrder).mockRejectedValue(new ApiError('4001', '当前状态不允许此操作', 409));
    await renderPanel();

    fireEvent.click(rowOf('PO-2001').getByRole('button', { name: '接单' }));
    expect(await screen.findByText('2001 / PO-2001：当前状态不允许此操作')).toBeTruthy();
    expect(screen.getAllByText(/当前状态不允许此操作/)).toHaveLength(1);
    expect(screen.queryByRole('alert', { name: '库存不足，订单未接单' })).toBeNull();
  });

  it('reads the list again when the status changed meanwhile', async () => {
    vi.mocked(operateOrder).mockRejectedValue(new ApiError('4001', '当前状态不允许此操作', 409));
    await renderPanel();
    vi.mocked(listOrders).mockResolvedValue(
      orderPage([acmeReceived, acmeChanged, { ...euroReceived, status: 'REJECTED' }]),
    );

    fireEvent.click(rowOf('PO-2001').getByRole('button', { name: '接单' }));
    expect(await rowOf('PO-2001').findByText('已拒单')).toBeTruthy();
    expect(answerButton('PO-2001', 'accept')?.disabled).toBe(true);
  });

  it('rejects with the reason given, refusing one longer than 128 characters', async () => {
    vi.mocked(operateOrder).mockResolvedValue(operated(acmeReceived, 'REJECTED'));
    await renderPanel();

    fireEvent.click(rowOf('PO-1001').getByRole('button', { name: '拒单' }));
    const dialog = await openDialog('拒单');
    expect(dialog.getByText('确定拒绝订单“1001 / PO-1001”吗？拒单后交易结束。')).toBeTruthy();
    const reason = dialog.getByRole('textbox', { name: '原因' });
    fireEvent.change(reason, { target: { value: 'x'.repeat(129) } });
    fireEvent.click(dialog.getByRole('button', { name: '拒单' }));
    expect(await dialog.findByText('最多128个字符')).toBeTruthy();
    expect(operateOrder).not.toHaveBeenCalled();

    fireEvent.change(reason, { target: { value: '  Price no longer valid ' } });
    fireEvent.click(dialog.getByRole('button', { name: '拒单' }));
    await waitFor(() =>
      expect(operateOrder).toHaveBeenCalledWith({
        serialNumber: 1001,
        action: 'reject',
        reason: 'Price no longer valid',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('操作成功，请等待处理')).toBeTruthy();
  });

  it('cancels after confirmation, sending no reason when none is given', async () => {
    vi.mocked(operateOrder).mockResolvedValue(operated(acmeChanged, 'CANCELED'));
    await renderPanel();

    fireEvent.click(rowOf('PO-1002').getByRole('button', { name: '取消订单' }));
    const dialog = await openDialog('取消订单');
    expect(dialog.getByText('确定取消订单“1002 / PO-1002”吗？取消后无法恢复。')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: '取消订单' }));
    await waitFor(() =>
      expect(operateOrder).toHaveBeenCalledWith({ serialNumber: 1002, action: 'cancel' }),
    );
  });

  it('backorders with the expected date', async () => {
    vi.mocked(operateOrder).mockResolvedValue(operated(acmeReceived, 'BACKORDERED'));
    await renderPanel();

    fireEvent.click(rowOf('PO-1001').getByRole('button', { name: '延期交货' }));
    const dialog = await openDialog('延期交货');
    fireEvent.change(dialog.getByLabelText('预计到货日期'), { target: { value: '2026-12-15' } });
    fireEvent.click(dialog.getByRole('button', { name: '延期交货' }));
    await waitFor(() =>
      expect(operateOrder).toHaveBeenCalledWith({
        serialNumber: 1001,
        action: 'backorder',
        scheduledDate: '2026-12-15',
      }),
    );
  });

  it('accepts a selection one order after another and sums up 2 succeeded, 1 failed', async () => {
    const acmeBackordered = order(1004, 'BACKORDERED');
    vi.mocked(listOrders).mockResolvedValue(
      orderPage([acmeReceived, acmeChanged, acmeBackordered]),
    );
    const first = deferred<OrderOperateResult>();
    vi.mocked(operateOrder)
      .mockReturnValueOnce(first.promise)
      .mockRejectedValueOnce(
        new ApiError('4002', '库存不足，请补充库存后重新接单', 409, {
          shortages: [{ item: 'ACM-2001', ordered: 6, available: 2, short: 4 }],
        }),
      )
      .mockResolvedValueOnce(operated(acmeBackordered, 'ACCEPTED'));
    await renderPanel();

    fireEvent.click(screen.getByRole('checkbox', { name: '选择本页全部行' }));
    fireEvent.click(screen.getByRole('button', { name: '批量接单（3）' }));
    const dialog = await openDialog('请确认');
    expect(
      dialog.getByText('确定接单所选的 3 个订单吗？接单将预留库存并向客户发送订单响应。'),
    ).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: '接单' }));

    expect(await screen.findByText('正在接单（第 1 个，共 3 个）…正在预留库存')).toBeTruthy();
    // One call each, the next only once the one before has answered.
    expect(operateOrder).toHaveBeenCalledTimes(1);
    await act(async () => first.resolve(operated(acmeReceived, 'ACCEPTED')));

    const counts = await screen.findByText('成功 2 个，失败 1 个');
    const summaryElement = counts.closest<HTMLElement>('[role="alert"]');
    if (summaryElement === null) throw new Error('the summary is not a notification');
    const summary = within(summaryElement);
    expect(summary.getByText('“接单”已完成')).toBeTruthy();
    // The shortage is the hint's to tell, with its items: the summary only counts it.
    expect(summary.queryByText(/库存不足/)).toBeNull();
    expect(vi.mocked(operateOrder).mock.calls).toEqual([
      [{ serialNumber: 1001, action: 'accept' }],
      [{ serialNumber: 1002, action: 'accept' }],
      [{ serialNumber: 1004, action: 'accept' }],
    ]);
    const hint = within(await screen.findByRole('alert', { name: '库存不足，订单未接单' }));
    expect(hint.getByText('订单“1002 / PO-1002”保持原状态，缺货：')).toBeTruthy();
    expect(hint.getByText('ACM-2001：订购 6，可用 2，缺少 4')).toBeTruthy();
    // The answered orders leave the selection.
    expect(screen.getByRole('button', { name: '批量接单（0）' })).toBeTruthy();
  });
});

describe('order operation: addresses', () => {
  it('links each order to its detail over this list, which opens from the address', async () => {
    vi.mocked(getOrder).mockResolvedValue(orderDetail());
    await renderInPortal(
      <StartAt path="/space/order-operation/1001">
        <Routes>
          <Route path="/space/order-operation/*" element={<OrderOperationScreen />} />
        </Routes>
        <AddressShown />
      </StartAt>,
      { namespace: 'orders', texts, features: [orderViewTexts] },
    );
    // Titled by the order as the server reads it.
    expect(
      await screen.findByRole(
        'dialog',
        { name: '订单 1001（采购订单号 PO-4501001）' },
        { timeout: 5_000 },
      ),
    ).toBeTruthy();
    expect(getOrder).toHaveBeenCalledWith(1001);
    expect(rowOf('PO-1002').getByRole('link', { name: '1002' }).getAttribute('href')).toBe(
      '/space/order-operation/1002',
    );
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe('/space/order-operation'),
    );
  });
});
