import { importResultSchema, type ImportResult } from '@portal/contracts';
import { apiClient, type TransferProgress } from '@portal/api-client';

/**
 * POST /api/inventory/import?projectKey=: a filled-in template of one project. Every row is taken,
 * or none: a rejected file fails with code 2014 and the rows it lists.
 */
export const importInventory = (
  projectKey: string,
  file: File,
  onProgress?: TransferProgress,
): Promise<ImportResult> =>
  apiClient().upload('/inventory/import', importResultSchema, file, file.name, {
    searchParams: { projectKey },
    ...(onProgress ? { onProgress } : {}),
  });
