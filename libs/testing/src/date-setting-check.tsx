import { expect } from 'vitest';
import { act, screen } from '@testing-library/react';
import { systemSettingDefaults } from '@portal/contracts';
import { systemSettingsAtom } from '@portal/auth';
import { renderInPortal, type RenderInPortalOptions } from './render-in-portal';

/** The date parts a screen's format hook offers (docs/ui-conventions.md, Dates and times). */
export interface DayAndTimeFormat {
  day(value: string): string;
  dateTime(value: string): string;
  moment(value: string): string;
}

/** An instant the server stores (UTC) and its time on this machine's clock, the user's zone. */
const instant = '2026-11-23T14:29:05.000Z';
const pad = (value: number) => String(value).padStart(2, '0');
const local = new Date(instant);
const localDay = [local.getFullYear(), pad(local.getMonth() + 1), pad(local.getDate())];
const localTime = [pad(local.getHours()), pad(local.getMinutes()), pad(local.getSeconds())];

/**
 * Renders what a remote's format hook shows of a day, an instant and an EDI document's time, and
 * checks that all three follow the date-time setting and its change, instants in the user's zone.
 * Each remote keeps its own hook; the rule they must all keep is checked here once.
 */
export async function expectFormatsFollowDateSetting(
  useFormat: () => DayAndTimeFormat,
  options: Pick<RenderInPortalOptions, 'namespace' | 'texts'>,
): Promise<void> {
  function Shown() {
    const format = useFormat();
    return (
      <dl>
        <dt>Day</dt>
        <dd data-testid="day">{format.day('2026-11-23')}</dd>
        <dt>Instant</dt>
        <dd data-testid="instant">{format.dateTime(instant)}</dd>
        <dt>Document time</dt>
        <dd data-testid="document-time">{format.moment('2026-11-23T22:29')}</dd>
        <dt>A day as a moment</dt>
        <dd data-testid="moment-day">{format.moment('2026-11-24')}</dd>
      </dl>
    );
  }
  const shown = (part: string) => screen.getByTestId(part).textContent;

  const { store } = await renderInPortal(<Shown />, { ...options, language: 'en-us' });
  expect(shown('day')).toBe('2026-11-23');
  expect(shown('instant')).toBe(`${localDay.join('-')} ${localTime.join(':')}`);
  expect(shown('document-time')).toBe('2026-11-23 22:29:00');

  act(() =>
    store.set(systemSettingsAtom, {
      ...systemSettingDefaults,
      dateTimeFormat: 'YYYY/MM/DD HH:mm:ss',
    }),
  );
  expect(shown('day')).toBe('2026/11/23');
  expect(shown('instant')).toBe(`${localDay.join('/')} ${localTime.join(':')}`);
  expect(shown('document-time')).toBe('2026/11/23 22:29:00');
  expect(shown('moment-day')).toBe('2026/11/24');

  act(() =>
    store.set(systemSettingsAtom, { ...systemSettingDefaults, dateTimeFormat: 'YYYYMMDD' }),
  );
  expect(shown('day')).toBe('20261123');
  expect(shown('instant')).toBe(localDay.join(''));
  expect(shown('moment-day')).toBe('20261124');
}
