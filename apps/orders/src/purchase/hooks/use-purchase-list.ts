import { usePagedList, type PagedList } from '@portal/ui';
import type { PurchaseOrderSummary, PurchasePage } from '@portal/contracts';
import { listPurchaseOrders } from '../api/list-purchase-orders';
import {
  purchaseFiltersAtom,
  purchasePageAtom,
  type PurchaseFilters,
} from '../state/purchase-list-query';
import { purchaseListQuery } from './purchase-query';

/** One page for the filters; filters the contract refuses are never sent. */
const loadPage = (filters: PurchaseFilters, page: number, size: number): Promise<PurchasePage> => {
  const query = purchaseListQuery(filters, page, size);
  return query === null
    ? Promise.reject(new Error('The purchase filters do not pass the contract.'))
    : listPurchaseOrders(query);
};

/** The purchase list: filters and page in the portal's store, the page size the user's own. */
export const usePurchaseList = (): PagedList<PurchaseFilters, PurchaseOrderSummary> =>
  usePagedList(purchaseFiltersAtom, purchasePageAtom, loadPage);
