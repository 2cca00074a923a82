import { inventoryEndpoints, type Inventory, type inventorySaveSchema } from '@portal/contracts';
import { apiClient } from '@portal/api-client';
import type { z } from 'zod';

/** What a first count takes, as the form's check gives it. */
export type InventoryCreate = z.output<typeof inventorySaveSchema>;

/** The stock of a product in a store, counted for the first time. */
export const createInventory = (inventory: InventoryCreate): Promise<Inventory> =>
  apiClient().call(inventoryEndpoints.save, { body: inventory });
