import { z } from 'zod';
import { apiClient } from '@portal/api-client';

/** DELETE /api/optionDetail/delete/{id}: removes an option value. */
export const deleteOptionDetail = (id: number): Promise<unknown> =>
  apiClient().delete(`/optionDetail/delete/${id}`, z.unknown());
