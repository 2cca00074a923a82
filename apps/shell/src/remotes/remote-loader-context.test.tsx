import { describe, expect, it } from 'vitest';
import { act, render, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { Provider as StoreProvider, createStore } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { tokenAtom } from '@portal/auth';
import { initI18n } from '@portal/i18n';
import type { RemoteContract, RemoteScreen } from '@portal/shell-contract';
import { remoteAreasAtom, type RemoteLoader } from './remote-areas';
import {
  RemoteAreasAfterSignIn,
  RemoteLoaderProvider,
  contractRegistrar,
} from './remote-loader-context';

function screenAt(path: RemoteScreen['path'], preloaded: string[], fails = false): RemoteScreen {
  return {
    path,
    titleKey: 'title',
    roles: ['USER'],
    Component: () => null,
    preload: async () => {
      if (fails) throw new Error('chunk failed');
      preloaded.push(path);
    },
  };
}

function settingsContract(preloaded: string[], configFails = false): RemoteContract {
  return {
    area: 'settings',
    namespace: 'settings',
    build: 'test',
    translations: { 'zh-cn': { title: '设置' }, 'en-us': { title: 'Settings' } },
    screens: [screenAt('/space/settings', preloaded), screenAt('/config', preloaded, configFails)],
    menu: [],
  };
}

describe('contractRegistrar', () => {
  it('adds the texts and preloads only the screen being opened, subpaths included', async () => {
    const i18n = i18next.createInstance();
    await initI18n('en-us', i18n);
    const preloaded: string[] = [];
    await contractRegistrar(i18n, () => '/space/settings/users')(settingsContract(preloaded));
    expect(i18n.t('settings:title')).toBe('Settings');
    expect(preloaded).toEqual(['/space/settings']);

    const elsewhere: string[] = [];
    await contractRegistrar(i18n, () => '/space/order')(settingsContract(elsewhere));
    expect(elsewhere).toEqual([]);
  });

  it('lets a failed preload pass: the screen error boundary reports it on render', async () => {
    const i18n = i18next.createInstance();
    await initI18n('zh-cn', i18n);
    await expect(
      contractRegistrar(i18n, () => '/config')(settingsContract([], true)),
    ).resolves.toBeUndefined();
  });
});

describe('RemoteAreasAfterSignIn', () => {
  it('reads no manifest and loads no remote while signed out, and starts once signed in', async () => {
    const i18n = i18next.createInstance();
    await initI18n('zh-cn', i18n);
    const store = createStore();
    const manifestReads: number[] = [];
    const loader: RemoteLoader = {
      fetchManifest: async () => {
        manifestReads.push(1);
        return { remotes: [] };
      },
      loadContract: async () => {
        throw new Error('no remote in this test');
      },
    };
    render(
      <StoreProvider store={store}>
        <I18nextProvider i18n={i18n}>
          <RemoteLoaderProvider loader={loader}>
            <RemoteAreasAfterSignIn />
          </RemoteLoaderProvider>
        </I18nextProvider>
      </StoreProvider>,
    );
    expect(manifestReads).toEqual([]);
    expect(store.get(remoteAreasAtom).manifest).toEqual({ status: 'loading' });

    act(() => store.set(tokenAtom, 'signed-in'));
    await waitFor(() => expect(store.get(remoteAreasAtom).manifest).toEqual({ status: 'ready' }));
    expect(manifestReads).toEqual([1]);
  });
});
