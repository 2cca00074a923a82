import {
  envelopeSchema,
  importResultSchema,
  productInputSchema,
  productPageQuerySchema,
  productPageSchema,
  productSaveSchema,
  productSchema,
  projectKeyQuerySchema,
  recordIdParamsSchema as params,
} from '@portal/contracts';
import { z } from 'zod';
import { allow } from '../access/route-access';
import type { App } from '../common/app-types';
import type { ApiContext } from '../context';
import { productsHandlers } from './products.handlers';
import { ProductsService } from './products.service';

const tags = ['products'];
const product = allow(['PRODUCT']);
/** Screens that pick a product: inventory, and the order, purchase, delivery and invoice ones. */
const pickers = allow(['PRODUCT', 'INVENTORY', 'ORDER', 'PURCHASE', 'DELIVERY', 'INVOICE']);
const one = envelopeSchema(productSchema);

/** /api/product/*: a project's products (spec §3, §7). */
export async function productsRoutes(app: App, context: ApiContext): Promise<void> {
  const handlers = productsHandlers(new ProductsService(context.database.db, context.clock));
  app.get(
    '/api/product/page',
    {
      config: { access: product },
      schema: {
        tags,
        summary: 'Products, paged, filtered by project, number, name, SKU or UPC',
        querystring: productPageQuerySchema,
        response: { 200: envelopeSchema(productPageSchema) },
      },
    },
    handlers.page,
  );
  app.get(
    '/api/product/list',
    {
      config: { access: pickers },
      schema: {
        tags,
        summary: 'Every product of a project, by number (for dropdowns)',
        querystring: projectKeyQuerySchema,
        response: { 200: envelopeSchema(z.array(productSchema)) },
      },
    },
    handlers.list,
  );
  app.post(
    '/api/product/save',
    {
      config: { access: product },
      schema: {
        tags,
        summary: 'Create a product',
        body: productSaveSchema,
        response: { 200: one },
      },
    },
    handlers.save,
  );
  app.get(
    '/api/product/info/:id',
    {
      config: { access: product },
      schema: { tags, summary: 'One product', params, response: { 200: one } },
    },
    handlers.info,
  );
  app.put(
    '/api/product/update/:id',
    {
      config: { access: product },
      schema: {
        tags,
        summary: 'Edit a product (its project does not change)',
        params,
        body: productInputSchema,
        response: { 200: one },
      },
    },
    handlers.update,
  );
  app.delete(
    '/api/product/delete/:id',
    {
      config: { access: product },
      schema: {
        tags,
        summary: 'Delete a product that no inventory record counts',
        params,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    handlers.remove,
  );
  app.get(
    '/api/product/template/download',
    {
      config: { access: product },
      schema: { tags, summary: 'The product import template (xlsx), headers in your language' },
    },
    handlers.template,
  );
  app.post(
    '/api/product/import',
    {
      config: { access: product },
      schema: {
        tags,
        summary:
          'Import a filled-in template (multipart, one xlsx file): all rows, or none with each rejected row listed',
        querystring: projectKeyQuerySchema,
        response: { 200: envelopeSchema(importResultSchema) },
      },
    },
    handlers.import,
  );
}
