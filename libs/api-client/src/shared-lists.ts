import {
  projectListItemSchema,
  type ExportResource,
  type ProjectListItem,
} from '@portal/contracts';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import type { DownloadOptions, DownloadedFile, TransferProgress } from './client';
import { apiClient } from './portal-client';

/**
 * GET /api/project/config/list: every project, for the project choice of business screens: key,
 * names and the switches those screens act on (the connection is the admin's).
 */
export const listProjects = (): Promise<ProjectListItem[]> =>
  apiClient().get('/project/config/list', z.array(projectListItemSchema));

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
 * POST /api/file/export: the selected rows of one list as an Excel workbook. No selection is
 * refused by the server too ("select the data to export").
 */
export const exportRows = (
  resource: ExportResource,
  ids: readonly number[],
  onProgress?: TransferProgress,
  limits: Pick<DownloadOptions, 'timeoutMs' | 'timeoutError'> = {},
): Promise<DownloadedFile> =>
  apiClient().download('/file/export', {
    method: 'post',
    body: { resource, ids },
    ...(onProgress ? { onProgress } : {}),
    ...limits,
  });
