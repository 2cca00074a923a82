import { apiClient } from '@portal/api-client';
import { invoiceEndpoints, type InvoiceDetail } from '@portal/contracts';

/** One invoice: its data and totals, the messages it went as, the payments matched to it. */
export const getInvoice = (invoiceId: number): Promise<InvoiceDetail> =>
  apiClient().call(invoiceEndpoints.info, { params: { invoice_id: invoiceId } });
