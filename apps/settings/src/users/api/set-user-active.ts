import { userSchema, type User } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** PUT /api/user/active/{id}: activate, or deactivate (which ends the user's sessions at once). */
export const setUserActive = (id: number, active: boolean): Promise<User> =>
  apiClient().put(`/user/active/${id}`, userSchema, { active });
