import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import type { User } from '@portal/contracts';
import { ApiError } from '@portal/api-client';
import { currentUserAtom } from '@portal/auth';
import { rowOf } from '@portal/testing';
import { renderInPortal } from '../../testing/render-in-portal';
import { UserManagementPanel } from './user-management-panel';
import { listUsers } from '../api/list-users';
import { createUser } from '../api/create-user';
import { deleteUser } from '../api/delete-user';
import { authorizeUser } from '../api/authorize-user';
import { setUserActive } from '../api/set-user-active';

// The calls are replaced here; the API's own suites and the e2e walk test the real ones.
vi.mock('../api/list-users', () => ({ listUsers: vi.fn() }));
vi.mock('../api/create-user', () => ({ createUser: vi.fn() }));
vi.mock('../api/update-user', () => ({ updateUser: vi.fn() }));
vi.mock('../api/delete-user', () => ({ deleteUser: vi.fn() }));
vi.mock('../api/authorize-user', () => ({ authorizeUser: vi.fn() }));
vi.mock('../api/set-user-active', () => ({ setUserActive: vi.fn() }));

const user = (id: number, account: string, overrides: Partial<User> = {}): User => ({
  id,
  account,
  nickname: `Nick ${account}`,
  email: `${account}@example.com`,
  phone: '',
  status: 'activated',
  roles: ['USER'],
  mustChangePassword: false,
  lockedUntil: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
  ...overrides,
});

const admin = user(1, 'admin', { roles: ['ADMIN'] });
const clerk = user(2, 'order-clerk', { status: 'deactivated', mustChangePassword: true });

beforeEach(() => {
  localStorage.clear();
  vi.mocked(listUsers).mockResolvedValue({ records: [admin, clerk], total: 2, page: 1, size: 10 });
});

afterEach(() => {
  vi.clearAllMocks();
  act(() => notifications.clean());
});

async function renderPanel() {
  const rendered = await renderInPortal(<UserManagementPanel />);
  act(() => rendered.store.set(currentUserAtom, admin));
  await screen.findByText('order-clerk', { selector: 'td' });
  return rendered;
}

describe('user management', () => {
  it('lists users with total, status and roles; the signed-in admin cannot act on themself', async () => {
    await renderPanel();
    expect(screen.getByText('共 2 条')).toBeTruthy();
    expect(rowOf('order-clerk').getByText('已停用')).toBeTruthy();
    expect(rowOf('order-clerk').getByText('待修改初始密码')).toBeTruthy();
    expect(rowOf('admin').getByText('管理员')).toBeTruthy();
    for (const action of ['授权', '停用', '删除']) {
      expect(rowOf('admin').getByRole('button', { name: action }).hasAttribute('disabled')).toBe(
        true,
      );
    }
    expect(
      rowOf('order-clerk').getByRole('button', { name: '激活' }).hasAttribute('disabled'),
    ).toBe(false);
    expect(vi.mocked(listUsers)).toHaveBeenLastCalledWith({ page: 1, size: 10 });
  });

  it('deletes only after confirmation, says so, and reads the list again', async () => {
    vi.mocked(deleteUser).mockResolvedValue(null);
    await renderPanel();

    fireEvent.click(rowOf('order-clerk').getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('确定删除“order-clerk”吗？');
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleteUser).not.toHaveBeenCalled();

    const calls = vi.mocked(listUsers).mock.calls.length;
    fireEvent.click(rowOf('order-clerk').getByRole('button', { name: '删除' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '删除' }),
    );
    await waitFor(() => expect(deleteUser).toHaveBeenCalledWith(2));
    expect((await screen.findByRole('alert')).textContent).toContain('删除成功');
    await waitFor(() => expect(vi.mocked(listUsers).mock.calls.length).toBeGreaterThan(calls));
  });

  it('keeps the dialog open and shows no success when the server refuses', async () => {
    vi.mocked(setUserActive).mockRejectedValue(new ApiError('4006', 'refused', 409));
    await renderPanel();

    fireEvent.click(rowOf('order-clerk').getByRole('button', { name: '激活' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '激活' }));
    await waitFor(() => expect(setUserActive).toHaveBeenCalledWith(2, true));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: '激活' }).hasAttribute('disabled')).toBe(
        false,
      ),
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.queryByText('用户已激活')).toBeNull();
  });

  it('checks a new user with the contracts rules before sending, then creates it with the chosen roles', async () => {
    vi.mocked(createUser).mockResolvedValue(user(3, 'li_lei'));
    await renderPanel();

    fireEvent.click(screen.getByRole('button', { name: '新增用户' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByRole('textbox', { name: '账号' }), {
      target: { value: 'li_lei' },
    });
    fireEvent.change(dialog.getByRole('textbox', { name: '昵称' }), {
      target: { value: 'Li Lei' },
    });
    fireEvent.change(dialog.getByRole('textbox', { name: '邮箱' }), {
      target: { value: 'not-an-email' },
    });
    fireEvent.click(dialog.getByRole('button', { name: '保存' }));
    expect(await dialog.findByText('邮箱格式不正确')).toBeTruthy();
    expect(createUser).not.toHaveBeenCalled();

    fireEvent.change(dialog.getByRole('textbox', { name: '邮箱' }), {
      target: { value: 'li.lei@example.com' },
    });
    fireEvent.click(dialog.getByRole('checkbox', { name: '订单' }));
    fireEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(createUser).toHaveBeenCalledWith({
        account: 'li_lei',
        nickname: 'Li Lei',
        email: 'li.lei@example.com',
        roles: ['USER', 'ORDER'],
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain('保存成功');
  });

  it('authorises the chosen roles after a confirmation naming them', async () => {
    vi.mocked(authorizeUser).mockResolvedValue(user(2, 'order-clerk', { roles: ['ORDER'] }));
    await renderPanel();

    fireEvent.click(rowOf('order-clerk').getByRole('button', { name: '授权' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('checkbox', { name: '普通用户' }));
    fireEvent.click(dialog.getByRole('button', { name: '授权' }));
    expect(await dialog.findByText('请至少选择一个角色')).toBeTruthy();

    fireEvent.click(dialog.getByRole('checkbox', { name: '订单' }));
    fireEvent.click(dialog.getByRole('button', { name: '授权' }));
    const confirm = await screen.findByText(/确定将“order-clerk”的角色设为：订单？/);
    const confirmDialog = within(confirm.closest('[role="dialog"]') as HTMLElement);
    fireEvent.click(confirmDialog.getByRole('button', { name: '授权' }));
    await waitFor(() => expect(authorizeUser).toHaveBeenCalledWith(2, ['ORDER']));
    expect((await screen.findByRole('alert')).textContent).toContain('授权成功');
  });

  it('searches with the filters that say something, from the first page', async () => {
    await renderPanel();
    fireEvent.change(screen.getByRole('textbox', { name: '账号' }), {
      target: { value: ' clerk ' },
    });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(vi.mocked(listUsers)).toHaveBeenLastCalledWith({
        page: 1,
        size: 10,
        account: 'clerk',
      }),
    );
  });
});
