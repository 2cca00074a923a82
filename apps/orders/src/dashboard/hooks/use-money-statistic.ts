import { useCallback, useEffect, useState } from 'react';
import type { MoneyStatistic, StatisticQuery } from '@portal/contracts';
import { getMoneyStatistic } from '../api/get-money-statistic';

export interface MoneyStatisticState {
  /** The last answer (kept, dimmed, while the next loads); null before it and after a failure. */
  statistic: MoneyStatistic | null;
  /** A call for the current query (or a reload) is under way. */
  loading: boolean;
  /** The call of the current query failed; the client's snackbar said why. */
  failed: boolean;
  reload: () => void;
}

type Loaded = { query: StatisticQuery; generation: number; statistic: MoneyStatistic | null };

/**
 * The money figures of the dashboard's query. Mounted only for the finance roles (INVOICE,
 * PAYMENT): the endpoint refuses everyone else, so no one else asks.
 */
export function useMoneyStatistic(query: StatisticQuery): MoneyStatisticState {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let active = true;
    getMoneyStatistic(query).then(
      (statistic) => active && setLoaded({ query, generation, statistic }),
      () => active && setLoaded({ query, generation, statistic: null }),
    );
    return () => {
      active = false;
    };
  }, [query, generation]);
  const reload = useCallback(() => setGeneration((current) => current + 1), []);
  const current = loaded !== null && loaded.query === query && loaded.generation === generation;
  return {
    statistic: loaded?.statistic ?? null,
    loading: !current,
    failed: current && loaded.statistic === null,
    reload,
  };
}
