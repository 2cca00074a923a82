import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateTimeFormatter, useDayFormatter, useMomentFormatter } from '@portal/auth';
import { currentLanguage } from '@portal/i18n';

export interface OrderFormat {
  /** Money with two decimals and its currency code, e.g. `1,234.50 USD`; empty for none. */
  amount: (value: number | null | undefined, currency?: string | null) => string;
  /** A quantity as sent (up to four decimals); empty for none. */
  quantity: (value: number | null | undefined) => string;
  /** An instant in the user's zone and the portal's date-time format. */
  dateTime: (value: string | null | undefined) => string;
  /** A calendar day (`YYYY-MM-DD`) in the date part of the portal's date-time format. */
  day: (value: string | null | undefined) => string;
  /**
   * A day or a time, whichever the value is: an EDI document's time (a wall-clock time without
   * zone, `2026-11-23T22:29`) or a day, never the raw text.
   */
  moment: (value: string | null | undefined) => string;
}

/** Numbers and instants of the order screens, in the user's language and date-time format. */
export function useOrderFormat(): OrderFormat {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const dateTime = useDateTimeFormatter();
  const day = useDayFormatter();
  const moment = useMomentFormatter();
  return useMemo(() => {
    const locale = language === 'zh-cn' ? 'zh-CN' : 'en-US';
    const money = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 4 });
    return {
      amount: (value, currency) => {
        if (value === null || value === undefined) return '';
        const text = money.format(value);
        return currency ? `${text} ${currency}` : text;
      },
      quantity: (value) => (value === null || value === undefined ? '' : count.format(value)),
      dateTime,
      day,
      moment,
    };
  }, [language, dateTime, day, moment]);
}
