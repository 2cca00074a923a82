import { exportRows, type DownloadedFile, type TransferProgress } from '@portal/api-client';

/** POST /api/file/export for the inventory list: the selected records as an Excel workbook. */
export const exportInventory = (
  ids: readonly number[],
  onProgress?: TransferProgress,
): Promise<DownloadedFile> => exportRows('inventory', ids, onProgress);
