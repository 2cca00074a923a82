import { usePagedList, type PagedList } from '@portal/ui';
import { listStores, type StoreListQuery, type StorePage } from '../api/list-stores';
import { storeFiltersAtom, storePageAtom, type StoreFilters } from '../state/store-list-query';

export type StoreList = PagedList<StoreFilters, StorePage['records'][number]>;

/** The query the server takes: only the filters that say something. */
export function storeListQuery(filters: StoreFilters, page: number, size: number): StoreListQuery {
  const text = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return {
    page,
    size,
    storeCode: text(filters.storeCode),
    name: text(filters.name),
    city: text(filters.city),
  };
}

const loadStores = (filters: StoreFilters, page: number, size: number): Promise<StorePage> =>
  listStores(storeListQuery(filters, page, size));

/** The store list: filters and page in the portal store, the page size the user's own choice. */
export function useStoreList(): StoreList {
  return usePagedList(storeFiltersAtom, storePageAtom, loadStores);
}
