import { useCallback, useRef, useState } from 'react';
import type { ExportResource } from '@portal/contracts';
import { exportRows } from '@portal/api-client';
import { saveFile } from '@portal/ui';

export interface ExcelExport {
  readonly exporting: boolean;
  /** How much of the workbook has arrived, 0 to 1; 0 while unknown. */
  readonly progress: number;
  /** Exports the rows with these ids and hands the workbook to the browser to save. */
  readonly run: (ids: readonly number[]) => Promise<void>;
}

/** POST /file/export of the selected rows of one list, one export at a time. */
export function useExcelExport(resource: ExportResource): ExcelExport {
  const [exporting, setExporting] = useState(false);
  const [progress, setProgress] = useState(0);
  // Guards against a second press before the loading state has rendered.
  const running = useRef(false);

  const run = useCallback(
    async (ids: readonly number[]) => {
      if (running.current) return;
      running.current = true;
      setExporting(true);
      setProgress(0);
      try {
        const file = await exportRows(resource, ids, (fraction) => setProgress(fraction));
        saveFile(file);
      } catch {
        // The client's snackbar says why.
      } finally {
        running.current = false;
        setExporting(false);
        setProgress(0);
      }
    },
    [resource],
  );

  return { exporting, progress, run };
}
