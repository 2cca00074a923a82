import { inventoryEndpoints, type ImportResult } from '@portal/contracts';
import { apiClient, type TransferProgress } from '@portal/api-client';

/**
 * A filled-in template of one project. Every row is taken, or none: a rejected file fails with
 * code 2014 and the rows it lists.
 */
export const importInventory = (
  projectKey: string,
  file: File,
  onProgress?: TransferProgress,
): Promise<ImportResult> =>
  apiClient().send(inventoryEndpoints.import, {
    query: { projectKey },
    file,
    fileName: file.name,
    ...(onProgress ? { onProgress } : {}),
  });
