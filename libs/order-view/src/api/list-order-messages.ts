import { messageEndpoints, type Message } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** The messages sent about an order (997, 855, …). */
export const listOrderMessages = (serialNumber: number): Promise<Message[]> =>
  apiClient().call(messageEndpoints.forOrder, { params: { serialNumber } });
