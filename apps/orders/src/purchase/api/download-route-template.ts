import { apiClient, type DownloadedFile } from '@portal/api-client';
import { purchaseEndpoints } from '@portal/contracts';

/** The route upload template of a project: its accepted, routed and printed orders. */
export const downloadRouteTemplate = (
  projectKey: string,
  onProgress?: (fraction: number) => void,
): Promise<DownloadedFile> =>
  apiClient().fetchFile(purchaseEndpoints.routeTemplate, {
    query: { project_key: projectKey },
    ...(onProgress ? { onProgress } : {}),
    timeoutError: 'TEMPLATE_DOWNLOAD_FAILED',
  });
