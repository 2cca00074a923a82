import { apiClient } from '@portal/api-client';
import { productEndpoints, type productPageSchema } from '@portal/contracts';
import type { z } from 'zod';

export type ProductPage = z.infer<typeof productPageSchema>;

/** The query of the product list: page, size and the filters that say something. */
export interface ProductListQuery {
  page: number;
  size: number;
  projectKey?: string;
  vendorNumber?: string;
  name?: string;
  skuNumber?: string;
  upcNumber?: string;
}

/** One page of products of a project (or every project), by the filters. */
export const listProducts = (query: ProductListQuery): Promise<ProductPage> =>
  apiClient().call(productEndpoints.page, { query });
