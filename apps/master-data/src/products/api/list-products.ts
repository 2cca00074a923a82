import { productPageSchema } from '@portal/contracts';
import { apiClient } from '@portal/api-client';
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

/** GET /api/product/page: one page of products of a project (or every project), by the filters. */
export const listProducts = (query: ProductListQuery): Promise<ProductPage> =>
  apiClient().get('/product/page', productPageSchema, { ...query });
