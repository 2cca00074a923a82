import { allow, endpoint } from '../endpoint';
import { inventoryPageQuerySchema } from '../inventory';
import {
  exportRoles,
  fileExportSchema,
  locationPageQuerySchema,
  optionDetailPageQuerySchema,
  optionTypePageQuerySchema,
  packagePageQuerySchema,
  productPageQuerySchema,
  storePageQuerySchema,
  type ExportResource,
} from '../master-data';
import { orderPageQuerySchema } from '../orders';

/** /api/file/export: the selected rows of a master-data, inventory or order list as a workbook. */
export const fileExportEndpoints = {
  export: endpoint({
    method: 'POST',
    path: '/api/file/export',
    summary:
      'Export the selected rows of a list, or every row its filter matches, to Excel (xlsx); the role of its screen is needed',
    tags: ['files'],
    access: allow([...new Set(Object.values(exportRoles))]),
    transfer: 'download',
    body: fileExportSchema,
  }),
} as const;

/**
 * The page query of each exporting list: an export's `filter` is read with it, so "all rows
 * matching the filter" are exactly the rows the list shows, on all its pages.
 */
export const exportFilterSchemas = {
  product: productPageQuerySchema,
  package: packagePageQuerySchema,
  location: locationPageQuerySchema,
  store: storePageQuerySchema,
  optionType: optionTypePageQuerySchema,
  optionDetail: optionDetailPageQuerySchema,
  inventory: inventoryPageQuerySchema,
  order: orderPageQuerySchema,
} as const satisfies Record<ExportResource, unknown>;
