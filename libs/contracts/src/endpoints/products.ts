import { allow, endpoint } from '../endpoint';
import {
  importResultSchema,
  productInputSchema,
  productPageQuerySchema,
  productPageSchema,
  productSaveSchema,
  productSchema,
  projectKeyQuerySchema,
} from '../master-data';
import { recordEndpoints } from './records';

const tags = ['products'];
const product = allow(['PRODUCT']);

/** /api/product/*: a project's products (spec §3, §7), and their Excel template and import. */
export const productEndpoints = {
  ...recordEndpoints('product', {
    tags,
    access: product,
    record: productSchema,
    page: {
      summary: 'Products, paged, filtered by project, number, name, SKU or UPC',
      query: productPageQuerySchema,
      response: productPageSchema,
    },
    list: {
      summary: 'Every product of a project, by number (for dropdowns)',
      /** Screens that pick a product: inventory, and the order, purchase, delivery and invoice ones. */
      access: allow(['PRODUCT', 'INVENTORY', 'ORDER', 'PURCHASE', 'DELIVERY', 'INVOICE']),
      query: projectKeyQuerySchema,
    },
    save: { summary: 'Create a product', body: productSaveSchema },
    info: { summary: 'One product' },
    update: { summary: 'Edit a product (its project does not change)', body: productInputSchema },
    remove: { summary: 'Delete a product that no inventory record counts' },
  }),
  template: endpoint({
    method: 'GET',
    path: '/api/product/template/download',
    summary: 'The product import template (xlsx), headers in your language',
    tags,
    access: product,
    transfer: 'download',
  }),
  import: endpoint({
    method: 'POST',
    path: '/api/product/import',
    summary:
      'Import a filled-in template (multipart, one xlsx file): all rows, or none with each rejected row listed',
    tags,
    access: product,
    transfer: 'upload',
    query: projectKeyQuerySchema,
    response: importResultSchema,
  }),
} as const;
