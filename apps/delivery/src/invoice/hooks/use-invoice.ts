import { useCallback, useEffect, useRef, useState } from 'react';
import type { InvoiceDetail } from '@portal/contracts';
import { getInvoiceById, getOrderInvoice } from '../api/get-invoice';

/** What the address names: a saved invoice, or an order whose invoice is opened (or prefilled). */
export type InvoiceAddress =
  | { readonly kind: 'invoice'; readonly invoiceId: number }
  | { readonly kind: 'order'; readonly serialNumber: number; readonly projectKey: string };

const addressKey = (address: InvoiceAddress): string =>
  address.kind === 'invoice'
    ? `invoice:${address.invoiceId}`
    : `order:${address.serialNumber}:${address.projectKey}`;

export interface InvoiceState {
  /** The invoice as last read or answered; null while loading. */
  readonly detail: InvoiceDetail | null;
  /** It could not be read: the client's snackbar said why. */
  readonly failed: boolean;
  /** Reads it again; what is shown stays until the answer arrives. */
  readonly reload: () => void;
  /** Shows the invoice an action answered with. */
  readonly replace: (detail: InvoiceDetail) => void;
  /**
   * Takes an invoice the screen already has for the address it moves to (after the first save, a
   * credit memo), so that moving there reads nothing again.
   */
  readonly adopt: (address: InvoiceAddress, detail: InvoiceDetail) => void;
}

type Loaded = {
  readonly key: string;
  readonly detail: InvoiceDetail | null;
  readonly failed: boolean;
};

/** Reads what an address key names: `invoice:<id>` or `order:<serial>:<project>`. */
function read(key: string): Promise<InvoiceDetail> {
  const [kind, first = '', ...rest] = key.split(':');
  return kind === 'invoice'
    ? getInvoiceById(Number(first))
    : getOrderInvoice(Number(first), rest.join(':'));
}

/** The invoice the address names, read when the address changes. */
export function useInvoice(address: InvoiceAddress): InvoiceState {
  const key = addressKey(address);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [generation, setGeneration] = useState(0);
  // The address the screen moves to with the invoice in hand: no need to read it.
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
    (detail: InvoiceDetail) => setLoaded({ key, detail, failed: false }),
    [key],
  );
  const adopt = useCallback((next: InvoiceAddress, detail: InvoiceDetail) => {
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
