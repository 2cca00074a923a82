import { apiClient } from '@portal/api-client';
import { invoiceEndpoints, type InvoiceDetail } from '@portal/contracts';

/** A saved invoice (or credit memo) with its order lines, messages and payments. */
export const getInvoiceById = (invoiceId: number): Promise<InvoiceDetail> =>
  apiClient().call(invoiceEndpoints.info, { params: { invoice_id: invoiceId } });

/**
 * The order's latest invoice, or a new one prefilled from its ship notice and order (not stored
 * until saved).
 */
export const getOrderInvoice = (serialNumber: number, projectKey: string): Promise<InvoiceDetail> =>
  apiClient().call(invoiceEndpoints.ofOrder, {
    params: { serial_number: serialNumber },
    query: { project_key: projectKey },
  });
