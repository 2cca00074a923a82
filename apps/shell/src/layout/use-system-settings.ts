import { useAtom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { systemSettingsAtom } from '@portal/auth';
import { currentLanguage } from '@portal/i18n';
import { getSystemSettings } from './api/get-system-settings';

/** Reads the system settings once per sign-in; a failure leaves the defaults (and a snackbar). */
export function useLoadSystemSettings(): void {
  const [settings, setSettings] = useAtom(systemSettingsAtom);
  useEffect(() => {
    if (settings !== null) return;
    let active = true;
    getSystemSettings().then(
      (response) => {
        if (active) setSettings(response.values);
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [settings, setSettings]);
}

/** The site title: the admin's setting in the current language, else the built-in text. */
export function useSiteTitle(): string {
  const { t, i18n } = useTranslation();
  const settings = useAtomValue(systemSettingsAtom);
  return settings?.siteTitle[currentLanguage(i18n)] ?? t('siteTitle');
}
