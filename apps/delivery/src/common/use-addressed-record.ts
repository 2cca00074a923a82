import { useCallback, useEffect, useRef, useState } from 'react';

/** A record the builder screen shows (a ship notice, an invoice), read by its address. */
export interface AddressedRecord<Address, Detail> {
  /** The record as last read or answered; null while loading. */
  readonly detail: Detail | null;
  /** It could not be read: the client's snackbar said why. */
  readonly failed: boolean;
  /** Reads it again; what is shown stays until the answer arrives. */
  readonly reload: () => void;
  /** Shows the record an action answered with. */
  readonly replace: (detail: Detail) => void;
  /**
   * Takes a record the screen already has for the address it moves to (after the first save, a
   * copy, a credit memo), so that moving there reads nothing again.
   */
  readonly adopt: (address: Address, detail: Detail) => void;
}

type Loaded<Detail> = {
  readonly key: string;
  readonly detail: Detail | null;
  readonly failed: boolean;
};

/**
 * The record the address names, read when the address changes. The address is compared by its key
 * (not by identity), so `addressKey` and `read` must be module-level functions; `read` gets the key.
 */
export function useAddressedRecord<Address, Detail>(
  address: Address,
  addressKey: (address: Address) => string,
  read: (key: string) => Promise<Detail>,
): AddressedRecord<Address, Detail> {
  const key = addressKey(address);
  const [loaded, setLoaded] = useState<Loaded<Detail> | null>(null);
  const [generation, setGeneration] = useState(0);
  // The address the screen moves to with the record in hand: no need to read it.
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
  }, [key, generation, read]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  const replace = useCallback((detail: Detail) => setLoaded({ key, detail, failed: false }), [key]);
  const adopt = useCallback(
    (next: Address, detail: Detail) => {
      const nextKey = addressKey(next);
      adopted.current = nextKey;
      setLoaded({ key: nextKey, detail, failed: false });
    },
    [addressKey],
  );

  const shown = loaded !== null && loaded.key === key ? loaded : null;
  return {
    detail: shown?.detail ?? null,
    failed: shown?.failed ?? false,
    reload,
    replace,
    adopt,
  };
}
