export { ApiError } from './api-error';
export {
  createApiClient,
  fileNameOf,
  type ApiClient,
  type ApiClientOptions,
  type CallArgs,
  type CallOptions,
  type DownloadedFile,
  type TransferProgress,
} from './client';
export { apiClient, configureApiClient } from './portal-client';
export { listOptionValues, useOptionValues } from './option-values';
export { exportMatchingRows, exportRows, listProjects, useProjects } from './shared-lists';
