import { storeEndpoints, type Store } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** Every store, for the store dropdowns. */
export const listStores = (): Promise<Store[]> => apiClient().call(storeEndpoints.list);
