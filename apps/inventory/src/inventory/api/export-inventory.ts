import { exportRows, type DownloadedFile, type TransferProgress } from '@portal/api-client';

/** The selected records of the inventory list as an Excel workbook. */
export const exportInventory = (
  ids: readonly number[],
  onProgress?: TransferProgress,
): Promise<DownloadedFile> => exportRows('inventory', ids, onProgress);
