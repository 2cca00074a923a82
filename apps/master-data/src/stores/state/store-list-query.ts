import { atom } from 'jotai';

/** The filters of the store list as typed in the form; empty is left out. */
export interface StoreFilters {
  storeCode: string;
  name: string;
  city: string;
}

export const emptyStoreFilters: StoreFilters = { storeCode: '', name: '', city: '' };

/**
 * The filters last searched with and the page shown. They live in the portal's store, so leaving
 * the screen and coming back shows the same list.
 */
export const storeFiltersAtom = atom<StoreFilters>(emptyStoreFilters);
export const storePageAtom = atom(1);
