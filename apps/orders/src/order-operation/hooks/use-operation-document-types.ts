import { useEffect, useState } from 'react';
import { orderDocumentTypes, type OrderDocumentType } from '@portal/contracts';
import { listOrderDocumentTypes } from '../../order/api/list-order-document-types';

export interface OperationDocumentTypeChoice {
  readonly documentType: OrderDocumentType;
  /** The messages that carry it for the project (850, ORDERS, …); empty when not known. */
  readonly setIds: readonly string[];
}

const everyType: readonly OperationDocumentTypeChoice[] = orderDocumentTypes.map(
  (documentType) => ({ documentType, setIds: [] }),
);

/**
 * The document types a project's standard sends, with their messages: orders and order changes
 * to answer, and plans (forecasts) to look at. Without a project, or while its list loads or when
 * it names none, every type.
 */
export function useOperationDocumentTypes(
  projectKey: string,
): readonly OperationDocumentTypeChoice[] {
  const [loaded, setLoaded] = useState<{
    projectKey: string;
    choices: readonly OperationDocumentTypeChoice[];
  } | null>(null);

  useEffect(() => {
    if (projectKey === '') return;
    let current = true;
    listOrderDocumentTypes(projectKey).then(
      (entries) => {
        if (!current) return;
        const choices = entries.map((entry) => ({
          documentType: entry.documentType,
          setIds: entry.setIds,
        }));
        setLoaded({ projectKey, choices });
      },
      () => {
        // The client's snackbar says why; every type stays on offer.
      },
    );
    return () => {
      current = false;
    };
  }, [projectKey]);

  if (projectKey === '' || loaded?.projectKey !== projectKey || loaded.choices.length === 0) {
    return everyType;
  }
  return loaded.choices;
}
