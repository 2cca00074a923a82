import { z } from 'zod';
import type { Role } from '../roles';
import { invalid } from './fields';
import { recordIdSchema } from './records';

// Excel import and export of the master-data lists (and of inventory and orders).

/** What an import did: every row went in, or (on failure) none did. */
export const importResultSchema = z.object({
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** The resources `/file/export` writes to Excel: the selected rows of one list. */
export const exportResources = [
  'product',
  'package',
  'location',
  'store',
  'optionType',
  'optionDetail',
  'inventory',
  'order',
] as const;
export type ExportResource = (typeof exportResources)[number];
/**
 * Who may export each list: the role of its screen (decisions.md §4). The export endpoint admits
 * any of them; the server then checks the one of the list asked for.
 */
export const exportRoles: Readonly<Record<ExportResource, Role>> = {
  product: 'PRODUCT',
  package: 'PACKAGE',
  location: 'LOCATION',
  store: 'STORE',
  optionType: 'OPTION',
  optionDetail: 'OPTION',
  inventory: 'INVENTORY',
  order: 'ORDER',
};
export const fileExportSchema = z.object({
  resource: z.enum(exportResources, invalid),
  /** The selected rows; none is refused with "select the data to export" (2011). */
  ids: z.array(recordIdSchema).max(10_000, invalid),
});
export type FileExport = z.infer<typeof fileExportSchema>;

/** The media type of the workbooks the portal reads and writes. */
export const xlsxMediaType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Largest workbook an import accepts. */
export const maxImportBytes = 10 * 1024 * 1024;
/** Most data rows an import accepts. */
export const maxImportRows = 10_000;
