import {
  envelopeSchema,
  importResultSchema,
  inventoryLogPageSchema,
  inventoryPageQuerySchema,
  inventoryPageSchema,
  inventoryRecordParamsSchema,
  inventoryRecordQuerySchema,
  inventoryReportRequestSchema,
  inventoryReportResultSchema,
  inventorySaveSchema,
  inventorySchema,
  inventoryUpdateSchema,
  projectKeyQuerySchema,
  recordIdParamsSchema as params,
} from '@portal/contracts';
import { z } from 'zod';
import { allow } from '../access/route-access';
import type { App } from '../common/app-types';
import type { ApiContext } from '../context';
import { inventoryHandlers } from './inventory.handlers';
import { InventoryService } from './inventory.service';

const tags = ['inventory'];
const access = allow(['INVENTORY']);
const one = envelopeSchema(inventorySchema);

/** /api/inventory/*: stock per product and store, its logs, import and the 846 report (spec §7). */
export async function inventoryRoutes(app: App, context: ApiContext): Promise<void> {
  const handlers = inventoryHandlers(
    new InventoryService(context.database.db, context.clock, context.gateway),
  );
  const config = { access };
  app.get(
    '/api/inventory/page',
    {
      config,
      schema: {
        tags,
        summary: 'Inventory records, paged: on hand, reserved and available per product and store',
        querystring: inventoryPageQuerySchema,
        response: { 200: envelopeSchema(inventoryPageSchema) },
      },
    },
    handlers.page,
  );
  app.post(
    '/api/inventory/save',
    {
      config,
      schema: {
        tags,
        summary: 'Count stock of a product in a store for the first time (logged as create)',
        body: inventorySaveSchema,
        response: { 200: one },
      },
    },
    handlers.save,
  );
  app.get(
    '/api/inventory/get/:id',
    { config, schema: { tags, summary: 'One inventory record', params, response: { 200: one } } },
    handlers.get,
  );
  app.put(
    '/api/inventory/update/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Set, increase or decrease on hand (never below what orders hold)',
        params,
        body: inventoryUpdateSchema,
        response: { 200: one },
      },
    },
    handlers.update,
  );
  app.delete(
    '/api/inventory/delete/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a record no order holds stock of (logged as delete)',
        params,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    handlers.remove,
  );
  app.get(
    '/api/inventory/record/:vendorNumber',
    {
      config,
      schema: {
        tags,
        summary: "The inventory logs of a project's product, newest first",
        params: inventoryRecordParamsSchema,
        querystring: inventoryRecordQuerySchema,
        response: { 200: envelopeSchema(inventoryLogPageSchema) },
      },
    },
    handlers.record,
  );
  app.get(
    '/api/inventory/template/download',
    { config, schema: { tags, summary: 'The inventory import template (xlsx)' } },
    handlers.template,
  );
  app.post(
    '/api/inventory/import',
    {
      config,
      schema: {
        tags,
        summary:
          'Import a stock count (multipart, one xlsx file): all rows or none, each rejected row listed',
        querystring: projectKeyQuerySchema,
        response: { 200: envelopeSchema(importResultSchema) },
      },
    },
    handlers.import,
  );
  app.post(
    '/api/inventory/report',
    {
      config,
      schema: {
        tags,
        summary: "Send the selected records to the project's partner as an 846 / INVRPT",
        body: inventoryReportRequestSchema,
        response: { 200: envelopeSchema(inventoryReportResultSchema) },
      },
    },
    handlers.report,
  );
}
