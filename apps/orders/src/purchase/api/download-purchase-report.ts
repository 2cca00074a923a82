import { apiClient, type DownloadedFile } from '@portal/api-client';
import { purchaseEndpoints, type purchaseReportQuerySchema } from '@portal/contracts';
import type { z } from 'zod';

/** What the report covers: the selected orders, or the list's filter. */
export type PurchaseReportQuery = z.input<typeof purchaseReportQuerySchema>;

/** The fulfilment report (xlsx) of the selected orders or of the filter. */
export const downloadPurchaseReport = (
  query: PurchaseReportQuery,
  onProgress?: (fraction: number) => void,
): Promise<DownloadedFile> =>
  apiClient().fetchFile(purchaseEndpoints.report, {
    query,
    ...(onProgress ? { onProgress } : {}),
  });
