import { packageSchema, type Package, type PackageSave } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** POST /api/package/save: a new package of the chosen project. */
export const createPackage = (pkg: PackageSave): Promise<Package> =>
  apiClient().post('/package/save', packageSchema, pkg);
