import { useEffect, useState } from 'react';
import type { OrderDocumentTypeEntry } from '@portal/contracts';
import { listOrderDocumentTypes } from '../api/list-order-document-types';

/** The order documents a project sends (every project's when none is chosen), for the filter. */
export function useOrderDocumentTypes(projectKey: string): {
  documentTypes: OrderDocumentTypeEntry[];
  loading: boolean;
} {
  const [loaded, setLoaded] = useState<{
    projectKey: string;
    documentTypes: OrderDocumentTypeEntry[];
  } | null>(null);

  useEffect(() => {
    let active = true;
    listOrderDocumentTypes(projectKey === '' ? undefined : projectKey).then(
      (documentTypes) => active && setLoaded({ projectKey, documentTypes }),
      // The client's snackbar says why; the filter then offers no type.
      () => active && setLoaded({ projectKey, documentTypes: [] }),
    );
    return () => {
      active = false;
    };
  }, [projectKey]);

  const current = loaded !== null && loaded.projectKey === projectKey;
  return { documentTypes: current ? loaded.documentTypes : [], loading: !current };
}
