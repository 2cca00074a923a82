import { productSchema, type Product, type ProductInput } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** PUT /api/product/update/{id}: every field but the project, which stays. */
export const updateProduct = (id: number, product: ProductInput): Promise<Product> =>
  apiClient().put(`/product/update/${id}`, productSchema, product);
