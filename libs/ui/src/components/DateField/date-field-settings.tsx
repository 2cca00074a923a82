import 'dayjs/locale/zh-cn.js';
import { createContext, useMemo, type ReactNode } from 'react';
import { DatesProvider, type DatesProviderSettings } from '@mantine/dates';
import type { Language } from '@portal/contracts';

/** How the API and the forms write a day. */
export const isoDateFormat = 'YYYY-MM-DD';

/** The texts of a date field's calendar and clear button (`useDateFieldLabels` in i18n). */
export interface DateFieldLabels {
  previousMonth: string;
  nextMonth: string;
  previousYear: string;
  nextYear: string;
  previousDecade: string;
  nextDecade: string;
  chooseMonth: string;
  chooseYear: string;
  clear: string;
}

interface DateFieldSettings {
  valueFormat: string;
  labels: DateFieldLabels | undefined;
}

/** Outside the provider (a remote's unit test): ISO days and Mantine's own calendar texts. */
export const DateFieldContext = createContext<DateFieldSettings>({
  valueFormat: isoDateFormat,
  labels: undefined,
});

/** The calendar per portal language: dayjs locale and first day of the week. */
export const datesSettings: Record<Language, DatesProviderSettings> = {
  'zh-cn': { locale: 'zh-cn', firstDayOfWeek: 1 },
  'en-us': { locale: 'en', firstDayOfWeek: 0 },
};

export interface PortalDatesProviderProps {
  language: Language;
  /** The dayjs format days are shown and typed in: the date part of the date-time setting. */
  valueFormat: string;
  labels?: DateFieldLabels;
  children: ReactNode;
}

/**
 * Mantine's `DatesProvider` in the portal's language, and the format and texts every
 * `DateField` reads. Only the shell renders it (and Storybook, in place of the shell).
 */
export function PortalDatesProvider({
  language,
  valueFormat,
  labels,
  children,
}: PortalDatesProviderProps) {
  const settings = useMemo(() => ({ valueFormat, labels }), [valueFormat, labels]);
  return (
    <DatesProvider settings={datesSettings[language]}>
      <DateFieldContext value={settings}>{children}</DateFieldContext>
    </DatesProvider>
  );
}
