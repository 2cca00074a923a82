import { inventorySchema, type Inventory } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** GET /api/inventory/get/{id}: one inventory record with its product and store names. */
export const getInventory = (id: number): Promise<Inventory> =>
  apiClient().get(`/inventory/get/${id}`, inventorySchema);
