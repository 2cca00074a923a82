import { describe, expect, it } from 'vitest';
import { defined, isCcyymmdd } from './common';

/** What isCcyymmdd answered when it asked Date for the month's last day. */
function byDate(value: string): boolean {
  if (!/^\d{8}$/.test(value)) return false;
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(4, 6));
  const day = Number(value.slice(6, 8));
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

describe('isCcyymmdd', () => {
  it('answers as a Date would, for every month and day of years around each leap rule', () => {
    const years = [0, 4, 20, 99, 100, 1900, 1996, 2000, 2023, 2024, 2100, 2400, 9999];
    for (const year of years) {
      for (let month = 0; month <= 13; month += 1) {
        for (let day = 0; day <= 32; day += 1) {
          const value = `${pad(year, 4)}${pad(month, 2)}${pad(day, 2)}`;
          expect(isCcyymmdd(value), value).toBe(byDate(value));
        }
      }
    }
  });

  it('takes the leap days that exist and refuses the others', () => {
    expect(isCcyymmdd('20240229')).toBe(true);
    expect(isCcyymmdd('20000229')).toBe(true);
    expect(isCcyymmdd('21000229')).toBe(false);
    expect(isCcyymmdd('20230229')).toBe(false);
    expect(isCcyymmdd('2024022')).toBe(false);
    expect(isCcyymmdd('2024-2-2')).toBe(false);
  });
});

describe('defined', () => {
  it('drops undefined properties and keeps the others in their order', () => {
    const value = defined({ b: 1, a: undefined, c: null, d: 0, e: '' });
    expect(Object.keys(value)).toEqual(['b', 'c', 'd', 'e']);
    expect(JSON.stringify(value)).toBe('{"b":1,"c":null,"d":0,"e":""}');
  });

  it('copies own properties only', () => {
    const inherited = Object.create({ fromPrototype: 1 }) as Record<string, number>;
    inherited['own'] = 2;
    expect(defined(inherited)).toEqual({ own: 2 });
  });
});
