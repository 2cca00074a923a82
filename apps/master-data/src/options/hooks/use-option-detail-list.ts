import { usePagedList, type PagedList } from '@portal/ui';
import {
  listOptionDetails,
  type OptionDetailListQuery,
  type OptionDetailPage,
} from '../api/list-option-details';
import {
  optionDetailFiltersAtom,
  optionDetailPageAtom,
  type OptionDetailFilters,
} from '../state/option-list-query';

export type OptionDetailList = PagedList<OptionDetailFilters, OptionDetailPage['records'][number]>;

const text = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** The query the server takes: the type and only the filters that say something. */
export function optionDetailListQuery(
  filters: OptionDetailFilters & { optionTypeId: number },
  page: number,
  size: number,
): OptionDetailListQuery {
  return {
    page,
    size,
    optionTypeId: filters.optionTypeId,
    name: text(filters.name),
    value: text(filters.value),
  };
}

/** No type clicked yet: no values to ask the server for. */
const loadOptionDetails = (
  filters: OptionDetailFilters,
  page: number,
  size: number,
): Promise<OptionDetailPage> => {
  const { optionTypeId } = filters;
  if (optionTypeId === null) return Promise.resolve({ records: [], total: 0, page, size });
  return listOptionDetails(optionDetailListQuery({ ...filters, optionTypeId }, page, size));
};

/** The values of the clicked type: filters and page in the portal store. */
export function useOptionDetailList(): OptionDetailList {
  return usePagedList(optionDetailFiltersAtom, optionDetailPageAtom, loadOptionDetails);
}
