import { storeSchema, type Store, type StoreInput } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** PUT /api/store/update/{id}: every field of the store, its store ID too. */
export const updateStore = (id: number, store: StoreInput): Promise<Store> =>
  apiClient().put(`/store/update/${id}`, storeSchema, store);
