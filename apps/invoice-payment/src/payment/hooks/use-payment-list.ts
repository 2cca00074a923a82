import { usePagedList, type PagedList } from '@portal/ui';
import type { PaymentLine, PaymentPage } from '@portal/contracts';
import { listPayments } from '../api/list-payments';
import {
  paymentFiltersAtom,
  paymentPageAtom,
  type PaymentFilters,
} from '../state/payment-list-query';
import { paymentListQuery } from './payment-query';

/** One page for the filters; filters the contract refuses are never sent. */
const loadPage = (filters: PaymentFilters, page: number, size: number): Promise<PaymentPage> => {
  const query = paymentListQuery(filters, page, size);
  return query === null
    ? Promise.reject(new Error('The payment filters do not pass the contract.'))
    : listPayments(query);
};

/** The remittance lines: filters and page in the portal's store, the page size the user's own. */
export const usePaymentList = (): PagedList<PaymentFilters, PaymentLine> =>
  usePagedList(paymentFiltersAtom, paymentPageAtom, loadPage);
