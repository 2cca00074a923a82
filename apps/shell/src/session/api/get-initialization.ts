import { initializationStatusSchema } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** GET /api/auth/initialized: whether the admin password has been set. */
export const getInitialization = (): Promise<{ initialized: boolean }> =>
  apiClient().get('/auth/initialized', initializationStatusSchema);
