import { screenPaths } from '@portal/contracts';

/** The invoice list. */
export const invoiceListPath = screenPaths.invoice;

/** One invoice's own address. */
export const invoicePath = (invoiceId: number): string => `${screenPaths.invoice}/${invoiceId}`;

/** A draft in the invoice builder of the delivery screen (another remote: a plain address). */
export const invoiceBuilderPath = (invoiceId: number): string =>
  `${screenPaths.delivery}/invoice/${invoiceId}`;

/** The invoice id an address names (`/space/invoice/12`), or null when it names none. */
export const invoiceIdOf = (value: string | undefined): number | null =>
  value !== undefined && /^\d{1,12}$/.test(value) && Number(value) > 0 ? Number(value) : null;
