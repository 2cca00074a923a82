import { apiClient } from '@portal/api-client';
import { deliveryEndpoints, type DeliveryDetail } from '@portal/contracts';

/** Copies a notice into a new draft of the same order (to correct one the partner rejected). */
export const copyNotice = (deliveryId: number): Promise<DeliveryDetail> =>
  apiClient().call(deliveryEndpoints.copy, { params: { delivery_id: deliveryId } });
