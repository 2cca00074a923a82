import { usePagedList, type PagedList } from '@portal/ui';
import type { InvoicePage, InvoiceSummary } from '@portal/contracts';
import { listInvoices } from '../api/list-invoices';
import {
  invoiceFiltersAtom,
  invoicePageAtom,
  type InvoiceFilters,
} from '../state/invoice-list-query';
import { invoiceListQuery } from './invoice-query';

/** One page for the filters; filters the contract refuses are never sent. */
const loadPage = (filters: InvoiceFilters, page: number, size: number): Promise<InvoicePage> => {
  const query = invoiceListQuery(filters, page, size);
  return query === null
    ? Promise.reject(new Error('The invoice filters do not pass the contract.'))
    : listInvoices(query);
};

/** The invoice list: filters and page in the portal's store, the page size the user's own. */
export const useInvoiceList = (): PagedList<InvoiceFilters, InvoiceSummary> =>
  usePagedList(invoiceFiltersAtom, invoicePageAtom, loadPage);
