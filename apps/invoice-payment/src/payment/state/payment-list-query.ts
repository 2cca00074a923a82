import { atom } from 'jotai';
import type { PaymentMatchState } from '@portal/contracts';

/**
 * The payment list's filters as typed on screen: text stays text (an empty field matches every
 * row), days are `YYYY-MM-DD` or '' for none, '' match state means every state.
 */
export interface PaymentFilters {
  projectKey: string;
  /** Paid (or received) on or after / on or before these days. */
  from: string;
  to: string;
  invoiceNumber: string;
  poNumber: string;
  matchState: PaymentMatchState | '';
}

export const emptyPaymentFilters: PaymentFilters = {
  projectKey: '',
  from: '',
  to: '',
  invoiceNumber: '',
  poNumber: '',
  matchState: '',
};

/** Filters and page in the portal's store: back from a payment order, the list is as it was left. */
export const paymentFiltersAtom = atom<PaymentFilters>(emptyPaymentFilters);
export const paymentPageAtom = atom<number>(1);
