import { saveFile, useFileDownload, type FileDownload } from '@portal/ui';
import type { PaymentFilter } from '@portal/contracts';
import { exportPayments } from '../api/export-payments';

/**
 * "Export Excel" of every remittance line the filter matches. A timeout (5007) is told once, by
 * the api client's snackbar, in the catalogue's words: nothing is added here.
 */
export const usePaymentExport = (): FileDownload<PaymentFilter> =>
  useFileDownload(exportPayments, saveFile);
