import { inventoryLogPageSchema } from '@portal/contracts';
import { apiClient } from '@portal/api-client';
import type { z } from 'zod';

export type InventoryLogPage = z.infer<typeof inventoryLogPageSchema>;

/** GET /api/inventory/record/{vendorNumber}: one page of a product's inventory logs, newest first. */
export const listInventoryLogs = (
  vendorNumber: string,
  query: { projectKey: string; page: number; size: number },
): Promise<InventoryLogPage> =>
  apiClient().get(`/inventory/record/${encodeURIComponent(vendorNumber)}`, inventoryLogPageSchema, {
    ...query,
  });
