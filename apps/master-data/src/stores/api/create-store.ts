import { apiClient } from '@portal/api-client';
import { storeEndpoints, type Store, type StoreInput } from '@portal/contracts';

/** A new store; its store ID must be new (ALREADY_EXISTS otherwise). */
export const createStore = (store: StoreInput): Promise<Store> =>
  apiClient().call(storeEndpoints.save, { body: store });
