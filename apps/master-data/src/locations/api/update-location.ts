import { locationSchema, type Location, type LocationInput } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** PUT /api/location/update/{id}: every field of the location. */
export const updateLocation = (id: number, location: LocationInput): Promise<Location> =>
  apiClient().put(`/location/update/${id}`, locationSchema, location);
