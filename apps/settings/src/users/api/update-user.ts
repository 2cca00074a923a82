import { userSchema, type User, type UserUpdate } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** PUT /api/user/update/{id}: nickname, email and phone. */
export const updateUser = (id: number, user: UserUpdate): Promise<User> =>
  apiClient().put(`/user/update/${id}`, userSchema, user);
