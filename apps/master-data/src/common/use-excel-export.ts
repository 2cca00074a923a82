import { useCallback } from 'react';
import type { ExportResource } from '@portal/contracts';
import { exportRows } from '@portal/api-client';
import { saveFile, showSnackbar, useFileDownload, type FileDownload } from '@portal/ui';
import type { RowSelection } from './use-row-selection';

/** The export of one list: the ids of its selected rows. */
export type ExcelExport = FileDownload<readonly number[]>;

/** POST /file/export of the selected rows of one list, one export at a time. */
export function useExcelExport(resource: ExportResource): ExcelExport {
  const download = useCallback(
    (ids: readonly number[], onProgress: (fraction: number) => void) =>
      exportRows(resource, ids, onProgress),
    [resource],
  );
  return useFileDownload(download, saveFile);
}

/** The rows ticked in a list and their export to Excel. */
export interface SelectedExport {
  readonly rows: RowSelection;
  readonly excel: ExcelExport;
  /** Exports the selected rows; with none selected, says so instead. */
  readonly exportSelected: () => void;
}

/** "Export Excel" of a list: the selected rows, or the `local-…` snackbar `noSelectionKey`. */
export function useSelectedExport(
  resource: ExportResource,
  noSelectionKey: string,
  rows: RowSelection,
): SelectedExport {
  const excel = useExcelExport(resource);
  const exportSelected = useCallback(() => {
    if (rows.ids.length === 0) {
      showSnackbar(noSelectionKey);
      return;
    }
    void excel.run(rows.ids);
  }, [rows.ids, noSelectionKey, excel]);
  return { rows, excel, exportSelected };
}
