import { useCallback } from 'react';
import type { ExportResource } from '@portal/contracts';
import { exportRows } from '@portal/api-client';
import { saveFile, useFileDownload, type FileDownload } from '@portal/ui';

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
