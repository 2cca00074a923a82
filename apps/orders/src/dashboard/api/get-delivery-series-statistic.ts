import {
  statisticEndpoints,
  type DeliverySeriesStatistic,
  type StatisticQuery,
} from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** The outbound messages made in every bucket, per status. */
export const getDeliverySeriesStatistic = (
  query: StatisticQuery,
): Promise<DeliverySeriesStatistic> =>
  apiClient().call(statisticEndpoints.deliverySeries, { query });
