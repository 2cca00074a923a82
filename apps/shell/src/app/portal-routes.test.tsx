import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Provider as StoreProvider, createStore } from 'jotai';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { remoteAreaNames, User } from '@portal/contracts';
import { configureApiClient } from '@portal/api-client';
import { currentUserAtom, tokenAtom } from '@portal/auth';
import {
  pathOf,
  remoteScreenPaths,
  screenOfPath,
  screenRoles,
  remotesManifest,
  settingEndpoints,
  storageKeys,
  systemSettingDefaults,
} from '@portal/contracts';
import { addTranslations, initI18n } from '@portal/i18n';
import { ScreenPlaceholder, portalTheme } from '@portal/ui';
import type { RemoteContract } from '@portal/shell-contract';
import { shellTexts } from '../i18n/texts';
import { startRemoteAreas, type RemoteLoader } from '../remotes/remote-areas';
import { RemoteLoaderProvider, contractRegistrar } from '../remotes/remote-loader-context';
import { PortalRoutes } from './portal-routes';

const signedInUser: User = {
  id: 1,
  account: 'admin',
  nickname: 'admin',
  email: 'admin',
  phone: '',
  status: 'activated',
  roles: ['ADMIN', 'USER'],
  mustChangePassword: false,
  lockedUntil: null,
  createdAt: '2026-11-21T08:00:00.000Z',
  updatedAt: '2026-11-21T08:00:00.000Z',
};

/** The settings the layout reads once signed in: an admin-chosen site title. */
const settings = {
  ...systemSettingDefaults,
  siteTitle: { 'zh-cn': '华东供应商门户', 'en-us': 'East Supplier Portal' },
};
const meta = Object.fromEntries(
  Object.keys(systemSettingDefaults).map((name) => [
    name,
    { isDefault: name !== 'siteTitle', updatedAt: null, updatedBy: null },
  ]),
);
let server: Server;

beforeAll(async () => {
  server = createServer((request, response) => {
    const found = request.url === pathOf(settingEndpoints.read);
    response.writeHead(found ? 200 : 404, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify(
        found
          ? {
              code: '0000',
              message: 'ok',
              data: { values: settings, defaults: systemSettingDefaults, meta },
            }
          : { code: '3010', message: 'not found', data: null },
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  configureApiClient({
    baseUrl: `http://127.0.0.1:${port}`,
    getToken: () => 'test-token',
    getLanguage: () => 'zh-cn',
  });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  mounted.length = 0;
  localStorage.clear();
});

const manifest = remotesManifest((area) => `/remotes/${area}/mf-manifest.json`);

/** The paths whose screen was mounted: a guarded screen must never appear here. */
const mounted: string[] = [];

/** A remote contract whose screens say which path they serve, with one menu entry each. */
function contractFor(area: (typeof remoteAreaNames)[number]): RemoteContract {
  // Each screen has a page below it (`…/page`) with a title of its own.
  const texts = Object.fromEntries(
    remoteScreenPaths(area).flatMap((path) => [
      [path, `screen ${path}`],
      [`${path}/page`, `page of ${path}`],
    ]),
  );
  return {
    area,
    namespace: area,
    build: `build-${area}`,
    translations: { 'zh-cn': texts, 'en-us': texts },
    screens: remoteScreenPaths(area).map((path) => ({
      path,
      titleKey: path,
      pages: [{ path: 'page', titleKey: `${path}/page` }],
      roles: screenRoles[screenOfPath(path) ?? 'dashboard'],
      Component: () => {
        mounted.push(path);
        return <ScreenPlaceholder title={`screen ${path}`} description="" note="" />;
      },
    })),
    menu: remoteScreenPaths(area).map((path, index) => ({
      id: path,
      path,
      labelKey: path,
      descriptionKey: path,
      order: index,
      roles: screenRoles[screenOfPath(path) ?? 'dashboard'],
    })),
  };
}

async function renderPortal(path: string, failing: Set<string>, user: User = signedInUser) {
  const i18n = i18next.createInstance();
  await initI18n('zh-cn', i18n);
  addTranslations('shell', shellTexts, i18n);
  let attempts = 0;
  const loader: RemoteLoader = {
    fetchManifest: async () => manifest,
    loadContract: async (entry) => {
      attempts += 1;
      if (failing.has(entry.area)) throw new Error(`${entry.area} is down`);
      return contractFor(entry.area);
    },
  };
  const store = createStore();
  // Signed in already: the guard lets the layout through without asking the server.
  store.set(tokenAtom, 'test-token');
  store.set(currentUserAtom, user);
  render(
    <StoreProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <MantineProvider theme={portalTheme}>
          <RemoteLoaderProvider loader={loader}>
            <MemoryRouter initialEntries={[path]}>
              <PortalRoutes loader={loader} />
            </MemoryRouter>
          </RemoteLoaderProvider>
        </MantineProvider>
      </I18nextProvider>
    </StoreProvider>,
  );
  await startRemoteAreas(store, loader, contractRegistrar(i18n));
  return { attempts: () => attempts };
}

describe('portal routes', () => {
  it('mounts a remote screen at its manifest path, tagged with its area and build', async () => {
    await renderPortal('/space/package', new Set());
    const heading = await screen.findByRole('heading', { level: 1, name: 'screen /space/package' });
    expect(heading.closest('[data-remote]')?.getAttribute('data-build')).toBe('build-master-data');
  });

  it('shows the load error with retry at a failed remote path, and the retry loads it', async () => {
    const failing = new Set(['inventory']);
    const portal = await renderPortal('/space/inventory', failing);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('“库存”模块加载失败');
    expect(alert.textContent).toContain('inventory is down');
    const before = portal.attempts();
    failing.clear();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'screen /space/inventory' }),
    ).toBeTruthy();
    expect(portal.attempts()).toBe(before + 1);
  });

  it('titles the browser tab with the screen, or with the page below it that is open', async () => {
    await renderPortal('/space/delivery', new Set());
    await waitFor(() => expect(document.title).toBe('screen /space/delivery - 华东供应商门户'));
    cleanup();
    await renderPortal('/space/delivery/page', new Set());
    await waitFor(() => expect(document.title).toBe('page of /space/delivery - 华东供应商门户'));
  });

  it('shows the site title of the system settings in the header', async () => {
    await renderPortal('/space/package', new Set());
    const title = await screen.findByTestId('site-title');
    await waitFor(() => expect(title.textContent).toBe('华东供应商门户'));
  });

  it('opens the menu entry the same user chose last at /space, else order information', async () => {
    localStorage.setItem(
      storageKeys.currentMenu,
      JSON.stringify({ account: 'admin', path: '/space/inventory' }),
    );
    await renderPortal('/space', new Set());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'screen /space/inventory' }),
    ).toBeTruthy();
  });

  it('ignores the menu entry another account chose in this browser', async () => {
    localStorage.setItem(
      storageKeys.currentMenu,
      JSON.stringify({ account: 'someone-else', path: '/space/inventory' }),
    );
    await renderPortal('/space', new Set());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'screen /space/order' }),
    ).toBeTruthy();
  });

  it('opens / space at the first screen an ORDER-less user may open, not at a refused one', async () => {
    await renderPortal('/space', new Set(), { ...signedInUser, roles: ['PRODUCT'] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'screen /space/dashboard' }),
    ).toBeTruthy();
  });

  it('sends an unknown path to the 404 page', async () => {
    await renderPortal('/space/nothing-here', new Set());
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeTruthy();
  });
});

const orderClerk: User = { ...signedInUser, id: 2, account: 'clerk', roles: ['ORDER'] };

describe('the route guard', () => {
  for (const path of [
    '/space/product',
    '/space/inventory',
    '/space/store',
    '/space/settings',
    '/config',
  ]) {
    it(`shows the no-permission page at ${path} to a user with only ORDER, mounting nothing of the remote`, async () => {
      await renderPortal(path, new Set(), orderClerk);
      const main = await screen.findByRole('main');
      expect(await within(main).findByRole('heading', { level: 1, name: '没有权限' })).toBeTruthy();
      await waitFor(() =>
        expect(main.textContent).toContain(`你的账号没有打开“screen ${path}”的权限。`),
      );
      expect(main.textContent).toContain('如需使用，请联系管理员为你的账号授权。');
      const way = within(main).getByRole('link', { name: '前往“screen /space/dashboard”' });
      expect(way.getAttribute('href')).toBe('/space/dashboard');
      expect(main.querySelector('[data-remote]')).toBeNull();
      expect(mounted).toEqual([]);
      await waitFor(() => expect(document.title).toBe('没有权限 - 华东供应商门户'));
    });
  }

  it('guards a deep link below a screen the same way', async () => {
    await renderPortal('/space/product/42', new Set(), orderClerk);
    expect(await screen.findByRole('heading', { level: 1, name: '没有权限' })).toBeTruthy();
    expect(mounted).toEqual([]);
  });

  it('lets the user open the screens and deep links the role table allows', async () => {
    await renderPortal('/space/order/SN-1', new Set(), orderClerk);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'screen /space/order' }),
    ).toBeTruthy();
    expect(screen.queryByTestId('no-permission')).toBeNull();
  });

  it('names the area while the remote of the refused screen cannot be loaded', async () => {
    await renderPortal('/space/inventory', new Set(['inventory']), orderClerk);
    const main = await screen.findByRole('main');
    await waitFor(() => expect(main.textContent).toContain('你的账号没有打开“库存”的权限。'));
    expect(within(main).queryByRole('button', { name: '重试' })).toBeNull();
  });
});

describe('the layout', () => {
  it('offers "skip to content" as the first tab stop, and it moves the focus to the screen', async () => {
    await renderPortal('/space/order', new Set());
    await screen.findByRole('heading', { level: 1, name: 'screen /space/order' });
    const focusable = document.querySelectorAll<HTMLElement>(
      'a[href], button, input, [tabindex="0"]',
    );
    const skip = screen.getByRole('link', { name: '跳到正文' });
    expect(focusable[0]).toBe(skip);
    fireEvent.click(skip);
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('groups the menu, opens the group of the current page, and keeps a closed group per account', async () => {
    localStorage.setItem(
      storageKeys.menuGroups,
      JSON.stringify({ admin: { orders: false, administration: false } }),
    );
    await renderPortal('/space/order', new Set());
    const navigation = await screen.findByRole('navigation', { name: '主菜单' });
    const groupButton = (name: string) => within(navigation).getByRole('button', { name });
    // Entries are one line: the label is the link's name, the description its title.
    const entry = await within(navigation).findByRole('link', { name: 'screen /space/order' });
    expect(entry.getAttribute('title')).toBe('screen /space/order');
    expect(entry.getAttribute('aria-current')).toBe('page');
    // The stored "closed" gave way to the current page; administration stayed closed.
    expect(groupButton('订单').getAttribute('aria-expanded')).toBe('true');
    expect(groupButton('系统管理').getAttribute('aria-expanded')).toBe('false');
    expect(within(navigation).queryByRole('link', { name: 'screen /config' })).toBeNull();

    fireEvent.click(groupButton('库存与基础数据'));
    expect(groupButton('库存与基础数据').getAttribute('aria-expanded')).toBe('false');
    expect(within(navigation).queryByRole('link', { name: 'screen /space/product' })).toBeNull();
    const stored = JSON.parse(localStorage.getItem(storageKeys.menuGroups) ?? '{}') as unknown;
    expect(stored).toEqual({
      admin: { orders: true, administration: false, stockMasterData: false },
    });

    fireEvent.click(groupButton('系统管理'));
    expect(within(navigation).getByRole('link', { name: 'screen /config' })).toBeTruthy();
  });
});
