import { useAtom } from 'jotai';
import { useCallback, useMemo, useState } from 'react';
import {
  defaultStatisticTimeZone,
  isTimeZone,
  resolveStatisticRange,
  type StatisticQuery,
  type StatisticUnit,
} from '@portal/contracts';
import { dashboardFiltersAtom, type DashboardFilters } from '../state/dashboard-filters';

/** The browser's IANA zone, or UTC when it names one the server would refuse. */
export function userTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isTimeZone(zone) ? zone : defaultStatisticTimeZone;
}

/** The unit's default range ending today in `timeZone` (the contract's, so both sides agree). */
export function defaultDashboardFilters(
  unit: StatisticUnit,
  projectKey: string,
  timeZone: string,
  now: Date = new Date(),
): DashboardFilters {
  const { from, to } = resolveStatisticRange({ unit, timeZone }, now);
  return { projectKey, unit, from, to };
}

/** The query of all four statistics calls for applied filters. */
export const statisticQueryOf = (filters: DashboardFilters, timeZone: string): StatisticQuery => ({
  ...(filters.projectKey === '' ? {} : { project_key: filters.projectKey }),
  unit: filters.unit,
  from: filters.from,
  to: filters.to,
  timeZone,
});

export interface DashboardFiltersState {
  filters: DashboardFilters;
  /** The zone the days and buckets are read in: the user's. */
  timeZone: string;
  query: StatisticQuery;
  apply: (filters: DashboardFilters) => void;
}

/** The applied dashboard filters (the default unit's range at first) and the query they make. */
export function useDashboardFilters(): DashboardFiltersState {
  const [timeZone] = useState(userTimeZone);
  const [stored, setStored] = useAtom(dashboardFiltersAtom);
  const [initial] = useState(() => defaultDashboardFilters('day', '', timeZone));
  const filters = stored ?? initial;
  const query = useMemo(() => statisticQueryOf(filters, timeZone), [filters, timeZone]);
  const apply = useCallback((next: DashboardFilters) => setStored(next), [setStored]);
  return { filters, timeZone, query, apply };
}
