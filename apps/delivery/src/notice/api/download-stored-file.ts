import { apiClient, type DownloadedFile } from '@portal/api-client';
import { deliveryFileEndpoints } from '@portal/contracts';

/** A stored file (a report, a line-item workbook, a label or an outbound document) by its id. */
export const downloadStoredFile = (
  id: string,
  onProgress?: (fraction: number) => void,
): Promise<DownloadedFile> =>
  apiClient().fetchFile(deliveryFileEndpoints.download, {
    query: { id },
    ...(onProgress ? { onProgress } : {}),
  });
