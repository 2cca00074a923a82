import { apiClient, type DownloadedFile } from '@portal/api-client';
import { deliveryFileEndpoints } from '@portal/contracts';

/** The ASN line-item template (xlsx) of a project, prefilled with the order's lines. */
export const downloadAsnTemplate = (
  projectKey: string,
  serialNumber: number,
  onProgress?: (fraction: number) => void,
): Promise<DownloadedFile> =>
  apiClient().fetchFile(deliveryFileEndpoints.template, {
    query: { project_key: projectKey, serial_number: serialNumber },
    ...(onProgress ? { onProgress } : {}),
    timeoutError: 'TEMPLATE_DOWNLOAD_FAILED',
  });
