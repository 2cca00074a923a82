import { apiClient } from '@portal/api-client';
import { orderEndpoints, type OrderDocumentTypeEntry } from '@portal/contracts';

/** The order documents a project (or every project) sends. */
export const listOrderDocumentTypes = (projectKey?: string): Promise<OrderDocumentTypeEntry[]> =>
  apiClient().call(orderEndpoints.documentTypes, { query: { project_key: projectKey } });
