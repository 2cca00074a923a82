import { apiClient } from '@portal/api-client';
import { orderEndpoints, type OrderDetail } from '@portal/contracts';

/**
 * The order with its documents, versions and changes. The drawer says itself why an order could
 * not be read (not found, or the reason), so the portal's snackbar does not say it again.
 */
export const getOrder = (serialNumber: number): Promise<OrderDetail> =>
  apiClient().call(orderEndpoints.info, {
    params: { serial_number: serialNumber },
    failuresShownHere: 'all',
  });
