import { z } from 'zod';
import { apiClient } from '@portal/api-client';

/** DELETE /api/option/delete/{id}: the option type and its values. */
export const deleteOptionType = (id: number): Promise<unknown> =>
  apiClient().delete(`/option/delete/${id}`, z.unknown());
