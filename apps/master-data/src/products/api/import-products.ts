import { apiClient } from '@portal/api-client';
import { productEndpoints, type ImportResult } from '@portal/contracts';

/**
 * A filled-in template (one xlsx file) into a project. All rows go in, or none: a refusal (2014)
 * lists each rejected row in `detail.rows`.
 */
export const importProducts = (
  projectKey: string,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<ImportResult> =>
  apiClient().send(productEndpoints.import, {
    query: { projectKey },
    file,
    fileName: file.name,
    ...(onProgress ? { onProgress } : {}),
  });
