import { z } from 'zod';
import { apiClient } from '@portal/api-client';

/** DELETE /api/package/delete/{id}. */
export const deletePackage = (id: number): Promise<unknown> =>
  apiClient().delete(`/package/delete/${id}`, z.unknown());
