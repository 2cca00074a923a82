import { apiClient } from '@portal/api-client';
import { deliveryEndpoints, type DeliveryDetail, type DeliverySave } from '@portal/contracts';

/**
 * Saves the order's draft notice (creates it when `deliveryId` is null); the `version` it was
 * edited from guards against overwriting someone else's save (4030). Auto label numbers come back
 * as SSCCs.
 */
export const saveNotice = (serialNumber: number, body: DeliverySave): Promise<DeliveryDetail> =>
  apiClient().call(deliveryEndpoints.save, { params: { serial_number: serialNumber }, body });
