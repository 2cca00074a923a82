import {
  fileExportEndpoints,
  projectEndpoints,
  type ExportResource,
  type ListFilter,
  type ProjectListItem,
} from '@portal/contracts';
import { useEffect, useState } from 'react';
import type { DownloadLimits, DownloadedFile, TransferProgress } from './client';
import { apiClient } from './portal-client';

/**
 * Every project, for the project choice of business screens: key, names and the switches those
 * screens act on (the connection is the admin's).
 */
export const listProjects = (): Promise<ProjectListItem[]> =>
  apiClient().call(projectEndpoints.list);

/** The projects a business screen offers, loaded once per mount. */
export function useProjects(): { projects: ProjectListItem[]; loading: boolean } {
  const [projects, setProjects] = useState<ProjectListItem[] | null>(null);
  useEffect(() => {
    let current = true;
    listProjects().then(
      (list) => current && setProjects(list),
      () => current && setProjects([]),
    );
    return () => {
      current = false;
    };
  }, []);
  return { projects: projects ?? [], loading: projects === null };
}

/**
 * The selected rows of one list as an Excel workbook. No selection is refused by the server too
 * ("select the data to export").
 */
export const exportRows = (
  resource: ExportResource,
  ids: readonly number[],
  onProgress?: TransferProgress,
  limits: Pick<DownloadLimits, 'timeoutMs' | 'timeoutError'> = {},
): Promise<DownloadedFile> =>
  apiClient().fetchFile(fileExportEndpoints.export, {
    body: { resource, ids: [...ids] },
    ...(onProgress ? { onProgress } : {}),
    ...limits,
  });

/**
 * Every row of one list its filter matches, on all pages, as an Excel workbook. Above
 * `maxExportRows` the server refuses ("narrow the filter", 2022).
 */
export const exportMatchingRows = (
  resource: ExportResource,
  filter: ListFilter,
  onProgress?: TransferProgress,
  limits: Pick<DownloadLimits, 'timeoutMs' | 'timeoutError'> = {},
): Promise<DownloadedFile> =>
  apiClient().fetchFile(fileExportEndpoints.export, {
    body: { resource, filter },
    ...(onProgress ? { onProgress } : {}),
    ...limits,
  });
