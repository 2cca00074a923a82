import { apiClient } from '@portal/api-client';
import { locationEndpoints, type locationPageSchema } from '@portal/contracts';
import type { z } from 'zod';

export type LocationPage = z.infer<typeof locationPageSchema>;

/** The query of the location list: page, size and the filters that say something. */
export interface LocationListQuery {
  page: number;
  size: number;
  type?: string;
  name?: string;
  partyId?: string;
}

/** One page of the shared locations, by type, name and party id. */
export const listLocations = (query: LocationListQuery): Promise<LocationPage> =>
  apiClient().call(locationEndpoints.page, { query });
