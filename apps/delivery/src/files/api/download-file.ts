import { apiClient, type DownloadedFile } from '@portal/api-client';
import { deliveryFileEndpoints } from '@portal/contracts';

/** A stored file as it was kept (`upload:12`, `label:7`, `message:31`). */
export const downloadFile = (
  id: string,
  onProgress?: (fraction: number) => void,
): Promise<DownloadedFile> =>
  apiClient().fetchFile(deliveryFileEndpoints.download, {
    query: { id },
    ...(onProgress ? { onProgress } : {}),
  });
