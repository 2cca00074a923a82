import { authEndpoints } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** Whether the admin password has been set. */
export const getInitialization = (): Promise<{ initialized: boolean }> =>
  apiClient().call(authEndpoints.initialized);
