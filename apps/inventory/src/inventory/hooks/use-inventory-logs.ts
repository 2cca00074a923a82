import { useCallback, useEffect, useState } from 'react';
import { usePageSize } from '@portal/ui';
import { listInventoryLogs, type InventoryLogPage } from '../api/list-inventory-logs';

export interface InventoryLogs {
  data: InventoryLogPage | null;
  loading: boolean;
  page: number;
  size: number;
  setPage: (page: number) => void;
  /** After PagedTable stored a new page size: start again from the first page. */
  setSize: () => void;
  reload: () => void;
}

/** The inventory logs of one product of a project, a page at a time, newest first. */
export function useInventoryLogs(vendorNumber: string, projectKey: string): InventoryLogs {
  const [page, setPage] = useState(1);
  const [size] = usePageSize();
  const [data, setData] = useState<InventoryLogPage | null>(null);
  const [loading, setLoading] = useState(true);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let active = true;
    listInventoryLogs(vendorNumber, { projectKey, page, size }).then(
      (result) => {
        if (!active) return;
        setData(result);
        setLoading(false);
      },
      () => {
        // The client's snackbar says why; the last page stays on screen.
        if (active) setLoading(false);
      },
    );
    return () => {
      active = false;
    };
  }, [vendorNumber, projectKey, page, size, generation]);

  const changePage = useCallback((next: number) => {
    setLoading(true);
    setPage(next);
  }, []);
  const changeSize = useCallback(() => {
    setLoading(true);
    setPage(1);
  }, []);
  const reload = useCallback(() => {
    setLoading(true);
    setGeneration((current) => current + 1);
  }, []);

  return { data, loading, page, size, setPage: changePage, setSize: changeSize, reload };
}
