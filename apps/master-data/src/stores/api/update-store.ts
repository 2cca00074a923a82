import { apiClient } from '@portal/api-client';
import { storeEndpoints, type Store, type StoreInput } from '@portal/contracts';

/** Saves every field of a store, its store ID too. */
export const updateStore = (id: number, store: StoreInput): Promise<Store> =>
  apiClient().call(storeEndpoints.update, { params: { id }, body: store });
