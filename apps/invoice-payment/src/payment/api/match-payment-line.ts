import { apiClient } from '@portal/api-client';
import { paymentEndpoints, type PaymentLine } from '@portal/contracts';

/** Matches an unmatched remittance line to one of our sent invoices by hand. */
export const matchPaymentLine = (paymentLineId: number, invoiceId: number): Promise<PaymentLine> =>
  apiClient().call(paymentEndpoints.match, {
    params: { line_id: paymentLineId },
    body: { invoiceId },
  });
