import { z } from 'zod';
import { apiClient } from '@portal/api-client';

/** POST /api/auth/logout: the token stops working at once. */
export const logout = async (): Promise<void> => {
  await apiClient().post('/auth/logout', z.null());
};
