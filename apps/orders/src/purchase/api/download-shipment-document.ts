import { apiClient, type DownloadedFile } from '@portal/api-client';
import { purchaseEndpoints, type ShipmentDocumentKind } from '@portal/contracts';

/** A document kept for an order's shipment: labels (PDF, ZPL), packing slip, bill of lading. */
export const downloadShipmentDocument = (
  kind: ShipmentDocumentKind,
  serialNumber: number,
  onProgress?: (fraction: number) => void,
): Promise<DownloadedFile> =>
  apiClient().fetchFile(purchaseEndpoints.document, {
    params: { action: kind },
    query: { serialNumber },
    ...(onProgress ? { onProgress } : {}),
  });
