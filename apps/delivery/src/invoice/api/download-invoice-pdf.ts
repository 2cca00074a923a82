import { apiClient, type DownloadedFile } from '@portal/api-client';
import { invoiceEndpoints, type Language } from '@portal/contracts';

/** The printable invoice (PDF) in the user's language. */
export const downloadInvoicePdf = (
  invoiceId: number,
  language: Language,
  onProgress?: (fraction: number) => void,
): Promise<DownloadedFile> =>
  apiClient().fetchFile(invoiceEndpoints.pdf, {
    params: { invoice_id: invoiceId },
    query: { lang: language },
    ...(onProgress ? { onProgress } : {}),
  });
