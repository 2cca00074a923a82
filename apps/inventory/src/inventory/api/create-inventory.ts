import { inventorySchema, type Inventory, type inventorySaveSchema } from '@portal/contracts';
import { apiClient } from '@portal/api-client';
import type { z } from 'zod';

/** What POST /api/inventory/save takes, as the form's check gives it. */
export type InventoryCreate = z.output<typeof inventorySaveSchema>;

/** POST /api/inventory/save: the stock of a product in a store, counted for the first time. */
export const createInventory = (inventory: InventoryCreate): Promise<Inventory> =>
  apiClient().post('/inventory/save', inventorySchema, inventory);
