import type { UserListQuery } from '@portal/contracts';
import { usePagedList, type PagedList } from '@portal/ui';
import { listUsers, type UserPage } from '../api/list-users';
import { userFiltersAtom, userPageAtom, type UserFilters } from '../state/user-list-query';

export type UserList = PagedList<UserFilters, UserPage['records'][number]>;

/** The query the server takes: only the filters that say something. */
export function userListQuery(filters: UserFilters, page: number, size: number): UserListQuery {
  const text = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return {
    page,
    size,
    account: text(filters.account),
    nickname: text(filters.nickname),
    email: text(filters.email),
    status: filters.status === '' ? undefined : filters.status,
    role: filters.role === '' ? undefined : filters.role,
  };
}

const loadUsers = (filters: UserFilters, page: number, size: number): Promise<UserPage> =>
  listUsers(userListQuery(filters, page, size));

/** The user list: filters and page in the portal store, the page size the user's own choice. */
export function useUserList(): UserList {
  return usePagedList(userFiltersAtom, userPageAtom, loadUsers);
}
