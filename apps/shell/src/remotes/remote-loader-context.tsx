import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { useStore } from 'jotai';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { addTranslations } from '@portal/i18n';
import type { RemoteArea } from '@portal/contracts';
import type { RemoteContract } from '@portal/shell-contract';
import { retryRemoteArea, type RemoteLoader } from './remote-areas';

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

/** A remote's texts join i18n under its own namespace as soon as its contract arrives. */
export function contractRegistrar(i18n: I18n): (contract: RemoteContract) => void {
  return (contract) => addTranslations(contract.namespace, contract.translations, i18n);
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
