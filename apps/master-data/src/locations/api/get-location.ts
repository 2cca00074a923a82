import { locationSchema, type Location } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** GET /api/location/info/{id}: one location as stored now. */
export const getLocation = (id: number): Promise<Location> =>
  apiClient().get(`/location/info/${id}`, locationSchema);
