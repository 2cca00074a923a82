import type { ReactNode } from 'react';
import type { OrderPage, OrderSummary } from '@portal/contracts';
import { PagedTable, type PagedTableRowKey } from '@portal/ui';
import { useOrderSummaryColumns, type OrderSummaryColumnKey } from './order-summary-columns';
import { useOrderTableLabels } from './order-table-labels';

export interface OrderTableSelection {
  /** Serial numbers of the selected orders, across pages. */
  selected: readonly number[];
  onChange: (serialNumbers: number[]) => void;
}

/** What the table shows of an order list: its last page, and how to move through it. */
export interface OrderTableList {
  /** The last page the server sent (kept on screen while the next one loads). */
  data: OrderPage | null;
  loading: boolean;
  page: number;
  size: number;
  setPage: (page: number) => void;
  /** After `PagedTable` stored a new page size. */
  setSize: () => void;
}

export interface OrderTableProps {
  /** The list to show (the orders remote's `useOrderList`, or another of the same shape). */
  list: OrderTableList;
  /** Names the table's field settings in local storage; unique per screen. */
  tableId?: string;
  /** The columns shown until the user chooses in the field settings; every column unless given. */
  shown?: readonly OrderSummaryColumnKey[];
  /** When given, rows have checkboxes (e.g. for an export or a batch answer). */
  selection?: OrderTableSelection;
  /** When given, the serial and PO numbers are links to this address (e.g. the order's detail). */
  linkOf?: (order: OrderSummary) => string;
  /** Buttons of a row's own actions column; no such column when not given. */
  rowActions?: (order: OrderSummary) => ReactNode;
  /** Shown above the table, left of the field settings (export buttons, …). */
  toolbar?: ReactNode;
}

const isSerialNumber = (key: PagedTableRowKey): key is number => typeof key === 'number';

/**
 * The paged order list: serial and PO numbers, document, status, version, buyer and ship-to,
 * quantity, amount, order date and received time, with the total and page-size choice.
 */
export function OrderTable({
  list,
  tableId = 'order.list',
  shown,
  selection,
  linkOf,
  rowActions,
  toolbar,
}: OrderTableProps) {
  const labels = useOrderTableLabels(list.data);

  const columns = useOrderSummaryColumns({ shown, linkOf, rowActions });

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
