import { packageSchema, type Package, type PackageInput } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** PUT /api/package/update/{id}: every field but the project, which stays. */
export const updatePackage = (id: number, pkg: PackageInput): Promise<Package> =>
  apiClient().put(`/package/update/${id}`, packageSchema, pkg);
