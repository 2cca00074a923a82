import { orderLogSchema, type OrderLog } from '@portal/contracts';
import { apiClient } from '@portal/api-client';
import { z } from 'zod';

/** GET /api/order/record/{serial_number}: the order's operation log, oldest first. */
export const listOrderLogs = (serialNumber: number): Promise<OrderLog[]> =>
  apiClient().get(`/order/record/${serialNumber}`, z.array(orderLogSchema));
