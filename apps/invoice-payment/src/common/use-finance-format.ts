import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { displayAmount, displayPrice, type Language } from '@portal/contracts';
import { useDateTimeFormatter, useDayFormatter, useMomentFormatter } from '@portal/auth';
import { currentLanguage } from '@portal/i18n';

/** A code table of the contracts: each code's meaning in both languages. */
export type CodeTable = Readonly<Record<string, Readonly<Record<Language, string>>>>;

/**
 * "D240 · Freight": a code with its meaning, written like the EDI codes' `codeLabel` everywhere
 * else; a code the table does not know, alone. A meaning that names its code already
 * ("Automated Clearing House (ACH)") is shown as it is.
 */
export function codeText(table: CodeTable, code: string, language: Language): string {
  const meaning = Object.hasOwn(table, code) ? table[code]?.[language] : undefined;
  if (meaning === undefined) return code;
  return meaning.includes(`(${code})`) || meaning.includes(`（${code}）`)
    ? meaning
    : `${code} · ${meaning}`;
}

export interface FinanceFormat {
  readonly language: Language;
  /** An exact amount in its currency's digits, grouped, with the currency: `1,234.50 USD`. */
  amount: (value: string | null | undefined, currency: string | null | undefined) => string;
  /** A unit price with every digit it was given (at least the currency's), and the currency. */
  price: (value: string | null | undefined, currency: string | null | undefined) => string;
  /** A day (`YYYY-MM-DD`) in the date part of the portal's date-time setting; empty for none. */
  day: (value: string | null | undefined) => string;
  /** An instant in the portal's date-time setting. */
  dateTime: (value: string | null | undefined) => string;
  /** A day or an instant, whichever the value is (a payment's time may be a day alone). */
  moment: (value: string | null | undefined) => string;
  /** A code with its meaning from a contracts' code table; empty for none. */
  code: (table: CodeTable, value: string | null | undefined) => string;
}

/** Amounts, days, instants and codes of the invoice and payment screens, as the settings say. */
export function useFinanceFormat(): FinanceFormat {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  // Days and instants go through the portal's shared formatters, as on every other screen.
  const day = useDayFormatter();
  const dateTime = useDateTimeFormatter();
  const moment = useMomentFormatter();
  return useMemo(
    () => ({
      language,
      amount: (value, currency) => {
        if (value === null || value === undefined || value === '') return '';
        const text = displayAmount(value, currency);
        return currency ? `${text} ${currency}` : text;
      },
      price: (value, currency) => {
        if (value === null || value === undefined || value === '') return '';
        const text = displayPrice(value, currency);
        return currency ? `${text} ${currency}` : text;
      },
      day,
      dateTime,
      moment,
      code: (table, value) =>
        value === null || value === undefined || value === ''
          ? ''
          : codeText(table, value, language),
    }),
    [language, day, dateTime, moment],
  );
}
