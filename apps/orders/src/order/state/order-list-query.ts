import { atom } from 'jotai';
import type { OrderDocumentType, OrderSortField, OrderStatus } from '@portal/contracts';

/**
 * The filters of an order list as typed on screen: text stays text (an empty field matches every
 * order), so a half-typed number is kept as the user left it and checked only when searching.
 */
export interface OrderFilters {
  projectKey: string;
  /** '' for every document type. */
  documentType: OrderDocumentType | '';
  /** None chosen means every status. */
  statuses: OrderStatus[];
  /** The portal's own order number (serial number). */
  serialNumber: string;
  documentNumber: string;
  /** The customer's purchase order number. */
  orderNumber: string;
  /** `YYYY-MM-DD`, inclusive. */
  receivedFrom: string;
  receivedTo: string;
  orderDateFrom: string;
  orderDateTo: string;
  sort: OrderSortField;
  direction: 'asc' | 'desc';
}

export const emptyOrderFilters: OrderFilters = {
  projectKey: '',
  documentType: '',
  statuses: [],
  serialNumber: '',
  documentNumber: '',
  orderNumber: '',
  receivedFrom: '',
  receivedTo: '',
  orderDateFrom: '',
  orderDateTo: '',
  sort: 'receivedAt',
  direction: 'desc',
};

/**
 * Which page is shown, and the keyset cursor it was read with: the `next` of the page before it
 * when the user stepped forward one page, otherwise none (the server then pages by offset).
 */
export interface OrderListPosition {
  page: number;
  after: string | undefined;
}

export const firstOrderPage: OrderListPosition = { page: 1, after: undefined };

/**
 * The filters last searched with and the page shown, in the portal's store: leaving the screen and
 * coming back shows the same list.
 */
export const orderFiltersAtom = atom<OrderFilters>(emptyOrderFilters);
export const orderListPositionAtom = atom<OrderListPosition>(firstOrderPage);
