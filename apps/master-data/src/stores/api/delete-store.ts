import { z } from 'zod';
import { apiClient } from '@portal/api-client';

/** DELETE /api/store/delete/{id}: refused (4018) while inventory records use the store. */
export const deleteStore = (id: number): Promise<unknown> =>
  apiClient().delete(`/store/delete/${id}`, z.unknown());
