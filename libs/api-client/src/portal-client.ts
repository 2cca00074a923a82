import type { Language } from '@portal/contracts';
import { createApiClient, type ApiClient, type ApiClientOptions } from './client';

/**
 * The portal's one client, shared as a Module Federation singleton: the shell configures it at
 * start (token from its store, language from i18n), and remotes call `apiClient()`.
 */
let configured: ApiClient | null = null;

export function configureApiClient(options: ApiClientOptions): ApiClient {
  configured = createApiClient(options);
  return configured;
}

export function apiClient(): ApiClient {
  if (!configured) throw new Error('The API client is used before the shell configured it.');
  return configured;
}

export type { ApiClientOptions, Language };
