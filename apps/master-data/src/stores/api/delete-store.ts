import { apiClient } from '@portal/api-client';
import { storeEndpoints } from '@portal/contracts';

/** Removes a store; refused (4018) while inventory records use it. */
export const deleteStore = (id: number): Promise<null> =>
  apiClient().call(storeEndpoints.remove, { params: { id } });
