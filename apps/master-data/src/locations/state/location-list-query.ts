import { atom } from 'jotai';

/** The filters of the location list as chosen in the form; empty is left out. */
export interface LocationFilters {
  type: string;
  name: string;
  partyId: string;
}

export const emptyLocationFilters: LocationFilters = { type: '', name: '', partyId: '' };

/**
 * The filters last searched with and the page shown. They live in the portal's store, so leaving
 * the screen and coming back shows the same list.
 */
export const locationFiltersAtom = atom<LocationFilters>(emptyLocationFilters);
export const locationPageAtom = atom(1);
