import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Badge, Button, type MantineColor } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { fn } from 'storybook/test';
import { storyLocale, type StoryLocale, type StoryTexts } from '../../../.storybook/locale';
import { PagedTable, type PagedTableColumn, type PagedTableLabels } from './PagedTable';
import { usePageSize } from './use-page-size';

type OrderStatus = 'new' | 'confirmed' | 'shipped' | 'invoiced' | 'cancelled';

interface PurchaseOrder {
  id: number;
  orderNo: string;
  customer: StoryTexts<string>;
  status: OrderStatus;
  amount: number;
  currency: string;
  orderDate: string;
}

type NonEmpty<T> = readonly [T, ...T[]];

/** The entry at `index`, cycling through the list. */
function cycle<T>(list: NonEmpty<T>, index: number): T {
  return list[index % list.length] ?? list[0];
}

const customers: NonEmpty<StoryTexts<string>> = [
  { 'zh-cn': '上海华东汽车零部件有限公司', 'en-us': 'Shanghai East China Auto Parts Co.' },
  { 'zh-cn': '北方重工机械集团', 'en-us': 'Northern Heavy Machinery Group' },
  { 'zh-cn': '深圳南方电子科技', 'en-us': 'Shenzhen Southern Electronics' },
  { 'zh-cn': '成都西部精密制造', 'en-us': 'Chengdu Western Precision Manufacturing' },
];

const statuses: NonEmpty<OrderStatus> = ['new', 'confirmed', 'shipped', 'invoiced', 'cancelled'];

const statusColors: Record<OrderStatus, MantineColor> = {
  new: 'blue',
  confirmed: 'teal',
  shipped: 'indigo',
  invoiced: 'grape',
  cancelled: 'gray',
};

/** `count` purchase orders, newest first, the same on every render. */
function purchaseOrders(count: number): PurchaseOrder[] {
  return Array.from({ length: count }, (_, index) => {
    const day = new Date(Date.UTC(2025, 5, 30) - index * 86_400_000);
    return {
      id: index + 1,
      orderNo: `PO-2025-${String(4580 - index).padStart(5, '0')}`,
      customer: cycle(customers, index),
      status: cycle(statuses, index * 3),
      amount: ((index * 7919) % 90_000) + 1_250.5,
      currency: index % 3 === 2 ? 'USD' : 'CNY',
      orderDate: day.toISOString().slice(0, 10),
    };
  });
}

interface Texts {
  orderNo: string;
  customer: string;
  status: string;
  amount: string;
  orderDate: string;
  statuses: Record<OrderStatus, string>;
  exportLabel: string;
  labels: PagedTableLabels<PurchaseOrder>;
}

const texts: StoryTexts<Texts> = {
  'zh-cn': {
    orderNo: '订单号',
    customer: '客户',
    status: '状态',
    amount: '金额',
    orderDate: '下单日期',
    statuses: {
      new: '新订单',
      confirmed: '已确认',
      shipped: '已发货',
      invoiced: '已开票',
      cancelled: '已取消',
    },
    exportLabel: '导出 Excel',
    labels: {
      total: (total) => `共 ${total} 条`,
      empty: '暂无数据',
      pageSize: '每页条数',
      pageSizeOption: (size) => `${size} 条/页`,
      fieldSettings: '字段设置',
      fieldSettingsHint: '勾选要显示的列；订单号始终显示。',
      confirm: '确定',
      cancel: '取消',
      selectAll: '选择本页全部订单',
      selectRow: (row) => `选择订单 ${row.orderNo}`,
      previousPage: '上一页',
      nextPage: '下一页',
    },
  },
  'en-us': {
    orderNo: 'Order number',
    customer: 'Customer',
    status: 'Status',
    amount: 'Amount',
    orderDate: 'Order date',
    statuses: {
      new: 'New',
      confirmed: 'Confirmed',
      shipped: 'Shipped',
      invoiced: 'Invoiced',
      cancelled: 'Cancelled',
    },
    exportLabel: 'Export Excel',
    labels: {
      total: (total) => `Total ${total} ${total === 1 ? 'item' : 'items'}`,
      empty: 'No data',
      pageSize: 'Items per page',
      pageSizeOption: (size) => `${size} / page`,
      fieldSettings: 'Field settings',
      fieldSettingsHint: 'Tick the columns to show; the order number always stays.',
      confirm: 'Confirm',
      cancel: 'Cancel',
      selectAll: 'Select all orders on this page',
      selectRow: (row) => `Select order ${row.orderNo}`,
      previousPage: 'Previous page',
      nextPage: 'Next page',
    },
  },
};

function orderColumns(locale: StoryLocale): PagedTableColumn<PurchaseOrder>[] {
  const text = texts[locale];
  const numberLocale = locale === 'zh-cn' ? 'zh-CN' : 'en-US';
  return [
    { key: 'orderNo', title: text.orderNo, render: (row) => row.orderNo, hideable: false },
    { key: 'customer', title: text.customer, render: (row) => row.customer[locale] },
    {
      key: 'status',
      title: text.status,
      width: 130,
      render: (row) => (
        <Badge variant="light" color={statusColors[row.status]}>
          {text.statuses[row.status]}
        </Badge>
      ),
    },
    {
      key: 'amount',
      title: text.amount,
      width: 150,
      render: (row) =>
        new Intl.NumberFormat(numberLocale, { style: 'currency', currency: row.currency }).format(
          row.amount,
        ),
    },
    { key: 'orderDate', title: text.orderDate, width: 120, render: (row) => row.orderDate },
  ];
}

interface StoryArgs {
  /** How many orders the "server" holds. */
  orderCount: number;
  withSelection: boolean;
  loading: boolean;
  onPageChange: (page: number) => void;
  onSizeChange: (size: number) => void;
  onSelectionChange: (keys: (string | number)[]) => void;
}

/** Plays the screen's part: keeps page, size and selection, and slices the "server" data. */
function PurchaseOrderTable({
  locale,
  orderCount,
  withSelection,
  loading,
  onPageChange,
  onSizeChange,
  onSelectionChange,
}: StoryArgs & { locale: StoryLocale }) {
  const text = texts[locale];
  const [initialSize] = usePageSize();
  const [size, setSize] = useState<number>(initialSize);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<(string | number)[]>([]);

  const all = purchaseOrders(orderCount);
  const records = loading && all.length === 0 ? [] : all.slice((page - 1) * size, page * size);

  return (
    <PagedTable
      tableId="storybook-purchase-orders"
      columns={orderColumns(locale)}
      rowKey={(row) => row.id}
      records={records}
      total={all.length}
      page={page}
      size={size}
      loading={loading}
      onPageChange={(next) => {
        setPage(next);
        onPageChange(next);
      }}
      onSizeChange={(next) => {
        setSize(next);
        setPage(1);
        onSizeChange(next);
      }}
      selection={
        withSelection
          ? {
              selected,
              onChange: (keys) => {
                setSelected(keys);
                onSelectionChange(keys);
              },
            }
          : undefined
      }
      toolbar={
        <Button variant="default" leftSection={<IconDownload size={16} stroke={1.6} />}>
          {text.exportLabel}
        </Button>
      }
      labels={text.labels}
    />
  );
}

const meta = {
  title: 'Data/PagedTable',
  args: {
    orderCount: 8,
    withSelection: false,
    loading: false,
    onPageChange: fn(),
    onSizeChange: fn(),
    onSelectionChange: fn(),
  },
  argTypes: { orderCount: { control: { type: 'number', min: 0, max: 1000 } } },
  render: (args, { globals }) => <PurchaseOrderTable {...args} locale={storyLocale(globals)} />,
} satisfies Meta<StoryArgs>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithSelection: Story = { args: { withSelection: true } };

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = { args: { orderCount: 0 } };

export const ManyPages: Story = { args: { orderCount: 236, withSelection: true } };
