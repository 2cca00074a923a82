import { saveFile, useFileDownload, type FileDownload } from '@portal/ui';
import { exportOrders } from '../api/export-orders';

/** The Excel export of selected orders (by serial number), one at a time. */
export type OrderExport = FileDownload<readonly number[]>;

/** A timeout is reported by the client as "order export timed out" (ORDER_EXPORT_TIMEOUT). */
export const useOrderExport = (): OrderExport => useFileDownload(exportOrders, saveFile);
