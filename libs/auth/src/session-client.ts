import { configureApiClient, type ApiClient, type ApiError } from '@portal/api-client';
import { currentLanguage } from '@portal/i18n';
import type { i18n as I18n } from 'i18next';
import type { createStore } from 'jotai';
import { signOutAtom, tokenAtom } from './session';

/**
 * Configures the portal's one API client for a host (the shell, or the dev host of one remote):
 * the token from the host's store, the language from its i18n, a lost session signs out (back to
 * /login with the "log in again" message), and every other failure goes to `onFailure` (the
 * host shows its catalogue message, spec §7).
 */
export function configureSessionClient(
  store: ReturnType<typeof createStore>,
  i18n: I18n,
  onFailure: (error: ApiError) => void,
): ApiClient {
  return configureApiClient({
    baseUrl: window.location.origin,
    getToken: () => store.get(tokenAtom),
    getLanguage: () => currentLanguage(i18n),
    onSessionExpired: (error) => store.set(signOutAtom, error.code),
    onFailure,
  });
}
