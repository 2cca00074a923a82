import { atom } from 'jotai';

/** The filters of the product list as typed in the form; empty means "all". */
export interface ProductFilters {
  /** The project chosen: the list, a new product and an import belong to it. */
  projectKey: string;
  vendorNumber: string;
  name: string;
  skuNumber: string;
  upcNumber: string;
}

export const emptyProductFilters: ProductFilters = {
  projectKey: '',
  vendorNumber: '',
  name: '',
  skuNumber: '',
  upcNumber: '',
};

/**
 * The filters last searched with and the page shown. They live in the portal's store, so leaving
 * the screen and coming back shows the same list.
 */
export const productFiltersAtom = atom<ProductFilters>(emptyProductFilters);
export const productPageAtom = atom(1);
