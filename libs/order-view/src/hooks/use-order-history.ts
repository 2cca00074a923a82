import { useEffect, useState } from 'react';
import type { Message, OrderError, OrderLog } from '@portal/contracts';
import { listOrderErrors, listOrderLogs, listOrderMessages } from '../api';

/** A list read for one order: null while it loads; a failed read shows as empty (the snackbar says why). */
function useOrderRecords<T>(
  serialNumber: number,
  load: (serialNumber: number) => Promise<T[]>,
): T[] | null {
  const [loaded, setLoaded] = useState<{ serialNumber: number; records: T[] } | null>(null);

  useEffect(() => {
    let active = true;
    load(serialNumber).then(
      (records) => active && setLoaded({ serialNumber, records }),
      () => active && setLoaded({ serialNumber, records: [] }),
    );
    return () => {
      active = false;
    };
  }, [serialNumber, load]);

  return loaded !== null && loaded.serialNumber === serialNumber ? loaded.records : null;
}

/** The operation log of an order (`/order/record`) and what went wrong around it (`/order/recordError`). */
export function useOrderHistory(serialNumber: number): {
  logs: OrderLog[] | null;
  errors: OrderError[] | null;
} {
  return {
    logs: useOrderRecords(serialNumber, listOrderLogs),
    errors: useOrderRecords(serialNumber, listOrderErrors),
  };
}

/** The messages sent about an order (997, 855, 856, 810…), from `/message/order/{serial}`. */
export function useOrderMessages(serialNumber: number): Message[] | null {
  return useOrderRecords(serialNumber, listOrderMessages);
}
