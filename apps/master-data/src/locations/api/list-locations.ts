import { locationPageSchema } from '@portal/contracts';
import { apiClient } from '@portal/api-client';
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

/** GET /api/location/page: one page of the shared locations, by type, name and party id. */
export const listLocations = (query: LocationListQuery): Promise<LocationPage> =>
  apiClient().get('/location/page', locationPageSchema, { ...query });
