import { useAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { usePageSize } from '@portal/ui';
import { listProjects, type ProjectListQuery, type ProjectPage } from '../api/list-projects';
import {
  projectFiltersAtom,
  projectPageAtom,
  type ProjectFilters,
} from '../state/project-list-query';

export interface ProjectList {
  /** The last page the server sent (kept while the next one loads). */
  data: ProjectPage | null;
  loading: boolean;
  filters: ProjectFilters;
  page: number;
  size: number;
  search: (filters: ProjectFilters) => void;
  setPage: (page: number) => void;
  setSize: (size: number) => void;
  /** Reads the current page again, e.g. after a change. */
  reload: () => void;
}

/** The query the server takes: only the filters that say something. */
export function projectListQuery(
  filters: ProjectFilters,
  page: number,
  size: number,
): ProjectListQuery {
  const text = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return { page, size, projectKey: text(filters.projectKey), name: text(filters.name) };
}

/** The project list: filters and page in the portal store, the page size the user's own choice. */
export function useProjectList(): ProjectList {
  const [filters, setFilters] = useAtom(projectFiltersAtom);
  const [page, setPage] = useAtom(projectPageAtom);
  const [size] = usePageSize();
  const [data, setData] = useState<ProjectPage | null>(null);
  const [loading, setLoading] = useState(true);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let active = true;
    listProjects(projectListQuery(filters, page, size)).then(
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
    (next: ProjectFilters) => {
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
