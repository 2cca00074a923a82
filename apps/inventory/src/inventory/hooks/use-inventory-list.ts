import type { Inventory } from '@portal/contracts';
import { usePagedList, type PagedList } from '@portal/ui';
import { listInventory, type InventoryListQuery, type InventoryPage } from '../api/list-inventory';
import {
  inventoryFiltersAtom,
  inventoryPageAtom,
  type InventoryFilters,
} from '../state/inventory-list-query';

export type InventoryList = PagedList<InventoryFilters, Inventory>;

/** The query the server takes: only the filters that say something. */
export function inventoryListQuery(
  filters: InventoryFilters,
  page: number,
  size: number,
): InventoryListQuery {
  const text = (value: string) => (value.trim() === '' ? undefined : value.trim());
  const storeId = Number(filters.storeId);
  return {
    page,
    size,
    projectKey: text(filters.projectKey),
    vendorNumber: text(filters.vendorNumber),
    productName: text(filters.productName),
    storeId: filters.storeId !== '' && Number.isSafeInteger(storeId) ? storeId : undefined,
  };
}

const loadInventory = (
  filters: InventoryFilters,
  page: number,
  size: number,
): Promise<InventoryPage> => listInventory(inventoryListQuery(filters, page, size));

/** The inventory list: project, filters and page in the portal store, the page size the user's. */
export function useInventoryList(): InventoryList {
  return usePagedList(inventoryFiltersAtom, inventoryPageAtom, loadInventory);
}
