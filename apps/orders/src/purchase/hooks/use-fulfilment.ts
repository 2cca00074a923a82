import { useCallback, useEffect, useState } from 'react';
import type { OrderLog, PurchaseDetail } from '@portal/contracts';
import { getPurchaseDetail } from '../api/get-purchase-detail';
import { listPurchaseRecord } from '../api/list-purchase-record';
import type { OpenedOrder } from './use-purchase-address';
import { userTimeZone } from './purchase-query';

export interface Fulfilment {
  /** The order's fulfilment as last read or answered by an action; null while loading. */
  readonly detail: PurchaseDetail | null;
  /** Its operation log; null while loading (or when it could not be read). */
  readonly record: readonly OrderLog[] | null;
  /** The order could not be read (not found, or no answer): the client's snackbar said why. */
  readonly failed: boolean;
  /** Reads the order and its log again. */
  readonly reload: () => void;
  /** Shows the fulfilment an action answered with, and reads the log again. */
  readonly replace: (detail: PurchaseDetail) => void;
}

type Loaded = { key: string; detail: PurchaseDetail | null; failed: boolean };

const keyOf = (order: OpenedOrder) => `${order.projectKey}\u0000${order.orderNumber}`;

/** One order's fulfilment and its operation log, read when the opened order changes. */
export function useFulfilment(order: OpenedOrder): Fulfilment {
  const key = keyOf(order);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [record, setRecord] = useState<{ key: string; logs: OrderLog[] } | null>(null);
  const [generation, setGeneration] = useState(0);
  const [recordGeneration, setRecordGeneration] = useState(0);
  const { projectKey, orderNumber } = order;

  useEffect(() => {
    let active = true;
    getPurchaseDetail(orderNumber, projectKey, userTimeZone()).then(
      (detail) => active && setLoaded({ key, detail, failed: false }),
      () => active && setLoaded({ key, detail: null, failed: true }),
    );
    return () => {
      active = false;
    };
  }, [key, orderNumber, projectKey, generation]);

  useEffect(() => {
    let active = true;
    listPurchaseRecord(orderNumber, projectKey).then(
      (logs) => active && setRecord({ key, logs }),
      // The client's snackbar says why; the log stays as it was.
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [key, orderNumber, projectKey, generation, recordGeneration]);

  const reload = useCallback(() => setGeneration((current) => current + 1), []);
  const replace = useCallback(
    (detail: PurchaseDetail) => {
      setLoaded({ key, detail, failed: false });
      setRecordGeneration((current) => current + 1);
    },
    [key],
  );

  const current = loaded !== null && loaded.key === key ? loaded : null;
  return {
    detail: current?.detail ?? null,
    record: record !== null && record.key === key ? record.logs : null,
    failed: current?.failed ?? false,
    reload,
    replace,
  };
}
