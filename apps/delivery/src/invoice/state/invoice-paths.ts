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

/**
 * How a screen offers the order's invoice: `make` while none is sent yet (shipped, or the notice
 * sent), `open` once one is on its way or paid (the builder shows the latest), null before.
 */
export function invoiceLinkOf(orderStatus: string | null): 'make' | 'open' | null {
  if (orderStatus === 'DELIVERED' || orderStatus === 'SENT_ASN') return 'make';
  return mayInvoice(orderStatus) || orderStatus === 'PAYMENT_ORDER' ? 'open' : null;
}
