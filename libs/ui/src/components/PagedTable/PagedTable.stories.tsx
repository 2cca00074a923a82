import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { fn } from 'storybook/test';
import {
  orderDocumentTypeMeanings,
  orderDocumentTypes,
  orderStatusMeanings,
  orderStatuses,
  requestFieldLabel,
  type OrderDocumentType,
  type OrderStatus,
} from '@portal/contracts';
import { useTableLabels } from '@portal/i18n';
import { storyLocale, type StoryLocale, type StoryTexts } from '../../../.storybook/locale';
import { StatusBadge, toneOf } from '../StatusBadge/StatusBadge';
import { orderStatusTones } from '../StatusBadge/status-tones';
import { PagedTable, type PagedTableColumn } from './PagedTable';
import { usePageSize } from './use-page-size';

/**
 * The kit's table with rows shaped like the order list's. The story supplies only data: column
 * titles are the contracts' field labels, statuses and document types the contracts' one
 * wording with the product's badge colours, and the table's own texts the `common` namespace
 * (`useTableLabels`), all in the toolbar's language.
 */
interface OrderRow {
  id: number;
  serialNumber: string;
  orderNumber: string;
  documentType: OrderDocumentType;
  status: OrderStatus;
  project: StoryTexts<string>;
  quantity: number;
  amount: number;
  currency: string;
}

type NonEmpty<T> = readonly [T, ...T[]];

/** The entry at `index`, cycling through the list. */
function cycle<T>(list: NonEmpty<T>, index: number): T {
  return list[index % list.length] ?? list[0];
}

const projects: NonEmpty<StoryTexts<string>> = [
  { 'zh-cn': 'ACME 零售', 'en-us': 'ACME Retail' },
  { 'zh-cn': '北风贸易', 'en-us': 'Northwind Traders' },
  {
    'zh-cn': '上海华东汽车零部件有限公司（嘉定配送中心）',
    'en-us': 'Shanghai East China Auto Parts Co., Ltd. (Jiading distribution centre)',
  },
  { 'zh-cn': '深圳南方电子科技', 'en-us': 'Shenzhen Southern Electronics' },
];

const statuses: NonEmpty<OrderStatus> = orderStatuses;
const documentTypes: NonEmpty<OrderDocumentType> = orderDocumentTypes;

/** Order `index` of the list (newest first), the same on every render. */
function orderRow(index: number): OrderRow {
  return {
    id: index + 1,
    serialNumber: String(2_611_200_480 - index),
    orderNumber: `PO-${4_501_001 + index}`,
    documentType: index % 7 === 3 ? cycle(documentTypes, index) : 'ORDER',
    status: cycle(statuses, index * 5),
    project: cycle(projects, index),
    quantity: ((index * 37) % 480) + 12,
    amount: ((index * 7919) % 90_000) + 1_250.5,
    currency: index % 3 === 2 ? 'USD' : 'CNY',
  };
}

/** The rows of one page of a list of `total` orders. */
function orderPage(total: number, page: number, size: number): OrderRow[] {
  const first = (page - 1) * size;
  return Array.from({ length: Math.max(0, Math.min(size, total - first)) }, (_, offset) =>
    orderRow(first + offset),
  );
}

const describeRow = (row: OrderRow) => row.serialNumber;

function orderColumns(locale: StoryLocale): PagedTableColumn<OrderRow>[] {
  const numberLocale = locale === 'zh-cn' ? 'zh-CN' : 'en-US';
  return [
    {
      key: 'serialNumber',
      title: requestFieldLabel('serialNumber', locale),
      render: (row) => row.serialNumber,
      hideable: false,
      sticky: 'start',
    },
    {
      key: 'orderNumber',
      title: requestFieldLabel('orderNumber', locale),
      render: (row) => row.orderNumber,
    },
    {
      key: 'documentType',
      title: requestFieldLabel('documentType', locale),
      render: (row) => orderDocumentTypeMeanings[row.documentType][locale],
    },
    {
      key: 'status',
      title: requestFieldLabel('status', locale),
      render: (row) => (
        <StatusBadge
          status={row.status}
          label={orderStatusMeanings[row.status][locale]}
          tone={toneOf(row.status, orderStatusTones)}
        />
      ),
    },
    {
      key: 'project',
      title: requestFieldLabel('projectKey', locale),
      render: (row) => row.project[locale],
      wrap: true,
    },
    {
      key: 'quantity',
      title: requestFieldLabel('quantity', locale),
      render: (row) => new Intl.NumberFormat(numberLocale).format(row.quantity),
    },
    {
      key: 'amount',
      title: requestFieldLabel('amount', locale),
      render: (row) =>
        new Intl.NumberFormat(numberLocale, { style: 'currency', currency: row.currency }).format(
          row.amount,
        ),
    },
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
function OrderListTable({
  locale,
  orderCount,
  withSelection,
  loading,
  onPageChange,
  onSizeChange,
  onSelectionChange,
}: StoryArgs & { locale: StoryLocale }) {
  const { t } = useTranslation('common');
  const labels = useTableLabels(describeRow);
  const [initialSize] = usePageSize();
  const [size, setSize] = useState<number>(initialSize);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<(string | number)[]>([]);

  return (
    <PagedTable
      tableId="storybook-order-list"
      columns={orderColumns(locale)}
      rowKey={(row) => row.id}
      records={loading ? [] : orderPage(orderCount, page, size)}
      total={loading ? 0 : orderCount}
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
          {t('button.exportExcel')}
        </Button>
      }
      labels={labels}
    />
  );
}

const meta = {
  title: 'Kit/PagedTable',
  args: {
    orderCount: 16,
    withSelection: false,
    loading: false,
    onPageChange: fn(),
    onSizeChange: fn(),
    onSelectionChange: fn(),
  },
  argTypes: { orderCount: { control: { type: 'number', min: 0, max: 10000 } } },
  render: (args, { globals }) => <OrderListTable {...args} locale={storyLocale(globals)} />,
} satisfies Meta<StoryArgs>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithSelection: Story = { args: { withSelection: true } };

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = { args: { orderCount: 0 } };

/** A large list: thousands of orders over many pages, with the selection boxes. */
export const ManyPages: Story = { args: { orderCount: 2_480, withSelection: true } };
