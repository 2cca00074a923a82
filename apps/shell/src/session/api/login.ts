import { authEndpoints, browserPasswordHash, type LoginResponse } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

export interface Credentials {
  readonly account: string;
  readonly password: string;
  readonly captchaId: string;
  readonly captchaCode: string;
}

/** Signs in: the password leaves the browser only as sha256(sha256(password)). */
export const login = (credentials: Credentials): Promise<LoginResponse> =>
  apiClient().call(authEndpoints.login, {
    body: { ...credentials, password: browserPasswordHash(credentials.password) },
  });
