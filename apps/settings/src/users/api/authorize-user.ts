import { userSchema, type Role, type User } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** PUT /api/user/authorize/{id}: replaces the user's roles; their sessions end at once. */
export const authorizeUser = (id: number, roles: readonly Role[]): Promise<User> =>
  apiClient().put(`/user/authorize/${id}`, userSchema, { roles });
