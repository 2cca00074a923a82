import { useCallback, useEffect, useState } from 'react';
import type { InvoiceDetail } from '@portal/contracts';
import { getInvoice } from '../api/get-invoice';

export interface InvoiceDetailState {
  /** The invoice the address names; null while it loads or when it could not be read. */
  readonly detail: InvoiceDetail | null;
  /** It could not be read (gone, or no answer); the client's snackbar said why. */
  readonly failed: boolean;
  readonly reload: () => void;
}

type Loaded = { invoiceId: number; detail: InvoiceDetail | null };

/** One invoice, read when the address names it and again when it names another. */
export function useInvoiceDetail(invoiceId: number | null): InvoiceDetailState {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (invoiceId === null) return undefined;
    let active = true;
    getInvoice(invoiceId).then(
      (detail) => active && setLoaded({ invoiceId, detail }),
      () => active && setLoaded({ invoiceId, detail: null }),
    );
    return () => {
      active = false;
    };
  }, [invoiceId, generation]);
  const reload = useCallback(() => setGeneration((current) => current + 1), []);
  const current = loaded !== null && loaded.invoiceId === invoiceId ? loaded : null;
  return {
    detail: current?.detail ?? null,
    failed: current !== null && current.detail === null,
    reload,
  };
}
