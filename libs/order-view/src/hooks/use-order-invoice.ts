import { useCallback, useEffect, useState } from 'react';
import type { InvoiceDetail } from '@portal/contracts';
import { getOrderInvoice } from '../api';

export interface OrderInvoiceState {
  /** The invoice sent for the order; null while loading, when it has none, or on failure. */
  invoice: InvoiceDetail | null;
  loading: boolean;
  /** It could not be read; the client's snackbar said why. */
  failed: boolean;
  reload: () => void;
}

type Loaded =
  | { serialNumber: number; generation: number; invoice: InvoiceDetail | null; failed: false }
  | { serialNumber: number; generation: number; invoice: null; failed: true };

/** The invoice an order's invoice tabs show, read when a tab opens. */
export function useOrderInvoice(serialNumber: number): OrderInvoiceState {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let active = true;
    getOrderInvoice(serialNumber).then(
      (invoice) => active && setLoaded({ serialNumber, generation, invoice, failed: false }),
      () => active && setLoaded({ serialNumber, generation, invoice: null, failed: true }),
    );
    return () => {
      active = false;
    };
  }, [serialNumber, generation]);
  const reload = useCallback(() => setGeneration((current) => current + 1), []);
  const current =
    loaded !== null && loaded.serialNumber === serialNumber && loaded.generation === generation
      ? loaded
      : null;
  return {
    invoice: current?.invoice ?? null,
    loading: current === null,
    failed: current?.failed ?? false,
    reload,
  };
}
