import { allow } from '../endpoint';
import {
  locationInputSchema,
  locationListQuerySchema,
  locationPageQuerySchema,
  locationPageSchema,
  locationSchema,
} from '../master-data';
import { recordEndpoints } from './records';

/** /api/location/*: ship-to, ship-from and remit-to addresses, shared by every project. */
export const locationEndpoints = recordEndpoints('location', {
  tags: ['locations'],
  access: allow(['LOCATION']),
  record: locationSchema,
  page: {
    summary: 'Locations, paged, filtered by type, name or party ID',
    query: locationPageQuerySchema,
    response: locationPageSchema,
  },
  list: {
    summary: 'Every location, or those of one type, by name (for dropdowns)',
    /** Screens that pick an address: order, purchase, delivery and invoice. */
    access: allow(['LOCATION', 'ORDER', 'PURCHASE', 'DELIVERY', 'INVOICE']),
    query: locationListQuerySchema,
  },
  save: { summary: 'Create a location', body: locationInputSchema },
  info: { summary: 'One location' },
  update: { summary: 'Edit a location', body: locationInputSchema },
  remove: { summary: 'Delete a location' },
});
