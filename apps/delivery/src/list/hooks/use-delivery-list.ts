import { usePagedList, type PagedList } from '@portal/ui';
import type { DeliveryPage, DeliverySummary } from '@portal/contracts';
import { listDeliveries } from '../api/list-deliveries';
import {
  deliveryFiltersAtom,
  deliveryPageAtom,
  type DeliveryFilters,
} from '../state/delivery-list-query';
import { deliveryListQuery } from './delivery-query';

/** One page for the filters; filters the contract refuses are never sent. */
const loadPage = (filters: DeliveryFilters, page: number, size: number): Promise<DeliveryPage> => {
  const query = deliveryListQuery(filters, page, size);
  return query === null
    ? Promise.reject(new Error('The delivery filters do not pass the contract.'))
    : listDeliveries(query);
};

/** The delivery list: filters and page in the portal's store, the page size the user's own. */
export const useDeliveryList = (): PagedList<DeliveryFilters, DeliverySummary> =>
  usePagedList(deliveryFiltersAtom, deliveryPageAtom, loadPage);
