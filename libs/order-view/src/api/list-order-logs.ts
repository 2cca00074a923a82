import { apiClient } from '@portal/api-client';
import { orderEndpoints, type OrderLog } from '@portal/contracts';

/** The order's operation log, oldest first. */
export const listOrderLogs = (serialNumber: number): Promise<OrderLog[]> =>
  apiClient().call(orderEndpoints.logs, { params: { serial_number: serialNumber } });
