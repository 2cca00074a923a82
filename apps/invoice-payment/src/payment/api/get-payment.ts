import { apiClient } from '@portal/api-client';
import { paymentEndpoints, type PaymentOrderDetail } from '@portal/contracts';

/** One payment order with all its remittance lines. */
export const getPayment = (paymentId: number): Promise<PaymentOrderDetail> =>
  apiClient().call(paymentEndpoints.info, { params: { payment_id: paymentId } });
