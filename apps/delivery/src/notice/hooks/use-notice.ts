import { useCallback, useEffect, useRef, useState } from 'react';
import type { DeliveryDetail } from '@portal/contracts';
import { getNoticeById, getOrderNotice } from '../api/get-notice';

/** What the address names: a saved notice, or an order whose notice is opened (or prefilled). */
export type NoticeAddress =
  | { readonly kind: 'notice'; readonly deliveryId: number }
  | { readonly kind: 'order'; readonly serialNumber: number; readonly projectKey: string };

export const addressKey = (address: NoticeAddress): string =>
  address.kind === 'notice'
    ? `notice:${address.deliveryId}`
    : `order:${address.serialNumber}:${address.projectKey}`;

export interface NoticeState {
  /** The notice as last read or answered; null while loading. */
  readonly detail: DeliveryDetail | null;
  /** It could not be read: the client's snackbar said why. */
  readonly failed: boolean;
  /** Reads it again; what is shown stays until the answer arrives. */
  readonly reload: () => void;
  /** Shows the notice an action answered with. */
  readonly replace: (detail: DeliveryDetail) => void;
  /**
   * Takes a notice the screen already has for the address it moves to (after the first save, a
   * copy), so that moving there reads nothing again.
   */
  readonly adopt: (address: NoticeAddress, detail: DeliveryDetail) => void;
}

type Loaded = {
  readonly key: string;
  readonly detail: DeliveryDetail | null;
  readonly failed: boolean;
};

/** Reads what an address names: `notice:<id>` or `order:<serial>:<project>`. */
function read(key: string): Promise<DeliveryDetail> {
  const [kind, first = '', ...rest] = key.split(':');
  return kind === 'notice'
    ? getNoticeById(Number(first))
    : getOrderNotice(Number(first), rest.join(':'));
}

/** The notice the address names, read when the address changes. */
export function useNotice(address: NoticeAddress): NoticeState {
  const key = addressKey(address);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [generation, setGeneration] = useState(0);
  // The address the screen moves to with the notice in hand: no need to read it.
  const adopted = useRef<string | null>(null);

  useEffect(() => {
    if (adopted.current === key) {
      adopted.current = null;
      return undefined;
    }
    let active = true;
    read(key).then(
      (detail) => active && setLoaded({ key, detail, failed: false }),
      () =>
        active &&
        setLoaded((shown) =>
          // A failed re-read keeps what is shown; the snackbar said why.
          shown !== null && shown.key === key && shown.detail !== null
            ? shown
            : { key, detail: null, failed: true },
        ),
    );
    return () => {
      active = false;
    };
  }, [key, generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  const replace = useCallback(
    (detail: DeliveryDetail) => setLoaded({ key, detail, failed: false }),
    [key],
  );
  const adopt = useCallback((next: NoticeAddress, detail: DeliveryDetail) => {
    const nextKey = addressKey(next);
    adopted.current = nextKey;
    setLoaded({ key: nextKey, detail, failed: false });
  }, []);

  const shown = loaded !== null && loaded.key === key ? loaded : null;
  return {
    detail: shown?.detail ?? null,
    failed: shown?.failed ?? false,
    reload,
    replace,
    adopt,
  };
}
