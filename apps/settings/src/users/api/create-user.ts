import { userEndpoints, type User, type UserCreate } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** Creates a user, who signs in with the initial password and must change it. */
export const createUser = (user: UserCreate): Promise<User> =>
  apiClient().call(userEndpoints.create, { body: user });
