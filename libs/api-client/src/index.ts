export { ApiError } from './api-error';
export { createApiClient, type ApiClient, type ApiClientOptions } from './client';
export { apiClient, configureApiClient } from './portal-client';
