import { apiClient } from '@portal/api-client';
import { locationEndpoints, type Location } from '@portal/contracts';

/** One location as stored now. */
export const getLocation = (id: number): Promise<Location> =>
  apiClient().call(locationEndpoints.info, { params: { id } });
