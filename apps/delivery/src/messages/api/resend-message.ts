import { apiClient } from '@portal/api-client';
import { messageEndpoints, type Message } from '@portal/contracts';

/** Sends a message again as a new interchange (new control numbers); answers the new message. */
export const resendMessage = (id: number): Promise<Message> =>
  apiClient().call(messageEndpoints.resend, { params: { id } });
