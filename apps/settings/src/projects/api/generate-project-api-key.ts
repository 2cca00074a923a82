import { projectApiKeySchema } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/**
 * PUT /api/project/config/apiKey/{key}: a new inbound HTTP API key; the old one stops working.
 * The server keeps only a hash, so this answer is the one time the key can be read.
 */
export const generateProjectApiKey = (projectKey: string): Promise<string> =>
  apiClient()
    .put(`/project/config/apiKey/${encodeURIComponent(projectKey)}`, projectApiKeySchema)
    .then((answer) => answer.apiKey);
