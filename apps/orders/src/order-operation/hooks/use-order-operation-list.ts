import type { OrderSummary } from '@portal/contracts';
import { usePagedList, type PagedList } from '@portal/ui';
import { listOrders, type OrderListQuery } from '../../order/api/list-orders';
import {
  answerableDocumentTypes,
  orderOperationFiltersAtom,
  orderOperationPageAtom,
  type OrderOperationFilters,
} from '../state/order-operation-query';

export type OrderOperationList = PagedList<OrderOperationFilters, OrderSummary>;

/** The query the server takes: only the filters that say something, newest received first. */
export function orderOperationListQuery(
  filters: OrderOperationFilters,
  page: number,
  size: number,
): OrderListQuery {
  const text = (value: string) => (value.trim() === '' ? undefined : value.trim());
  const serialNumber = text(filters.serialNumber);
  return {
    page,
    size,
    sort: 'receivedAt',
    direction: 'desc',
    project_key: text(filters.projectKey),
    orderNumber: text(filters.orderNumber),
    serialNumber: serialNumber === undefined ? undefined : Number(serialNumber),
    // Without a chosen type, the documents that are answered: plans only when asked for.
    documentType:
      filters.documentType === '' ? [...answerableDocumentTypes] : [filters.documentType],
    status: filters.statuses.length === 0 ? undefined : [...filters.statuses],
    receivedFrom: text(filters.receivedFrom),
    receivedTo: text(filters.receivedTo),
  };
}

const loadOrders = (filters: OrderOperationFilters, page: number, size: number) =>
  listOrders(orderOperationListQuery(filters, page, size));

/** The orders to answer: query and page in the portal store, the page size the user's. */
export function useOrderOperationList(): OrderOperationList {
  return usePagedList(orderOperationFiltersAtom, orderOperationPageAtom, loadOrders);
}
