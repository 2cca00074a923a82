import { usePagedList, type PagedList } from '@portal/ui';
import { listLocations, type LocationListQuery, type LocationPage } from '../api/list-locations';
import {
  locationFiltersAtom,
  locationPageAtom,
  type LocationFilters,
} from '../state/location-list-query';

export type LocationList = PagedList<LocationFilters, LocationPage['records'][number]>;

/** The query the server takes: only the filters that say something. */
export function locationListQuery(
  filters: LocationFilters,
  page: number,
  size: number,
): LocationListQuery {
  const text = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return {
    page,
    size,
    type: text(filters.type),
    name: text(filters.name),
    partyId: text(filters.partyId),
  };
}

const loadLocations = (
  filters: LocationFilters,
  page: number,
  size: number,
): Promise<LocationPage> => listLocations(locationListQuery(filters, page, size));

/** The location list: filters and page in the portal store, the page size the user's own choice. */
export function useLocationList(): LocationList {
  return usePagedList(locationFiltersAtom, locationPageAtom, loadLocations);
}
