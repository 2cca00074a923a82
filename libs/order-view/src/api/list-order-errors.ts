import { apiClient } from '@portal/api-client';
import { orderEndpoints, type OrderError } from '@portal/contracts';

/** Document, message and change errors of an order. */
export const listOrderErrors = (serialNumber: number): Promise<OrderError[]> =>
  apiClient().call(orderEndpoints.errors, { params: { serial_number: serialNumber } });
