import { atom } from 'jotai';
import {
  orderActions,
  orderStatusFilter,
  actionAllowed,
  type OrderDocumentType,
  type OrderStatus,
} from '@portal/contracts';

/**
 * The order documents a supplier answers, what the list shows unless the user picks a type:
 * plans (830 / DELFOR) are forecasts, never answered, and shown only when asked for.
 */
export const answerableDocumentTypes = [
  'ORDER',
  'ORDER_CHANGE',
] as const satisfies readonly OrderDocumentType[];

/** The plans' type: forecasts, which no answer is sent for. */
export const isForecast = (order: { readonly documentType: OrderDocumentType }): boolean =>
  order.documentType === 'ORDER_PLAN';

/**
 * The statuses of the filter an answer can start from (decisions.md §3): RECEIVED, CHANGED,
 * ACCEPTED and BACKORDERED. The screen opens on them, so it lists the orders waiting for an answer.
 */
export const answerableStatuses: readonly OrderStatus[] = orderStatusFilter.filter((status) =>
  orderActions.some((action) => actionAllowed(action, status)),
);

/** The query of the order operation list as chosen on screen; empty means "any". */
export interface OrderOperationFilters {
  projectKey: string;
  /** The customer's purchase order number. */
  orderNumber: string;
  /** The portal's serial number, as typed. */
  serialNumber: string;
  /** Empty: orders and order changes (no plans). */
  documentType: OrderDocumentType | '';
  /** Empty: every status. */
  statuses: OrderStatus[];
  /** Received between, inclusive: `YYYY-MM-DD` or empty. */
  receivedFrom: string;
  receivedTo: string;
}

export const defaultOrderOperationFilters: OrderOperationFilters = {
  projectKey: '',
  orderNumber: '',
  serialNumber: '',
  documentType: '',
  statuses: [...answerableStatuses],
  receivedFrom: '',
  receivedTo: '',
};

/**
 * The query last searched with and the page shown. They live in the portal's store, so leaving
 * the screen and coming back shows the same list.
 */
export const orderOperationFiltersAtom = atom<OrderOperationFilters>(defaultOrderOperationFilters);
export const orderOperationPageAtom = atom(1);
