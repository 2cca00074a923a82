import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Provider as StoreProvider, createStore } from 'jotai';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { configureApiClient } from '@portal/api-client';
import { currentUserAtom, tokenAtom } from '@portal/auth';
import { authEndpoints, pathOf, type User } from '@portal/contracts';
import { addTranslations, initI18n } from '@portal/i18n';
import { portalTheme } from '@portal/ui';
import { shellTexts } from '../../i18n/texts';
import { LoginPage } from './login-page';
import { RequireSession } from './require-session';
import { UserMenu } from './user-menu';

/** The calls the pages made, as "METHOD path". */
const calls: string[] = [];
let server: Server;

beforeAll(async () => {
  server = createServer((request, response) => {
    calls.push(`${request.method} ${request.url}`);
    const loggedOut = request.url === pathOf(authEndpoints.logout);
    response.writeHead(loggedOut ? 200 : 404, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify(
        loggedOut
          ? { code: '0000', message: 'ok', data: null }
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
  calls.length = 0;
});

const newClerk: User = {
  id: 2,
  account: 'clerk',
  nickname: 'Clerk',
  email: 'clerk@example.com',
  phone: '',
  status: 'activated',
  roles: ['ORDER'],
  mustChangePassword: true,
  lockedUntil: null,
  createdAt: '2026-11-21T08:00:00.000Z',
  updatedAt: '2026-11-21T08:00:00.000Z',
};

async function renderAt(path: string, user: User | null) {
  const i18n = i18next.createInstance();
  await initI18n('zh-cn', i18n);
  addTranslations('shell', shellTexts, i18n);
  const store = createStore();
  if (user !== null) {
    store.set(tokenAtom, 'test-token');
    store.set(currentUserAtom, user);
  }
  render(
    <StoreProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <MantineProvider theme={portalTheme}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/login" element={<LoginPage />} />
              <Route element={<RequireSession />}>
                <Route
                  path="/space/order"
                  element={
                    <>
                      <p>order screen</p>
                      <UserMenu />
                    </>
                  }
                />
              </Route>
            </Routes>
          </MemoryRouter>
        </MantineProvider>
      </I18nextProvider>
    </StoreProvider>,
  );
  return store;
}

describe('the forced password change', () => {
  it('offers the language switch and sign-out, and opens nothing else', async () => {
    const store = await renderAt('/space/order', newClerk);
    const main = await screen.findByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: '修改密码' })).toBeTruthy();
    expect(within(main).getByRole('combobox', { name: '语言' })).toBeTruthy();
    expect(screen.queryByText('order screen')).toBeNull();

    fireEvent.click(within(main).getByRole('button', { name: '退出登录' }));
    // Signed out on the server and in the browser: the sign-in page takes over.
    // A round trip and the sign-in page's first render: slow on a busy machine.
    expect(await screen.findByRole('button', { name: '登录' }, { timeout: 5_000 })).toBeTruthy();
    expect(calls).toContain(`POST ${pathOf(authEndpoints.logout)}`);
    expect(store.get(tokenAtom)).toBeNull();
  });
});

describe('the sign-in page', () => {
  it('has a main landmark holding the page heading', async () => {
    await renderAt('/login', null);
    const main = await screen.findByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: '登录' })).toBeTruthy();
  });
});

describe('the user menu', () => {
  it('is named after the account it shows, so a spoken command finds it (label in name)', async () => {
    await renderAt('/space/order', { ...newClerk, mustChangePassword: false, roles: ['ORDER'] });
    const button = screen.getByTestId('user-menu');
    const name = button.getAttribute('aria-label') ?? '';
    expect(name.startsWith(button.textContent ?? '-')).toBe(true);
    expect(name).toContain('用户菜单');
  });

  it.each(['个人信息', '修改密码'])(
    'gives focus back to its button when the dialog "%s" it opened closes',
    async (item) => {
      await renderAt('/space/order', { ...newClerk, mustChangePassword: false });
      const button = screen.getByTestId('user-menu');
      button.focus();
      fireEvent.click(button);
      // The menu item that opened the dialog leaves with the menu: focus has nowhere to go back to.
      fireEvent.click(await screen.findByRole('menuitem', { name: item }));
      const dialog = await screen.findByRole('dialog', { name: item });
      await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

      fireEvent.keyDown(dialog, { key: 'Escape' });

      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(document.activeElement).toBe(button));
    },
  );
});

describe('the personal information', () => {
  it("names the roles in the user's language, never by their internal names", async () => {
    await renderAt('/space/order', {
      ...newClerk,
      mustChangePassword: false,
      roles: ['ORDER', 'USER'],
    });
    fireEvent.click(screen.getByTestId('user-menu'));
    fireEvent.click(await screen.findByRole('menuitem', { name: '个人信息' }));
    const dialog = await screen.findByRole('dialog', { name: '个人信息' });
    const roles = within(dialog).getByRole('row', { name: /角色/ });
    expect(roles.textContent).toContain('订单');
    expect(roles.textContent).toContain('普通用户');
    expect(roles.textContent).not.toContain('ORDER');
  });
});
