import { saveFile, useFileDownload, type FileDownload } from '@portal/ui';
import type { InvoiceFilter } from '@portal/contracts';
import { exportInvoices } from '../api/export-invoices';

/** "Export Excel" of every invoice the current filter matches, one download at a time. */
export const useInvoiceExport = (): FileDownload<InvoiceFilter> =>
  useFileDownload(exportInvoices, saveFile);
