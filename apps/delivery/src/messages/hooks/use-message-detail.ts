import { useEffect, useState } from 'react';
import type { MessageDetail } from '@portal/contracts';
import { getMessage } from '../api/get-message';

export interface MessageDetailState {
  /** The message asked for; null while it loads, or when it could not be read. */
  readonly detail: MessageDetail | null;
  readonly failed: boolean;
}

/** One message, read when its id is given (the address names it) and again when it changes. */
export function useMessageDetail(messageId: number | null): MessageDetailState {
  const [loaded, setLoaded] = useState<{
    id: number;
    detail: MessageDetail | null;
  } | null>(null);
  useEffect(() => {
    if (messageId === null) return undefined;
    let active = true;
    getMessage(messageId).then(
      (detail) => active && setLoaded({ id: messageId, detail }),
      // The client's snackbar says why.
      () => active && setLoaded({ id: messageId, detail: null }),
    );
    return () => {
      active = false;
    };
  }, [messageId]);
  const current = loaded !== null && loaded.id === messageId ? loaded : null;
  return { detail: current?.detail ?? null, failed: current !== null && current.detail === null };
}
