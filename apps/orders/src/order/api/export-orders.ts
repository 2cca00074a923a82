import {
  exportMatchingRows,
  exportRows,
  type DownloadedFile,
  type TransferProgress,
} from '@portal/api-client';
import type { ListFilter } from '@portal/contracts';

/** How long an order export may take before it is reported as timed out (spec §8). */
export const orderExportTimeoutMs = 120_000;

const limits = { timeoutMs: orderExportTimeoutMs, timeoutError: 'ORDER_EXPORT_TIMEOUT' } as const;

/** The selected orders and their lines as an Excel workbook. */
export const exportOrders = (
  serialNumbers: readonly number[],
  onProgress?: TransferProgress,
): Promise<DownloadedFile> => exportRows('order', serialNumbers, onProgress, limits);

/** Every order the list's filter matches, on all its pages, and their lines as a workbook. */
export const exportMatchingOrders = (
  filter: ListFilter,
  onProgress?: TransferProgress,
): Promise<DownloadedFile> => exportMatchingRows('order', filter, onProgress, limits);
