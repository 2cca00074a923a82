import {
  envelopeSchema,
  recordIdParamsSchema as params,
  storeInputSchema,
  storePageQuerySchema,
  storePageSchema,
  storeSchema,
} from '@portal/contracts';
import { z } from 'zod';
import { allow } from '../access/route-access';
import type { App } from '../common/app-types';
import type { ApiContext } from '../context';
import { storesHandlers } from './stores.handlers';
import { StoresService } from './stores.service';

const tags = ['stores'];
const store = allow(['STORE']);
/** Screens that pick a store: inventory, order, purchase and delivery. */
const pickers = allow(['STORE', 'INVENTORY', 'ORDER', 'PURCHASE', 'DELIVERY']);
const one = envelopeSchema(storeSchema);

/** /api/store/*: stores and warehouses, shared by every project (spec §3, §7). */
export async function storesRoutes(app: App, context: ApiContext): Promise<void> {
  const handlers = storesHandlers(new StoresService(context.database.db, context.clock));
  app.get(
    '/api/store/page',
    {
      config: { access: store },
      schema: {
        tags,
        summary: 'Stores, paged, filtered by store ID, name or city',
        querystring: storePageQuerySchema,
        response: { 200: envelopeSchema(storePageSchema) },
      },
    },
    handlers.page,
  );
  app.get(
    '/api/store/list',
    {
      config: { access: pickers },
      schema: {
        tags,
        summary: 'Every store, by store ID (for dropdowns)',
        response: { 200: envelopeSchema(z.array(storeSchema)) },
      },
    },
    handlers.list,
  );
  app.post(
    '/api/store/save',
    {
      config: { access: store },
      schema: {
        tags,
        summary: 'Create a store; its store ID is unique',
        body: storeInputSchema,
        response: { 200: one },
      },
    },
    handlers.save,
  );
  app.get(
    '/api/store/info/:id',
    {
      config: { access: store },
      schema: { tags, summary: 'One store', params, response: { 200: one } },
    },
    handlers.info,
  );
  app.put(
    '/api/store/update/:id',
    {
      config: { access: store },
      schema: {
        tags,
        summary: 'Edit a store',
        params,
        body: storeInputSchema,
        response: { 200: one },
      },
    },
    handlers.update,
  );
  app.delete(
    '/api/store/delete/:id',
    {
      config: { access: store },
      schema: {
        tags,
        summary: 'Delete a store that no inventory record counts',
        params,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    handlers.remove,
  );
}
