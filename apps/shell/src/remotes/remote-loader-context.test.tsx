import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { initI18n } from '@portal/i18n';
import type { RemoteContract, RemoteScreen } from '@portal/shell-contract';
import { contractRegistrar } from './remote-loader-context';

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
