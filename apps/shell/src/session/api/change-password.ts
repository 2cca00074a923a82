import { browserPasswordHash, userEndpoints, type SessionToken } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** Changes my password: every other session ends; the answer carries this browser's new token. */
export const changePassword = (oldPassword: string, newPassword: string): Promise<SessionToken> =>
  apiClient().call(userEndpoints.changePassword, {
    body: {
      oldPassword: browserPasswordHash(oldPassword),
      newPassword: browserPasswordHash(newPassword),
    },
  });
