import { userEndpoints, type userPageSchema, type UserListQuery } from '@portal/contracts';
import { apiClient } from '@portal/api-client';
import type { z } from 'zod';

export type UserPage = z.infer<typeof userPageSchema>;

/** One page of users matching the filters. */
export const listUsers = (query: UserListQuery): Promise<UserPage> =>
  apiClient().call(userEndpoints.list, { query });
