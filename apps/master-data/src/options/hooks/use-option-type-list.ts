import { usePagedList, type PagedList } from '@portal/ui';
import {
  listOptionTypes,
  type OptionTypeListQuery,
  type OptionTypePage,
} from '../api/list-option-types';
import {
  optionTypeFiltersAtom,
  optionTypePageAtom,
  type OptionTypeFilters,
} from '../state/option-list-query';

export type OptionTypeList = PagedList<OptionTypeFilters, OptionTypePage['records'][number]>;

const text = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** The query the server takes: only the filters that say something. */
export function optionTypeListQuery(
  filters: OptionTypeFilters,
  page: number,
  size: number,
): OptionTypeListQuery {
  return { page, size, name: text(filters.name), key: text(filters.key) };
}

const loadOptionTypes = (
  filters: OptionTypeFilters,
  page: number,
  size: number,
): Promise<OptionTypePage> => listOptionTypes(optionTypeListQuery(filters, page, size));

/** The option type list: filters and page in the portal store. */
export function useOptionTypeList(): OptionTypeList {
  return usePagedList(optionTypeFiltersAtom, optionTypePageAtom, loadOptionTypes);
}
