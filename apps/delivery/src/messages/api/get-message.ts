import { apiClient } from '@portal/api-client';
import { messageEndpoints, type MessageDetail } from '@portal/contracts';

/** One message with its text as written. */
export const getMessage = (id: number): Promise<MessageDetail> =>
  apiClient().call(messageEndpoints.info, { params: { id } });
