import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useDateFormat } from '@portal/auth';
import { useOrderFormat, type OrderFormat } from '@portal/order-view';

export interface NoticeFormat extends OrderFormat {
  /** A day (`YYYY-MM-DD`) in the date part of the portal's date-time setting; empty for none. */
  day: (value: string | null | undefined) => string;
  /** A file size in B, KB or MB. */
  bytes: (value: number) => string;
}

/** Days, instants, quantities and file sizes of the builder, as the portal's settings say. */
export function useNoticeFormat(): NoticeFormat {
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

/** The browser's IANA time zone: "today" of the ship-date rule is the user's today. */
export const userTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Today in the user's zone, `YYYY-MM-DD`. */
export const userToday = (): string => dayjs().format('YYYY-MM-DD');
