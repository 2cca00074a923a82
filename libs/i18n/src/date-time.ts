import dayjs from 'dayjs';

/**
 * A stored instant (ISO 8601, UTC) in the user's time zone and one of the spec's formats
 * (decisions.md §7); empty for no value, the raw text for one that is not a date.
 */
export function formatDateTime(value: string | null | undefined, format: string): string {
  if (value === null || value === undefined || value === '') return '';
  const instant = dayjs(value);
  return instant.isValid() ? instant.format(format) : value;
}

/**
 * The date part of a date-time format (`YYYY/MM/DD HH:mm:ss` → `YYYY/MM/DD`,
 * `YYYYMMDDHHmmssSSS` → `YYYYMMDD`): date inputs show and read dates in it, so a day is
 * typed as the portal shows it.
 */
export function dateFormatOf(dateTimeFormat: string): string {
  return dateTimeFormat.replace(/[\sT]*HH.*$/, '') || 'YYYY-MM-DD';
}
