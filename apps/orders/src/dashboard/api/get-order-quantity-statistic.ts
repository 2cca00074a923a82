import {
  orderQuantityStatisticSchema,
  type OrderQuantityStatistic,
  type StatisticQuery,
} from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** GET /api/statistic/order/quantity: the orders received in the range, per status and currency. */
export const getOrderQuantityStatistic = (query: StatisticQuery): Promise<OrderQuantityStatistic> =>
  apiClient().get('/statistic/order/quantity', orderQuantityStatisticSchema, { ...query });
