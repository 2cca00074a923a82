import { apiClient } from '@portal/api-client';
import { locationEndpoints } from '@portal/contracts';

/** Removes a location. */
export const deleteLocation = (id: number): Promise<null> =>
  apiClient().call(locationEndpoints.remove, { params: { id } });
