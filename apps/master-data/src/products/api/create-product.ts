import { productSchema, type Product, type ProductSave } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** POST /api/product/save: a new product of a project; its product number is new there. */
export const createProduct = (product: ProductSave): Promise<Product> =>
  apiClient().post('/product/save', productSchema, product);
