import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useDateFormat } from '@portal/auth';
import { useOrderFormat, type OrderFormat } from '@portal/order-view';

export interface PurchaseFormat extends OrderFormat {
  /** A day (`YYYY-MM-DD`) in the date part of the portal's date-time setting; empty for none. */
  day: (value: string | null | undefined) => string;
  /** A file size in KB or MB. */
  bytes: (value: number) => string;
}

/** Days, instants and quantities of the purchase screen, as the portal's settings say. */
export function usePurchaseFormat(): PurchaseFormat {
  const format = useOrderFormat();
  const dateFormat = useDateFormat();
  return useMemo(
    () => ({
      ...format,
      day: (value) => {
        if (value === null || value === undefined || value === '') return '';
        const parsed = dayjs(value);
        return parsed.isValid() ? parsed.format(dateFormat) : value;
      },
      bytes: (value) =>
        value >= 1024 * 1024
          ? `${format.quantity(Math.round((value / 1024 / 1024) * 10) / 10)} MB`
          : `${format.quantity(Math.max(1, Math.round(value / 1024)))} KB`,
    }),
    [format, dateFormat],
  );
}
