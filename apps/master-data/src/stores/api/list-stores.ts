import { apiClient } from '@portal/api-client';
import { storeEndpoints, type storePageSchema } from '@portal/contracts';
import type { z } from 'zod';

export type StorePage = z.infer<typeof storePageSchema>;

/** The query of the store list: page, size and the filters that say something. */
export interface StoreListQuery {
  page: number;
  size: number;
  storeCode?: string;
  name?: string;
  city?: string;
}

/** One page of the shared stores, by store ID, name and city. */
export const listStores = (query: StoreListQuery): Promise<StorePage> =>
  apiClient().call(storeEndpoints.page, { query });
