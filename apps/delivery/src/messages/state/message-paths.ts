import { screenPaths, type MessageStatus } from '@portal/contracts';

/** `/space/delivery/messages`: every outbound message and its status. */
export const messagesPath = `${screenPaths.delivery}/messages`;

/** The message list filtered to one status (the dashboard's and the delivery list's alerts). */
export const messagesWithStatusPath = (status: MessageStatus): string =>
  `${messagesPath}?status=${status}`;

/** One message's own address: the list with its detail open. */
export const messagePath = (messageId: number): string => `${messagesPath}/${messageId}`;
