import {
  orderSeriesStatisticSchema,
  type OrderSeriesStatistic,
  type StatisticQuery,
} from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** GET /api/statistic/order: the orders received in every bucket of the range. */
export const getOrderSeriesStatistic = (query: StatisticQuery): Promise<OrderSeriesStatistic> =>
  apiClient().get('/statistic/order', orderSeriesStatisticSchema, { ...query });
