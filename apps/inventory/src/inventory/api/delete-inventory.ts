import { inventoryEndpoints } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** Deletes a record; refused (4019) while accepted orders reserve part of it. */
export const deleteInventory = (id: number): Promise<null> =>
  apiClient().call(inventoryEndpoints.remove, { params: { id } });
