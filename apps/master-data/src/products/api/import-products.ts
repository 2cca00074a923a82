import { importResultSchema, type ImportResult } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/**
 * POST /api/product/import?projectKey=: a filled-in template (one xlsx file) into a project. All
 * rows go in, or none: a refusal (2014) lists each rejected row in `detail.rows`.
 */
export const importProducts = (
  projectKey: string,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<ImportResult> =>
  apiClient().upload('/product/import', importResultSchema, file, file.name, {
    searchParams: { projectKey },
    ...(onProgress ? { onProgress } : {}),
  });
