import { shipWindowWarningDays, type CanonicalOrder, type ShipWindow } from '@portal/contracts';

// The ship window of an order (docs/fulfilment.md, "Ship window").

const earliest = (days: readonly (string | undefined)[]): string | null =>
  days.filter((day): day is string => day !== undefined).sort()[0] ?? null;

/**
 * When an order may ship (docs/fulfilment.md, "Ship window"): from the earliest ship-not-before
 * date of its lines (else earliest-delivery, requested-ship or requested-delivery), to the earliest
 * cancel-after date (else ship-no-later or requested-ship), or the order's effective-to date when
 * no line gives an end. The header's dates reach the lines when the order is read (an 850's
 * header DTM applies to every line without its own), so the lines are enough. Either end may be
 * open (null).
 */
export function shipWindowOf(order: Pick<CanonicalOrder, 'lines' | 'effectiveTo'>): ShipWindow {
  const dates = order.lines.map((line) => line.dates);
  return {
    start: earliest(
      dates.map((date) => date.shipNotBefore ?? date.earliest ?? date.schedule ?? date.request),
    ),
    end:
      earliest(dates.map((date) => date.expiry ?? date.latest ?? date.schedule)) ??
      order.effectiveTo ??
      null,
  };
}

/** `YYYY-MM-DD` of an instant in a time zone. */
export function dayIn(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** A day plus some days, as `YYYY-MM-DD`. */
export function addDays(day: string, days: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/**
 * Marked on the list: not yet shipped, and the window ends within `shipWindowWarningDays` days of
 * today (or has ended).
 */
export function isDueSoon(window: ShipWindow, status: string, today: string): boolean {
  if (status === 'DELIVERED' || window.end === null) return false;
  return window.end <= addDays(today, shipWindowWarningDays);
}

/** Whether a window overlaps the days `from` … `to`; an open end reaches as far as it can. */
export function windowOverlaps(window: ShipWindow, from?: string, to?: string): boolean {
  if (window.start === null && window.end === null) return from === undefined && to === undefined;
  return (
    (to === undefined || window.start === null || window.start <= to) &&
    (from === undefined || window.end === null || window.end >= from)
  );
}
