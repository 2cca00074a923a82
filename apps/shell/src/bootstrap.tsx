import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import i18next from 'i18next';
import { createStore } from 'jotai';
import { configureSessionClient } from '@portal/auth';
import { configureSnackbar, showSnackbar } from '@portal/ui';
import { addTranslations, initI18n, storedLanguage } from '@portal/i18n';
import { PortalApp } from './app/portal-app';
import { shellTexts } from './i18n/texts';
import { federationLoader } from './remotes/federation-loader';
import { startRemoteAreas } from './remotes/remote-areas';
import { contractRegistrar } from './remotes/remote-loader-context';

/** The portal's one jotai store: the shell owns it, remotes read it through the Provider. */
const portalStore = createStore();

async function start(): Promise<void> {
  await initI18n(storedLanguage(), i18next);
  addTranslations('shell', shellTexts, i18next);
  document.title = i18next.t('siteTitle');
  configureSessionClient(portalStore, i18next, (error) => showSnackbar(error.message));
  configureSnackbar({ translate: (key) => i18next.t(key) });
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <PortalApp store={portalStore} i18n={i18next} loader={federationLoader} />
    </StrictMode>,
  );
  await startRemoteAreas(portalStore, federationLoader, contractRegistrar(i18next));
}

void start();
