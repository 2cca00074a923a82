import { apiClient, type DownloadedFile } from '@portal/api-client';
import { paymentEndpoints, paymentExportSeconds, type PaymentFilter } from '@portal/contracts';

/**
 * How long the browser waits for the workbook: a little past the server's own limit, so the
 * server's "payment export timed out" (5007) normally arrives first; when the browser gives up
 * first it reports the same catalogue entry.
 */
export const paymentExportTimeoutMs = (paymentExportSeconds + 15) * 1000;

/** Every remittance line the filter matches, as an Excel workbook. */
export const exportPayments = (
  filter: PaymentFilter,
  onProgress?: (fraction: number) => void,
): Promise<DownloadedFile> =>
  apiClient().fetchFile(paymentEndpoints.export, {
    query: filter,
    timeoutMs: paymentExportTimeoutMs,
    timeoutError: 'PAYMENT_EXPORT_TIMEOUT',
    ...(onProgress ? { onProgress } : {}),
  });
