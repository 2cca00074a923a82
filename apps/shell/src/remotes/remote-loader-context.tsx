import { createContext, useCallback, useContext, useEffect, type ReactNode } from 'react';
import { useAtomValue, useStore } from 'jotai';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { addTranslations } from '@portal/i18n';
import type { RemoteArea } from '@portal/contracts';
import { contractTexts, type RemoteContract } from '@portal/shell-contract';
import { tokenAtom } from '@portal/auth';
import {
  loadWaitingArea,
  retryRemoteArea,
  startRemoteAreas,
  whenIdle,
  type ContractHandler,
  type RemoteLoader,
} from './remote-areas';

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

function useLoader(): RemoteLoader {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('RemoteLoaderProvider is missing');
  return loader;
}

/** Stores whose remotes were started: once per page, whatever React re-runs. */
const started = new WeakSet<object>();

/**
 * Starts loading the remotes once someone is signed in, never before: the sign-in page loads no
 * remote. The remote that owns the path being opened comes first, the others when the browser
 * is idle.
 */
export function RemoteAreasAfterSignIn() {
  const loader = useLoader();
  const store = useStore();
  const token = useAtomValue(tokenAtom);
  const { i18n } = useTranslation();
  useEffect(() => {
    if (token === null || started.has(store)) return;
    started.add(store);
    void startRemoteAreas(store, loader, contractRegistrar(i18n), {
      openingPath: window.location.pathname,
      later: whenIdle,
    });
  }, [token, store, loader, i18n]);
  return null;
}

/** Loads a waiting area now: its path opened before the browser was idle. */
export function useLoadWaitingArea(area: RemoteArea, waiting: boolean): void {
  const loader = useLoader();
  const store = useStore();
  const { i18n } = useTranslation();
  useEffect(() => {
    if (waiting) void loadWaitingArea(store, loader, area, contractRegistrar(i18n));
  }, [area, waiting, store, loader, i18n]);
}

export function useRetryRemoteArea(): (area: RemoteArea) => Promise<void> {
  const loader = useLoader();
  const store = useStore();
  const { i18n } = useTranslation();
  return useCallback(
    (area: RemoteArea) => retryRemoteArea(store, loader, area, contractRegistrar(i18n)),
    [loader, store, i18n],
  );
}
