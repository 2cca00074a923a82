import { apiClient, type DownloadedFile } from '@portal/api-client';
import { productEndpoints } from '@portal/contracts';

/** The import template (xlsx), headers in the user's language. */
export const downloadProductTemplate = (): Promise<DownloadedFile> =>
  apiClient().fetchFile(productEndpoints.template, {});
