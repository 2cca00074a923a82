import { orderMoveSources, screenPaths, type OrderStatus } from '@portal/contracts';

/** A saved invoice (or credit memo) in the invoice builder. */
export const invoicePath = (invoiceId: number): string =>
  `${screenPaths.delivery}/invoice/${invoiceId}`;

/** The order's latest invoice, or a new one prefilled from its ship notice and order. */
export const orderInvoicePath = (serialNumber: number, projectKey: string): string =>
  `${screenPaths.delivery}/invoice/order/${serialNumber}?project=${encodeURIComponent(projectKey)}`;

const invoiceable: ReadonlySet<string> = new Set<OrderStatus>(orderMoveSources('sendInvoice'));

/**
 * The order may be invoiced now (the lifecycle's `sendInvoice` starts from its status): shipped,
 * its notice sent, or an invoice already on its way (a further or corrected one).
 */
export const mayInvoice = (orderStatus: string | null): boolean =>
  orderStatus !== null && invoiceable.has(orderStatus);

/** The order has, or may have, an invoice to open: it may be invoiced, or it is paid. */
export const hasInvoiceToOpen = (orderStatus: string | null): boolean =>
  mayInvoice(orderStatus) || orderStatus === 'PAYMENT_ORDER';
