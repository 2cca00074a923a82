import type { OrderSummary } from '@portal/contracts';

/** How an order is named in messages and for assistive technology: serial number / PO number. */
export const describeOrder = (order: OrderSummary): string =>
  `${order.serialNumber} / ${order.orderNumber}`;
