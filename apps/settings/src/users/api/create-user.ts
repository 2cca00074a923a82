import { userSchema, type User, type UserCreate } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** POST /api/user/create: the new user signs in with the initial password and must change it. */
export const createUser = (user: UserCreate): Promise<User> =>
  apiClient().post('/user/create', userSchema, user);
