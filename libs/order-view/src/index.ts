/**
 * The order view: how any screen shows orders. The status badge, the summary columns and the
 * paged order table, the detail drawer with its nine tabs (spec §2), the lookup by a number the
 * customer quotes, and the values they share. Orders uses it, and so will the purchase, delivery
 * and invoice-payment wings. Its texts (`orderViewTexts`) go into the contract of every remote
 * that shows it.
 */
export { orderViewTexts } from './texts';
export {
  OrderTable,
  type OrderTableList,
  type OrderTableProps,
  type OrderTableSelection,
} from './components/order-table';
export { useOrderTableLabels } from './components/order-table-labels';
export {
  OrderRowActions,
  orderSummaryColumnKeys,
  useOrderSummaryColumns,
  type OrderSummaryColumnKey,
  type OrderSummaryColumnsOptions,
} from './components/order-summary-columns';
export { MessageStatusBadge, OrderStatusBadge } from './components/order-status-badge';
export {
  OrderDetailDrawer,
  orderDetailTabs,
  visibleOrderTabs,
  type OrderDetailDrawerProps,
  type OrderDetailTab,
} from './components/order-detail-drawer';
export { OrderLookup, type OrderLookupProps } from './components/order-lookup';
export { canDeleteOrder, describeOrder, orderStatusTones } from './components/order-values';
export { ShipWindow, type ShipWindowProps } from './components/ship-window';
export { SsccText, type SsccTextProps } from './components/sscc-text';
export { useOrderFormat, type OrderFormat } from './hooks/use-order-format';
export { useOrderDetail, type OrderDetailState } from './hooks/use-order-detail';
