import { atom } from 'jotai';
import type { InvoiceStatus } from '@portal/contracts';

/**
 * The invoice list's filters as typed on screen: text stays text (an empty field matches every
 * row), days are `YYYY-MM-DD` or '' for none, '' status means every status.
 */
export interface InvoiceFilters {
  projectKey: string;
  status: InvoiceStatus | '';
  /** Part of the invoice number. */
  invoiceNumber: string;
  /** Part of the customer's PO number. */
  poNumber: string;
  /** Invoice date on or after / on or before these days. */
  from: string;
  to: string;
  /** Only sent invoices not yet paid in full. */
  unpaidOnly: boolean;
}

export const emptyInvoiceFilters: InvoiceFilters = {
  projectKey: '',
  status: '',
  invoiceNumber: '',
  poNumber: '',
  from: '',
  to: '',
  unpaidOnly: false,
};

/** Filters and page in the portal's store: back from an invoice, the list is as it was left. */
export const invoiceFiltersAtom = atom<InvoiceFilters>(emptyInvoiceFilters);
export const invoicePageAtom = atom<number>(1);
