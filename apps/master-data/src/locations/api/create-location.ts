import { locationSchema, type Location, type LocationInput } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** POST /api/location/save: a new ship-to, ship-from or remit-to location. */
export const createLocation = (location: LocationInput): Promise<Location> =>
  apiClient().post('/location/save', locationSchema, location);
