import { exportRows, type DownloadedFile, type TransferProgress } from '@portal/api-client';

/** How long an order export may take before it is reported as timed out (spec §8). */
export const orderExportTimeoutMs = 120_000;

/** The selected orders and their lines as an Excel workbook. */
export const exportOrders = (
  serialNumbers: readonly number[],
  onProgress?: TransferProgress,
): Promise<DownloadedFile> =>
  exportRows('order', serialNumbers, onProgress, {
    timeoutMs: orderExportTimeoutMs,
    timeoutError: 'ORDER_EXPORT_TIMEOUT',
  });
