import { useCallback } from 'react';
import type { ExportResource, ListFilter } from '@portal/contracts';
import { exportMatchingRows, exportRows } from '@portal/api-client';
import {
  saveFile,
  showSnackbar,
  useFileDownload,
  type DownloadableFile,
  type FileDownload,
} from '@portal/ui';
import type { RowSelection } from './use-row-selection';

/** The rows one export covers: the ticked ones, or every row the list's filter matches. */
export type RowScope = { readonly ids: readonly number[] } | { readonly filter: ListFilter };

/** The export of one list: the rows of one scope at a time. */
export type ExcelExport = FileDownload<RowScope>;

/** The call that writes the workbook of some rows (POST /file/export, or a screen's own). */
export type RowsDownload = (
  ids: readonly number[],
  onProgress: (fraction: number) => void,
) => Promise<DownloadableFile>;

/** The call that writes the workbook of every row a list's filter matches, on all its pages. */
export type MatchingRowsDownload = (
  filter: ListFilter,
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

/** POST /file/export of `resource` with the list's filter: every row it matches. */
export function useResourceMatchingDownload(resource: ExportResource): MatchingRowsDownload {
  return useCallback(
    (filter: ListFilter, onProgress: (fraction: number) => void) =>
      exportMatchingRows(resource, filter, onProgress),
    [resource],
  );
}

/**
 * The rows of one list to Excel, one export at a time. `download` and `matching` should be
 * stable; without `matching` the list exports its ticked rows only.
 */
export function useExcelExport(
  download: RowsDownload,
  matching?: MatchingRowsDownload,
): ExcelExport {
  const byScope = useCallback(
    (scope: RowScope, onProgress: (fraction: number) => void) => {
      if ('ids' in scope) return download(scope.ids, onProgress);
      if (matching === undefined) throw new Error('this list exports its ticked rows only');
      return matching(scope.filter, onProgress);
    },
    [download, matching],
  );
  return useFileDownload(byScope, saveFile);
}

/** "Export Excel" of a list: its ticked rows, and where offered every row its filter matches. */
export interface ListExport {
  readonly excel: ExcelExport;
  /** How many rows are ticked. */
  readonly selectedCount: number;
  /** Exports the ticked rows; with none ticked, says so instead. */
  readonly exportSelected: () => void;
  /** Exports every row the filter matches; absent where the list offers ticked rows only. */
  readonly exportMatching?: (filter: ListFilter) => void;
}

/**
 * "Export Excel" of a list whose ticked rows are `ids`: with none ticked, the snackbar
 * `noSelection` (a `local-…` key or a text: the spec's "select the data to export").
 */
export function useListExport(
  download: RowsDownload,
  noSelection: string,
  ids: readonly number[],
  matching?: MatchingRowsDownload,
): ListExport {
  const excel = useExcelExport(download, matching);
  const { run } = excel;
  const exportSelected = useCallback(() => {
    if (ids.length === 0) {
      showSnackbar(noSelection);
      return;
    }
    void run({ ids });
  }, [ids, noSelection, run]);
  const exportMatching = useCallback((filter: ListFilter) => void run({ filter }), [run]);
  return {
    excel,
    selectedCount: ids.length,
    exportSelected,
    ...(matching === undefined ? {} : { exportMatching }),
  };
}

/** The rows ticked in a list and their export to Excel. */
export interface SelectedExport extends ListExport {
  readonly rows: RowSelection;
}

/**
 * "Export Excel" of a record list: the selected rows, or the `local-…` snackbar `noSelectionKey`;
 * with `matching`, also every row the list's filter matches.
 */
export function useSelectedExport(
  download: RowsDownload,
  noSelectionKey: string,
  rows: RowSelection,
  matching?: MatchingRowsDownload,
): SelectedExport {
  return { rows, ...useListExport(download, noSelectionKey, rows.ids, matching) };
}
