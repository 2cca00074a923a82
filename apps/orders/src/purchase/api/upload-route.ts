import { apiClient } from '@portal/api-client';
import { purchaseEndpoints, type RouteUploadResult } from '@portal/contracts';

/**
 * The filled-in route template (one xlsx file) of a project. All rows are stored, or none: a
 * refusal (2014) lists each failing row in `detail.rows`.
 */
export const uploadRoute = (
  projectKey: string,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<RouteUploadResult> =>
  apiClient().send(purchaseEndpoints.routeUpload, {
    query: { project_key: projectKey },
    file,
    fileName: file.name,
    ...(onProgress ? { onProgress } : {}),
  });
