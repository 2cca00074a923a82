import { inventorySchema, type Inventory, type inventoryUpdateSchema } from '@portal/contracts';
import { apiClient } from '@portal/api-client';
import type { z } from 'zod';

/** What PUT /api/inventory/update/{id} takes, as the form's check gives it. */
export type InventoryChange = z.output<typeof inventoryUpdateSchema>;

/** PUT /api/inventory/update/{id}: on hand set to, raised by or lowered by the quantity. */
export const updateInventory = (id: number, change: InventoryChange): Promise<Inventory> =>
  apiClient().put(`/inventory/update/${id}`, inventorySchema, change);
