import { inventoryEndpoints } from '@portal/contracts';
import { apiClient, type DownloadedFile } from '@portal/api-client';

/** The inventory import template (xlsx). */
export const downloadInventoryTemplate = (): Promise<DownloadedFile> =>
  apiClient().fetchFile(inventoryEndpoints.template, {});
