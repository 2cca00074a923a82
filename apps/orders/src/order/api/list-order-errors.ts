import { orderErrorSchema, type OrderError } from '@portal/contracts';
import { apiClient } from '@portal/api-client';
import { z } from 'zod';

/** GET /api/order/recordError/{serial_number}: document, message and change errors of an order. */
export const listOrderErrors = (serialNumber: number): Promise<OrderError[]> =>
  apiClient().get(`/order/recordError/${serialNumber}`, z.array(orderErrorSchema));
