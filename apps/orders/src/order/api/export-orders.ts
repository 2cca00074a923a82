import {
  apiClient,
  exportRows,
  type DownloadedFile,
  type TransferProgress,
} from '@portal/api-client';
import { orderExportEndpoints, type ListFilter, type OrderExportJob } from '@portal/contracts';

/** How long an order export may take before it is reported as timed out (spec §8). */
export const orderExportTimeoutMs = 120_000;

const limits = { timeoutMs: orderExportTimeoutMs, timeoutError: 'ORDER_EXPORT_TIMEOUT' } as const;

/** The selected orders and their lines as an Excel workbook. */
export const exportOrders = (
  serialNumbers: readonly number[],
  onProgress?: TransferProgress,
): Promise<DownloadedFile> => exportRows('order', serialNumbers, onProgress, limits);

/** How often the export dialog asks how far the server is. */
export const orderExportPollMs = 1_000;

/**
 * Starts writing every order the list's filter matches to a workbook on the server (no row cap):
 * the job is then followed with `orderExportStatus` and downloaded with `downloadOrderExport`.
 */
export const startOrderExport = (filter: ListFilter): Promise<OrderExportJob> =>
  apiClient().call(orderExportEndpoints.start, { body: { filter } });

/** How far the export is. Its failures are the dialog's to show, not a snackbar each poll. */
export const orderExportStatus = (id: string): Promise<OrderExportJob> =>
  apiClient().call(orderExportEndpoints.status, { params: { id }, failuresShownHere: 'all' });

/** Cancels a running export; the server removes what it had written. */
export const cancelOrderExport = (id: string): Promise<OrderExportJob> =>
  apiClient().call(orderExportEndpoints.cancel, { params: { id } });

/** The finished export's workbook. */
export const downloadOrderExport = (
  id: string,
  onProgress?: TransferProgress,
): Promise<DownloadedFile> =>
  apiClient().fetchFile(orderExportEndpoints.file, {
    params: { id },
    ...(onProgress ? { onProgress } : {}),
    ...limits,
  });
