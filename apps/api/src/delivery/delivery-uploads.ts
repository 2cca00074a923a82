import { posix, relative, sep } from 'node:path';
import { xlsxMediaType, type StoredFile } from '@portal/contracts';
import type { deliveryUploads } from '../database';
import type { ProjectPaths } from '../gateway/project-paths';

// A file uploaded on the delivery screen as every answer names it: the builder's report files
// and the delivery files list (delivery-files/) read this one mapping.

type UploadRow = typeof deliveryUploads.$inferSelect;

/** The media types /file/show/data reads as a table. */
export const tabularMediaTypes: ReadonlySet<string> = new Set([xlsxMediaType, 'text/csv']);

/** A stored file's path as answers show it: relative to the project root, `/`-separated. */
export function projectRelativePath(paths: ProjectPaths, directory: string, name: string): string {
  return posix.join(relative(paths.root, directory).split(sep).join(posix.sep), name);
}

/** An upload row as a StoredFile of the contracts (never an absolute path). */
export const uploadAsStoredFile = (
  row: UploadRow,
  paths: ProjectPaths,
  poNumber: string | null,
): StoredFile => ({
  id: `upload:${row.id}`,
  kind: row.kind,
  projectKey: row.projectKey,
  serialNumber: row.serialNumber,
  poNumber,
  name: row.name,
  path: projectRelativePath(paths, paths.upload, row.storedName),
  size: Number(row.size),
  type: row.mediaType,
  tabular: tabularMediaTypes.has(row.mediaType),
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
});
