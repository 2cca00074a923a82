import { messageSchema, type Message } from '@portal/contracts';
import { apiClient } from '@portal/api-client';
import { z } from 'zod';

/** GET /api/message/order/{serialNumber}: the messages sent about an order (997, 855, …). */
export const listOrderMessages = (serialNumber: number): Promise<Message[]> =>
  apiClient().get(`/message/order/${serialNumber}`, z.array(messageSchema));
