/**
 * The calls the order view makes (`@portal/order-view/api`). Its parts import them from here,
 * so a screen's tests replace them all with one `vi.mock('@portal/order-view/api')`.
 */
export { findOrderByNumber } from './find-order-by-number';
export { getOrder } from './get-order';
export { getOrderInvoice } from './get-order-invoice';
export { listOrderErrors } from './list-order-errors';
export { listOrderLogs } from './list-order-logs';
export { listOrderMessages } from './list-order-messages';
