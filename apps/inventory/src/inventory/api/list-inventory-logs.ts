import { inventoryEndpoints, type inventoryLogPageSchema } from '@portal/contracts';
import { apiClient } from '@portal/api-client';
import type { z } from 'zod';

export type InventoryLogPage = z.infer<typeof inventoryLogPageSchema>;

/** One page of a product's inventory logs, newest first. */
export const listInventoryLogs = (
  vendorNumber: string,
  query: { projectKey: string; page: number; size: number },
): Promise<InventoryLogPage> =>
  apiClient().call(inventoryEndpoints.record, { params: { vendorNumber }, query });
