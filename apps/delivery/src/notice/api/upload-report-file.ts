import { apiClient } from '@portal/api-client';
import { deliveryFileEndpoints, type StoredFile } from '@portal/contracts';

/** A report file for the order's shipment (PDF, image, xlsx, csv or text; at most 10 MB). */
export const uploadReportFile = (
  serialNumber: number,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<StoredFile> =>
  apiClient().send(deliveryFileEndpoints.uploadReport, {
    query: { serial_number: serialNumber },
    file,
    fileName: file.name,
    ...(onProgress ? { onProgress } : {}),
  });
