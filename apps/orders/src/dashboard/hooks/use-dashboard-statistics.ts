import { useCallback, useEffect, useState } from 'react';
import type {
  DeliveryQuantityStatistic,
  DeliverySeriesStatistic,
  OrderQuantityStatistic,
  OrderSeriesStatistic,
  StatisticQuery,
} from '@portal/contracts';
import { getDeliveryQuantityStatistic } from '../api/get-delivery-quantity-statistic';
import { getDeliverySeriesStatistic } from '../api/get-delivery-series-statistic';
import { getOrderQuantityStatistic } from '../api/get-order-quantity-statistic';
import { getOrderSeriesStatistic } from '../api/get-order-series-statistic';

/** The four answers one query gives: the figures and charts of the dashboard. */
export interface DashboardStatistics {
  orderQuantity: OrderQuantityStatistic;
  orderSeries: OrderSeriesStatistic;
  deliveryQuantity: DeliveryQuantityStatistic;
  deliverySeries: DeliverySeriesStatistic;
}

export interface DashboardStatisticsState {
  /** The last complete answer; null before the first one and after any call failed. */
  statistics: DashboardStatistics | null;
  /** A call for the current query (or a reload) is under way. */
  loading: boolean;
  /** A call of the current query failed; the client's snackbar said why. */
  failed: boolean;
  reload: () => void;
}

type Loaded = {
  query: StatisticQuery;
  generation: number;
  statistics: DashboardStatistics | null;
};

/**
 * The four statistics of a query, read together. While a new query loads the previous figures
 * stay (dimmed by the screen); if any call fails every figure goes, so no chart shows numbers of
 * another range or project.
 */
export function useDashboardStatistics(query: StatisticQuery): DashboardStatisticsState {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let active = true;
    Promise.all([
      getOrderQuantityStatistic(query),
      getOrderSeriesStatistic(query),
      getDeliveryQuantityStatistic(query),
      getDeliverySeriesStatistic(query),
    ]).then(
      ([orderQuantity, orderSeries, deliveryQuantity, deliverySeries]) =>
        active &&
        setLoaded({
          query,
          generation,
          statistics: { orderQuantity, orderSeries, deliveryQuantity, deliverySeries },
        }),
      () => active && setLoaded({ query, generation, statistics: null }),
    );
    return () => {
      active = false;
    };
  }, [query, generation]);

  const reload = useCallback(() => setGeneration((current) => current + 1), []);
  const current = loaded !== null && loaded.query === query && loaded.generation === generation;
  return {
    statistics: loaded?.statistics ?? null,
    loading: !current,
    failed: current && loaded.statistics === null,
    reload,
  };
}
