import {
  deliverySeriesStatisticSchema,
  type DeliverySeriesStatistic,
  type StatisticQuery,
} from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** GET /api/statistic/delivery: the outbound messages made in every bucket, per status. */
export const getDeliverySeriesStatistic = (
  query: StatisticQuery,
): Promise<DeliverySeriesStatistic> =>
  apiClient().get('/statistic/delivery', deliverySeriesStatisticSchema, { ...query });
