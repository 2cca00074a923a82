import { z } from 'zod';
import { allow, endpoint } from '../endpoint';
import {
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
} from '../inventory';
import {
  importResultSchema,
  projectKeyQuerySchema,
  recordIdParamsSchema as params,
} from '../master-data';

const tags = ['inventory'];
const access = allow(['INVENTORY']);

/** /api/inventory/*: stock per product and store, its logs, import and the 846 report (spec §7). */
export const inventoryEndpoints = {
  page: endpoint({
    method: 'GET',
    path: '/api/inventory/page',
    summary: 'Inventory records, paged: on hand, reserved and available per product and store',
    tags,
    access,
    transfer: 'json',
    query: inventoryPageQuerySchema,
    response: inventoryPageSchema,
  }),
  save: endpoint({
    method: 'POST',
    path: '/api/inventory/save',
    summary: 'Count stock of a product in a store for the first time (logged as create)',
    tags,
    access,
    transfer: 'json',
    body: inventorySaveSchema,
    response: inventorySchema,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/inventory/get/:id',
    summary: 'One inventory record',
    tags,
    access,
    transfer: 'json',
    params,
    response: inventorySchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/inventory/update/:id',
    summary: 'Set, increase or decrease on hand (never below what orders hold)',
    tags,
    access,
    transfer: 'json',
    params,
    body: inventoryUpdateSchema,
    response: inventorySchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/inventory/delete/:id',
    summary: 'Delete a record no order holds stock of (logged as delete)',
    tags,
    access,
    transfer: 'json',
    params,
    response: z.null(),
  }),
  record: endpoint({
    method: 'GET',
    path: '/api/inventory/record/:vendorNumber',
    summary: "The inventory logs of a project's product, newest first",
    tags,
    access,
    transfer: 'json',
    params: inventoryRecordParamsSchema,
    query: inventoryRecordQuerySchema,
    response: inventoryLogPageSchema,
  }),
  template: endpoint({
    method: 'GET',
    path: '/api/inventory/template/download',
    summary: 'The inventory import template (xlsx)',
    tags,
    access,
    transfer: 'download',
  }),
  import: endpoint({
    method: 'POST',
    path: '/api/inventory/import',
    summary:
      'Import a stock count (multipart, one xlsx file): all rows or none, each rejected row listed',
    tags,
    access,
    transfer: 'upload',
    query: projectKeyQuerySchema,
    response: importResultSchema,
  }),
  report: endpoint({
    method: 'POST',
    path: '/api/inventory/report',
    summary: "Send the selected records to the project's partner as an 846 / INVRPT",
    tags,
    access,
    transfer: 'json',
    body: inventoryReportRequestSchema,
    response: inventoryReportResultSchema,
  }),
} as const;
