import { apiClient } from '@portal/api-client';
import { productEndpoints, type Product, type ProductInput } from '@portal/contracts';

/** Saves every field of a product but its project, which stays. */
export const updateProduct = (id: number, product: ProductInput): Promise<Product> =>
  apiClient().call(productEndpoints.update, { params: { id }, body: product });
