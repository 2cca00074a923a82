import { projectEndpoints } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/**
 * A new inbound HTTP API key; the old one stops working. The server keeps only a hash, so this
 * answer is the one time the key can be read.
 */
export const generateProjectApiKey = (projectKey: string): Promise<string> =>
  apiClient()
    .call(projectEndpoints.apiKey, { params: { key: projectKey } })
    .then((answer) => answer.apiKey);
