import { productSchema, type Product } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** GET /api/product/info/{id}: one product as stored now. */
export const getProduct = (id: number): Promise<Product> =>
  apiClient().get(`/product/info/${id}`, productSchema);
