import { useEffect, useState } from 'react';
import type { OrderDocumentTypeEntry } from '@portal/contracts';
import { listOrderDocumentTypes } from '../../order/api/list-order-document-types';
import {
  answerableDocumentTypes,
  type AnswerableDocumentType,
} from '../state/order-operation-query';

export interface AnswerableDocumentTypeChoice {
  readonly documentType: AnswerableDocumentType;
  /** The messages that carry it for the project (850, ORDERS, …); empty when not known. */
  readonly setIds: readonly string[];
}

const everyAnswerableType: readonly AnswerableDocumentTypeChoice[] = answerableDocumentTypes.map(
  (documentType) => ({ documentType, setIds: [] }),
);

const isAnswerable = (
  entry: OrderDocumentTypeEntry,
): entry is OrderDocumentTypeEntry & { documentType: AnswerableDocumentType } =>
  (answerableDocumentTypes as readonly string[]).includes(entry.documentType);

/**
 * The answerable document types a project's standard sends, with their messages. Without a
 * project, or while its list loads or when it names none, both orders and order changes.
 */
export function useAnswerableDocumentTypes(
  projectKey: string,
): readonly AnswerableDocumentTypeChoice[] {
  const [loaded, setLoaded] = useState<{
    projectKey: string;
    choices: readonly AnswerableDocumentTypeChoice[];
  } | null>(null);

  useEffect(() => {
    if (projectKey === '') return;
    let current = true;
    listOrderDocumentTypes(projectKey).then(
      (entries) => {
        if (!current) return;
        const choices = entries
          .filter(isAnswerable)
          .map((entry) => ({ documentType: entry.documentType, setIds: entry.setIds }));
        setLoaded({ projectKey, choices });
      },
      () => {
        // The client's snackbar says why; both types stay on offer.
      },
    );
    return () => {
      current = false;
    };
  }, [projectKey]);

  if (projectKey === '' || loaded?.projectKey !== projectKey || loaded.choices.length === 0) {
    return everyAnswerableType;
  }
  return loaded.choices;
}
