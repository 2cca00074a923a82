import { atom } from 'jotai';

/** The filters of the package list as chosen in the form; empty is left out. */
export interface PackageFilters {
  projectKey: string;
  type: string;
  name: string;
}

export const emptyPackageFilters: PackageFilters = { projectKey: '', type: '', name: '' };

/**
 * The filters last searched with and the page shown. They live in the portal's store, so leaving
 * the screen and coming back shows the same list.
 */
export const packageFiltersAtom = atom<PackageFilters>(emptyPackageFilters);
export const packagePageAtom = atom(1);
