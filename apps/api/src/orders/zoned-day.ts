/** The offset of `zone` from UTC at `at`, in ms (positive east of Greenwich). */
function offsetAt(at: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value ?? 0);
  const local = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return local - Math.floor(at / 1000) * 1000;
}

/**
 * The instant a day (`YYYY-MM-DD`, plus `addDays`) starts in a time zone: a received-date filter
 * means the user's days, while times are stored in UTC (decisions.md §7).
 */
export function zonedMidnight(day: string, zone: string, addDays = 0): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const utcMidnight = Date.UTC(year, month - 1, date + addDays);
  // Twice: the offset at the guess may differ from the offset at the answer (DST changes).
  let instant = utcMidnight - offsetAt(utcMidnight, zone);
  instant = utcMidnight - offsetAt(instant, zone);
  return new Date(instant);
}

/**
 * The instant a local day and time (`HH:mm`) are in a time zone, with the zone's offset at that
 * very time (a day on which daylight saving changes has two offsets).
 */
export function zonedInstant(day: string, time: string, zone: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const local = Date.UTC(year, month - 1, date, hours, minutes);
  let instant = local - offsetAt(local, zone);
  instant = local - offsetAt(instant, zone);
  return new Date(instant);
}
