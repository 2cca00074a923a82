import { apiClient } from '@portal/api-client';
import { productEndpoints, type Product, type ProductSave } from '@portal/contracts';

/** A new product of a project; its product number is new there. */
export const createProduct = (product: ProductSave): Promise<Product> =>
  apiClient().call(productEndpoints.save, { body: product });
