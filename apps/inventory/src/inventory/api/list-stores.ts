import { storeSchema, type Store } from '@portal/contracts';
import { apiClient } from '@portal/api-client';
import { z } from 'zod';

/** GET /api/store/list: every store, for the store dropdowns. */
export const listStores = (): Promise<Store[]> =>
  apiClient().get('/store/list', z.array(storeSchema));
