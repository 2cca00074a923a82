import { atom } from 'jotai';
import type { StatisticUnit } from '@portal/contracts';

/** What the dashboard counts: a project ('' = all), the chart unit and the days, both inclusive. */
export interface DashboardFilters {
  readonly projectKey: string;
  readonly unit: StatisticUnit;
  /** `YYYY-MM-DD` in the user's time zone; always filled once applied. */
  readonly from: string;
  readonly to: string;
}

/**
 * The filters last applied, kept in the portal store so they survive leaving the screen; null
 * until the user first opens the dashboard (it then starts from the default unit's range).
 */
export const dashboardFiltersAtom = atom<DashboardFilters | null>(null);
