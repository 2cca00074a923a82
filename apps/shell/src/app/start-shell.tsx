import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import i18next, { type i18n as I18n } from 'i18next';
import { createStore } from 'jotai';
import { configureSessionClient } from '@portal/auth';
import { configureSnackbar, showSnackbar } from '@portal/ui';
import { addTranslations, initI18n, storedLanguage } from '@portal/i18n';
import { shellTexts } from '../i18n/texts';

type Store = ReturnType<typeof createStore>;

/**
 * Starts a page of the shell: its language and texts, the api client's session handling and
 * the snackbar, then renders `app` with the page's one jotai store (remotes read it through the
 * Provider).
 */
export async function startShell(app: (store: Store, i18n: I18n) => ReactNode): Promise<void> {
  const store = createStore();
  await initI18n(storedLanguage(), i18next);
  addTranslations('shell', shellTexts, i18next);
  document.title = i18next.t('siteTitle');
  configureSessionClient(store, i18next, (error) => showSnackbar(error.message));
  configureSnackbar({ translate: (key) => i18next.t(key) });
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(<StrictMode>{app(store, i18next)}</StrictMode>);
}
