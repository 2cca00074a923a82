import { useCallback, useEffect, useState } from 'react';
import type { OrderDetail } from '@portal/contracts';
import { getOrder } from '../api';

export interface OrderDetailState {
  detail: OrderDetail | null;
  loading: boolean;
  /** The order could not be read (gone, or no answer); the client's snackbar said why. */
  failed: boolean;
  reload: () => void;
}

type Loaded =
  | { serialNumber: number; detail: OrderDetail; failed: false }
  | { serialNumber: number; detail: null; failed: true };

/** One order with its documents, versions, changes, reservations and project switches. */
export function useOrderDetail(serialNumber: number): OrderDetailState {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let active = true;
    getOrder(serialNumber).then(
      (detail) => active && setLoaded({ serialNumber, detail, failed: false }),
      () => active && setLoaded({ serialNumber, detail: null, failed: true }),
    );
    return () => {
      active = false;
    };
  }, [serialNumber, generation]);

  const reload = useCallback(() => setGeneration((current) => current + 1), []);
  const current = loaded !== null && loaded.serialNumber === serialNumber ? loaded : null;
  return {
    detail: current?.detail ?? null,
    loading: current === null,
    failed: current?.failed ?? false,
    reload,
  };
}
