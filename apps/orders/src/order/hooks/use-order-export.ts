import { useCallback, useRef, useState } from 'react';
import { saveFile } from '@portal/ui';
import { exportOrders } from '../api/export-orders';

export interface OrderExport {
  readonly exporting: boolean;
  /** How much of the workbook has arrived, 0 to 1; 0 while unknown. */
  readonly progress: number;
  /** Exports these orders (by serial number) and hands the workbook to the browser to save. */
  readonly run: (serialNumbers: readonly number[]) => Promise<void>;
}

/** The Excel export of selected orders, one at a time; a timeout is reported by the client. */
export function useOrderExport(): OrderExport {
  const [exporting, setExporting] = useState(false);
  const [progress, setProgress] = useState(0);
  // Guards against a second press before the loading state has rendered.
  const running = useRef(false);

  const run = useCallback(async (serialNumbers: readonly number[]) => {
    if (running.current) return;
    running.current = true;
    setExporting(true);
    setProgress(0);
    try {
      saveFile(await exportOrders(serialNumbers, (fraction) => setProgress(fraction)));
    } catch {
      // The client's snackbar says why (ORDER_EXPORT_TIMEOUT when it took too long).
    } finally {
      running.current = false;
      setExporting(false);
      setProgress(0);
    }
  }, []);

  return { exporting, progress, run };
}
