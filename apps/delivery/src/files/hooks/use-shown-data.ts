import { useEffect, useState } from 'react';
import type { ShownData } from '@portal/contracts';
import { showFileData } from '../api/show-file-data';

export interface ShownDataState {
  /** The table; null while it loads or when it could not be read. */
  readonly data: ShownData | null;
  readonly failed: boolean;
}

/** The table of one stored file, read when the dialog opens on it. */
export function useShownData(fileId: string | null): ShownDataState {
  const [loaded, setLoaded] = useState<{ id: string; data: ShownData | null } | null>(null);
  useEffect(() => {
    if (fileId === null) return undefined;
    let active = true;
    showFileData(fileId).then(
      (data) => active && setLoaded({ id: fileId, data }),
      // The client's snackbar says why.
      () => active && setLoaded({ id: fileId, data: null }),
    );
    return () => {
      active = false;
    };
  }, [fileId]);
  const current = loaded !== null && loaded.id === fileId ? loaded : null;
  return { data: current?.data ?? null, failed: current !== null && current.data === null };
}
