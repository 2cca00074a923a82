import { apiClient } from '@portal/api-client';
import { deliveryEndpoints } from '@portal/contracts';

/** Deletes a draft notice (the server refuses one that was sent). */
export const deleteNotice = async (deliveryId: number): Promise<void> => {
  await apiClient().call(deliveryEndpoints.remove, { params: { delivery_id: deliveryId } });
};
