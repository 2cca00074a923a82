import { inventoryEndpoints, type Inventory, type inventoryUpdateSchema } from '@portal/contracts';
import { apiClient } from '@portal/api-client';
import type { z } from 'zod';

/** What a change of on hand takes, as the form's check gives it. */
export type InventoryChange = z.output<typeof inventoryUpdateSchema>;

/** Sets on hand to, raises it by or lowers it by the quantity. */
export const updateInventory = (id: number, change: InventoryChange): Promise<Inventory> =>
  apiClient().call(inventoryEndpoints.update, { params: { id }, body: change });
