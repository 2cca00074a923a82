import { userEndpoints, type User, type UserUpdate } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** Edits a user's nickname, email and phone. */
export const updateUser = (id: number, user: UserUpdate): Promise<User> =>
  apiClient().call(userEndpoints.update, { params: { id }, body: user });
