import { inventoryEndpoints, type Inventory } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** One inventory record with its product and store names. */
export const getInventory = (id: number): Promise<Inventory> =>
  apiClient().call(inventoryEndpoints.get, { params: { id } });
