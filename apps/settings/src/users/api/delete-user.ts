import { userEndpoints } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** Deletes a user; their sessions end with it. */
export const deleteUser = (id: number): Promise<unknown> =>
  apiClient().call(userEndpoints.remove, { params: { id } });
