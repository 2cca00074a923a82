import {
  statisticEndpoints,
  type DeliveryQuantityStatistic,
  type StatisticQuery,
} from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** The outbound messages made in the range, per status and type. */
export const getDeliveryQuantityStatistic = (
  query: StatisticQuery,
): Promise<DeliveryQuantityStatistic> =>
  apiClient().call(statisticEndpoints.deliveryQuantity, { query });
