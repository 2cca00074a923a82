import { useCallback, useEffect, useState } from 'react';
import type { PaymentOrderDetail } from '@portal/contracts';
import { getPayment } from '../api/get-payment';

export interface PaymentDetailState {
  /** The payment order the address names; null while it loads or when it could not be read. */
  readonly detail: PaymentOrderDetail | null;
  /** It could not be read; the client's snackbar said why. */
  readonly failed: boolean;
  readonly reload: () => void;
}

type Loaded = { paymentId: number; detail: PaymentOrderDetail | null };

/** One payment order, read when the address names it, again after a hand match. */
export function usePaymentDetail(paymentId: number | null): PaymentDetailState {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (paymentId === null) return undefined;
    let active = true;
    getPayment(paymentId).then(
      (detail) => active && setLoaded({ paymentId, detail }),
      () => active && setLoaded({ paymentId, detail: null }),
    );
    return () => {
      active = false;
    };
  }, [paymentId, generation]);
  const reload = useCallback(() => setGeneration((current) => current + 1), []);
  const current = loaded !== null && loaded.paymentId === paymentId ? loaded : null;
  return {
    detail: current?.detail ?? null,
    failed: current !== null && current.detail === null,
    reload,
  };
}
