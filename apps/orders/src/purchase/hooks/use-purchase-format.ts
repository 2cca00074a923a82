import { useMemo } from 'react';
import { useOrderFormat, type OrderFormat } from '@portal/order-view';

export interface PurchaseFormat extends OrderFormat {
  /** A file size in KB or MB. */
  bytes: (value: number) => string;
}

/**
 * Days, instants and quantities of the purchase screen, as the portal's settings say: days and
 * instants are the order view's, which go through the shared formatters of `@portal/auth`.
 */
export function usePurchaseFormat(): PurchaseFormat {
  const format = useOrderFormat();
  return useMemo(
    () => ({
      ...format,
      bytes: (value) =>
        value >= 1024 * 1024
          ? `${format.quantity(Math.round((value / 1024 / 1024) * 10) / 10)} MB`
          : `${format.quantity(Math.max(1, Math.round(value / 1024)))} KB`,
    }),
    [format],
  );
}
