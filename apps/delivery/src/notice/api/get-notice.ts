import { apiClient } from '@portal/api-client';
import { deliveryEndpoints, type DeliveryDetail } from '@portal/contracts';

/** A saved ship notice with its order lines, order responses, report files and messages. */
export const getNoticeById = (deliveryId: number): Promise<DeliveryDetail> =>
  apiClient().call(deliveryEndpoints.infoById, { params: { delivery_id: deliveryId } });

/**
 * The order's latest ship notice, or a new one prefilled from its fulfilment (not stored until
 * saved).
 */
export const getOrderNotice = (serialNumber: number, projectKey: string): Promise<DeliveryDetail> =>
  apiClient().call(deliveryEndpoints.info, {
    params: { serial_number: serialNumber },
    query: { project_key: projectKey },
  });
