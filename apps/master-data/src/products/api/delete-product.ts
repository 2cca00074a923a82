import { z } from 'zod';
import { apiClient } from '@portal/api-client';

/** DELETE /api/product/delete/{id}: refused while an inventory record counts the product. */
export const deleteProduct = (id: number): Promise<unknown> =>
  apiClient().delete(`/product/delete/${id}`, z.unknown());
