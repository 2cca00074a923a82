import { z } from 'zod';
import { apiClient } from '@portal/api-client';

/** DELETE /api/inventory/delete/{id}: refused (4019) while accepted orders reserve part of it. */
export const deleteInventory = (id: number): Promise<unknown> =>
  apiClient().delete(`/inventory/delete/${id}`, z.unknown());
