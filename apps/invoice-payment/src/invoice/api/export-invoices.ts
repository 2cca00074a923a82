import { apiClient, type DownloadedFile } from '@portal/api-client';
import { invoiceEndpoints, type InvoiceFilter } from '@portal/contracts';

/** Every invoice the filter matches, as an Excel workbook. */
export const exportInvoices = (
  filter: InvoiceFilter,
  onProgress?: (fraction: number) => void,
): Promise<DownloadedFile> =>
  apiClient().fetchFile(invoiceEndpoints.export, {
    query: filter,
    ...(onProgress ? { onProgress } : {}),
  });
