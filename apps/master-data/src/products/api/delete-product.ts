import { apiClient } from '@portal/api-client';
import { productEndpoints } from '@portal/contracts';

/** Removes a product; refused while an inventory record counts it. */
export const deleteProduct = (id: number): Promise<null> =>
  apiClient().call(productEndpoints.remove, { params: { id } });
