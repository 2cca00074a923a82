import {
  statisticEndpoints,
  type OrderQuantityStatistic,
  type StatisticQuery,
} from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** The orders received in the range, per status and currency. */
export const getOrderQuantityStatistic = (query: StatisticQuery): Promise<OrderQuantityStatistic> =>
  apiClient().call(statisticEndpoints.orderQuantity, { query });
