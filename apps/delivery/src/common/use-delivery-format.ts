import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useOrderFormat, type OrderFormat } from '@portal/order-view';

export interface DeliveryFormat extends OrderFormat {
  /** A file size in bytes, KB or MB. */
  bytes: (value: number) => string;
}

/**
 * Days, instants, counts and file sizes of every delivery screen (list, notice, messages, files),
 * as the portal's settings say: days and instants are the order view's, which go through the
 * shared formatters of `@portal/auth`.
 */
export function useDeliveryFormat(): DeliveryFormat {
  const format = useOrderFormat();
  return useMemo(
    () => ({
      ...format,
      bytes: (value) => {
        if (value < 1024) return `${format.quantity(value)} B`;
        if (value < 1024 * 1024)
          return `${format.quantity(Math.round((value / 1024) * 10) / 10)} KB`;
        return `${format.quantity(Math.round((value / 1024 / 1024) * 10) / 10)} MB`;
      },
    }),
    [format],
  );
}

/** The browser's IANA time zone (Asia/Shanghai, …): the days the filters name are its days. */
export const userTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Today in the user's zone, `YYYY-MM-DD`: the "today" of the ship-date rule. */
export const userToday = (): string => dayjs().format('YYYY-MM-DD');
