import { browserPasswordHash } from '@portal/contracts';
import { z } from 'zod';
import { apiClient } from '@portal/api-client';

/** POST /api/auth/initialize: sets the admin password (sent as sha256(sha256(password))). */
export const initialize = async (password: string): Promise<void> => {
  await apiClient().post('/auth/initialize', z.null(), {
    password: browserPasswordHash(password),
  });
};
