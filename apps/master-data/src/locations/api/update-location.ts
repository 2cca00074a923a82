import { apiClient } from '@portal/api-client';
import { locationEndpoints, type Location, type LocationInput } from '@portal/contracts';

/** Saves every field of a location. */
export const updateLocation = (id: number, location: LocationInput): Promise<Location> =>
  apiClient().call(locationEndpoints.update, { params: { id }, body: location });
