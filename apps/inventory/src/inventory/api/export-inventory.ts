import {
  exportMatchingRows,
  exportRows,
  type DownloadedFile,
  type TransferProgress,
} from '@portal/api-client';
import type { ListFilter } from '@portal/contracts';

/** The selected records of the inventory list as an Excel workbook. */
export const exportInventory = (
  ids: readonly number[],
  onProgress?: TransferProgress,
): Promise<DownloadedFile> => exportRows('inventory', ids, onProgress);

/** Every record the inventory list's filter matches, on all its pages, as an Excel workbook. */
export const exportMatchingInventory = (
  filter: ListFilter,
  onProgress?: TransferProgress,
): Promise<DownloadedFile> => exportMatchingRows('inventory', filter, onProgress);
