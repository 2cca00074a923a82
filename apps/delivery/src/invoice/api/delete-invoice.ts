import { apiClient } from '@portal/api-client';
import { invoiceEndpoints } from '@portal/contracts';

/** Deletes a draft invoice (the server keeps one that was sent: 4032). */
export const deleteInvoice = async (invoiceId: number): Promise<void> => {
  await apiClient().call(invoiceEndpoints.delete, { params: { invoice_id: invoiceId } });
};
