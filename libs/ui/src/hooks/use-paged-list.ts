import { useAtom, type PrimitiveAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import type { Page } from '@portal/contracts';
import { usePageSize } from '../components/PagedTable';

export interface PagedList<Filters, Row> {
  /** The last page the server sent (kept while the next one loads). */
  data: Page<Row> | null;
  loading: boolean;
  filters: Filters;
  page: number;
  size: number;
  search: (filters: Filters) => void;
  setPage: (page: number) => void;
  setSize: (size: number) => void;
  /** Reads the current page again, e.g. after a change. */
  reload: () => void;
}

/**
 * A paged admin list: filters and page in the portal store (they survive leaving the screen), the
 * page size the user's own choice, and `load` asking the server for one page.
 */
export function usePagedList<Filters, Row>(
  filtersAtom: PrimitiveAtom<Filters>,
  pageAtom: PrimitiveAtom<number>,
  load: (filters: Filters, page: number, size: number) => Promise<Page<Row>>,
): PagedList<Filters, Row> {
  const [filters, setFilters] = useAtom(filtersAtom);
  const [page, setPage] = useAtom(pageAtom);
  const [size] = usePageSize();
  const [data, setData] = useState<Page<Row> | null>(null);
  const [loading, setLoading] = useState(true);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let active = true;
    load(filters, page, size).then(
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
  }, [load, filters, page, size, generation, setPage]);

  const search = useCallback(
    (next: Filters) => {
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
