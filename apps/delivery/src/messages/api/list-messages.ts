import { apiClient } from '@portal/api-client';
import { messageEndpoints, type Message, type Page } from '@portal/contracts';
import type { MessageListQuery } from '../hooks/message-query';

/** One page of outbound messages of every kind, newest first. */
export const listMessages = (query: MessageListQuery): Promise<Page<Message>> =>
  apiClient().call(messageEndpoints.page, { query });
