import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { apiDocsPath, type User } from '@portal/contracts';
import { currentUserAtom } from '@portal/auth';
import { renderInPortal } from '@portal/testing';
import { shellTexts } from '../i18n/texts';
import { UserMenu } from '../session/components/user-menu';

const user = (roles: User['roles']): User => ({
  id: 1,
  account: 'li_lei',
  nickname: 'Li Lei',
  email: 'li_lei@example.com',
  phone: '',
  status: 'activated',
  roles,
  mustChangePassword: false,
  lockedUntil: null,
  createdAt: '2026-11-21T08:00:00.000Z',
  updatedAt: '2026-11-21T08:00:00.000Z',
});

afterEach(cleanup);

async function openUserMenu(roles: User['roles'], language: 'zh-cn' | 'en-us' = 'zh-cn') {
  const { store } = await renderInPortal(<UserMenu />, {
    namespace: 'shell',
    texts: shellTexts,
    language,
  });
  act(() => store.set(currentUserAtom, user(roles)));
  fireEvent.click(await screen.findByTestId('user-menu'));
  // jsdom measures nothing, so Mantine hides the popover as detached: query hidden elements too.
  return within(await screen.findByRole('menu', { hidden: true }));
}

describe('API documentation link in the user menu', () => {
  it('is offered to an administrator and opens Swagger UI in a new tab', async () => {
    const menu = await openUserMenu(['ADMIN', 'USER']);
    const link = menu.getByRole('menuitem', {
      name: 'API 文档（在新标签页中打开）',
      hidden: true,
    });
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe(apiDocsPath);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('speaks English too', async () => {
    const menu = await openUserMenu(['ADMIN'], 'en-us');
    expect(
      menu.getByRole('menuitem', { name: 'API documentation (opens in a new tab)', hidden: true }),
    ).toBeTruthy();
  });

  it('is absent for a user without the administrator role', async () => {
    const menu = await openUserMenu(['ALL', 'USER']);
    expect(menu.getByRole('menuitem', { name: '退出登录', hidden: true })).toBeTruthy();
    expect(menu.queryByRole('menuitem', { name: /API/, hidden: true })).toBeNull();
    expect(document.querySelector(`a[href="${apiDocsPath}"]`)).toBeNull();
  });
});
