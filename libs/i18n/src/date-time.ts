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

const calendarDay = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar day (`YYYY-MM-DD`: an order date, a due date) in the date part of the date-time
 * setting. A day has no zone, so it is never shifted; empty for no value, the text itself for one
 * that is not a day.
 */
export function formatDay(value: string | null | undefined, dateFormat: string): string {
  if (value === null || value === undefined || value === '') return '';
  if (!calendarDay.test(value)) return value;
  const day = dayjs(value);
  return day.isValid() ? day.format(dateFormat) : value;
}

/**
 * A day or an instant, whichever the value is: a day (`YYYY-MM-DD`) in `dateFormat`, anything
 * else through `formatDateTime` (a payment's time may be a day alone, an EDI document's time is
 * a wall-clock time without zone).
 */
export function formatMoment(value: string | null | undefined, dateTimeFormat: string): string {
  return value !== null && value !== undefined && calendarDay.test(value)
    ? formatDay(value, dateFormatOf(dateTimeFormat))
    : formatDateTime(value, dateTimeFormat);
}

/**
 * The date part of a date-time format (`YYYY/MM/DD HH:mm:ss` → `YYYY/MM/DD`,
 * `YYYYMMDDHHmmssSSS` → `YYYYMMDD`): date inputs show and read dates in it, so a day is
 * typed as the portal shows it.
 */
export function dateFormatOf(dateTimeFormat: string): string {
  return dateTimeFormat.replace(/[\sT]*HH.*$/, '') || 'YYYY-MM-DD';
}
