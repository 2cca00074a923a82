import { apiClient } from '@portal/api-client';
import { deliveryEndpoints, type DeliveryPage, type DeliveryPageQuery } from '@portal/contracts';

/** One page of ship notices, or of delivered orders still waiting for one. */
export const listDeliveries = (query: DeliveryPageQuery): Promise<DeliveryPage> =>
  apiClient().call(deliveryEndpoints.page, { query });
