import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '@portal/auth';
import { currentLanguage, useDateFieldLabels } from '@portal/i18n';
import { PortalDatesProvider } from '@portal/ui';

/**
 * Every date field of the shell and the remotes: calendars in the current language, days shown
 * and typed in the date part of the admin's date-time format. Both follow a change at once.
 */
export function PortalDates({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const valueFormat = useDateFormat();
  const labels = useDateFieldLabels();
  return (
    <PortalDatesProvider language={currentLanguage(i18n)} valueFormat={valueFormat} labels={labels}>
      {children}
    </PortalDatesProvider>
  );
}
