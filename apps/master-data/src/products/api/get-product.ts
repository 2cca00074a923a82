import { apiClient } from '@portal/api-client';
import { productEndpoints, type Product } from '@portal/contracts';

/** One product as stored now. */
export const getProduct = (id: number): Promise<Product> =>
  apiClient().call(productEndpoints.info, { params: { id } });
