import {
  inventoryEndpoints,
  type inventoryPageQuerySchema,
  type inventoryPageSchema,
} from '@portal/contracts';
import { apiClient } from '@portal/api-client';
import type { z } from 'zod';

export type InventoryPage = z.infer<typeof inventoryPageSchema>;
export type InventoryListQuery = z.output<typeof inventoryPageQuerySchema>;

/** One page of inventory records matching the filters. */
export const listInventory = (query: InventoryListQuery): Promise<InventoryPage> =>
  apiClient().call(inventoryEndpoints.page, { query });
