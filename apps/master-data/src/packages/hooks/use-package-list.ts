import { usePagedList, type PagedList } from '@portal/ui';
import { listPackages, type PackageListQuery, type PackagePage } from '../api/list-packages';
import {
  packageFiltersAtom,
  packagePageAtom,
  type PackageFilters,
} from '../state/package-list-query';

export type PackageList = PagedList<PackageFilters, PackagePage['records'][number]>;

/** The query the server takes: only the filters that say something. */
export function packageListQuery(
  filters: PackageFilters,
  page: number,
  size: number,
): PackageListQuery {
  const text = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return {
    page,
    size,
    projectKey: text(filters.projectKey),
    type: text(filters.type),
    name: text(filters.name),
  };
}

const loadPackages = (filters: PackageFilters, page: number, size: number): Promise<PackagePage> =>
  listPackages(packageListQuery(filters, page, size));

/** The package list: filters and page in the portal store, the page size the user's own choice. */
export function usePackageList(): PackageList {
  return usePagedList(packageFiltersAtom, packagePageAtom, loadPackages);
}
