import { apiClient } from '@portal/api-client';
import { invoiceEndpoints, type InvoicePage, type InvoicePageQuery } from '@portal/contracts';

/** One page of invoices, sent and received, with their message status and what is paid. */
export const listInvoices = (query: InvoicePageQuery): Promise<InvoicePage> =>
  apiClient().call(invoiceEndpoints.page, { query });
