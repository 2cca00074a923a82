import { apiClient } from '@portal/api-client';
import { paymentEndpoints, type PaymentPage, type PaymentPageQuery } from '@portal/contracts';

/** One page of remittance lines, each with the invoice of ours it pays. */
export const listPayments = (query: PaymentPageQuery): Promise<PaymentPage> =>
  apiClient().call(paymentEndpoints.orders, { query });
