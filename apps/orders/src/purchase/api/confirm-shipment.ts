import { apiClient } from '@portal/api-client';
import { purchaseEndpoints, type PurchaseDetail, type ShipConfirmation } from '@portal/contracts';

/** Confirms the shipment (shipped date, time and final quantities): the order is DELIVERED. */
export const confirmShipment = (confirmation: ShipConfirmation): Promise<PurchaseDetail> =>
  apiClient().call(purchaseEndpoints.delivery, {
    params: { action: 'confirm' },
    body: confirmation,
  });
