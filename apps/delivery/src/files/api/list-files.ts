import { apiClient } from '@portal/api-client';
import {
  deliveryFileEndpoints,
  type FilePageQuery,
  type Page,
  type StoredFile,
} from '@portal/contracts';

/** One page of the project's stored files: reports, workbooks, labels, outbound documents. */
export const listFiles = (query: FilePageQuery): Promise<Page<StoredFile>> =>
  apiClient().call(deliveryFileEndpoints.page, { query });
