import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { systemSettingDefaults } from '@portal/contracts';
import { formatDateTime } from '@portal/i18n';
import { systemSettingsAtom } from './system-settings';

/** Formats instants with the admin's date-time format setting (its default until it is read). */
export function useDateTimeFormatter(): (value: string | null | undefined) => string {
  const format =
    useAtomValue(systemSettingsAtom)?.dateTimeFormat ?? systemSettingDefaults.dateTimeFormat;
  return useCallback((value) => formatDateTime(value, format), [format]);
}
