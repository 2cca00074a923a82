import { authEndpoints, browserPasswordHash } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** Sets the admin password (sent as sha256(sha256(password))). */
export const initialize = async (password: string): Promise<void> => {
  await apiClient().call(authEndpoints.initialize, {
    body: { password: browserPasswordHash(password) },
  });
};
