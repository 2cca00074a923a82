import { apiClient } from '@portal/api-client';
import { messageEndpoints, type MessageStatus } from '@portal/contracts';

/** How many outbound messages (of every kind) are in `status`, in one project or in all. */
export const countMessages = async (
  status: MessageStatus,
  projectKey?: string,
): Promise<number> => {
  const page = await apiClient().call(messageEndpoints.page, {
    query: { status, page: 1, size: 10, ...(projectKey === undefined ? {} : { projectKey }) },
  });
  return page.total;
};
