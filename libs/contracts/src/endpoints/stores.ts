import { allow } from '../endpoint';
import {
  storeInputSchema,
  storePageQuerySchema,
  storePageSchema,
  storeSchema,
} from '../master-data';
import { recordEndpoints } from './records';

/** /api/store/*: stores and warehouses, shared by every project (spec §3, §7). */
export const storeEndpoints = recordEndpoints('store', {
  tags: ['stores'],
  access: allow(['STORE']),
  record: storeSchema,
  page: {
    summary: 'Stores, paged, filtered by store ID, name or city',
    query: storePageQuerySchema,
    response: storePageSchema,
  },
  list: {
    summary: 'Every store, by store ID (for dropdowns)',
    /** Screens that pick a store: inventory, order, purchase and delivery. */
    access: allow(['STORE', 'INVENTORY', 'ORDER', 'PURCHASE', 'DELIVERY']),
  },
  save: { summary: 'Create a store; its store ID is unique', body: storeInputSchema },
  info: { summary: 'One store' },
  update: { summary: 'Edit a store', body: storeInputSchema },
  remove: { summary: 'Delete a store that no inventory record counts' },
});
