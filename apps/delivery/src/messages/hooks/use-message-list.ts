import { usePagedList, type PagedList } from '@portal/ui';
import type { Message, Page } from '@portal/contracts';
import { listMessages } from '../api/list-messages';
import {
  messageFiltersAtom,
  messagePageAtom,
  type MessageFilters,
} from '../state/message-list-query';
import { messageListQuery } from './message-query';

/** One page for the filters; filters the contract refuses are never sent. */
const loadPage = (filters: MessageFilters, page: number, size: number): Promise<Page<Message>> => {
  const query = messageListQuery(filters, page, size);
  return query === null
    ? Promise.reject(new Error('The message filters do not pass the contract.'))
    : listMessages(query);
};

/** The message status list: filters and page in the portal's store. */
export const useMessageList = (): PagedList<MessageFilters, Message> =>
  usePagedList(messageFiltersAtom, messagePageAtom, loadPage);
