import { userEndpoints, type User } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** Who the token belongs to, with roles. */
export const getCurrentUser = (): Promise<User> => apiClient().call(userEndpoints.current);
