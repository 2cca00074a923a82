import {
  deliveryQuantityStatisticSchema,
  type DeliveryQuantityStatistic,
  type StatisticQuery,
} from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** GET /api/statistic/delivery/quantity: the outbound messages made in the range, per status and type. */
export const getDeliveryQuantityStatistic = (
  query: StatisticQuery,
): Promise<DeliveryQuantityStatistic> =>
  apiClient().get('/statistic/delivery/quantity', deliveryQuantityStatisticSchema, { ...query });
