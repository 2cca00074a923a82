import { userSchema, type User } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** GET /api/user/current: who the token belongs to, with roles. */
export const getCurrentUser = (): Promise<User> => apiClient().get('/user/current', userSchema);
