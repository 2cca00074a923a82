import { usePagedList, type PagedList } from '@portal/ui';
import { listProducts, type ProductListQuery, type ProductPage } from '../api/list-products';
import {
  productFiltersAtom,
  productPageAtom,
  type ProductFilters,
} from '../state/product-list-query';

export type ProductList = PagedList<ProductFilters, ProductPage['records'][number]>;

/** The query the server takes: only the filters that say something. */
export function productListQuery(
  filters: ProductFilters,
  page: number,
  size: number,
): ProductListQuery {
  const text = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return {
    page,
    size,
    projectKey: text(filters.projectKey),
    vendorNumber: text(filters.vendorNumber),
    name: text(filters.name),
    skuNumber: text(filters.skuNumber),
    upcNumber: text(filters.upcNumber),
  };
}

const loadProducts = (filters: ProductFilters, page: number, size: number): Promise<ProductPage> =>
  listProducts(productListQuery(filters, page, size));

/** The product list: filters and page in the portal store, the page size the user's own choice. */
export function useProductList(): ProductList {
  return usePagedList(productFiltersAtom, productPageAtom, loadProducts);
}
