import { apiClient } from '@portal/api-client';
import { packageEndpoints, type Package, type PackageSave } from '@portal/contracts';

/** A new package of the chosen project. */
export const createPackage = (pkg: PackageSave): Promise<Package> =>
  apiClient().call(packageEndpoints.save, { body: pkg });
