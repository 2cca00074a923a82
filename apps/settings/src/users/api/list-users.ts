import { userPageSchema, type UserListQuery } from '@portal/contracts';
import { apiClient } from '@portal/api-client';
import type { z } from 'zod';

export type UserPage = z.infer<typeof userPageSchema>;

/** GET /api/user/list: one page of users matching the filters. */
export const listUsers = (query: UserListQuery): Promise<UserPage> =>
  apiClient().get('/user/list', userPageSchema, { ...query });
