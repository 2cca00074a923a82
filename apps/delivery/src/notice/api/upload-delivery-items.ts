import { apiClient } from '@portal/api-client';
import { deliveryFileEndpoints, type DeliveryItemUploadResult } from '@portal/contracts';

/**
 * Line items from an Excel workbook made from the ASN template: all rows or none (a refusal,
 * 2014, lists each failing row in `detail.rows`); the workbook is kept as a file.
 */
export const uploadDeliveryItems = (
  serialNumber: number,
  deliveryId: number | null,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<DeliveryItemUploadResult> =>
  apiClient().send(deliveryFileEndpoints.uploadItems, {
    query: {
      serial_number: serialNumber,
      ...(deliveryId === null ? {} : { delivery_id: deliveryId }),
    },
    file,
    fileName: file.name,
    ...(onProgress ? { onProgress } : {}),
  });
