import { useAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import type { UserListQuery } from '@portal/contracts';
import { usePageSize } from '@portal/ui';
import { listUsers, type UserPage } from '../api/list-users';
import { userFiltersAtom, userPageAtom, type UserFilters } from '../state/user-list-query';

export interface UserList {
  /** The last page the server sent (kept while the next one loads). */
  data: UserPage | null;
  loading: boolean;
  filters: UserFilters;
  page: number;
  size: number;
  search: (filters: UserFilters) => void;
  setPage: (page: number) => void;
  setSize: (size: number) => void;
  /** Reads the current page again, e.g. after a change. */
  reload: () => void;
}

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

/** The user list: filters and page in the portal store, the page size the user's own choice. */
export function useUserList(): UserList {
  const [filters, setFilters] = useAtom(userFiltersAtom);
  const [page, setPage] = useAtom(userPageAtom);
  const [size] = usePageSize();
  const [data, setData] = useState<UserPage | null>(null);
  const [loading, setLoading] = useState(true);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let active = true;
    listUsers(userListQuery(filters, page, size)).then(
      (result) => {
        if (!active) return;
        // A delete can empty the last page: show the one before it.
        const lastPage = Math.max(1, Math.ceil(result.total / size));
        if (result.records.length === 0 && page > lastPage) setPage(lastPage);
        setData(result);
        setLoading(false);
      },
      () => {
        // The client's snackbar says why; the last list stays on screen.
        if (active) setLoading(false);
      },
    );
    return () => {
      active = false;
    };
  }, [filters, page, size, generation, setPage]);

  const search = useCallback(
    (next: UserFilters) => {
      setLoading(true);
      setFilters(next);
      setPage(1);
      setGeneration((current) => current + 1);
    },
    [setFilters, setPage],
  );

  const changePage = useCallback(
    (next: number) => {
      setLoading(true);
      setPage(next);
    },
    [setPage],
  );

  const changeSize = useCallback(() => {
    // PagedTable stored the new size; usePageSize follows it. Start again from the first page.
    setLoading(true);
    setPage(1);
  }, [setPage]);

  const reload = useCallback(() => {
    setLoading(true);
    setGeneration((current) => current + 1);
  }, []);

  return {
    data,
    loading,
    filters,
    page,
    size,
    search,
    setPage: changePage,
    setSize: changeSize,
    reload,
  };
}
