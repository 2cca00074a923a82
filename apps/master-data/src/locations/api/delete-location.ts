import { z } from 'zod';
import { apiClient } from '@portal/api-client';

/** DELETE /api/location/delete/{id}. */
export const deleteLocation = (id: number): Promise<unknown> =>
  apiClient().delete(`/location/delete/${id}`, z.unknown());
