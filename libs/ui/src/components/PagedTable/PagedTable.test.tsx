import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { storageKeys } from '@portal/contracts';
import { renderWithTheme } from '../../testing/render';
import { PagedTable, type PagedTableColumn, type PagedTableProps } from './PagedTable';
import { usePageSize } from './use-page-size';

interface Order {
  id: number;
  orderNo: string;
  customer: string;
  amount: number;
}

const orders: Order[] = [
  { id: 1, orderNo: 'PO-1001', customer: '华东汽车', amount: 1200 },
  { id: 2, orderNo: 'PO-1002', customer: '北方重工', amount: 860 },
  { id: 3, orderNo: 'PO-1003', customer: '南方电子', amount: 45 },
];

const columns: PagedTableColumn<Order>[] = [
  { key: 'orderNo', title: '订单号', render: (row) => row.orderNo },
  { key: 'customer', title: '客户', render: (row) => row.customer },
  { key: 'amount', title: '金额', render: (row) => row.amount.toFixed(2) },
];

const labels: PagedTableProps<Order>['labels'] = {
  total: (total) => `共 ${total} 条`,
  empty: '暂无数据',
  pageSize: '每页条数',
  pageSizeOption: (size) => `${size} 条/页`,
  fieldSettings: '字段设置',
  confirm: '确定',
  cancel: '取消',
  selectAll: '选择本页全部',
  selectRow: (row) => `选择 ${row.orderNo}`,
  previousPage: '上一页',
  nextPage: '下一页',
};

function renderTable(props: Partial<PagedTableProps<Order>> = {}) {
  const all: PagedTableProps<Order> = {
    tableId: 'orders',
    columns,
    rowKey: (row) => row.id,
    records: orders,
    total: orders.length,
    page: 1,
    size: 10,
    onPageChange: vi.fn(),
    onSizeChange: vi.fn(),
    labels,
    ...props,
  };
  return { props: all, ...renderWithTheme(<PagedTable {...all} />) };
}

function headers(): string[] {
  return screen.getAllByRole('columnheader').map((header) => header.textContent ?? '');
}

function storedFieldConfig(): unknown {
  return JSON.parse(localStorage.getItem(storageKeys.fieldConfig) ?? 'null');
}

async function openFieldSettings() {
  fireEvent.click(screen.getByRole('button', { name: '字段设置' }));
  return screen.findByRole('dialog', { name: '字段设置' });
}

beforeEach(() => {
  localStorage.clear();
});

describe('PagedTable', () => {
  it('renders the columns, the rows and the total', () => {
    renderTable({ total: 123 });

    expect(headers()).toEqual(['订单号', '客户', '金额']);
    expect(screen.getAllByRole('row')).toHaveLength(1 + orders.length);
    expect(screen.getByText('华东汽车')).toBeTruthy();
    expect(screen.getByText('共 123 条')).toBeTruthy();
  });

  it('shows the empty text when there are no records', () => {
    renderTable({ records: [], total: 0 });

    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(2);
    const cell = within(rows[1] as HTMLElement).getByRole('cell');
    expect(cell.getAttribute('colspan')).toBe('3');
    expect(cell.textContent).toBe('暂无数据');
    expect(screen.getByText('共 0 条')).toBeTruthy();
  });

  it('shows no empty text while loading and marks the table busy', () => {
    const { container } = renderTable({ records: [], total: 0, loading: true });

    expect(screen.queryByText('暂无数据')).toBeNull();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
  });

  describe('page size', () => {
    it('offers exactly 10, 20, 50 and 100 and shows the current size', () => {
      renderTable({ size: 20 });

      const select = screen.getByRole<HTMLSelectElement>('combobox', { name: '每页条数' });
      const options = within(select).getAllByRole<HTMLOptionElement>('option');
      expect(options.map((option) => option.value)).toEqual(['10', '20', '50', '100']);
      expect(options.map((option) => option.textContent)).toEqual([
        '10 条/页',
        '20 条/页',
        '50 条/页',
        '100 条/页',
      ]);
      expect(select.value).toBe('20');
    });

    it('calls onSizeChange and stores the choice', () => {
      const { props } = renderTable();

      fireEvent.change(screen.getByRole('combobox', { name: '每页条数' }), {
        target: { value: '50' },
      });

      expect(props.onSizeChange).toHaveBeenCalledExactlyOnceWith(50);
      expect(localStorage.getItem(storageKeys.pageSize)).toBe('50');
    });

    it('lets usePageSize follow a choice made in the table', () => {
      const { result } = renderHook(() => usePageSize());
      expect(result.current[0]).toBe(10);
      renderTable();

      fireEvent.change(screen.getByRole('combobox', { name: '每页条数' }), {
        target: { value: '100' },
      });

      expect(result.current[0]).toBe(100);
    });
  });

  describe('usePageSize', () => {
    it('defaults to 10', () => {
      const { result } = renderHook(() => usePageSize());
      expect(result.current[0]).toBe(10);
    });

    it('reads a stored size', () => {
      localStorage.setItem(storageKeys.pageSize, '20');
      const { result } = renderHook(() => usePageSize());
      expect(result.current[0]).toBe(20);
    });

    it.each(['7', 'abc', '', '20.5', '{"size":20}', '-10'])(
      'falls back to 10 for the stored value %j',
      (stored) => {
        localStorage.setItem(storageKeys.pageSize, stored);
        const { result } = renderHook(() => usePageSize());
        expect(result.current[0]).toBe(10);
      },
    );

    it('stores a valid size and ignores others', () => {
      const { result } = renderHook(() => usePageSize());

      act(() => result.current[1](50));
      expect(result.current[0]).toBe(50);
      expect(localStorage.getItem(storageKeys.pageSize)).toBe('50');

      act(() => result.current[1](7));
      expect(result.current[0]).toBe(50);
      expect(localStorage.getItem(storageKeys.pageSize)).toBe('50');
    });
  });

  describe('pagination', () => {
    it('shows one button per page and calls onPageChange', () => {
      const { props } = renderTable({ total: 35, page: 2 });

      expect(screen.getByRole('button', { name: '4' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: '5' })).toBeNull();

      fireEvent.click(screen.getByRole('button', { name: '3' }));
      expect(props.onPageChange).toHaveBeenLastCalledWith(3);

      fireEvent.click(screen.getByRole('button', { name: '下一页' }));
      expect(props.onPageChange).toHaveBeenLastCalledWith(3);
      fireEvent.click(screen.getByRole('button', { name: '上一页' }));
      expect(props.onPageChange).toHaveBeenLastCalledWith(1);
    });

    it('counts pages by the page size', () => {
      renderTable({ total: 35, size: 20 });

      expect(screen.getByRole('button', { name: '2' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: '3' })).toBeNull();
    });
  });

  describe('selection', () => {
    it('has no checkboxes without selection', () => {
      renderTable();
      expect(screen.queryByRole('checkbox')).toBeNull();
    });

    it('selects and deselects one row', () => {
      const onChange = vi.fn();
      const { unmount } = renderTable({ selection: { selected: [], onChange } });

      const row = screen.getByRole<HTMLInputElement>('checkbox', { name: '选择 PO-1002' });
      expect(row.checked).toBe(false);
      fireEvent.click(row);
      expect(onChange).toHaveBeenLastCalledWith([2]);
      unmount();

      renderTable({ selection: { selected: [2, 99], onChange } });
      const checked = screen.getByRole<HTMLInputElement>('checkbox', { name: '选择 PO-1002' });
      expect(checked.checked).toBe(true);
      fireEvent.click(checked);
      expect(onChange).toHaveBeenLastCalledWith([99]);
    });

    it('selects every row of the page from the header, keeping other pages', () => {
      const onChange = vi.fn();
      renderTable({ selection: { selected: [99], onChange } });

      const all = screen.getByRole<HTMLInputElement>('checkbox', { name: '选择本页全部' });
      expect(all.checked).toBe(false);
      expect(all.indeterminate).toBe(false);
      fireEvent.click(all);
      expect(onChange).toHaveBeenLastCalledWith([99, 1, 2, 3]);
    });

    it('deselects the page when all its rows are selected', () => {
      const onChange = vi.fn();
      renderTable({ selection: { selected: [3, 99, 1, 2], onChange } });

      const all = screen.getByRole<HTMLInputElement>('checkbox', { name: '选择本页全部' });
      expect(all.checked).toBe(true);
      expect(all.indeterminate).toBe(false);
      fireEvent.click(all);
      expect(onChange).toHaveBeenLastCalledWith([99]);
    });

    it('is indeterminate when some rows of the page are selected', () => {
      const onChange = vi.fn();
      renderTable({ selection: { selected: [1], onChange } });

      const all = screen.getByRole<HTMLInputElement>('checkbox', { name: '选择本页全部' });
      expect(all.checked).toBe(false);
      expect(all.indeterminate).toBe(true);
      fireEvent.click(all);
      expect(onChange).toHaveBeenLastCalledWith([1, 2, 3]);
    });

    it('disables the header checkbox on an empty page', () => {
      renderTable({ records: [], total: 0, selection: { selected: [], onChange: vi.fn() } });

      const all = screen.getByRole<HTMLInputElement>('checkbox', { name: '选择本页全部' });
      expect(all.disabled).toBe(true);
      expect(screen.getByRole('cell').getAttribute('colspan')).toBe('4');
    });
  });

  describe('field settings', () => {
    it('hides a column, stores the choice and keeps it after a remount', async () => {
      localStorage.setItem(storageKeys.fieldConfig, JSON.stringify({ invoices: ['tax'] }));
      const { unmount } = renderTable();

      const dialog = await openFieldSettings();
      const boxes = within(dialog).getAllByRole<HTMLInputElement>('checkbox');
      expect(boxes.map((box) => box.checked)).toEqual([true, true, true]);
      fireEvent.click(within(dialog).getByRole('checkbox', { name: '客户' }));
      fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));

      expect(headers()).toEqual(['订单号', '金额']);
      expect(screen.queryByText('华东汽车')).toBeNull();
      expect(storedFieldConfig()).toEqual({ invoices: ['tax'], orders: ['customer'] });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      unmount();
      renderTable();
      expect(headers()).toEqual(['订单号', '金额']);
    });

    it('keeps the columns when the dialog is cancelled', async () => {
      renderTable();

      const dialog = await openFieldSettings();
      fireEvent.click(within(dialog).getByRole('checkbox', { name: '金额' }));
      fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));

      expect(headers()).toEqual(['订单号', '客户', '金额']);
      expect(localStorage.getItem(storageKeys.fieldConfig)).toBeNull();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      const reopened = await openFieldSettings();
      const amount = within(reopened).getByRole<HTMLInputElement>('checkbox', { name: '金额' });
      expect(amount.checked).toBe(true);
    });

    it('refuses to hide the last visible column', async () => {
      renderTable();

      const dialog = await openFieldSettings();
      fireEvent.click(within(dialog).getByRole('checkbox', { name: '订单号' }));
      fireEvent.click(within(dialog).getByRole('checkbox', { name: '客户' }));

      const last = within(dialog).getByRole<HTMLInputElement>('checkbox', { name: '金额' });
      expect(last.checked).toBe(true);
      expect(last.disabled).toBe(true);
      fireEvent.click(last);
      expect(within(dialog).getByRole('button', { name: '确定' })).toHaveProperty(
        'disabled',
        false,
      );

      fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
      expect(headers()).toEqual(['金额']);
      expect(storedFieldConfig()).toEqual({ orders: ['orderNo', 'customer'] });
    });

    it('lists only hideable columns and lets them all go when another stays', async () => {
      renderTable({
        columns: columns.map((column) =>
          column.key === 'orderNo' ? { ...column, hideable: false } : column,
        ),
      });

      const dialog = await openFieldSettings();
      expect(
        within(dialog)
          .getAllByRole('checkbox')
          .map((box) => box.closest('.mantine-Checkbox-root')?.textContent),
      ).toEqual(['客户', '金额']);
      fireEvent.click(within(dialog).getByRole('checkbox', { name: '客户' }));
      fireEvent.click(within(dialog).getByRole('checkbox', { name: '金额' }));
      fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));

      expect(headers()).toEqual(['订单号']);
    });

    it('hides defaultHidden columns until the user shows them', async () => {
      renderTable({
        columns: columns.map((column) =>
          column.key === 'amount' ? { ...column, defaultHidden: true } : column,
        ),
      });
      expect(headers()).toEqual(['订单号', '客户']);

      const dialog = await openFieldSettings();
      fireEvent.click(within(dialog).getByRole('checkbox', { name: '金额' }));
      fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));

      expect(headers()).toEqual(['订单号', '客户', '金额']);
      expect(storedFieldConfig()).toEqual({ orders: [] });
    });

    it('shows every column when the stored choice would hide them all', () => {
      localStorage.setItem(
        storageKeys.fieldConfig,
        JSON.stringify({ orders: ['orderNo', 'customer', 'amount'] }),
      );
      renderTable();

      expect(headers()).toEqual(['订单号', '客户', '金额']);
    });

    it.each([
      '{not json',
      'null',
      '[["orders"]]',
      '"orders"',
      '{"orders":"customer"}',
      '{"orders":[1,null]}',
    ])('tolerates the stored field config %j', async (stored) => {
      localStorage.setItem(storageKeys.fieldConfig, stored);
      localStorage.setItem(storageKeys.pageSize, 'garbage');
      renderTable();

      expect(headers()).toEqual(['订单号', '客户', '金额']);

      const dialog = await openFieldSettings();
      fireEvent.click(within(dialog).getByRole('checkbox', { name: '金额' }));
      fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));

      expect(headers()).toEqual(['订单号', '客户']);
      const config = storedFieldConfig();
      expect(config).toMatchObject({ orders: ['amount'] });
    });
  });

  describe('fitting the screen', () => {
    const laidOut: PagedTableColumn<Order>[] = [
      { key: 'orderNo', title: '订单号', sticky: 'start', render: (row) => row.orderNo },
      { key: 'customer', title: '客户', wrap: true, render: (row) => row.customer },
      {
        key: 'amount',
        title: '金额',
        wrap: true,
        minWidth: 200,
        fullText: (row) => `金额 ${row.amount}`,
        render: (row) => <strong>{row.amount}</strong>,
      },
      { key: 'actions', title: '操作', sticky: 'end', render: () => '详情' },
    ];

    const cellsOf = (column: number) =>
      screen.getAllByRole('row').map((row) => row.children.item(column) as HTMLElement);

    it('keeps the selection boxes, the first column and the actions in view while it scrolls sideways', () => {
      renderTable({ columns: laidOut, selection: { selected: [2], onChange: vi.fn() } });

      for (const [column, side] of [
        [0, 'select'],
        [1, 'start'],
        [4, 'end'],
      ] as const) {
        for (const cell of cellsOf(column)) {
          expect(cell.dataset['sticky']).toBe(side);
          expect(getComputedStyle(cell).position).toBe('sticky');
        }
      }
      for (const cell of [...cellsOf(2), ...cellsOf(3)]) {
        expect(getComputedStyle(cell).position).not.toBe('sticky');
      }
    });

    it('sticks a start column only as the first visible one and an end column only as the last', () => {
      localStorage.setItem(storageKeys.fieldConfig, JSON.stringify({ orders: ['orderNo'] }));
      renderTable({
        columns: [...laidOut, { key: 'note', title: '备注', render: () => '—' }],
      });

      expect(headers()).toEqual(['客户', '金额', '操作', '备注']);
      for (const header of screen.getAllByRole('columnheader')) {
        expect(getComputedStyle(header).position).not.toBe('sticky');
      }
    });

    it('scrolls inside its own box, with no minimum width forced on the table', () => {
      const { container } = renderTable({ columns: laidOut });

      const table = screen.getByRole('table');
      const scroller = table.parentElement as HTMLElement;
      expect(getComputedStyle(scroller).overflowX).toBe('auto');
      expect(table.style.minWidth).toBe('');
      expect(container.querySelector('[style*="--table-min-width"]')).toBeNull();
    });

    it('wraps long text to two lines with the whole text on hover, and keeps other cells on one line', () => {
      renderTable({ columns: laidOut });

      const customer = screen.getByText('华东汽车');
      expect(customer.getAttribute('title')).toBe('华东汽车');
      expect(customer.style.getPropertyValue('--text-line-clamp')).toBe('2');
      expect(customer.style.minWidth).toBe('160px');
      const amount = screen.getByText('1200').parentElement as HTMLElement;
      expect(amount.getAttribute('title')).toBe('金额 1200');
      expect(amount.style.minWidth).toBe('200px');

      const orderNo = screen.getByRole('cell', { name: 'PO-1001' });
      expect(getComputedStyle(orderNo).whiteSpace).toBe('nowrap');
      expect(getComputedStyle(customer.closest('td') as HTMLElement).whiteSpace).not.toBe('nowrap');
    });

    it('marks the selected rows, so their sticky cells take the row’s tint', () => {
      renderTable({ columns: laidOut, selection: { selected: [2], onChange: vi.fn() } });

      const marked = screen
        .getAllByRole('row')
        .filter((row) => row.hasAttribute('data-selected'))
        .map((row) => row.textContent);
      expect(marked).toEqual([expect.stringContaining('PO-1002')]);
    });
  });

  it('renders the toolbar left of the field-settings button', () => {
    renderTable({ toolbar: <button type="button">导出</button> });

    const exportButton = screen.getByRole('button', { name: '导出' });
    const settings = screen.getByRole('button', { name: '字段设置' });
    expect(
      exportButton.compareDocumentPosition(settings) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});
