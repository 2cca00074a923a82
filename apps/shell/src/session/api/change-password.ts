import { browserPasswordHash, sessionTokenSchema, type SessionToken } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** PUT /api/user/password: every other session ends; the answer carries this browser's new token. */
export const changePassword = (oldPassword: string, newPassword: string): Promise<SessionToken> =>
  apiClient().put('/user/password', sessionTokenSchema, {
    oldPassword: browserPasswordHash(oldPassword),
    newPassword: browserPasswordHash(newPassword),
  });
