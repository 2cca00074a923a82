import {
  statisticEndpoints,
  type OrderSeriesStatistic,
  type StatisticQuery,
} from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** The orders received in every bucket of the range. */
export const getOrderSeriesStatistic = (query: StatisticQuery): Promise<OrderSeriesStatistic> =>
  apiClient().call(statisticEndpoints.orderSeries, { query });
