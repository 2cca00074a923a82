import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { useStore } from 'jotai';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { addTranslations } from '@portal/i18n';
import type { RemoteArea } from '@portal/contracts';
import { contractTexts, type RemoteContract } from '@portal/shell-contract';
import { retryRemoteArea, type ContractHandler, type RemoteLoader } from './remote-areas';

const RemoteLoaderContext = createContext<RemoteLoader | null>(null);

export function RemoteLoaderProvider({
  loader,
  children,
}: {
  loader: RemoteLoader;
  children: ReactNode;
}) {
  return <RemoteLoaderContext.Provider value={loader}>{children}</RemoteLoaderContext.Provider>;
}

/**
 * When a contract arrives: its texts join i18n under the remote's namespace (and its feature
 * libs' under theirs), and the code of the
 * screen being opened (if it is this remote's) is loaded before the area shows. A preload that
 * fails is left to the screen's own error boundary.
 */
export function contractRegistrar(
  i18n: I18n,
  currentPath: () => string = () => window.location.pathname,
): ContractHandler {
  return async (contract: RemoteContract) => {
    for (const { namespace, translations } of contractTexts(contract))
      addTranslations(namespace, translations, i18n);
    const path = currentPath();
    const opening = contract.screens.find(
      (screen) => path === screen.path || path.startsWith(`${screen.path}/`),
    );
    await opening?.preload?.().catch(() => undefined);
  };
}

export function useRetryRemoteArea(): (area: RemoteArea) => Promise<void> {
  const loader = useContext(RemoteLoaderContext);
  const store = useStore();
  const { i18n } = useTranslation();
  return useCallback(
    async (area: RemoteArea) => {
      if (!loader) throw new Error('RemoteLoaderProvider is missing');
      await retryRemoteArea(store, loader, area, contractRegistrar(i18n));
    },
    [loader, store, i18n],
  );
}
