import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import {
  authEndpoints,
  browserPasswordHash,
  settingEndpoints,
  userEndpoints,
  type Captcha,
  type LoginResponse,
} from '@portal/contracts';
import { apiClient } from '@portal/api-client';
import { currentUserAtom, signOutAtom, systemSettingsAtom, tokenAtom } from '@portal/auth';

/** The calls the dev host makes itself: the shell's sign-in, in its smallest form. */
export const getCaptcha = (): Promise<Captcha> => apiClient().call(authEndpoints.captcha);

export const isInitialized = async (): Promise<boolean> =>
  (await apiClient().call(authEndpoints.initialized)).initialized;

/** Sets the admin password of a fresh portal (a new data directory). */
export const initialize = async (password: string): Promise<void> => {
  await apiClient().call(authEndpoints.initialize, {
    body: { password: browserPasswordHash(password) },
  });
};

export const login = (credentials: {
  account: string;
  password: string;
  captchaId: string;
  captchaCode: string;
}): Promise<LoginResponse> =>
  apiClient().call(authEndpoints.login, {
    body: { ...credentials, password: browserPasswordHash(credentials.password) },
  });

/**
 * With a token but no user (a reload keeps the token in local storage): reads who it belongs to,
 * and the system settings remotes read (date formats). An expired token signs out through the
 * client's `onSessionExpired`.
 */
export function useSessionUser(): void {
  const token = useAtomValue(tokenAtom);
  const [user, setUser] = useAtom(currentUserAtom);
  const setSettings = useSetAtom(systemSettingsAtom);
  useEffect(() => {
    if (token === null || user !== null) return;
    let active = true;
    apiClient()
      .call(userEndpoints.current)
      .then(
        (current) => active && setUser(current),
        () => undefined,
      );
    apiClient()
      .call(settingEndpoints.read)
      .then(
        (response) => active && setSettings(response.values),
        () => undefined,
      );
    return () => {
      active = false;
    };
  }, [token, user, setUser, setSettings]);
}

/** Signs out on the server (a failure changes nothing here) and forgets the session. */
export function useSignOut(): () => void {
  const signOut = useSetAtom(signOutAtom);
  return () => {
    void apiClient()
      .call(authEndpoints.logout)
      .catch(() => undefined)
      .finally(() => signOut());
  };
}
