import { atom } from 'jotai';

/** The project and filters of the inventory list as chosen on screen; empty means "all". */
export interface InventoryFilters {
  projectKey: string;
  vendorNumber: string;
  productName: string;
  /** The id of the chosen store, as the dropdown holds it. */
  storeId: string;
}

export const emptyInventoryFilters: InventoryFilters = {
  projectKey: '',
  vendorNumber: '',
  productName: '',
  storeId: '',
};

/**
 * The project and filters last searched with and the page shown. They live in the portal's
 * store, so switching tabs or screens and coming back shows the same list.
 */
export const inventoryFiltersAtom = atom<InventoryFilters>(emptyInventoryFilters);
export const inventoryPageAtom = atom(1);
