import { apiClient, type DownloadedFile } from '@portal/api-client';

/** GET /api/product/template/download: the import template (xlsx), headers in the user's language. */
export const downloadProductTemplate = (): Promise<DownloadedFile> =>
  apiClient().download('/product/template/download');
