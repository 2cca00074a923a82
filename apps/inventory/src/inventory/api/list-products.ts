import { productSchema, type Product } from '@portal/contracts';
import { apiClient } from '@portal/api-client';
import { z } from 'zod';

/** GET /api/product/list?projectKey=: every product of a project, for the product dropdown. */
export const listProducts = (projectKey: string): Promise<Product[]> =>
  apiClient().get('/product/list', z.array(productSchema), { projectKey });
