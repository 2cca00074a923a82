import { userEndpoints, type User } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** Activates a user, or deactivates them (which ends their sessions at once). */
export const setUserActive = (id: number, active: boolean): Promise<User> =>
  apiClient().call(userEndpoints.active, { params: { id }, body: { active } });
