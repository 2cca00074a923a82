import { apiClient } from '@portal/api-client';
import {
  paymentEndpoints,
  type PaymentCandidate,
  type PaymentCandidateQuery,
} from '@portal/contracts';

/**
 * The invoices a hand match of this line may name: its project's sent invoices not yet paid in
 * full, found by a part of their number and PO (newest first, at most 20). PAYMENT reads them
 * without needing the INVOICE role.
 */
export const findPaymentCandidates = (
  paymentLineId: number,
  query: PaymentCandidateQuery,
): Promise<PaymentCandidate[]> =>
  apiClient().call(paymentEndpoints.candidates, { params: { line_id: paymentLineId }, query });
