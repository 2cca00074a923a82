import { apiClient } from '@portal/api-client';
import { z } from 'zod';

/** DELETE /api/order/delete/{serial_number} (projects that allow deleting; see deletableStatuses). */
export const deleteOrder = (serialNumber: number): Promise<null> =>
  apiClient().delete(`/order/delete/${serialNumber}`, z.null());
