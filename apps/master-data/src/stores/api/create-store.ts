import { storeSchema, type Store, type StoreInput } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** POST /api/store/save: a new store; its store ID must be new (ALREADY_EXISTS otherwise). */
export const createStore = (store: StoreInput): Promise<Store> =>
  apiClient().post('/store/save', storeSchema, store);
