import { Anchor } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderSummary } from '@portal/contracts';
import { useTableLabels } from '@portal/i18n';
import { PagedTable, type PagedTableColumn, type PagedTableRowKey } from '@portal/ui';
import type { OrderList } from '../hooks/use-order-list';
import { useOrderFormat } from '../hooks/use-order-format';
import { OrderStatusBadge } from './order-status-badge';

export interface OrderTableSelection {
  /** Serial numbers of the selected orders, across pages. */
  selected: readonly number[];
  onChange: (serialNumbers: number[]) => void;
}

export interface OrderTableProps {
  /** The list to show (`useOrderList`), or another source of the same shape. */
  list: Pick<OrderList, 'data' | 'loading' | 'page' | 'size' | 'setPage' | 'setSize'>;
  /** Names the table's field settings in local storage; unique per screen. */
  tableId?: string;
  /** When given, rows have checkboxes (e.g. for an export or a batch answer). */
  selection?: OrderTableSelection;
  /** When given, the serial and PO numbers open the order (e.g. its detail). */
  onOpen?: (order: OrderSummary) => void;
  /** Buttons of a row's own actions column; no such column when not given. */
  rowActions?: (order: OrderSummary) => ReactNode;
  /** Shown above the table, left of the field settings (export buttons, …). */
  toolbar?: ReactNode;
}

/** How a row names itself (its checkbox, its actions): serial number and PO number. */
export const describeOrder = (order: Pick<OrderSummary, 'serialNumber' | 'orderNumber'>): string =>
  `${order.serialNumber} / ${order.orderNumber}`;

const isSerialNumber = (key: PagedTableRowKey): key is number => typeof key === 'number';

/**
 * The paged order list: serial and PO numbers, document, status, version, buyer and ship-to,
 * quantity, amount, order date and received time, with the total and page-size choice.
 */
export function OrderTable({
  list,
  tableId = 'order.list',
  selection,
  onOpen,
  rowActions,
  toolbar,
}: OrderTableProps) {
  const { t } = useTranslation('orders');
  const format = useOrderFormat();
  const labels = useTableLabels(describeOrder);

  const columns = useMemo((): PagedTableColumn<OrderSummary>[] => {
    const opener = (order: OrderSummary, text: string, what: 'serial' | 'po') =>
      onOpen ? (
        <Anchor
          component="button"
          type="button"
          size="sm"
          data-open={what}
          onClick={() => onOpen(order)}
        >
          {text}
        </Anchor>
      ) : (
        text
      );
    const base: PagedTableColumn<OrderSummary>[] = [
      {
        key: 'serialNumber',
        title: t('order.column.serialNumber'),
        hideable: false,
        render: (order) => opener(order, String(order.serialNumber), 'serial'),
      },
      {
        key: 'orderNumber',
        title: t('order.column.orderNumber'),
        render: (order) => opener(order, order.orderNumber, 'po'),
      },
      {
        key: 'documentNumber',
        title: t('order.column.documentNumber'),
        render: (order) => order.documentNumber,
      },
      {
        key: 'documentType',
        title: t('order.column.documentType'),
        render: (order) => t(`documentType.${order.documentType}`),
      },
      {
        key: 'status',
        title: t('order.column.status'),
        render: (order) => <OrderStatusBadge status={order.status} />,
      },
      {
        key: 'documentVersion',
        title: t('order.column.version'),
        width: 80,
        render: (order) => order.documentVersion,
      },
      { key: 'buyer', title: t('order.column.buyer'), render: (order) => order.buyerName ?? '' },
      { key: 'shipTo', title: t('order.column.shipTo'), render: (order) => order.shipToName ?? '' },
      {
        key: 'quantity',
        title: t('order.column.quantity'),
        render: (order) => format.quantity(order.quantity),
      },
      {
        key: 'amount',
        title: t('order.column.amount'),
        render: (order) => format.amount(order.amount, order.currencyCode),
      },
      {
        key: 'orderDate',
        title: t('order.column.orderDate'),
        render: (order) => order.orderDate ?? '',
      },
      {
        key: 'receivedAt',
        title: t('order.column.receivedAt'),
        render: (order) => format.dateTime(order.receivedAt),
      },
    ];
    if (rowActions === undefined) return base;
    return [
      ...base,
      {
        key: 'actions',
        title: t('common:table.actions'),
        hideable: false,
        render: rowActions,
      },
    ];
  }, [t, format, onOpen, rowActions]);

  return (
    <PagedTable
      tableId={tableId}
      columns={columns}
      rowKey={(order) => order.serialNumber}
      records={list.data?.records ?? []}
      total={list.data?.total ?? 0}
      page={list.page}
      size={list.size}
      onPageChange={list.setPage}
      onSizeChange={list.setSize}
      loading={list.loading}
      selection={
        selection
          ? {
              selected: selection.selected,
              onChange: (keys) => selection.onChange(keys.filter(isSerialNumber)),
            }
          : undefined
      }
      toolbar={toolbar}
      labels={labels}
    />
  );
}
