import { apiClient } from '@portal/api-client';
import { storeEndpoints, type Store } from '@portal/contracts';

/** One store as stored now. */
export const getStore = (id: number): Promise<Store> =>
  apiClient().call(storeEndpoints.info, { params: { id } });
