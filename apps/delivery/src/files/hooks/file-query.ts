import { filePageQuerySchema, type FilePageQuery } from '@portal/contracts';
import type { FileFilters } from '../state/file-list-query';

/** The query of one page, or null when the contract refuses it (nothing refused is sent). */
export function fileListQuery(
  filters: FileFilters,
  page: number,
  size: number,
): FilePageQuery | null {
  const query: FilePageQuery = { page, size };
  const projectKey = filters.projectKey.trim();
  if (projectKey !== '') query.project_key = projectKey;
  if (filters.kind !== '') query.kind = filters.kind;
  const poNumber = filters.poNumber.trim();
  if (poNumber !== '') query.poNumber = poNumber;
  return filePageQuerySchema.safeParse(query).success ? query : null;
}
