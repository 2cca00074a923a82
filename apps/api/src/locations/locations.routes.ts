import {
  envelopeSchema,
  locationInputSchema,
  locationListQuerySchema,
  locationPageQuerySchema,
  locationPageSchema,
  locationSchema,
  recordIdParamsSchema as params,
} from '@portal/contracts';
import { z } from 'zod';
import { allow } from '../access/route-access';
import type { App } from '../common/app-types';
import type { ApiContext } from '../context';
import { locationsHandlers } from './locations.handlers';
import { LocationsService } from './locations.service';

const tags = ['locations'];
const location = allow(['LOCATION']);
/** Screens that pick an address: order, purchase, delivery and invoice. */
const pickers = allow(['LOCATION', 'ORDER', 'PURCHASE', 'DELIVERY', 'INVOICE']);
const one = envelopeSchema(locationSchema);

/** /api/location/*: ship-to, ship-from and remit-to addresses, shared by every project. */
export async function locationsRoutes(app: App, context: ApiContext): Promise<void> {
  const handlers = locationsHandlers(new LocationsService(context.database.db, context.clock));
  app.get(
    '/api/location/page',
    {
      config: { access: location },
      schema: {
        tags,
        summary: 'Locations, paged, filtered by type, name or party ID',
        querystring: locationPageQuerySchema,
        response: { 200: envelopeSchema(locationPageSchema) },
      },
    },
    handlers.page,
  );
  app.get(
    '/api/location/list',
    {
      config: { access: pickers },
      schema: {
        tags,
        summary: 'Every location, or those of one type, by name (for dropdowns)',
        querystring: locationListQuerySchema,
        response: { 200: envelopeSchema(z.array(locationSchema)) },
      },
    },
    handlers.list,
  );
  app.post(
    '/api/location/save',
    {
      config: { access: location },
      schema: {
        tags,
        summary: 'Create a location',
        body: locationInputSchema,
        response: { 200: one },
      },
    },
    handlers.save,
  );
  app.get(
    '/api/location/info/:id',
    {
      config: { access: location },
      schema: { tags, summary: 'One location', params, response: { 200: one } },
    },
    handlers.info,
  );
  app.put(
    '/api/location/update/:id',
    {
      config: { access: location },
      schema: {
        tags,
        summary: 'Edit a location',
        params,
        body: locationInputSchema,
        response: { 200: one },
      },
    },
    handlers.update,
  );
  app.delete(
    '/api/location/delete/:id',
    {
      config: { access: location },
      schema: {
        tags,
        summary: 'Delete a location',
        params,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    handlers.remove,
  );
}
