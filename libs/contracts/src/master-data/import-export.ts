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
/** Most rows one export or inventory report covers, ticked or matching a filter. */
export const maxExportRows = 10_000;

/**
 * A list's filter as its page query sends it (`name: value`, a list comma-separated), for a call
 * that covers every row the filter matches, on every page. The server reads it with that list's
 * own page query schema, so the rows are exactly those the list shows.
 */
export const listFilterSchema = z
  .record(z.string().max(64, invalid), z.string().max(1000, invalid))
  .refine((filter) => Object.keys(filter).length <= 32, invalid);
export type ListFilter = z.infer<typeof listFilterSchema>;

/** What a list's page query holds besides its filter: the page, its size and its keyset cursor. */
const pagingKeys: ReadonlySet<string> = new Set(['page', 'size', 'after']);

/** One query value as its query string carries it: a list comma-separated, nothing for none. */
function queryText(value: unknown): string | undefined {
  if (Array.isArray(value)) return value.map(String).join(',');
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** The filter of a list's page query (its paging left out), in the form `listFilterSchema` takes. */
export function listFilterOf(query: object): ListFilter {
  const filter: ListFilter = {};
  for (const [key, value] of Object.entries(query)) {
    const text = queryText(value);
    if (text !== undefined && !pagingKeys.has(key)) filter[key] = text;
  }
  return filter;
}

export const fileExportSchema = z
  .object({
    resource: z.enum(exportResources, invalid),
    /** The selected rows; none is refused with "select the data to export" (2011). */
    ids: z.array(recordIdSchema).max(maxExportRows, invalid).optional(),
    /**
     * Instead of ids: every row the list's filter matches, on all its pages. More than
     * `maxExportRows` is refused (2022), so the user narrows the filter.
     */
    filter: listFilterSchema.optional(),
  })
  .refine((body) => body.ids === undefined || body.filter === undefined, {
    path: ['filter'],
    ...invalid,
  });
export type FileExport = z.input<typeof fileExportSchema>;

/** The media type of the workbooks the portal reads and writes. */
export const xlsxMediaType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Largest workbook an import accepts. */
export const maxImportBytes = 10 * 1024 * 1024;
/** Most data rows an import accepts. */
export const maxImportRows = 10_000;
