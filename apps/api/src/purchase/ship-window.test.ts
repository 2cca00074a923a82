import type { OrderLine } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { addDays, isDueSoon, shipWindowOf, windowOverlaps } from './ship-window';

const line = (dates: OrderLine['dates']): OrderLine => ({
  lineNumber: '1',
  quantities: { ordered: 1 },
  dates,
});

describe('ship window', () => {
  it('runs from ship-not-before to cancel-after, each the earliest of the lines', () => {
    const window = shipWindowOf({
      lines: [
        line({ shipNotBefore: '2025-12-03', expiry: '2025-12-20', schedule: '2025-12-01' }),
        line({ shipNotBefore: '2025-12-02', expiry: '2025-12-15' }),
      ],
    });
    expect(window).toEqual({ start: '2025-12-02', end: '2025-12-15' });
  });

  it('falls back as the fulfilment rules say, and leaves an end open when nothing gives one', () => {
    expect(shipWindowOf({ lines: [line({ request: '2025-12-05' })] })).toEqual({
      start: '2025-12-05',
      end: null,
    });
    expect(
      shipWindowOf({ lines: [line({ request: '2025-12-05' })], effectiveTo: '2025-12-31' }),
    ).toEqual({ start: '2025-12-05', end: '2025-12-31' });
    expect(shipWindowOf({ lines: [line({ schedule: '2025-12-04' })] })).toEqual({
      start: '2025-12-04',
      end: '2025-12-04',
    });
  });

  it('marks an order due soon within two days of the end, or past it, until it ships', () => {
    const window = { start: '2025-12-01', end: '2025-12-15' };
    expect(isDueSoon(window, 'ROUTED', '2025-12-12')).toBe(false);
    expect(isDueSoon(window, 'ROUTED', '2025-12-13')).toBe(true);
    expect(isDueSoon(window, 'ACCEPTED', '2026-01-01')).toBe(true);
    expect(isDueSoon(window, 'DELIVERED', '2026-01-01')).toBe(false);
    expect(isDueSoon({ start: '2025-12-01', end: null }, 'ACCEPTED', '2026-01-01')).toBe(false);
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
  });

  it('matches a window filter when the days overlap, an open end reaching on', () => {
    const window = { start: '2025-12-01', end: '2025-12-15' };
    expect(windowOverlaps(window, '2025-12-15', '2025-12-20')).toBe(true);
    expect(windowOverlaps(window, '2025-12-16')).toBe(false);
    expect(windowOverlaps(window, undefined, '2025-11-30')).toBe(false);
    expect(windowOverlaps({ start: '2025-12-01', end: null }, '2026-06-01')).toBe(true);
    expect(windowOverlaps({ start: null, end: null }, '2025-12-01')).toBe(false);
    expect(windowOverlaps({ start: null, end: null })).toBe(true);
  });
});
