import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import i18next from 'i18next';
import { createStore } from 'jotai';
import contract from 'standalone-remote';
import { configureSessionClient } from '@portal/auth';
import { addTranslations, initI18n, storedLanguage } from '@portal/i18n';
import { contractProblems, contractTexts } from '@portal/shell-contract';
import { configureSnackbar, showSnackbar } from '@portal/ui';
import { StandaloneApp } from './standalone-app';
import { hostTexts } from './texts';

/** The dev host's store: what the shell's store is to a remote. */
const store = createStore();

async function start(): Promise<void> {
  await initI18n(storedLanguage(), i18next);
  for (const { namespace, translations } of contractTexts(contract))
    addTranslations(namespace, translations, i18next);
  addTranslations('standalone', hostTexts, i18next);
  document.title = i18next.t('standalone:title', { area: contract.area });
  // The dev server proxies the API paths to the local API, so the page's origin is the API's.
  configureSessionClient(store, i18next, (error) => showSnackbar(error.message));
  configureSnackbar({ translate: (key) => i18next.t(key) });
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <StandaloneApp
        contract={contract}
        problems={contractProblems(contract)}
        store={store}
        i18n={i18next}
      />
    </StrictMode>,
  );
}

void start();
