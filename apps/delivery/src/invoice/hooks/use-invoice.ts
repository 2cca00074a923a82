import type { InvoiceDetail } from '@portal/contracts';
import { useAddressedRecord, type AddressedRecord } from '../../common/use-addressed-record';
import { getInvoiceById, getOrderInvoice } from '../api/get-invoice';

/** What the address names: a saved invoice, or an order whose invoice is opened (or prefilled). */
export type InvoiceAddress =
  | { readonly kind: 'invoice'; readonly invoiceId: number }
  | { readonly kind: 'order'; readonly serialNumber: number; readonly projectKey: string };

const addressKey = (address: InvoiceAddress): string =>
  address.kind === 'invoice'
    ? `invoice:${address.invoiceId}`
    : `order:${address.serialNumber}:${address.projectKey}`;

/** The invoice shown, and how to read it again, show an answer, or move with it in hand. */
export type InvoiceState = AddressedRecord<InvoiceAddress, InvoiceDetail>;

/** Reads what an address key names: `invoice:<id>` or `order:<serial>:<project>`. */
function read(key: string): Promise<InvoiceDetail> {
  const [kind, first = '', ...rest] = key.split(':');
  return kind === 'invoice'
    ? getInvoiceById(Number(first))
    : getOrderInvoice(Number(first), rest.join(':'));
}

/** The invoice the address names, read when the address changes. */
export function useInvoice(address: InvoiceAddress): InvoiceState {
  return useAddressedRecord(address, addressKey, read);
}
