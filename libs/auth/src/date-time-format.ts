import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { systemSettingDefaults } from '@portal/contracts';
import { dateFormatOf, formatDateTime, formatDay, formatMoment } from '@portal/i18n';
import { systemSettingsAtom } from './system-settings';

/** The admin's date-time format setting (its default until it is read). */
export function useDateTimeFormat(): string {
  return useAtomValue(systemSettingsAtom)?.dateTimeFormat ?? systemSettingDefaults.dateTimeFormat;
}

/** Formats instants with the admin's date-time format setting (its default until it is read). */
export function useDateTimeFormatter(): (value: string | null | undefined) => string {
  const format = useDateTimeFormat();
  return useCallback((value) => formatDateTime(value, format), [format]);
}

/** The date part of the admin's date-time format setting: how date inputs show and read days. */
export function useDateFormat(): string {
  return dateFormatOf(useDateTimeFormat());
}

/**
 * Formats calendar days (`YYYY-MM-DD`) with the date part of the setting, unshifted by any zone:
 * every day a screen shows goes through it, never the raw text.
 */
export function useDayFormatter(): (value: string | null | undefined) => string {
  const format = useDateFormat();
  return useCallback((value) => formatDay(value, format), [format]);
}

/**
 * Formats a day or an instant, whichever the value is (`formatMoment`): a day in the date part of
 * the setting, unshifted; an instant in the setting and the user's zone.
 */
export function useMomentFormatter(): (value: string | null | undefined) => string {
  const format = useDateTimeFormat();
  return useCallback((value) => formatMoment(value, format), [format]);
}
