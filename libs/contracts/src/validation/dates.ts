import { z } from 'zod';
import { validationToken } from './messages';
import { requiredTypeError, stringField } from './rule-errors';

// Date ranges, calendar days and time zones.

const dateTimePattern =
  /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

const daysInMonth = (year: number, month: number): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The time of a date string (`YYYY-MM-DD`, `YYYY-MM-DD HH:mm:ss` or an ISO date-time) in ms, or
 * undefined when it is not one. A date alone means local midnight, like a date-time without
 * offset, so the two compare in the same time zone.
 */
function dateTimeOf(text: string): number | undefined {
  const match = dateTimePattern.exec(text);
  if (match === null) return undefined;
  const [, year = '', month = '', day = '', hour = '0', minute = '0', second = '0'] = match;
  const y = Number(year);
  const m = Number(month);
  const d = Number(day);
  if (m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return undefined;
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return undefined;
  const normalised = match[4] === undefined ? `${text}T00:00:00` : text.replace(' ', 'T');
  const time = Date.parse(normalised);
  return Number.isNaN(time) ? undefined : time;
}

const isLeapYear = (year: number): boolean =>
  (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * Whether `text` is a day of the calendar as `YYYY-MM-DD`, years 1 to 9999: the shape alone lets
 * through days such as 2026-02-30 or 0000-01-01 that PostgreSQL (and the partner) cannot take.
 */
export function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (match === null) return false;
  const [year, month, day] = [match[1], match[2], match[3]].map(Number) as [number, number, number];
  const lengths = [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= (lengths[month - 1] ?? 0);
}

const requiredDate = z
  .string({ error: requiredTypeError('dateRequired') })
  .trim()
  .min(1, { error: validationToken('dateRequired') })
  .refine((text) => text === '' || dateTimeOf(text) !== undefined, {
    error: validationToken('invalid'),
  });

/** A start and an end date, both required; the end may not be earlier than the start. */
export const dateRangeSchema = z.object({ start: requiredDate, end: requiredDate }).superRefine(
  (range, ctx) => {
    const start = dateTimeOf(range.start);
    const end = dateTimeOf(range.end);
    if (start !== undefined && end !== undefined && end < start) {
      ctx.addIssue({
        code: 'custom',
        path: ['end'],
        message: validationToken('endBeforeStart'),
        input: range.end,
      });
    }
  },
  {
    when: (payload) =>
      stringField(payload.value, 'start') !== undefined &&
      stringField(payload.value, 'end') !== undefined,
  },
);

/**
 * An IANA zone name both the browser (Intl) and the database know: `UTC` or `Area/Location`
 * (e.g. `Asia/Shanghai`, `America/Argentina/Buenos_Aires`, `Etc/GMT+5`). Offsets such as `+08:00`
 * are refused: PostgreSQL reads them as POSIX zones, with the sign the other way round.
 */
export function isTimeZone(name: string): boolean {
  if (!/^(?:UTC|[A-Z][A-Za-z]*(?:\/[A-Za-z0-9][A-Za-z0-9_+-]*){1,2})$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
