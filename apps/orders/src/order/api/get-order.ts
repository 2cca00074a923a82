import { orderDetailSchema, type OrderDetail } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** GET /api/order/info/{serial_number}: the order with its documents, versions and changes. */
export const getOrder = (serialNumber: number): Promise<OrderDetail> =>
  apiClient().get(`/order/info/${serialNumber}`, orderDetailSchema);
