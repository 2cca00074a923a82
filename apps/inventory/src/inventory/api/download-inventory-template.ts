import { apiClient, type DownloadedFile } from '@portal/api-client';

/** GET /api/inventory/template/download: the inventory import template (xlsx). */
export const downloadInventoryTemplate = (): Promise<DownloadedFile> =>
  apiClient().download('/inventory/template/download');
