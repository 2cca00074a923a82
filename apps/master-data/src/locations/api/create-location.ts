import { apiClient } from '@portal/api-client';
import { locationEndpoints, type Location, type LocationInput } from '@portal/contracts';

/** A new ship-to, ship-from or remit-to location. */
export const createLocation = (location: LocationInput): Promise<Location> =>
  apiClient().call(locationEndpoints.save, { body: location });
