import { atom } from 'jotai';
import type { DeliveryStatus, DeliveryView } from '@portal/contracts';

/**
 * The delivery list's filters as typed on screen: text stays text (an empty field matches every
 * row), days are `YYYY-MM-DD` or '' for none, and '' status means every status.
 */
export interface DeliveryFilters {
  /** Saved ship notices, or delivered orders still waiting for one. */
  view: DeliveryView;
  projectKey: string;
  status: DeliveryStatus | '';
  /** Part of the customer's PO number. */
  poNumber: string;
  /** Saved (notices) or shipped (awaiting) on or after / before these days. */
  from: string;
  to: string;
}

export const emptyDeliveryFilters: DeliveryFilters = {
  view: 'notices',
  projectKey: '',
  status: '',
  poNumber: '',
  from: '',
  to: '',
};

/** Filters and page in the portal's store: back from a notice, the list is as it was left. */
export const deliveryFiltersAtom = atom<DeliveryFilters>(emptyDeliveryFilters);
export const deliveryPageAtom = atom<number>(1);
