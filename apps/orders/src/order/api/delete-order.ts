import { apiClient } from '@portal/api-client';
import { orderEndpoints } from '@portal/contracts';

/** Deletes an order (projects that allow deleting; see deletableStatuses). */
export const deleteOrder = (serialNumber: number): Promise<null> =>
  apiClient().call(orderEndpoints.remove, { params: { serial_number: serialNumber } });
