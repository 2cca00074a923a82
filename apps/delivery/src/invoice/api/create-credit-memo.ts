import { apiClient } from '@portal/api-client';
import { invoiceEndpoints, type InvoiceDetail } from '@portal/contracts';

/** A credit-memo draft against a sent invoice, its lines ready to adjust. */
export const createCreditMemo = (invoiceId: number): Promise<InvoiceDetail> =>
  apiClient().call(invoiceEndpoints.creditMemo, { params: { invoice_id: invoiceId } });
