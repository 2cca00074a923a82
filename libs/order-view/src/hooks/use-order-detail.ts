import { useCallback, useEffect, useState } from 'react';
import { errorCatalogue, recordIdSchema, type OrderDetail } from '@portal/contracts';
import { ApiError } from '@portal/api-client';
import { getOrder } from '../api';

export interface OrderDetailState {
  detail: OrderDetail | null;
  loading: boolean;
  /** The order could not be read (gone, or no answer); `reason` says why. */
  failed: boolean;
  /** No order has this serial number (or the address names none): retrying will not help. */
  notFound: boolean;
  /** Why the order could not be read, in the user's language; null when it was read. */
  reason: string | null;
  reload: () => void;
}

type Loaded =
  | { serialNumber: number | null; detail: OrderDetail; notFound: false; reason: null }
  | { serialNumber: number | null; detail: null; notFound: boolean; reason: string };

const notFoundCodes: readonly string[] = [
  errorCatalogue.ORDER_NOT_FOUND.code,
  errorCatalogue.NOT_FOUND.code,
];

/**
 * One order with its documents, versions, changes, reservations and project switches. A serial
 * number that is null or no record id (a link typed wrong) names no order: not found, no call.
 */
export function useOrderDetail(serialNumber: number | null): OrderDetailState {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [generation, setGeneration] = useState(0);
  const valid = recordIdSchema.safeParse(serialNumber).success;

  useEffect(() => {
    if (serialNumber === null || !valid) return;
    let active = true;
    getOrder(serialNumber).then(
      (detail) => active && setLoaded({ serialNumber, detail, notFound: false, reason: null }),
      (error: unknown) => {
        if (!active) return;
        const known = error instanceof ApiError;
        setLoaded({
          serialNumber,
          detail: null,
          notFound: known && notFoundCodes.includes(error.code),
          // The client turns every failure into an ApiError; anything else has no words for users.
          reason: known ? error.message : '',
        });
      },
    );
    return () => {
      active = false;
    };
  }, [serialNumber, valid, generation]);

  const reload = useCallback(() => setGeneration((current) => current + 1), []);
  if (!valid) {
    return { detail: null, loading: false, failed: true, notFound: true, reason: '', reload };
  }
  const current = loaded !== null && loaded.serialNumber === serialNumber ? loaded : null;
  return {
    detail: current?.detail ?? null,
    loading: current === null,
    failed: current !== null && current.detail === null,
    notFound: current?.notFound ?? false,
    reason: current?.reason ?? null,
    reload,
  };
}
