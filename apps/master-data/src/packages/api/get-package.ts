import { packageSchema, type Package } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** GET /api/package/info/{id}: one package as stored now. */
export const getPackage = (id: number): Promise<Package> =>
  apiClient().get(`/package/info/${id}`, packageSchema);
