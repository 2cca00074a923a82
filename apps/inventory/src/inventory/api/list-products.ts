import { productEndpoints, type Product } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** Every product of a project, for the product dropdown. */
export const listProducts = (projectKey: string): Promise<Product[]> =>
  apiClient().call(productEndpoints.list, { query: { projectKey } });
