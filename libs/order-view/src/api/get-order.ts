import { apiClient } from '@portal/api-client';
import { orderEndpoints, type OrderDetail } from '@portal/contracts';

/** The order with its documents, versions and changes. */
export const getOrder = (serialNumber: number): Promise<OrderDetail> =>
  apiClient().call(orderEndpoints.info, { params: { serial_number: serialNumber } });
