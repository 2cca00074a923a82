import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useDateFormat } from '@portal/auth';
import { useOrderFormat, type OrderFormat } from '@portal/order-view';

export interface DeliveryFormat extends OrderFormat {
  /** A day (`YYYY-MM-DD`) in the date part of the portal's date-time setting; empty for none. */
  day: (value: string | null | undefined) => string;
  /** A file size in bytes, KB or MB. */
  bytes: (value: number) => string;
}

/** Days, instants, counts and file sizes of every delivery screen (list, notice, messages, files), as the portal's settings say. */
export function useDeliveryFormat(): DeliveryFormat {
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
      bytes: (value) => {
        if (value < 1024) return `${format.quantity(value)} B`;
        if (value < 1024 * 1024)
          return `${format.quantity(Math.round((value / 1024) * 10) / 10)} KB`;
        return `${format.quantity(Math.round((value / 1024 / 1024) * 10) / 10)} MB`;
      },
    }),
    [format, dateFormat],
  );
}

/** The browser's IANA time zone (Asia/Shanghai, …): the days the filters name are its days. */
export const userTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Today in the user's zone, `YYYY-MM-DD`: the "today" of the ship-date rule. */
export const userToday = (): string => dayjs().format('YYYY-MM-DD');
