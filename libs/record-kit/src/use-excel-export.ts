import { useCallback } from 'react';
import type { ExportResource } from '@portal/contracts';
import { exportRows } from '@portal/api-client';
import {
  saveFile,
  showSnackbar,
  useFileDownload,
  type DownloadableFile,
  type FileDownload,
} from '@portal/ui';
import type { RowSelection } from './use-row-selection';

/** The export of one list: the ids of its selected rows. */
export type ExcelExport = FileDownload<readonly number[]>;

/** The call that writes the workbook of some rows (POST /file/export, or a screen's own). */
export type RowsDownload = (
  ids: readonly number[],
  onProgress: (fraction: number) => void,
) => Promise<DownloadableFile>;

/** POST /file/export of `resource`: the workbook call of most lists. */
export function useResourceDownload(resource: ExportResource): RowsDownload {
  return useCallback(
    (ids: readonly number[], onProgress: (fraction: number) => void) =>
      exportRows(resource, ids, onProgress),
    [resource],
  );
}

/** The selected rows of one list to Excel, one export at a time. `download` should be stable. */
export function useExcelExport(download: RowsDownload): ExcelExport {
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
  download: RowsDownload,
  noSelectionKey: string,
  rows: RowSelection,
): SelectedExport {
  const excel = useExcelExport(download);
  const exportSelected = useCallback(() => {
    if (rows.ids.length === 0) {
      showSnackbar(noSelectionKey);
      return;
    }
    void excel.run(rows.ids);
  }, [rows.ids, noSelectionKey, excel]);
  return { rows, excel, exportSelected };
}
