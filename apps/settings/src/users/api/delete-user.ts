import { z } from 'zod';
import { apiClient } from '@portal/api-client';

/** DELETE /api/user/delete/{id}: the user's sessions end with it. */
export const deleteUser = (id: number): Promise<unknown> =>
  apiClient().delete(`/user/delete/${id}`, z.unknown());
