import { userEndpoints, type Role, type User } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** Replaces the user's roles; their sessions end at once. */
export const authorizeUser = (id: number, roles: readonly Role[]): Promise<User> =>
  apiClient().call(userEndpoints.authorize, { params: { id }, body: { roles: [...roles] } });
