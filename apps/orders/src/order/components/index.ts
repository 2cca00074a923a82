/**
 * What other screens of this remote may reuse from order information: the filters form, the
 * paged table and its columns, the status badge, the detail drawer and the list hook with its
 * atoms.
 */
export { OrderFiltersForm, type OrderFiltersFormProps } from './order-filters-form';
export { OrderTable, type OrderTableProps, type OrderTableSelection } from './order-table';
export { useOrderTableLabels } from './order-table-labels';
export {
  OrderRowActions,
  useOrderSummaryColumns,
  type OrderSummaryColumnKey,
  type OrderSummaryColumnsOptions,
} from './order-summary-columns';
export { OrderStatusBadge, MessageStatusBadge } from './order-status-badge';
export {
  OrderDetailDrawer,
  orderDetailTabs,
  visibleOrderTabs,
  type OrderDetailDrawerProps,
  type OrderDetailTab,
} from './order-detail-drawer';
export { OrderExportButton, type OrderExportButtonProps } from './order-export-button';
export { OrderDeleteDialog, type OrderDeleteDialogProps } from './order-delete-dialog';
export { canDeleteOrder, describeOrder, orderStatusTones } from './order-values';
export { OrderPanel } from './order-panel';
export { useOrderList, type OrderList, type OrderListOptions } from '../hooks/use-order-list';
export {
  emptyOrderFilters,
  firstOrderPage,
  orderFiltersAtom,
  orderListPositionAtom,
  type OrderFilters,
  type OrderListPosition,
} from '../state/order-list-query';
