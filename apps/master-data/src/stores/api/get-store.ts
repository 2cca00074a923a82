import { storeSchema, type Store } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** GET /api/store/info/{id}: one store as stored now. */
export const getStore = (id: number): Promise<Store> =>
  apiClient().get(`/store/info/${id}`, storeSchema);
