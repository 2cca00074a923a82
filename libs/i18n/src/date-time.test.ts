import { describe, expect, it } from 'vitest';
import { dateFormatOf, formatDateTime, formatDay, formatMoment } from './date-time';

describe('formatDateTime', () => {
  it('shows an instant in the local zone in each of the spec formats', () => {
    // Built from local parts, so the expectation holds in any zone the tests run in.
    const instant = new Date(2026, 10, 21, 9, 5, 7, 42).toISOString();
    expect(formatDateTime(instant, 'YYYY-MM-DD HH:mm:ss')).toBe('2026-11-21 09:05:07');
    expect(formatDateTime(instant, 'YYYY/MM/DD')).toBe('2026/11/21');
    expect(formatDateTime(instant, 'YYYYMMDD')).toBe('20261121');
    expect(formatDateTime(instant, 'YYYYMMDDHHmmssSSS')).toBe('20261121090507042');
  });

  it('shows nothing for no value and the text itself for something that is not a date', () => {
    expect(formatDateTime(null, 'YYYY-MM-DD')).toBe('');
    expect(formatDateTime('', 'YYYY-MM-DD')).toBe('');
    expect(formatDateTime('soon', 'YYYY-MM-DD')).toBe('soon');
  });
});

describe('dateFormatOf', () => {
  it('keeps the date part of each of the spec formats', () => {
    expect(dateFormatOf('YYYY-MM-DD HH:mm:ss')).toBe('YYYY-MM-DD');
    expect(dateFormatOf('YYYY/MM/DD HH:mm:ss')).toBe('YYYY/MM/DD');
    expect(dateFormatOf('YYYYMMDDHHmmssSSS')).toBe('YYYYMMDD');
    expect(dateFormatOf('YYYY-MM-DD')).toBe('YYYY-MM-DD');
    expect(dateFormatOf('YYYY/MM/DD')).toBe('YYYY/MM/DD');
    expect(dateFormatOf('YYYYMMDD')).toBe('YYYYMMDD');
  });

  it('falls back to ISO days for a format with no date part', () => {
    expect(dateFormatOf('HH:mm')).toBe('YYYY-MM-DD');
  });
});

describe('formatDay', () => {
  it('shows a calendar day in the date format, never shifted by a zone', () => {
    expect(formatDay('2026-11-23', 'YYYY/MM/DD')).toBe('2026/11/23');
    expect(formatDay('2026-01-01', 'YYYYMMDD')).toBe('20260101');
    expect(formatDay('2026-12-31', 'YYYY-MM-DD')).toBe('2026-12-31');
  });

  it('shows nothing for no value and any other text as it is', () => {
    expect(formatDay(undefined, 'YYYY/MM/DD')).toBe('');
    expect(formatDay('2026-W14', 'YYYY/MM/DD')).toBe('2026-W14');
  });
});

describe('formatMoment', () => {
  it('formats an EDI document time (a wall-clock time, no zone) as the setting says', () => {
    expect(formatMoment('2026-11-23T22:29', 'YYYY/MM/DD HH:mm:ss')).toBe('2026/11/23 22:29:00');
    expect(formatMoment('2026-11-23T22:29', 'YYYYMMDD')).toBe('20261123');
  });

  it('formats a day alone by the date part of the setting', () => {
    expect(formatMoment('2026-11-23', 'YYYY/MM/DD HH:mm:ss')).toBe('2026/11/23');
  });
});
