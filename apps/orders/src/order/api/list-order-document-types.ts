import { orderDocumentTypeSchema, type OrderDocumentTypeEntry } from '@portal/contracts';
import { apiClient } from '@portal/api-client';
import { z } from 'zod';

/** GET /api/order/documentTypes: the order documents a project (or every project) sends. */
export const listOrderDocumentTypes = (projectKey?: string): Promise<OrderDocumentTypeEntry[]> =>
  apiClient().get('/order/documentTypes', z.array(orderDocumentTypeSchema), {
    project_key: projectKey,
  });
