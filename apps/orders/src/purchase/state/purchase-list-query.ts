import { atom } from 'jotai';
import type { FulfilmentStatus } from '@portal/contracts';

/**
 * The purchase list's filters as typed on screen: text stays text (an empty field matches every
 * order) and days are `YYYY-MM-DD` or '' for none.
 */
export interface PurchaseFilters {
  projectKey: string;
  /** None chosen means every status the screen lists. */
  statuses: FulfilmentStatus[];
  /** The customer's purchase order number. */
  orderNumber: string;
  /** Ship-to name or postcode. */
  shipTo: string;
  /** Orders whose ship window overlaps these days. */
  windowFrom: string;
  windowTo: string;
  /** Only orders whose ship window ends soon. */
  dueSoon: boolean;
}

export const emptyPurchaseFilters: PurchaseFilters = {
  projectKey: '',
  statuses: [],
  orderNumber: '',
  shipTo: '',
  windowFrom: '',
  windowTo: '',
  dueSoon: false,
};

/**
 * The filters last searched with and the page shown, in the portal's store: coming back from an
 * order's fulfilment (or another screen) shows the same list.
 */
export const purchaseFiltersAtom = atom<PurchaseFilters>(emptyPurchaseFilters);
export const purchasePageAtom = atom<number>(1);
