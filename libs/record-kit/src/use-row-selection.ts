import { useCallback, useMemo, useState } from 'react';
import type { PagedTableRowKey, PagedTableSelection } from '@portal/ui';

export interface RowSelection {
  /** The ids of the selected rows, across pages. */
  readonly ids: readonly number[];
  /** What `PagedTable` takes as its `selection`. */
  readonly selection: PagedTableSelection;
  /** Drops a row that is gone (deleted) from the selection. */
  readonly forget: (id: number) => void;
  /** Empties the selection (the list now shows other records, e.g. another project's). */
  readonly clear: () => void;
}

const isId = (key: PagedTableRowKey): key is number => typeof key === 'number';

/** The rows ticked in a record table (keyed by record id), e.g. for an Excel export. */
export function useRowSelection(): RowSelection {
  const [ids, setIds] = useState<readonly number[]>([]);
  const forget = useCallback(
    (id: number) => setIds((current) => current.filter((selected) => selected !== id)),
    [],
  );
  const clear = useCallback(() => setIds([]), []);
  const selection = useMemo(
    (): PagedTableSelection => ({
      selected: ids,
      onChange: (keys) => setIds(keys.filter(isId)),
    }),
    [ids],
  );
  return { ids, selection, forget, clear };
}
